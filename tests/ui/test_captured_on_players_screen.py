"""The players screen says what "captured" means and shows it: each partner's own take, the side's on its line."""

from __future__ import annotations

import json
from pathlib import Path

from scorekeeper.rules import game_from_record
from scorekeeper.store import InMemoryGameStore
from tests.store.test_captured import two_hands_of_twenty_nine

from .app_fixtures import open_app

EXAMPLES = Path(__file__).resolve().parents[1] / "examples"


def test_the_players_screen_says_what_captured_means_and_gives_a_hand_of_totals_to_the_side_only(make_ui):
    store = InMemoryGameStore()
    store.create_game(two_hands_of_twenty_nine())
    north, south = store.player_for_name("North").id, store.player_for_name("South").id
    ui = open_app(make_ui, store, "/players")
    assert ui.find("players-captured-means").value == (
        "Captured: what the player took in the tricks they won, in every hand, bidding or defending (money, card "
        "points or tricks); a side's whole take, hands entered as totals included, is on the partnership's line.")
    ui.click(f"player-{north}")
    assert ui.find(f"stat-{north}-twenty-nine-total_captured-label").value == "Card points captured"
    assert ui.find(f"stat-{north}-twenty-nine-total_captured").value == "0"  # both hands give the sides' counts only
    assert ui.find(f"pairstat-{north}-{south}-twenty-nine-total_captured").value == "39"  # 17 defending, then 22 bidding


def test_the_players_screen_credits_each_twenty_eight_partner_the_tricks_he_won_and_the_side_once(make_ui):
    store = InMemoryGameStore()
    record = json.loads((EXAMPLES / "twenty-eight-pair-rebid-and-partner-20.json").read_text(encoding="utf-8"))
    store.create_game(game_from_record(record))
    ids = {name: store.player_for_name(name).id for name in ("Asha", "Ben", "Chitra", "Dev")}
    ui = open_app(make_ui, store, "/players")
    for name, own in (("Asha", "10"), ("Ben", "12"), ("Chitra", "16"), ("Dev", "18")):  # tests/store: the arithmetic
        ui.click(f"player-{ids[name]}")
        assert ui.find(f"stat-{ids[name]}-twenty-eight-total_captured").value == own, name
    assert ui.find(f"pairstat-{ids['Asha']}-{ids['Chitra']}-twenty-eight-total_captured").value == "66"
    assert ui.find(f"pairstat-{ids['Ben']}-{ids['Dev']}-twenty-eight-total_captured").value == "74"
