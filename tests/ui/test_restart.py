"""A phone dies mid-hand: a fresh app on the same data resumes at the same trick."""

from __future__ import annotations

from .app_fixtures import disk_store_at as store_at  # restarts and backups: the disk is the point
from .app_fixtures import new_stored_game, open_app
from .test_million_table import DOLLARS_HAND_1


def test_restarting_mid_hand_resumes_at_the_same_trick_with_the_same_running_count(make_ui, tmp_path):
    store = store_at(tmp_path)
    game_id = new_stored_game(store, "make-a-million", ["A", "Z", "B", "Y"], "Y")
    ui = open_app(make_ui, store, f"/game/{game_id}")
    for _, amount in DOLLARS_HAND_1["calls"]:
        ui.click("pass" if amount == "pass" else f"bid-{amount}")
    ui.click("trump-red")
    for winner, money, specials in DOLLARS_HAND_1["tricks"][:4]:
        for v in money:
            ui.click(f"money-{v}")
        for c in specials:
            ui.click(c)
        ui.click(f"winner-{winner}")
    ui.click("money-5000")  # a card of trick 5 tapped but not saved: not a fact yet, but kept
    assert ui.find("trick-title").value == "Trick 5 of 13"
    running = ui.find("running").value
    assert running == "Z+Y $260,000 · A+B $0 · bid of $220,000 reached"  # a side: one name, seating order
    ui.close()  # the app is gone; only the data folder is left

    fresh = open_app(make_ui, store_at(tmp_path), "/")
    assert "Game in progress" in fresh.texts()
    fresh.click("resume")
    assert fresh.route == f"/game/{game_id}"
    assert fresh.find("trick-title").value == "Trick 5 of 13"
    assert fresh.find("running").value == running
    assert fresh.find("prompt").value == "Trick 5 of 13 · Y leads"
    assert fresh.find("trick-value").value == "Worth $5,000"  # the tap made before the phone died
    fresh.click("winner-A")  # trick 5 finished on the new app with the card tapped on the old one
    assert fresh.find("running").value == "Z+Y $260,000 · A+B $5,000 · bid of $220,000 reached"

    fresh.click("scores")
    assert fresh.find("current-prompt").value == "Trick 6 of 13 · A leads"
    fresh.click("hand-1")
    assert fresh.find("result").value == "IN PROGRESS"
    assert fresh.find("event-13").value == "Trick 4: Y took $10,000"


def test_a_tapped_card_is_forgotten_when_the_game_moved_on_elsewhere(make_ui, tmp_path):
    store = store_at(tmp_path)
    game_id = new_stored_game(store, "make-a-million", ["A", "Z", "B", "Y"], "Y")
    ui = open_app(make_ui, store, f"/game/{game_id}")
    for key in ("bid-175000", "pass", "pass", "pass", "trump-red", "money-40000"):
        ui.click(key)
    ui.close()
    other = store_at(tmp_path)  # the same data changed by another app: the draft no longer fits
    other.append_event(game_id, {"type": "trick", "winner": "Z", "money": [30000], "bull_bear": []})
    fresh = open_app(make_ui, store_at(tmp_path), f"/game/{game_id}")
    assert fresh.find("trick-title").value == "Trick 2 of 13"
    assert fresh.find("trick-value").value == "Worth nothing so far"


def test_a_deep_link_to_a_hand_opens_the_game_from_the_store(make_ui, tmp_path):
    store = store_at(tmp_path)
    game_id = new_stored_game(store, "make-a-million", ["A", "Z", "B", "Y"], "Y")
    ui = open_app(make_ui, store_at(tmp_path), f"/game/{game_id}/hand/1")
    assert ui.find("no-events").value == "Nothing entered for this hand yet."
    ui.go(f"/game/{game_id}/hand/7")
    assert ui.find("no-hand").value == "There is no hand 7 in this game (yet)."
