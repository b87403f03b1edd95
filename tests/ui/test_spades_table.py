"""Spades at the table, clicked through as a player would: bids in turn, 13 tricks, the result; a hand of
totals; undo; a refusal that keeps what was entered."""

from __future__ import annotations

from scorekeeper.rules import score_report

from .app_fixtures import new_stored_game, open_app, store_at

PLAYERS = ["Ann", "Bo", "Cy", "Di"]
WINNERS = ["Ann", "Bo", "Bo", "Cy", "Di", "Ann", "Ann", "Cy", "Bo", "Di", "Ann", "Cy", "Cy"]  # Ann 4, Bo 3, Cy 4, Di 2


def test_a_whole_hand_bid_in_turn_and_entered_trick_by_trick(make_ui, tmp_path):
    store = store_at(tmp_path)
    game_id = new_stored_game(store, "spades", PLAYERS, "Di")
    ui = open_app(make_ui, store, f"/game/{game_id}")

    assert ui.find("hand-title").value == "Hand 1 · Di deals"
    assert ui.find("to-bid").value == "Ann bids"
    assert ui.find("contracts").value == "Ann+Cy – · Bo+Di –"
    assert not ui.find("bid-blind-nil").visible  # this table does not play Blind Nil
    ui.click("bid-4")
    assert (ui.find("to-bid").value, ui.find("contracts").value) == ("Bo bids", "Ann+Cy 4 · Bo+Di –")
    ui.click("bid-0")
    ui.click("bid-4")
    assert ui.find("contracts").value == "Ann+Cy 8 · Bo+Di 0, Nil: Bo"
    assert ui.find("bids-so-far").value == "Ann 4 · Bo Nil · Cy 4"
    ui.click("bid-2")

    assert ui.find("trick-title").value == "Trick 1 of 13 · Ann leads"
    assert ui.find("contracts").value == "Ann+Cy 8 · Bo+Di 2, Nil: Bo"
    for i, winner in enumerate(WINNERS[:12], 1):
        ui.click(f"winner-{winner}")
        assert ui.find("trick-1").value == "Trick 1: Ann"
    assert ui.find("trick-title").value == "Trick 13 of 13 · Cy leads"
    # Bo's failed Nil took 3 tricks: bags, not tricks toward Bo+Di's contract of 2
    assert ui.find("running").value == "Ann+Cy 7 of 8 · Bo+Di 2 of 2 (Nil Bo: 3)"
    ui.click("winner-Cy")

    assert ui.find("result").value == "MADE"  # both contracts made; Bo's Nil failed
    assert ui.find("verdict").value == ("Ann+Cy contract 8, took 8: +80 · Bo+Di contract 2, took 2: +20; "
                                        "Bo Nil failed: −100; Bo's 3 tricks: 3 bags, scoring nothing")
    assert "Bo+Di this hand: +20 − 100 = −80" in ui.texts()
    assert "Bo+Di bags: 0 + 3 this hand → 3" in ui.texts()
    assert ui.find("total-Bo+Di").value == "−80 / 500 · 3 bags"  # the bar runs from −200: it shows −80
    ui.click("next-hand")
    assert ui.find("hand-title").value == "Hand 2 · Ann deals"
    assert ui.find("to-bid").value == "Bo bids"
    assert score_report(store.load_game(game_id))["totals"] == {"Ann": 80, "Bo": -80, "Cy": 80, "Di": -80}


def test_a_hand_of_totals_is_refused_until_it_adds_up_to_13_and_keeps_the_numbers(make_ui, tmp_path):
    store = store_at(tmp_path)
    game_id = new_stored_game(store, "spades", PLAYERS, "Di", blind_nil=True)
    ui = open_app(make_ui, store, f"/game/{game_id}")
    assert ui.find("bid-blind-nil").disabled  # nobody is 100 behind yet
    for bid in ("bid-3", "bid-3", "bid-3", "bid-3"):
        ui.click(bid)
    ui.click("totals-only")
    assert ui.find("trick-title").value == "Each player's tricks"
    for p, n in {"Ann": 4, "Bo": 3, "Cy": 3, "Di": 2}.items():
        for _ in range(n):
            ui.click(f"tricks-{p}-plus")
    assert ui.find("tricks-sum").value == "12 of 13 tricks"
    ui.click("tricks-save")
    assert ui.find("error").value == (
        "hand 1, tricks: the tricks add up to 12, but a hand has 13 tricks (all 52 cards dealt, 13 each)")
    assert ui.find("tricks-Ann-value").value == "4"
    ui.click("tricks-Di-plus")
    ui.click("undo")  # the last + comes back first
    assert ui.find("tricks-Di-value").value == "2"
    ui.click("tricks-Di-plus")
    ui.click("tricks-save")
    assert ui.find("result").value == "MADE"
    assert ui.find("verdict").value == "Ann+Cy contract 6, took 7: +60 + 1 bag · Bo+Di contract 6, took 6: +60"


def test_undo_takes_back_the_last_bid_and_says_it(make_ui, tmp_path):
    store = store_at(tmp_path)
    game_id = new_stored_game(store, "spades", PLAYERS, "Di")
    ui = open_app(make_ui, store, f"/game/{game_id}")
    ui.click("bid-5")
    ui.click("bid-0")
    ui.click("undo")
    assert ui.find("to-bid").value == "Bo bids"
    assert "Undid: Bo's bid, Nil" in ui.texts()
    assert ui.find("bids-so-far").value == "Ann 5"


def test_a_misdeal_before_the_first_bid_keeps_the_dealer(make_ui, tmp_path):
    store = store_at(tmp_path)
    game_id = new_stored_game(store, "spades", PLAYERS, "Di")
    ui = open_app(make_ui, store, f"/game/{game_id}")
    ui.click("misdeal")
    ui.click("misdeal-Cy")
    assert ui.find("result").value == "MISDEAL"
    assert ui.find("verdict").value == "Misdeal called by Cy: Di deals again"
    ui.click("next-hand")
    assert ui.find("to-bid").value == "Ann bids"
    ui.click("bid-2")
    assert not ui.exists("misdeal")  # once the bidding has begun


def test_correcting_a_bid_of_hand_one_recounts_the_bags_and_lifts_hand_threes_penalty(make_ui, tmp_path):
    from .test_scoreboard import stored_example

    store = store_at(tmp_path)
    game_id = stored_example(store, "spades-bag-penalty")
    ui = open_app(make_ui, store, f"/game/{game_id}/hand/1")
    assert ui.find("event-1").value == "Ann bids 3"
    assert ui.find("contract").value == "Di deals · Ann+Cy 5 · Bo+Di 4"
    assert ui.find("correct-1").content == "Correct call 1"
    assert ui.find("correct-5").content == "Correct the tricks taken"
    ui.click("correct-1")
    assert ui.find("edit-title").value == "Ann's bid"
    ui.click("edit-bid-5")  # Ann+Cy 7 of 9 in hand 1: 2 bags, not 4; 8 after hand 3, not 10

    assert ui.find("verdict").value == "Ann+Cy contract 7, took 9: +70 + 2 bags · Bo+Di contract 4, took 4: +40"
    assert ui.find("rescored-3").value == "Hand 3: Ann+Cy contract 7, took 9: +70 + 2 bags · Bo+Di contract 4, took 4: +40"
    assert ui.find("rescored-totals").value == "Scores now: Ann+Cy 188 · Bo+Di 121"
    stored = score_report(store.load_game(game_id))
    assert [h["bags"]["Ann"] for h in stored["hands"]] == [2, 6, 8]


def test_a_spades_game_is_started_with_its_house_rules_from_the_new_game_screen(make_ui, tmp_path):
    from .test_new_game import seat

    store = store_at(tmp_path)
    ui = open_app(make_ui, store, "/new")
    ui.click("kind-spades")
    assert ui.exists("count-4") and not ui.exists("count-3")
    seat(ui, "Ann", "Bo", "Cy", "Di")
    assert ui.find("sides").value == "Partners: Ann + Cy against Bo + Di"
    ui.click("house-rules")
    assert ui.find("help-lose_at").value == "A side at or below this loses (empty: never) · default: −200"
    ui.type("setting-target", "300")
    ui.type("setting-lose_at", "")  # empty: no losing score
    ui.toggle("setting-blind_nil")
    ui.click("setting-nil_tricks-count")
    ui.click("dealer-Di")
    ui.click("start")
    assert not ui.exists("error"), ui.find("error").value
    game = store.load_game(ui.route.split("/")[2])
    assert (game.kind, game.dealer) == ("spades", "Di")
    assert game.settings == {"target": 300, "lose_at": None, "bag_limit": 10, "bag_penalty": 100,
                             "nil_tricks": "count", "blind_nil": True}
    assert ui.find("to-bid").value == "Ann bids"
    assert ui.find("bid-blind-nil").visible and ui.find("bid-blind-nil").disabled
