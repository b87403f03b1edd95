"""The exact-bid variation of Make-a-Million: docs/rules.md 1.10, as one game package.

Each deal has one card fewer per player, down to one.  Everyone bids the
number of tricks they will take, all at once; an exact bid scores bid + 5,
anything else scores the tricks taken.  Most points after the last deal wins.
It plays with Make-a-Million's pack, so it takes the editions' colors from
that game's package.  The package module is the game's interface
(``scorekeeper.rules.interface.GameModule``); ``deal`` is the deal's state
machine, ``events`` its own events, ``record`` its record codec, ``words``
the words for its facts.
"""

from __future__ import annotations

from types import ModuleType
from typing import TYPE_CHECKING, Mapping, Sequence

from scorekeeper.jsontypes import JsonValue

from scorekeeper.rules.defaults import describe_settings as describe_settings, format_amount as format_amount
from scorekeeper.rules.defaults import group_name as group_name, quick_raises as quick_raises  # everyone alone, in points
from scorekeeper.rules.defaults import score_groups as score_groups, still_needed as still_needed, takers as takers
from scorekeeper.rules.errors import RuleError
from scorekeeper.rules.interface import winner_line as winner_line  # the table's result line, the same for every game
from scorekeeper.rules.interface import Choice, MeasureShown, Outcome, TallyMeasure
from scorekeeper.rules.seating import names
from scorekeeper.rules.settings import merge, require, require_choice, require_int, setting_int
from scorekeeper.rules.tallies import HandReport, Tally
from scorekeeper.games.make_a_million.settings import EDITIONS, color_word, colors
from scorekeeper.i18n.shown import number
from scorekeeper.words import N_, Labels, _

from . import words as words  # registers the words for this game's own facts
from .words import SETTING_CHOICES, SETTING_LABELS
from .deal import EXACT_BONUS, ExactBidDeal, deal_size
from .events import BidsMade, TricksCounted
from .facts import DealPhase, ExactResult
from .record import hand_events, hand_record

if TYPE_CHECKING:
    from scorekeeper.rules.game import Game
    from scorekeeper.rules.interface import BoardSection

KIND = "exact-bid"
TITLE = N_("Exact bid")  # a str (the interface), translated where shown
PLAYER_COUNTS: tuple[int, ...] = tuple(range(2, 9))
LIST_ORDER = 2
VARIATION_OF = "make-a-million"  # its pack (editions, colors) and its edition section are Make-a-Million's
PACK_WITHOUT_TRUMP_CARD = 54  # 55 cards, one turned for trump
EXAMPLES: tuple[str, ...] = ()  # its worked examples are the deals of docs/rules.md 1.10 (tests/rules/test_exact_bid.py)

SETTING_HELP: Mapping[str, str] = Labels({
    "start_cards": _("Cards each in the first deal; each deal has one fewer, down to one"),
    "edition": _("Dollar ($) or Rupee (₹) pack: the color names for trump"),
    "colors": _("Names of the four colors"),
})


def resolve_settings(players: Sequence[str], given: Mapping[str, JsonValue]) -> dict[str, JsonValue]:
    n = len(players)
    if not 2 <= n <= 8:
        raise RuleError("the exact-bid variation is played by 2 to 8 players, not {n}", n=n)
    most = PACK_WITHOUT_TRUMP_CARD // n
    s = merge({"start_cards": min(13, most), "edition": "usd", "colors": None}, given, TITLE)
    require_int(s, "start_cards", 1, most)
    require_choice(s, "edition", tuple(EDITIONS))
    c = s["colors"]
    require(s, "colors", c is None or (isinstance(c, list) and all(isinstance(x, str) and x for x in c) and len(set(c)) == 4),
            str(_("four different color names")))
    return s


def new_hand(game: Game, number: int, dealer: str, totals: Mapping[str, int]) -> ExactBidDeal:
    return ExactBidDeal(game, number, dealer)


def winner(game: Game, hands: Sequence[ExactBidDeal], totals: Mapping[str, int]) -> tuple[tuple[str, ...] | None, str]:
    if len(hands) < setting_int(game.settings, "start_cards"):
        return None, ""
    top = max(totals.values())
    leaders = tuple(p for p in game.players if totals[p] == top)
    return leaders, words.MOST_POINTS.of(len(leaders)).format(players=names(leaders), points=number(top))




# -- the interface every game offers (interface.GameModule) --------------------------------




def target(settings: Mapping[str, JsonValue]) -> int | None:
    """None: the game ends after the one-card deal, not at a score."""
    return None


def trump_choices(settings: Mapping[str, JsonValue]) -> list[Choice]:
    """The color of the card turned up: never no trump."""
    return [Choice(c, color_word(c)[:1].upper() + color_word(c)[1:]) for c in colors(settings)]








def outcome(game: Game, hand: ExactBidDeal) -> Outcome:
    """EXACT when someone took exactly their bid, else NOBODY EXACT; never made or set back."""
    if not isinstance(hand, ExactBidDeal):
        raise TypeError("an exact-bid outcome needs an exact-bid deal")
    return Outcome(ExactResult.EXACT if hand.exact() else ExactResult.NOBODY_EXACT, None, hand.verdict())




def board_section() -> BoardSection:
    """The game's part of the board page (``board.py``), imported when the board first draws one of its games."""
    from . import board

    return board


def screens() -> ModuleType:
    """The game's screens (``ui/``: table, setup, corrections), imported only by the app, never by the rules."""
    from . import ui as package

    return package


# -- lifetime tallies -------------------------------------------------------------------------
TALLY_MEASURES = {  # a deal is "made" when everyone hits their bid: the hit rate is the bids-made rate
    "exact_hits": TallyMeasure(0, N_("Exact hits")),
    "exact_pct": TallyMeasure(None, N_("Exact %"), MeasureShown.PERCENT, copy_of="bids_made_pct"),
    "points": TallyMeasure(0, N_("Points"), MeasureShown.AMOUNT),
}
TALLY_BID_LINE = N_("deals {hands_bid}, exact {exact_hits} ({exact_pct}), tricks {total_captured}, points {points}")


def tally_hand(tally: Tally, hand: HandReport, as_bidder: bool, on_bid_side: bool, seats: Sequence[str]) -> None:
    """Every player bids every deal: a bid counts as made only when it was hit exactly."""
    tally["hands_bid"] += 1
    exact = sum(1 for s in seats if hand["tricks"].get(s) == hand["bids"].get(s))
    if exact == len(seats):
        tally["bids_made"] += 1
        tally["exact_hits"] += 1
    tally["total_captured"] += sum(hand["tricks"].get(s, 0) for s in seats)
    tally["points"] += sum(hand["scores"].get(s, 0) for s in seats[:1])


__all__ = ["KIND", "TITLE", "PLAYER_COUNTS", "SETTING_HELP", "SETTING_LABELS", "SETTING_CHOICES", "LIST_ORDER", "EXAMPLES", "resolve_settings",
           "new_hand", "winner", "hand_events", "hand_record", "format_amount", "score_groups", "group_name",
           "target", "trump_choices", "takers", "quick_raises", "still_needed", "outcome", "winner_line",
           "TALLY_MEASURES", "tally_hand", "board_section", "screens", "describe_settings", "deal_size", "EXACT_BONUS", "ExactBidDeal", "DealPhase",
           "ExactResult",
           "BidsMade", "TricksCounted", "words"]
