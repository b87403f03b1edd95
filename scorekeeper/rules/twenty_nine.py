"""Twenty-nine: docs/rules.md section 2.

Four players, partners opposite.  An auction from the minimum bid (15) to the
points in the pack (29, or 28 without the last-trick point); the bidder's side
must take at least its target (the bid, −4 if it showed the royals, +4 if the
other side did) in card points.  Made: +1 game point (+2 from ``double_from``),
else −1 (−2).  First side to +6 wins; a side at −6 loses.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable, Iterable, Mapping, Sequence

from . import parts
from .auction import BidRules
from .bidding import BiddingHand
from .bidding import bid_outcome
from .bidding import quick_raises as quick_raises  # the same one-tap raises for every bidding game
from .tallies import HandReport, Tally, tally_bid_hand
from .errors import RecordError, RuleError
from .events import BidMade, Event, HandCounted, Passed, PointsTrickTaken, RoyalsShown, TrumpNamed
from .seating import alternate_side, left_of, names
from .settings import merge, require, require_bool, require_int
from .settings import is_int
from .interface import winner_line as winner_line  # the table's result line, the same for every game
from .interface import Choice, Needed, Outcome, ScoreGroup, Side, points_text, seating_name

if TYPE_CHECKING:
    from .game import Game
    from .interface import Hand

KIND = "twenty-nine"
TITLE = "Twenty-nine"
PLAYER_COUNTS: tuple[int, ...] = (4,)
SUITS = ["hearts", "diamonds", "clubs", "spades"]
CARD_POINTS = {"J": 3, "9": 2, "A": 1, "10": 1}  # K, Q, 8, 7 count nothing
RANKS = ["J", "9", "A", "10", "K", "Q", "8", "7"]
TRICKS = 8
ROYALS_SHIFT = 4

SETTING_HELP = {
    "min_bid": "The lowest bid (15, or 16 as many tables play)",
    "last_trick_point": "The last trick is worth 1 point (29 in all; else 28)",
    "double_from": "Bids of this or more win or lose 2 game points (empty: never)",
    "target": "Game points that win (a side at minus this loses)",
}


def resolve_settings(players: Sequence[str], given: Mapping[str, Any]) -> dict[str, Any]:
    if len(players) != 4:
        raise RuleError("Twenty-nine is played by 4 players (two sides of two), not {n}", n=len(players))
    s = merge({"min_bid": 15, "last_trick_point": True, "double_from": None, "target": 6}, given, TITLE)
    require_bool(s, "last_trick_point")
    most = pack_points(s)
    require_int(s, "min_bid", 1, most)
    d = s["double_from"]
    require(s, "double_from", d is None or (is_int(d) and s["min_bid"] <= d <= most),
            f"empty or a bid from {s['min_bid']} to {most}")
    require_int(s, "target", 1, 100)
    return s


def pack_points(settings: Mapping[str, Any]) -> int:
    return 29 if settings["last_trick_point"] else 28


class TwentyNineHand(BiddingHand):
    """One hand of Twenty-nine, built up event by event."""

    def __init__(self, game: Any, number: int, dealer: str) -> None:
        super().__init__(game, number, dealer, BidRules(game.settings["min_bid"], 1, 1, pack_points(game.settings)))
        self.royals: str | None = None
        self.tricks: list[PointsTrickTaken] = []
        self.counted: int | None = None
        self.bidder_count = 0
        self.made: bool | None = None

    @property
    def phase(self) -> str:
        if self.complete:
            return "done"
        if not self.auction.over:
            return "auction"
        return "declare" if self.trump is None else "play"

    @property
    def bidder_side(self) -> Side:
        """The bidder, then the partner opposite (the order the record lists a side in)."""
        bidder = self.bidder
        if bidder is None:
            return Side()
        return Side((bidder, *[p for p in alternate_side(self.players, bidder) if p != bidder]))

    def other_side(self) -> list[str]:
        side = self.bidder_side
        return [p for p in self.players if p not in side]

    def target(self) -> int:
        """The bid moved by the royals, never below the minimum bid nor above the pack."""
        bid = self.bid or 0
        if self.royals is None:
            return bid
        shift = -ROYALS_SHIFT if self.royals in self.bidder_side else ROYALS_SHIFT
        return min(max(bid + shift, int(self.settings["min_bid"])), pack_points(self.settings))

    def stake(self) -> int:
        double = self.settings["double_from"]
        return 2 if double is not None and (self.bid or 0) >= double else 1

    def to_act(self) -> str | None:
        phase = self.phase
        if phase == "auction":
            return self.auction.to_call()
        if phase == "declare":
            return self.bidder
        if phase == "play":
            return self.tricks[-1].winner if self.tricks else left_of(self.players, self.dealer)
        return None

    def prompt(self) -> str:
        phase = self.phase
        if phase == "auction":
            return self.auction_prompt()
        if phase == "declare":
            return f"{self.bidder} won the bid at {self.bid} · names trump"
        if phase == "play":
            return f"Trick {len(self.tricks) + 1} of {TRICKS} · {self.to_act()} leads · target {self.target()}"
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

    # -- events -------------------------------------------------------------------------
    def apply(self, event: Event) -> None:
        kind = type(event)
        if type(event) is PointsTrickTaken:
            self._where = ("trick", len(self.tricks) + 1)
            self._trick(event)
        elif type(event) is BidMade or type(event) is Passed:
            self._call(event)
        elif type(event) is TrumpNamed:
            self._name_trump(event.trump, SUITS)
        elif type(event) is RoyalsShown:
            self._where = ("royals",)
            self._royals(event.player)
        elif type(event) is HandCounted:
            self._where = ("counts",)
            self._counts(event.bidder_side)
        else:
            raise RuleError("a {t} event has no place in Twenty-nine", t=getattr(event, "TYPE", kind))

    def _royals(self, player: str) -> None:
        self._after_auction("royals")
        if self.trump is None:
            raise RuleError("royals (King and Queen of trump) are shown once trump is named")
        if player not in self.players:
            raise RuleError("{p} is not at this table ({all})", p=player, all=names(self.players))
        if self.royals is not None:
            raise RuleError("{p} already showed the royals; only one pair is declared in a hand", p=self.royals)
        self.royals = player

    def _trick(self, trick: PointsTrickTaken) -> None:
        self._after_auction("trick")
        if self.trump is None:
            raise RuleError("{b} must name trump before the first trick", b=self.bidder)
        if self.counted is not None:
            raise RuleError("this hand was entered as the bidding side's total; it has no tricks")
        if trick.winner not in self.players:
            raise RuleError("the winner {w} is not at this table ({all})", w=trick.winner, all=names(self.players))
        if not is_int(trick.points) or not 0 <= trick.points <= 12:
            raise RuleError("a trick holds from 0 to 12 card points (four Jacks); got {v!r}", v=trick.points)
        self.tricks.append(trick)
        if len(self.tricks) == TRICKS:
            total = sum(t.points for t in self.tricks)
            if total != 28:
                raise RuleError("the card points of the 8 tricks add up to {t}, but the pack holds 28 "
                                "(J 3, 9 2, A 1, 10 1 in each suit)", t=total)
            self._score(self.running_counts()[0])

    def _counts(self, bidder_side: int) -> None:
        self._after_auction("count")
        if self.trump is None:
            raise RuleError("{b} must name trump before the hand is counted", b=self.bidder)
        if self.tricks:
            raise RuleError("{n} tricks are already entered; enter the rest or undo them", n=len(self.tricks))
        most = pack_points(self.settings)
        if not is_int(bidder_side) or not 0 <= bidder_side <= most:
            raise RuleError("the bidding side's points must be from 0 to {m}; got {v!r}", m=most, v=bidder_side)
        self.counted = bidder_side
        self._score(bidder_side)

    def _score(self, count: int) -> None:
        if self.royals is not None and self.tricks:
            side = alternate_side(self.players, self.royals)
            if not any(t.winner in side for t in self.tricks):
                raise RuleError("{p} showed the royals but that side won no trick; royals count only after "
                                "the side has won a trick", p=self.royals)
        self.bidder_count = count
        self.made = count >= self.target()
        change = self.stake() if self.made else -self.stake()
        bidding = set(self.bidder_side)
        self.scores = {p: change if p in bidding else 0 for p in self.players}
        self.complete = True

    # -- reports ------------------------------------------------------------------------
    def report(self) -> dict[str, Any]:
        out: dict[str, Any] = {"number": self.number, "dealer": self.dealer, "bidder": self.bidder,
                               "bid": self.bid, "target": self.target() if self.bidder else None,
                               "bidder_count": self.bidder_count, "made": self.made}
        if self.bidder is None:
            out["thrown_in"] = True
        out["scores"] = dict(self.scores)
        out["totals"] = dict(self.totals)
        return out

    def verdict(self) -> str:
        if self.bidder is None:
            return "Everyone passed: the hand is thrown in"
        us = seating_name(self.players, self.bidder_side)
        stake = self.stake()
        if self.made:
            return f"{us} made it: {self.bidder_count} ≥ target {self.target()} → +{stake} game point{'s' * (stake > 1)}"
        return f"{us} set back: {self.bidder_count} < target {self.target()} → −{stake} game point{'s' * (stake > 1)}"

    def points_left(self) -> int:
        """Card points not yet taken, with the last-trick point while the last trick is to come."""
        taken = sum(t.points for t in self.tricks)
        last = 1 if self.settings["last_trick_point"] and len(self.tricks) < TRICKS else 0
        return 28 - taken + last

    def explain(self) -> list[str]:
        lines = [self.verdict()]
        if self.bidder is None:
            return lines
        lines.insert(0, f"{self.bidder} bid {self.bid}; trump {self.trump}")
        if self.royals is not None:
            own = self.royals in self.bidder_side
            lines.append(f"Royals shown by {self.royals} ({'bidding side: target −4' if own else 'other side: target +4'}"
                         f", within {self.settings['min_bid']}–{pack_points(self.settings)}) → target {self.target()}")
        if self.counted is not None:
            lines.append(f"Bidding side's points entered as a total: {self.counted}")
            return lines
        side = set(self.bidder_side)
        for i, t in enumerate(self.tricks, 1):
            last = " + 1 (last trick)" if i == TRICKS and self.settings["last_trick_point"] else ""
            lines.append(f"Trick {i}: {t.winner} ({'bidding side' if t.winner in side else 'other side'}) {t.points}{last}")
        mine, other = self.running_counts()
        lines.append(f"Bidding side {mine}, other side {other}")
        return lines


def new_hand(game: Any, number: int, dealer: str, totals: Mapping[str, int]) -> TwentyNineHand:
    return TwentyNineHand(game, number, dealer)


def winner(game: Any, hands: Sequence[TwentyNineHand], totals: Mapping[str, int]) -> tuple[tuple[str, ...] | None, str]:
    """First side to +target game points wins; a side at −target loses."""
    target = game.settings["target"]
    sides = score_groups(game)
    for side, others in (sides, sides[::-1]):
        points = totals[side.players[0]]
        if points >= target:
            return side.players, f"{side.name} reached +{_game_points(points)} (target {target})"
        if points <= -target:
            return others.players, f"{side.name} fell to −{_game_points(-points)}: {others.name} win"
    return None, ""


def _game_points(points: int) -> str:
    return f"{points} game point{'s' * (points != 1)}"


HAND_KEYS = ("auction", "trump", "royals", "tricks", "counts")


def hand_events(game: Any, hand: Any) -> list[Event]:
    parts.expect(hand, dict, "a hand")
    parts.only_keys(hand, HAND_KEYS, "a hand")
    if "auction" not in hand:
        raise RecordError("a hand needs an 'auction'")
    events = parts.auction_events(hand["auction"])
    events += parts.trump_event(hand)
    if "royals" in hand:
        events.append(RoyalsShown(parts.expect(hand["royals"], str, "'royals'")))
    if "tricks" in hand and "counts" in hand:
        raise RecordError("a hand has either 'tricks' or 'counts', not both")
    for i, trick in enumerate(parts.expect(hand.get("tricks", []), list, "'tricks'"), 1):
        where = f"trick {i}"
        parts.expect(trick, dict, "a trick", where)
        if set(trick) != {"winner", "points"}:
            raise RecordError("a trick is {{\"winner\": player, \"points\": n}}; got keys {k}",
                              k=", ".join(trick) or "none").located(where)
        events.append(PointsTrickTaken(parts.expect(trick["winner"], str, "'winner'", where),
                                       parts.expect_int(trick["points"], "'points'", where)))
    if "counts" in hand:
        counts = parts.expect(hand["counts"], dict, "'counts'")
        if set(counts) != {"bidder_side"}:
            raise RecordError("in Twenty-nine 'counts' is {{\"bidder_side\": points}}")
        events.append(HandCounted(parts.expect_int(counts["bidder_side"], "bidder_side", "counts")))
    return events


def hand_record(hand: TwentyNineHand) -> dict[str, Any]:
    out: dict[str, Any] = {"auction": parts.auction_record(hand.auction.calls)}
    if hand.trump is not None:
        out["trump"] = hand.trump
    if hand.royals is not None:
        out["royals"] = hand.royals
    if hand.tricks:
        out["tricks"] = [{"winner": t.winner, "points": t.points} for t in hand.tricks]
    if hand.counted is not None:
        out["counts"] = {"bidder_side": hand.counted}
    return out


def format_amount(settings: Mapping[str, Any], *, short: bool = False) -> Callable[[int], str]:
    """Points are plain numbers, negative ones with the same minus sign as money (short or not)."""
    return points_text


# -- the interface every game offers (interface.GameModule) --------------------------------
def score_groups(game: Game) -> list[ScoreGroup]:
    """Two sides of two, partners opposite: seats 1 and 3 against 2 and 4."""
    players = tuple(game.players)
    return [ScoreGroup(side, "+".join(side)) for side in (players[0::2], players[1::2])]


def group_name(game: Game, players: Iterable[str]) -> str:
    return seating_name(game.players, players)


def target(settings: Mapping[str, Any]) -> int | None:
    """The game points that win."""
    return int(settings["target"])


def trump_choices(settings: Mapping[str, Any]) -> list[Choice]:
    return [Choice(suit, suit.capitalize()) for suit in SUITS]


def takers(game: Game, hand: Hand) -> tuple[str, ...]:
    return tuple(game.players)


def still_needed(game: Game, hand: Hand) -> Needed | None:
    """Card points the bidding side still needs for its target (after royals), during play."""
    if not isinstance(hand, TwentyNineHand) or hand.phase != "play" or hand.bidder is None:
        return None
    goal = hand.target()
    amount = max(0, goal - hand.running_counts()[0])
    if amount == 0:
        return Needed(0, True, f"target {goal} reached")
    if amount > hand.points_left():
        return Needed(amount, False, "cannot make it: set back")
    return Needed(amount, True, f"needs {amount} more")


def remaining_points(hand: Hand) -> int | None:
    """When the next trick is the last: the card points it must hold (all not yet taken), so
    the app can fill it in; the last-trick point is added when it is scored.  None otherwise."""
    if not isinstance(hand, TwentyNineHand) or hand.phase != "play" or len(hand.tricks) != TRICKS - 1:
        return None
    return 28 - sum(t.points for t in hand.tricks)


def outcome(game: Game, hand: Hand) -> Outcome:
    """MADE / SET BACK / THROWN IN: the same words as Make-a-Million, with the verdict's arithmetic."""
    if not isinstance(hand, TwentyNineHand):
        raise TypeError("a Twenty-nine outcome needs a Twenty-nine hand")
    return bid_outcome(hand, hand.verdict())


# -- lifetime tallies -------------------------------------------------------------------------
TALLY_MEASURES: dict[str, int | None] = {"game_points": 0}


def tally_hand(tally: Tally, hand: HandReport, as_bidder: bool, on_bid_side: bool, seats: Sequence[str]) -> None:
    """A hand's game points for ``seats`` (a side shares them), then the bid as in every bidding game."""
    tally["game_points"] += hand["scores"].get(seats[0], 0)
    tally_bid_hand(tally, hand, as_bidder, on_bid_side)
