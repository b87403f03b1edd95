"""Seven Up's own events: a jack turned for trump, the eldest's beg answered, who took each point.

Trump and a misdeal are the shared events (``TrumpNamed``, ``MisdealCalled``).
"""

from __future__ import annotations

from typing import NamedTuple

from scorekeeper.rules.events import fact


@fact("seven_up_jack_turned")
class JackTurned(NamedTuple):
    """The card turned for trump was a jack: ``turn`` is "first" (the deal's turn-up) or "new" (after running)."""

    turn: str


@fact("seven_up_beg")
class Begged(NamedTuple):
    """How the turn-up was settled: ``answer`` is "stand", "gift" (the dealer gave a point) or "run"."""

    answer: str


@fact("seven_up_point", place="point")
class PointTaken(NamedTuple):
    """``player`` took the point ``point`` (high, low, jack or game)."""

    point: str
    player: str


@fact("seven_up_no_point", place="point")
class PointNobody(NamedTuple):
    """Nobody took the point: the jack of trumps was out of play, or the game was tied."""

    point: str
