"""Twenty-eight's hand: the state machine of one hand (docs/rules.md section 8), built up event by event.

Four players, partners opposite.  An auction from ``min_bid`` (14) to 28; the bidder's side must take
at least its target (the bid, −4 if it showed the pair, +4 if the other side did, within min_bid–28)
in card points.  Made: +1 game point (2 from ``double_from``); failed: −(that + ``fail_extra``); then
×2 doubled, ×4 redoubled.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from scorekeeper import words as shared
from scorekeeper.i18n.shown import number
from scorekeeper.jsontypes import JsonObject
from scorekeeper.rules.auction import BidRules
from scorekeeper.rules.bid_events import HandCounted
from scorekeeper.rules.bidding import BiddingHand, misdeal_said_first
from scorekeeper.rules.errors import RuleError
from scorekeeper.rules.interface import seating_name
from scorekeeper.rules.settings import is_int, setting_int
from scorekeeper.rules.event_dispatch import takes
from scorekeeper.words import N_

from . import words
from .auction import TwentyEightAuction
from .events import CardPointsTrick, Doubled, PairShown, Redoubled
from .facts import TwentyEightPhase
from .settings import PACK_POINTS, PAIR_SHIFT, TRICKS, anticlockwise

if TYPE_CHECKING:
    from scorekeeper.rules.game import Game


class TwentyEightHand(BiddingHand):
    """One hand of Twenty-eight, built up event by event."""

    NO_PLACE = N_("a {t} event has no place in Twenty-eight")
    TRUMP_FIRST = N_("trump is entered before the first trick")
    tricks_per_hand = TRICKS

    def __init__(self, game: Game, number: int, dealer: str) -> None:
        rules = BidRules(setting_int(game.settings, "min_bid"), 1, 1, PACK_POINTS)
        super().__init__(game, number, dealer, rules)
        self.auction: TwentyEightAuction = TwentyEightAuction(game.players, dealer, rules)
        self.auction.step_sign = -1 if anticlockwise(game.settings) else 1
        self.auction.pass_final = bool(game.settings["pass_final"])
        self.pair: str | None = None
        self.doubled_by: str | None = None
        self.redoubled_by: str | None = None
        self.tricks: list[CardPointsTrick] = []
        self.counted: int | None = None
        self.other_written: int | None = None  # the record's other_side, when it was written

    @property
    def phase(self) -> TwentyEightPhase:
        if self.complete:
            return TwentyEightPhase.DONE
        return TwentyEightPhase.AUCTION if not self.auction.over else TwentyEightPhase.PLAY

    def target(self) -> int:
        """The bid moved by the pair, never below the minimum bid nor above 28."""
        return self.shifted_target(self.pair, PAIR_SHIFT, PACK_POINTS)

    def base(self) -> int:
        double = self.settings["double_from"]
        return 2 if is_int(double) and (self.bid or 0) >= double else 1

    def multiplier(self) -> int:
        return 4 if self.redoubled_by else 2 if self.doubled_by else 1

    def stake(self) -> int:
        """The game points the hand moves: won when made, lost (with ``fail_extra``) when not."""
        return self.stake_for(bool(self.made))

    def stake_for(self, made: bool) -> int:
        extra = 0 if made else setting_int(self.settings, "fail_extra")
        return (self.base() + extra) * self.multiplier()

    def started_play(self) -> bool:
        return bool(self.tricks) or self.counted is not None

    def to_act(self) -> str | None:
        if self.phase is TwentyEightPhase.AUCTION:
            return self.auction.to_call()
        if self.phase is TwentyEightPhase.PLAY:
            return self.tricks[-1].winner if self.tricks else self.auction.first_speaker()
        return None

    def prompt(self) -> str:
        if self.phase is TwentyEightPhase.AUCTION:
            return self.auction_prompt()
        if self.phase is TwentyEightPhase.PLAY:
            return shared.TARGET_PLAY_PROMPT.format(trick=number(len(self.tricks) + 1), tricks=number(TRICKS),
                                            leader=self.to_act(), target=number(self.target()))
        return ""

    def running_counts(self) -> tuple[int, int]:
        if self.counted is not None:
            return self.counted, PACK_POINTS - self.counted
        side = set(self.bidder_side)
        mine = sum(t.points for t in self.tricks if t.winner in side)
        return mine, sum(t.points for t in self.tricks) - mine

    def points_left(self) -> int:
        return PACK_POINTS - sum(t.points for t in self.tricks)

    # -- events (the calls, trump and a misdeal as every bidding hand takes them) -----------------
    @takes(PairShown)
    def _pair(self, event: PairShown) -> None:
        self._where = ("pair",)
        player = event.player
        self._after_auction(words.PAIR_WHAT)
        if not self.settings["pair"]:
            raise RuleError("the pair is not played in this game (setting pair: false)")
        self._seated(player)
        if self.pair is not None:
            raise RuleError("{p} already showed the pair; there is only one pair in a hand", p=self.pair)
        self.pair = player

    def _before_play(self, what: str, player: str) -> str:
        """The checks a double and a redouble make first (``what`` is the place and the word): doubling is
        played, the auction is over and no trick is in yet, and ``player`` is at the table; the bidder."""
        self._where = (what,)
        bidder = self._after_auction(words.DOUBLE_WHAT)
        if not self.settings["doubling"]:
            raise RuleError("doubling is not played in this game (setting doubling: false)")
        if self.started_play():
            raise RuleError("a {what} comes after the auction and before the first trick", what=what)
        self._seated(player)
        return bidder

    @takes(Doubled)
    def _double(self, event: Doubled) -> None:
        player = event.player
        bidder = self._before_play("double", player)
        if player in self.bidder_side:
            raise RuleError("{p} is on the bidding side; only an opponent of {b} may double", p=player, b=bidder)
        if self.doubled_by is not None:
            raise RuleError("{p} already doubled", p=self.doubled_by)
        self.doubled_by = player

    @takes(Redoubled)
    def _redouble(self, event: Redoubled) -> None:
        player = event.player
        bidder = self._before_play("redouble", player)
        if self.doubled_by is None:
            raise RuleError("a redouble comes only after a double")
        if player not in self.bidder_side:
            raise RuleError("{p} is not on the bidding side; only {b}'s side may redouble", p=player, b=bidder)
        if self.redoubled_by is not None:
            raise RuleError("{p} already redoubled", p=self.redoubled_by)
        self.redoubled_by = player

    @takes(CardPointsTrick)
    def _trick(self, trick: CardPointsTrick) -> None:
        if self.card_points_trick(self.tricks, trick, words.TRICK_WHAT, self.counted is not None, trump_first=False,
                                  so_far=True):
            self._score(self.running_counts()[0])

    @takes(HandCounted)
    def _counts(self, counts: HandCounted) -> None:
        self._where = ("counts",)
        self._before_counts(words.COUNT_WHAT, len(self.tricks), trump_first=False)
        mine, other = counts.bidder_side, counts.other_side
        if not is_int(mine) or not 0 <= mine <= PACK_POINTS:
            raise RuleError("the bidding side's points must be from 0 to 28; got {v!r}", v=mine)
        if other is not None and mine + other != PACK_POINTS:
            raise RuleError("the two sides' points add up to {t}, but the pack holds 28", t=mine + other)
        self.counted, self.other_written = mine, other
        self._score(mine)

    def _score(self, count: int) -> None:
        self.shown_pair_counts(self.pair, [t.winner for t in self.tricks],
                               N_("{p} showed the pair but that side won no trick; the pair counts only after "
                                  "the side has won a trick"))
        self._settle(count, self.target(), self.stake_for)

    # -- reports ------------------------------------------------------------------------
    def bid_report(self) -> JsonObject:
        return {"bid": self.bid, "bidder_side": list(self.bidder_side), "target": self.target(),
                "bidder_count": self.bidder_count, "made": self.made, "multiplier": self.multiplier()}

    @misdeal_said_first
    def verdict(self) -> str:
        if self.bidder is None or not self.complete:
            return str(shared.THROWN_IN) if self.bidder is None and self.auction.over else ""
        side = seating_name(self.players, self.bidder_side)
        base, times, extra = self.base(), self.multiplier(), setting_int(self.settings, "fail_extra")
        target = number(self.target()) if self.pair is None else words.TARGET_AFTER_PAIR.format(
            target=number(self.target()), bid=number(self.bid or 0))
        values = {"side": side, "count": number(self.bidder_count), "target": target,
                  "base": number(base), "times": number(times), "extra": number(extra), "stake": number(self.stake())}
        if self.made:
            sentence = shared.TARGET_MADE if times == 1 else words.MADE_TIMES
        else:
            sentence = (words.FAILED if times == 1 else words.FAILED_TIMES) if not extra else (
                words.FAILED_EXTRA if times == 1 else words.FAILED_EXTRA_TIMES)
        return sentence.of(self.stake()).format(**values)

    def explain(self) -> list[str]:
        lines = [self.verdict()]
        if self.bidder is None:
            return lines
        lines.insert(0, shared.BID_AND_TRUMP.format(bidder=self.bidder, bid=number(self.bid or 0),
                                                  trump=words.suit_word(self.trump) if self.trump else str(words.NOT_NAMED)))
        if self.pair is not None:
            sentence = words.PAIR_OWN if self.pair in self.bidder_side else words.PAIR_OTHER
            lines.append(sentence.format(player=self.pair, shift=number(PAIR_SHIFT),
                                         low=number(setting_int(self.settings, "min_bid")), high=number(PACK_POINTS),
                                         target=number(self.target())))
        if self.doubled_by:
            lines.append(words.DOUBLED_LINE.format(player=self.doubled_by))
        if self.redoubled_by:
            lines.append(words.REDOUBLED_LINE.format(player=self.redoubled_by))
        if self.counted is not None:
            lines.append(shared.COUNTED_TOTAL.format(points=number(self.counted)))
            return lines
        side = set(self.bidder_side)
        for i, t in enumerate(self.tricks, 1):
            sentence = shared.TRICK_BIDDERS if t.winner in side else shared.TRICK_OTHERS
            lines.append(sentence.format(trick=number(i), winner=t.winner, points=number(t.points)))
        mine, other = self.running_counts()
        lines.append(shared.SIDES_COUNT.format(mine=number(mine), other=number(other)))
        return lines
