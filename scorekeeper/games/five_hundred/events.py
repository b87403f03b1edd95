"""Five Hundred's own events: a bid of the Avondale table, and who took each trick.

A pass is the shared ``Passed`` and the sides' tricks counted at the end the shared ``HandCounted``
(``scorekeeper.rules.bid_events``); a misdeal is the shared ``MisdealCalled``.
"""

from __future__ import annotations

from typing import NamedTuple

from scorekeeper.rules.events import fact


@fact("five_hundred_bid", place="call")
class ContractBid(NamedTuple):
    """A player's bid, written as the record writes it: "6S" … "10NT", "misere" or "open_misere"."""

    player: str
    contract: str


@fact("five_hundred_trick", place="trick")
class TrickWon(NamedTuple):
    """Who took one trick, in the order the tricks were played."""

    winner: str
