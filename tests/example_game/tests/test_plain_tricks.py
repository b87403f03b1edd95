"""Plain tricks' own tests, written as a plug-in's are: with Scorekeeper's test kit (``scorekeeper.testing``)
only, no import of the app's test suite."""

from __future__ import annotations

import json
from pathlib import Path

from scorekeeper.i18n.translate import gettext, use_language
from scorekeeper.rules import Game, defaults, registry
from scorekeeper.store import InMemoryGameStore
from scorekeeper.testing import check_game, game_problems, open_app

RECORD = json.loads((Path(__file__).resolve().parents[1] / "plain-tricks.json").read_text(encoding="utf-8"))
IN_BENGALI = {"get_device_info": {"locales": [{"language_code": "bn", "country_code": "BD"}], "language": "bn-BD",
                                  "languages": ["bn-BD"], "browser_name": "chrome", "platform": "", "user_agent": ""}}


def test_plain_tricks_conforms_to_what_the_app_asks_of_a_game():
    check_game("plain-tricks", [RECORD])


def test_what_it_leaves_out_is_answered_by_the_defaults():
    rules = registry.rules_for("plain-tricks")
    assert rules.score_groups is defaults.score_groups and rules.trump_choices is defaults.trump_choices
    game = Game.new("plain-tricks", ["Ann", "Bo"], "Bo", {"cards": 1, "target": 1})
    assert [g.name for g in rules.score_groups(game)] == ["Ann", "Bo"]
    from scorekeeper_plain_tricks import TrickWon

    won = game.with_events([TrickWon("Bo")])
    assert won.table.winner == ("Bo",) and won.table.result == "Bo reached 1 points (target 1)"


def test_its_title_and_words_are_translated_by_its_own_catalog():
    game = Game.new("plain-tricks", ["Ann", "Bo", "Cy"], "Cy", {"cards": 3, "target": 4})
    with use_language("hi"):
        assert gettext(game.rules.TITLE) == "सादे हाथ"
        assert game.table.prompt() == "हाथ 1 / 3: किसने बनाया?"
    with use_language("bn"):
        assert gettext(game.rules.TITLE) == "সাধারণ পিট"
        assert game.rules.describe_settings(game.settings) == ["প্রত্যেকে ৩টি তাস"]


def test_a_trick_is_entered_at_its_own_table_in_bengali(make_ui):
    store = InMemoryGameStore()
    game_id = store.create_game(Game.new("plain-tricks", ["Ann", "Bo", "Cy"], "Cy", {"cards": 3, "target": 4}))
    ui = open_app(make_ui, store, f"/game/{game_id}", stubs=IN_BENGALI)
    assert ui.find("trick-title").value == "পিট ১ / ৩: কে পেয়েছে?"  # the hand's prompt, SeatsPart's default title
    ui.click("winner-Ann")
    assert ui.find("tricks-taken").value == "এ পর্যন্ত পেয়েছে: Ann ১, Bo ০, Cy ০"
    assert store.load_events(game_id) == [{"type": "plain_trick", "winner": "Ann"}]


def test_the_english_table_opens_through_the_kit(make_ui):
    store = InMemoryGameStore()
    game_id = store.create_game(Game.new("plain-tricks", ["Ann", "Bo"], "Bo", {"cards": 2, "target": 3}))
    ui = open_app(make_ui, store, f"/game/{game_id}")
    assert ui.find("trick-title").value == "Trick 1 of 2: who took it?"


def test_undo_says_the_trick_in_the_words_of_its_corrections(make_ui):
    """The panel writes no undo words: the toolkit's default says the entry as the corrections describe it."""
    store = InMemoryGameStore()
    game_id = store.create_game(Game.new("plain-tricks", ["Ann", "Bo"], "Bo", {"cards": 3, "target": 3}))
    ui = open_app(make_ui, store, f"/game/{game_id}")
    ui.click("winner-Ann")
    ui.click("winner-Bo")
    ui.click("undo")
    assert ui.find("notice").value == "Undid: Trick 2: Bo took it"
    assert store.load_events(game_id) == [{"type": "plain_trick", "winner": "Ann"}]
    assert ui.find("tricks-taken").value == "Taken so far: Ann 1, Bo 0"


def test_the_check_names_a_record_that_does_not_read_back(monkeypatch):
    import scorekeeper_plain_tricks

    monkeypatch.setattr(scorekeeper_plain_tricks.PlainHand, "reported", lambda hand: {"tricks": hand.winners[:1]})
    assert game_problems("plain-tricks", [RECORD]) == [
        "record 1: hand 1: hand_events(hand_record(hand)) is not the hand's events",
        "record 1: hand 2: hand_events(hand_record(hand)) is not the hand's events",
        "record 1: the record game_to_record writes does not replay: hand 1: the hand is incomplete "
        "(Trick 2 of 3: who took it?) but another hand follows it",
    ]
