"""The typed facts an Auction Pitch hand answers with (words in ``words``)."""

from __future__ import annotations

from enum import StrEnum


class PitchPhase(StrEnum):
    """Where a hand stands: auction (one round) → points (High, Low, Jack, Game) → done."""

    AUCTION = "auction"
    POINTS = "points"
    DONE = "done"
