"""Euchre's own events: the turn-up, trump made (by whom, in which round, who goes alone), the hand thrown
in, and who took each trick.

The makers' tricks counted at the end are the shared ``HandCounted`` (makers, then defenders when counted)
and a misdeal the shared ``MisdealCalled``.
"""

from __future__ import annotations

from typing import NamedTuple

from scorekeeper.rules import deal_events
from scorekeeper.rules.events import TRICK_PLACE, fact


@fact("euchre_turn_up")
class TurnedUp(NamedTuple):
    """The suit of the card turned up after the deal (round 1 may only order it up; round 2 may not name it)."""

    suit: str


@fact("euchre_trump")
class TrumpMade(NamedTuple):
    """Trump made: the maker, the suit, round 1 (ordered up) or 2 (named), and who plays alone (maker first)."""

    maker: str
    trump: str
    round: int
    alone: tuple[str, ...] = ()


@fact("euchre_thrown_in")
class ThrownIn(NamedTuple):
    """All four passed in both rounds: nobody scores and the deal passes to the left."""


@fact("euchre_trick", place=TRICK_PLACE)
class TrickWon(deal_events.TrickWon):
    """Who took one trick: the shared fact, under the name Euchre's record gives it."""

    __slots__ = ()
