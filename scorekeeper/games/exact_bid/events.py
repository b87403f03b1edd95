"""The exact-bid variation's own events: everyone's bids at once, then the tricks each took (both shared)."""

from __future__ import annotations

from scorekeeper.rules.deal_events import BidsMade as BidsMade  # shared: everyone's bids at once
from scorekeeper.rules.deal_events import TricksCounted as TricksCounted  # shared: the tricks each took
