"""Where a Seven Up hand stands: before play and the four points (one part of the table), then done."""

from __future__ import annotations

from enum import StrEnum


class SevenUpPhase(StrEnum):
    """The turn-up, the beg and the points are entered on one screen (``POINTS``), then the hand is ``DONE``."""

    POINTS = "points"
    DONE = "done"
