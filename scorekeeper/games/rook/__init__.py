"""Rook (Parker Brothers, 1906): docs/rules.md section 6, as one game package.

Four players, partners opposite; an auction for the right to take the nest and
name trump, then each side counts the counters it captured.  The package module
is the game's interface (``scorekeeper.rules.interface.GameModule``);
``settings`` holds its settings and decks, ``hand`` the hand's state machine,
``report`` its verdicts and dispute view, ``events`` its own events, ``record``
its record codec, ``words`` the words for its facts.  First side to 300 wins.
"""

from __future__ import annotations

from scorekeeper.jsontypes import JsonObject, JsonValue

from types import ModuleType
from typing import TYPE_CHECKING, Mapping, Sequence

from scorekeeper.i18n.translate import gettext
from scorekeeper import words as shared_words
from scorekeeper.words import N_
from scorekeeper.rules.bidding import bid_outcome
from scorekeeper.rules.settings import setting_int
from scorekeeper.rules.bidding import quick_raises as quick_raises  # the same one-tap raises for every bidding game
from scorekeeper.rules.interface import winner_line as winner_line  # the table's result line, the same for every game
from scorekeeper.rules.interface import Choice, MeasureShown, Needed, Outcome, TallyMeasure
from scorekeeper.rules.tallies import HandReport, Tally, points_by_winner, tally_bid_hand, taken_by_keys
# Four players, partners opposite, plain points and a target: the shared answers.
from scorekeeper.rules.partners_opposite import format_amount as format_amount, group_name as group_name
from scorekeeper.rules.partners_opposite import score_groups as score_groups, target as target

from . import words as words  # registers the words for this game's own facts
from .words import SETTING_CHOICES, SETTING_LABELS
from .events import CountersTaken, NestShown
from .facts import COUNTER_OF_FACE, Counter, RookPhase
from .hand import RookHand, in_deck_order, points_of
from .record import hand_events, hand_record
from .settings import COLORS, COUNTER_POINTS, DECKS, KIND, PLAYER_COUNTS, SETTING_HELP, TITLE, cap, deck, resolve_settings

if TYPE_CHECKING:
    from scorekeeper.rules.game import Game
    from scorekeeper.rules.interface import BoardSection

LIST_ORDER = 4
EXAMPLES = ("rook-95-bid", "rook-kentucky-all-points", "rook-set-back-to-the-target")
"""This game's worked examples: records in tests/examples/ with their expected scores."""


def new_hand(game: Game, number: int, dealer: str, totals: Mapping[str, int]) -> RookHand:
    return RookHand(game, number, dealer)


def winner(game: Game, hands: Sequence[RookHand], totals: Mapping[str, int]) -> tuple[tuple[str, ...] | None, str]:
    """First side to the target wins; both over it in the same hand: the higher; an exact tie plays on."""
    target = setting_int(game.settings, "target")
    over = [g for g in score_groups(game) if totals[g.players[0]] >= target]
    if not over:
        return None, ""
    if len(over) == 2:
        first, second = (totals[g.players[0]] for g in over)
        if first == second:
            return None, ""
        top = over[0] if first > second else over[1]
        return top.players, words.BOTH_OVER.format(winners=top.name, score=totals[top.players[0]], target=target)
    return over[0].players, words.REACHED.format(winners=over[0].name, score=totals[over[0].players[0]], target=target)


# -- the interface every game offers (interface.GameModule) --------------------------------
def trump_choices(settings: Mapping[str, JsonValue]) -> list[Choice]:
    return [Choice(color, str(words.TRUMP_WORDS[color])) for color in COLORS]


def takers(game: Game, hand: RookHand) -> tuple[str, ...]:
    return tuple(game.players)


def still_needed(game: Game, hand: RookHand) -> Needed | None:
    """The points the bidder's side still needs during play, and whether the counters left can give them."""
    if not isinstance(hand, RookHand) or hand.phase not in (RookPhase.PLAY, RookPhase.NEST) or hand.bid is None:
        return None
    amount = max(0, hand.bid - hand.running_counts()[0])
    if amount == 0:
        return Needed(0, True, words.BID_REACHED.format(bid=hand.bid))
    if hand.most_possible() < hand.bid:
        return Needed(amount, False, str(shared_words.CANNOT_MAKE_IT))
    return Needed(amount, True, shared_words.NEEDS_MORE.format(amount=amount))


def outcome(game: Game, hand: RookHand) -> Outcome:
    """MADE / SET BACK / THROWN IN / MISDEAL, with the verdict's arithmetic."""
    if not isinstance(hand, RookHand):
        raise TypeError("a Rook outcome needs a Rook hand")
    return bid_outcome(hand, hand.verdict())


def describe_settings(settings: Mapping[str, JsonValue]) -> list[str]:
    """The deck, named after the title and the players: "standard deck"."""
    deck = words.DECK_NAMES.get(str(settings.get("deck")))
    return [str(deck)] if deck is not None else [gettext("{deck} deck").format(deck=settings.get("deck"))]


def board_section() -> BoardSection:
    """The game's part of the board page (``board.py``), imported when the board first draws one of its games."""
    from . import board

    return board


def screens() -> ModuleType:
    """The game's screens (``ui/``: table, setup, corrections), imported only by the app, never by the rules."""
    from . import ui as package

    return package


# -- lifetime tallies -------------------------------------------------------------------------
# Bids made and their rate (bids_made, bids_made_pct) are every bidding game's; Rook adds the points scored.
TALLY_MEASURES = {"points": TallyMeasure(0, N_("Points"), MeasureShown.AMOUNT, line=N_("points {points}"))}


def tally_hand(tally: Tally, hand: HandReport, as_bidder: bool, on_bid_side: bool, seats: Sequence[str]) -> None:
    """A hand's points for ``seats`` (a side shares them), then the bid as in every bidding game."""
    tally["points"] += hand["scores"].get(seats[0], 0)
    tally_bid_hand(tally, hand, as_bidder, on_bid_side, seats)


def tally_keys(hand: RookHand) -> JsonObject:
    """What the tallies read of a hand beyond ``score --json``: the counters each partner took, from the tricks
    the record says he won; none where it gives only each side's totals.

    The nest goes to the bidder when his side scores it: he took it up and laid it down himself, so its
    counters are his own, whoever won the last trick; when the other side scores it (``nest_to:
    last_trick``) it is taken with the last trick, so its winner's. The all-points bonus is the side's
    only: it is won by the side's counters together, taken by nobody."""
    if hand.bidder is None:
        return {}
    return taken_by_keys(len(hand.bidder_side) > 1, None if hand.counts is not None else _taken(hand))


def _taken(hand: RookHand) -> dict[str, int]:
    """Each player's counters: his tricks', and the nest's to whoever the docstring above says."""
    taken = [(winner, points_of(counters)) for winner, counters in hand.tricks]
    if hand.nest and hand.tricks:
        last_winner = hand.tricks[-1][0]
        taken.append((hand.bidder if hand.bidder and hand.bidder in hand.nest_side else last_winner,
                      points_of(hand.nest)))
    return points_by_winner(taken)


__all__ = ["KIND", "TITLE", "PLAYER_COUNTS", "SETTING_HELP", "SETTING_LABELS", "SETTING_CHOICES", "LIST_ORDER", "EXAMPLES",
           "resolve_settings", "new_hand", "winner", "hand_events", "hand_record", "format_amount", "score_groups",
           "group_name", "target", "trump_choices", "takers", "quick_raises", "still_needed", "outcome", "winner_line",
           "TALLY_MEASURES", "tally_hand", "tally_keys", "board_section", "screens", "describe_settings", "COLORS", "COUNTER_POINTS",
           "DECKS", "cap", "deck", "in_deck_order", "points_of", "COUNTER_OF_FACE", "Counter", "CountersTaken", "NestShown", "RookHand",
           "RookPhase", "words"]
