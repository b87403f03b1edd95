"""The typed facts a Rook hand answers with: where it stands and the counters (words in ``words``)."""

from __future__ import annotations

from enum import StrEnum


class RookPhase(StrEnum):
    """Where a hand stands: auction → declare (nest, trump) → play → nest (its counters, if any) → done."""

    AUCTION = "auction"
    DECLARE = "declare"
    PLAY = "play"
    NEST = "nest"
    DONE = "done"


class Counter(StrEnum):
    """A card that counts, by its face as the record writes it (``5``, ``10``, ``14``, ``1``, ``"rook"``)."""

    FIVE = "5"
    TEN = "10"
    FOURTEEN = "14"
    ONE = "1"  # the Kentucky deck only
    ROOK = "rook"


COUNTER_OF_FACE: dict[str, Counter] = {c.value: c for c in Counter}
"""Each counter by its face as events and drafts hold it ("5", "rook")."""
