"""The typed facts a Five Hundred hand answers with: where it stands, and how it ended (words in ``words``)."""

from __future__ import annotations

from enum import StrEnum

from scorekeeper.rules.hand_base import AuctionThenTricks


FiveHundredPhase = AuctionThenTricks  # where a hand stands: the auction, then the contractors' tricks


class FiveHundredResult(StrEnum):
    """How a hand ended for the contractors."""

    MADE = "made"
    SLAM = "slam"  # all ten tricks
    SET_BACK = "set_back"
    THROWN_IN = "thrown_in"  # all four passed
    MISDEAL = "misdeal"
