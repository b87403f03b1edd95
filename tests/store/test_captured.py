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


def example_tallies(name: str, change=None) -> tuple[dict[str, dict], dict[tuple[str, ...], dict]]:
    """The players' and sides' tallies of a worked example (``change`` edits the record first)."""
    import json
    from pathlib import Path

    from scorekeeper.rules import game_from_record

    record = json.loads((Path(__file__).resolve().parents[1] / "examples" / f"{name}.json").read_text(encoding="utf-8"))
    if change is not None:
        change(record)
    return tallies_of(game_from_record(record))


def test_twenty_nine_partners_are_credited_the_card_points_of_the_tricks_they_won():
    players, sides = example_tallies("twenty-nine-royals-against")
    # North 4 + 2 + 3 and the last-trick point (he won the last trick) = 10; South 5 + 3 = 8; East 3 + 2; West 6
    assert [players[p]["total_captured"] for p in SEATS] == [10, 5, 8, 6]  # were 18, 11, 18, 11
    assert (sides[("North", "South")]["total_captured"], sides[("East", "West")]["total_captured"]) == (18, 11)


def test_rook_partners_are_credited_their_counters_the_nest_to_the_bidder_who_laid_it_the_bonus_to_the_side():
    players, sides = example_tallies("rook-kentucky-all-points")
    # Hand 1, Ann bids: Ann's tricks 15 + 10 + 10, 20 + 10, 15 + 10 + 5 = 95 and the nest's 15 + 5 = 20 (her side
    # won the last trick, so scores the nest: she laid it) = 115; Cy 15 + 5, 10 + 10 + 5, 10, 10 = 65; Ann & Cy
    # 180 and the all-points bonus 20 = 200.  Hand 2 gives only the totals: Bo & Di 105, Ann & Cy 75.
    assert [players[p]["total_captured"] for p in ("Ann", "Bo", "Cy", "Di")] == [115, 0, 65, 0]  # were 275, 105, ...
    assert (sides[("Ann", "Cy")]["total_captured"], sides[("Bo", "Di")]["total_captured"]) == (275, 105)


def test_a_rook_nest_the_other_side_scores_goes_to_who_won_the_last_trick():
    def bo_wins_the_last_trick(record: dict) -> None:
        record["hands"][0]["tricks"][-1]["winner"] = "Bo"

    players, sides = example_tallies("rook-kentucky-all-points", bo_wins_the_last_trick)
    # Bo's last trick 10 and the nest's 20 = 30; Ann 95 (no nest now); Cy 65 - 10 = 55; no side took every point
    assert [players[p]["total_captured"] for p in ("Ann", "Bo", "Cy", "Di")] == [95, 30, 55, 0]
    assert (sides[("Ann", "Cy")]["total_captured"], sides[("Bo", "Di")]["total_captured"]) == (150 + 75, 30 + 105)


def test_make_a_million_partners_are_credited_the_money_of_the_tricks_they_won():
    players, sides = example_tallies("eight-players-bull-bear-bull")
    # A: (40,000 + 30,000) × 4 (Bull, Bear, Bull: the last is a Bull, × 2 for each) + 85,000 + 60,000 = 425,000;
    # B 55,000 + 65,000; C 45,000; D 50,000 (A+B+C+D 640,000). W 70,000 + 45,000; X 60,000 + 50,000; Y 65,000;
    # Z 80,000 (W+X+Y+Z 370,000)
    own = {p: players[p]["total_captured"] for p in ("A", "B", "C", "D", "W", "X", "Y", "Z")}
    assert own == {"A": 425_000, "B": 120_000, "C": 45_000, "D": 50_000,
                   "W": 115_000, "X": 110_000, "Y": 65_000, "Z": 80_000}  # were 640,000 and 370,000 each
    assert sides[("A", "B", "C", "D")]["total_captured"] == 640_000
    assert sides[("W", "X", "Y", "Z")]["total_captured"] == 370_000


def test_a_make_a_million_hand_of_totals_credits_the_bidders_side_and_neither_partner():
    players, sides = example_tallies("six-players-silent-partner")
    assert (players["A"]["total_captured"], players["Y"]["total_captured"]) == (0, 0)  # were 510,000 each
    assert sides[("A", "Y")]["total_captured"] == 510_000
