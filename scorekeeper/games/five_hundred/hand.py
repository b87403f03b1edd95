"""One hand of Five Hundred (docs/rules.md "Five Hundred"), built up event by event.

The auction in turn; then the contractors' tricks (one count, or the trick
winners in order: on a misère the hand is lost at the bidder's first trick).
The contractors score the contract's value (or lose it), the opponents 10 a
trick; a misère scores ±250 (open ±500) and the opponents nothing.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING

from scorekeeper.jsontypes import JsonObject
from scorekeeper.rules.bid_events import Passed
from scorekeeper.rules.errors import RuleError
from scorekeeper.rules.partnership import PartnershipHand, partner_of, side_of
from scorekeeper.rules.event_dispatch import takes
from scorekeeper.words import N_

from .auction import Auction
from .events import ContractBid, TrickWon
from .facts import FiveHundredPhase
from .settings import MISERE, OPEN_MISERE, SLAM_POINTS, TRICKS, bid_tricks, bid_value
from .verdict import explain, verdict

if TYPE_CHECKING:
    from scorekeeper.rules.game import Game


class FiveHundredHand(PartnershipHand):
    """One hand: the auction, the contractors' tricks, both sides' scores."""

    TRICKS = TRICKS
    COUNT_RANGE = N_("the contractors' tricks are 0 to 10, not {n}")
    COUNTED_ALREADY = N_("the contractors' tricks are already counted; correct that entry instead")
    NO_PLACE = N_("a {t} event has no place in Five Hundred")

    def __init__(self, game: Game, number: int, dealer: str, totals: Mapping[str, int]) -> None:
        super().__init__(game, number, dealer)
        self.auction = Auction(self.players, dealer, game.settings["bidding"] == "once", str(game.settings["misere"]))

    # -- where it stands -------------------------------------------------------------------------
    @property
    def phase(self) -> FiveHundredPhase:
        if self.complete:
            return FiveHundredPhase.DONE
        return FiveHundredPhase.TRICKS if self.auction.over else FiveHundredPhase.AUCTION

    @property
    def bid(self) -> str | None:
        return self.auction.high_bid if self.auction.over else None

    @property
    def opponents(self) -> tuple[str, ...]:
        return tuple(p for p in self.players if p not in self.bidder_side)

    @property
    def misere(self) -> bool:
        return self.bid in (MISERE, OPEN_MISERE)

    @property
    def thrown_in(self) -> bool:
        return self.auction.thrown_in

    def bidder_tricks(self) -> int:
        """The contractors' tricks (the bidder's own on a misère)."""
        return self.contract_tricks()

    def counting_side(self) -> tuple[str, ...]:
        return (self.bidder,) if self.misere and self.bidder is not None else self.bidder_side

    @property
    def made(self) -> bool | None:
        if not self.complete or self.bid is None:
            return None
        took = self.bidder_tricks()
        return took == 0 if self.misere else took >= bid_tricks(self.bid)

    @property
    def slam(self) -> bool:
        return bool(self.complete and self.bid is not None and not self.misere and self.bidder_tricks() == TRICKS)

    def contract_points(self) -> int:
        """What the contractors score: the value (250 for a slam worth less, with ``slam``), or minus it."""
        assert self.bid is not None
        value = bid_value(self.bid)
        if not self.made:
            return -value
        if self.slam and self.settings["slam"] and value < SLAM_POINTS:
            return SLAM_POINTS
        return value

    def opponent_points(self) -> int:
        """10 a trick the opponents won; nothing on a misère."""
        return 0 if self.misere else 10 * (TRICKS - self.bidder_tricks())

    def to_act(self) -> str | None:
        if self.complete:
            return None
        if not self.auction.over:
            return self.auction.to_call()
        return self.winners[-1] if self.winners else self.bidder

    def prompt(self) -> str:
        from . import words

        if self.phase is FiveHundredPhase.AUCTION:
            high = self.auction.high_bid
            if high is None:
                return words.AUCTION_FIRST.format(number=self.number, player=self.auction.to_call())
            return words.AUCTION_TO_BEAT.format(number=self.number, player=self.auction.to_call(),
                                                bid=words.bid_word(high), bidder=self.auction.high_bidder)
        if self.phase is FiveHundredPhase.TRICKS:
            return words.TRICKS_PROMPT.format(trick=len(self.winners) + 1, tricks=TRICKS, leader=self.to_act())
        return ""

    # -- events (the count and a misdeal as every partnership hand takes them) ---------------------
    @takes(ContractBid, Passed)
    def _call(self, event: ContractBid | Passed) -> None:
        self._where = f"call {len(self.auction.calls) + 1}"
        self._misdealt()
        if type(event) is ContractBid:
            self.auction.bid(event.player, event.contract)
        else:
            self.auction.pass_(event.player)
        self._thrown_in()

    @takes(TrickWon)
    def _trick(self, event: TrickWon) -> None:
        self.take_trick(event.winner)

    def _misdealt(self) -> None:
        if self.misdeal_by is not None:
            raise RuleError("a misdeal was called: {d} deals again", d=self.dealer)

    def _thrown_in(self) -> None:
        """After a call: the contract once the auction is over (``bidder``), or nobody's if all passed."""
        bidder = self.auction.high_bidder if self.auction.over else None
        if bidder is not None:
            self.bidder, self.bidder_side = bidder, side_of(self.players, bidder)
        if self.auction.thrown_in:
            self.complete = True
            self.nobody_scores()

    def contractor(self) -> str:
        if not self.auction.over:
            raise RuleError("the tricks come after the auction; {who} is still to call", who=self.auction.to_call())
        if self.bidder is None:
            raise RuleError("everyone passed, so the hand was thrown in; it has no tricks")
        return self.bidder

    def may_take(self, winner: str) -> None:
        bidder = self.contractor()
        if self.misere and winner == partner_of(self.players, bidder):
            raise RuleError("{p} sits out the misère of {b}", p=winner, b=bidder)

    def trick_ends_hand(self, winner: str) -> bool:
        return len(self.winners) == TRICKS or (self.misere and winner == self.bidder)

    def misdeal_in_time(self) -> None:
        if self.auction.calls:
            raise RuleError("a misdeal is called before the first call; {n} calls of this hand are in",
                            n=len(self.auction.calls))

    def score(self) -> None:
        self.complete = True
        mine, theirs = self.contract_points(), self.opponent_points()
        self.scores = {p: mine if p in self.bidder_side else theirs for p in self.players}

    # -- reports ---------------------------------------------------------------------------------
    def reported(self) -> JsonObject:
        """This hand's own keys in ``scorekeeper score --json``."""
        out: JsonObject = {"bidder": self.bidder, "bid": self.bid}
        if self.bid is not None:
            out.update(bid_value=bid_value(self.bid), bidder_side=list(self.bidder_side),
                       bidder_tricks=self.bidder_tricks(), made=self.made, slam=self.slam)
        return out

    def verdict(self) -> str:
        return verdict(self)

    def explain(self) -> list[str]:
        return explain(self)
