"""The typed facts an exact-bid deal answers with: where it stands, and how it ended (words in ``words``)."""

from __future__ import annotations

from enum import StrEnum

from scorekeeper.rules.hand_base import BidsThenTricks

DealPhase = BidsThenTricks  # where a deal stands: everyone bids, then the tricks each took are entered (the shared phases)


class ExactResult(StrEnum):
    """How a deal ended: somebody took exactly their bid, or nobody did."""

    EXACT = "exact"
    NOBODY_EXACT = "nobody_exact"
