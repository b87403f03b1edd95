"""Sixty-six (Sechsundsechzig): docs/rules.md section "Sixty-six", as one game package.

Two players, the deal alternating; the keeper enters who won each deal, how, and the loser's count (or that he
took no trick), and the winner scores 1, 2 or 3 game points; the first to the target (7) wins. Only one player
scores in a deal, so there are no ties. The package module is the game's interface (``GameModule``): ``hand`` is
the deal, ``record`` its codec, ``words`` its words.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Mapping, Sequence

from scorekeeper.jsontypes import JsonValue
from scorekeeper.rules.answer_values import BidResult
# Each player alone, plain game points to a target, the first alone at it wins; nobody bids or takes a trick on
# the table: every member below that has a natural answer is the shared one.
from scorekeeper.rules.defaults import (SETTING_CHOICES, describe_settings, format_amount, group_name, hand_maker,
                                        quick_raises, score_groups, still_needed, suit_trumps as trump_choices,
                                        takers, target, winner)
from scorekeeper.rules.interface import winner_line as winner_line
from scorekeeper.rules.interface import Outcome, TallyMeasure
from scorekeeper.rules.settings import Setting, declared, merge, require_int, require_players
from scorekeeper.rules.tallies import HandReport, Tally
from scorekeeper.words import N_, _, add_words

from . import words as words
from .hand import DealWon, How, MarriageShown, SixtySixHand, StockClosed
from .record import hand_events, hand_record

if TYPE_CHECKING:
    from scorekeeper.rules.game import Game

KIND = "sixty-six"
TITLE = N_("Sixty-six")
PLAYER_COUNTS: tuple[int, ...] = (2,)  # the 3- and 4-handed games are not offered
LIST_ORDER = 12
EXAMPLES = ("sixty-six-every-way-to-score", "sixty-six-early-close-fails-in-progress")
"""This game's worked examples: records in tests/examples/ with their expected scores."""
DEFAULTS, SETTING_HELP = declared({"target": Setting(7, _("Game points that win the game (7; some play to 10)"))})
SETTING_LABELS = words.SETTING_LABELS
HAND = SixtySixHand
new_hand = hand_maker(SixtySixHand)
add_words({how: words.HOW_WORDS[how] for how in How})


def resolve_settings(players: Sequence[str], given: Mapping[str, JsonValue]) -> dict[str, JsonValue]:
    require_players(players, PLAYER_COUNTS, "Sixty-six is played by 2 players, not {n}")
    settings = merge(DEFAULTS, given, TITLE)
    require_int(settings, "target", 1, 100)
    return settings


def outcome(game: Game, hand: SixtySixHand) -> Outcome:
    """How the deal was won (a misdeal: thrown in); nobody bids, so nothing is made or set back."""
    if not isinstance(hand, SixtySixHand):
        raise TypeError("a Sixty-six outcome needs a Sixty-six deal")
    result = How(hand.won.how) if hand.won is not None else BidResult.THROWN_IN
    return Outcome(result, None, hand.verdict())


TALLY_MEASURES = {
    "deals_won": TallyMeasure(0, N_("Deals won"), line=N_("deals won {deals_won}, game points {game_points}, "
                                                           "three-pointers {three_pointers}")),
    "game_points": TallyMeasure(0, N_("Game points won")),
    "three_pointers": TallyMeasure(0, N_("Deals won for 3")),
}
TALLY_BID_LINE = ""  # nobody bids


def tally_hand(tally: Tally, hand: HandReport, as_bidder: bool, on_bid_side: bool, seats: Sequence[str]) -> None:
    """The deals the player won and the game points they brought."""
    if hand.get("winner") in seats:
        tally["deals_won"] += 1
        tally["game_points"] += hand["game_points"]
        tally["three_pointers"] += 1 if hand["game_points"] == 3 else 0


__all__ = ["KIND", "TITLE", "PLAYER_COUNTS", "SETTING_HELP", "SETTING_LABELS", "SETTING_CHOICES", "LIST_ORDER",
           "EXAMPLES", "HAND", "resolve_settings", "new_hand", "winner", "hand_events", "hand_record", "format_amount",
           "score_groups", "group_name", "target", "trump_choices", "takers", "quick_raises", "still_needed",
           "outcome", "winner_line", "TALLY_MEASURES", "TALLY_BID_LINE", "tally_hand",
           "describe_settings", "SixtySixHand", "DealWon", "How", "MarriageShown", "StockClosed", "words"]
