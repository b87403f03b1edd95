"""Make-a-Million's settings and editions: docs/rules.md section 1 (the tables, the defaults, what each means).

The Dollar and Rupee editions differ in card names, color names and currency;
the table size sets the packs, the cards each and the partnerships allowed.
"""

from __future__ import annotations

from typing import Callable, Mapping, NamedTuple, Sequence

from scorekeeper.jsontypes import JsonValue

from scorekeeper.i18n import shown
from scorekeeper.i18n.translate import LazyText
from scorekeeper.words import N_, Labels, _
from scorekeeper.rules.errors import RuleError
from scorekeeper.rules.names import name_key
from scorekeeper.rules.settings import merge, require, require_bool, require_choice, require_int, setting_int, setting_str

KIND = "make-a-million"
TITLE = N_("Make-a-Million")  # a str (the interface), translated where shown

MONEY_VALUES = (40000, 30000, 15000, 10000, 5000)
RANKS = ("40000", "30000", "15000", "11", "10000", "9", "8", "7", "5000", "4", "3", "2", "1")  # high to low
SPECIAL_CARDS = ("tiger", "bull", "bear")
MONEY_PER_PACK = 4 * sum(MONEY_VALUES)  # 400,000
DUMMY = "dummy"
NO_TRUMP = "none"

class Edition(NamedTuple):
    """A printing of the game: its currency sign, its special cards' names and its four suits' colors."""

    currency: str
    cards: Mapping[str, LazyText]  # "tiger", "bull", "bear" → the name printed on the card
    colors: tuple[str, ...]


EDITIONS: dict[str, Edition] = {
    "usd": Edition("$", {"tiger": _("Tiger"), "bull": _("Bull"), "bear": _("Bear")},
                   ("red", "yellow", "black", "green")),
    "inr": Edition("₹", {"tiger": _("Bengal Tiger"), "bull": _("Lion of India"), "bear": _("Bear")},
                   ("red", "blue", "green", "yellow")),
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

PARTNERSHIP_HELP: Mapping[str, str] = Labels({
    "fixed": _("two sides, partners alternate around the table"),
    "called": _("the bidder calls a card; its holder is the secret partner"),
    "silent": _("the bidder lays cards face up; holders of the duplicates are partners"),
    "dummy": _("three players: the bidder plays an exposed dummy hand as partner"),
})


def packs_for(player_count: int) -> int:
    return TABLES[player_count][0] if player_count in TABLES else 1


def default_settings(player_count: int) -> dict[str, JsonValue]:
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


SETTING_HELP: Mapping[str, str] = Labels({
    "edition": _("Dollar ($) or Rupee (₹) pack: card names, colors and currency"),
    "partnership": _("How sides are formed"),
    "target": _("The score that wins the game"),
    "opening_bid": _("The lowest first bid of an auction"),
    "bid_step": _("Every later bid is at least this much higher"),
    "bid_unit": _("Bids are whole multiples of this"),
    "max_bid": _("No bid may be above this (the money in play)"),
    "all_pass": _("When everyone passes: redeal (deal passes left) or the dealer must bid"),
    "tie": _("An exact tie at the target: play another hand, or the bidder's side wins"),
    "both_over": _("Both sides over the target in one hand: the highest score wins, or the side that won the bid"),
    "no_trump": _("The bidder may call no trump"),
    "bull_bear_any_time": _("Bull and Bear may be played at any time (Rupee variation)"),
    "trump_not_led_until_played": _("Trump may not be led until it has been played"),
    "misdeal": _("A player with 15,000 or less in Money cards may call a new deal"),
    "colors": _("Names of the four colors"),
    "indian_grouping": _("Show rupees as ₹1,75,000"),
})


def is_dummy_word(name: str) -> bool:
    """Whether ``name`` is the dummy's seat's word, in any case or spelling."""
    return name_key(name).strip() == DUMMY


def check_player_names(players: Sequence[str], settings: Mapping[str, JsonValue]) -> None:
    """In a dummy game "dummy" names the dummy's seat (a trick it takes, the bidder's partner), so no
    player may be called that, in any case or spelling: the two would be one word in every record."""
    if settings["partnership"] == "dummy":
        for p in players:
            if is_dummy_word(p):
                raise RuleError('{p!r} cannot be a player\'s name in a dummy game: "dummy" is the name of the '
                                "dummy's seat; add an initial or use another name", p=p)


def resolve_settings(players: Sequence[str], given: Mapping[str, JsonValue]) -> dict[str, JsonValue]:
    n = len(players)
    if n not in TABLES:
        raise RuleError("Make-a-Million is played by 3, 4, 6 or 8 players, not {n}", n=n)
    s = merge(default_settings(n), given, TITLE)
    require_choice(s, "edition", tuple(EDITIONS))
    modes = TABLES[n][2]
    require(s, "partnership", s["partnership"] in modes,
            lambda: str(_("one of {modes} with {n} players")).format(modes=", ".join(modes), n=shown.number(n)))
    money = MONEY_PER_PACK * packs_for(n)
    require_int(s, "target", 1, 100_000_000)
    require_int(s, "bid_unit", 1, money)
    require_int(s, "bid_step", 1, money)
    require_int(s, "opening_bid", 1, money * 4)
    require_int(s, "max_bid", setting_int(s, "opening_bid"), money * 4)
    require_choice(s, "all_pass", ("redeal", "dealer_takes"))
    require_choice(s, "tie", ("play_on", "bidder"))
    require_choice(s, "both_over", ("highest", "bidder"))
    for flag in ("no_trump", "bull_bear_any_time", "trump_not_led_until_played", "misdeal", "indian_grouping"):
        require_bool(s, flag)
    colors = s["colors"]
    if colors is not None:
        ok = (isinstance(colors, list) and len(colors) == 4
              and all(isinstance(c, str) and c.strip() and c != NO_TRUMP for c in colors) and len(set(colors)) == 4)
        require(s, "colors", ok, str(_("four different color names")))
    return s



# The editions' own color names as a table says them; a color the table named itself is shown as typed.
COLOR_WORDS = {"red": _("red"), "yellow": _("yellow"), "black": _("black"), "green": _("green"), "blue": _("blue")}


def color_word(color: str) -> str:
    """``red`` → ``लाल`` in Hindi: the record keeps the English key, the screen says the table's word."""
    word = COLOR_WORDS.get(color)
    return str(word) if word is not None else color


def colors(settings: Mapping[str, JsonValue]) -> list[str]:
    given = settings.get("colors")
    return [str(c) for c in given] if isinstance(given, list) and given else list(
        EDITIONS[setting_str(settings, "edition")].colors)



CURRENCY_CODES = {"$": "USD", "₹": "INR"}  # the edition's sign → the ISO code CLDR formats


def format_amount(settings: Mapping[str, JsonValue], *, short: bool = False) -> Callable[[int], str]:
    """Amounts with the edition's currency, as CLDR writes them in the language current when shown:
    ``$215,000``, ``−$240,000`` (en); ``₹10,00,000`` (hi, bn: lakhs and crores, and in English
    with the ``indian_grouping`` setting); ``₹১০,০০,০০০`` (bn with Bengali digits).

    ``short=True``: the same amounts for a chart's axis: ``$1M``, ``$250K``, ``₹10L``, ``₹1.75L``,
    ``₹1Cr``, ``₹10 लाख`` (two decimals at most; an amount that needs more is written in full).
    """
    currency = CURRENCY_CODES[EDITIONS[setting_str(settings, "edition")].currency]
    indian = settings["edition"] == "inr" and bool(settings.get("indian_grouping"))
    write = shown.compact_amount if short else shown.amount

    def fmt(amount: int) -> str:
        return write(amount, currency, indian=indian)

    return fmt
