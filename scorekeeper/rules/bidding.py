"""What every hand that is bid for in turn has in common (an auction, trump, made or set back).

An auction in turn from left of the dealer, a thrown-in hand when everyone
passes, trump named once by the bidder, and messages that say where in the
hand an event went.  Each game's hand class adds its own play and scoring.
"""

from __future__ import annotations

from enum import StrEnum
from typing import TYPE_CHECKING, Callable, ClassVar, Protocol, Sequence, TypeVar, runtime_checkable

from scorekeeper import words
from scorekeeper.i18n import shown
from scorekeeper.i18n.suits import SUITS
from scorekeeper.i18n.translate import LazyText
from scorekeeper.jsontypes import JsonObject
from scorekeeper.words import _

from .auction import Auction, BidRules
from .bid_events import BidMade, HandCounted, Passed, TrumpNamed
from .deal_events import MisdealCalled
from .errors import RuleError
from .hand_base import misdeal_said_first as misdeal_said_first  # a bidding hand's verdict says a misdeal so too
from .events import Event
from .interface import BidResult, DealResult, Outcome
from .played_hand import PlayedHand, SeatedHand
from .seating import alternate_side, left_of, names
from .settings import is_int
from .event_dispatch import TakesEvents, takes

if TYPE_CHECKING:
    from .game import Game


T = TypeVar("T", bound="PointsTrick")  # a game's own trick event of card points
_TRUMP = _("trump")  # (made once: every hand of a long record names trump)


class BiddingHand(TakesEvents):
    """The auction and trump of one hand; subclasses add tricks and scoring, and the events they take."""

    TRUMPS: ClassVar[Sequence[str]] = SUITS  # what the bidder may name trump: the four suits, unless the game says
    TRUMP_FIRST: ClassVar[str] = ""  # the refusal of trump named once ``started_play``
    first_event: int  # set by the replay once the hand has its first event
    event_count: int

    def __init__(self, game: Game, number: int, dealer: str, bid_rules: BidRules) -> None:
        self.game, self.settings, self.players = game, game.settings, game.players
        self.number, self.dealer = number, dealer
        self.auction = Auction(game.players, dealer, bid_rules)
        self.trump: str | None = None
        self.complete, self.passes_deal, self.started = False, True, False
        self.scores: dict[str, int] = {}
        self.totals: dict[str, int] = {}
        self.misdeal_by: str | None = None
        self.bidder_count = 0
        self.made: bool | None = None  # known once a bid was won and counted
        self._where: tuple[object, ...] = ()

    @property
    def bidder(self) -> str | None:
        return self.auction.high_bidder if self.auction.over else None

    @property
    def bid(self) -> int | None:
        return self.auction.high_bid if self.auction.over else None

    @property
    def thrown_in(self) -> bool:
        return self.auction.thrown_in

    def location(self) -> str:
        """Where the last event went ("call 4", "trick 13", "trump"), for messages."""
        return " ".join(str(part) for part in self._where)

    def auction_prompt(self, fmt: Callable[[int], str] = shown.number) -> str:
        auction = self.auction
        lowest = auction.lowest_bid()
        sentence = (words.AUCTION_FIRST if not auction.high_bid else
                    words.AUCTION_AT_TOP if lowest > auction.rules.cap else words.AUCTION_TO_BEAT)  # no 'lowest bid 15'
        return sentence.format(player=auction.to_call(), bid=fmt(auction.high_bid or 0), bidder=auction.high_bidder,
                               lowest=fmt(lowest))

    @takes(BidMade, Passed)
    def _call(self, event: BidMade | Passed) -> None:
        """A bid or a pass; everyone passing throws the hand in (nobody scores)."""
        auction = self.auction
        self._where = ("call", len(auction.calls) + 1)
        if not auction.quick_calls((event,), 0, 1):
            if type(event) is BidMade:
                auction.bid(event.player, event.amount)
            else:
                auction.pass_(event.player)
        self._thrown_in_if_over()

    def _calls(self, events: Sequence[Event], start: int) -> int:
        """The calls of ``events`` from ``start`` on, up to another kind of event; the index after the last one
        taken.  A record's auction comes here at once: the plainly legal calls go through the auction's batch,
        any other through :meth:`_call` (which refuses it with the rule, or takes it: a late pass)."""
        stop, end = start, len(events)
        while stop < end and ((kind := type(events[stop])) is BidMade or kind is Passed):
            stop += 1
        calls: Sequence[BidMade | Passed] = events[start:stop]  # type: ignore[assignment]  # (checked just above)
        auction, index = self.auction, 0
        while index < len(calls) and not self.complete:
            index = auction.quick_calls(calls, index, len(calls))
            self._where = ("call", len(auction.calls))
            if index < len(calls):
                self._call(calls[index])
                index += 1
            self._thrown_in_if_over()
        return start + index

    def _thrown_in_if_over(self) -> None:
        auction = self.auction
        if auction.over and auction.high_bidder is None:  # thrown in
            self.complete = True
            self.scores = {p: 0 for p in self.players}

    def _after_auction(self, what: str | LazyText) -> str:
        """The bidder, or why ``what`` cannot come yet (or at all) in this hand."""
        auction = self.auction
        if not auction.over:
            raise RuleError("{what} comes after the auction; {who} is still to call", what=what, who=auction.to_call())
        if auction.high_bidder is None:  # the auction is over, so this is the bidder
            raise RuleError("everyone passed, so the hand was thrown in; it has no {what}", what=what)
        auction.late_passes = False  # the hand has moved on: a pass now is out of place
        return auction.high_bidder

    @takes(TrumpNamed)
    def _trump(self, event: TrumpNamed) -> None:
        self._where = ("trump",)
        if self.started_play():
            raise RuleError(self.TRUMP_FIRST)
        self._name_trump(event.trump, self.TRUMPS)

    def started_play(self) -> bool:
        """Whether the play has begun, so that trump can no longer be named (``TRUMP_FIRST`` says so); a game
        whose trump comes later than the tricks' first entry says when."""
        return False

    def _name_trump(self, trump: str, allowed: Sequence[str]) -> None:
        self._where = ("trump",)
        bidder = self._after_auction(_TRUMP)
        if self.trump is not None:
            raise RuleError("trump is already {t} in this hand; correct that event instead", t=self.trump)
        if trump not in allowed:
            raise RuleError("{b} named trump {t!r}; it must be one of {ok}", b=bidder, t=trump, ok=", ".join(allowed))
        self.trump = trump

    def _seated(self, player: str) -> None:
        if player not in self.players:
            raise RuleError("{p} is not at this table ({all})", p=player, all=names(self.players))

    @takes(MisdealCalled)
    def _misdeal(self, event: MisdealCalled) -> None:
        """A misdeal called before the first call: the hand ends, nobody scores, and the same dealer deals again."""
        self._where = ("misdeal",)
        self._deal_again(event.player)

    def _deal_again(self, player: str) -> None:
        """The misdeal itself, for a game that checks its own setting first (and says no place for it)."""
        self._seated(player)
        if self.auction.calls:
            raise RuleError("a misdeal is called before the first call; this auction has begun")
        self.misdeal_by, self.passes_deal, self.complete = player, False, True
        self.scores = {p: 0 for p in self.players}

    def _before_counts(self, what: str | LazyText, tricks: int, trump_first: bool = True) -> str:
        """The checks a hand entered as the sides' totals makes first: the auction is over, trump named (where
        the game needs it), and no trick entered (a hand is entered one way); the bidder is returned."""
        bidder = self._after_auction(what)
        if trump_first and self.trump is None:
            raise RuleError("{b} must name trump before the hand is counted", b=bidder)
        if tricks:
            raise RuleError("{n} tricks are already entered; enter the rest or undo them", n=tricks)
        return bidder

    def _settle(self, count: int, target: int, stake: Callable[[bool], int]) -> None:
        """Made or set back, the way the hands a side bids for in card points end: the bidder's side takes
        ``stake(made)`` when its count reaches the target and loses it when not; the other side scores 0."""
        made = count >= target
        self.bidder_count, self.made = count, made
        change = stake(made) if made else -stake(made)
        bidding = set(self.opposite_side())
        self.scores = {p: change if p in bidding else 0 for p in self.players}
        self.complete = True

    def other_side(self) -> Sequence[str]:
        """Everyone not on the bidder's side (partners opposite), in seating order."""
        side = self.opposite_side()
        return tuple(p for p in self.players if p not in side)

    def report(self) -> JsonObject:
        """The hand's line of ``scorekeeper score --json`` as the games with one bidder write it: who bid, the
        bid and the game's own keys (``bid_report``) once someone won the auction, then the scores; a hand
        nobody bid for (thrown in, or a misdeal) has no bid and nothing more."""
        head: JsonObject = {"number": self.number, "dealer": self.dealer, "bidder": self.bidder, "bid": None}
        played = self.bid_report() if self.bidder is not None else {}
        return head | played | {"scores": dict(self.scores), "totals": dict(self.totals)}

    def bid_report(self) -> JsonObject:
        """The keys of a bid-for hand's line from ``bid`` on, in the order the game's record spec writes them."""
        return {"bid": self.bid}

    # -- the skeleton every bidding hand shares: its first phases, who acts in them, partners opposite --
    def opening_phase(self) -> str | None:
        """"done", "auction" until someone wins the bid, "declare" until trump is named; None once the
        game's own phases have begun (each game maps these onto its phase enum, whose values they are)."""
        if self.complete:
            return "done"
        if not self.auction.over:
            return "auction"
        return "declare" if self.trump is None else None

    def opening_to_act(self) -> str | None:
        """Who acts in the opening phases: the next caller, then the bidder (None in the game's own phases)."""
        opening = self.opening_phase()
        if opening == "auction":
            return self.auction.to_call()
        return self.bidder if opening == "declare" else None

    def opening_prompt(self, declare: str | LazyText) -> str | None:
        """What the opening phases ask: the auction's prompt, then the game's ``declare`` sentence ({bidder} won
        at {bid}) until trump is named; None once the game's own phases have begun (or the hand is over)."""
        opening = self.opening_phase()
        if opening == "auction":
            return self.auction_prompt()
        return declare.format(bidder=self.bidder, bid=self.bid) if opening == "declare" else None

    def shown_pair_counts(self, shown_by: str | None, winners: Sequence[str], refusal: str) -> None:
        """A pair shown (King and Queen of trump) counts only once its side has won a trick:
        with the tricks entered one by one (``winners``), a side that won none is refused in the game's words
        (``refusal``, {p}: who showed it)."""
        if shown_by is None or not winners:
            return
        side = alternate_side(self.players, shown_by)
        if not any(w in side for w in winners):
            raise RuleError(refusal, p=shown_by)

    def leader(self, last_winner: str | None) -> str:
        """Who leads the next trick: the last trick's winner, or the player left of the dealer."""
        return last_winner if last_winner is not None else left_of(self.players, self.dealer)

    @property
    def bidder_side(self) -> tuple[str, ...]:
        """The bidder, then the partner opposite (the order the record lists a side in); a game whose sides
        are made otherwise says so."""
        return self.opposite_side()

    def shifted_target(self, shown_by: str | None, shift: int, high: int) -> int:
        """The bid moved by a pair shown (down by ``shift`` for the bidder's side, up for the other), never
        below the minimum bid nor above ``high``: what the bidder's side must take."""
        bid = self.bid or 0
        if shown_by is None:
            return bid
        moved = bid - shift if shown_by in self.bidder_side else bid + shift
        return min(max(moved, self.auction.rules.opening), high)

    def card_points_trick(self, tricks: list[T], trick: T, what: str | LazyText, counted: bool, *,
                          trump_first: bool, so_far: bool) -> bool:
        """A trick entered as its winner and its card points (at most four Jacks, 12), added to ``tricks`` once
        it comes after the auction (and trump, where ``trump_first``) in a hand not ``counted`` as the bidding
        side's total; whether it was the eighth and last, whose card points then hold the pack's 28 (checked
        after each trick too where ``so_far``)."""
        self._where = ("trick", len(tricks) + 1)
        bidder = self._after_auction(what)
        if trump_first and self.trump is None:
            raise RuleError("{b} must name trump before the first trick", b=bidder)
        if counted:
            raise RuleError("this hand was entered as the bidding side's total; it has no tricks")
        winner, points = trick.winner, trick.points
        if winner not in self.players:
            raise RuleError("the winner {w} is not at this table ({all})", w=winner, all=names(self.players))
        if not is_int(points) or not 0 <= points <= 12:
            raise RuleError("a trick holds from 0 to 12 card points (four Jacks); got {v!r}", v=points)
        tricks.append(trick)
        total = sum(t.points for t in tricks)
        if so_far and total > 28:
            raise RuleError("the tricks so far hold {t} card points, but the pack holds only 28", t=total)
        if len(tricks) < 8:
            return False
        if total != 28:
            raise RuleError("the card points of the 8 tricks add up to {t}, but the pack holds 28 "
                            "(J 3, 9 2, A 1, 10 1 in each suit)", t=total)
        return True

    def opposite_side(self) -> tuple[str, ...]:
        """The bidder, then the partner opposite (the order the record lists a side in); () before a bid."""
        bidder = self.bidder
        if bidder is None:
            return ()
        return (bidder, *[p for p in alternate_side(self.players, bidder) if p != bidder])


def quick_raises(hand: object, count: int = 3) -> list[int]:
    """The next legal bids while the auction is open (none once it is over): the one-tap buttons."""
    if not isinstance(hand, BiddingHand) or hand.auction.over:
        return []
    return hand.auction.raises(count)


@runtime_checkable
class BidEnding(Protocol):
    """What a hand that was bid for tells of how it ended: a ``BiddingHand``, or a game's own hand whose bids the
    shared auction cannot hold (a number and a kind) but which ends the same four ways."""

    @property
    def misdeal_by(self) -> str | None: ...
    @property
    def bidder(self) -> str | None: ...
    @property
    def made(self) -> bool | None: ...
    def verdict(self) -> str: ...


def bid_outcome(hand: BidEnding, verdict: str, failed: StrEnum = BidResult.SET_BACK) -> Outcome:
    """How every bidding game's finished hand ended: a misdeal, thrown in, made or set back (``failed``: a game's
    own fact for a bid not made, said in its own word: "BID FAILED").

    ``made`` is each game's own (it is known only once a bid was won and counted).
    """
    if hand.misdeal_by is not None:
        return Outcome(DealResult.MISDEAL, None, verdict)
    if hand.bidder is None:
        return Outcome(BidResult.THROWN_IN, None, verdict)
    made = bool(hand.made)
    return Outcome(BidResult.MADE if made else failed, made, verdict)


class PointsTrick(Protocol):
    """A trick entered as who took it and its card points (what ``card_points_trick`` checks)."""

    @property
    def winner(self) -> str: ...
    @property
    def points(self) -> int: ...


class PointsTrickHand(PlayedHand, Protocol):
    """A hand whose tricks are entered that way, as the board and the trick entry read it."""

    @property
    def tricks(self) -> Sequence[PointsTrick]: ...


class SideCountedHand(SeatedHand, Protocol):
    """A hand one side bids for and both sides count: what its ``scorekeeper score --json`` line is made of, and
    what the reports of every such hand read beyond a seated hand's (each game's protocol adds its own)."""

    bidder_count: int
    other_count: int
    made: bool | None
    misdeal_by: str | None
    trump: str | None
    counts: HandCounted | None  # the sides' counts entered at once (None while the tricks go in)

    @property
    def bid(self) -> int | None: ...
    def other_side(self) -> Sequence[str]: ...
    def running_counts(self) -> tuple[int, int]: ...


def side_counted_report(hand: SideCountedHand) -> JsonObject:
    """The hand's line in ``scorekeeper score --json`` (the record spec's keys, one shape for every game whose
    hand a side bids for): a hand nobody bid for is a misdeal or thrown in, with zero scores."""
    if hand.bidder is None:
        out: JsonObject = {"number": hand.number, "dealer": hand.dealer, "bidder": None, "bid": None,
                           "bidder_side": [], "bidder_count": 0, "other_count": 0, "made": None}
        if hand.misdeal_by is not None:
            out["misdeal"] = hand.misdeal_by
        else:
            out["thrown_in"] = True
    else:
        out = {"number": hand.number, "dealer": hand.dealer, "bidder": hand.bidder, "bid": hand.bid,
               "bidder_side": list(hand.bidder_side), "bidder_count": hand.bidder_count,
               "other_count": hand.other_count, "made": hand.made}
    out["scores"] = dict(hand.scores)
    out["totals"] = dict(hand.totals)
    return out
