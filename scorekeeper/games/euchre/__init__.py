"""Euchre: docs/rules.md "Euchre", as one game package.

Four players, partners opposite, five cards each and a turn-up.  Whoever makes
trump (ordering up the turn-up in round 1, or naming another suit in round 2)
makes his side the makers; they score 1 for 3 or 4 tricks, 2 for all five (a
march; 4 alone), and the defenders score 2 (4 for a lone defender) when the
makers are euchred.  First side to the target wins.  The package module is the
game's interface (``scorekeeper.rules.interface.GameModule``); ``settings``
holds its settings, ``hand`` the hand's state machine, ``verdict`` what a hand
says, ``events`` its own events, ``record`` its record codec, ``words`` its words.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Mapping, Sequence

from scorekeeper.i18n.translate import gettext
from scorekeeper.jsontypes import JsonValue
from scorekeeper.rules.interface import winner_line as winner_line  # the table's result line, the same for every game
from scorekeeper.rules.interface import Choice, MeasureShown, Needed, Outcome, TallyMeasure
# Four players, partners opposite, plain points and a target: the shared answers.
from scorekeeper.rules.partners_opposite import format_amount as format_amount, group_name as group_name
from scorekeeper.rules.partners_opposite import score_groups as score_groups, target as target
from scorekeeper.rules.settings import setting_int
from scorekeeper.rules.tallies import HandReport, Tally
from scorekeeper.words import N_

from . import words as words  # registers the words for this game's own facts
from .events import ThrownIn, TrickWon, TrumpMade, TurnedUp
from .facts import EuchrePhase, EuchreResult
from .hand import EuchreHand
from .record import hand_events, hand_record
from scorekeeper.rules.partnership import ContractResults, contract_outcome, partner_of, tricks_still_needed
from .settings import KIND, PLAYER_COUNTS, SETTING_HELP, SUITS, TITLE, TRICKS, resolve_settings
from .words import SETTING_CHOICES, SETTING_LABELS

if TYPE_CHECKING:
    from scorekeeper.rules.game import Game

LIST_ORDER = 5
EXAMPLES = ("euchre-march-alone-euchred", "euchre-stuck-dealer-defend-alone")
"""This game's worked examples: records in tests/examples/ with their expected scores."""


def new_hand(game: Game, number: int, dealer: str, totals: Mapping[str, int]) -> EuchreHand:
    return EuchreHand(game, number, dealer, totals)


def winner(game: Game, hands: Sequence[EuchreHand], totals: Mapping[str, int]) -> tuple[tuple[str, ...] | None, str]:
    """The first side at or over the target (only one side scores in a hand, so never both)."""
    goal = setting_int(game.settings, "target")
    for group in score_groups(game):
        points = totals[group.players[0]]
        if points >= goal:
            return group.players, words.REACHED.format(side=group.name, points=points, target=goal)
    return None, ""


def trump_choices(settings: Mapping[str, JsonValue]) -> list[Choice]:
    """The four suits (round 1 only the turn-up's, round 2 any other: the hand checks)."""
    return [Choice(suit, words.suit_word(suit)) for suit in SUITS]


def takers(game: Game, hand: EuchreHand) -> tuple[str, ...]:
    """Who may take a trick: everyone but the partners of those who went alone."""
    out = hand.sitting_out()
    return tuple(p for p in game.players if p not in out)


def quick_raises(hand: EuchreHand, count: int = 3) -> list[int]:
    """None: there is no auction, only who made trump."""
    return []


def still_needed(game: Game, hand: EuchreHand) -> Needed | None:
    """The tricks the makers still need for a point (3), while the tricks go in one by one."""
    return tricks_still_needed(hand, 3, gettext("the makers have their 3 tricks"),
                               gettext("the makers need {count} more tricks"), gettext("the makers cannot take 3: euchred"))


RESULTS = ContractResults(EuchreResult.MISDEAL, EuchreResult.THROWN_IN, EuchreResult.MARCH, EuchreResult.MADE,
                          EuchreResult.EUCHRED)


def outcome(game: Game, hand: EuchreHand) -> Outcome:
    """MADE, MARCH, EUCHRED, THROWN IN or MISDEAL, with the verdict."""
    return contract_outcome(hand, RESULTS, hand.march)


def describe_settings(settings: Mapping[str, JsonValue]) -> list[str]:
    """What a table may play otherwise, said only when it does."""
    said: list[str] = []
    if settings["deck"] == 32:
        said.append(gettext("32-card pack"))
    if settings["stick_the_dealer"]:
        said.append(gettext("stick the dealer"))
    if settings["defend_alone"]:
        said.append(gettext("defending alone"))
    return said




# -- lifetime tallies -------------------------------------------------------------------------
TALLY_MEASURES = {
    "marches": TallyMeasure(0, N_("Marches")),
    "euchres": TallyMeasure(0, N_("Euchres (as defenders)")),
    "alone": TallyMeasure(0, N_("Hands played alone")),  # going alone as a maker
    "defended_alone": TallyMeasure(0, N_("Hands defended alone"), line=N_("defended alone {defended_alone}")),
    "points": TallyMeasure(0, N_("Points"), MeasureShown.AMOUNT),
}
TALLY_BID_LINE = N_("trump made {hands_bid}, made {bids_made} ({bids_made_pct}), marches {marches}, "
                    "euchres {euchres}, alone {alone}, points {points}")


def tally_hand(tally: Tally, hand: HandReport, as_bidder: bool, on_bid_side: bool, seats: Sequence[str]) -> None:
    """A hand's points for ``seats``; for the makers their trump made, marches and lone hands; for the
    defenders the euchres and the hands defended alone (two counts: going alone is not defending alone)."""
    tally["points"] += hand["scores"].get(seats[0], 0)
    maker = hand.get("maker")
    if maker is None:
        return
    makers = list(hand.get("maker_side") or [])
    if maker in seats:
        tally["hands_bid"] += 1
        tally["bids_made"] += 1 if hand.get("made") else 0
    if any(s in hand.get("alone", []) for s in seats):
        tally["alone" if seats[0] in makers else "defended_alone"] += 1
    if seats[0] in makers:
        tally["marches"] += 1 if hand.get("march") else 0
    elif not hand.get("made"):
        tally["euchres"] += 1


__all__ = ["KIND", "TITLE", "PLAYER_COUNTS", "SETTING_HELP", "SETTING_LABELS", "SETTING_CHOICES", "LIST_ORDER",
           "EXAMPLES", "resolve_settings", "new_hand", "winner", "hand_events", "hand_record", "format_amount",
           "score_groups", "group_name", "target", "trump_choices", "takers", "quick_raises", "still_needed",
           "outcome", "winner_line", "TALLY_MEASURES", "TALLY_BID_LINE", "tally_hand",
           "describe_settings", "EuchreHand", "EuchrePhase", "EuchreResult", "TurnedUp", "TrumpMade", "ThrownIn",
           "TrickWon", "SUITS", "TRICKS", "partner_of", "words"]
