"""Auction Pitch's own events: who took each of the four points, and a pitcher's side taking every trick
(``AllTricksTaken``, then the four points asked; ``SweepTaken``, which fixes High and Game).

The auction's bids and passes, trump and a misdeal are the shared events of every bidding game.
"""

from __future__ import annotations

from typing import NamedTuple

from scorekeeper.rules.events import fact


@fact("pitch_point", place="point")
class PointTaken(NamedTuple):
    """``player`` took the point ``point`` (high, low, jack or game)."""

    point: str
    player: str


@fact("pitch_no_point", place="point")
class PointNobody(NamedTuple):
    """Nobody took the point: the jack of trumps was not dealt, or the game was tied."""

    point: str


@fact("pitch_all_tricks")
class AllTricksTaken(NamedTuple):
    """The pitcher's side took all six tricks (what decides a smudge); ``player`` is the pitcher."""

    player: str


@fact("pitch_sweep")
class SweepTaken(NamedTuple):
    """The pitcher's side took all six tricks, entered before the points as the table now enters it: High and
    Game are theirs by the rules (the highest trump wins its trick, and every pip is in their tricks), so they
    are not asked; only Low (to who was dealt it) and the Jack (theirs, or nobody's when it was not dealt).
    ``player`` is the pitcher.  (A record says it as ``all_tricks`` and the four points, as before.)"""

    player: str
