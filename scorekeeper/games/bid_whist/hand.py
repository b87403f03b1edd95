"""One hand of Bid Whist (docs/rules.md, "Bid Whist"): one call each from the dealer's left, the dealer last,
then the optional trump (uptown or downtown) or direction (no trump), then the books the bidding side took.

Only the bidding side's score moves: made, the books over six (or the bid); set, minus the bid; no trump doubles
either.  A bid is written as the record writes it ("4U", "5D", "3NT"): its number of books over six, then its kind."""

from __future__ import annotations

import re
from typing import NamedTuple

from scorekeeper.i18n.shown import number
from scorekeeper.jsontypes import JsonObject
from scorekeeper.rules import Event, Game, HandCounted, Passed, RuleError, TrumpNamed
from scorekeeper.rules.deal_events import MisdealCalled
from scorekeeper.rules.events import fact
from scorekeeper.rules.hand_base import AuctionThenTricks, BaseHand, misdeal_said_first, suit_trump
from scorekeeper.rules.interface import points_text, seating_name
from scorekeeper.rules.partnership import side_of, side_tricks
from scorekeeper.rules.seating import clockwise_from, left_of
from scorekeeper.rules.settings import setting_int, setting_str
from scorekeeper.words import N_

from . import words

KINDS = ("U", "D", "NT")  # uptown, downtown, no trump
DIRECTIONS = ("uptown", "downtown")
BOOKS, BOOK_BASE, TOP_BID = 13, 6, 7  # the kitty book included; a bid counts the books over six
BID_TEXT = re.compile(r"^([0-9]|[1-9][0-9])(U|D|NT)$")
RANKS = {"no_trump_over": {"U": 0, "D": 0, "NT": 1}, "downtown_over": {"U": 0, "D": 1, "NT": 2}}


@fact("whist_bid", place="call")
class WhistBid(NamedTuple):
    """A bid of ``books`` over six, uptown (U), downtown (D) or no trump (NT)."""

    player: str
    books: int
    kind: str

    @property
    def said(self) -> str:
        """The bid as the record writes it: ``"4NT"``."""
        return f"{self.books}{self.kind}"


@fact("whist_direction")
class DirectionNamed(NamedTuple):
    """The no-trump bidder says whether high (uptown) or low (downtown) cards win."""

    direction: str


def bid_made(player: str, text: str) -> WhistBid | None:
    """``player`` calling ``"4NT"`` → ``WhistBid(player, 4, "NT")``; None for a text that is no bid."""
    match = BID_TEXT.match(text)
    return WhistBid(player, int(match.group(1)), match.group(2)) if match else None


class BidWhistHand(BaseHand):
    """The auction, trump or direction, then the books: the last entry scores the hand."""

    def __init__(self, game: Game, number: int, dealer: str) -> None:
        super().__init__(game, number, dealer)
        self.calls: list[tuple[str, str | None]] = []
        self.high: WhistBid | None = None  # the bid to beat
        self.trump: str | None = None
        self.direction: str | None = None
        self.books: tuple[int, int | None] | None = None
        self.made: bool | None = None

    @property
    def auction_over(self) -> bool:
        return len(self.calls) == len(self.players)

    @property
    def caller(self) -> str:
        """Who calls next while the auction runs: each player once from the dealer's left, the dealer last."""
        return clockwise_from(self.players, left_of(self.players, self.dealer))[len(self.calls)]

    @property
    def bidder(self) -> str | None:  # type: ignore[override]
        return self.high.player if self.high and self.auction_over else None

    @property
    def bidder_side(self) -> tuple[str, ...]:  # type: ignore[override]
        return () if self.bidder is None else side_of(self.players, self.bidder)

    @property
    def bid(self) -> str | None:
        return self.high.said if self.high and self.bidder else None

    @property
    def thrown_in(self) -> bool:
        return self.auction_over and self.high is None

    @property
    def needed(self) -> int:
        return BOOK_BASE + (self.high.books if self.high else 0)

    @property
    def phase(self) -> str:
        return AuctionThenTricks.of(self.complete, self.auction_over)

    def to_act(self) -> str | None:
        return None if self.complete else self.bidder if self.auction_over else self.caller

    def may_bid(self, bid: WhistBid, high: WhistBid) -> bool:
        """Whether ``bid`` beats ``high``, the one before it (the dealer may equal it with ``dealer_match``)."""
        rank = RANKS[setting_str(self.settings, "ranking")]
        mine, theirs = (bid.books, rank[bid.kind]), (high.books, rank[high.kind])
        return mine > theirs or (mine == theirs and bid.player == self.dealer and self.settings["dealer_match"] is True)

    def apply(self, event: Event) -> None:
        self._where = ""
        if type(event) is WhistBid or type(event) is Passed:
            self._call(event)
        elif type(event) is TrumpNamed:
            self._trump(event.trump)
        elif type(event) is DirectionNamed:
            self._direction(event.direction)
        elif type(event) is HandCounted:
            self._books(event.bidder_side, event.other_side)
        elif type(event) is MisdealCalled:
            late = N_("a misdeal is called before the first call of the hand")
            self.misdealt(event.player, late if self.calls else None)
        else:
            raise RuleError("a {t} event has no place in a hand of Bid Whist", t=type(event).__name__)

    def _call(self, event: WhistBid | Passed) -> None:
        self._where = f"call {len(self.calls) + 1}"
        if self.auction_over:
            raise RuleError("the auction is over: every player has called once")
        self.seated(event.player)
        if event.player != self.caller:
            raise RuleError("it is {turn}'s turn to call, not {player}'s", turn=self.caller, player=event.player)
        if isinstance(event, WhistBid):
            self._check_bid(event)
            self.high = event
        elif self.caller == self.dealer and self.high is None and self.settings["all_pass"] == "dealer_takes":
            raise RuleError("everyone else passed, so the dealer {player} must bid (at least {low})",
                            player=self.dealer, low=setting_int(self.settings, "min_bid"))
        self.calls.append((event.player, event.said if isinstance(event, WhistBid) else None))
        if self.thrown_in:
            self.complete, self.scores = True, dict.fromkeys(self.players, 0)

    def _check_bid(self, bid: WhistBid) -> None:
        said, low = bid.said, setting_int(self.settings, "min_bid")
        if bid.kind not in KINDS:
            raise RuleError("a bid is uptown (U), downtown (D) or no trump (NT), not {kind}", kind=bid.kind)
        if bid.books < low:
            raise RuleError("{player} bid {bid} but the lowest bid is {low}", player=bid.player, bid=said, low=low)
        if bid.books > TOP_BID:
            raise RuleError("{player} bid {bid} but the highest bid is 7 (all 13 books)", player=bid.player, bid=said)
        if self.high is not None and not self.may_bid(bid, self.high):
            raise RuleError("{player} bid {bid} but the bid to beat is {high}", player=bid.player, bid=said,
                            high=self.high.said)

    def _contract(self, what: str) -> str:
        """The bid, or why ``what`` cannot come yet (or at all)."""
        if not self.auction_over:
            raise RuleError("{what} comes after the auction; {player} is still to call", what=what, player=self.caller)
        if self.books is not None:
            raise RuleError("{what} comes before the books", what=what)
        return self.bid or ""

    def _trump(self, suit: str) -> None:
        bid = self._contract("trump")
        if bid.endswith("NT"):
            raise RuleError("{bid} is a no-trump bid: no trump suit is named", bid=bid)
        self.trump = suit_trump(self.trump, suit)

    def _direction(self, direction: str) -> None:
        bid = self._contract("the direction")
        if not bid.endswith("NT"):
            raise RuleError("{bid} names trump: only a no-trump bid names a direction", bid=bid)
        if direction not in DIRECTIONS:
            raise RuleError("the direction is uptown or downtown, not {direction}", direction=direction)
        if self.direction is not None:
            raise RuleError("the direction is already {direction}", direction=self.direction)
        self.direction = direction

    def _books(self, took: int, other: int | None) -> None:
        """The books the bidding side took: the hand's last entry, which scores it (as the module says)."""
        self._contract("books")
        self.books = side_tricks(took, other, BOOKS, N_("books {n}: a side takes 0 to 13 books"),
                                 N_("books {n} + {m} do not add up to 13"))
        assert self.high is not None  # (the books come after a won auction)
        bid = self.high.books
        self.made = took >= self.needed
        points = (took - BOOK_BASE if self.settings["score_made"] == "books" else bid) if self.made else -bid
        if self.high.kind == "NT" and self.settings["no_trump_double"] is True:
            points *= 2
        self.one_side_scores(self.bidder_side, points)

    def prompt(self) -> str:
        if self.complete:
            return ""
        hand, high = number(self.number), self.high
        if self.auction_over:
            return words.BOOKS_PROMPT.format(number=hand, side=seating_name(self.players, self.bidder_side),
                                             bid=words.bid_words(self.bid or ""), need=number(self.needed))
        if high is None:
            return words.CALL_FIRST.format(number=hand, player=self.caller)
        may_match = self.caller == self.dealer and self.settings["dealer_match"] is True
        return (words.CALL_TO_MATCH if may_match else words.CALL_TO_BEAT).format(
            number=hand, player=self.caller, bid=words.bid_words(high.said), bidder=high.player)

    @misdeal_said_first
    def verdict(self) -> str:
        if self.thrown_in:
            return str(words.THROWN_IN)
        if self.books is None or self.high is None:
            return ""
        key = ("made", str(self.settings["score_made"])) if self.made else ("set", "")
        side, bid = seating_name(self.players, self.bidder_side), words.bid_words(self.high.said)
        said = words.VERDICTS[key].format(side=side, bid=bid, books=number(self.books[0]), need=number(self.needed),
                                          points=points_text(self.scores[self.high.player]))
        doubled = self.high.kind == "NT" and self.settings["no_trump_double"] is True
        return words.DOUBLED.format(result=said) if doubled else said

    def explained(self) -> list[str]:
        lines = [words.calls_said(self.calls, words.bid_words)] if self.calls else []
        if self.trump:
            lines.append(words.TRUMP_LINE.format(suit=words.suit_word(self.trump)))
        if self.direction:
            lines.append(str(words.DIRECTION_WORDS[self.direction]))
        return lines

    def reported(self) -> JsonObject:
        if self.bidder is None or self.books is None:
            return {"bidder": None, "bid": None}
        return {"bidder": self.bidder, "bid": self.bid, "bidder_side": list(self.bidder_side),
                "bidder_books": self.books[0], "made": bool(self.made)}
