"""Rook at the table, clicked through as a player would: the rule text's 95 bid, trick by trick, the nest."""

from __future__ import annotations

import json

from scorekeeper.rules import game_to_record, score_report
from tests.conftest import load_example, load_expected

from .app_fixtures import TapCounter, new_stored_game, open_app, store_at
from .test_scoreboard import stored_example

PLAYERS = ["A", "B", "C", "D"]
EXAMPLE_TRICKS = [(t["winner"], [str(c) for c in t["counters"]]) for t in load_example("rook-95-bid")["hands"][0]["tricks"]]


def test_the_95_bid_hand_played_on_the_table_scores_as_the_worked_example(make_ui, tmp_path):
    store = store_at(tmp_path)
    game_id = new_stored_game(store, "rook", PLAYERS, "D")
    ui = open_app(make_ui, store, f"/game/{game_id}")
    taps = TapCounter(ui)
    # A 70, B 80, C pass, D 85, A 90, B 95, D pass, A pass
    assert ui.find("to-call").value == "A to call"
    assert [ui.find(f"bid-{a}").content for a in (70, 75, 95)] == ["70", "75", "95"]
    for call in ("bid-70", "bid-80", "pass", "bid-85", "bid-90", "bid-95", "pass", "pass"):
        taps.click(call)
    assert ui.find("bid-won").value == "B won the bid at 95"
    taps.click("trump-green")
    assert ui.find("trick-title").value == "Trick 1 of 9"
    assert ui.find("counter-rook").content == "Rook (1)"
    for number, (winner, counters) in enumerate(EXAMPLE_TRICKS, 1):
        assert ui.find("trick-title").value == f"Trick {number} of 9"
        for face in counters:
            taps.click(f"counter-{face}")
        taps.click(f"winner-{winner}")
        if number == 2:
            assert ui.find("counter-rook").disabled and ui.find("counter-rook").content == "Rook (0)"
            assert ui.find("running").value == "B+D 15 · A+C 20 · needs 80 more for 95"
    assert ui.find("nest-take").content == "Nest: 5 (5)"
    assert ui.find("nest-help").value == "B shows the nest. The tricks left 5 over: 5 points to B+D."
    taps.click("nest-take")
    assert (ui.find("result").value, ui.find("verdict").value) == ("MADE", "B+D made it: 95 bid, took 100 → +100; A+C +20")
    game = store.load_game(game_id)
    assert score_report(game) == load_expected("rook-95-bid")
    assert game_to_record(game)["hands"] == load_example("rook-95-bid")["hands"]
    assert taps.taps == 8 + 1 + 12 + 9 + 1  # 8 calls, trump, 12 counters, 9 winners, the nest


def test_every_bid_is_a_button_so_no_other_bid_keypad_and_a_counter_tapped_can_be_undone(make_ui, tmp_path):
    store = store_at(tmp_path)
    game_id = new_stored_game(store, "rook", PLAYERS, "D")
    ui = open_app(make_ui, store, f"/game/{game_id}")
    assert not ui.find("bid-other").visible  # 70 to 120 in 5s: every bid has its button, none is typed
    assert [k for k in ("bid-65", "bid-70", "bid-72", "bid-120", "bid-125") if ui.exists(k)] == ["bid-70", "bid-120"]
    for call in ("bid-75", "pass", "pass", "pass"):
        ui.click(call)
    ui.click("trump-red")
    ui.click("counter-14")
    ui.click("counter-rook")
    assert ui.find("trick-value").value == "Worth 10 + 20 = 30"
    ui.click("undo")
    assert ui.find("trick-value").value == "Worth 10 = 10"
    ui.click("winner-C")
    assert ui.find("running").value == "A+C 10 · B+D 0 · needs 65 more for 75"
    ui.click("undo")  # the trick comes back as the draft it was
    assert ui.find("trick-value").value == "Worth 10 = 10" and ui.find("trick-title").value == "Trick 1 of 9"


def test_a_hand_in_totals_only_adds_the_other_sides_rest_and_the_bonus(make_ui, tmp_path):
    store = store_at(tmp_path)
    game_id = new_stored_game(store, "rook", PLAYERS, "D", all_points_bonus=20)
    ui = open_app(make_ui, store, f"/game/{game_id}")
    for call in ("bid-70", "pass", "pass", "pass"):
        ui.click(call)
    ui.click("trump-black")
    ui.click("totals-only")
    assert ui.find("counts-title").value == "What did A+C count?"
    TapCounter(ui).keypad("count-keypad", "120", done="done")
    assert ui.find("verdict").value == "A+C made it: 70 bid, took 140 → +140; B+D +0"
    assert json.loads(json.dumps(score_report(store.load_game(game_id))))["totals"]["A"] == 140


def test_a_trick_given_to_the_other_side_rescores_and_a_counter_lost_is_refused_by_the_nest(make_ui, tmp_path):
    store = store_at(tmp_path)
    game_id = stored_example(store, "rook-95-bid")
    ui = open_app(make_ui, store, f"/game/{game_id}/hand/1")
    assert ui.find("event-11").value == "Trick 2: C took Rook"
    ui.click("correct-11")
    assert ui.find("edit-counters").value == "Counters: Rook (20)"
    ui.click("edit-counters-clear")
    ui.click("edit-winner-C")  # the Rook taken out of trick 2: the nest no longer holds what the tricks left
    assert ui.find("error").value == ("hand 1, nest: the nest shows 5 but the tricks leave 5, Rook for it: the tricks "
                                      "and the nest hold the 120 points in play")
    assert store.load_game(game_id).table.totals["B"] == 100  # nothing changed
    ui.go(f"/game/{game_id}/hand/1")
    ui.click("correct-11")
    ui.click("edit-winner-B")  # B took the Rook: B+D captured every point
    assert ui.find("verdict").value == "B+D made it: 95 bid, took 120 → +120; A+C +0"
    assert store.load_game(game_id).table.totals == {"A": 0, "B": 120, "C": 0, "D": 120}


def test_a_rook_game_is_started_with_the_kentucky_deck_and_its_settings_say_what_they_mean(make_ui, tmp_path):
    from .test_new_game import seat

    store = store_at(tmp_path)
    ui = open_app(make_ui, store, "/new")
    ui.click("kind-rook")
    assert ui.exists("count-4") and not ui.exists("count-5")
    seat(ui, "Ann", "Bo", "Cy", "Di")
    assert ui.find("sides").value == "Partners: Ann + Cy against Bo + Di"
    ui.click("house-rules")
    assert ui.find("help-max_bid").value == ("The highest bid (empty: the points in play, plus the all-points bonus) · "
                                             "default: 120 (the points in play)")
    ui.click("setting-deck-kentucky")
    assert ui.find("help-max_bid").value.endswith("default: 180 (the points in play)")
    ui.type("setting-all_points_bonus", "20")
    ui.click("dealer-Di")
    ui.click("start")
    game = store.load_game(ui.route.split("/")[2])
    assert (game.kind, game.settings["deck"], game.settings["all_points_bonus"]) == ("rook", "kentucky", 20)
    assert ui.find("to-beat").value == "Opening bid at least 70 (up to 200)"


def rook_in_play(make_ui):
    store = store_at(None)
    game_id = new_stored_game(store, "rook", PLAYERS, "D")
    ui = open_app(make_ui, store, f"/game/{game_id}")
    for key in ("bid-70", "pass", "pass", "pass", "trump-red"):
        ui.click(key)
    return store, game_id, ui


def test_a_counter_tap_changes_the_kept_controls_in_a_small_patch_and_is_stored_at_once(make_ui):
    store, game_id, ui = rook_in_play(make_ui)
    view, status, seat = ui.page.views[-1], ui.find("status"), ui.find("winner-A")
    before = ui.bytes_sent
    ui.click("counter-10")
    assert ui.bytes_sent - before < 600
    assert ui.page.views[-1] is view and ui.find("status") is status and ui.find("winner-A") is seat
    assert (ui.find("counter-10").content, ui.find("trick-value").value) == ("10 (3)", "Worth 10 = 10")
    assert store.load_draft(game_id)["draft"] == {"counter": ["10"]}  # a dead phone loses no tap
    before = ui.bytes_sent
    ui.click("winner-B")
    assert ui.bytes_sent - before < 1500
    assert ui.find("trick-title").value == "Trick 2 of 9" and ui.find("winner-A") is seat
    assert "1. B: 10 (10)" in ui.texts()


def test_a_damaged_draft_on_the_device_opens_the_table_with_only_counters_of_the_deck(make_ui):
    store = store_at(None)
    game_id = new_stored_game(store, "rook", PLAYERS, "D")
    for event in ({"type": "bid", "player": "A", "amount": 70}, {"type": "pass", "player": "B"},
                  {"type": "pass", "player": "C"}, {"type": "pass", "player": "D"}, {"type": "trump", "trump": "red"}):
        store.append_event(game_id, event)
    store.save_draft(game_id, {"after_events": 5, "draft": {"counter": ["rook", "1", "7", 5], "money": [40000]}})
    ui = open_app(make_ui, store, f"/game/{game_id}")
    assert ui.find("trick-title").value == "Trick 1 of 9"
    assert ui.find("trick-value").value == "Worth 20 = 20"  # the Rook; no 1 in the standard deck, no 7, no Money
