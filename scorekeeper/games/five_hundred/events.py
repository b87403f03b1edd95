"""Five Hundred's own events: a bid of the Avondale table, and who took each trick.

A pass is the shared ``Passed`` and the sides' tricks counted at the end the shared ``HandCounted``
(``scorekeeper.rules.bid_events``); a misdeal is the shared ``MisdealCalled``.
"""

from __future__ import annotations

from typing import NamedTuple

from scorekeeper.rules import deal_events
from scorekeeper.rules.events import TRICK_PLACE, fact


@fact("five_hundred_bid", place="call")
class ContractBid(NamedTuple):
    """A player's bid, written as the record writes it: "6S" … "10NT", "misere" or "open_misere"."""

    player: str
    contract: str


@fact("five_hundred_trick", place=TRICK_PLACE)
class TrickWon(deal_events.TrickWon):
    """Who took one trick: the shared fact, under the name Five Hundred's record gives it."""

    __slots__ = ()
