"""Twenty-eight: docs/rules.md section 8, as one game package.

Twenty-nine's southern relative: four players, partners opposite, 28 card points and no point for
the last trick; bidding, play and the deal go anticlockwise by default; the first speaker must bid;
over a partner a bid is at least 20; the pair, double and redouble; +6 wins, −6 loses, or a set
number of hands.  The package module is the game's interface (``scorekeeper.rules.interface.GameModule``).
"""

from __future__ import annotations

from types import ModuleType
from typing import TYPE_CHECKING, Mapping, Sequence

from scorekeeper.i18n.shown import number
from scorekeeper.jsontypes import JsonObject, JsonValue
from scorekeeper.rules.bidding import bid_outcome
from scorekeeper.rules.bidding import quick_raises as quick_raises
from scorekeeper.rules.card_points import suit_trumps as trump_choices, target_still_needed
from scorekeeper.rules.defaults import takers as takers  # anyone at the table may take a trick
from scorekeeper.rules.interface import winner_line as winner_line
from scorekeeper.rules.interface import MeasureShown, Needed, Outcome, TallyMeasure
from scorekeeper.rules.partners_opposite import format_amount as format_amount, group_name as group_name
from scorekeeper.rules.partners_opposite import past_the_target, score_groups as score_groups, target as target
from scorekeeper.rules.settings import setting_int, setting_optional_int
from scorekeeper.rules.tallies import HandReport, Tally, points_by_winner, tally_bid_hand, taken_by_keys
from scorekeeper.words import N_

from . import words as words
from .events import CardPointsTrick, Doubled, PairShown, Redoubled
from .facts import TwentyEightPhase, TwentyEightResult
from .hand import TwentyEightHand
from .record import hand_events, hand_record
from .settings import KIND, PACK_POINTS, PAIR_SHIFT, PLAYER_COUNTS, SETTING_HELP, TITLE, TRICKS, anticlockwise, resolve_settings
from .words import SETTING_CHOICES, SETTING_LABELS

if TYPE_CHECKING:
    from scorekeeper.rules.game import Game
    from scorekeeper.rules.interface import BoardSection

LIST_ORDER = 3  # beside its relative Twenty-nine
IGNORES_OTHER_GAMES_SETTINGS = True  # a record's rules may carry other games' settings (docs/game-record.md)
EXAMPLES = ("twenty-eight-pair-rebid-and-partner-20", "twenty-eight-kerala-double-redouble")
"""This game's worked examples: records in tests/examples/ with their expected scores."""


def new_hand(game: Game, number: int, dealer: str, totals: Mapping[str, int]) -> TwentyEightHand:
    return TwentyEightHand(game, number, dealer)


def hand_after(game: Game, previous: TwentyEightHand, number: int, dealer: str,
               totals: Mapping[str, int]) -> TwentyEightHand:
    """The next hand, dealt by the player after the last dealer in the table's direction (the same after a misdeal).

    The replay passes the deal clockwise; anticlockwise (the default) it goes to the dealer's right.
    """
    if not previous.passes_deal:
        return TwentyEightHand(game, number, previous.dealer)
    return TwentyEightHand(game, number, next_dealer(game, previous.dealer))


def next_dealer(game: Game, dealer: str) -> str:
    players = game.players
    step = -1 if anticlockwise(game.settings) else 1
    return players[(players.index(dealer) + step) % len(players)]


def winner(game: Game, hands: Sequence[TwentyEightHand], totals: Mapping[str, int]) -> tuple[tuple[str, ...] | None, str]:
    """First side to +target wins; a side at −target loses; with ``max_hands``, the side ahead after that many."""
    raced = past_the_target(game, totals, setting_int(game.settings, "target"), words.FELL)
    if raced is not None:
        return raced
    sides = score_groups(game)
    most = setting_optional_int(game.settings, "max_hands")
    played = sum(1 for h in hands if h.misdeal_by is None)
    if most is not None and played >= most:
        first, second = (totals[s.players[0]] for s in sides)
        if first != second:
            ahead, behind = (sides[0], sides[1]) if first > second else (sides[1], sides[0])
            return ahead.players, words.MORE_AFTER.format(hands=number(played), side=ahead.name,
                                                          points=number(max(first, second)),
                                                          others_points=number(min(first, second)))
    return None, ""


def still_needed(game: Game, hand: TwentyEightHand) -> Needed | None:
    """Card points the bidding side still needs for its target (after the pair), during play."""
    if not isinstance(hand, TwentyEightHand) or hand.phase is not TwentyEightPhase.PLAY or hand.bidder is None:
        return None
    return target_still_needed(hand)


def remaining_points(hand: TwentyEightHand) -> int | None:
    """When the next trick is the last: the card points it must hold (all not yet taken).  None otherwise."""
    if not isinstance(hand, TwentyEightHand) or hand.phase is not TwentyEightPhase.PLAY or len(hand.tricks) != TRICKS - 1:
        return None
    return hand.points_left()


def outcome(game: Game, hand: TwentyEightHand) -> Outcome:
    if not isinstance(hand, TwentyEightHand):
        raise TypeError("a Twenty-eight outcome needs a Twenty-eight hand")
    return bid_outcome(hand, hand.verdict(), TwentyEightResult.FAILED)  # as its verdict says it: the bid failed


def describe_settings(settings: Mapping[str, JsonValue]) -> list[str]:
    return []


def board_section() -> BoardSection:
    from . import board

    return board


def screens() -> ModuleType:
    from . import ui as package

    return package


TALLY_MEASURES = {
    "game_points": TallyMeasure(0, N_("Game points"), MeasureShown.AMOUNT, line=N_("game points {game_points}")),
    "doubled": TallyMeasure(0, N_("Hands doubled"), line=N_("hands doubled {doubled}")),
}


def tally_hand(tally: Tally, hand: HandReport, as_bidder: bool, on_bid_side: bool, seats: Sequence[str]) -> None:
    """A hand's game points for ``seats`` (a side shares them), the doubled hands, then the bid as every game."""
    tally["game_points"] += hand["scores"].get(seats[0], 0)
    if hand.get("multiplier", 1) > 1 and on_bid_side:
        tally["doubled"] += 1
    tally_bid_hand(tally, hand, as_bidder, on_bid_side, seats)


def tally_keys(hand: TwentyEightHand) -> JsonObject:
    """What the tallies read of a hand beyond ``score --json``: the defenders' card points (the pack's 28 less
    the bidder's side's), so a side's "captured" counts the hands it defended too, as in Twenty-nine; and the
    card points each partner took, from the tricks the record says he won; none where the record gives only
    the side's count (``counts``)."""
    if hand.bidder is None:
        return {}
    taken = None if hand.counted is not None else points_by_winner((t.winner, t.points) for t in hand.tricks)
    return {"other_count": PACK_POINTS - hand.bidder_count, **taken_by_keys(len(hand.bidder_side) > 1, taken)}


__all__ = ["KIND", "TITLE", "PLAYER_COUNTS", "SETTING_HELP", "SETTING_LABELS", "SETTING_CHOICES", "LIST_ORDER",
           "IGNORES_OTHER_GAMES_SETTINGS",
           "EXAMPLES", "resolve_settings", "new_hand", "hand_after", "winner", "hand_events", "hand_record",
           "format_amount", "score_groups", "group_name", "target", "trump_choices", "takers", "quick_raises",
           "still_needed", "outcome", "winner_line", "TALLY_MEASURES", "tally_hand", "tally_keys", "board_section", "screens",
           "describe_settings", "remaining_points", "next_dealer", "PACK_POINTS", "PAIR_SHIFT", "TRICKS",
           "TwentyEightHand", "TwentyEightPhase", "CardPointsTrick", "PairShown", "Doubled",
           "Redoubled", "words"]
