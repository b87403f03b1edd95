"""Spades' own events: each player's bid in turn, and who took each trick.

The tricks each player took, entered as totals, are the shared ``TricksCounted``
(the same fact: each player's count), and a misdeal is the shared ``MisdealCalled``
(``scorekeeper.rules.deal_events``); both are imported where they are used.
"""

from __future__ import annotations

from typing import NamedTuple

from scorekeeper.rules import deal_events
from scorekeeper.rules.events import TRICK_PLACE, fact


@fact("spades_bid", place="bid")
class TricksBid(NamedTuple):
    """A player's bid of tricks, 0 to 13 (0 is Nil), in turn from the dealer's left."""

    player: str
    bid: int


@fact("blind_nil", place="bid")
class BlindNilBid(NamedTuple):
    """A player bid Blind Nil: Nil, bid before looking at the cards (±200)."""

    player: str


@fact("spades_trick", place=TRICK_PLACE)
class TrickWon(deal_events.TrickWon):
    """Who took one trick: the shared fact, under the name Spades's record gives it."""

    __slots__ = ()
