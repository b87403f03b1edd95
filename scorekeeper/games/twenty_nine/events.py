"""Twenty-nine's own events (the auction's bids, passes, trump and counts are every bidding game's)."""

from __future__ import annotations

from typing import NamedTuple

from scorekeeper.rules.events import fact


@fact("royals")
class RoyalsShown(NamedTuple):
    """A player showed the King and Queen of trump."""

    player: str


@fact("points_trick", place="trick")
class PointsTrickTaken(NamedTuple):
    """A trick: who took it and its card points."""

    winner: str
    points: int
