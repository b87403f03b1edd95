"""The typed facts a Twenty-eight hand answers with (words in ``words``)."""

from __future__ import annotations

from enum import StrEnum


class TwentyEightPhase(StrEnum):
    """Where a hand stands: auction → play (trump, doubles, the pair, tricks or the count) → done."""

    AUCTION = "auction"
    PLAY = "play"
    DONE = "done"


class TwentyEightResult(StrEnum):
    """A bid not made, as the table says it in Twenty-eight: the bid failed (the other endings are every game's)."""

    FAILED = "failed"
