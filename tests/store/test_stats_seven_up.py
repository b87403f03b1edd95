"""Lifetime tallies of Seven Up: the points each player scored, the jacks he turned dealing, and High, Low,
Jack and Game by who took them (nobody bids, so no bid is counted)."""

from __future__ import annotations

from .test_stats_pitch_twenty_eight import player, tallies


def test_seven_up_counts_points_turned_jacks_and_who_took_each_point():
    t = tallies("seven-up-two-players-gift-run-turned-jack-out")
    kinds = ("seven_up_points", "jacks_turned", "took_high", "took_low", "took_jack", "took_game", "hands_bid")
    assert {name: tuple(player(t, name, "seven-up")[k] for k in kinds) for name in ("Ann", "Bob")} == {
        "Ann": (6, 1, 1, 2, 1, 1, 0), "Bob": (7, 2, 2, 1, 0, 1, 0)}
    assert (player(t, "Bob", "seven-up")["games_won"], player(t, "Ann", "seven-up")["games_won"]) == (1, 0)
