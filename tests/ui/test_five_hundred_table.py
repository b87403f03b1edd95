"""Five Hundred at the table, clicked through as a player would: the Avondale grid with only the legal bids
enabled, Pass, the contractors' tricks in one tap; a misère trick by trick stopped at the bidder's first trick;
a refusal; undo; the tap count of a typical hand."""

from __future__ import annotations

from scorekeeper.rules import score_report

from .app_fixtures import TapCounter, new_stored_game, open_app, store_at

PLAYERS = ["Ann", "Bo", "Cy", "Di"]  # Ann+Cy against Bo+Di; Di deals: Ann calls first


def test_a_typical_hand_one_bid_three_passes_and_the_tricks_is_five_taps(make_ui, tmp_path):
    store = store_at(tmp_path)
    game_id = new_stored_game(store, "five-hundred", PLAYERS, "Di")
    ui = open_app(make_ui, store, f"/game/{game_id}")
    taps = TapCounter(ui)
    assert (ui.find("to-call").value, ui.find("to-beat").value) == ("Ann to call", "No bid yet")
    assert ui.find("bid-misere").disabled and not ui.find("bid-open_misere").disabled  # misère only over a seven
    taps.click("bid-7H")
    assert (ui.find("to-call").value, ui.find("to-beat").value) == ("Bo to call", "Bid to beat: 7♥ (Ann)")
    assert ui.find("bid-7D").disabled and not ui.find("bid-7NT").disabled and not ui.find("bid-misere").disabled
    for _ in range(3):
        taps.click("call-pass")
    assert ui.find("contract").value == "Ann 7♥ (200)"
    assert ui.find("tricks-title").value == "Tricks Ann+Cy took"
    taps.click("took-8")
    assert taps.taps == 5
    assert ui.find("result").value == "MADE"
    assert ui.find("verdict").value == "Ann 7♥ (200): Ann+Cy took 8 of 10: +200; Bo+Di +20"
    assert "Calls (from Ann, left of the dealer Di): Ann 7♥, Bo pass, Cy pass, Di pass" in ui.texts()
    assert ui.find("total-Ann+Cy").value == "200 / 500"
    ui.click("next-hand")
    assert (ui.find("hand-title").value, ui.find("to-call").value) == ("Hand 2 · Ann deals", "Bo to call")
    assert score_report(store.load_game(game_id))["totals"] == {"Ann": 200, "Bo": 20, "Cy": 200, "Di": 20}


def test_a_misere_entered_trick_by_trick_ends_at_the_bidders_first_trick(make_ui, tmp_path):
    store = store_at(tmp_path)
    game_id = new_stored_game(store, "five-hundred", PLAYERS, "Di")
    ui = open_app(make_ui, store, f"/game/{game_id}")
    ui.click("bid-7S")
    ui.click("bid-misere")
    ui.click("call-pass")
    ui.click("call-pass")
    ui.click("call-pass")
    assert ui.find("tricks-title").value == "Tricks Bo took"
    assert not ui.find("winner-Di").visible  # Bo's partner sits out the misère
    ui.click("winner-Ann")
    ui.click("winner-Bo")
    assert ui.find("result").value == "SET BACK"
    assert ui.find("verdict").value == "Bo misère: took a trick: −250; Ann+Cy score nothing on a misère"
    assert "Di sat out the misère of Bo" in ui.texts()


def test_undo_takes_back_the_last_call_and_a_slam_says_so(make_ui, tmp_path):
    store = store_at(tmp_path)
    game_id = new_stored_game(store, "five-hundred", PLAYERS, "Di")
    ui = open_app(make_ui, store, f"/game/{game_id}")
    ui.click("bid-6S")
    ui.click("bid-8S")
    ui.click("undo")
    assert (ui.find("to-call").value, ui.find("to-beat").value) == ("Bo to call", "Bid to beat: 6♠ (Ann)")
    for key in ("call-pass", "call-pass", "call-pass"):
        ui.click(key)
    ui.click("took-10")
    assert ui.find("result").value == "SLAM"
    assert ui.find("verdict").value == "Ann 6♠ (40): Ann+Cy took all 10, a slam: +250"


def test_correcting_a_call_is_checked_again_and_the_tricks_rescore(make_ui, tmp_path):
    from .test_scoreboard import stored_example

    store = store_at(tmp_path)
    game_id = stored_example(store, "five-hundred-misere-slam-thrown-in")
    ui = open_app(make_ui, store, f"/game/{game_id}/hand/1")
    assert ui.find("event-6").value == "East's bid, 7♥"
    ui.click("correct-6")
    assert ui.find("edit-title").value == "East's call"
    # Below South's 7♠ the rules refuse a bid at this call: greyed, as on the table's grid.
    assert ui.find("edit-bid-6D").disabled and ui.find("edit-bid-7S").disabled
    assert not ui.find("edit-bid-7H").disabled and not ui.find("edit-pass").disabled
    ui.click("edit-bid-8H")  # East+West would reach 550 in hand 2 and no later hand could be played: refused
    assert ("the game is over: East+West made misère and reached 550 (target 500); no more hands can be played"
            in ui.texts())
    ui.click("edit-bid-7NT")
    assert ui.find("verdict").value == "East 7 no trumps (220): East+West took 8 of 10: +220; North+South +20"
    assert score_report(store.load_game(game_id))["hands"][0]["scores"]["East"] == 220


def test_a_five_hundred_game_is_started_with_its_house_rules_from_the_new_game_screen(make_ui, tmp_path):
    from .test_new_game import seat

    store = store_at(tmp_path)
    ui = open_app(make_ui, store, "/new")
    ui.click("kind-five-hundred")
    seat(ui, "Ann", "Bo", "Cy", "Di")
    ui.click("house-rules")
    ui.type("setting-lose_at", "")  # empty: no losing score
    ui.click("setting-win_by-bid")
    ui.click("setting-bidding-once")
    ui.click("setting-misere-any_time")
    ui.toggle("setting-slam")
    ui.click("dealer-Di")
    ui.click("start")
    assert not ui.exists("error"), ui.find("error").value
    game = store.load_game(ui.route.split("/")[2])
    assert game.settings == {"target": 500, "lose_at": None, "win_by": "bid", "bidding": "once",
                             "misere": "any_time", "slam": False}
    assert not ui.find("bid-misere").disabled  # misère any time: even as the first bid


def test_the_race_and_the_chart_show_the_way_down_to_minus_500(make_ui, tmp_path):
    store = store_at(tmp_path)
    game_id = new_stored_game(store, "five-hundred", ["Ann", "Bo", "Cy", "Di"], "Di")
    ui = open_app(make_ui, store, f"/game/{game_id}")
    scale = [t for t in ui.texts() if t in ("−500", "0", "500")]
    assert scale[:3] == ["−500", "0", "500"]  # the first side's bar: down to −500, up to 500, meeting at 0
    ui.go(f"/game/{game_id}/scores")
    assert ui.find("legend-losing") is not None and "Loses at −500" in ui.texts()
