"""Small factories for rule tests: games from compact call and trick lists."""

from __future__ import annotations

from typing import Any, Callable, Iterable

from hypothesis import HealthCheck, given, settings, strategies as st

from scorekeeper.rules import BidMade, Game, Passed
from scorekeeper.games.make_a_million import TrickTaken


def calls(*pairs: tuple[str, Any]) -> list:
    """``("A", 175000), ("Z", "pass")`` → events."""
    return [Passed(p) if a == "pass" else BidMade(p, a) for p, a in pairs]


def play(game: Game, events: Iterable) -> Game:
    for event in events:
        game = game.play(event)
    return game


def four(**settings: Any) -> Game:
    """The rule texts' table: A, Z, B, Y clockwise, Y deals (so A calls first)."""
    return Game.new("make-a-million", ["A", "Z", "B", "Y"], "Y", settings)


def filler_tricks(winner: str, count: int) -> list[TrickTaken]:
    return [TrickTaken(winner) for _ in range(count)]


# Every Money card of one pack, grouped so that tricks can be built from them.
ONE_PACK = [40000] * 4 + [30000] * 4 + [15000] * 4 + [10000] * 4 + [5000] * 4


# -- the properties every game's random walks are held to (replay, export -> import, Undo) -------------------
def random_walk(game: Game, rnd: Any, steps: int, candidates: Any) -> Game:
    """``game`` played ``steps`` entries on, each drawn at random from the ``candidates(game, rnd)`` it takes."""
    for _ in range(steps):
        if game.table.current is None:
            break
        options = candidates(game, rnd)
        rnd.shuffle(options)
        game = game.play(next(e for e in options if game.can(e)))
    return game


def assert_replay_gives_the_same_scores(game: Game) -> None:
    """The same entries replayed from the start give the same report and the same next question."""
    from scorekeeper.rules import score_report

    again = Game.new(game.kind, game.players, game.dealer, game.settings).with_events(list(game.events))
    assert score_report(again) == score_report(game)
    assert again.table.prompt() == game.table.prompt()


def assert_export_then_import_is_the_same_game(game: Game) -> None:
    """The record written and read back is the same game: its report, its record and its entries in order."""
    from scorekeeper.rules import game_from_record, game_to_record, score_report

    record = game_to_record(game)
    imported = game_from_record(record)
    assert score_report(imported) == score_report(game)
    assert game_to_record(imported) == record
    assert list(imported.events) == list(game.events)


def assert_undo_is_the_game_before_the_last_entry(game: Game) -> None:
    """Undo of the last entry is the game replayed without it."""
    from scorekeeper.rules import score_report

    if not game.events:
        return
    before = Game.new(game.kind, game.players, game.dealer, game.settings).with_events(list(game.events[:-1]))
    undone = game.undo()
    assert undone.to_dict() == before.to_dict()
    assert score_report(undone) == score_report(before)


PROPERTY_RUNS = settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
PropertyTest = Callable[..., None]


def the_three_properties(games: st.SearchStrategy[Game]) -> tuple[PropertyTest, PropertyTest, PropertyTest]:
    """A game's three properties over its random walks (replay, export -> import, Undo), for its test module
    to bind to its own names: every game must keep the same three, so they are written once, here."""

    @PROPERTY_RUNS
    @given(games)
    def test_replaying_the_same_entries_gives_the_same_scores(game: Game) -> None:
        assert_replay_gives_the_same_scores(game)

    @PROPERTY_RUNS
    @given(games)
    def test_export_then_import_is_the_same_game(game: Game) -> None:
        assert_export_then_import_is_the_same_game(game)

    @PROPERTY_RUNS
    @given(games)
    def test_undo_is_the_game_before_the_last_entry(game: Game) -> None:
        assert_undo_is_the_game_before_the_last_entry(game)

    return (test_replaying_the_same_entries_gives_the_same_scores, test_export_then_import_is_the_same_game,
            test_undo_is_the_game_before_the_last_entry)
