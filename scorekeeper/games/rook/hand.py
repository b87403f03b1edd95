"""Rook's hand: the state machine of one hand (docs/rules.md section 6), built up event by event.

An auction from 70 up in 5s, trump named by the bidder, then the counters of
each trick (5, 10, 14, the Kentucky deck's 1, the Rook) and who took it, then
the nest's counters (what the tricks left over), or each side's totals only.
The bidder's side scores its count if it reached the bid, else minus the bid;
the other side always scores its count.  A side that took every point may get
the all-points bonus, and it counts toward the bid.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, NoReturn, Sequence

from scorekeeper.jsontypes import JsonObject

from scorekeeper.rules import record_parts
from scorekeeper.rules.auction import BidRules, round_up
from scorekeeper.rules.bid_events import BidMade, HandCounted, Passed
from scorekeeper.rules.bidding import BiddingHand
from scorekeeper.rules.errors import RuleError
from scorekeeper.rules.seating import names
from scorekeeper.rules.settings import is_int, setting_int
from scorekeeper.rules.event_dispatch import takes
from scorekeeper.words import N_

from . import report, words
from .events import CountersTaken, NestShown
from .facts import COUNTER_OF_FACE, Counter, RookPhase
from .settings import CARDS_PER_TRICK, COLORS, COUNTER_POINTS, NEST_CARDS, cap, deck

if TYPE_CHECKING:
    from scorekeeper.rules.game import Game


def points_of(counters: Sequence[Counter]) -> int:
    """What counters are worth: 5 → 5, 10 and 14 → 10, 1 → 15, the Rook → 20."""
    return sum(COUNTER_POINTS[c] for c in counters)


def in_deck_order(counters: Sequence[Counter]) -> tuple[Counter, ...]:
    """Counters as the screens and messages list them: 5s, 10s, 14s, 1s, then the Rook."""
    order = list(Counter)
    return tuple(sorted(counters, key=order.index))


class RookHand(BiddingHand):
    """One hand of Rook, built up event by event."""

    TRUMPS = COLORS
    NO_PLACE = N_("a {t} event has no place in Rook")

    def __init__(self, game: Game, number: int, dealer: str) -> None:
        settings = game.settings
        self.deck = deck(settings)
        step = setting_int(settings, "bid_step")
        rules = BidRules(setting_int(settings, "min_bid"), step, step, cap(settings),
                         settings["all_pass"] == "dealer_takes")
        super().__init__(game, number, dealer, rules)
        self.tricks: list[tuple[str, tuple[Counter, ...]]] = []
        self.nest: tuple[Counter, ...] | None = None  # known once the last trick is in (empty: nothing left over)
        self.nest_shown = False  # the nest was entered (it held counters)
        self.counts: HandCounted | None = None
        self._seen: dict[Counter, int] = dict.fromkeys(self.deck.counters, 0)
        self.bidder_count = self.other_count = 0
        self.nest_side: tuple[str, ...] = ()  # who scored the nest's counters
        self.bonus_side: tuple[str, ...] = ()  # who took every point and the bonus

    # -- who, what, when --------------------------------------------------------------
    @property
    def phase(self) -> RookPhase:
        opening = self.opening_phase()
        if opening is not None:
            return RookPhase(opening)
        return RookPhase.NEST if len(self.tricks) == self.deck.tricks else RookPhase.PLAY

    def to_act(self) -> str | None:
        phase = self.phase
        if phase is RookPhase.NEST:
            return self.bidder
        if phase is RookPhase.PLAY:
            return self.leader(self.tricks[-1][0] if self.tricks else None)
        return self.opening_to_act()

    def prompt(self) -> str:
        opening = self.opening_prompt(words.DECLARE_PROMPT)
        if opening is not None:
            return opening
        phase = self.phase
        if phase is RookPhase.PLAY:
            return words.PLAY_PROMPT.format(trick=len(self.tricks) + 1, tricks=self.deck.tricks, leader=self.to_act())
        if phase is RookPhase.NEST:
            left = self.counters_left()
            return words.NEST_PROMPT.format(bidder=self.bidder, counters=report.faces_text(left), points=points_of(left))
        return ""

    def counters_left(self) -> tuple[Counter, ...]:
        """The counters no trick has held yet: with every trick in, what the nest must hold."""
        return tuple(c for c in self.deck.counters for _ in range(self.deck.counters[c] - self._seen[c]))

    def running_counts(self) -> tuple[int, int]:
        """(bidder's side, other side): the final counts once scored, else the tricks' counters so far."""
        if self.complete and self.bidder is not None:
            return self.bidder_count, self.other_count
        if self.counts is not None:
            return self.counts.bidder_side, self.counts.other_side or 0
        side = set(self.bidder_side)
        mine = sum(points_of(c) for w, c in self.tricks if w in side)
        return mine, sum(points_of(c) for w, c in self.tricks if w not in side)

    def most_possible(self) -> int:
        """The most the bidder's side can still count: what it has, every counter not yet taken, and the
        bonus while the other side has taken nothing."""
        mine, other = self.running_counts()
        bonus = setting_int(self.settings, "all_points_bonus") if other == 0 else 0
        return self.deck.points - other + bonus

    # -- events (trump and a misdeal as every bidding hand takes them) ----------------------------
    @takes(BidMade, Passed)
    def _rook_call(self, event: BidMade | Passed) -> None:
        """A bid or a pass: bids in multiples of the step and never above the points in play, said the Rook way."""
        auction = self.auction
        if type(event) is BidMade and not auction.over:
            self._where = ("call", len(auction.calls) + 1)
            auction.check_turn(event.player)
            amount, step, highest = event.amount, auction.rules.unit, auction.rules.cap
            if is_int(amount) and amount > 0:
                lowest = auction.lowest_bid()
                up, down = max(round_up(amount, step), lowest), amount - amount % step
                if amount % step and up <= highest:
                    if down >= lowest:  # both neighbours are legal: 72 after nobody bid is 70 or 75
                        raise RuleError("{p} bid {a} but bids go in {step}s: {down} or {up}",
                                        p=event.player, a=amount, step=step, down=down, up=up)
                    raise RuleError("{p} bid {a} but bids go up in {step}s: {up} or more",
                                    p=event.player, a=amount, step=step, up=up)
                if amount > highest or up > highest:
                    self._refuse_above_cap(event.player, amount, highest)
        self._call(event)

    def _refuse_above_cap(self, player: str, amount: int, highest: int) -> NoReturn:
        """A bid above the highest: the refusal says where that highest comes from, in one whole sentence."""
        if self.settings["max_bid"] is not None:
            raise RuleError("{p} bid {a} but no bid may be above {cap} (this table's highest bid)",
                            p=player, a=amount, cap=highest)
        if self.settings["all_points_bonus"]:
            raise RuleError("{p} bid {a} but no bid may be above {cap} (the {points} points in play and the "
                            "all-points bonus)", p=player, a=amount, cap=highest, points=self.deck.points)
        raise RuleError("{p} bid {a} but no bid may be above {cap} (the {points} points in play)",
                        p=player, a=amount, cap=highest, points=self.deck.points)

    def _faces(self, faces: Sequence[str]) -> tuple[Counter, ...]:
        """Counters from their faces; a face that is no counter of this deck is refused, naming the deck's."""
        out: list[Counter] = []
        for face in faces:
            counter = COUNTER_OF_FACE.get(face) if isinstance(face, str) else None
            if counter is None or counter not in self.deck.counters:
                if counter is Counter.ONE:
                    raise RuleError("the standard deck has no 1s (the 1s to 4s are removed); "
                                    "its counters are 5, 10, 14 and the Rook")
                raise RuleError("{v} is not a counter; the counters are {ok}", v=record_parts.show(face), ok=self._counter_names())
            out.append(counter)
        return tuple(out)

    def _counter_names(self) -> str:
        return "5, 10, 14, 1 and the Rook" if Counter.ONE in self.deck.counters else "5, 10, 14 and the Rook"

    def _take(self, counters: Sequence[Counter]) -> None:
        """Count ``counters`` in; refused when the deck holds fewer of a face than the hand has shown."""
        for counter in counters:
            self._seen[counter] += 1
            most = self.deck.counters[counter]
            if self._seen[counter] > most:
                if counter is Counter.ROOK:
                    raise RuleError("the deck holds one Rook and an earlier trick already had it")
                raise RuleError("the deck holds only {n} cards of {face} and this is one more", n=most, face=counter.value)

    @takes(CountersTaken)
    def _trick(self, event: CountersTaken) -> None:
        winner, faces = event.winner, event.counters
        tricks, most = self.tricks, self.deck.tricks
        self._where = ("trick", len(tricks) + 1)
        if self.trump is None:
            bidder = self._after_auction("trick")
            raise RuleError("{b} must name trump before the first trick", b=bidder)
        if self.counts is not None:
            raise RuleError("this hand was entered as totals only; it has no tricks")
        if len(tricks) >= most:
            raise RuleError("all {n} tricks are entered; the nest's counters come next", n=most)
        if winner not in self.players:
            raise RuleError("the winner {w} is not at this table ({all})", w=winner, all=names(self.players))
        counters = self._faces(faces)
        if len(counters) > CARDS_PER_TRICK:
            raise RuleError("a trick holds 4 cards but this one lists {n} counters", n=len(counters))
        self._take(counters)
        tricks.append((winner, counters))
        left, tricks_left = self.counters_left(), most - len(tricks)
        if len(left) > NEST_CARDS + CARDS_PER_TRICK * tricks_left:
            if tricks_left == 0:
                raise RuleError("the {n} tricks leave {k} counters for the nest ({left}), but the nest holds 5 cards",
                                n=most, k=len(left), left=report.faces_text(left))
            rest = "the last trick and the nest" if tricks_left == 1 else f"the {tricks_left} tricks left and the nest"
            raise RuleError("{k} counters are still to come ({left}) but {rest} hold at most {room} cards",
                            k=len(left), left=report.faces_text(left), rest=rest,
                            room=NEST_CARDS + CARDS_PER_TRICK * tricks_left)
        if tricks_left == 0 and not left:  # nothing left over: the nest held no counter
            self.nest = ()
            self._score()

    @takes(NestShown)
    def _show_nest(self, event: NestShown) -> None:
        self._where = ("nest",)
        faces = event.counters
        self._after_auction("nest")
        if self.counts is not None:
            raise RuleError("this hand was entered as totals only; it has no nest to show")
        if len(self.tricks) < self.deck.tricks:
            raise RuleError("the nest is shown once the last trick is in; {n} of the {t} tricks are entered",
                            n=len(self.tricks), t=self.deck.tricks)
        counters = self._faces(faces)
        if len(counters) > NEST_CARDS:
            raise RuleError("the nest holds 5 cards but this one lists {n} counters", n=len(counters))
        left = self.counters_left()
        if in_deck_order(counters) != left:
            raise RuleError("the nest shows {shown} but the tricks leave {left} for it: the tricks and the nest "
                            "hold the {points} points in play", shown=report.faces_text(counters) or "no counters",
                            left=report.faces_text(left), points=self.deck.points)
        self.nest, self.nest_shown = counters, True
        self._score()

    @takes(HandCounted)
    def _counted(self, counts: HandCounted) -> None:
        self._where = ("counts",)
        self._before_counts("counts", len(self.tricks))
        points = self.deck.points
        for side, value in (("bidder's side", counts.bidder_side), ("other side", counts.other_side)):
            if value is None or not is_int(value):
                raise RuleError("the {s}'s count must be a whole number; got {v!r}", s=side, v=value)
            if value < 0 or value % 5 or value > points:
                raise RuleError("the {s} counted {v}; a count is a multiple of 5 from 0 to {most}", s=side, v=value,
                                most=points)
        together = counts.bidder_side + (counts.other_side or 0)
        if together != points:
            raise RuleError("the two counts add up to {t} but the {d} deck holds {points} points (the nest "
                            "included; the all-points bonus is added by the scorer, not written)",
                            t=together, d=self.deck.name, points=points)
        self.counts = counts
        self._score()

    def _score(self) -> None:
        bidder_side, other_side = self.bidder_side, tuple(self.other_side())
        mine, other = self.running_counts()
        if self.counts is None:
            last_winner = self.tricks[-1][0]
            to_bidder = self.settings["nest_to"] == "bidder" or last_winner in bidder_side
            self.nest_side = bidder_side if to_bidder else other_side
            nest = points_of(self.nest or ())
            mine, other = (mine + nest, other) if to_bidder else (mine, other + nest)
        bonus, points = setting_int(self.settings, "all_points_bonus"), self.deck.points
        if bonus and points in (mine, other):
            self.bonus_side = bidder_side if mine == points else other_side
            mine, other = (mine + bonus, other) if mine == points else (mine, other + bonus)
        bid = self.bid or 0
        self.made = mine >= bid
        self.bidder_count, self.other_count = mine, other
        mine_score = mine if self.made else -bid
        self.scores = {p: mine_score if p in bidder_side else other for p in self.players}
        self.complete = True

    # -- reports ------------------------------------------------------------------------
    def report(self) -> JsonObject:
        """This hand as in ``scorekeeper score --json``."""
        return report.report(self)

    def verdict(self) -> str:
        """One line: made or set back, with its arithmetic."""
        return report.verdict(self)

    def explain(self) -> list[str]:
        """Every trick, the nest and the bonus that made each side's count: the dispute view."""
        return report.explain(self)
