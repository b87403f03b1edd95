"""The typed facts a Twenty-eight hand answers with (words in ``words``)."""

from __future__ import annotations

from enum import StrEnum


class TwentyEightPhase(StrEnum):
    """Where a hand stands: auction → play (trump, doubles, the pair, tricks or the count) → done."""

    AUCTION = "auction"
    PLAY = "play"
    DONE = "done"
