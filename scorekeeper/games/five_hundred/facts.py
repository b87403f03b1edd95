"""The typed facts a Five Hundred hand answers with: where it stands, and how it ended (words in ``words``)."""

from __future__ import annotations

from enum import StrEnum


class FiveHundredPhase(StrEnum):
    """Where a hand stands: the auction, then the contractors' tricks."""

    AUCTION = "auction"
    TRICKS = "tricks"
    DONE = "done"


class FiveHundredResult(StrEnum):
    """How a hand ended for the contractors."""

    MADE = "made"
    SLAM = "slam"  # all ten tricks
    SET_BACK = "set_back"
    THROWN_IN = "thrown_in"  # all four passed
    MISDEAL = "misdeal"
