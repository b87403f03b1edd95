"""The typed facts a Euchre hand answers with: where it stands, and how it ended (words in ``words``)."""

from __future__ import annotations

from enum import StrEnum


class EuchrePhase(StrEnum):
    """Where a hand stands: trump is made (or everyone passes twice), then the makers' tricks."""

    CALLING = "calling"
    TRICKS = "tricks"
    DONE = "done"


class EuchreResult(StrEnum):
    """How a hand ended for the makers."""

    MADE = "made"  # 3 or 4 tricks
    MARCH = "march"  # all 5
    EUCHRED = "euchred"  # fewer than 3: the defenders score
    THROWN_IN = "thrown_in"  # all four passed twice
    MISDEAL = "misdeal"  # a player called a new deal: the same dealer deals again
