"""One hand of single-deck Bid Euchre (docs/rules.md, "Bid Euchre"): one call each, the dealer last, then the
bidder's side's tricks (one number) or the six winners in order.

Made: each side scores a point a trick; set: the bidders lose their bid and the others still score their tricks.
A moon (the bidder alone for all six) is worth the ``moon`` setting either way.  Inside the rules a moon is the
bid one above six (``MOON``): it ranks above every number; the record and the screens say "moon"."""

from __future__ import annotations

from typing import TYPE_CHECKING, Mapping, NamedTuple

from scorekeeper import words as shared
from scorekeeper.i18n.shown import number
from scorekeeper.i18n.suits import SUITS
from scorekeeper.jsontypes import JsonObject, JsonValue
from scorekeeper.rules.auction import BidRules
from scorekeeper.rules.bid_events import HandCounted
from scorekeeper.rules.bidding import BiddingHand, misdeal_said_first
from scorekeeper.rules.hand_base import AuctionThenTricks as Phase  # the auction (one call each), the tricks
from scorekeeper.rules.errors import Amount, RuleError
from scorekeeper.rules.events import fact
from scorekeeper.rules.interface import seating_name
from scorekeeper.rules.one_round import OneRoundAuction
from scorekeeper.rules.settings import setting_int, setting_optional_int, setting_str
from scorekeeper.rules.event_dispatch import takes
from scorekeeper.words import N_

from . import words

if TYPE_CHECKING:
    from scorekeeper.rules.game import Game

TRICKS = 6  # six cards each
MOON = TRICKS + 1  # the moon ranks above a bid of six
TRUMPS = (*SUITS, "no_trump")


@fact("bid_euchre_trick", place="trick")
class TrickWon(NamedTuple):
    """``winner`` took the next trick."""

    winner: str


def moon_value(settings: Mapping[str, JsonValue]) -> int | None:
    """What a moon is worth, or None where it is not played."""
    return setting_optional_int(settings, "moon")


class BidEuchreAuction(OneRoundAuction):
    """One call each; a bid must be a larger number (the dealer may not equal it); a stuck dealer must bid."""

    dealer_match = False

    def check_pass(self, player: str) -> None:
        self.check_turn(player)
        if self._dealer_must_take(player):
            raise RuleError("everyone else passed, so the dealer {p} is stuck: he must bid at least {low}",
                            p=player, low=Amount(self.lowest_bid()))

    def refuse_raise(self, player: str, amount: int, high: int, low: int) -> None:
        """A bid that is not larger, in the table's words (the moon is the bid above six)."""
        if high == MOON:
            raise RuleError("{p} cannot bid after {b}'s moon: only a pass is left", p=player, b=self.high_bidder)
        raise RuleError("{p} bid {a} but the bid is already {high}: the lowest bid now is {low}", p=player,
                        a=words.bid_text(amount), high=words.bid_text(high), low=words.bid_text(low))


class BidEuchreHand(BiddingHand):
    """A hand built up event by event: the calls, trump (optional), then the tricks."""

    NO_PLACE = N_("a {t} event has no place in Bid Euchre")
    TRUMP_FIRST = N_("trump is named before the tricks are entered")
    TRUMPS = TRUMPS
    tricks_per_hand = TRICKS  # a record's trick past the sixth is refused saying so, as every trick game's

    def __init__(self, game: Game, number: int, dealer: str) -> None:
        settings = game.settings
        cap = MOON if moon_value(settings) is not None else TRICKS
        rules = BidRules(setting_int(settings, "min_bid"), 1, 1, cap,
                         dealer_must_take=setting_str(settings, "all_pass") == "dealer_takes")
        super().__init__(game, number, dealer, rules)
        self.auction = BidEuchreAuction(game.players, dealer, rules)
        self.winners: list[str] = []
        self.counted: HandCounted | None = None
        self.bidder_tricks = 0

    @property
    def phase(self) -> Phase:
        return Phase.of(self.complete, self.auction.over)

    @property
    def is_moon(self) -> bool:
        return self.bid == MOON

    def partner(self) -> str | None:
        """The bidder's partner (who sits out a moon)."""
        side = self.opposite_side()
        return side[1] if len(side) > 1 else None

    def to_act(self) -> str | None:
        if self.phase is Phase.AUCTION:
            return self.auction.to_call()
        return self.bidder if self.phase is Phase.TRICKS else None

    def prompt(self) -> str:
        if self.phase is Phase.AUCTION:
            return self.auction_prompt(words.bid_text)
        if self.phase is Phase.TRICKS:
            return words.TRICKS_PROMPT.format(bidder=self.bidder, bid=words.bid_text(self.bid or 0),
                                              side=seating_name(self.players, self.opposite_side()))
        return ""

    def started_play(self) -> bool:
        return bool(self.winners) or self.counted is not None

    # -- the tricks ---------------------------------------------------------------------
    @takes(TrickWon)
    def _trick(self, event: TrickWon) -> None:
        self._where = ("trick", len(self.winners) + 1)
        self._after_auction(words.TRICKS_WHAT)
        if self.counted is not None:
            raise RuleError("this hand was entered as the bidding side's tricks; it has no tricks one by one")
        self._seated(event.winner)
        if self.is_moon and event.winner == self.partner():
            raise RuleError("{p} sits out the moon of {b}", p=event.winner, b=self.bidder)
        self.winners.append(event.winner)
        if len(self.winners) == TRICKS:
            side = set(self.bidder_side)
            self._score(sum(1 for w in self.winners if w in side))

    @takes(HandCounted)
    def _counts(self, event: HandCounted) -> None:
        self._where = ("tricks",)
        self._before_counts(words.TRICKS_WHAT, len(self.winners), trump_first=False)
        took, other = event.bidder_side, event.other_side
        if isinstance(took, bool) or not isinstance(took, int) or not 0 <= took <= TRICKS:
            raise RuleError("the bidding side took 0 to 6 tricks, not {n}", n=took)
        if other is not None and took + other != TRICKS:
            raise RuleError("the sides' tricks add up to 6, not {a} + {b}", a=took, b=other)
        self.counted = event
        self._score(took)

    def _score(self, took: int) -> None:
        bid, side = self.bid or 0, set(self.bidder_side)
        self.bidder_tricks = took
        if self.is_moon:
            value = moon_value(self.settings) or 0
            self.made = took == TRICKS
            change = value if self.made else -value
        else:
            self.made = took >= bid
            change = took if self.made else -bid
        self.scores = {p: change if p in side else TRICKS - took for p in self.players}
        self.complete = True

    # -- reports -------------------------------------------------------------------------
    def bid_report(self) -> JsonObject:
        """The spec's line of a bid-for hand: the moon said as the record says it, the side's tricks, the result."""
        return {"bid": "moon" if self.is_moon else self.bid, "bidder_side": list(self.bidder_side),
                "bidder_tricks": self.bidder_tricks, "made": self.made}

    @misdeal_said_first
    def verdict(self) -> str:
        if self.bidder is None:
            return str(shared.THROWN_IN)
        if not self.complete:
            return ""
        side = seating_name(self.players, self.bidder_side)
        others = seating_name(self.players, self.other_side())
        took = self.bidder_tricks
        sentence = ((words.MOON_MADE if self.made else words.MOON_FAILED) if self.is_moon  # a moon says its value
                    else words.MADE_IT if self.made else words.SET)
        return sentence.format(side=side, took=number(took), bid=number(self.bid or 0), others=others,
                               value=number(moon_value(self.settings) or 0), other=number(TRICKS - took))

    def contract(self) -> str:
        """The bid and its trump once named: the head of the hand's explanation and of its tricks on the table."""
        bid = words.bid_text(self.bid or 0)
        return (words.BID_TRUMP.format(bidder=self.bidder, bid=bid, trump=words.trump_word(self.trump))
                if self.trump else words.BID_HEAD.format(bidder=self.bidder, bid=bid))

    def explain(self) -> list[str]:
        if self.bidder is None:
            return [self.verdict()]
        tricks = [words.TRICK_LINE.format(number=number(i), winner=w) for i, w in enumerate(self.winners, 1)]
        return [self.contract(), *tricks, self.verdict()]
