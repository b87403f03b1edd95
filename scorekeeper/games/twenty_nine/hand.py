"""Twenty-nine's hand: the state machine of one hand (docs/rules.md section 2), built up event by event.

Four players, partners opposite.  An auction from the minimum bid (15) to the
points in the pack (29, or 28 without the last-trick point); the bidder's side
must take at least its target (the bid, −4 if it showed the royals, +4 if the
other side did) in card points.  Made: +1 game point (+2 from ``double_from``),
else −1 (−2).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from scorekeeper.jsontypes import JsonObject
from scorekeeper.rules.auction import BidRules
from scorekeeper.rules.bid_events import HandCounted
from scorekeeper.rules.bidding import BiddingHand
from scorekeeper.rules.deal_events import MisdealCalled
from scorekeeper.rules.errors import RuleError
from scorekeeper.rules.event_dispatch import takes
from scorekeeper.words import N_, _
from scorekeeper.rules.interface import seating_name
from scorekeeper.rules.settings import is_int, setting_int
from scorekeeper import words as shared
from scorekeeper.i18n.shown import number

from . import words
from .events import PointsTrickTaken, RoyalsShown
from .facts import TwentyNinePhase
from .settings import ROYALS_SHIFT, TRICKS, pack_points

if TYPE_CHECKING:
    from scorekeeper.rules.game import Game


class TwentyNineHand(BiddingHand):
    """One hand of Twenty-nine, built up event by event."""

    NO_PLACE = N_("a {t} event has no place in Twenty-nine")
    tricks_per_hand = TRICKS

    def __init__(self, game: Game, number: int, dealer: str) -> None:
        super().__init__(game, number, dealer, BidRules(setting_int(game.settings, "min_bid"), 1, 1,
                                                        pack_points(game.settings)))
        self.royals: str | None = None
        self.tricks: list[PointsTrickTaken] = []
        self.counted: int | None = None
        self.other_count = 0  # the defending side's card points: every side's "captured" counts them

    @property
    def phase(self) -> TwentyNinePhase:
        opening = self.opening_phase()
        return TwentyNinePhase(opening) if opening is not None else TwentyNinePhase.PLAY

    def target(self) -> int:
        """The bid moved by the royals, never below the minimum bid nor above the pack."""
        return self.shifted_target(self.royals, ROYALS_SHIFT, pack_points(self.settings))

    def stake(self) -> int:
        double = self.settings["double_from"]
        return 2 if is_int(double) and (self.bid or 0) >= double else 1  # the setting is None or a bid

    def to_act(self) -> str | None:
        if self.phase is TwentyNinePhase.PLAY:
            return self.leader(self.tricks[-1].winner if self.tricks else None)
        return self.opening_to_act()

    def prompt(self) -> str:
        opening = self.opening_prompt(words.DECLARE_PROMPT)
        if opening is not None:
            return opening
        if self.phase is TwentyNinePhase.PLAY:
            return shared.TARGET_PLAY_PROMPT.format(trick=len(self.tricks) + 1, tricks=TRICKS, leader=self.to_act(),
                                            target=self.target())
        return ""

    def running_counts(self) -> tuple[int, int]:
        if self.counted is not None:
            return self.counted, pack_points(self.settings) - self.counted
        side = set(self.bidder_side)
        mine = sum(t.points for t in self.tricks if t.winner in side)
        other = sum(t.points for t in self.tricks if t.winner not in side)
        if len(self.tricks) == TRICKS and self.settings["last_trick_point"]:
            if self.tricks[-1].winner in side:
                mine += 1
            else:
                other += 1
        return mine, other

    # -- events (the calls and trump as every bidding hand takes them) ----------------------------
    def _misdeal(self, event: MisdealCalled) -> None:
        """Twenty-nine has no misdeal to call."""
        self.refuse(event)

    @takes(RoyalsShown)
    def _royals(self, event: RoyalsShown) -> None:
        self._where = ("royals",)
        player = event.player
        self._after_auction(_("royals"))
        if self.trump is None:
            raise RuleError("royals (King and Queen of trump) are shown once trump is named")
        self._seated(player)
        if self.royals is not None:
            raise RuleError("{p} already showed the royals; only one pair is declared in a hand", p=self.royals)
        self.royals = player

    @takes(PointsTrickTaken)
    def _trick(self, trick: PointsTrickTaken) -> None:
        if self.card_points_trick(self.tricks, trick, _("trick"), self.counted is not None, trump_first=True,
                                  so_far=False):
            self._score(self.running_counts()[0])

    @takes(HandCounted)
    def _counts(self, counts: HandCounted) -> None:
        self._where = ("counts",)
        bidder_side = counts.bidder_side
        self._before_counts(_("count"), len(self.tricks))
        most = pack_points(self.settings)
        if not is_int(bidder_side) or not 0 <= bidder_side <= most:
            raise RuleError("the bidding side's points must be from 0 to {m}; got {v!r}", m=most, v=bidder_side)
        self.counted = bidder_side
        self._score(bidder_side)

    def _score(self, count: int) -> None:
        self.shown_pair_counts(self.royals, [t.winner for t in self.tricks],
                               N_("{p} showed the royals but that side won no trick; royals count only after "
                                  "the side has won a trick"))
        self.other_count = self.running_counts()[1]
        self._settle(count, self.target(), lambda made: self.stake())

    # -- reports ------------------------------------------------------------------------
    def report(self) -> JsonObject:
        out: JsonObject = {"number": self.number, "dealer": self.dealer, "bidder": self.bidder,
                               "bid": self.bid, "target": self.target() if self.bidder else None,
                               "bidder_count": self.bidder_count}
        out["made"] = self.made
        if self.bidder is None:
            out["thrown_in"] = True
        out["scores"] = dict(self.scores)
        out["totals"] = dict(self.totals)
        return out

    def verdict(self) -> str:
        if self.bidder is None:
            return str(shared.THROWN_IN)
        us = seating_name(self.players, self.bidder_side)
        stake = self.stake()
        sentence = (shared.TARGET_MADE if self.made else shared.TARGET_SET_BACK).of(stake)
        target = number(self.target()) if self.target() == self.bid else words.TARGET_AFTER_ROYALS.format(
            target=number(self.target()), bid=number(self.bid or 0))  # "20 < target 19" alone hid the royals
        return sentence.format(side=us, count=number(self.bidder_count), target=target, stake=number(stake))

    def points_left(self) -> int:
        """Card points not yet taken, with the last-trick point while the last trick is to come."""
        taken = sum(t.points for t in self.tricks)
        last = 1 if self.settings["last_trick_point"] and len(self.tricks) < TRICKS else 0
        return 28 - taken + last

    def explain(self) -> list[str]:
        lines = [self.verdict()]
        if self.bidder is None:
            return lines
        lines.insert(0, shared.BID_AND_TRUMP.format(bidder=self.bidder, bid=number(self.bid or 0),
                                                  trump=words.suit_word(self.trump)))
        if self.royals is not None:
            sentence = words.ROYALS_OWN if self.royals in self.bidder_side else words.ROYALS_OTHER
            lines.append(sentence.format(player=self.royals, shift=number(ROYALS_SHIFT),
                                         low=number(setting_int(self.settings, "min_bid")), high=number(pack_points(self.settings)),
                                         target=number(self.target())))
        if self.counted is not None:
            lines.append(shared.COUNTED_TOTAL.format(points=number(self.counted)))
            return lines
        side = set(self.bidder_side)
        for i, t in enumerate(self.tricks, 1):
            last = i == TRICKS and self.settings["last_trick_point"]
            sentence = {(True, False): shared.TRICK_BIDDERS, (False, False): shared.TRICK_OTHERS,
                        (True, True): words.LAST_TRICK_BIDDERS, (False, True): words.LAST_TRICK_OTHERS}[
                (t.winner in side, bool(last))]
            lines.append(sentence.format(trick=number(i), winner=t.winner, points=number(t.points), one=number(1)))
        mine, other = self.running_counts()
        lines.append(shared.SIDES_COUNT.format(mine=number(mine), other=number(other)))
        return lines
