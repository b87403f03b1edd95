"""The typed facts a Twenty-nine hand answers with: where it stands (words in ``words``)."""

from __future__ import annotations

from enum import StrEnum


class TwentyNinePhase(StrEnum):
    """Where a hand stands: auction → declare (trump) → play → done."""

    AUCTION = "auction"
    DECLARE = "declare"
    PLAY = "play"
    DONE = "done"
