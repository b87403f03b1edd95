"""Small factories for rule tests: games from compact call and trick lists."""

from __future__ import annotations

from typing import Any, Iterable

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
