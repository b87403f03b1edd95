"""Auction Pitch (Setback): docs/rules.md section 7, as one game package.

Two to seven players each for himself, or four as two fixed sides; one round of bids with the
dealer's privilege, then four points a hand (High, Low, Jack, Game); first to the target (11) wins,
the pitcher going out first.  The package module is the game's interface
(``scorekeeper.rules.interface.GameModule``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Mapping, Sequence

from scorekeeper.i18n.shown import number
from scorekeeper.i18n.translate import gettext
from scorekeeper.jsontypes import JsonObject, JsonValue
from scorekeeper.rules import all_fours, partners_opposite
from scorekeeper.rules.bidding import bid_outcome
# Points are plain numbers to a target; anyone may take a trick; nothing is counted while a hand is played.
from scorekeeper.rules.defaults import format_amount as format_amount, group_name as group_name, target as target
from scorekeeper.rules.defaults import still_needed as still_needed, takers as takers
from scorekeeper.rules.bidding import quick_raises as quick_raises
from scorekeeper.rules.interface import winner_line as winner_line
from scorekeeper.rules.interface import Choice, Outcome, ScoreGroup, TallyMeasure
from scorekeeper.rules.settings import setting_int, setting_str
from scorekeeper.rules.tallies import HandReport, Tally, tally_bid_hand
from scorekeeper.words import N_

from . import words as words
from .events import AllTricksTaken, PointNobody, PointTaken, SweepTaken
from .facts import PitchPhase
from .hand import PitchHand
from .record import dealt_hand_events, hand_events, hand_record
from .settings import KIND, PLAYER_COUNTS, POINTS, SETTING_HELP, SMUDGE, SUITS, TITLE, fixed, resolve_settings, top_bid
from .words import SETTING_CHOICES, SETTING_LABELS

if TYPE_CHECKING:
    from scorekeeper.rules.game import Game

LIST_ORDER = 6
IGNORES_OTHER_GAMES_SETTINGS = True  # a record's rules may carry other games' settings (docs/game-record.md)
EXAMPLES = ("pitch-four-players-out-in-points-order", "pitch-partners-smudge-bidder-goes-out")
"""This game's worked examples: records in tests/examples/ with their expected scores."""


def new_hand(game: Game, number: int, dealer: str, totals: Mapping[str, int]) -> PitchHand:
    return PitchHand(game, number, dealer)


def score_groups(game: Game) -> list[ScoreGroup]:
    """Each player alone, or the two fixed sides (seats 1 and 3 against 2 and 4)."""
    return partners_opposite.sides_or_each(game, fixed(game.settings))


def winner(game: Game, hands: Sequence[PitchHand], totals: Mapping[str, int]) -> tuple[tuple[str, ...] | None, str]:
    """After each hand: a made smudge that wins, the pitcher going out first, then the points in order."""
    hand = hands[-1] if hands else None
    if hand is None or hand.bidder is None:
        return None, ""
    goal, side = setting_int(game.settings, "target"), hand.bidder_side
    name = group_name(game, side)
    if hand.made and hand.is_smudge() and setting_str(game.settings, "smudge") == "wins":
        return _ordered(game, side), words.SMUDGE_OUT.format(side=name)
    if hand.made and totals[side[0]] >= goal:
        return _ordered(game, side), words.BIDDER_OUT.format(side=name, points=number(totals[side[0]]),
                                                               target=number(goal))
    if setting_str(game.settings, "going_out") == "bidder_only":
        return None, ""
    return _first_over(game, hand, totals, goal)


def _first_over(game: Game, hand: PitchHand, totals: Mapping[str, int],
                goal: int) -> tuple[tuple[str, ...] | None, str]:
    """The others' points counted High, Low, Jack, Game onto their totals before the hand: the first to the target."""
    bidding = set(hand.bidder_side)
    running = {p: totals[p] - hand.scores.get(p, 0) for p in game.players}
    for point in POINTS:
        owner = hand.points.get(point)
        if owner is None or owner in bidding:
            continue
        side = hand.side_of(owner)
        for p in side:
            running[p] += 1
        if running[owner] >= goal:
            return _ordered(game, side), words.POINT_OUT.format(side=group_name(game, side), point=words.POINT_WORDS[point],
                                                                 points=number(running[owner]), target=number(goal))
    return None, ""


def _ordered(game: Game, side: Sequence[str]) -> tuple[str, ...]:
    """A side as ``winner`` names it: in seating order, as every game's record lists its winners."""
    return tuple(p for p in game.players if p in side)


def trump_choices(settings: Mapping[str, JsonValue]) -> list[Choice]:
    return [Choice(suit, words.suit_word(suit)) for suit in SUITS]


def outcome(game: Game, hand: PitchHand) -> Outcome:
    if not isinstance(hand, PitchHand):
        raise TypeError("an Auction Pitch outcome needs an Auction Pitch hand")
    return bid_outcome(hand, hand.verdict())


def describe_settings(settings: Mapping[str, JsonValue]) -> list[str]:
    """Fixed partners, and the smudge when it is played: what changes the scores read."""
    bits: list[str] = [gettext("fixed partners")] if fixed(settings) else []
    if top_bid(settings) == SMUDGE:
        bits.append(gettext("smudge"))
    return bits


TALLY_MEASURES = {
    "pitch_points": TallyMeasure(0, N_("Pitch points taken"), line=N_("points taken {pitch_points}")),
    **all_fours.POINT_TALLIES,
    "smudges_bid": TallyMeasure(0, N_("Smudges bid"), line=N_("smudges bid {smudges_bid}, made {smudges_made}")),
    "smudges_made": TallyMeasure(0, N_("Smudges made")),
}


# Pitch counts points, not captured cards: the shared "captured" means nothing here, so its line leaves it out
TALLY_BID_LINE = N_("bids {hands_bid}, made {bids_made} ({bids_made_pct}), average winning bid "
                    "{average_winning_bid}, largest set-back {largest_set_back}")


def tally_hand(tally: Tally, hand: HandReport, as_bidder: bool, on_bid_side: bool, seats: Sequence[str]) -> None:
    """The points taken in the hand, the smudges bid and made, then the bid as every game.

    Points go to whoever took them: a player with partners is credited the High, Low, Jack and Game the
    record says he took, never his partner's (the side's points are the partnership's, counted once);
    a player alone, or a partnership, the points that player or side won."""
    if hand.get("bidder") is None:
        return
    points = hand.get("points", {})
    side = hand.get("sides_of", {}).get(seats[0], [seats[0]])
    if len(seats) == 1 and len(side) > 1:  # one partner: what the record says he took himself
        tally["pitch_points"] += sum(1 for owner in points.values() if owner == seats[0])
    else:
        tally["pitch_points"] += hand.get("points_won", {}).get(seats[0], 0)
    all_fours.tally_points(tally, points, seats)
    if as_bidder and hand["bid"] == SMUDGE:
        tally["smudges_bid"] += 1
        tally["smudges_made"] += 1 if hand["made"] else 0
    tally_bid_hand(tally, hand, as_bidder, on_bid_side)


def tally_keys(hand: PitchHand) -> JsonObject:
    """What the tallies read of a hand beyond ``score --json``: who took High, Low, Jack and Game (None:
    nobody), and each player's side, so a player or a partnership counts the points its side took."""
    return {"points": dict[str, JsonValue](hand.points),
            "sides_of": {p: list[JsonValue](hand.side_of(p)) for p in hand.players}}


__all__ = ["KIND", "TITLE", "PLAYER_COUNTS", "SETTING_HELP", "SETTING_LABELS", "SETTING_CHOICES", "LIST_ORDER",
           "IGNORES_OTHER_GAMES_SETTINGS",
           "EXAMPLES", "resolve_settings", "new_hand", "winner", "hand_events", "dealt_hand_events", "hand_record",
           "format_amount", "score_groups", "group_name", "target", "trump_choices", "takers", "quick_raises",
           "still_needed",
           "outcome", "winner_line", "TALLY_MEASURES", "TALLY_BID_LINE", "tally_hand", "tally_keys", "describe_settings",
           "PitchHand", "PitchPhase", "PointTaken", "PointNobody", "AllTricksTaken", "SweepTaken", "POINTS", "words"]
