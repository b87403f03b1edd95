""""Captured" means one thing in every game: what a side took in every hand, bidding or defending; a partner's own
line holds what the record says he took himself (nothing of a hand that gives only the side's count)."""

from __future__ import annotations

from scorekeeper.games.spades import TrickWon, TricksBid
from scorekeeper.rules import BidMade, Game, HandCounted, Passed, TrumpNamed, score_report
from scorekeeper.store import InMemoryGameStore, store_tallies

SEATS = ["North", "East", "South", "West"]


def two_hands_of_twenty_nine() -> Game:
    """West bids 16 and East+West take 12 (North+South 17); then South bids 15 and North+South take 22 (7)."""
    game = Game.new("twenty-nine", SEATS, "North")
    for event in (Passed("East"), Passed("South"), BidMade("West", 16), Passed("North"), TrumpNamed("hearts"),
                  HandCounted(12),
                  BidMade("South", 15), Passed("West"), Passed("North"), Passed("East"), TrumpNamed("spades"),
                  HandCounted(22)):
        game = game.play(event)
    return game


def tallies_of(game: Game) -> tuple[dict[str, dict], dict[tuple[str, ...], dict]]:
    store = InMemoryGameStore()
    store.create_game(game)
    tallies = store_tallies(store)
    players = {p["name"]: p["by_kind"][game.kind] for p in tallies["players"]}
    sides = {tuple(p["names"]): p for p in tallies["partnerships"]}
    return players, sides


def test_a_twenty_nine_hand_gives_the_tallies_what_the_defenders_took_but_score_json_only_the_specs_keys():
    """The defenders' count reaches the tallies through ``tally_keys``; ``score --json`` keeps the spec's keys,
    so the worked example's expected output is matched exactly."""
    game = two_hands_of_twenty_nine()
    hands = score_report(game)["hands"]
    assert [(h["bidder"], h["bidder_count"]) for h in hands] == [("West", 12), ("South", 22)]
    assert [list(h) for h in hands] == [["number", "dealer", "bidder", "bid", "target", "bidder_count", "made",
                                         "scores", "totals"]] * 2
    assert [game.rules.tally_keys(h) for h in game.table.hands] == [{"other_count": 17, "taken_by": None},
                                                                    {"other_count": 7, "taken_by": None}]


def test_twenty_nine_counts_the_card_points_a_side_took_defending_as_well_as_bidding():
    players, sides = tallies_of(two_hands_of_twenty_nine())
    # both hands give only the sides' counts: none of it is a partner's own, all of it the side's, once
    assert [players[p]["total_captured"] for p in SEATS] == [0, 0, 0, 0]
    assert sides[("North", "South")]["total_captured"] == 39
    assert sides[("East", "West")]["total_captured"] == 19


def test_a_twenty_nine_hand_nobody_bid_captures_nothing():
    game = Game.new("twenty-nine", SEATS, "North")
    for event in (Passed("East"), Passed("South"), Passed("West"), Passed("North")):
        game = game.play(event)
    players, _ = tallies_of(game)
    assert "other_count" not in score_report(game)["hands"][0]
    assert [players[p]["total_captured"] for p in SEATS] == [0, 0, 0, 0]


def test_a_spades_player_is_credited_his_own_tricks_and_the_side_both_partners_once():
    game = Game.new("spades", ["Ann", "Bo", "Cy", "Di"], "Di")
    for player, bid in (("Ann", 4), ("Bo", 3), ("Cy", 2), ("Di", 4)):
        game = game.play(TricksBid(player, bid))
    for winner in ["Ann"] * 5 + ["Cy"] * 2 + ["Bo"] * 4 + ["Di"] * 2:
        game = game.play(TrickWon(winner))
    players, sides = tallies_of(game)
    assert [players[p]["total_captured"] for p in ("Ann", "Bo", "Cy", "Di")] == [5, 4, 2, 2]  # each his own
    assert sides[("Ann", "Cy")]["total_captured"] == 7  # 5 + 2
    assert sides[("Bo", "Di")]["total_captured"] == 6  # 4 + 2
