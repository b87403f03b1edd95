"""A use case runs over a store that offers only its own port (``store/ports.py``), so a test (or a store that
keeps only players, games or history) can hand it that much and no more."""

from __future__ import annotations

from collections.abc import Sequence

import pytest

from scorekeeper.jsontypes import GameDict, JsonObject
from scorekeeper.service.core import StoreGuard
from scorekeeper.service.history import CannotStep, Refusal
from scorekeeper.service.library import Roster
from scorekeeper.service.playing import Playing
from scorekeeper.service.undoing import Undoing
from scorekeeper.store.errors import StoreError
from scorekeeper.store.memory import InMemoryGameStore
from scorekeeper.store.model import Player


class OnlyPlayers:
    """The ``PlayerRoster`` port and nothing else: a list of names."""

    def __init__(self) -> None:
        self.kept: list[Player] = []

    def list_players(self) -> list[Player]:
        return list(self.kept)

    def add_player(self, name: str) -> Player:
        self.kept.append(Player(f"p{len(self.kept) + 1}", name, "2026-01-01T20:00:00Z"))
        return self.kept[-1]

    def add_players(self, names: Sequence[str]) -> list[Player | StoreError]:
        return [self.add_player(name) for name in names]

    def player_for_name(self, name: str, *, create: bool = False) -> Player:
        return next(p for p in self.kept if p.name == name)

    def rename_player(self, player_id: str, name: str) -> None:
        raise AssertionError("not asked")

    def game_player_ids(self, game_id: str) -> dict[str, str]:
        return {}


class NoGames:
    """The ``GameLoad`` port over an empty book: every game is missing."""

    def load_game_dict(self, game_id: str) -> GameDict:
        raise OSError(2, "No such file or directory")


class NothingDone:
    """The ``HistoryReader`` port of a game nothing was done to yet."""

    def load_history(self, game_id: str) -> list[JsonObject]:
        return []


def test_the_players_use_case_keeps_and_refuses_names_over_a_store_of_players_alone() -> None:
    store = OnlyPlayers()
    roster = Roster(store, StoreGuard(NoGames()))

    ann, bo = roster.add_players(["Ann", "\tBo"])
    assert ann == Player("p1", "Ann", "2026-01-01T20:00:00Z")
    assert isinstance(bo, StoreError) and str(bo).startswith("a player's name cannot hold control characters")
    with pytest.raises(StoreError, match="^a player's name cannot be empty$"):
        roster.add_player("  ")
    assert [p.name for p in roster.players()] == ["Ann"]  # the refused names were never handed on


def test_undo_with_nothing_done_says_so_over_a_store_of_history_alone() -> None:
    from scorekeeper.rules import Game

    guard = StoreGuard(NoGames())
    undoing = Undoing(NothingDone(), guard, Playing(InMemoryGameStore(), guard))
    game = Game.new("euchre", ["North", "East", "South", "West"], "West")

    with pytest.raises(CannotStep) as refused:
        undoing.undo_action("g1", game)
    assert refused.value.reason is Refusal.NOTHING
