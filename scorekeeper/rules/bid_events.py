"""The events of every game with an auction in turn: a bid, a pass, trump named, a hand counted at the table.

The shared auction (``bidding``, ``parts``) reads and writes these; a game's own
events (its tricks, its declarations) are declared in its own package.
"""

from __future__ import annotations

from typing import NamedTuple, TypeAlias

from .events import fact


@fact("bid", place="call")
class BidMade(NamedTuple):
    """A player bid an amount (money, or points)."""

    player: str
    amount: int


@fact("pass", place="call")
class Passed(NamedTuple):
    """A player passed and is out of this auction."""

    player: str


Call: TypeAlias = BidMade | Passed  # one call of an auction: a bid, or a pass


@fact("trump")
class TrumpNamed(NamedTuple):
    """The bidder named trump (or the card turned up shows it): a color or suit name, or ``"none"``."""

    trump: str


@fact("counts")
class HandCounted(NamedTuple):
    """Totals-only entry: what each side counted at the table.

    A game whose other side's count follows from the bidder's leaves ``other_side`` out.
    """

    bidder_side: int
    other_side: int | None = None
