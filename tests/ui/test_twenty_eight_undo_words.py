"""Undo and Redo name a corrected Twenty-eight entry in the game's own words (not "entry 10"), and an undone
trick comes back to the table as the counting cards tapped for it."""

from __future__ import annotations

from .app_fixtures import open_app, store_at
from .test_scoreboard import stored_example


def test_undo_and_redo_of_a_corrected_pair_say_who_showed_it(make_ui, tmp_path):
    store = store_at(tmp_path)
    game_id = stored_example(store, "twenty-eight-pair-rebid-and-partner-20")
    ui = open_app(make_ui, store, f"/game/{game_id}/hand/1")
    ui.click("correct-10")
    ui.click("edit-pair-Asha")
    ui.click("undo")
    assert ui.find("notice").value == "Undid the correction of hand 1: back to the pair shown by Ben"
    ui.click("redo")
    assert ui.find("notice").value == "Redid the correction of hand 1: the pair shown by Asha again"


def test_undo_of_a_corrected_trick_names_the_trick_by_its_number_and_points(make_ui, tmp_path):
    store = store_at(tmp_path)
    game_id = stored_example(store, "twenty-eight-pair-rebid-and-partner-20")
    ui = open_app(make_ui, store, f"/game/{game_id}/hand/1")
    assert ui.find("event-13").value == "Trick 3: Asha took 6 points"
    ui.click("correct-13")
    ui.click("edit-winner-Dev")
    assert ui.find("event-13").value == "Trick 3: Dev took 6 points"
    ui.click("undo")
    assert ui.find("notice").value == "Undid the correction of hand 1: back to trick 3, Asha took 6 points"
    assert ui.find("event-13").value == "Trick 3: Asha took 6 points"


def test_undo_mid_trick_takes_out_the_last_card_tapped_and_says_which(make_ui, tmp_path):
    from .app_fixtures import new_stored_game

    store = store_at(tmp_path)
    game_id = new_stored_game(store, "twenty-eight", ["A", "B", "C", "D"], "D")
    ui = open_app(make_ui, store, f"/game/{game_id}")
    ui.click("bid-14")
    for _ in range(3):
        ui.click("pass")
    ui.click("card-J")
    ui.click("card-9")
    ui.click("undo")
    assert ui.find("notice").value == "Took back: 9 from trick 1"
    assert ui.find("trick-value").value == "Worth 3: J 3"
    assert ui.find("card-9").content == "9 (4)"
