"""A game from another installed package brings its own table screen (its ``screens()``), built from the
shared toolkit: Plain tricks (tests/example_game) is chosen on the new-game screen, played trick by trick
at its table, and its result and winner are shown, with no edit anywhere outside its package."""

from __future__ import annotations

import pytest

from scorekeeper.rules import registry
from scorekeeper.store import InMemoryGameStore
from tests.test_a_game_from_another_package import SITE, install
from tests.ui.app_fixtures import open_app


@pytest.fixture
def plain_tricks(monkeypatch: pytest.MonkeyPatch):
    install(monkeypatch, SITE)
    yield
    registry.reload()  # the next test finds the built-in games alone


def test_a_hand_of_a_game_from_another_package_is_played_at_its_own_table(make_ui, plain_tricks):
    store = InMemoryGameStore()
    ui = open_app(make_ui, store, "/new")
    ui.click("kind-plain-tricks")
    ui.click("count-3")
    for name in ("Ann", "Bo", "Cy"):
        ui.type("new-name", name)
        ui.click("add-name")
    ui.type("setting-target", "4")
    ui.click("house-rules")
    ui.type("setting-cards", "3")
    ui.click("dealer-Cy")
    assert ui.find("dealer-line").value == "Cy deals; Ann, on the dealer's left, leads"
    ui.click("start")

    assert ui.find("hand-title").value == "Hand 1 · Cy deals"
    assert ui.find("trick-title").value == "Trick 1 of 3: who took it?"
    ui.click("winner-Ann")
    ui.click("winner-Ann")
    assert ui.find("trick-title").value == "Trick 3 of 3: who took it?"
    assert ui.find("tricks-taken").value == "Taken so far: Ann 2, Bo 0, Cy 0"
    ui.click("winner-Bo")

    assert ui.find("result").value == "PLAYED"
    assert ui.find("verdict").value == "Hand 1: Ann 2, Bo 1, Cy 0"
    ui.click("scores-expand")  # three players: the race opens from its one line
    assert ui.find("total-Ann").value == "2 / 4"
    [game_id] = [g.id for g in store.list_games()]
    assert store.load_events(game_id) == [{"type": "plain_trick", "winner": w} for w in ("Ann", "Ann", "Bo")]

    ui.click("next-hand")
    assert ui.find("hand-title").value == "Hand 2 · Ann deals"
    ui.click("winner-Ann")
    ui.click("winner-Bo")
    ui.click("undo")  # the toolkit says what went in the words of the game's corrections
    assert ui.find("notice").value == "Undid: Trick 2: Bo took it"
    assert ui.find("trick-title").value == "Trick 2 of 3: who took it?"
    for winner in ("Cy", "Ann"):
        ui.click(f"winner-{winner}")
    assert ui.find("verdict").value == "Hand 2: Ann 2, Bo 0, Cy 1"
    assert ui.find("winner").value == "Game won: Ann reached 4 points (target 4)"
    assert ui.find("total-Ann").value == "4 / 4"


@pytest.fixture
def last_trick(monkeypatch: pytest.MonkeyPatch):
    from tests.test_a_game_from_another_package import TOY_SITE

    install(monkeypatch, TOY_SITE)
    yield
    registry.reload()


def test_a_setting_a_plug_in_gives_no_label_is_labelled_by_its_meaning(make_ui, last_trick):
    """Last trick writes no SETTING_LABELS: its setting is labelled by its translated meaning, said once."""
    ui = open_app(make_ui, InMemoryGameStore(), "/new")
    ui.click("kind-last-trick")
    ui.click("house-rules")
    assert (ui.find("setting-cards").label, ui.find("help-cards").value) == ("Cards each, so tricks in a hand",
                                                                            "default: 5")


def test_an_entry_a_plug_in_does_not_say_in_words_is_named_by_its_place_on_the_hand_screen(make_ui, last_trick):
    """Last trick writes no corrections: its entry is "entry 1" on the hand screen, never the event's Python form."""
    from scorekeeper.rules import Game

    store = InMemoryGameStore()
    game = Game.new("last-trick", ["Ann", "Bo"], "Bo", {"cards": 3})
    game_id = store.create_game(game.with_events([game.rules.hand_events(game, {"last": "Ann", "tricks": 3})[0]]))
    ui = open_app(make_ui, store, f"/game/{game_id}/hand/1")
    assert ui.find("event-1").value == "entry 1"
    assert "LastTrick" not in " ".join(ui.texts())
