"""Lifetime tallies from score reports: literal reports in, literal figures out."""

from __future__ import annotations

from scorekeeper.rules import Game, game_from_record
from scorekeeper.store import InMemoryGameStore, lifetime_tallies, store_tallies
from scorekeeper.store.stats import StoredGame

from .records import finished_game

NAMES = {"p1": "Ann", "p2": "Bob", "p3": "Cy", "p4": "Dee", "p5": "ann"}


def mam_hand(n, bidder, bid, side, bidder_count, other_count, made, scores):
    return {"number": n, "dealer": "A", "bidder": bidder, "bid": bid, "bidder_side": side,
            "bidder_count": bidder_count, "other_count": other_count, "made": made,
            "scores": scores, "totals": scores}


FIXED_GAME = StoredGame(
    kind="make-a-million", settings={"partnership": "fixed"},
    seat_ids={"A": "p1", "Z": "p2", "B": "p3", "Y": "p4"}, finished=True, shared_sides=(("A", "B"), ("Z", "Y")),
    report={"hands": [
        mam_hand(1, "A", 200000, ["A", "B"], 250000, 150000, True,
                 {"A": 250000, "Z": 150000, "B": 250000, "Y": 150000}),
        mam_hand(2, "Z", 300000, ["Z", "Y"], 260000, 140000, False,
                 {"A": 140000, "Z": -300000, "B": 140000, "Y": -300000}),
        {"number": 3, "dealer": "B", "bidder": None, "bid": None, "bidder_side": [], "bidder_count": 0,
         "other_count": 0, "made": None, "scores": {"A": 0, "Z": 0, "B": 0, "Y": 0},
         "totals": {"A": 0, "Z": 0, "B": 0, "Y": 0}},
        mam_hand(4, "B", 240000, ["B", "A"], 300000, 100000, True,
                 {"A": 300000, "Z": 100000, "B": 300000, "Y": 100000}),
    ], "totals": {}, "winner": ["A", "B"]})

EXACT_GAME = StoredGame(
    kind="exact-bid", settings={}, seat_ids={"A": "p1", "B": "p5"}, finished=False,
    report={"hands": [
        {"number": 1, "dealer": "B", "cards": 2, "bids": {"A": 1, "B": 0}, "tricks": {"A": 1, "B": 1},
         "scores": {"A": 6, "B": 1}, "totals": {"A": 6, "B": 1}},
        {"number": 2, "dealer": "A", "cards": 1, "bids": {"A": 1, "B": 0}, "tricks": {"A": 1, "B": 0},
         "scores": {"A": 6, "B": 5}, "totals": {"A": 12, "B": 6}},
    ], "totals": {"A": 12, "B": 6}, "winner": None})

TWENTY_NINE = StoredGame(
    kind="twenty-nine", settings={}, seat_ids={"N": "p1", "E": "p2", "S": "p3", "W": "p4"}, finished=False,
    shared_sides=(("N", "S"), ("E", "W")), bidder_sides=(("N", "S"), ("E", "W")),
    report={"hands": [
        {"number": 1, "dealer": "W", "bidder": "N", "bid": 16, "target": 16, "bidder_count": 18, "made": True,
         "scores": {"N": 1, "E": 0, "S": 1, "W": 0}, "totals": {"N": 1, "E": 0, "S": 1, "W": 0}},
        {"number": 2, "dealer": "N", "bidder": "E", "bid": 20, "target": 24, "bidder_count": 19, "made": False,
         "scores": {"N": 0, "E": -1, "S": 0, "W": -1}, "totals": {"N": 1, "E": -1, "S": 1, "W": -1}},
    ], "totals": {"N": 1, "E": -1, "S": 1, "W": -1}, "winner": None})


def by_name(tallies, name):
    return next(p for p in tallies["players"] if p["name"] == name)


def test_make_a_million_tallies_per_player():
    t = lifetime_tallies([FIXED_GAME], NAMES)
    ann = by_name(t, "Ann")["by_kind"]["make-a-million"]
    assert ann == {"games_played": 1, "games_finished": 1, "games_won": 1, "hands_bid": 1, "bids_made": 1,
                   "bids_made_pct": 100.0, "average_winning_bid": 200000.0, "largest_set_back": None,
                   "total_captured": 250000 + 140000 + 300000}
    bob = by_name(t, "Bob")["by_kind"]["make-a-million"]
    assert (bob["hands_bid"], bob["bids_made"], bob["bids_made_pct"], bob["largest_set_back"]) == (1, 0, 0.0, 300000)
    assert bob["games_won"] == 0 and bob["total_captured"] == 150000 + 260000 + 100000


def test_fixed_partnerships_are_tallied_as_sides():
    t = lifetime_tallies([FIXED_GAME], NAMES)
    ann_cy = next(p for p in t["partnerships"] if p["names"] == ["Ann", "Cy"])
    assert (ann_cy["games_played"], ann_cy["games_won"], ann_cy["hands_bid"], ann_cy["bids_made"]) == (1, 1, 2, 2)
    assert ann_cy["average_winning_bid"] == 220000.0 and ann_cy["total_captured"] == 250000 + 140000 + 300000
    bob_dee = next(p for p in t["partnerships"] if p["names"] == ["Bob", "Dee"])
    assert (bob_dee["games_won"], bob_dee["hands_bid"], bob_dee["largest_set_back"]) == (0, 1, 300000)


def test_exact_bid_counts_exact_hits_and_similar_names_stay_apart():
    t = lifetime_tallies([EXACT_GAME, FIXED_GAME], NAMES)
    ann = by_name(t, "Ann")
    assert ann["games_played"] == 2
    exact = ann["by_kind"]["exact-bid"]
    assert (exact["exact_hits"], exact["exact_pct"], exact["points"], exact["total_captured"]) == (2, 100.0, 12, 2)
    lower = by_name(t, "ann")["by_kind"]["exact-bid"]
    assert (lower["exact_hits"], lower["exact_pct"], lower["points"]) == (1, 50.0, 6)
    assert "make-a-million" not in by_name(t, "ann")["by_kind"]


def test_twenty_nine_counts_game_points_and_partners_by_side():
    t = lifetime_tallies([TWENTY_NINE], NAMES)
    cy = by_name(t, "Cy")["by_kind"]["twenty-nine"]  # North's partner
    assert cy["game_points"] == 1 and cy["hands_bid"] == 0 and cy["total_captured"] == 18
    bob = by_name(t, "Bob")["by_kind"]["twenty-nine"]
    assert (bob["game_points"], bob["hands_bid"], bob["largest_set_back"], bob["average_winning_bid"]) == (-1, 1, 20, 20.0)
    sides = {tuple(p["names"]): p for p in t["partnerships"]}
    assert sides[("Ann", "Cy")]["game_points"] == 1 and sides[("Bob", "Dee")]["game_points"] == -1


def test_a_renamed_player_keeps_their_tallies():
    store = InMemoryGameStore()
    store.create_game(game_from_record(finished_game(4)))
    a = store.player_for_name("A")
    store.rename_player(a.id, "Alice")
    store.create_game(Game.new("twenty-nine", ["A", "B", "C", "D"], "D"))  # a new "A" is someone else
    t = store_tallies(store)
    alice = by_name(t, "Alice")
    assert alice["id"] == a.id and alice["games_won"] == 1
    assert by_name(t, "A")["games_played"] == 1 and by_name(t, "A")["games_won"] == 0


def test_a_stored_twenty_nine_game_tallies_the_bidding_side_the_rules_name():
    from scorekeeper.rules import BidMade, HandCounted, Passed, TrumpNamed

    game = Game.new("twenty-nine", ["North", "East", "South", "West"], "North")
    for event in (Passed("East"), Passed("South"), BidMade("West", 16), Passed("North"), TrumpNamed("hearts"),
                  HandCounted(12)):
        game = game.play(event)
    store = InMemoryGameStore()
    store.create_game(game)
    sides = {tuple(p["names"]): p for p in store_tallies(store)["partnerships"]}
    assert (sides[("East", "West")]["games_played"], sides[("East", "West")]["hands_bid"],
            sides[("East", "West")]["largest_set_back"], sides[("East", "West")]["game_points"]) == (1, 1, 16, -1)
    # North+South bid nothing but took the other 17 card points defending: they captured them
    assert (sides[("North", "South")]["hands_bid"], sides[("North", "South")]["total_captured"]) == (0, 17)
