"""A use case typed against a small port takes any object offering those few methods: the lifetime tallies
read a book through ``TallyReader`` (its games listed, each read with its entry times, its players), not
through the whole surface of ``Repository``."""

from __future__ import annotations

from scorekeeper.jsontypes import GameDict
from scorekeeper.rules import Game
from scorekeeper.store import InMemoryGameStore
from scorekeeper.store.model import GameSummary, Player
from scorekeeper.store.stats import store_tallies


class ThreeMethods:
    """A read-only book of one stored game, offering only what ``TallyReader`` names."""

    def __init__(self) -> None:
        self.store = InMemoryGameStore()
        game = Game.new("twenty-nine", ["N", "E", "S", "W"], "W")
        self.store.create_game(game, name="Friday")
        self.asked: list[str] = []

    def list_games(self) -> list[GameSummary]:
        self.asked.append("list_games")
        return self.store.list_games()

    def load_timed_game_dict(self, game_id: str) -> tuple[GameDict, list[str | None]]:
        self.asked.append("load_timed_game_dict")
        return self.store.load_timed_game_dict(game_id)

    def list_players(self) -> list[Player]:
        self.asked.append("list_players")
        return self.store.list_players()


def test_the_tallies_read_a_book_through_three_methods():
    book = ThreeMethods()
    tallies = store_tallies(book)
    assert sorted(set(book.asked)) == ["list_games", "list_players", "load_timed_game_dict"]
    assert sorted(line["name"] for line in tallies["players"]) == ["E", "N", "S", "W"]
    assert tallies["games_counted"] == 1
