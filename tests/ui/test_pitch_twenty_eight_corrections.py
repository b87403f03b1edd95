"""Correcting an entry of Auction Pitch and Twenty-eight, tapped as a keeper would: the game is re-scored."""

from __future__ import annotations

from scorekeeper.games.pitch import PointNobody, PointTaken
from scorekeeper.games.twenty_eight import Doubled, PairShown
from scorekeeper.rules import score_report

from .app_fixtures import open_app, store_at
from .test_scoreboard import stored_example


def test_who_took_low_can_be_corrected_and_the_hand_and_the_winner_are_scored_again(make_ui, tmp_path):
    store = store_at(tmp_path)
    game_id = stored_example(store, "pitch-four-players-out-in-points-order")
    ui = open_app(make_ui, store, f"/game/{game_id}/hand/1")
    assert ui.find("event-7").value == "Low: Ann"  # four calls, trump, High, then Low
    ui.click("correct-7")
    assert "Who took Low?" in ui.texts()
    ui.click("edit-point-Di")  # Di would make his bid and go out in hand 4: the hands after it are refused
    assert ui.find("error").value == ("the game is over: Di made the bid and went out: 7 (target 7); no more hands "
                                      "can be played")
    assert store.load_game(game_id).events[6] == PointTaken("low", "Ann")
    ui.click("edit-point-Bob")
    assert ui.find("event-7").value == "Low: Bob"
    game = store.load_game(game_id)
    assert game.events[6] == PointTaken("low", "Bob")
    assert score_report(game)["hands"][0]["scores"] == {"Ann": 0, "Bob": 1, "Cy": 1, "Di": -3}
    assert game.table.result == "Bob went out first with High: 7 (target 7)"  # a point more before hand 7


def test_the_jack_can_be_corrected_to_not_out_but_high_never_to_nobody(make_ui, tmp_path):
    store = store_at(tmp_path)
    game_id = stored_example(store, "pitch-four-players-out-in-points-order")
    ui = open_app(make_ui, store, f"/game/{game_id}/hand/1")
    ui.click("correct-8")  # the Jack: Cy
    ui.click("edit-point-nobody")
    assert ui.find("event-8").value == "Jack: nobody (not dealt)"
    assert store.load_game(game_id).events[7] == PointNobody("jack")
    ui.click("correct-6")  # High
    assert not ui.exists("edit-point-nobody")


def test_who_showed_the_pair_and_who_doubled_can_be_corrected(make_ui, tmp_path):
    store = store_at(tmp_path)
    game_id = stored_example(store, "twenty-eight-kerala-double-redouble")
    ui = open_app(make_ui, store, f"/game/{game_id}/hand/2")
    assert ui.find("event-7").value == "East doubles"
    ui.click("correct-7")
    assert "Who doubled?" in ui.texts()
    ui.click("edit-double-North")  # North is on the bidding side: refused, nothing changes
    assert ui.find("error").value.endswith("North is on the bidding side; only an opponent of South may double")
    ui.click("edit-double-West")
    assert store.load_game(game_id).events[15] == Doubled("West")  # after hand 1's nine entries and six calls
    pair_id = stored_example(store, "twenty-eight-pair-rebid-and-partner-20")
    ui.go(f"/game/{pair_id}/hand/1")
    assert ui.find("event-10").value == "Ben shows the pair (King and Queen of trump)"
    ui.click("correct-10")
    ui.click("edit-pair-Asha")  # the bidding side's pair: 16 − 4 = 14, and 19 ≥ 14 makes it
    game = store.load_game(pair_id)
    assert game.events[9] == PairShown("Asha")
    assert score_report(game)["hands"][0]["made"] is True


def test_a_correction_keypad_starts_empty_with_its_done_key_greyed_so_a_stray_tap_stores_nothing(make_ui, tmp_path):
    store = store_at(tmp_path)
    game_id = stored_example(store, "twenty-eight-pair-rebid-and-partner-20")
    ui = open_app(make_ui, store, f"/game/{game_id}/hand/1")
    ui.click("correct-1")  # Chitra's opening 14
    done = ui.find("edit-keypad-done")
    assert (ui.find("edit-keypad-display").value, done.disabled) == ("—", True)
    ui.click("edit-keypad-0")  # a 0 is typed as 0: the key then says what it stores
    assert (done.disabled, done.content) == (False, "Bid 0")
    ui.click("edit-keypad-back")
    assert done.disabled
    for digit in "15":
        ui.click(f"edit-keypad-{digit}")
    assert done.content == "Bid 15"
    assert ui.find("edit-keypad-1").content.size >= 22  # digits a finger and an eye find at once
