"""The typed facts a Make-a-Million hand answers with: where it stands, and its own ending.

Words for them are in ``words``; the rules compare the members, never the words.
"""

from __future__ import annotations

from enum import StrEnum


class MillionPhase(StrEnum):
    """Where a hand stands: auction → declare (widow, trump) → play → partners (if still unknown) → done."""

    AUCTION = "auction"
    DECLARE = "declare"
    PLAY = "play"
    PARTNERS = "partners"
    DONE = "done"


class MillionResult(StrEnum):
    """The ending a Make-a-Million hand has beside those of every bidding game (``BidResult``)."""

    MISDEAL = "misdeal"  # a player called a new deal before the auction
