"""The exact-bid variation's own events: everyone's bids at once, then the tricks each took."""

from __future__ import annotations

from typing import NamedTuple

from scorekeeper.rules.deal_events import TricksCounted as TricksCounted  # shared: the tricks each took
from scorekeeper.rules.events import fact


@fact("bids")
class BidsMade(NamedTuple):
    """Everyone's bid of tricks, made at once, in seating order."""

    bids: tuple[tuple[str, int], ...]
