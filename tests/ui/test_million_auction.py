"""The auction and the hand's special cases, clicked through as a player would."""

from __future__ import annotations

from scorekeeper.rules import game_to_record, score_report

from .app_fixtures import TapCounter, disk_store_at, new_stored_game, open_app, store_at


def start(make_ui, tmp_path, players=("A", "Z", "B", "Y"), dealer="Y", disk=False, **settings):
    store = disk_store_at(tmp_path) if disk else store_at(tmp_path)
    game_id = new_stored_game(store, "make-a-million", list(players), dealer, **settings)
    return store, game_id, open_app(make_ui, store, f"/game/{game_id}")


def test_a_bid_below_the_lowest_raise_is_refused_on_the_spot_with_the_rule(make_ui, tmp_path):
    store, game_id, ui = start(make_ui, tmp_path)
    t = TapCounter(ui)
    t.click("bid-175000")
    t.click("bid-185000")
    t.click("pass")
    t.click("bid-210000")
    assert ui.find("to-call").value == "A to call"
    t.click("bid-other")
    t.keypad("bid-keypad", "215", done="done")
    assert ui.find("error").value == "hand 1, call 5: A bid $215,000 but the lowest raise is $220,000"
    assert len(store.load_events(game_id)) == 4  # nothing refused was stored
    assert ui.find("to-call").value == "A to call"  # and nothing entered was lost
    t.click("bid-220000")
    assert not ui.exists("error")
    assert "A 220,000" not in ui.find("calls").value  # amounts show with the currency
    assert "A $220,000" in ui.find("calls").value


def test_the_call_order_is_enforced_and_pass_is_one_tap(make_ui, tmp_path):
    store, game_id, ui = start(make_ui, tmp_path)
    assert ui.find("to-call").value == "A to call"
    ui.click("pass")
    assert ui.find("to-call").value == "Z to call"
    assert "A pass" in ui.find("calls").value


def test_everyone_passing_throws_the_hand_in_and_the_deal_moves_left(make_ui, tmp_path):
    store, game_id, ui = start(make_ui, tmp_path)
    for _ in range(4):
        ui.click("pass")
    assert ui.find("result").value == "THROWN IN"
    ui.click("next-hand")
    assert ui.find("hand-title").value == "Hand 2 · A deals"
    assert ui.find("to-call").value == "Z to call"


def test_a_misdeal_is_two_taps_and_the_same_dealer_deals_again(make_ui, tmp_path):
    store, game_id, ui = start(make_ui, tmp_path)
    ui.click("misdeal")
    ui.click("misdeal-B")
    assert ui.find("result").value == "MISDEAL"
    ui.click("next-hand")
    assert ui.find("hand-title").value == "Hand 2 · Y deals"
    assert score_report(store.load_game(game_id))["hands"][0]["misdeal"] == "B"


def test_a_trick_can_be_corrected_before_the_hand_closes(make_ui, tmp_path):
    store, game_id, ui = start(make_ui, tmp_path)
    for key in ("bid-175000", "pass", "pass", "pass", "trump-black"):
        ui.click(key)
    ui.click("money-40000")
    ui.click("bull")
    ui.click("winner-Z")  # wrong: A took it
    assert "Z+Y $80,000" in ui.find("running").value
    ui.click("edit-trick-1")
    assert ui.find("trick-title").value == "Correct trick 1"
    ui.click("winner-A")
    assert "A+B $80,000" in ui.find("running").value
    assert ui.find("trick-title").value == "Trick 2 of 13"
    assert [e["winner"] for e in store.load_events(game_id) if e["type"] == "trick"] == ["A"]


def test_only_money_cards_still_unplayed_are_offered(make_ui, tmp_path):
    store, game_id, ui = start(make_ui, tmp_path)
    for key in ("bid-175000", "pass", "pass", "pass", "trump-black"):
        ui.click(key)
    for _ in range(4):
        ui.click("money-40000")
    assert ui.find("money-40000").disabled
    ui.click("bull")
    assert ui.find("bull").disabled  # one Bull in one pack


def test_undo_takes_back_the_last_entry_and_the_store_forgets_it(make_ui, tmp_path):
    store, game_id, ui = start(make_ui, tmp_path)
    ui.click("bid-175000")
    ui.click("undo")
    assert ui.find("to-call").value == "A to call"
    assert store.load_events(game_id) == []


def test_in_a_called_game_the_secret_partner_is_tapped_when_revealed(make_ui, tmp_path):
    store, game_id, ui = start(make_ui, tmp_path, partnership="called")
    for key in ("bid-175000", "pass", "pass", "pass", "trump-red"):
        ui.click(key)
    ui.click("partner-Y")  # one tap names the holder of the called card
    assert ui.find("sides-known").value == "Sides: A+Y against Z+B"
    ui.click("totals-only")
    ui.click("count-keypad-2")
    ui.click("count-keypad-0")
    ui.click("count-keypad-0")
    ui.click("count-keypad-done")
    assert ui.find("both-counts").value == "A+Y $200,000 · Z+B $200,000"  # both counts shown before Save
    ui.click("counts-save")
    report = score_report(store.load_game(game_id))["hands"][0]
    assert report["bidder_side"] == ["A", "Y"]
    assert report["scores"] == {"A": 200000, "Z": 200000, "B": 200000, "Y": 200000}


def test_in_a_called_game_the_called_card_is_recorded_and_shown_with_the_contract(make_ui, tmp_path):
    store, game_id, ui = start(make_ui, tmp_path, partnership="called")
    for key in ("bid-175000", "pass", "pass", "pass"):
        ui.click(key)
    ui.select("called-card", "tiger")
    assert ui.find("called-card-shown").value == "A called the Tiger"
    ui.click("trump-red")
    assert ui.find("contract").value == "A bid $175,000, red trumps, called the Tiger"
    assert [e["type"] for e in store.load_events(game_id)][-2:] == ["called_card", "trump"]
    assert game_to_record(store.load_game(game_id))["hands"][0]["called_card"] == "tiger"


def test_a_three_player_game_offers_the_dummy_as_a_trick_winner(make_ui, tmp_path):
    store, game_id, ui = start(make_ui, tmp_path, players=("A", "B", "C"), dealer="C")
    for key in ("bid-175000", "pass", "pass", "trump-green"):
        ui.click(key)
    ui.click("money-40000")
    ui.click("winner-dummy")
    assert "A+dummy $40,000" in ui.find("running").value


def test_rupee_games_name_the_lion_of_india_and_show_rupees(make_ui, tmp_path):
    store, game_id, ui = start(make_ui, tmp_path, edition="inr", indian_grouping=True)
    assert "₹1,75,000" in [b.content for b in ui.find_all() if getattr(b, "key", None) == "bid-175000"][0]
    for key in ("bid-175000", "pass", "pass", "pass", "trump-blue"):
        ui.click(key)
    assert ui.find("bull").content == "Lion of India"


def test_while_a_result_shows_the_status_card_says_which_hand_it_is_and_who_deals_next(make_ui, tmp_path):
    store, game_id, ui = start(make_ui, tmp_path)
    for key in ("bid-175000", "pass", "pass", "pass", "trump-red", "totals-only"):
        ui.click(key)
    for key in ("count-keypad-2", "count-keypad-0", "count-keypad-0", "count-keypad-done", "counts-save"):
        ui.click(key)
    assert ui.find("hand-title").value == "Hand 1 · result"
    assert ui.find("prompt").value == "Next: hand 2, A deals"
    ui.click("next-hand")
    assert ui.find("hand-title").value == "Hand 2 · A deals"


def test_two_screens_on_one_game_never_stack_an_entry_on_a_stale_state(make_ui, tmp_path):
    store, game_id, first = start(make_ui, tmp_path, disk=True)  # two phones share one data folder
    second = open_app(make_ui, disk_store_at(tmp_path), f"/game/{game_id}")
    first.click("bid-175000")  # A bids on the first screen
    second.click("pass")  # the second screen still shows A to call: its pass must not be stored as A's
    assert "changed on another screen" in second.find("error").value
    assert second.find("to-call").value == "Z to call"  # reloaded: it now shows what the store has
    assert [e["type"] for e in store.load_events(game_id)] == ["bid"]
    second.click("pass")
    assert [e["player"] for e in store.load_events(game_id)] == ["A", "Z"]
