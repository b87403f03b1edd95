"""Seven Up (All Fours): docs/rules.md section "Seven Up (All Fours)", as one game package.

Two or three players each for himself, or four as two sides; no bidding: the eldest stands or begs, the
dealer gives a point or runs the cards, then one point each for High, Low, Jack and Game; first to the
target (7) wins, the points counted in the order they are made.  The package module is the game's
interface (``scorekeeper.rules.interface.GameModule``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Mapping, Sequence

from scorekeeper.i18n.shown import number
from scorekeeper.rules import all_fours, partners_opposite
# Points are plain numbers to a target; anyone may take a trick; nothing bid, raised or "still needed"; a hand is played.
from scorekeeper.rules.defaults import format_amount as format_amount, group_name as group_name, target as target
from scorekeeper.rules.defaults import SETTING_CHOICES as SETTING_CHOICES, outcome as outcome, takers as takers
from scorekeeper.rules.defaults import quick_raises as quick_raises, still_needed as still_needed
from scorekeeper.rules.defaults import describe_settings as describe_settings, suit_trumps
from scorekeeper.rules.interface import ScoreGroup, TallyMeasure
from scorekeeper.rules.interface import winner_line as winner_line
from scorekeeper.rules.settings import setting_int
from scorekeeper.rules.tallies import HandReport, Tally
from scorekeeper.words import N_

from . import words as words
from .hand import Begged as Begged, JackTurned as JackTurned, PointNobody as PointNobody, PointTaken as PointTaken
from .hand import SevenUpHand as SevenUpHand
from .record import hand_events as hand_events, hand_record as hand_record
from .settings import KIND as KIND, PLAYER_COUNTS as PLAYER_COUNTS, SETTING_HELP as SETTING_HELP, TITLE as TITLE
from .settings import resolve_settings as resolve_settings
from .words import SETTING_LABELS as SETTING_LABELS

if TYPE_CHECKING:
    from scorekeeper.rules.game import Game

HAND = SevenUpHand
trump_choices = suit_trumps  # the four suits
LIST_ORDER = 7
EXAMPLES = ("seven-up-two-players-gift-run-turned-jack-out", "seven-up-three-players-out-in-points-order")
"""This game's worked examples: records in tests/examples/ with their expected scores."""


def new_hand(game: Game, number: int, dealer: str, totals: Mapping[str, int]) -> SevenUpHand:
    """A hand knows the totals it starts from: a gift may not put anyone out, a turned jack may."""
    return SevenUpHand(game, number, dealer, totals)


def score_groups(game: Game) -> list[ScoreGroup]:
    """Each player alone, or with four the two sides (seats 1 and 3 against 2 and 4)."""
    return partners_opposite.sides_or_each(game, len(game.players) == 4)


def winner(game: Game, hands: Sequence[SevenUpHand], totals: Mapping[str, int]) -> tuple[tuple[str, ...] | None, str]:
    """After each hand: the first side to reach the target, its points counted in the order they were made."""
    out = hands[-1].first_out() if hands else None
    if out is None:
        return None, ""
    side, what, points = out
    ordered = tuple(p for p in game.players if p in side)
    return ordered, words.WENT_OUT.format(side=group_name(game, ordered), point=what, points=number(points),
                                          target=number(setting_int(game.settings, "target")))


TALLY_MEASURES = {
    "seven_up_points": TallyMeasure(0, N_("Points scored"), line=N_("points scored {seven_up_points}, jacks turned "
                                                                    "{jacks_turned}")),
    "jacks_turned": TallyMeasure(0, N_("Jacks turned as dealer")),
    **all_fours.POINT_TALLIES,
}
TALLY_BID_LINE = ""  # nobody bids in Seven Up


def tally_hand(tally: Tally, hand: HandReport, as_bidder: bool, on_bid_side: bool, seats: Sequence[str]) -> None:
    """The points scored, the jacks a dealer turned, and who took High, Low, Jack and Game (a misdeal adds nothing)."""
    if "beg" not in hand:
        return
    tally["seven_up_points"] += hand["scores"].get(seats[0], 0)
    if hand["dealer"] in seats:
        tally["jacks_turned"] += int(bool(hand["jack_turned"])) + int(bool(hand["new_jack_turned"]))
    all_fours.tally_points(tally, hand.get("points"), seats)

