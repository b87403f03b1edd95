"""The players screen says what "captured" means and shows it: a side's take in every hand, defending too."""

from __future__ import annotations

from scorekeeper.store import InMemoryGameStore
from tests.store.test_captured import two_hands_of_twenty_nine

from .app_fixtures import open_app


def test_the_players_screen_says_what_captured_means_and_counts_the_hands_defended(make_ui):
    store = InMemoryGameStore()
    store.create_game(two_hands_of_twenty_nine())
    north = store.player_for_name("North").id
    ui = open_app(make_ui, store, "/players")
    assert ui.find("players-captured-means").value == (
        "Captured: what the player's side took in every hand, bidding or defending (money, card points or tricks).")
    ui.click(f"player-{north}")
    assert ui.find(f"stat-{north}-twenty-nine-total_captured-label").value == "Card points captured"
    assert ui.find(f"stat-{north}-twenty-nine-total_captured").value == "39"  # 17 defending, then 22 bidding
