"""Auction Pitch's own events: who took each of the four points, and a pitcher's side taking every trick.

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
