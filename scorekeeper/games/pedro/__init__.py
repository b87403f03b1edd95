"""Pedro (Cinch, Double Pedro): docs/rules.md section "Pedro", as one game package.

Four players as two sides, partners opposite; one round of bids (the lowest 7, the highest 14); then the
14 points of the six counting cards; first to the target (51) wins, the side that bid and made it going out
first.  The package module is the game's interface (``scorekeeper.rules.interface.GameModule``): ``hand``
is the hand, ``record`` its codec, ``words`` its words, ``board`` and ``ui`` its board section and screens.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Mapping, Sequence

from scorekeeper.i18n.shown import number
from scorekeeper.jsontypes import JsonObject, JsonValue
# Two sides of two, partners opposite, plain points to a target; anyone may take a trick; the next bids are quick.
from scorekeeper.rules.partners_opposite import format_amount as format_amount, group_name as group_name
from scorekeeper.rules.partners_opposite import in_seat_order, score_groups as score_groups, target as target
from scorekeeper.rules.defaults import bid_hand_outcome, hand_maker, suit_trumps
from scorekeeper.rules.defaults import still_needed as still_needed, takers as takers
from scorekeeper.rules.bidding import quick_raises as quick_raises
from scorekeeper.rules.interface import winner_line as winner_line
from scorekeeper.rules.interface import TallyMeasure
from scorekeeper.rules.settings import (Setting, declared, merge, require_choice, require_int, require_players,
                                        setting_int, setting_str)
from scorekeeper.rules.tallies import HandReport, Tally, tally_bid_hand
from scorekeeper.words import N_, _

from . import words as words
from .hand import EVERY_POINT, CardsWon, PedroHand as PedroHand
from .record import hand_events as hand_events, hand_record as hand_record

if TYPE_CHECKING:
    from scorekeeper.rules.game import Game

KIND = "pedro"
TITLE = N_("Pedro (Cinch)")
PLAYER_COUNTS: tuple[int, ...] = (4,)  # the cut-throat game of 2 to 6 is not offered
LIST_ORDER = 10
HAND = PedroHand
new_hand = hand_maker(PedroHand)
outcome = bid_hand_outcome  # misdeal, thrown in, made or set, as every bidding hand ends
trump_choices = suit_trumps  # the four suits
EXAMPLES = ("pedro-each-side-bidder-goes-out", "pedro-difference-scoring")
"""This game's worked examples: records in tests/examples/ with their expected scores."""
DEFAULTS, SETTING_HELP = declared({
    "min_bid": Setting(7, _("The lowest bid (7; 1 by the older rules)")),
    "all_pass": Setting("dealer_takes", _("When the others all pass: the dealer must bid, or the hand is "
                                          "thrown in")),
    "scoring": Setting("each", _("Each side scores the points it took (the bidders minus the bid when they "
                                 "fail), or only the difference scores (failed: the others score theirs plus "
                                 "the bid)")),
    "target": Setting(51, _("Points that win (51; some play to 42, 52 or 62)")),
})
SETTING_LABELS, SETTING_CHOICES = words.SETTING_LABELS, words.SETTING_CHOICES


def resolve_settings(players: Sequence[str], given: Mapping[str, JsonValue]) -> dict[str, JsonValue]:
    """The defaults overlaid with ``given``, each checked; four players, partners opposite."""
    require_players(players, PLAYER_COUNTS, "Pedro is played by 4 players (two sides), not {n}")
    settings = merge(DEFAULTS, given, TITLE)
    require_int(settings, "min_bid", 1, 14)
    require_choice(settings, "all_pass", ("dealer_takes", "redeal"))
    require_choice(settings, "scoring", ("each", "difference"))
    require_int(settings, "target", 1, 1000)
    return settings


def winner(game: Game, hands: Sequence[PedroHand], totals: Mapping[str, int]) -> tuple[tuple[str, ...] | None, str]:
    """After each hand: the bidding side that made its bid and reached the target goes out first, even with
    the other side over it too; otherwise the side at or over the target."""
    hand = hands[-1] if hands else None
    goal = setting_int(game.settings, "target")
    if hand is None:
        return None, ""
    side = hand.bidder_side
    if side and hand.made and totals[side[0]] >= goal:
        return in_seat_order(game, side), words.BIDDER_OUT.format(side=group_name(game, side),
                                                             points=number(totals[side[0]]), target=number(goal))
    for group in score_groups(game):
        if totals[group.players[0]] >= goal:
            return group.players, words.REACHED.format(side=group.name, points=number(totals[group.players[0]]),
                                                       target=number(goal))
    return None, ""


def describe_settings(settings: Mapping[str, JsonValue]) -> list[str]:
    """The scoring when it is not the usual one: what changes the scores read."""
    return [str(_("difference scoring"))] if setting_str(settings, "scoring") == "difference" else []


TALLY_MEASURES = {
    "pedro_points": TallyMeasure(0, N_("Points taken"), line=N_("points taken {pedro_points}, Pedros won "
                                                                "{pedros_won}")),
    "pedros_won": TallyMeasure(0, N_("Pedros won")),
}

# Pedro counts points, not captured cards: the shared "captured" means nothing here (Auction Pitch's line)
TALLY_BID_LINE = N_("bids {hands_bid}, made {bids_made} ({bids_made_pct}), average winning bid "
                    "{average_winning_bid}, largest set-back {largest_set_back}")


def tally_hand(tally: Tally, hand: HandReport, as_bidder: bool, on_bid_side: bool, seats: Sequence[str]) -> None:
    """The points the player's side took, the Pedros he won himself (entered card by card), then the bid."""
    if hand.get("bidder") is None:
        return
    took = hand["bidder_points"]
    tally["pedro_points"] += took if on_bid_side else EVERY_POINT - took
    tally["pedros_won"] += sum(1 for card, owner in hand.get("cards", {}).items()
                               if card in ("pedro", "left_pedro") and owner in seats)
    tally_bid_hand(tally, hand, as_bidder, on_bid_side)


def tally_keys(hand: PedroHand) -> JsonObject:
    """What the tallies read beyond ``score --json``: who won each counting card, when entered so."""
    return {"cards": dict[str, JsonValue](hand.cards)}

