"""The new-game screen offers every value of each setting that the game's record accepts, with each setting
explained (issue 40, "setup screens offer fewer values than records accept"): a game recorded with a house rule
can also be started with it from the screen."""

from __future__ import annotations

from .app_fixtures import open_app, store_at
from .test_new_game import seat


def start(ui, store):
    ui.click("dealer-Ann")
    ui.click("start")
    return store.load_game(ui.route.split("/")[2])


def offered(ui, setting, values):
    return [ui.exists(f"setting-{setting}-{v}") for v in values]


def test_pedro_offers_every_lowest_bid_from_1_to_14(make_ui, tmp_path):
    store = store_at(tmp_path)
    ui = open_app(make_ui, store, "/new")
    ui.click("kind-pedro")
    seat(ui, "Ann", "Bob", "Cat", "Dan")
    ui.click("house-rules")
    assert offered(ui, "min_bid", range(0, 16)) == [False] + [True] * 14 + [False]
    assert ui.find("help-min_bid").value == "The lowest bid (7; 1 by the older rules) · default: 7"
    assert ui.find("help-scoring").value.endswith("· default: Each side scores its points")
    assert offered(ui, "all_pass", ("dealer_takes", "redeal")) == [True, True]
    ui.click("setting-min_bid-12")
    ui.click("setting-all_pass-redeal")
    ui.click("setting-scoring-difference")
    ui.type("setting-target", "62")
    game = start(ui, store)
    assert game.settings == {"min_bid": 12, "all_pass": "redeal", "scoring": "difference", "target": 62}


def test_bid_euchre_offers_every_lowest_bid_and_any_moon_value(make_ui, tmp_path):
    store = store_at(tmp_path)
    ui = open_app(make_ui, store, "/new")
    ui.click("kind-bid-euchre")
    seat(ui, "Ann", "Bob", "Cat", "Dan")
    ui.click("house-rules")
    assert offered(ui, "min_bid", range(0, 8)) == [False, True, True, True, True, True, True, False]
    assert offered(ui, "moon", (12, None)) == [True, True]
    assert ui.find("help-win_by").value.startswith("A side wins at the target only in a hand where it made its bid")
    ui.click("setting-min_bid-5")
    ui.type("setting-moon", "24")  # the moon's other values are typed below its two usual ones
    ui.click("setting-all_pass-redeal")
    ui.type("setting-target", "40")
    game = start(ui, store)
    assert game.settings == {"min_bid": 5, "all_pass": "redeal", "moon": 24, "target": 40, "win_by": "made_or_set"}


def test_bid_whist_offers_every_setting_and_no_losing_score(make_ui, tmp_path):
    store = store_at(tmp_path)
    ui = open_app(make_ui, store, "/new")
    ui.click("kind-bid-whist")
    seat(ui, "Ann", "Bob", "Cat", "Dan")
    ui.click("house-rules")
    for name in ("lose_at", "min_bid", "jokers", "ranking", "dealer_match", "all_pass", "score_made",
                 "no_trump_double"):
        assert "default: " in ui.find(f"help-{name}").value, name
    assert ui.find("help-lose_at").value == "A side at this score or less loses (−7; empty: never) · default: −7"
    ui.type("setting-lose_at", "")
    ui.type("setting-min_bid", "1")
    ui.toggle("setting-jokers")
    ui.click("setting-ranking-downtown_over")
    ui.toggle("setting-dealer_match")
    ui.click("setting-all_pass-redeal")
    ui.click("setting-score_made-bid")
    ui.toggle("setting-no_trump_double")
    ui.type("setting-target", "11")
    game = start(ui, store)
    assert game.settings == {"target": 11, "lose_at": None, "min_bid": 1, "jokers": False,
                             "ranking": "downtown_over", "dealer_match": True, "all_pass": "redeal",
                             "score_made": "bid", "no_trump_double": False}


def test_sixty_six_offers_any_target(make_ui, tmp_path):
    store = store_at(tmp_path)
    ui = open_app(make_ui, store, "/new")
    ui.click("kind-sixty-six")
    seat(ui, "Ann", "Bob")
    assert ui.find("help-target").value == "Game points that win the game (7; some play to 10) · default: 7"
    ui.type("setting-target", "10")
    assert start(ui, store).settings == {"target": 10}


def test_seven_up_offers_any_target(make_ui, tmp_path):
    store = store_at(tmp_path)
    ui = open_app(make_ui, store, "/new")
    ui.click("kind-seven-up")
    ui.click("count-3")
    seat(ui, "Ann", "Bob", "Cat")
    assert ui.find("help-target").value == "Points that win (7; the older game plays to 10 or 11) · default: 7"
    ui.type("setting-target", "11")
    assert start(ui, store).settings == {"target": 11}
