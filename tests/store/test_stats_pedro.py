"""Lifetime tallies of Pedro: the points each player's side took, the Pedros he won himself (when the hand was
entered card by card), and his bids, without the "captured" of the games that count cards."""

from __future__ import annotations

from .test_stats_pitch_twenty_eight import player, tallies


def test_pedro_counts_the_sides_points_the_pedros_won_and_the_bids():
    t = tallies("pedro-each-side-bidder-goes-out")
    kinds = ("pedro_points", "pedros_won", "hands_bid", "bids_made", "largest_set_back", "total_captured")
    assert {name: tuple(player(t, name, "pedro")[k] for k in kinds) for name in ("North", "East", "South", "West")} == {
        "North": (36, 1, 1, 0, 7, 0), "East": (34, 0, 1, 0, 8, 0), "South": (36, 1, 1, 1, None, 0),
        "West": (34, 0, 2, 2, None, 0)}  # None: never set back
    assert (player(t, "East", "pedro")["games_won"], player(t, "North", "pedro")["games_won"]) == (1, 0)
