"""Bid Euchre, the single-deck game: docs/rules.md section "Bid Euchre", as one game package.

Four players, partners opposite; one call each with the dealer last (a stuck dealer must bid), then the
bidding side's tricks of six: each side scores a point a trick, a set bidder loses the bid, a moon is worth
12 either way.  The package module is the game's interface (``scorekeeper.rules.interface.GameModule``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Mapping, Sequence

from scorekeeper.i18n.shown import number
from scorekeeper.i18n.translate import gettext
from scorekeeper.jsontypes import JsonValue
from scorekeeper.rules.bidding import quick_raises as quick_raises
from scorekeeper.rules.defaults import bid_hand_outcome, hand_maker
from scorekeeper.rules.defaults import still_needed as still_needed, takers as takers
from scorekeeper.rules.interface import winner_line as winner_line
from scorekeeper.rules.interface import Choice, TallyMeasure
from scorekeeper.rules.partners_opposite import format_amount as format_amount, group_name as group_name
from scorekeeper.rules.partners_opposite import in_seat_order, score_groups as score_groups, target as target
from scorekeeper.rules.settings import (Setting, declared, merge, require_choice, require_int, require_optional_int,
                                        require_players, setting_int, setting_str)
from scorekeeper.rules.tallies import HandReport, Tally, tally_bid_hand
from scorekeeper.words import N_, _

from . import words as words
from .hand import MOON, TRICKS, TRUMPS, BidEuchreHand as BidEuchreHand, TrickWon, moon_value
from .record import hand_events as hand_events, hand_record as hand_record

if TYPE_CHECKING:
    from scorekeeper.rules.game import Game

KIND = "bid-euchre"
TITLE = N_("Bid Euchre")
PLAYER_COUNTS: tuple[int, ...] = (4,)  # the three-handed and double-deck games are not offered
LIST_ORDER = 5  # beside Euchre
EXAMPLES = ("bid-euchre-stuck-dealer-moon", "bid-euchre-failed-moon-win-by-set")
"""This game's worked examples: records in tests/examples/ with their expected scores."""
DEFAULTS, SETTING_HELP = declared({
    "min_bid": Setting(3, _("The lowest bid, in tricks of six (3)")),
    "all_pass": Setting("dealer_takes", _("When the three before the dealer pass: the dealer is stuck and must "
                                          "bid, or the hand is thrown in")),
    "moon": Setting(12, _("What a moon (the bidder alone for all six tricks) is worth, won or lost; empty: not "
                          "played")),
    "target": Setting(32, _("Points that win")),
    "win_by": Setting("made_or_set", _("A side wins at the target only in a hand where it made its bid or set "
                                       "the bidders, or whenever it is there")),
})
SETTING_LABELS = words.SETTING_LABELS
SETTING_CHOICES = words.SETTING_CHOICES
HAND = BidEuchreHand
new_hand = hand_maker(BidEuchreHand)
outcome = bid_hand_outcome  # misdeal, thrown in, made or set, as every bidding hand ends


def resolve_settings(players: Sequence[str], given: Mapping[str, JsonValue]) -> dict[str, JsonValue]:
    """The defaults of the section overlaid with ``given``, each checked."""
    require_players(players, PLAYER_COUNTS, "Bid Euchre is played by 4 players, not {n}")
    settings = merge(DEFAULTS, given, TITLE)
    require_int(settings, "min_bid", 1, TRICKS)
    require_choice(settings, "all_pass", ("dealer_takes", "redeal"))
    require_optional_int(settings, "moon", 1, 1000)
    require_int(settings, "target", 1, 1000)
    require_choice(settings, "win_by", ("made_or_set", "any"))
    return settings


def winner(game: Game, hands: Sequence[BidEuchreHand], totals: Mapping[str, int]) -> tuple[tuple[str, ...] | None, str]:
    """After a hand that was bid for: the side that made its bid or set the bidders, at or over the target
    (``made_or_set``); or any side there, the bidders first (``any``)."""
    hand = hands[-1] if hands else None
    if hand is None or hand.bidder is None:
        return None, ""
    goal = setting_int(game.settings, "target")
    bidders, others = in_seat_order(game, hand.bidder_side), in_seat_order(game, hand.other_side())
    deciders = (bidders, others) if setting_str(game.settings, "win_by") == "any" else (
        (bidders,) if hand.made else (others,))
    for side in deciders:
        if totals[side[0]] >= goal:
            sentence = (words.REACHED if setting_str(game.settings, "win_by") == "any"
                        else words.MADE_OUT if hand.made else words.SET_OUT)
            return side, sentence.format(side=group_name(game, side), points=number(totals[side[0]]),
                                         target=number(goal))
    return None, ""


def trump_choices(settings: Mapping[str, JsonValue]) -> list[Choice]:
    return [Choice(t, words.trump_word(t)) for t in TRUMPS]


def describe_settings(settings: Mapping[str, JsonValue]) -> list[str]:
    """The moon's value, or that it is not played: what changes the scores read."""
    value = moon_value(settings)
    return [gettext("no moon")] if value is None else [gettext("moon {value}").format(value=number(value))]


TALLY_MEASURES = {
    "side_tricks": TallyMeasure(0, N_("Tricks taken by the side"), line=N_("side's tricks {side_tricks}")),
    "moons_bid": TallyMeasure(0, N_("Moons shot"), line=N_("moons shot {moons_bid}, made {moons_made}")),
    "moons_made": TallyMeasure(0, N_("Moons made")),
}
TALLY_BID_LINE = N_("bids {hands_bid}, made {bids_made} ({bids_made_pct}), average winning bid "
                    "{average_winning_bid}, largest set {largest_set_back}")


def tally_hand(tally: Tally, hand: HandReport, as_bidder: bool, on_bid_side: bool, seats: Sequence[str]) -> None:
    """The tricks the player's side took, the moons shot and made, then a numbered bid as every game counts it
    (a moon is not a number of tricks: it has its own counters)."""
    if hand.get("bidder") is None:
        return
    took = hand["bidder_tricks"]
    tally["side_tricks"] += took if on_bid_side else TRICKS - took
    if hand["bid"] == "moon":
        if as_bidder:
            tally["moons_bid"] += 1
            tally["moons_made"] += 1 if hand["made"] else 0
        return
    tally_bid_hand(tally, {k: v for k, v in hand.items() if k != "bidder_count"}, as_bidder, on_bid_side)

