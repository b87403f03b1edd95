"""Bid Whist: docs/rules.md section "Bid Whist", as one game package.

Four players, partners opposite; one call each from the dealer's left, a bid of books over six uptown, downtown
or no trump; the keeper enters the calls, then the books the bidding side took (the kitty book included).
Only the bidding side's score moves, so one hand never makes two winners.  The package module is the game's
interface (``scorekeeper.rules.interface.GameModule``): ``hand`` is the hand, ``record`` its codec, ``words``
its words.
"""

from __future__ import annotations

from typing import Mapping, Sequence

from scorekeeper.jsontypes import JsonValue
from scorekeeper.rules import Game
from scorekeeper.rules.defaults import quick_raises as quick_raises, still_needed as still_needed, takers as takers
from scorekeeper.rules.defaults import bid_hand_outcome, hand_maker, losing_score as losing_score
from scorekeeper.rules.defaults import settings_said, suit_trumps
from scorekeeper.rules.interface import TallyMeasure, winner_line as winner_line
from scorekeeper.rules.partnership import lose_at_said
from scorekeeper.rules.partners_opposite import format_amount as format_amount, group_name as group_name
from scorekeeper.rules.partners_opposite import reached_or_fell, score_groups as score_groups, target as target
from scorekeeper.rules.settings import Setting, Whole, choice_words, declared, merge, require_declared, require_players
from scorekeeper.rules.tallies import HandReport, Tally
from scorekeeper.words import N_, _

from . import words as words
from .hand import BidWhistHand as BidWhistHand, DirectionNamed as DirectionNamed, WhistBid as WhistBid
from .record import hand_events as hand_events, hand_record as hand_record

KIND = "bid-whist"
TITLE = N_("Bid Whist")
PLAYER_COUNTS: tuple[int, ...] = (4,)
LIST_ORDER = 9
EXAMPLES = ("bid-whist-no-trump-double-forced-dealer", "bid-whist-downtown-over-bid-scoring-lose-at")
"""This game's worked examples: records in tests/examples/ with their expected scores."""
SETTINGS = {
    "target": Setting(7, _("A side at this score or more wins (7)"), Whole(1, 100)),
    "lose_at": Setting(-7, _("A side at this score or less loses (−7; empty: never)"), Whole(-100, -1, empty=True)),
    "min_bid": Setting(3, _("The lowest bid, in books over six (3; some tables play 4 or 1)"), Whole(1, 7)),
    "jokers": Setting(True, _("Two jokers and a 6-card kitty; off: 52 cards and a 4-card kitty (it changes no "
                              "score)")),
    "ranking": Setting("no_trump_over", _("At the same number: no trump beats uptown and downtown, or no trump, "
                                          "then downtown, then uptown"), ("no_trump_over", "downtown_over")),
    "dealer_match": Setting(False, _("The dealer may take the bid by matching it")),
    "all_pass": Setting("dealer_takes", _("When the other three pass: the dealer must bid, or the hand is thrown "
                                          "in"), ("dealer_takes", "redeal")),
    "score_made": Setting("books", _("A made bid scores the books over six it took, or just the bid"),
                          ("books", "bid")),
    "no_trump_double": Setting(True, _("A no-trump bid scores double, made or set")),
}
DEFAULTS, SETTING_HELP = declared(SETTINGS)
SETTING_LABELS = words.SETTING_LABELS
SETTING_CHOICES: Mapping[str, list[tuple[object, str]]] = choice_words(SETTINGS, words.CHOICE_WORDS)
HAND = BidWhistHand
trump_choices = suit_trumps  # the four suits (a no-trump bid names none)
new_hand = hand_maker(BidWhistHand)
outcome = bid_hand_outcome  # misdeal, thrown in, made or set back, as every bidding hand ends


def resolve_settings(players: Sequence[str], given: Mapping[str, JsonValue]) -> dict[str, JsonValue]:
    require_players(players, PLAYER_COUNTS, "Bid Whist is played by 4 players, not {n}")
    return require_declared(merge(DEFAULTS, given, TITLE), SETTINGS)  # each as ``SETTINGS`` declares it


def winner(game: Game, hands: Sequence[BidWhistHand], totals: Mapping[str, int]) -> tuple[tuple[str, ...] | None, str]:
    """A side at the target wins; a side at ``lose_at`` loses (the other side wins)."""
    return reached_or_fell(game, totals, words.FELL)  # only the bidding side's score moves


def describe_settings(settings: Mapping[str, JsonValue]) -> list[str]:
    """The settings that differ from the usual game, in words."""
    said = settings_said(settings, DEFAULTS, ("ranking", "all_pass", "score_made", "min_bid", "dealer_match"),
                         words.SETTING_LABELS, words.CHOICE_WORDS)
    said += [str(words.NOT_DOUBLED)] if settings.get("no_trump_double") is False else []
    return said + lose_at_said(settings, -7)


TALLY_MEASURES = {
    "no_trump_bids": TallyMeasure(0, N_("No-trump bids")),
    "bostons": TallyMeasure(0, N_("Bostons (all 13 books)")),
    "whist_points": TallyMeasure(0, N_("Points")),
}
TALLY_BID_LINE = N_("bids {hands_bid}, made {bids_made} ({bids_made_pct}), no trump {no_trump_bids}, Bostons "
                    "{bostons}, points {whist_points}")


def tally_hand(tally: Tally, hand: HandReport, as_bidder: bool, on_bid_side: bool, seats: Sequence[str]) -> None:
    """The bidder's bids made, no-trump bids and Bostons; the points the player's side scored."""
    tally["whist_points"] += hand["scores"].get(seats[0], 0)
    if hand.get("bidder") is None or not as_bidder:
        return
    tally["hands_bid"] += 1
    tally["bids_made"] += 1 if hand["made"] else 0
    tally["no_trump_bids"] += 1 if str(hand["bid"]).endswith("NT") else 0
    tally["bostons"] += 1 if hand["bidder_books"] == 13 else 0
