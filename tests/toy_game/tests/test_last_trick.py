"""Last trick's own tests, written as a plug-in's are (docs/adding-a-game.md, "Testing it with the kit"):
Scorekeeper's test kit only, nothing of the app's own tests."""

from __future__ import annotations

import json
from pathlib import Path

from scorekeeper.i18n.translate import gettext, use_language
from scorekeeper.rules import Game
from scorekeeper.store import InMemoryGameStore
from scorekeeper.testing import check_game, device_in, open_app

RECORD = json.loads((Path(__file__).resolve().parents[1] / "last-trick.json").read_text(encoding="utf-8"))


def test_last_trick_conforms_to_what_the_app_asks_of_a_game():
    check_game("last-trick", [RECORD])


def test_the_taker_of_the_last_trick_scores_the_hand_and_the_first_alone_at_the_target_wins():
    from scorekeeper_last_trick import LastTrick

    game = Game.new("last-trick", ["Ann", "Bo"], "Bo", {"cards": 3, "target": 5})
    game = game.with_events([LastTrick("Ann", 3), LastTrick("Ann", 3)])
    assert game.table.totals == {"Ann": 6, "Bo": 0}
    assert (game.table.winner, game.table.result) == (("Ann",), "Ann reached 6 points (target 5)")


def test_its_title_and_prompt_are_translated_by_its_own_catalog():
    game = Game.new("last-trick", ["Ann", "Bo"], "Bo", {})
    with use_language("hi"):
        assert gettext(game.rules.TITLE) == "आख़िरी हाथ"
    with use_language("bn"):
        assert game.table.prompt() == "রাউন্ড ১: শেষ পিট কে পেয়েছে?"


def test_a_hand_is_entered_at_its_own_table_in_bengali(make_ui):
    store = InMemoryGameStore()
    game_id = store.create_game(Game.new("last-trick", ["Ann", "Bo", "Cy"], "Cy", {"cards": 4}))
    ui = open_app(make_ui, store, f"/game/{game_id}", stubs=device_in("bn", "BD"))
    assert ui.find("trick-title").value == "রাউন্ড ১: শেষ পিট কে পেয়েছে?"
    ui.click("winner-Bo")
    assert store.load_events(game_id) == [{"type": "last_trick_taken", "winner": "Bo", "tricks": 4}]
    assert ui.find("verdict").value == "Bo শেষ পিট পেয়েছে"
