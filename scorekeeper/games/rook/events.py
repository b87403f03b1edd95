"""Rook's own events (bids, passes, trump and totals-only counts are every bidding game's; a misdeal is
the shared ``MisdealCalled`` of ``scorekeeper.rules.deal_events``, the same fact with the same record)."""

from __future__ import annotations

from typing import NamedTuple

from scorekeeper.rules.events import fact


@fact("rook_trick", place="trick")
class CountersTaken(NamedTuple):
    """A trick: who took it and the counters in it, by face ("5", "10", "14", "1", "rook")."""

    winner: str
    counters: tuple[str, ...] = ()


@fact("rook_nest")
class NestShown(NamedTuple):
    """The counters the bidder laid in the nest, shown when the last trick is in."""

    counters: tuple[str, ...]
