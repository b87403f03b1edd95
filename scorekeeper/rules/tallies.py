"""Lifetime tallies: what one finished hand adds to a player's or a side's record.

The store keeps the games and the service adds them up; what a hand is worth
to a tally (a bid made, a set-back, what was captured, a game's own
measures) is a fact of the game, so each game module answers it
through ``tally_hand`` and ``TALLY_MEASURES``.  The hands are the score
report's (``score_report(game)["hands"]``), plain JSON data.
"""

from __future__ import annotations

from typing import Any, Mapping, NotRequired, TypedDict

Tally = dict[str, Any]
HandReport = Mapping[str, Any]


class LifetimeTallies(TypedDict):
    """Every player's and every fixed side's tallies, as the service answers and ``stats --json`` prints them."""

    players: list[Tally]  # each with id, name, its totals and by_kind: kind → Tally
    partnerships: list[Tally]  # each with players, names and kind besides its Tally
    games_counted: NotRequired[int]  # set once the store's games are all read (``store_tallies``)
    games_skipped: NotRequired[list[str]]  # ids of the games the rules refuse


def tally_bid_hand(tally: Tally, hand: HandReport, as_bidder: bool, on_bid_side: bool) -> None:
    """A hand that was bid for: the bidder's bid made or set back, and what each side captured, the
    defenders' count as much as the bidders' (one meaning of "captured" for every game)."""
    if hand.get("bidder") is None:
        return
    if as_bidder:
        tally["hands_bid"] += 1
        tally["_bid_sum"] += hand["bid"]
        if hand["made"]:
            tally["bids_made"] += 1
        elif tally["largest_set_back"] is None or hand["bid"] > tally["largest_set_back"]:
            tally["largest_set_back"] = hand["bid"]
    if on_bid_side:
        tally["total_captured"] += hand.get("bidder_count", 0)
    elif "other_count" in hand:
        tally["total_captured"] += hand["other_count"]
