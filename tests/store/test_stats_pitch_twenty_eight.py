"""Lifetime tallies of Auction Pitch and Twenty-eight: the measures that mean something for each game."""

from __future__ import annotations

import json
from pathlib import Path

from scorekeeper.rules import game_from_record
from scorekeeper.store import InMemoryGameStore, store_tallies

EXAMPLES = Path(__file__).resolve().parents[1] / "examples"


def tallies(*names: str) -> dict:
    store = InMemoryGameStore()
    for name in names:
        store.create_game(game_from_record(json.loads((EXAMPLES / f"{name}.json").read_text(encoding="utf-8"))))
    return store_tallies(store)


def player(t: dict, name: str, kind: str) -> dict:
    return next(p for p in t["players"] if p["name"] == name)["by_kind"][kind]


def test_pitch_counts_the_points_each_player_took_and_his_bids():
    t = tallies("pitch-four-players-out-in-points-order")
    bob, di = player(t, "Bob", "pitch"), player(t, "Di", "pitch")
    assert (bob["pitch_points"], bob["hands_bid"], bob["bids_made"]) == (8, 1, 1)  # 1 + 3 + 1 + 3, a bid of 3 made
    assert (di["pitch_points"], di["hands_bid"], di["bids_made"], di["largest_set_back"]) == (6, 3, 1, 3)


def test_pitch_counts_high_low_jack_and_game_by_who_took_them():
    t = tallies("pitch-four-players-out-in-points-order")
    kinds = ("took_high", "took_low", "took_jack", "took_game")
    assert {name: tuple(player(t, name, "pitch")[k] for k in kinds) for name in ("Ann", "Bob", "Cy", "Di")} == {
        "Ann": (2, 2, 0, 1), "Bob": (1, 2, 2, 3), "Cy": (2, 2, 3, 0), "Di": (2, 1, 1, 2)}


def test_pitch_partners_are_each_credited_the_points_they_took_and_the_side_its_own():
    t = tallies("pitch-partners-smudge-bidder-goes-out")
    kinds = ("took_high", "took_low", "took_jack", "took_game")
    north, south = player(t, "North", "pitch"), player(t, "South", "pitch")
    assert tuple(north[k] for k in kinds) == (1, 2, 0, 3)  # his own, as the record says who took each
    assert tuple(south[k] for k in kinds) == (1, 1, 2, 1)
    sides = {tuple(p["names"]): tuple(p[k] for k in kinds) for p in t["partnerships"]}
    assert sides == {("East", "West"): (5, 4, 4, 2), ("North", "South"): (2, 3, 2, 4)}
    side = next(p for p in t["partnerships"] if p["names"] == ["North", "South"])
    assert north["pitch_points"] + south["pitch_points"] == side["pitch_points"] == 11  # never doubled


def test_pitch_counts_the_smudges_a_side_bid_and_made():
    t = tallies("pitch-partners-smudge-bidder-goes-out")
    south = player(t, "South", "pitch")
    assert (south["smudges_bid"], south["smudges_made"]) == (1, 1)
    sides = {tuple(p["names"]): p for p in t["partnerships"]}
    assert sides[("East", "West")]["games_won"] == 1


def test_twenty_eight_counts_game_points_and_the_hands_played_doubled():
    t = tallies("twenty-eight-kerala-double-redouble")
    north = player(t, "North", "twenty-eight")
    assert (north["game_points"], north["doubled"], north["games_won"]) == (8, 2, 1)
    east = player(t, "East", "twenty-eight")
    assert (east["game_points"], east["hands_bid"], east["largest_set_back"]) == (-2, 2, 20)


def test_pitch_says_no_captured_and_an_average_is_the_figure_it_is():
    from scorekeeper.cli_stats import stats_lines
    from scorekeeper.rules import amount_format
    from scorekeeper.store.stats import tally_text

    t = tallies("pitch-partners-smudge-bidder-goes-out")
    lines = stats_lines("North", "pitch", player(t, "North", "pitch"), None)
    assert not any("captured" in line for line in lines)  # Pitch counts points, not captured cards
    fmt = amount_format("make-a-million", {})
    assert (tally_text(187_500.0, "average_winning_bid", fmt), tally_text(20.5, "average_winning_bid", fmt)) == (
        "187,500", "20.5")  # the default edition writes plain figures


def test_twenty_eight_partners_are_each_credited_the_card_points_of_the_tricks_they_won_and_the_side_once():
    t = tallies("twenty-eight-pair-rebid-and-partner-20")
    # Hand 1, Chitra bids: Chitra wins 5 + 3 + 3 = 11, Asha 6 + 2 = 8 (Asha & Chitra 19); defending, Ben wins
    # 0 + 5 = 5, Dev 4 (Ben & Dev 28 - 19 = 9).  Hand 2, Dev bids: counts only, Ben & Dev 17, Asha & Chitra 11.
    # Hand 3, Asha bids: counts only, Asha & Chitra 15, Ben & Dev 13.  Hand 4, Dev bids: Dev wins 7 + 4 + 3 = 14,
    # Ben 3 + 4 = 7 (Ben & Dev 21); defending, Asha 2 + 0 = 2, Chitra 5 (7).  Hand 5 a misdeal.  Hand 6, Dev
    # bids: counts only, Ben & Dev 14, Asha & Chitra 14.  Hand 7 in progress.
    own = {name: player(t, name, "twenty-eight")["total_captured"] for name in ("Asha", "Ben", "Chitra", "Dev")}
    assert own == {"Asha": 10, "Ben": 12, "Chitra": 16, "Dev": 18}  # 8 + 2, 5 + 7, 11 + 5, 4 + 14: never the side's
    sides = {tuple(p["names"]): p["total_captured"] for p in t["partnerships"]}
    assert sides == {("Asha", "Chitra"): 66, ("Ben", "Dev"): 74}  # 19 + 11 + 15 + 7 + 14; 9 + 17 + 13 + 21 + 14
