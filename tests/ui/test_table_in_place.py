"""The table is built once per visit and changed in place: small patches, the same controls, nothing lost."""

from __future__ import annotations

from scorekeeper.store import InMemoryGameStore

from .app_fixtures import new_stored_game, open_app


def playing(make_ui, players=("A", "Z", "B", "Y"), **settings):
    store = InMemoryGameStore()
    game_id = new_stored_game(store, "make-a-million", list(players), "Y", **settings)
    ui = open_app(make_ui, store, f"/game/{game_id}")
    for key in ("bid-175000", "pass", "pass", "pass", "trump-red"):
        ui.click(key)
    return store, game_id, ui


def sent_by(ui, key: str) -> int:
    before = ui.bytes_sent
    ui.click(key)
    return ui.bytes_sent - before


def test_a_money_card_tap_sends_a_few_hundred_bytes_and_replaces_no_control(make_ui):
    store, game_id, ui = playing(make_ui)
    view, status, winner = ui.page.views[-1], ui.find("status"), ui.find("winner-A")
    assert sent_by(ui, "money-40000") < 600
    assert ui.page.views[-1] is view and ui.find("status") is status and ui.find("winner-A") is winner
    assert ui.find("money-40000").content == "$40,000 (3)"
    assert ui.find("trick-value").value == "Worth $40,000"


def test_saving_a_trick_sends_under_1500_bytes_and_lists_it(make_ui):
    store, game_id, ui = playing(make_ui)
    ui.click("money-30000")
    assert sent_by(ui, "winner-Z") < 1500
    assert ui.find("trick-title").value == "Trick 2 of 13"
    assert "1. Z: $30,000" in ui.texts()
    assert ui.find("running").value == "A+B $0 · Z+Y $30,000 · needs $175,000 more for $175,000"


def test_a_tapped_card_is_in_the_store_before_the_next_tap(make_ui):
    store, game_id, ui = playing(make_ui)
    ui.click("money-15000")
    assert store.load_draft(game_id)["draft"] == {"money": [15000]}
    ui.click("bull")
    assert store.load_draft(game_id)["draft"] == {"money": [15000], "bull_bear": ["bull"]}


def test_undoing_a_saved_trick_gives_it_back_as_the_draft_and_says_what_was_undone(make_ui):
    store, game_id, ui = playing(make_ui)
    for key in ("money-40000", "money-15000", "winner-A", "money-30000", "money-10000", "money-15000"):
        ui.click(key)
    ui.click("winner-B")
    ui.click("undo")
    assert ui.find("notice").value == "Undid: trick 2, B took $55,000"
    assert ui.find("trick-title").value == "Trick 2 of 13"
    assert ui.find("trick-value").value == "Worth $30,000 + $10,000 + $15,000 = $55,000"
    ui.click("winner-Y")  # fixed: Y took it
    assert [e.get("winner") for e in store.load_events(game_id)][-2:] == ["A", "Y"]
    assert not ui.exists("notice")


def test_an_amount_typed_on_the_keypad_survives_a_refusal_and_other_taps(make_ui):
    store = InMemoryGameStore()
    game_id = new_stored_game(store, "make-a-million", ["A", "Z", "B", "Y"], "Y")
    ui = open_app(make_ui, store, f"/game/{game_id}")
    ui.click("bid-other")
    for key in ("bid-keypad-1", "bid-keypad-7"):
        ui.click(key)
    assert ui.find("bid-keypad-done").content == "Bid $17,000"
    ui.click("bid-keypad-done")
    assert ui.find("error").value.startswith("hand 1, call 1: A bid $17,000")
    assert ui.find("bid-keypad-display").value == "$17,000"
    ui.click("bid-keypad-5")
    assert ui.find("bid-keypad-done").content == "Bid $175,000"
    ui.click("bid-keypad-done")
    assert ui.find("to-call").value == "Z to call"


def test_with_six_players_the_scores_are_one_line_that_opens_into_the_race(make_ui):
    store = InMemoryGameStore()
    players = ["Ann", "Bo", "Cy", "Di", "Ed", "Flo"]
    game_id = new_stored_game(store, "make-a-million", players, "Flo", partnership="silent")
    ui = open_app(make_ui, store, f"/game/{game_id}")
    assert ui.find("scores-line").value == "Ann $0 · Bo $0 · Cy $0 · Di $0 · Ed $0 · Flo $0"
    assert not ui.exists("total-Ann")
    ui.click("scores-expand")
    assert ui.find("total-Ann").value == "$0 / $1,000,000"


def test_a_won_game_names_the_winner_with_the_amounts_in_dollars(make_ui):
    store = InMemoryGameStore()
    game_id = new_stored_game(store, "make-a-million", ["A", "Z", "B", "Y"], "Y", target=300_000)
    ui = open_app(make_ui, store, f"/game/{game_id}")
    for key in ("bid-175000", "pass", "pass", "pass", "trump-red", "totals-only"):
        ui.click(key)
    for key in ("count-keypad-3", "count-keypad-4", "count-keypad-0", "count-keypad-done", "counts-save"):
        ui.click(key)
    assert ui.find("result").value == "MADE"
    assert ui.find("winner").value == "Game won: A+B reached $340,000 (target $300,000)"
    assert ui.find("hand-title").value == "Game over"


def test_a_damaged_draft_on_the_device_opens_the_table_with_only_real_cards(make_ui):
    store = InMemoryGameStore()
    game_id = new_stored_game(store, "make-a-million", ["A", "Z", "B", "Y"], "Y")
    for event in ({"type": "bid", "player": "A", "amount": 175000}, {"type": "pass", "player": "Z"},
                  {"type": "pass", "player": "B"}, {"type": "pass", "player": "Y"},
                  {"type": "trump", "trump": "red"}):
        store.append_event(game_id, event)
    store.save_draft(game_id, {"after_events": 5, "draft": {"money": [40000, 7, "x"], "bull_bear": ["bull", "ox"],
                                                            "editing": 99, "points": "many"}})
    ui = open_app(make_ui, store, f"/game/{game_id}")
    assert ui.find("trick-title").value == "Trick 1 of 13"
    assert ui.find("trick-value").value == "Worth $40,000; Bull → × 2 = $80,000"


def test_after_next_hand_a_look_at_the_scoreboard_comes_back_to_the_new_hand_not_the_old_result(make_ui):
    store = InMemoryGameStore()
    game_id = new_stored_game(store, "make-a-million", ["A", "Z", "B", "Y"], "Y")
    ui = open_app(make_ui, store, f"/game/{game_id}")
    for _ in range(4):
        ui.click("pass")
    assert ui.find("result").value == "THROWN IN"
    ui.click("next-hand")
    ui.click("scores")
    ui.back()
    assert ui.find("to-call").value == "Z to call"
    assert not ui.exists("result")
