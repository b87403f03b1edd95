"""Disputes and corrections: fix an entry of an earlier hand and see everything after it re-scored."""

from __future__ import annotations

from scorekeeper.rules import TrumpNamed
from scorekeeper.games.exact_bid import BidsMade, TricksCounted

from .app_fixtures import new_stored_game, open_app, store_at
from .test_scoreboard import dollars_game, stored_example


def keypad(ui, name: str, digits: str, done: str = "done") -> None:
    for d in digits:
        ui.click(f"{name}-{d}")
    ui.click(f"{name}-{done}")


def test_giving_trick_two_to_the_other_side_sets_hand_one_back_and_rescores_hand_two(make_ui, tmp_path):
    store = store_at(tmp_path)
    game_id = dollars_game(store)
    ui = open_app(make_ui, store, f"/game/{game_id}/scores")
    ui.click("hand-1")

    assert ui.find("event-11").value == "Trick 2: Y took $40,000 + $40,000 + $40,000 = $120,000"
    ui.click("correct-11")
    assert ui.find("edit-title").value == "Correct trick 2"
    assert ui.find("edit-value").value == "Worth $40,000 + $40,000 + $40,000 = $120,000"
    ui.click("edit-winner-A")

    assert ui.find("result").value == "SET BACK"
    assert ui.find("verdict").value == "Z+Y set back: count $140,000 < bid $220,000 → −\u2060$220,000; A+B +\u2060$290,000"
    assert ui.find("event-11").value == "Trick 2: A took $40,000 + $40,000 + $40,000 = $120,000"
    # everything after the correction, re-scored, on the same screen
    assert ui.find("rescored-2").value == \
        "Hand 2: Z+Y set back: count $230,000 < bid $240,000 → −\u2060$240,000; A+B +\u2060$170,000"
    assert ui.find("rescored-2-totals").value == "    Totals: A+B $460,000 · Z+Y −$460,000"
    assert ui.find("rescored-totals").value == "Scores now: A+B $460,000 · Z+Y −$460,000"

    ui.click("back-to-scores")
    assert ui.find("hand-1-outcome").value == "SET BACK"
    assert ui.find("hand-1-totals").value == "Totals: A+B $290,000 · Z+Y −$220,000"
    assert ui.find("hand-2-totals").value == "Totals: A+B $460,000 · Z+Y −$460,000"
    assert ui.find("total-A+B").value == "$460,000 / $1,000,000"
    assert [p.y for p in ui.find("chart").data_series[1].points] == [0, -220000, -460000]
    stored = store.load_game(game_id)
    assert stored.table.totals == {"A": 460000, "Z": -460000, "B": 460000, "Y": -460000}
    assert [h.report()["made"] for h in stored.table.hands] == [False, False]


def test_taking_the_bull_out_of_trick_one_halves_it_and_the_count_follows(make_ui, tmp_path):
    store = store_at(tmp_path)
    game_id = dollars_game(store)
    ui = open_app(make_ui, store, f"/game/{game_id}/hand/1")

    ui.click("correct-10")
    assert ui.find("edit-value").value == "Worth $30,000; Bull → × 2 = $60,000"
    assert ui.find("edit-bear").disabled  # the one Bear of the pack is in trick 10
    ui.click("edit-chip-special-0")
    assert ui.find("edit-value").value == "Worth $30,000"
    ui.click("edit-winner-Z")

    assert ui.find("result").value == "MADE"
    assert "Trick 1: Z (bidder's side) $30,000" in ui.texts()
    assert ui.find("verdict").value == "Z+Y made it: count $230,000 ≥ bid $220,000 → +\u2060$230,000; A+B +\u2060$170,000"
    assert store.load_game(game_id).table.totals == {"A": 340000, "Z": -10000, "B": 340000, "Y": -10000}


def test_a_correction_that_leaves_no_room_for_a_later_hand_is_refused_and_nothing_changes(make_ui, tmp_path):
    store = store_at(tmp_path)
    game_id = dollars_game(store, target=280000)  # giving A+B trick 2 would end the game after hand 1
    before = store.load_game(game_id).events
    ui = open_app(make_ui, store, f"/game/{game_id}/hand/1")

    ui.click("correct-11")
    ui.click("edit-winner-A")

    assert ui.find("error").value == ("the game is over: A+B reached $290,000 (target $280,000); "
                                      "no more hands can be played")
    assert ui.find("result").value == "MADE"
    assert ui.find("event-11").value == "Trick 2: Y took $40,000 + $40,000 + $40,000 = $120,000"
    assert ui.exists("editor")  # still open: fix it or cancel
    assert store.load_game(game_id).events == before
    ui.click("edit-cancel")
    assert not ui.exists("error")
    ui.click("back-to-scores")
    assert ui.find("hand-2-totals").value == "Totals: A+B $340,000 · Z+Y $20,000"


def test_deleting_a_trick_that_later_entries_need_is_refused_with_the_reason(make_ui, tmp_path):
    store = store_at(tmp_path)
    game_id = dollars_game(store)
    before = store.load_game(game_id).events
    ui = open_app(make_ui, store, f"/game/{game_id}/hand/1")

    ui.click("delete-22")  # trick 13
    ui.click("delete-confirm")
    assert ui.find("error").value == "hand 1, call 9: the auction is over: Y won it at $220,000"
    assert store.load_game(game_id).events == before
    assert ui.find("event-22").value == "Trick 13: B took $0"
    ui.click("delete-cancel")
    assert not ui.exists("delete-confirm")


def test_correcting_a_totals_only_hand_with_both_keypads_makes_it(make_ui, tmp_path):
    store = store_at(tmp_path)
    game_id = dollars_game(store)
    ui = open_app(make_ui, store, f"/game/{game_id}/hand/2")

    ui.click("correct-6")
    assert ui.find("edit-counts").value == "Z+Y: $230,000 · A+B: $170,000"
    keypad(ui, "edit-count-keypad", "250")
    keypad(ui, "edit-other-keypad", "150")
    assert ui.find("edit-counts").value == "Z+Y: $250,000 · A+B: $150,000"
    ui.click("edit-save")

    assert ui.find("result").value == "MADE"
    assert ui.find("rescored-totals").value == "Scores now: A+B $320,000 · Z+Y $510,000"
    assert store.load_game(game_id).table.totals["Z"] == 510000


def test_correcting_a_bid_rescores_the_hand_and_a_call_out_of_turn_is_refused(make_ui, tmp_path):
    store = store_at(tmp_path)
    game_id = dollars_game(store)
    ui = open_app(make_ui, store, f"/game/{game_id}/hand/2")

    ui.click("correct-1")
    keypad(ui, "edit-keypad", "250")
    assert ui.find("notice").value == "Corrected Z's bid: $240,000 → $250,000"  # what it replaced, and what it is now
    assert ui.find("verdict").value == "Z+Y set back: count $230,000 < bid $250,000 → −\u2060$250,000; A+B +\u2060$170,000"
    assert store.load_game(game_id).table.totals["Z"] == 10000

    ui.click("back-to-scores")
    ui.click("hand-1")
    before = store.load_game(game_id).events
    ui.click("correct-8")  # A's final pass becomes a bid: the auction would not be over at trump
    keypad(ui, "edit-keypad", "230")
    assert ui.find("error").value == "hand 1, trump: trump comes after the auction; Y is still to call"
    assert store.load_game(game_id).events == before


def test_trump_and_deleting_the_last_entry_can_be_corrected(make_ui, tmp_path):
    store = store_at(tmp_path)
    game_id = dollars_game(store)
    ui = open_app(make_ui, store, f"/game/{game_id}/hand/1")

    ui.click("correct-9")
    ui.click("edit-trump-green")
    assert ui.find("event-9").value == "Trump: green"
    assert ui.find("notice").value == "Corrected trump: red → green"
    assert store.load_game(game_id).events[8] == TrumpNamed("green")

    ui.go(f"/game/{game_id}/hand/2")
    ui.click("delete-6")
    ui.click("delete-confirm")
    assert ui.find("result").value == "IN PROGRESS"
    assert len(store.load_game(game_id).events) == 27


def test_a_twenty_nine_trick_can_change_hands_and_card_points_must_still_add_up(make_ui, tmp_path):
    store = store_at(tmp_path)
    game_id = stored_example(store, "twenty-nine-royals-against")
    ui = open_app(make_ui, store, f"/game/{game_id}/hand/1")

    ui.click("correct-7")  # trick 1: North 4 points
    ui.click("edit-points-plus")
    assert ui.find("edit-points-value").value == "5"
    ui.click("edit-winner-North")
    assert ui.find("error").value.endswith("the card points of the 8 tricks add up to 29, but the pack holds 28 "
                                           "(J 3, 9 2, A 1, 10 1 in each suit)")
    ui.click("edit-cancel")

    ui.click("correct-11")  # trick 5: West 6 points → South
    ui.click("edit-winner-South")
    assert ui.find("result").value == "MADE"
    assert ui.find("rescored-totals").value == "Scores now: North+South 1 · East+West 0"


def test_exact_bid_tricks_are_corrected_player_by_player(make_ui, tmp_path):
    store = store_at(tmp_path)
    game_id = new_stored_game(store, "exact-bid", ["Ann", "Bob", "Cy"], "Cy", start_cards=3)
    for event in (TrumpNamed("red"), BidsMade((("Ann", 1), ("Bob", 2), ("Cy", 0))),
                  TricksCounted((("Ann", 1), ("Bob", 1), ("Cy", 1)))):
        store.append_event(game_id, event)
    ui = open_app(make_ui, store, f"/game/{game_id}/hand/1")

    assert ui.find("event-3").value == "Tricks taken: Ann 1 · Bob 1 · Cy 1"
    ui.click("correct-3")
    ui.click("edit-Bob-plus")
    ui.click("edit-save")
    assert ui.find("error").value == "hand 1, tricks: the tricks add up to 4 but each player held 3, so 3 tricks were played"
    ui.click("edit-Cy-minus")
    ui.click("edit-save")
    assert ui.find("verdict").value == "Deal 1 (3 cards): exact: Ann, Bob and Cy"
    assert store.load_game(game_id).table.totals == {"Ann": 6, "Bob": 7, "Cy": 5}


def test_a_money_card_entered_in_the_wrong_trick_is_moved_by_holding_one_correction(make_ui, tmp_path):
    store = store_at(tmp_path)
    game_id = dollars_game(store)
    ui = open_app(make_ui, store, f"/game/{game_id}/hand/1")

    # The $10,000 of trick 4 (Y) really fell in trick 11 (B): neither change alone keeps the money at $400,000.
    ui.click("correct-13")  # trick 4
    assert ui.find("edit-money-10000").disabled  # every $10,000 is accounted for
    ui.click("edit-chip-money-0")
    ui.click("edit-hold-menu")
    ui.click("edit-hold-Y")
    assert ui.find("held-13").value == "Held: Trick 4: Y took $0"
    assert ui.find("event-13").value == "Trick 4: Y took $10,000"  # not saved yet
    assert store.load_game(game_id).events[12].money == (10000,)

    ui.click("correct-20")  # trick 11
    ui.click("edit-money-10000")  # given back by the held correction
    ui.click("edit-winner-B")
    assert ui.find("event-13").value == "Trick 4: Y took $0"
    assert ui.find("event-20").value == "Trick 11: B took $10,000"
    assert ui.find("verdict").value == "Z+Y made it: count $250,000 ≥ bid $220,000 → +\u2060$250,000; A+B +\u2060$180,000"
    assert not ui.exists("pending")
    assert store.load_game(game_id).table.totals == {"A": 350000, "Z": 10000, "B": 350000, "Y": 10000}


def test_held_corrections_that_do_not_add_up_are_refused_together_and_can_be_discarded(make_ui, tmp_path):
    store = store_at(tmp_path)
    game_id = dollars_game(store)
    before = store.load_game(game_id).events
    ui = open_app(make_ui, store, f"/game/{game_id}/hand/1")

    ui.click("correct-13")
    ui.click("edit-chip-money-0")
    ui.click("edit-hold-menu")
    ui.click("edit-hold-Y")
    ui.click("pending-apply")
    assert ui.find("error").value.startswith("hand 1, trick 13: the Money cards add up to $390,000")
    assert store.load_game(game_id).events == before
    ui.click("pending-discard")
    assert not ui.exists("pending") and not ui.exists("held-13")
