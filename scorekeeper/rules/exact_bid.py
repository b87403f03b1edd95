"""The exact-bid variation of Make-a-Million: docs/rules.md 1.10.

Each deal has one card fewer per player, down to one.  Everyone bids the
number of tricks they will take, all at once; an exact bid scores bid + 5,
anything else scores the tricks taken.  Most points after the last deal wins.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable, Iterable, Mapping, Sequence

from . import parts
from .errors import RecordError, RuleError
from .events import BidsMade, Event, TricksCounted, TrumpNamed
from .make_a_million import EDITIONS, colors
from .seating import left_of, names
from .tallies import HandReport, Tally
from .settings import is_int, merge, require, require_choice, require_int
from .interface import winner_line as winner_line  # the table's result line, the same for every game
from .interface import Choice, Needed, Outcome, ScoreGroup, Side, points_text, seating_name

if TYPE_CHECKING:
    from .game import Game
    from .interface import Hand

KIND = "exact-bid"
TITLE = "Exact bid"
PLAYER_COUNTS: tuple[int, ...] = tuple(range(2, 9))
EXACT_BONUS = 5
PACK_WITHOUT_TRUMP_CARD = 54  # 55 cards, one turned for trump

SETTING_HELP = {
    "start_cards": "Cards each in the first deal; each deal has one fewer, down to one",
    "edition": "Dollar ($) or Rupee (₹) pack: the color names for trump",
    "colors": "Names of the four colors",
}


def resolve_settings(players: Sequence[str], given: Mapping[str, Any]) -> dict[str, Any]:
    n = len(players)
    if not 2 <= n <= 8:
        raise RuleError("the exact-bid variation is played by 2 to 8 players, not {n}", n=n)
    most = PACK_WITHOUT_TRUMP_CARD // n
    s = merge({"start_cards": min(13, most), "edition": "usd", "colors": None}, given, TITLE)
    require_int(s, "start_cards", 1, most)
    require_choice(s, "edition", tuple(EDITIONS))
    c = s["colors"]
    require(s, "colors", c is None or (isinstance(c, list) and all(isinstance(x, str) and x for x in c) and len(set(c)) == 4),
            "four different color names")
    return s


def deal_size(settings: Mapping[str, Any], number: int) -> int:
    """Cards each in deal ``number`` (1-based)."""
    return int(settings["start_cards"]) - number + 1


class ExactBidDeal:
    """One deal: the trump turned up, everyone's bid, then the tricks each took."""

    first_event: int  # set by the replay once the deal has its first event
    event_count: int

    def __init__(self, game: Any, number: int, dealer: str) -> None:
        self.settings, self.players = game.settings, game.players
        self.number, self.dealer = number, dealer
        self.cards = deal_size(self.settings, number)
        self.trump: str | None = None
        self.bids: dict[str, int] | None = None
        self.tricks: dict[str, int] | None = None
        self.complete, self.passes_deal, self.started = False, True, False
        self.scores: dict[str, int] = {}
        self.totals: dict[str, int] = {}
        self._where = ""

    # Everyone bids at once: no single bidder, no bidder's side.
    bidder: str | None = None
    bidder_side: Side = Side()

    @property
    def phase(self) -> str:
        if self.complete:
            return "done"
        return "bids" if self.bids is None else "tricks"

    def to_act(self) -> str | None:
        return left_of(self.players, self.dealer) if not self.complete else None

    def prompt(self) -> str:
        if self.phase == "bids":
            return f"Deal {self.number}: {self.cards} card{'s' * (self.cards != 1)} each · everyone bids"
        return f"Deal {self.number}: enter the tricks each player took ({self.cards} in all)"

    def location(self) -> str:
        return self._where

    def _per_player(self, pairs: Any, what: str) -> dict[str, int]:
        values = dict(pairs)
        missing = [p for p in self.players if p not in values]
        strangers = [p for p in values if p not in self.players]
        if strangers:
            raise RuleError("{s} {v} not at this table ({all})", s=names(strangers),
                            v="is" if len(strangers) == 1 else "are", all=names(self.players))
        if missing or len(values) != len(pairs):
            raise RuleError("every player {what} once; missing: {m}", what=what, m=names(missing) or "none")
        for p, n in values.items():
            if not is_int(n) or not 0 <= n <= self.cards:
                raise RuleError("{p}: {n!r} is not a number of tricks from 0 to {c}", p=p, n=n, c=self.cards)
        return values

    def apply(self, event: Event) -> None:
        kind = type(event)
        if type(event) is TrumpNamed:
            self._where = "trump"
            allowed = colors(self.settings)
            if self.trump is not None or self.bids is not None:
                raise RuleError("trump is turned up before the bids, once per deal")
            if event.trump not in allowed:
                raise RuleError("trump {t!r} must be one of {ok}", t=event.trump, ok=", ".join(allowed))
            self.trump = event.trump
        elif type(event) is BidsMade:
            self._where = "bids"
            if self.bids is not None:
                raise RuleError("the bids of this deal are already in; correct that event instead")
            self.bids = self._per_player(event.bids, "bids")
        elif type(event) is TricksCounted:
            self._where = "tricks"
            if self.bids is None:
                raise RuleError("everyone bids before the tricks are counted")
            tricks = self._per_player(event.tricks, "has a count of tricks")
            total = sum(tricks.values())
            if total != self.cards:
                raise RuleError("the tricks add up to {t} but each player held {c}, so {c} tricks were played",
                                t=total, c=self.cards)
            self.tricks = tricks
            self.scores = {p: self.bids[p] + EXACT_BONUS if tricks[p] == self.bids[p] else tricks[p]
                           for p in self.players}
            self.complete = True
        else:
            raise RuleError("a {t} event has no place in the exact-bid variation", t=getattr(event, "TYPE", kind))

    def report(self) -> dict[str, Any]:
        out: dict[str, Any] = {"number": self.number, "dealer": self.dealer, "cards": self.cards}
        if self.trump is not None:
            out["trump"] = self.trump
        out.update(bids=dict(self.bids or {}), tricks=dict(self.tricks or {}),
                   scores=dict(self.scores), totals=dict(self.totals))
        return out

    def exact(self) -> list[str]:
        """The players whose tricks matched their bid, in seating order."""
        return [p for p in self.players if self.tricks and self.tricks[p] == (self.bids or {}).get(p)]

    def verdict(self) -> str:
        return f"Deal {self.number} ({self.cards} card{'s' * (self.cards != 1)}): exact: {names(self.exact()) or 'nobody'}"

    def explain(self) -> list[str]:
        lines = [self.verdict()]
        for p in self.players:
            bid, took = (self.bids or {}).get(p), (self.tricks or {}).get(p)
            if bid is None or took is None:
                continue
            if bid == took:
                lines.append(f"{p}: bid {bid}, took {took}: exact → {bid} + {EXACT_BONUS} = {bid + EXACT_BONUS}")
            else:
                lines.append(f"{p}: bid {bid}, took {took} → {took}")
        return lines


def new_hand(game: Any, number: int, dealer: str, totals: Mapping[str, int]) -> ExactBidDeal:
    return ExactBidDeal(game, number, dealer)


def winner(game: Any, hands: Sequence[ExactBidDeal], totals: Mapping[str, int]) -> tuple[tuple[str, ...] | None, str]:
    if len(hands) < game.settings["start_cards"]:
        return None, ""
    top = max(totals.values())
    leaders = tuple(p for p in game.players if totals[p] == top)
    return leaders, f"{names(leaders)} {'has' if len(leaders) == 1 else 'have'} the most points after the last deal: {top}"


def _pairs(players: Sequence[str], value: Any, what: str) -> tuple[tuple[str, int], ...]:
    parts.expect(value, dict, what)
    for p, n in value.items():
        parts.expect_int(n, f"{what} of {p}")
    ordered = [p for p in players if p in value] + [p for p in value if p not in players]
    return tuple((p, value[p]) for p in ordered)


def hand_events(game: Any, hand: Any) -> list[Event]:
    parts.expect(hand, dict, "a deal")
    parts.only_keys(hand, ("bids", "tricks", "trump"), "a deal")
    events: list[Event] = parts.trump_event(hand)
    if "bids" not in hand:
        if "trump" in hand and "tricks" not in hand:
            return events  # a deal in progress: trump turned up, the bids still to come
        raise RecordError("a deal needs 'bids'")
    events.append(BidsMade(_pairs(game.players, hand["bids"], "'bids'")))
    if "tricks" in hand:
        events.append(TricksCounted(_pairs(game.players, hand["tricks"], "'tricks'")))
    return events


def hand_record(hand: ExactBidDeal) -> dict[str, Any]:
    out: dict[str, Any] = {}
    if hand.bids is not None:
        out["bids"] = dict(hand.bids)
    if hand.tricks is not None:
        out["tricks"] = dict(hand.tricks)
    if hand.trump is not None:
        out["trump"] = hand.trump
    return out


def format_amount(settings: Mapping[str, Any], *, short: bool = False) -> Callable[[int], str]:
    """Points are plain numbers, negative ones with the same minus sign as money (short or not)."""
    return points_text


# -- the interface every game offers (interface.GameModule) --------------------------------
def score_groups(game: Game) -> list[ScoreGroup]:
    """Everyone scores alone."""
    return [ScoreGroup((p,), p) for p in game.players]


def group_name(game: Game, players: Iterable[str]) -> str:
    return seating_name(game.players, players)


def target(settings: Mapping[str, Any]) -> int | None:
    """None: the game ends after the one-card deal, not at a score."""
    return None


def trump_choices(settings: Mapping[str, Any]) -> list[Choice]:
    """The color of the card turned up: never no trump."""
    return [Choice(c, c[:1].upper() + c[1:]) for c in colors(settings)]


def takers(game: Game, hand: Hand) -> tuple[str, ...]:
    return tuple(game.players)


def quick_raises(hand: Hand, count: int = 3) -> list[int]:
    """None: everyone bids at once, there is no auction to raise."""
    return []


def still_needed(game: Game, hand: Hand) -> Needed | None:
    """None: nobody bids for a side."""
    return None


def outcome(game: Game, hand: Hand) -> Outcome:
    """EXACT when someone took exactly their bid, else NOBODY EXACT; never made or set back."""
    if not isinstance(hand, ExactBidDeal):
        raise TypeError("an exact-bid outcome needs an exact-bid deal")
    return Outcome("EXACT" if hand.exact() else "NOBODY EXACT", None, hand.verdict())




# -- lifetime tallies -------------------------------------------------------------------------
TALLY_MEASURES: dict[str, int | None] = {"exact_hits": 0, "exact_pct": None, "points": 0}


def tally_hand(tally: Tally, hand: HandReport, as_bidder: bool, on_bid_side: bool, seats: Sequence[str]) -> None:
    """Every player bids every deal: a bid counts as made only when it was hit exactly."""
    tally["hands_bid"] += 1
    exact = sum(1 for s in seats if hand["tricks"].get(s) == hand["bids"].get(s))
    if exact == len(seats):
        tally["bids_made"] += 1
        tally["exact_hits"] += 1
    tally["total_captured"] += sum(hand["tricks"].get(s, 0) for s in seats)
    tally["points"] += sum(hand["scores"].get(s, 0) for s in seats[:1])
