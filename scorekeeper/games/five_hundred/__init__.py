"""Five Hundred: docs/rules.md "Five Hundred", as one game package.

Four players, partners opposite, ten cards each and a kitty.  The auction bids
tricks in a suit or no trumps on the Avondale table (6♠ 40 … 10NT 520), or
misère (250) or open misère (500); the contractors score the value when they
make it (250 for a slam worth less) or lose it, the opponents 10 a trick.  A
side at the target wins (setting ``win_by``: any side, or only one that has just
made its bid); a side at ``lose_at`` loses.  The package module is the game's
interface (``scorekeeper.rules.interface.GameModule``); ``settings`` holds its
settings and its table of bids, ``auction`` the calls, ``hand`` the hand's state
machine, ``verdict`` what a hand says, ``record`` its record codec, ``words`` its words.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Mapping, Sequence

from scorekeeper.i18n.translate import gettext
from scorekeeper.jsontypes import JsonValue
from scorekeeper.rules.defaults import losing_score as losing_score  # lose_at: the race draws the way down
from scorekeeper.rules.interface import winner_line as winner_line  # the table's result line, the same for every game
from scorekeeper.rules.interface import Choice, MeasureShown, Needed, Outcome, TallyMeasure, points_text
# Four players, partners opposite, plain points and a target: the shared answers.
from scorekeeper.rules.partners_opposite import format_amount as format_amount, group_name as group_name
from scorekeeper.rules.partners_opposite import score_groups as score_groups, target as target
from scorekeeper.rules.settings import setting_int, setting_optional_int
from scorekeeper.rules.tallies import HandReport, Tally
from scorekeeper.words import N_

from . import words as words  # registers the words for this game's own facts
from .events import ContractBid, TrickWon
from .facts import FiveHundredPhase, FiveHundredResult
from .hand import FiveHundredHand
from .record import dealt_hand_events, hand_events, hand_record
from scorekeeper.rules.partnership import (ContractResults, contract_outcome, lose_at_said, partner_of,
                                            tricks_still_needed)
from .settings import (BIDS, KIND, MISERE, OPEN_MISERE, PLAYER_COUNTS, SETTING_HELP, TITLE, TRICKS, bid_tricks,
                       bid_value, resolve_settings)
from .words import SETTING_CHOICES, SETTING_LABELS

if TYPE_CHECKING:
    from scorekeeper.rules.game import Game

LIST_ORDER = 6
EXAMPLES = ("five-hundred-misere-slam-thrown-in", "five-hundred-win-by-bid")
"""This game's worked examples: records in tests/examples/ with their expected scores."""


def new_hand(game: Game, number: int, dealer: str, totals: Mapping[str, int]) -> FiveHundredHand:
    return FiveHundredHand(game, number, dealer, totals)


def winner(game: Game, hands: Sequence[FiveHundredHand],
           totals: Mapping[str, int]) -> tuple[tuple[str, ...] | None, str]:
    """The target first (the contractors who just made their bid; with ``win_by: any`` the opponents too), then
    ``lose_at`` (only a failed contract can take the contractors there)."""
    last = hands[-1] if hands else None
    if last is None or last.bidder is None or last.bid is None:
        return None, ""
    s, players = game.settings, tuple(game.players)
    goal = setting_int(s, "target")
    mine, theirs = _seated(players, last.bidder_side), _seated(players, last.opponents)
    name, other = group_name(game, mine), group_name(game, theirs)
    if last.made and totals[mine[0]] >= goal:
        return mine, words.WENT_OUT.format(side=name, bid=words.bid_word(last.bid), points=totals[mine[0]],
                                           target=goal)
    if s["win_by"] == "any" and totals[theirs[0]] >= goal:
        return theirs, words.REACHED.format(side=other, points=totals[theirs[0]], target=goal)
    floor = setting_optional_int(s, "lose_at")
    if not last.made and floor is not None and totals[mine[0]] <= floor:
        return theirs, words.FELL.format(side=name, points=points_text(totals[mine[0]]), lose_at=points_text(floor),
                                         others=other)
    return None, ""


def _seated(players: tuple[str, ...], side: Sequence[str]) -> tuple[str, ...]:
    return tuple(p for p in players if p in side)


def trump_choices(settings: Mapping[str, JsonValue]) -> list[Choice]:
    """None to name apart from the bid: the contract says its suit (or no trumps)."""
    return []


def takers(game: Game, hand: FiveHundredHand) -> tuple[str, ...]:
    """Who may take a trick: everyone, but the bidder's partner on a misère."""
    if hand.misere and hand.bidder is not None:
        return tuple(p for p in game.players if p != partner_of(tuple(game.players), hand.bidder))
    return tuple(game.players)


def quick_raises(hand: FiveHundredHand, count: int = 3) -> list[int]:
    """None in amounts: the bids are the Avondale table's grid."""
    return []


def still_needed(game: Game, hand: FiveHundredHand) -> Needed | None:
    """The tricks the contractors still need, while the tricks go in one by one (a misère needs none)."""
    if hand.bid is None or hand.misere:
        return None
    return tricks_still_needed(hand, bid_tricks(hand.bid), gettext("the contract is made"),
                               gettext("the contractors need {count} more tricks"), gettext("cannot make it: set back"))


RESULTS = ContractResults(FiveHundredResult.MISDEAL, FiveHundredResult.THROWN_IN, FiveHundredResult.SLAM,
                          FiveHundredResult.MADE, FiveHundredResult.SET_BACK)


def outcome(game: Game, hand: FiveHundredHand) -> Outcome:
    """MADE, SLAM, SET BACK, THROWN IN or MISDEAL, with the verdict."""
    return contract_outcome(hand, RESULTS, hand.slam)


def describe_settings(settings: Mapping[str, JsonValue]) -> list[str]:
    """What a table may play otherwise, said only when it does."""
    said: list[str] = []
    if settings["win_by"] == "bid":
        said.append(gettext("win by a bid"))
    if settings["bidding"] == "once":
        said.append(gettext("one call each"))
    if settings["misere"] == "any_time":
        said.append(gettext("misère any time"))
    elif settings["misere"] == "off":
        said.append(gettext("no misère"))
    if not settings["slam"]:
        said.append(gettext("no slam bonus"))
    return said + lose_at_said(settings, -500)




# -- lifetime tallies -------------------------------------------------------------------------
TALLY_MEASURES = {
    "made_6": TallyMeasure(0, N_("Contracts of 6 made")), "made_7": TallyMeasure(0, N_("Contracts of 7 made")),
    "made_8": TallyMeasure(0, N_("Contracts of 8 made")), "made_9": TallyMeasure(0, N_("Contracts of 9 made")),
    "made_10": TallyMeasure(0, N_("Contracts of 10 made")),
    "miseres_made": TallyMeasure(0, N_("Misères made")),
    "slams": TallyMeasure(0, N_("Slams")),
    "points": TallyMeasure(0, N_("Points"), MeasureShown.AMOUNT),
}
TALLY_BID_LINE = N_("contracts {hands_bid}, made {bids_made} ({bids_made_pct}); made by level 6: {made_6}, "
                    "7: {made_7}, 8: {made_8}, 9: {made_9}, 10: {made_10}; misères {miseres_made}, slams {slams}, "
                    "points {points}")


def tally_hand(tally: Tally, hand: HandReport, as_bidder: bool, on_bid_side: bool, seats: Sequence[str]) -> None:
    """A hand's points for ``seats``; for the contractor the contract, made or not, by level; slams and misères."""
    tally["points"] += hand["scores"].get(seats[0], 0)
    bidder, bid = hand.get("bidder"), hand.get("bid")
    if bidder is None or not isinstance(bid, str) or bidder not in seats:
        return
    tally["hands_bid"] += 1
    if not hand.get("made"):
        return
    tally["bids_made"] += 1
    if bid in (MISERE, OPEN_MISERE):
        tally["miseres_made"] += 1
    else:
        tally[f"made_{bid_tricks(bid)}"] += 1
    tally["slams"] += 1 if hand.get("slam") else 0



__all__ = ["KIND", "TITLE", "PLAYER_COUNTS", "SETTING_HELP", "SETTING_LABELS", "SETTING_CHOICES", "LIST_ORDER",
           "EXAMPLES", "resolve_settings", "new_hand", "winner", "hand_events", "dealt_hand_events", "hand_record",
           "format_amount", "score_groups", "group_name", "target", "trump_choices", "takers", "quick_raises",
           "still_needed", "outcome", "winner_line", "TALLY_MEASURES", "TALLY_BID_LINE", "tally_hand",
           "describe_settings", "FiveHundredHand", "FiveHundredPhase", "FiveHundredResult", "ContractBid", "TrickWon",
           "BIDS", "MISERE", "OPEN_MISERE", "TRICKS", "bid_value", "bid_tricks", "partner_of", "words"]
