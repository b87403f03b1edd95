"""After a correction the re-scored summary says the scores now first, under its heading, then each hand again.

The page goes to the top on Save; in a long game the hands re-scored after an early correction filled the screen
and pushed the totals line (the figure a keeper looks for) to its foot or under it (issue 38 point 2)."""

from __future__ import annotations

import flet as ft

from .app_fixtures import open_app, store_at
from .test_play_again import FINISHED


def test_a_corrected_first_hand_of_bid_whist_shows_the_totals_and_result_before_its_seven_hands(make_ui, tmp_path):
    store = store_at(tmp_path)
    game_id = store.create_game(FINISHED["bid-whist"][0]())
    ui = open_app(make_ui, store, f"/game/{game_id}/hand/1")
    ui.click("correct-5")
    ui.click("edit-trump-hearts")
    lines = [c.value for c in ui.find("rescored").content.controls if isinstance(c, ft.Text)]
    assert lines[:3] == ["Corrected trump: clubs → hearts — re-scored", "Scores now: North+South 0 · East+West 11",
                         "East+West reached 11 (target 7)"]
    assert lines[3].startswith("Hand 1: ") and lines[-1] == "    Totals: North+South 0 · East+West 11"
    assert len(lines) == 3 + 2 * 7
