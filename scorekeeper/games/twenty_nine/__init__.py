"""Twenty-nine: docs/rules.md section 2, as one game package.

Four players, partners opposite; first side to +6 game points wins, a side at
−6 loses.  The package module is the game's interface
(``scorekeeper.rules.interface.GameModule``); ``settings`` holds its settings
and pack, ``hand`` the hand's state machine, ``events`` its own events,
``record`` its record codec, ``words`` the words for its facts.
"""

from __future__ import annotations

from types import ModuleType
from typing import TYPE_CHECKING, Mapping, Sequence

from scorekeeper.rules.defaults import describe_settings as describe_settings  # nothing beyond title and players

from scorekeeper.jsontypes import JsonObject
from scorekeeper.words import N_
from scorekeeper.rules.settings import setting_int
from scorekeeper.rules.bidding import bid_outcome
from scorekeeper.rules.bidding import quick_raises as quick_raises  # the same one-tap raises for every bidding game
from scorekeeper.rules.interface import winner_line as winner_line  # the table's result line, the same for every game
from scorekeeper.rules.interface import MeasureShown, Needed, Outcome, TallyMeasure
from scorekeeper.rules.card_points import suit_trumps as trump_choices, target_still_needed
from scorekeeper.rules.defaults import takers as takers  # anyone at the table may take a trick
from scorekeeper.rules.tallies import HandReport, Tally, points_by_winner, tally_bid_hand, taken_by_keys
# Four players, partners opposite, plain points and a target: the shared answers.
from scorekeeper.rules.partners_opposite import format_amount as format_amount, group_name as group_name
from scorekeeper.rules.partners_opposite import past_the_target, score_groups as score_groups, target as target

from . import words as words  # registers the words for this game's own facts
from .words import SETTING_CHOICES, SETTING_LABELS
from .events import PointsTrickTaken, RoyalsShown
from .facts import TwentyNinePhase
from .hand import TwentyNineHand
from .record import hand_events, hand_record
from .settings import (CARD_POINTS, KIND, PLAYER_COUNTS, RANKS, ROYALS_SHIFT, SETTING_HELP, SUITS, TITLE, TRICKS,
                       pack_points, resolve_settings)

if TYPE_CHECKING:
    from scorekeeper.rules.game import Game
    from scorekeeper.rules.interface import BoardSection

LIST_ORDER = 3
EXAMPLES = ("twenty-nine-royals-against",)
"""This game's worked examples: records in tests/examples/ with their expected scores."""


def new_hand(game: Game, number: int, dealer: str, totals: Mapping[str, int]) -> TwentyNineHand:
    return TwentyNineHand(game, number, dealer)


def winner(game: Game, hands: Sequence[TwentyNineHand], totals: Mapping[str, int]) -> tuple[tuple[str, ...] | None, str]:
    """First side to +target game points wins; a side at −target loses."""
    return past_the_target(game, totals, setting_int(game.settings, "target"), words.FELL) or (None, "")


# -- the interface every game offers (interface.GameModule) --------------------------------
def still_needed(game: Game, hand: TwentyNineHand) -> Needed | None:
    """Card points the bidding side still needs for its target (after royals), during play."""
    if not isinstance(hand, TwentyNineHand) or hand.phase is not TwentyNinePhase.PLAY or hand.bidder is None:
        return None
    return target_still_needed(hand)


def remaining_points(hand: TwentyNineHand) -> int | None:
    """When the next trick is the last: the card points it must hold (all not yet taken), so
    the app can fill it in; the last-trick point is added when it is scored.  None otherwise."""
    if not isinstance(hand, TwentyNineHand) or hand.phase is not TwentyNinePhase.PLAY or len(hand.tricks) != TRICKS - 1:
        return None
    return 28 - sum(t.points for t in hand.tricks)


def outcome(game: Game, hand: TwentyNineHand) -> Outcome:
    """MADE / SET BACK / THROWN IN: the same words as Make-a-Million, with the verdict's arithmetic."""
    if not isinstance(hand, TwentyNineHand):
        raise TypeError("a Twenty-nine outcome needs a Twenty-nine hand")
    return bid_outcome(hand, hand.verdict())




def board_section() -> BoardSection:
    """The game's part of the board page (``board.py``), imported when the board first draws one of its games."""
    from . import board

    return board


def screens() -> ModuleType:
    """The game's screens (``ui/``: table, setup, corrections), imported only by the app, never by the rules."""
    from . import ui as package

    return package


# -- lifetime tallies -------------------------------------------------------------------------
TALLY_MEASURES = {"game_points": TallyMeasure(0, N_("Game points"), MeasureShown.AMOUNT,
                                                line=N_("game points {game_points}"))}


def tally_hand(tally: Tally, hand: HandReport, as_bidder: bool, on_bid_side: bool, seats: Sequence[str]) -> None:
    """A hand's game points for ``seats`` (a side shares them), then the bid as in every bidding game."""
    tally["game_points"] += hand["scores"].get(seats[0], 0)
    tally_bid_hand(tally, hand, as_bidder, on_bid_side, seats)


def tally_keys(hand: TwentyNineHand) -> JsonObject:
    """What the tallies read of a hand beyond ``score --json``: the defenders' card points (with the last-trick
    point where it went to them), so a side's "captured" counts the hands it defended too; and each partner's
    own card points, from the tricks the record says he won (the last-trick point to who won the last trick),
    none where it gives only the side's count. The spec's ``score --json`` hand has no such key (its worked
    example's output is matched exactly)."""
    if hand.bidder is None:
        return {}
    return {"other_count": hand.other_count, **taken_by_keys(len(hand.bidder_side) > 1, _taken(hand))}


def _taken(hand: TwentyNineHand) -> dict[str, int] | None:
    """Each player's card points, as the tricks say who won them; None where the record gave only counts."""
    if hand.counted is not None:
        return None
    last = [(hand.tricks[-1].winner, 1)] if len(hand.tricks) == TRICKS and hand.settings["last_trick_point"] else []
    return points_by_winner([(t.winner, t.points) for t in hand.tricks] + last)


__all__ = ["KIND", "TITLE", "PLAYER_COUNTS", "SETTING_HELP", "SETTING_LABELS", "SETTING_CHOICES", "LIST_ORDER", "EXAMPLES", "resolve_settings",
           "new_hand", "winner", "hand_events", "hand_record", "format_amount", "score_groups", "group_name",
           "target", "trump_choices", "takers", "quick_raises", "still_needed", "outcome", "winner_line",
           "TALLY_MEASURES", "tally_hand", "tally_keys", "board_section", "screens", "describe_settings", "remaining_points", "pack_points", "CARD_POINTS", "RANKS",
           "SUITS",
           "TRICKS", "ROYALS_SHIFT", "TwentyNineHand", "TwentyNinePhase", "PointsTrickTaken", "RoyalsShown", "words"]
