"""Spades: docs/rules.md section 5, as one game package.

Four players, partners opposite.  Each player bids the tricks they will take
(Nil: none; Blind Nil where the table plays it); a side's contract is its
bids that are not Nil, made for 10 a trick and 1 a trick over (a bag), or set
for −10 a trick; bags carry over the hands and cost a penalty at the limit.
First side to the target wins; a side at ``lose_at`` or below loses.  The
package module is the game's interface (``scorekeeper.rules.interface.GameModule``);
``settings`` holds its settings, ``hand`` the hand's state machine, ``scoring``
a side's arithmetic, ``verdict`` what a hand says, ``events`` its own events,
``record`` its record codec, ``words`` the words for its facts.
"""

from __future__ import annotations

from scorekeeper.jsontypes import JsonValue

from typing import TYPE_CHECKING, Mapping, Sequence

from scorekeeper.i18n.translate import gettext
from scorekeeper.rules.interface import winner_line as winner_line  # the table's result line, the same for every game
from scorekeeper.rules.defaults import quick_raises as quick_raises, still_needed as still_needed  # no auction, no trump to name
from scorekeeper.rules.defaults import losing_score as losing_score, takers as takers, trump_choices as trump_choices
from scorekeeper.rules.interface import MeasureShown, Outcome, TallyMeasure, points_text
from scorekeeper.rules.tallies import HandReport, Tally
from scorekeeper.rules.settings import setting_int, setting_optional_int
# Four players, partners opposite, plain points and a target: the shared answers.
from scorekeeper.rules.partnership import lose_at_said
from scorekeeper.rules.partners_opposite import format_amount as format_amount, group_name as group_name
from scorekeeper.rules.partners_opposite import score_groups as score_groups, target as target
from scorekeeper.words import N_

from . import words as words  # registers the words for this game's own facts
from .words import SETTING_CHOICES, SETTING_LABELS
from .events import BlindNilBid, TrickWon, TricksBid
from .facts import SpadesPhase, SpadesResult
from .hand import SpadesHand, sides_of
from .record import BLIND_NIL, dealt_hand_events, hand_events, hand_record
from .scoring import NilResult, SideResult, score_side
from .settings import KIND, NIL_POINTS, PLAYER_COUNTS, SETTING_HELP, TITLE, TRICKS, resolve_settings
from .verdict import contracts_line, running_line

if TYPE_CHECKING:
    from scorekeeper.rules.game import Game

LIST_ORDER = 4
EXAMPLES = ("spades-nil-and-two", "spades-bag-penalty", "spades-blind-nil")
"""This game's worked examples: records in tests/examples/ with their expected scores."""


def new_hand(game: Game, number: int, dealer: str, totals: Mapping[str, int]) -> SpadesHand:
    """The first hand: no bags carried in."""
    return SpadesHand(game, number, dealer, totals)


def hand_after(game: Game, previous: SpadesHand, number: int, dealer: str, totals: Mapping[str, int]) -> SpadesHand:
    """Every later hand starts with the bags each side had after the hand before (a misdeal changes none)."""
    return SpadesHand(game, number, dealer, totals, previous.bags_after())


def winner(game: Game, hands: Sequence[SpadesHand], totals: Mapping[str, int]) -> tuple[tuple[str, ...] | None, str]:
    """The target first (both past it: the higher; an exact tie plays on), then ``lose_at`` (both at or below
    it: the higher; a tie plays on)."""
    s = game.settings
    first, second = sides_of(tuple(game.players))
    names = {first: group_name(game, first), second: group_name(game, second)}
    points = {first: totals[first[0]], second: totals[second[0]]}
    high, low = (first, second) if points[first] >= points[second] else (second, first)
    goal = setting_int(s, "target")
    over = [side for side in (first, second) if points[side] >= goal]
    values = dict(side=names[high], points=points[high], others=names[low], other_points=points[low])
    if len(over) == 1:
        return over[0], words.REACHED.format(side=names[over[0]], points=points[over[0]], target=goal)
    if over:
        return (None, "") if points[first] == points[second] else (high, words.BOTH_OVER.format(target=goal, **values))
    floor = setting_optional_int(s, "lose_at")
    if floor is None:
        return None, ""
    under = [side for side in (first, second) if points[side] <= floor]
    if len(under) == 1:
        lost = under[0]
        won = second if lost is first else first
        return won, words.FELL.format(side=names[lost], points=points_text(points[lost]), lose_at=points_text(floor),
                                      others=names[won])
    if under and points[first] != points[second]:
        values.update(points=points_text(points[high]), other_points=points_text(points[low]))
        return high, words.BOTH_UNDER.format(lose_at=points_text(floor), **values)
    return None, ""


# -- the interface every game offers (interface.GameModule) --------------------------------








def outcome(game: Game, hand: SpadesHand) -> Outcome:
    """MADE (every contract made), ONE SIDE SET, SET (every contract set), or MISDEAL; with the verdict."""
    if not isinstance(hand, SpadesHand):
        raise TypeError("a Spades outcome needs a Spades hand")
    if hand.misdeal_by is not None or hand.results is None:
        return Outcome(SpadesResult.MISDEAL, None, hand.verdict())
    made = [r.made for r in hand.results if r.made is not None]
    if all(made):
        return Outcome(SpadesResult.MADE, True, hand.verdict())
    return Outcome(SpadesResult.SET if not any(made) else SpadesResult.ONE_SET, False, hand.verdict())


def describe_settings(settings: Mapping[str, JsonValue]) -> list[str]:
    """What a table may play otherwise, said only when it does: "Blind Nil", "bags off", "Nil tricks count"."""
    said: list[str] = []
    if settings["blind_nil"]:
        said.append(gettext("Blind Nil"))
    if not settings["bag_limit"]:
        said.append(gettext("bags off"))
    elif (settings["bag_limit"], settings["bag_penalty"]) != (10, 100):
        said.append(gettext("{bag_limit} bags cost {bag_penalty}").format(
            bag_limit=settings['bag_limit'], bag_penalty=settings['bag_penalty']))
    if settings["nil_tricks"] == "count":
        said.append(gettext("failed Nil tricks count"))
    return said + lose_at_said(settings, -200)


# -- lifetime tallies -------------------------------------------------------------------------
TALLY_MEASURES = {
    "nils_bid": TallyMeasure(0, N_("Nils bid")),
    "nils_made": TallyMeasure(0, N_("Nils made")),
    "nils_made_pct": TallyMeasure(None, N_("Nils made %"), MeasureShown.PERCENT, ratio_of=("nils_made", "nils_bid")),
    "bags": TallyMeasure(0, N_("Bags taken")),
    "bags_per_game": TallyMeasure(None, N_("Bags per game"), ratio_of=("bags", "games_played")),
    "points": TallyMeasure(0, N_("Points"), MeasureShown.AMOUNT),
}
TALLY_BID_LINE = N_("hands {hands_bid}, Nils {nils_bid}, made {nils_made} ({nils_made_pct}), bags {bags} "
                  "({bags_per_game} a game), tricks {total_captured}, points {points}")


def tally_hand(tally: Tally, hand: HandReport, as_bidder: bool, on_bid_side: bool, seats: Sequence[str]) -> None:
    """Every player bids every hand: a player's (or a side's) Nils bid and made, the side's bags, tricks, points.

    The record says how many tricks each player took, so a partner is credited his own and the side its
    partners' together, once (crediting each partner the side's would count them twice)."""
    bids, tricks = hand.get("bids") or {}, hand.get("tricks") or {}
    if not tricks:
        return  # a misdeal: nobody played
    tally["hands_bid"] += 1
    nils = [s for s in seats if bids.get(s) in (0, BLIND_NIL)]
    tally["nils_bid"] += len(nils)
    tally["nils_made"] += sum(1 for s in nils if tricks.get(s) == 0)
    tally["bags"] += (hand.get("bags_taken") or {}).get(seats[0], 0)
    tally["total_captured"] += sum(tricks.get(s, 0) for s in seats)  # a partner's own tricks; a side's together
    tally["points"] += hand["scores"].get(seats[0], 0)


__all__ = ["KIND", "TITLE", "PLAYER_COUNTS", "SETTING_HELP", "SETTING_LABELS", "SETTING_CHOICES", "LIST_ORDER", "EXAMPLES",
           "resolve_settings", "new_hand", "hand_after", "winner", "hand_events", "dealt_hand_events", "hand_record",
           "format_amount", "score_groups", "group_name", "target", "trump_choices", "takers", "quick_raises",
           "still_needed", "outcome", "winner_line", "TALLY_MEASURES", "TALLY_BID_LINE", "tally_hand",
           "describe_settings", "contracts_line", "running_line", "score_side", "SideResult", "NilResult", "SpadesHand", "SpadesPhase",
           "SpadesResult", "TricksBid", "BlindNilBid", "TrickWon", "BLIND_NIL", "NIL_POINTS", "TRICKS", "words"]
