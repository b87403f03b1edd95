"""The typed facts a Make-a-Million hand answers with: where it stands (a misdeal is every game's ``DealResult``).

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
