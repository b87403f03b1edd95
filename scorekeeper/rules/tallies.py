"""Lifetime tallies: what one finished hand adds to a player's or a side's record.

The store keeps the games and the service adds them up; what a hand is worth
to a tally (a bid made, a set-back, what was captured, a game's own
measures) is a fact of the game, so each game module answers it
through ``tally_hand`` and ``TALLY_MEASURES``.  The hands are the score
report's (``score_report(game)["hands"]``), plain JSON data.
"""

from __future__ import annotations

from typing import Any, Mapping

Tally = dict[str, Any]
HandReport = Mapping[str, Any]


def tally_bid_hand(tally: Tally, hand: HandReport, as_bidder: bool, on_bid_side: bool) -> None:
    """A hand that was bid for: the bidder's bid made or set back, and what each side captured."""
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
