"""Make-a-Million (Parker Brothers, 1934): docs/rules.md section 1.

One hand: an auction, the widow and trump, then tricks whose Money cards
(multiplied by a Bull, cancelled by a Bear) each side counts.  The bidder's
side scores its count if it reached the bid, else minus the bid; the other
side always scores its count.  First to the target (1,000,000) wins.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable, Iterable, Mapping, Sequence

from . import parts
from .auction import BidRules
from .bidding import BiddingHand
from .bidding import bid_outcome
from .bidding import quick_raises as quick_raises  # the same one-tap raises for every bidding game
from .tallies import HandReport, Tally, tally_bid_hand
from .errors import Amount, RecordError, RuleError, grouped
from .events import (BidMade, CardCalled, Event, HandCounted, MisdealCalled, MoneyDiscarded, PartnersNamed,
                     Passed, TrickTaken, TrumpNamed)
from .interface import winner_line as winner_line  # the table's result line, the same for every game
from .interface import Choice, Needed, Outcome, ScoreGroup, Side, seating_name
from .names import name_key
from .seating import alternate_side, names
from .settings import merge, require, require_bool, require_choice, require_int

if TYPE_CHECKING:
    from .game import Game
    from .interface import Hand

KIND = "make-a-million"
TITLE = "Make-a-Million"

MONEY_VALUES = (40000, 30000, 15000, 10000, 5000)
RANKS = ("40000", "30000", "15000", "11", "10000", "9", "8", "7", "5000", "4", "3", "2", "1")  # high to low
SPECIAL_CARDS = ("tiger", "bull", "bear")
MONEY_PER_PACK = 4 * sum(MONEY_VALUES)  # 400,000
DUMMY = "dummy"
NO_TRUMP = "none"

EDITIONS: dict[str, dict[str, Any]] = {
    "usd": {"currency": "$", "tiger": "Tiger", "bull": "Bull", "bear": "Bear",
            "colors": ["red", "yellow", "black", "green"]},
    "inr": {"currency": "₹", "tiger": "Bengal Tiger", "bull": "Lion of India", "bear": "Bear",
            "colors": ["red", "blue", "green", "yellow"]},
}

# players → (packs, cards each, the partnership modes the rules allow)
TABLES: dict[int, tuple[int, int, tuple[str, ...]]] = {
    3: (1, 13, ("dummy",)),
    4: (1, 13, ("fixed", "called")),
    6: (2, 17, ("fixed", "silent")),
    8: (2, 13, ("fixed", "silent")),
}
PLAYER_COUNTS: tuple[int, ...] = tuple(TABLES)
SILENT_CARDS = {6: 2, 8: 3}
_NEXT_TRICK = ("trick",)  # marks "the trick being entered" without formatting its number each time  # cards the bidder lays face up in a silent-partner game

PARTNERSHIP_HELP = {
    "fixed": "two sides, partners alternate around the table",
    "called": "the bidder calls a card; its holder is the secret partner",
    "silent": "the bidder lays cards face up; holders of the duplicates are partners",
    "dummy": "three players: the bidder plays an exposed dummy hand as partner",
}


def packs_for(player_count: int) -> int:
    return TABLES[player_count][0] if player_count in TABLES else 1


def default_settings(player_count: int) -> dict[str, Any]:
    """docs/rules.md's defaults for a table of this size, with what each means."""
    packs = packs_for(player_count)
    return {
        "edition": "usd",
        "partnership": "dummy" if player_count == 3 else "fixed",
        "target": 1_000_000,
        "opening_bid": 175_000 * packs,
        "bid_step": 10_000,
        "bid_unit": 5_000,
        "max_bid": MONEY_PER_PACK * packs,
        "all_pass": "redeal",
        "tie": "play_on",
        "both_over": "highest",
        "no_trump": True,
        "bull_bear_any_time": False,
        "trump_not_led_until_played": False,
        "misdeal": True,
        "colors": None,  # None: the edition's own color names
        "indian_grouping": False,
    }


SETTING_HELP = {
    "edition": "Dollar ($) or Rupee (₹) pack: card names, colors and currency",
    "partnership": "How sides are formed",
    "target": "The score that wins the game",
    "opening_bid": "The lowest first bid of an auction",
    "bid_step": "Every later bid is at least this much higher",
    "bid_unit": "Bids are whole multiples of this",
    "max_bid": "No bid may be above this (the money in play)",
    "all_pass": "When everyone passes: redeal (deal passes left) or the dealer must bid",
    "tie": "An exact tie at the target: play another hand, or the bidder's side wins",
    "both_over": "Both sides over the target in one hand: the highest score wins, or the side that won the bid",
    "no_trump": "The bidder may call no trump",
    "bull_bear_any_time": "Bull and Bear may be played at any time (Rupee variation)",
    "trump_not_led_until_played": "Trump may not be led until it has been played",
    "misdeal": "A player with 15,000 or less in Money cards may call a new deal",
    "colors": "Names of the four colors",
    "indian_grouping": "Show rupees as ₹1,75,000",
}


def _is_dummy_word(name: str) -> bool:
    return name_key(name).strip() == DUMMY


def check_player_names(players: Sequence[str], settings: Mapping[str, Any]) -> None:
    """In a dummy game "dummy" names the dummy's seat (a trick it takes, the bidder's partner), so no
    player may be called that, in any case or spelling: the two would be one word in every record."""
    if settings["partnership"] == "dummy":
        for p in players:
            if _is_dummy_word(p):
                raise RuleError('{p!r} cannot be a player\'s name in a dummy game: "dummy" is the name of the '
                                "dummy's seat; add an initial or use another name", p=p)


def unambiguous_for_record(game: Game) -> Game:
    """The game as its record is written: never a player and the dummy's seat under one word.

    A dummy game stored before "dummy" was reserved may seat a player called that; every
    trick and partner written "dummy" was scored as the dummy's seat, so the player (in the
    seating, the deal and the auction, where only players act) is written ``dummy (player)``
    and the record scores exactly as the stored game does.  Any other game is returned as it is.
    """
    if game.settings.get("partnership") != "dummy" or not any(_is_dummy_word(p) for p in game.players):
        return game
    from .game import Game

    taken = {name_key(p) for p in game.players}
    new_name = next(name for name in (f"{DUMMY} (player)", *(f"{DUMMY} (player {k})" for k in range(2, 9)))
                    if name_key(name) not in taken)

    def seat(name: str) -> str:
        return new_name if _is_dummy_word(name) else name

    renamed = Game.new(game.kind, [seat(p) for p in game.players], seat(game.dealer), game.settings, stored=True)
    for event in game.events:
        if isinstance(event, (BidMade, Passed, MisdealCalled)):
            event = event._replace(player=seat(event.player))
        renamed = renamed.play(event)
    return renamed


def resolve_settings(players: Sequence[str], given: Mapping[str, Any]) -> dict[str, Any]:
    n = len(players)
    if n not in TABLES:
        raise RuleError("Make-a-Million is played by 3, 4, 6 or 8 players, not {n}", n=n)
    s = merge(default_settings(n), given, TITLE)
    require_choice(s, "edition", tuple(EDITIONS))
    modes = TABLES[n][2]
    require(s, "partnership", s["partnership"] in modes,
            f"one of {', '.join(modes)} with {n} players")
    money = MONEY_PER_PACK * packs_for(n)
    require_int(s, "target", 1, 100_000_000)
    require_int(s, "bid_unit", 1, money)
    require_int(s, "bid_step", 1, money)
    require_int(s, "opening_bid", 1, money * 4)
    require_int(s, "max_bid", s["opening_bid"], money * 4)
    require_choice(s, "all_pass", ("redeal", "dealer_takes"))
    require_choice(s, "tie", ("play_on", "bidder"))
    require_choice(s, "both_over", ("highest", "bidder"))
    for flag in ("no_trump", "bull_bear_any_time", "trump_not_led_until_played", "misdeal", "indian_grouping"):
        require_bool(s, flag)
    colors = s["colors"]
    if colors is not None:
        ok = (isinstance(colors, list) and len(colors) == 4
              and all(isinstance(c, str) and c.strip() and c != NO_TRUMP for c in colors) and len(set(colors)) == 4)
        require(s, "colors", ok, "four different color names")
    return s


def colors(settings: Mapping[str, Any]) -> list[str]:
    return list(settings.get("colors") or EDITIONS[settings["edition"]]["colors"])


def card_name(settings: Mapping[str, Any], card: str) -> str:
    """``bull`` → ``Bull`` or ``Lion of India``: the edition's name for a special card."""
    return str(EDITIONS[settings["edition"]][card])


def card_keys(settings: Mapping[str, Any]) -> list[str]:
    """Every card of the pack as the record writes it: "tiger", "bull", "bear", "red 40000", "red 11", ..."""
    return [*SPECIAL_CARDS, *(f"{color} {rank}" for color in colors(settings) for rank in RANKS)]


def card_label(settings: Mapping[str, Any], card: str) -> str:
    """A card as the table says it in a sentence: "the Tiger", "the red $40,000", "the red 11"."""
    return "the " + _card_words(settings, card)


def _card_words(settings: Mapping[str, Any], card: str) -> str:
    if card in SPECIAL_CARDS:
        return card_name(settings, card)
    color, _, rank = card.rpartition(" ")
    value = int(rank) if rank.isdigit() else 0
    return f"{color} {money_format(settings)(value) if value in MONEY_VALUES else rank}"


def called_card_choices(settings: Mapping[str, Any]) -> list[Choice]:
    """The cards a bidder may call, the Tiger first (the usual call): "Tiger", "red $40,000", ..."""
    return [Choice(key, _card_words(settings, key)) for key in card_keys(settings)]


# Short amounts (a chart's axis) name the same units as the grouping shows: lakhs and crores
# where rupees are grouped the Indian way (₹10,00,000 → ₹10L), thousands and millions otherwise.
SHORT_UNITS = ((1_000_000, "M"), (1_000, "K"))
SHORT_UNITS_INDIAN = ((10_000_000, "Cr"), (100_000, "L"), (1_000, "K"))


def money_format(settings: Mapping[str, Any], *, short: bool = False) -> Callable[[int], str]:
    """Amounts with the edition's currency: ``$215,000``, ``₹1,75,000``, ``−$240,000``.

    ``short=True``: the same amounts for a chart's axis, in the same currency and
    grouping: ``$1M``, ``$250K``, ``₹10L``, ``₹2.5L``, ``₹1.75L``, ``₹1Cr`` (two
    decimals at most; an amount that needs more is written in full).
    """
    sign: str = EDITIONS[settings["edition"]]["currency"]
    indian = settings["edition"] == "inr" and bool(settings.get("indian_grouping"))
    units = SHORT_UNITS_INDIAN if indian else SHORT_UNITS

    def digits_of(amount: int) -> str:
        if short:
            for size, word in units:
                if amount >= size and (amount * 100) % size == 0:
                    whole, hundredths = divmod(amount * 100 // size, 100)
                    decimals = f".{hundredths:02d}".rstrip("0") if hundredths else ""
                    return f"{whole}{decimals}{word}"
        return indian_grouped(amount) if indian else f"{amount:,}"

    def fmt(amount: int) -> str:
        return ("−" if amount < 0 else "") + sign + digits_of(abs(amount))

    return fmt


def indian_grouped(amount: int) -> str:
    """175000 → 1,75,000 (lakhs and crores)."""
    text = str(amount)
    if len(text) <= 3:
        return text
    head, tail = text[:-3], text[-3:]
    groups: list[str] = []
    while len(head) > 2:
        groups.insert(0, head[-2:])
        head = head[:-2]
    return ",".join([head, *groups, tail]) if head else ",".join([*groups, tail])


def trick_value(money: Sequence[int], bull_bear: Sequence[str]) -> int:
    """docs/rules.md 1.7: the last of the Bulls/Bears a Bear → 0, else × 2 for every Bull."""
    count = sum(money)
    if not bull_bear:
        return count
    if bull_bear[-1] == "bear":
        return 0
    return count << bull_bear.count("bull")  # × 2 for every Bull


def trick_arithmetic(money: Sequence[int], bull_bear: Sequence[str], fmt: Callable[[int], str], settings: Mapping[str, Any]) -> str:
    """How a trick's value came about, in words a table can check."""
    count = " + ".join(fmt(m) for m in money) if money else fmt(0)
    if len(money) > 1:
        count += f" = {fmt(sum(money))}"
    if not bull_bear:
        return count
    order = ", ".join(card_name(settings, c) for c in bull_bear)
    if bull_bear[-1] == "bear":
        return f"{count}; {order}: {card_name(settings, 'bear')} last → {fmt(0)}"
    factor = 2 ** bull_bear.count("bull")
    return f"{count}; {order} → × {factor} = {fmt(trick_value(money, bull_bear))}"


class _TableSetup:
    """What every hand of one game shares (the auction's numbers, the money format, the seats),
    worked out once per game rather than once per hand: a long record opens thousands of hands."""

    __slots__ = ("bid_rules", "packs", "tricks_per_hand", "cards_per_trick", "money_in_play", "partners", "fmt",
                 "seats", "players", "trumps", "fixed_sides")

    def __init__(self, game: Any) -> None:
        s, n = game.settings, len(game.players)
        dummy = s["partnership"] == "dummy"
        self.bid_rules = BidRules(s["opening_bid"], s["bid_step"], s["bid_unit"], s["max_bid"],
                                  s["all_pass"] == "dealer_takes")
        self.packs, self.tricks_per_hand, _ = TABLES[n]
        self.cards_per_trick = 4 if dummy else n
        self.money_in_play = MONEY_PER_PACK * self.packs
        self.partners: tuple[str, ...] | None = (DUMMY,) if dummy else None
        self.fmt = money_format(s)
        self.seats: tuple[str, ...] = (*game.players, DUMMY) if dummy else tuple(game.players)
        self.players: tuple[str, ...] = tuple(game.players)
        self.trumps = [*colors(s), *([NO_TRUMP] if s["no_trump"] else [])]  # what the bidder may name
        self.fixed_sides: dict[str, tuple[str, ...]] = {}

    def fixed_side(self, bidder: str) -> tuple[str, ...]:
        """Fixed partners alternate around the table: the bidder first, then the partners in seat order."""
        side = self.fixed_sides.get(bidder)
        if side is None:
            side = self.fixed_sides[bidder] = (bidder, *[p for p in alternate_side(self.players, bidder)
                                                         if p != bidder])
        return side

    @classmethod
    def of(cls, game: Any) -> "_TableSetup":
        """The game's setup, kept on the game (a game's settings and players never change)."""
        kept = getattr(game, "__dict__", None)
        if kept is None:
            return cls(game)
        setup = kept.get("_million_setup")
        if type(setup) is not cls:
            setup = kept["_million_setup"] = cls(game)
        return setup


class MillionHand(BiddingHand):
    """One hand of Make-a-Million, built up event by event."""

    # Its own fields as slots: read on every event, and with the shared ones (BiddingHand's, the
    # replay's) more than an instance dict keeps compact, which made every attribute a dict lookup.
    __slots__ = ("_table", "packs", "tricks_per_hand", "cards_per_trick", "money_in_play", "misdeal_by", "partners",
                 "partners_named", "called_card", "discarded", "discard_entered", "tricks", "counts", "_final_side",
                 "_money_seen", "_specials_seen", "fmt", "_seats", "made", "bidder_count", "other_count")

    def __init__(self, game: Any, number: int, dealer: str) -> None:
        self._table = table = _TableSetup.of(game)
        super().__init__(game, number, dealer, table.bid_rules)
        self.packs, self.tricks_per_hand = table.packs, table.tricks_per_hand
        self.cards_per_trick, self.money_in_play = table.cards_per_trick, table.money_in_play
        self.misdeal_by: str | None = None
        self.partners: tuple[str, ...] | None = table.partners
        self.partners_named = False
        self.called_card: str | None = None
        self.discarded: tuple[int, ...] = ()
        self.discard_entered = False  # an empty discard is entered too ("no Money card discarded")
        self.tricks: list[TrickTaken] = []
        self.counts: HandCounted | None = None
        self._final_side: tuple[str, ...] | None = None
        self._money_seen: dict[int, int] = dict.fromkeys(MONEY_VALUES, 0)
        self._specials_seen: dict[str, int] = {"bull": 0, "bear": 0}
        self.fmt = table.fmt
        self._seats = table.seats  # who can win a trick

    # -- who, what, when --------------------------------------------------------------
    @property
    def mode(self) -> str:
        return str(self.settings["partnership"])

    @property
    def phase(self) -> str:
        """auction → declare (widow, trump) → play → partners (if still unknown) → done."""
        if self.complete:
            return "done"
        if not self.auction.over:
            return "auction"
        if self.trump is None:
            return "declare"
        if len(self.tricks) == self.tricks_per_hand or self.counts is not None:
            return "partners"
        return "play"

    def to_act(self) -> str | None:
        phase = self.phase
        if phase == "auction":
            return self.auction.to_call()
        if phase in ("declare", "partners"):
            return self.bidder
        if phase == "play":
            return self.tricks[-1].winner if self.tricks else self.bidder
        return None

    def prompt(self) -> str:
        phase, fmt = self.phase, self.fmt
        if phase == "auction":
            return self.auction_prompt(fmt)
        if phase == "declare":
            return f"{self.bidder} won the bid at {fmt(self.bid or 0)} · takes the widow, discards and names trump"
        if phase == "play":
            return f"Trick {len(self.tricks) + 1} of {self.tricks_per_hand} · {self.to_act()} leads"
        if phase == "partners":
            return f"Who partnered {self.bidder}? Name the partners to score the hand"
        return ""

    def location(self) -> str:
        """Where the last event went ("call 4", "trick 13", "trump"), for messages."""
        if self._where is _NEXT_TRICK:
            return f"trick {len(self.tricks) + 1}"
        return super().location()

    @property
    def bidder_side(self) -> Side:
        """The bidder first, then the partners in seating order (as far as known), as the record lists it."""
        if self._final_side is not None:
            return Side(self._final_side)
        bidder = self.bidder
        if bidder is None:
            return Side()
        if self.mode == "fixed":
            return Side(self._table.fixed_side(bidder))
        partners = self.partners or ()
        seated = [p for p in self.players if p in partners and p != bidder]
        # the dummy's seat only in a dummy game: elsewhere "dummy" can be a player's name
        return Side((bidder, *seated, *([DUMMY] if self.mode == "dummy" else [])))

    def other_side(self) -> list[str]:
        side = set(self.bidder_side)
        return [p for p in self.players if p not in side]

    def cards_left(self) -> dict[Any, int]:
        """How many of each Money card (and Bull, Bear) are still unplayed."""
        left: dict[Any, int] = {v: 4 * self.packs - self._money_seen[v] for v in MONEY_VALUES}
        for card in ("bull", "bear"):
            left[card] = self.packs - self._specials_seen[card]
        return left

    def running_counts(self) -> tuple[int, int]:
        """(bidder's side, other side) counted so far, after Bull/Bear."""
        return self._counts_of(set(self.bidder_side))

    def _counts_of(self, side: set[str]) -> tuple[int, int]:
        """(``side``, everyone else) counted so far: the counts entered, or the tricks' values."""
        if self.counts is not None:
            return self.counts.bidder_side, self.counts.other_side or 0
        mine = other = 0
        for winner, money, bull_bear in self.tricks:
            if winner in side:
                mine += trick_value(money, bull_bear)
            else:
                other += trick_value(money, bull_bear)
        return mine, other

    def still_needed(self) -> int:
        """What the bidder's side still needs to reach the bid (0 once reached)."""
        return max(0, (self.bid or 0) - self.running_counts()[0])

    # -- events -------------------------------------------------------------------------
    def apply(self, event: Event) -> None:
        kind = type(event)
        if type(event) is TrickTaken:  # by far the most common event: kept short
            self._where = _NEXT_TRICK
            if self._trick(event):
                self._finish_if_done()
            return
        if type(event) is BidMade or type(event) is Passed:
            self._call(event)
            return
        if type(event) is TrumpNamed:
            self._name_trump(event.trump, self._table.trumps)
        elif type(event) is PartnersNamed:
            self._where = ("partners",)
            self._partners(event.partners)
        elif type(event) is MoneyDiscarded:
            self._where = ("discarded money",)
            self._discard(event.values)
        elif type(event) is HandCounted:
            self._where = ("counts",)
            self._counts(event)
        elif type(event) is CardCalled:
            self._where = ("called card",)
            self._call_card(event.card)
        elif type(event) is MisdealCalled:
            self._where = ("misdeal",)
            self._misdeal(event.player)
        else:
            raise RuleError("a {t} event has no place in Make-a-Million", t=getattr(event, "TYPE", kind))
        self._finish_if_done()

    def _misdeal(self, player: str) -> None:
        if not self.settings["misdeal"]:
            raise RuleError("misdeals are not allowed at this table (setting misdeal)")
        if player not in self.players:
            raise RuleError("{p} is not at this table ({all})", p=player, all=names(self.players))
        if self.auction.calls:
            raise RuleError("a misdeal is called before the first call; this auction has begun")
        self.misdeal_by = player
        self.passes_deal = False
        self.complete = True
        self.scores = {p: 0 for p in self.players}

    def _partners(self, partners: tuple[str, ...]) -> None:
        """Partners as they are revealed: all at once, or (silent partners) one at a time, at any trick.

        Each naming adds to the partners known so far and the running count follows at
        once.  Once any partner is named, the hand is scored after its last trick, so a
        partner revealed in the last trick is named before that trick is entered.
        """
        bidder = self._after_auction("partners")
        mode = self.mode
        if mode == "fixed":
            raise RuleError("partners are fixed in this game (they alternate around the table); do not name them")
        known = tuple(self.partners or ()) if self.partners_named else ()
        if self.partners_named and not self.more_partners_possible:
            raise RuleError("the partners are already named for this hand; correct that event instead")
        partners = tuple(partners)
        if len(set(partners)) != len(partners):
            raise RuleError("a partner is named twice: {p}", p=names(partners))
        if mode == "dummy":
            if partners != (DUMMY,):
                raise RuleError('in a dummy game the bidder\'s partner is the dummy: partners must be ["dummy"]')
        else:
            if known and not partners:
                raise RuleError("no new partner named; {k} {v} already known", k=names(known),
                                v="is" if len(known) == 1 else "are")
            for p in partners:
                if p not in self.players:
                    raise RuleError("partner {p} is not at this table ({all})", p=p, all=names(self.players))
                if p == bidder:
                    raise RuleError("{b} is the bidder and cannot also be a partner", b=bidder)
                if p in known:
                    raise RuleError("{p} is already named as a partner in this hand", p=p)
            most = self.most_partners
            if len(known) + len(partners) > most:
                why = ("the called card has one holder" if mode == "called"
                       else f"the bidder lays {most} cards face up")
                raise RuleError("{n} partners named but at most {most} can be: {why}",
                                n=len(known) + len(partners), most=most, why=why)
        self.partners = known + partners
        self.partners_named = True

    @property
    def most_partners(self) -> int:
        """How many partners the bidder can have: the called card's holder, or one per card laid face up."""
        if self.mode == "silent":
            return SILENT_CARDS[len(self.players)]
        return 1

    @property
    def more_partners_possible(self) -> bool:
        """More silent partners may still be revealed in this hand (called partners are named once)."""
        if self.complete or self.mode not in ("called", "silent"):
            return False
        if not self.partners_named:
            return True
        return self.mode == "silent" and len(self.partners or ()) < self.most_partners

    def _call_card(self, card: str) -> None:
        self._after_auction("called card")
        if self.mode != "called":
            raise RuleError("only a called-partner game calls a card; this game's partners are {m}", m=self.mode)
        if self.called_card is not None:
            raise RuleError("the called card is already {c}; correct that event instead",
                            c=card_label(self.settings, self.called_card))
        if self.tricks or self.counts is not None:
            raise RuleError("the card is called before the first trick")
        if card not in card_keys(self.settings):
            raise RuleError("{c} is not a card of the pack; a card is tiger, bull, bear or a color and rank "
                            "such as {example}", c=parts.show(card), example=parts.show(f"{colors(self.settings)[0]} 40000"))
        self.called_card = card

    def _discard(self, values: tuple[int, ...]) -> None:
        self._after_auction("discarded money")
        if self.tricks or self.counts is not None:
            raise RuleError("the widow is discarded before the first trick")
        if self.discard_entered:
            raise RuleError("the discarded money is already entered for this hand; correct that event instead")
        if len(values) > 3:
            raise RuleError("{n} cards discarded, but the bidder discards three", n=len(values))
        self._take_money(values)
        self.discarded = tuple(values)
        self.discard_entered = True

    def _take_money(self, money: Sequence[int]) -> None:
        seen, most = self._money_seen, 4 * self.packs
        for value in money:
            if type(value) is not int or value not in seen:
                raise RuleError("{v} is not a Money card; Money cards are {ok}", v=parts.show(value),
                                ok=", ".join(f"{m:,}" for m in MONEY_VALUES))
            count = seen[value] + 1
            if count > most:
                raise RuleError("there are only {n} cards of {v} in play and this is one more", n=most, v=Amount(value))
            seen[value] = count

    def _trick(self, trick: TrickTaken) -> bool:
        """Take one trick; whether it was the hand's last (the hand may then be scored)."""
        # The most common event of a long record: fields unpacked once, attributes read once.
        winner, money, bull_bear = trick
        tricks, most = self.tricks, self.tricks_per_hand
        taken = len(tricks)
        if self.trump is None:  # (trump is named only once the auction has a bidder)
            bidder = self._after_auction("trick")
            raise RuleError("{b} must name trump before the first trick", b=bidder)
        if self.counts is not None:
            raise RuleError("this hand was entered as totals only; it has no tricks")
        if taken >= most:
            raise RuleError("a hand has {n} tricks and all are entered", n=most)
        seats = self._seats
        if winner not in seats:
            raise RuleError("the winner {w} is not at this table ({all})", w=winner, all=names(seats))
        if bull_bear:
            self._take_specials(bull_bear)
        if len(money) + len(bull_bear) > self.cards_per_trick:
            raise RuleError("a trick holds {n} cards but this one lists {m}", n=self.cards_per_trick,
                            m=len(money) + len(bull_bear))
        if money:
            self._take_money(money)
        tricks.append(trick)
        if taken + 1 < most:
            return False
        self._check_money()
        return True

    def _take_specials(self, bull_bear: Sequence[str]) -> None:
        seen = self._specials_seen
        for card in bull_bear:
            if type(card) is not str or card not in seen:
                raise RuleError('{c} is neither "bull" nor "bear"', c=parts.show(card))
            seen[card] += 1
            if seen[card] > self.packs:
                raise RuleError("there {v} only {n} {c} in play and this is one more",
                                v="is" if self.packs == 1 else "are", n=self.packs, c=card_name(self.settings, card))

    def _check_money(self) -> None:
        # Every Money card of the tricks and the discard was counted in by _take_money: five
        # products, not every trick again.  The message's split is worked out only when it is wrong.
        if sum([value * count for value, count in self._money_seen.items()]) != self.money_in_play:
            captured = sum(sum(t.money) for t in self.tricks)
            discarded = sum(self.discarded)
            self._where = ("trick", len(self.tricks))  # the last trick, already counted
            short = self.money_in_play - captured - discarded
            raise RuleError(
                "the Money cards add up to {got} ({cap} in tricks + {dis} discarded) but {packs} {hold} {total}: "
                "{diff} {how}",
                got=Amount(captured + discarded), cap=Amount(captured), dis=Amount(discarded),
                packs="the pack" if self.packs == 1 else "two packs", hold="holds" if self.packs == 1 else "hold",
                total=Amount(self.money_in_play), diff=Amount(abs(short)),
                how="is missing" if short > 0 else "too much is counted",
            )

    def _counts(self, counts: HandCounted) -> None:
        bidder = self._after_auction("counts")
        if self.trump is None:
            raise RuleError("{b} must name trump before the hand is counted", b=bidder)
        if self.tricks:
            raise RuleError("{n} tricks are already entered; enter the rest or undo them", n=len(self.tricks))
        if self.counts is not None:
            raise RuleError("this hand is already counted; correct that event instead")
        least, most = self.count_bounds()
        fmt, packs = self.fmt, "one pack" if self.packs == 1 else "two packs"
        bulls = "the Bull" if self.packs == 1 else "two Bulls"
        for side, value in (("bidder's side", counts.bidder_side), ("other side", counts.other_side)):
            if value is None or isinstance(value, bool) or not isinstance(value, int):
                raise RuleError("the {s}'s count must be a whole number; got {v!r}", s=side, v=value)
            if value < 0 or value % 5000:
                raise RuleError("the {s} counted {v}; a count is a multiple of 5,000 from 0 to {lim}",
                                s=side, v=fmt(value), lim=fmt(most))
            if value > most:
                raise RuleError("the {s} counted {v} but with {packs} a side counts at most {lim} "
                                "(the Money in play and what {bulls} can double)",
                                s=side, v=fmt(value), packs=packs, lim=fmt(most), bulls=bulls)
        together = counts.bidder_side + (counts.other_side or 0)
        if together > most:
            raise RuleError("the two counts add up to {t} but with {packs} they come to at most {lim} "
                            "(the Money in play and what {bulls} can double)",
                            t=fmt(together), packs=packs, lim=fmt(most), bulls=bulls)
        if together < least:
            bears = "the Bear cancels at most one trick" if self.packs == 1 else "two Bears cancel at most two tricks"
            raise RuleError("the two counts add up to {t} but with {packs} they come to at least {lim} "
                            "(the Money in play: {bears})",
                            t=fmt(together), packs=packs, lim=fmt(least), bears=bears)
        self.counts = counts

    def count_bounds(self) -> tuple[int, int]:
        """The least and the most the two sides can count together from the cards not yet played.

        A Bull doubles its trick (which holds at most the largest Money cards left but for
        itself), two Bulls in one trick quadruple it; a Bear cancels at most one trick's worth.
        One pack, four players: from $280,000 to $520,000.
        """
        left = self.cards_left()
        money = sorted((v for v in MONEY_VALUES for _ in range(left[v])), reverse=True)
        tricks_left = self.tricks_per_hand - len(self.tricks)
        most = sum(money) + _most_bulls_add(money, left["bull"], tricks_left, self.cards_per_trick)
        cancelled = sum(money[: left["bear"] * (self.cards_per_trick - 1)]) if tricks_left else 0
        return sum(money) - cancelled, most

    def _finish_if_done(self) -> None:
        if self.complete or (len(self.tricks) != self.tricks_per_hand and self.counts is None):
            return  # cheap test first: the phase can only be "partners" once all tricks or counts are in
        if self.phase != "partners":
            return
        if self.mode in ("called", "silent") and not self.partners_named:
            return
        final = tuple(self.bidder_side)
        side = set(final)
        mine, other = self._counts_of(side)
        bid = self.bid or 0
        self.made = mine >= bid
        side_score = mine if self.made else -bid
        self._final_side = final  # a finished hand's sides never change
        self.scores = {p: side_score if p in side else other for p in self.players}
        self.bidder_count, self.other_count = mine, other
        self.complete = True

    # -- reports ------------------------------------------------------------------------
    def report(self) -> dict[str, Any]:
        """This hand as in ``scorekeeper score --json``."""
        if self.bidder is None:
            out: dict[str, Any] = {"number": self.number, "dealer": self.dealer, "bidder": None, "bid": None,
                                   "bidder_side": [], "bidder_count": 0, "other_count": 0, "made": None}
            if self.misdeal_by is not None:
                out["misdeal"] = self.misdeal_by
            else:
                out["thrown_in"] = True
        else:
            out = {"number": self.number, "dealer": self.dealer, "bidder": self.bidder, "bid": self.bid,
                   "bidder_side": list(self.bidder_side), "bidder_count": self.bidder_count,
                   "other_count": self.other_count, "made": self.made}
        out["scores"] = dict(self.scores)
        out["totals"] = dict(self.totals)
        return out

    def side_label(self, side: Sequence[str]) -> str:
        """A side's one display name, in seating order whatever order ``side`` lists it in."""
        return seating_name(self.players, side) if side else "—"

    def verdict(self) -> str:
        """One line: made or set back, with its arithmetic."""
        fmt = self.fmt
        if self.misdeal_by is not None:
            return f"Misdeal called by {self.misdeal_by}: {self.dealer} deals again"
        if self.bidder is None:
            return "Everyone passed: the hand is thrown in"
        us, them = self.side_label(self.bidder_side), self.side_label(self.other_side())
        if not self.complete:  # a dispute view may open a hand still being played: the count so far
            mine, other = self.running_counts()
            return f"In progress: {us} {fmt(mine)} of the bid {fmt(self.bid or 0)} so far; {them} {fmt(other)}"
        bid, mine, other = self.bid or 0, self.bidder_count, self.other_count
        if self.made:
            head = f"{us} made it: count {fmt(mine)} ≥ bid {fmt(bid)} → +{fmt(mine)}"
        else:
            head = f"{us} set back: count {fmt(mine)} < bid {fmt(bid)} → {fmt(-bid)}"
        return f"{head}; {them} +{fmt(other)}"

    def explain(self) -> list[str]:
        """Every trick and multiplier that made the count: the dispute view."""
        lines = [self.verdict()]
        if self.bidder is None:
            return lines
        fmt, side = self.fmt, set(self.bidder_side)
        called = f"; called {card_label(self.settings, self.called_card)}" if self.called_card else ""
        trump = self.trump or "not named yet"
        lines.insert(0, f"{self.bidder} bid {fmt(self.bid or 0)}; trump {trump}{called}; "
                        f"{self.side_label(self.bidder_side)} against {self.side_label(self.other_side())}")
        if self.discarded:
            lines.append("Discarded (out of play): " + ", ".join(fmt(v) for v in self.discarded))
        if self.counts is not None:
            lines.append("Counted at the table (totals only)")
            return lines
        sums: dict[bool, list[int]] = {True: [], False: []}
        for i, t in enumerate(self.tricks, 1):
            value = trick_value(t.money, t.bull_bear)
            mark = "bidder's side" if t.winner in side else "other side"
            lines.append(f"Trick {i}: {t.winner} ({mark}) {trick_arithmetic(t.money, t.bull_bear, fmt, self.settings)}")
            if value:
                sums[t.winner in side].append(value)
        for flag, label in ((True, self.side_label(self.bidder_side)), (False, self.side_label(self.other_side()))):
            total = sum(sums[flag])
            parts_ = " + ".join(fmt(v) for v in sums[flag]) or fmt(0)
            lines.append(f"{label}: {parts_} = {fmt(total)}")
        return lines


def new_hand(game: Any, number: int, dealer: str, totals: Mapping[str, int]) -> MillionHand:
    return MillionHand(game, number, dealer)


def winner(game: Any, hands: Sequence[MillionHand], totals: Mapping[str, int]) -> tuple[tuple[str, ...] | None, str]:
    """docs/rules.md 1.9: the highest score at or over the target wins.

    Partners share every score, so in fixed games the leaders are always a
    whole side.  Leaders from both sides of the last bid are an exact tie:
    play another hand, or (setting ``tie: bidder``) the bidder's side wins.
    With ``both_over: bidder``, when both sides of the last bid passed the
    target, the bidder's side wins whatever the other side scored.
    """
    target = game.settings["target"]
    reached = [p for p in game.players if totals[p] >= target]
    if not reached:  # first: the search below walks back over thrown-in hands (quadratic in a long game)
        return None, ""
    last = next((h for h in reversed(hands) if h.bidder is not None), None)
    if last is None:
        return None, ""
    bidder_side = set(last.bidder_side)
    fmt = money_format(game.settings)
    if game.settings["both_over"] == "bidder" and len({p in bidder_side for p in reached}) == 2:
        reached = [p for p in reached if p in bidder_side]
        top = max(totals[p] for p in reached)
        leaders = [p for p in reached if totals[p] == top]
        return tuple(leaders), (f"{_winners_name(game, leaders)} reached {fmt(top)} (target {fmt(target)}): "
                                "both sides passed the target and the side that won the bid wins")
    top = max(totals[p] for p in reached)
    leaders = [p for p in reached if totals[p] == top]
    if len({p in bidder_side for p in leaders}) == 1:
        return tuple(leaders), f"{_winners_name(game, leaders)} reached {fmt(top)} (target {fmt(target)})"
    if game.settings["tie"] != "bidder":
        return None, ""
    leaders = [p for p in leaders if p in bidder_side]
    return tuple(leaders), f"{_winners_name(game, leaders)} won the tie at {fmt(top)}: the side that won the bid wins"


def _winners_name(game: Any, winners: Sequence[str]) -> str:
    """Winning sides by their one name ("A+B"); players who score alone by theirs ("A and Y")."""
    chosen = set(winners)
    return names([g.name for g in score_groups(game) if chosen.intersection(g.players)])


# -- the game record ---------------------------------------------------------------------
HAND_KEYS = ("auction", "trump", "called_card", "partners", "discarded_money", "tricks", "counts")
_HAND_KEYS = frozenset(HAND_KEYS)


def hand_events(game: Any, hand: Any) -> list[Event]:
    """A record's hand → events in the order they happen at the table."""
    if type(hand) is not dict:
        parts.expect(hand, dict, "a hand")
    if "misdeal" in hand:
        parts.only_keys(hand, ("misdeal",), "a misdeal hand")
        return [MisdealCalled(parts.expect(hand["misdeal"], str, "'misdeal'"))]
    if not _HAND_KEYS.issuperset(hand):  # (the usual hand: no message to prepare)
        parts.only_keys(hand, HAND_KEYS, "a hand")
    if "auction" not in hand:
        raise RecordError("a hand needs an 'auction' (or is {{\"misdeal\": player}})")
    events = parts.auction_events(hand["auction"])
    events += parts.trump_event(hand)
    if "called_card" in hand:
        events.append(CardCalled(parts.expect(hand["called_card"], str, "'called_card'")))
    if "partners" in hand:
        partners = parts.expect(hand["partners"], list, "'partners'")
        events.append(PartnersNamed(tuple(parts.expect(p, str, "a partner") for p in partners)))
    if "discarded_money" in hand:
        values = parts.expect(hand["discarded_money"], list, "'discarded_money'")
        events.append(MoneyDiscarded(tuple(parts.expect_int(v, "a discarded Money card") for v in values)))
    if "tricks" in hand and "counts" in hand:
        raise RecordError("a hand has either 'tricks' or 'counts', not both")
    if "tricks" in hand:
        tricks = hand["tricks"]
        if type(tricks) is not list:
            parts.expect(tricks, list, "'tricks'")
        events += _trick_events(tricks)
    if "counts" in hand:
        counts = parts.expect(hand["counts"], dict, "'counts'")
        parts.only_keys(counts, ("bidder_side", "other_side"), "'counts'")
        if set(counts) != {"bidder_side", "other_side"}:
            raise RecordError("'counts' needs both bidder_side and other_side")
        events.append(HandCounted(parts.expect_int(counts["bidder_side"], "bidder_side", "counts"),
                                  parts.expect_int(counts["other_side"], "other_side", "counts")))
    return events


_TRICK_KEYS = frozenset(("winner", "money", "bull_bear"))
_CARD_LISTS = (list, tuple)  # a list from JSON, or the () default when the key is left out


def _trick_events(tricks: list[Any]) -> list[Event]:
    """A hand's tricks → events.

    Fast path for a well-formed trick (a long record has tens of thousands): tuple.__new__ is
    what TrickTaken(...) runs, without its Python frame.  Each card is checked where the rules
    check every trick (MillionHand._trick); anything else takes _trick_event's checks.
    """
    superset, new, lists = _TRICK_KEYS.issuperset, tuple.__new__, _CARD_LISTS
    out: list[Event] = []
    append = out.append
    for trick in tricks:
        if type(trick) is dict and superset(trick):
            winner, money, specials = trick.get("winner"), trick.get("money", ()), trick.get("bull_bear", ())
            if type(winner) is str and type(money) in lists and type(specials) in lists:
                append(new(TrickTaken, (winner, tuple(money), tuple(specials))))
                continue
        append(_trick_event(trick, f"trick {len(out) + 1}"))
    return out


def _trick_event(trick: Any, where: str) -> TrickTaken:
    # Fast path for a well-formed trick (a long record has thousands); anything else takes the
    # checks below, which say what is wrong.
    if type(trick) is dict and _TRICK_KEYS.issuperset(trick):
        winner, money, specials = trick.get("winner"), trick.get("money", []), trick.get("bull_bear", [])
        if type(winner) is str and type(money) is list and type(specials) is list:
            # each card is checked where the rules check every trick (MillionHand._trick)
            return TrickTaken(winner, tuple(money), tuple(specials))
    parts.expect(trick, dict, "a trick", where)
    try:
        parts.only_keys(trick, ("winner", "money", "bull_bear"), "a trick")
    except RecordError as err:
        raise err.located(where) from None
    if "winner" not in trick:
        raise RecordError("a trick needs a 'winner'").located(where)
    winner = parts.expect(trick["winner"], str, "'winner'", where)
    money = parts.expect(trick.get("money", []), list, "'money'", where)
    specials = parts.expect(trick.get("bull_bear", []), list, "'bull_bear'", where)
    return TrickTaken(winner, tuple(parts.expect_int(m, "a Money card", where) for m in money),
                      tuple(parts.expect(c, str, "a bull_bear card", where) for c in specials))


def hand_record(hand: MillionHand) -> dict[str, Any]:
    """A hand → its record, the exact inverse of :func:`hand_events`."""
    if hand.misdeal_by is not None:
        return {"misdeal": hand.misdeal_by}
    out: dict[str, Any] = {"auction": parts.auction_record(hand.auction.calls)}
    if hand.trump is not None:
        out["trump"] = hand.trump
    if hand.called_card is not None:
        out["called_card"] = hand.called_card
    if hand.partners_named:
        out["partners"] = list(hand.partners or ())
    if hand.discard_entered:
        out["discarded_money"] = list(hand.discarded)
    if hand.tricks:
        out["tricks"] = [_trick_record(t) for t in hand.tricks]
    if hand.counts is not None:
        out["counts"] = {"bidder_side": hand.counts.bidder_side, "other_side": hand.counts.other_side}
    return out


def _trick_record(trick: TrickTaken) -> dict[str, Any]:
    out: dict[str, Any] = {"winner": trick.winner, "money": list(trick.money)}
    if trick.bull_bear:
        out["bull_bear"] = list(trick.bull_bear)
    return out


format_amount = money_format  # the name every game module offers (see interface.GameModule)


# -- the interface every game offers (interface.GameModule) --------------------------------
def score_groups(game: Game) -> list[ScoreGroup]:
    """Fixed games: the two sides (partners alternate).  Called, silent and dummy: each player alone."""
    players = tuple(game.players)
    if game.settings["partnership"] == "fixed":
        return [ScoreGroup(side, "+".join(side)) for side in (players[0::2], players[1::2])]
    return [ScoreGroup((p,), p) for p in players]


def group_name(game: Game, players: Iterable[str]) -> str:
    """The same name for the same players in any order: seating order, the dummy last."""
    return seating_name(game.players, players)


def target(settings: Mapping[str, Any]) -> int | None:
    return int(settings["target"])


def trump_choices(settings: Mapping[str, Any]) -> list[Choice]:
    """The edition's (or the table's) four colors, then no trump where the table allows it."""
    choices = [Choice(c, c[:1].upper() + c[1:]) for c in colors(settings)]
    if settings["no_trump"]:
        choices.append(Choice(NO_TRUMP, "No trump"))
    return choices


def takers(game: Game, hand: Hand) -> tuple[str, ...]:
    """Who may take a trick: the players, and the dummy in a three-player game."""
    players = tuple(game.players)
    return (*players, DUMMY) if game.settings["partnership"] == "dummy" else players


def still_needed(game: Game, hand: Hand) -> Needed | None:
    """What the bidder's side still needs during play, and whether what is left in play can give it."""
    if not isinstance(hand, MillionHand) or hand.phase != "play" or hand.bid is None:
        return None
    fmt, bid = hand.fmt, hand.bid
    amount = hand.still_needed()
    if amount == 0:
        return Needed(0, True, f"bid of {fmt(bid)} reached")
    if _most_still_possible(hand) < bid:
        return Needed(amount, False, "cannot make it: set back")
    return Needed(amount, True, f"needs {fmt(amount)} more")


def _most_still_possible(hand: MillionHand) -> int:
    """The most the bidder's side could still count: what it has (with partners not yet
    revealed), every Money card not yet played, and the most the Bulls left could add."""
    mine = hand.running_counts()[0]
    if hand.more_partners_possible:  # a partner still to be revealed brings what they took so far
        side = set(hand.bidder_side)
        by_player: dict[str, int] = {}
        for t in hand.tricks:
            if t.winner not in side:
                by_player[t.winner] = by_player.get(t.winner, 0) + trick_value(t.money, t.bull_bear)
        unrevealed = hand.most_partners - len(side) + 1
        mine += sum(sorted(by_player.values(), reverse=True)[:unrevealed])
    left = hand.cards_left()
    money = sorted((v for v in MONEY_VALUES for _ in range(left[v])), reverse=True)
    return mine + sum(money) + _most_bulls_add(money, left["bull"], hand.tricks_per_hand - len(hand.tricks),
                                               hand.cards_per_trick)


def _most_bulls_add(money: Sequence[int], bulls: int, tricks_left: int, cards_per_trick: int) -> int:
    """The most the unplayed Bulls can add: each doubles its trick (at most the trick's
    other cards, the largest Money left), or two in one trick quadruple it."""
    if bulls == 0 or tricks_left == 0:
        return 0
    room = cards_per_trick - 1
    if bulls == 1:
        return sum(money[:room])
    apart = sum(money[: 2 * room]) if tricks_left >= 2 else 0
    together = 3 * sum(money[: cards_per_trick - 2])
    return max(apart, together)


def remaining_trick(hand: Hand) -> tuple[list[int], list[str]] | None:
    """When the next trick is the last: the Money cards (largest first) and Bull/Bear it must
    hold, being all that has not been played, so the app can fill it in.  The order of a Bull
    and a Bear in it is the table's to give.  None at any other time."""
    if not isinstance(hand, MillionHand) or hand.phase != "play" or len(hand.tricks) != hand.tricks_per_hand - 1:
        return None
    left = hand.cards_left()
    money = sorted((v for v in MONEY_VALUES for _ in range(left[v])), reverse=True)
    return money, ["bull"] * left["bull"] + ["bear"] * left["bear"]


def outcome(game: Game, hand: Hand) -> Outcome:
    """MADE / SET BACK / THROWN IN / MISDEAL, with the verdict's arithmetic."""
    if not isinstance(hand, MillionHand):
        raise TypeError("a Make-a-Million outcome needs a Make-a-Million hand")
    if hand.misdeal_by is not None:
        return Outcome("MISDEAL", None, hand.verdict())
    return bid_outcome(hand, hand.verdict())


__all__ = ["KIND", "TITLE", "PLAYER_COUNTS", "SETTING_HELP", "resolve_settings", "new_hand", "winner",
           "hand_events", "hand_record", "format_amount", "score_groups", "group_name", "target", "trump_choices",
           "takers", "quick_raises", "still_needed", "outcome", "winner_line", "TALLY_MEASURES", "tally_hand",
           "remaining_trick", "card_keys", "card_label", "called_card_choices",
           "trick_value", "money_format", "grouped"]


# -- lifetime tallies -------------------------------------------------------------------------
TALLY_MEASURES: dict[str, int | None] = {}  # nothing beyond the measures every game shares


def tally_hand(tally: Tally, hand: HandReport, as_bidder: bool, on_bid_side: bool, seats: Sequence[str]) -> None:
    """What one reported hand adds to the tally of ``seats`` (a player, or a partnership)."""
    tally_bid_hand(tally, hand, as_bidder, on_bid_side)
