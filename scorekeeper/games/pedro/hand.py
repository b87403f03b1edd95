"""One hand of Pedro (docs/rules.md, "Pedro"): one round of bids, then the points each side took.

All six counting cards are always in play (High, Low, Jack, Game 1 each, the two Pedros 5 each), so the
sides' points add up to 14: the keeper enters the bidder's side's points (one number), or who won each
counting card.  ``each``: the other side scores its points, the bidders theirs if they reach the bid, else
minus the bid; ``difference``: made, the side with more points scores the difference; failed, the other
side scores its points plus the bid."""

from __future__ import annotations

from enum import StrEnum
from typing import TYPE_CHECKING, NamedTuple

from scorekeeper import words as shared
from scorekeeper.i18n.shown import number
from scorekeeper.jsontypes import JsonObject
from scorekeeper.rules.auction import BidRules
from scorekeeper.rules.bid_events import HandCounted
from scorekeeper.rules.bidding import BiddingHand, misdeal_said_first
from scorekeeper.rules.errors import Amount, RuleError
from scorekeeper.rules.events import fact
from scorekeeper.rules.interface import seating_name
from scorekeeper.rules.one_round import OneRoundAuction
from scorekeeper.rules.settings import is_int, setting_int, setting_str
from scorekeeper.rules.event_dispatch import takes
from scorekeeper.words import N_

from . import words

if TYPE_CHECKING:
    from scorekeeper.rules.game import Game

CARD_POINTS = {"high": 1, "low": 1, "jack": 1, "game": 1, "pedro": 5, "left_pedro": 5}
CARDS = tuple(CARD_POINTS)  # the order the record names them and the table asks them
EVERY_POINT = 14  # the six counting cards, always all in play


class PedroPhase(StrEnum):
    """Where a hand stands: the one round of bids, then the points, then done."""

    AUCTION = "auction"
    POINTS = "points"
    DONE = "done"


@fact("pedro_cards")
class CardsWon(NamedTuple):
    """Who won each of the six counting cards, in ``CARDS`` order (entered at once: none is ever missing)."""

    owners: tuple[str, ...]


class PedroAuction(OneRoundAuction):
    """One call each, dealer last; every bid above all the bids before it (the dealer never equals one)."""

    dealer_match = False

    def check_bid(self, player: str, amount: int) -> None:
        self.check_turn(player)
        if is_int(amount) and amount > self.rules.cap:
            raise RuleError("{p} bid {a}, the highest bid is {cap} (every point)", p=player, a=Amount(amount),
                            cap=Amount(self.rules.cap))
        self.check_points_bid(player, amount)


class PedroHand(BiddingHand):
    """One hand of Pedro, built up event by event."""

    NO_PLACE = N_("a {t} event has no place in Pedro")
    TRUMP_FIRST = N_("trump is named before the points are entered")

    def __init__(self, game: Game, number: int, dealer: str) -> None:
        rules = BidRules(setting_int(game.settings, "min_bid"), 1, 1, EVERY_POINT,
                         dealer_must_take=setting_str(game.settings, "all_pass") == "dealer_takes")
        super().__init__(game, number, dealer, rules)
        self.auction: PedroAuction = PedroAuction(game.players, dealer, rules)
        self.cards: dict[str, str] = {}  # card → who won it, when the points were entered card by card
        self.bidder_points: int | None = None
        self.counted: HandCounted | None = None  # the points entered as one number (the record writes them back)

    @property
    def phase(self) -> PedroPhase:
        if self.complete:
            return PedroPhase.DONE
        return PedroPhase.POINTS if self.auction.over else PedroPhase.AUCTION

    def to_act(self) -> str | None:
        return self.auction.to_call() if self.phase is PedroPhase.AUCTION else None

    def prompt(self) -> str:
        if self.phase is PedroPhase.AUCTION:
            return self.auction_prompt()
        if self.phase is PedroPhase.POINTS:
            return words.POINTS_PROMPT.format(side=seating_name(self.players, self.bidder_side),
                                              bid=number(self.bid or 0))
        return ""

    def started_play(self) -> bool:
        return self.bidder_points is not None

    # -- the points ----------------------------------------------------------------------
    def _before_points(self) -> str:
        self._where = ()
        bidder = self._after_auction(words.POINTS_WHAT)
        if self.bidder_points is not None:
            raise RuleError("the points of this hand are already entered; correct that entry instead")
        return bidder

    @takes(HandCounted)
    def _counted(self, event: HandCounted) -> None:
        self._before_points()
        took, other = event.bidder_side, event.other_side
        if not is_int(took) or not 0 <= took <= EVERY_POINT:
            raise RuleError("the bidder's side took 0 to 14 points, not {v!r}", v=took)
        if other is not None and (not is_int(other) or took + other != EVERY_POINT):
            raise RuleError("points {a} + {b} do not add up to 14", a=took, b=other)
        self.counted = event
        self._score(took)

    @takes(CardsWon)
    def _cards_won(self, event: CardsWon) -> None:
        self._before_points()
        if len(event.owners) != len(CARDS):
            raise RuleError("cards: who won each of the six (high, low, jack, game, pedro, left_pedro)?")
        for card, owner in zip(CARDS, event.owners):
            if owner not in self.players:
                raise RuleError("cards: {card} was won by {p}, who is not at this table", card=card, p=owner)
        self.cards = dict(zip(CARDS, event.owners))
        side = self.bidder_side
        self._score(sum(CARD_POINTS[c] for c, owner in self.cards.items() if owner in side))

    def _score(self, took: int) -> None:
        bid, other = self.bid or 0, EVERY_POINT - took
        self.bidder_points, self.made = took, took >= bid
        if setting_str(self.settings, "scoring") == "each":
            ours, theirs = (took if self.made else -bid), other
        elif self.made:
            ours, theirs = max(took - other, 0), max(other - took, 0)
        else:
            ours, theirs = 0, other + bid
        side = self.bidder_side
        self.scores = {p: ours if p in side else theirs for p in self.players}
        self.complete = True

    # -- reports -------------------------------------------------------------------------
    def bid_report(self) -> JsonObject:
        return {"bid": self.bid, "bidder_side": list(self.bidder_side), "bidder_points": self.bidder_points,
                "made": self.made}

    @misdeal_said_first
    def verdict(self) -> str:
        if self.bidder is None:
            return str(shared.THROWN_IN) if self.complete else ""
        if self.bidder_points is None:
            return ""
        took, bid = self.bidder_points, self.bid or 0
        others = self.other_side()
        ours, theirs = self.scores[self.bidder], self.scores[others[0]]
        key = ("made" if self.made else "set", setting_str(self.settings, "scoring"))
        return words.VERDICTS[key].format(side=seating_name(self.players, self.bidder_side),
                                          others=seating_name(self.players, others),
                                          took=number(took), other=number(EVERY_POINT - took), bid=number(bid),
                                          ours=number(ours), theirs=number(theirs))

    def explain(self) -> list[str]:
        lines = [self.verdict()]
        if self.bidder is None:
            return lines
        head = words.BID_LINE.format(bidder=self.bidder, bid=number(self.bid or 0))
        if self.trump is not None:
            head = words.BID_TRUMP_LINE.format(bidder=self.bidder, bid=number(self.bid or 0),
                                               trump=words.suit_word(self.trump))
        return [head, *lines, *[words.card_line(c, p) for c, p in self.cards.items()]]
