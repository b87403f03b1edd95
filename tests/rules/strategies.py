"""Random legal games for every mode, for the property tests.

The generator plays its own table, independently of the rules core: it knows
who is due to call, the lowest legal raise, how many Money cards a pack holds
and how many tricks a hand has, and it deals the Money cards (and the Bull and
Bear) out into the tricks so that they add up exactly.  The core is then asked
to accept every event it made; a legal event the core refuses is a failure.

Two layers:

* plain builders that take a ``random.Random`` (usable without Hypothesis,
  e.g. to build fixed records for subprocess tests), and
* Hypothesis strategies that draw the structure (table size, partnership,
  settings, how many hands and of which kind) and one seed per hand for the
  details, which keeps generation fast while still shrinking the structure.
"""

from __future__ import annotations

import random
from functools import lru_cache
from dataclasses import dataclass, field
from typing import Any, Sequence

from hypothesis import strategies as st

from scorekeeper.rules import BidMade, Game, HandCounted, Passed, TrumpNamed
from scorekeeper.games.exact_bid import BidsMade, TricksCounted
from scorekeeper.games.make_a_million import MisdealCalled, MoneyDiscarded, PartnersNamed, TrickTaken
from scorekeeper.games.twenty_nine import PointsTrickTaken, RoyalsShown
from scorekeeper.games.rook import CountersTaken, NestShown

# The rules as the generator knows them (docs/rules.md), written out independently of the core.
MONEY_VALUES = (40000, 30000, 15000, 10000, 5000)
MONEY_PER_PACK = 400_000
#: players → (packs, tricks in a hand, cards in a trick, partnership modes)
MILLION_TABLES = {
    3: (1, 13, 4, ("dummy",)),
    4: (1, 13, 4, ("fixed", "called")),
    6: (2, 17, 6, ("fixed", "silent")),
    8: (2, 13, 8, ("fixed", "silent")),
}
SILENT_CARDS = {6: 2, 8: 3}
EDITION_COLORS = {"usd": ["red", "yellow", "black", "green"], "inr": ["red", "blue", "green", "yellow"]}
SUITS = ["hearts", "diamonds", "clubs", "spades"]
TWENTY_NINE_CARD_POINTS = [3] * 4 + [2] * 4 + [1] * 8  # J, 9, A, 10 of each suit
NAMES = ["A", "Z", "B", "Y", "C", "X", "D", "W"]
# Rook's decks: each counter face and how many the deck holds, the tricks of a hand, the points in play.
ROOK_COUNTERS = {"standard": {"5": 4, "10": 4, "14": 4, "rook": 1}, "kentucky": {"5": 4, "10": 4, "14": 4, "1": 4, "rook": 1}}
ROOK_TRICKS = {"standard": 9, "kentucky": 10}
ROOK_POINTS = {"standard": 120, "kentucky": 180}
ROOK_VALUES = {"5": 5, "10": 10, "14": 10, "1": 15, "rook": 20}

HAND_KINDS = ("tricks", "counts", "thrown_in", "misdeal")


@dataclass
class PlannedHand:
    """One hand as the generator made it: what kind it is and its events."""

    kind: str  # tricks / counts / thrown_in / misdeal / partial
    dealer: str
    events: list[Any]
    complete: bool = True


@dataclass(repr=False)
class Generated:
    """A generated game with the generator's own account of it."""

    game: Game
    hands: list[PlannedHand] = field(default_factory=list)

    @property
    def kind(self) -> str:
        return self.game.kind

    def __repr__(self) -> str:  # what Hypothesis prints for a failing example
        from scorekeeper.rules import game_to_record
        import json

        return f"Generated({json.dumps(game_to_record(self.game))})"


# -- auctions ---------------------------------------------------------------------------------
def round_up(amount: int, unit: int) -> int:
    return -(-amount // unit) * unit


def left_of(players: Sequence[str], player: str) -> str:
    return players[(players.index(player) + 1) % len(players)]


def play_auction(rnd: random.Random, players: Sequence[str], dealer: str, *, opening: int, step: int, unit: int,
                 cap: int, dealer_must_take: bool = False, pass_chance: float = 0.5) -> list[Any]:
    """A legal auction: from left of the dealer, skipping passed players, until all but one passed."""
    n = len(players)
    passed: set[str] = set()
    high: int | None = None
    bidder: str | None = None
    events: list[Any] = []
    seat = players.index(dealer) + 1
    while True:
        active = n - len(passed)
        if active == 0 or (active == 1 and bidder is not None):
            return events
        player = players[seat % n]
        seat += 1
        if player in passed:
            continue
        low = round_up(opening if high is None else high + step, unit)
        must_bid = dealer_must_take and high is None and player == dealer and len(passed) == n - 1
        if must_bid or (low <= cap and rnd.random() >= pass_chance):
            extra = rnd.choice((0, 0, 0, 0, 1, 1, 2, 3, 6))
            amount = min(low + extra * unit, cap - (cap - low) % unit) if low <= cap else low
            events.append(BidMade(player, amount))
            high, bidder = amount, player
        else:
            events.append(Passed(player))
            passed.add(player)


def auction_winner(events: Sequence[Any]) -> tuple[str | None, int | None]:
    bids = [e for e in events if isinstance(e, BidMade)]
    return (bids[-1].player, bids[-1].amount) if bids else (None, None)


# -- Make-a-Million ---------------------------------------------------------------------------
def million_settings(rnd: random.Random, n: int) -> dict[str, Any]:
    packs, _, _, modes = MILLION_TABLES[n]
    settings: dict[str, Any] = {
        "edition": rnd.choice(["usd", "inr"]),
        "partnership": rnd.choice(modes),
        "target": rnd.choice([1_000_000, 1_000_000, 500_000 * packs, 300_000 * packs]),
        "tie": rnd.choice(["play_on", "bidder"]),
        "all_pass": rnd.choice(["redeal", "redeal", "dealer_takes"]),
        "no_trump": rnd.random() < 0.8,
        "misdeal": rnd.random() < 0.8,
    }
    if rnd.random() < 0.1:
        settings["colors"] = ["rouge", "jaune", "noir", "vert"]
    return settings


def money_trick_hand(rnd: random.Random, players: Sequence[str], settings: dict[str, Any], bidder: str) -> list[Any]:
    """Discard, then the tricks: every Money card of the packs is either discarded or in one trick."""
    n = len(players)
    packs, tricks_per_hand, per_trick, _ = MILLION_TABLES[n]
    seats = [*players, "dummy"] if settings["partnership"] == "dummy" else list(players)
    cards = [v for v in MONEY_VALUES for _ in range(4 * packs)]
    rnd.shuffle(cards)
    events: list[Any] = []
    discard_count = rnd.choice((0, 0, 0, 0, 0, 1, 2, 3))
    if discard_count or rnd.random() < 0.1:  # sometimes "no Money card discarded" is entered
        discarded, cards = cards[:discard_count], cards[discard_count:]
        events.append(MoneyDiscarded(tuple(discarded)))
    specials = [c for _ in range(packs) for c in ("bull", "bear") if rnd.random() < 0.85]
    money: list[list[int]] = [[] for _ in range(tricks_per_hand)]
    bull_bear: list[list[str]] = [[] for _ in range(tricks_per_hand)]
    room = [per_trick] * tricks_per_hand
    for card in [*cards, *specials]:
        trick = rnd.choice([i for i in range(tricks_per_hand) if room[i]])
        room[trick] -= 1
        (bull_bear[trick] if isinstance(card, str) else money[trick]).append(card)
    for i in range(tricks_per_hand):
        rnd.shuffle(bull_bear[i])  # the order they were played in
        events.append(TrickTaken(rnd.choice(seats), tuple(money[i]), tuple(bull_bear[i])))
    return events


def million_partners(rnd: random.Random, players: Sequence[str], mode: str, bidder: str) -> list[Any]:
    others = [p for p in players if p != bidder]
    if mode == "called":
        return [PartnersNamed(() if rnd.random() < 0.15 else (rnd.choice(others),))]
    if mode == "silent":
        most = SILENT_CARDS[len(players)]
        return [PartnersNamed(tuple(rnd.sample(others, rnd.choice([0, *range(1, most + 1), most]))))]
    if mode == "dummy" and rnd.random() < 0.5:
        return [PartnersNamed(("dummy",))]
    return []


def million_hand(rnd: random.Random, players: Sequence[str], dealer: str, settings: dict[str, Any], kind: str) -> list[Any]:
    """The events of one Make-a-Million hand of the given kind (a legal one)."""
    n = len(players)
    packs = MILLION_TABLES[n][0]
    if kind == "misdeal":
        return [MisdealCalled(rnd.choice(players))]
    dealer_takes = settings.get("all_pass") == "dealer_takes"
    auction = play_auction(
        rnd, players, dealer, opening=175_000 * packs, step=10_000, unit=5_000, cap=MONEY_PER_PACK * packs,
        dealer_must_take=dealer_takes, pass_chance=1.0 if kind == "thrown_in" else rnd.choice((0.3, 0.5, 0.7)))
    bidder, _ = auction_winner(auction)
    if bidder is None:
        return auction
    colors = settings.get("colors") or EDITION_COLORS[settings["edition"]]
    events = [*auction, TrumpNamed(rnd.choice([*colors, *(["none"] if settings["no_trump"] else [])]))]
    events += million_partners(rnd, players, settings["partnership"], bidder)
    if kind == "counts":
        # together within 100,000 of the Money in play: what the packs can give with Bull or Bear
        together = MONEY_PER_PACK * packs + rnd.randint(-20, 20) * 5000
        mine = rnd.randint(0, together // 5000) * 5000
        events.append(HandCounted(mine, together - mine))
    else:
        events += money_trick_hand(rnd, players, settings, bidder)
    return events


def next_dealer(players: Sequence[str], dealer: str, hand: PlannedHand) -> str:
    return dealer if hand.kind == "misdeal" else left_of(players, dealer)


def build_game(kind: str, players: Sequence[str], dealer: str, settings: dict[str, Any],
               plan: Sequence[tuple[str, int]], partial_seed: int | None = None) -> Generated:
    """Play the planned hands (kind, seed) until the plan runs out or the game is over.

    With ``partial_seed`` a game still in progress ends in an unfinished hand.
    """
    game = Game.new(kind, players, dealer, settings)
    generated = Generated(game)
    for hand_kind, seed in plan:
        if game.table.finished:
            break
        planned = _plan_hand(kind, random.Random(seed), game, dealer, hand_kind, len(generated.hands) + 1)
        game = game.with_events(game.events + tuple(planned.events))
        generated.hands.append(planned)
        dealer = next_dealer(players, dealer, planned)
    if partial_seed is not None and not game.table.finished:
        rnd = random.Random(partial_seed)
        full = _plan_hand(kind, rnd, game, dealer, rnd.choice(("tricks", "counts", "tricks")), len(generated.hands) + 1)
        if len(full.events) > 1:
            cut = rnd.randint(1, len(full.events) - 1)
            partial = PlannedHand("partial", dealer, full.events[:cut], complete=False)
            game = game.with_events(game.events + tuple(partial.events))
            if not game.table.hands or game.table.current is not None:
                generated.hands.append(partial)
            else:  # pragma: no cover - a prefix never completes a hand
                raise AssertionError("a prefix of a hand completed it")
    generated.game = game
    return generated


def _plan_hand(kind: str, rnd: random.Random, game: Game, dealer: str, hand_kind: str, number: int) -> PlannedHand:
    players, settings = game.players, dict(game.settings)
    if kind == "make-a-million":
        if hand_kind == "misdeal" and not settings["misdeal"]:
            hand_kind = "tricks"
        events = million_hand(rnd, players, dealer, settings, hand_kind)
    elif kind == "rook":
        events = rook_hand(rnd, players, dealer, settings, hand_kind)
    elif kind == "twenty-nine":
        hand_kind = "tricks" if hand_kind == "misdeal" else hand_kind
        events = twenty_nine_hand(rnd, players, dealer, settings, hand_kind)
    else:
        hand_kind = "tricks"
        events = exact_bid_deal(rnd, players, settings, number)
    if kind != "exact-bid" and hand_kind != "misdeal":
        bid = any(isinstance(e, BidMade) for e in events)
        if not bid:
            hand_kind = "thrown_in"
        elif hand_kind == "thrown_in":  # the dealer had to take the bid (all_pass: dealer_takes)
            hand_kind = "tricks"
    return PlannedHand(hand_kind, dealer, events)


# -- Twenty-nine ------------------------------------------------------------------------------
def twenty_nine_settings(rnd: random.Random) -> dict[str, Any]:
    last = rnd.random() < 0.7
    min_bid = rnd.choice((15, 15, 16))
    return {"min_bid": min_bid, "last_trick_point": last,
            "double_from": rnd.choice((None, None, 21)), "target": rnd.choice((6, 6, 2, 3))}


def twenty_nine_hand(rnd: random.Random, players: Sequence[str], dealer: str, settings: dict[str, Any], kind: str) -> list[Any]:
    most = 29 if settings["last_trick_point"] else 28
    auction = play_auction(rnd, players, dealer, opening=settings["min_bid"], step=1, unit=1, cap=most,
                           pass_chance=1.0 if kind == "thrown_in" else rnd.choice((0.4, 0.6)))
    bidder, _ = auction_winner(auction)
    if bidder is None:
        return auction
    events = [*auction, TrumpNamed(rnd.choice(SUITS))]
    royals = rnd.random() < 0.3
    if kind == "counts":
        if royals:
            events.append(RoyalsShown(rnd.choice(players)))
        events.append(HandCounted(rnd.randint(0, most)))
        return events
    points = [0] * 8
    room = [4] * 8  # 32 cards, 4 a trick
    for card in TWENTY_NINE_CARD_POINTS:
        trick = rnd.choice([i for i in range(8) if room[i]])
        room[trick] -= 1
        points[trick] += card
    tricks = [PointsTrickTaken(rnd.choice(players), p) for p in points]
    if royals:  # shown only after that side has won a trick
        winners = {t.winner for t in tricks}
        events.append(RoyalsShown(rnd.choice([p for p in players if {p, partner_of(players, p)} & winners])))
    return events + tricks


# -- Rook -------------------------------------------------------------------------------------
def rook_settings(rnd: random.Random) -> dict[str, Any]:
    return {"deck": rnd.choice(("standard", "standard", "kentucky")), "nest_to": rnd.choice(("last_trick", "bidder")),
            "all_points_bonus": rnd.choice((0, 0, 20)), "target": rnd.choice((300, 300, 150, 500)),
            "all_pass": rnd.choice(("redeal", "redeal", "dealer_takes"))}


def rook_hand(rnd: random.Random, players: Sequence[str], dealer: str, settings: dict[str, Any], kind: str) -> list[Any]:
    if kind == "misdeal":
        return [MisdealCalled(rnd.choice(players))]
    deck = settings["deck"]
    points = ROOK_POINTS[deck]
    auction = play_auction(rnd, players, dealer, opening=70, step=5, unit=5, cap=points + settings["all_points_bonus"],
                           dealer_must_take=settings["all_pass"] == "dealer_takes",
                           pass_chance=1.0 if kind == "thrown_in" else rnd.choice((0.4, 0.6)))
    bidder, _ = auction_winner(auction)
    if bidder is None:
        return auction
    events = [*auction, TrumpNamed(rnd.choice(("red", "yellow", "black", "green")))]
    if kind == "counts":
        mine = 5 * rnd.randint(0, points // 5)
        return events + [HandCounted(mine, points - mine)]
    tricks = ROOK_TRICKS[deck]
    held: list[list[str]] = [[] for _ in range(tricks + 1)]  # the last one is the nest
    room = [4] * tricks + [5]
    for face, count in ROOK_COUNTERS[deck].items():
        for _ in range(count):
            place = rnd.choice([i for i in range(tricks + 1) if room[i]])
            room[place] -= 1
            held[place].append(face)
    side = players[players.index(rnd.choice(players)) % 2::2]  # now and then one side takes every trick
    takers = side if rnd.random() < 0.2 else players
    events += [CountersTaken(rnd.choice(takers), tuple(held[i])) for i in range(tricks)]
    return events + ([NestShown(tuple(held[-1]))] if held[-1] else [])


def partner_of(players: Sequence[str], player: str) -> str:
    return players[(players.index(player) + 2) % 4]


# -- Exact bid --------------------------------------------------------------------------------
def exact_bid_settings(rnd: random.Random, n: int) -> dict[str, Any]:
    most = 54 // n
    return {"start_cards": rnd.choice([min(13, most), rnd.randint(1, min(4, most))]),
            "edition": rnd.choice(["usd", "inr"])}


def exact_bid_deal(rnd: random.Random, players: Sequence[str], settings: dict[str, Any], number: int) -> list[Any]:
    cards = settings["start_cards"] - number + 1
    events: list[Any] = []
    if rnd.random() < 0.5:
        events.append(TrumpNamed(rnd.choice(EDITION_COLORS[settings["edition"]])))
    events.append(BidsMade(tuple((p, rnd.randint(0, cards)) for p in players)))
    took = dict.fromkeys(players, 0)
    for _ in range(cards):
        took[rnd.choice(players)] += 1
    events.append(TricksCounted(tuple((p, took[p]) for p in players)))
    return events


# -- Hypothesis strategies --------------------------------------------------------------------
seeds = st.integers(min_value=0, max_value=2**32 - 1)
_SEED_OR_NONE = st.none() | seeds

# The strategies a game's draws use are made once for each set of arguments and kept: hypothesis checks every
# strategy it is given the first time, and one made anew for each example was checked anew each time (about a
# tenth of the property tests' CPU). The same strategies, so the same values are drawn.


@lru_cache(maxsize=None)
def _plan(max_hands: int, kinds: Sequence[str] = HAND_KINDS) -> st.SearchStrategy[list[tuple[str, int]]]:
    kind = st.sampled_from([k for k in kinds for _ in range({"tricks": 4, "counts": 2}.get(k, 1))])
    return st.lists(st.tuples(kind, seeds), min_size=0, max_size=max_hands)


@lru_cache(maxsize=None)
def _one_of(choices: tuple[Any, ...]) -> st.SearchStrategy[Any]:
    return st.sampled_from(choices)


@st.composite
def million_games(draw: st.DrawFn, players: Sequence[int] = (3, 4, 6, 8), partnership: str | None = None,
                  max_hands: int = 6, kinds: Sequence[str] = HAND_KINDS) -> Generated:
    n = draw(_one_of(tuple(players)))
    rnd = random.Random(draw(seeds))
    settings = million_settings(rnd, n)
    if partnership is not None:
        settings["partnership"] = partnership
    seated = NAMES[:n]
    dealer = draw(_one_of(tuple(seated)))
    plan = draw(_plan(max_hands, tuple(kinds)))
    partial = draw(_SEED_OR_NONE)
    return build_game("make-a-million", seated, dealer, settings, plan, partial)


@st.composite
def twenty_nine_games(draw: st.DrawFn, max_hands: int = 8) -> Generated:
    rnd = random.Random(draw(seeds))
    seated = ["North", "East", "South", "West"]
    dealer = draw(_one_of(tuple(seated)))
    plan = draw(_plan(max_hands, ("tricks", "counts", "thrown_in")))
    return build_game("twenty-nine", seated, dealer, twenty_nine_settings(rnd), plan, draw(_SEED_OR_NONE))


@st.composite
def exact_bid_games(draw: st.DrawFn) -> Generated:
    n = draw(st.integers(min_value=2, max_value=8))
    rnd = random.Random(draw(seeds))
    settings = exact_bid_settings(rnd, n)
    seated = NAMES[:n]
    plan = draw(_plan(settings["start_cards"], ("tricks",)))
    return build_game("exact-bid", seated, draw(_one_of(tuple(seated))), settings, plan, draw(_SEED_OR_NONE))


@st.composite
def rook_games(draw: st.DrawFn, max_hands: int = 6) -> Generated:
    rnd = random.Random(draw(seeds))
    seated = ["Ann", "Bo", "Cy", "Di"]
    dealer = draw(_one_of(tuple(seated)))
    return build_game("rook", seated, dealer, rook_settings(rnd), draw(_plan(max_hands)), draw(_SEED_OR_NONE))


def any_games(max_hands: int = 6) -> st.SearchStrategy[Generated]:
    return st.one_of(million_games(max_hands=max_hands), twenty_nine_games(max_hands=max_hands), exact_bid_games(),
                     rook_games(max_hands=max_hands))


def fixed_side_games() -> st.SearchStrategy[Generated]:
    """Games where partners share every score: fixed Make-a-Million and Twenty-nine."""
    return st.one_of(million_games(players=(4, 6, 8), partnership="fixed"), twenty_nine_games(), rook_games())


def record_of(rnd: random.Random, kind: str = "make-a-million", hands: int = 4) -> dict[str, Any]:
    """A valid record built without Hypothesis (for subprocess tests and benchmarks)."""
    from scorekeeper.rules import game_to_record

    if kind == "make-a-million":
        n = rnd.choice([3, 4, 6, 8])
        settings = million_settings(rnd, n)
        seated = NAMES[:n]
    elif kind == "twenty-nine":
        settings, seated = twenty_nine_settings(rnd), ["North", "East", "South", "West"]
    else:
        n = rnd.randint(2, 8)
        settings, seated = exact_bid_settings(rnd, n), NAMES[:n]
    plan = [(rnd.choice(("tricks", "tricks", "counts", "thrown_in", "misdeal")), rnd.getrandbits(32)) for _ in range(hands)]
    return game_to_record(build_game(kind, seated, rnd.choice(seated), settings, plan).game)
