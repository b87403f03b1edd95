"""The exact-bid variation's own events: everyone's bids at once, then the tricks each took."""

from __future__ import annotations

from typing import NamedTuple

from scorekeeper.rules.events import fact


@fact("bids")
class BidsMade(NamedTuple):
    """Everyone's bid of tricks, made at once, in seating order."""

    bids: tuple[tuple[str, int], ...]


@fact("tricks")
class TricksCounted(NamedTuple):
    """The tricks each player took in the deal, in seating order."""

    tricks: tuple[tuple[str, int], ...]
