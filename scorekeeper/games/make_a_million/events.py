"""Make-a-Million's own events (the auction's bids, passes, trump and counts are every bidding game's)."""

from __future__ import annotations

from typing import NamedTuple

from scorekeeper.rules.deal_events import MisdealCalled as MisdealCalled  # shared: a misdeal is the same fact in every game
from scorekeeper.rules.events import fact


@fact("partners")
class PartnersNamed(NamedTuple):
    """The bidder's partners for this hand (called, silent and dummy games)."""

    partners: tuple[str, ...]


@fact("discard")
class MoneyDiscarded(NamedTuple):
    """Money cards the bidder had to show and discard: out of play."""

    values: tuple[int, ...]


@fact("trick", place="trick")
class TrickTaken(NamedTuple):
    """A trick: who took it, its Money cards, Bull/Bear in play order."""

    winner: str
    money: tuple[int, ...] = ()
    bull_bear: tuple[str, ...] = ()


@fact("called_card")
class CardCalled(NamedTuple):
    """With called partners: the card the bidder called ("tiger", "red 40000").

    Its holder is the bidder's secret partner until the card is played.
    """

    card: str
