"""Seven Up at the table, tapped as a keeper would: the worked examples with every tap counted, Undo and a
correction said in words, and the new-game screen's sides for four."""

from __future__ import annotations

import pytest

from scorekeeper.games.seven_up import Begged, PointTaken
from scorekeeper.rules import score_report
from tests.conftest import load_example, load_expected

from .app_fixtures import TapCounter, new_stored_game, open_app, store_at
from .test_scoreboard import stored_example

EXAMPLES = ["seven-up-two-players-gift-run-turned-jack-out", "seven-up-three-players-out-in-points-order"]


def play_hand(taps: TapCounter, hand: dict) -> None:
    """One hand of a record through the real controls: the turn-up, the beg (none for a stand), the points."""
    ui = taps.ui
    if "misdeal" in hand:
        ui.click("misdeal")
        taps.click(f"misdeal-{hand['misdeal']}")
        return
    if hand.get("jack_turned"):
        taps.click("jack-turned")
    if "beg" in hand:
        taps.click(f"beg-{hand['beg']}")
    if hand.get("new_jack_turned"):
        taps.click("new-jack-turned")
    if hand.get("trump"):  # optional: not counted among the hand's taps
        ui.click("trump")
        ui.click(f"trump-{hand['trump']}")
    for point, owner in hand.get("points", {}).items():
        assert ui.find("point-question").visible
        taps.click("point-nobody" if owner is None else f"point-{owner}")


@pytest.mark.parametrize("name", EXAMPLES)
def test_the_worked_examples_played_through_the_controls_score_as_expected(make_ui, tmp_path, name):
    record = load_example(name)
    store = store_at(tmp_path)
    game_id = new_stored_game(store, "seven-up", record["players"], record["dealer"])
    ui = open_app(make_ui, store, f"/game/{game_id}")
    taps, counts = TapCounter(ui), []
    for number, hand in enumerate(record["hands"], 1):
        if number > 1:
            ui.click("next-hand")
        before = taps.taps
        play_hand(taps, hand)
        counts.append(taps.taps - before)
    assert score_report(store.load_game(game_id)) == load_expected(name)
    if name == EXAMPLES[0]:
        assert counts == [5, 5, 6, 1]  # gift + 4 points; jack + 4; run, new jack + 4; the jack that wins
        assert ui.find("winner").value == "Game won: Bob went out first with the turned jack: 7 (target 7)"
    else:
        assert counts == [5, 6, 4, 1, 5]
        assert ui.find("winner").value == "Game won: Ann went out first with High: 7 (target 7)"


def test_the_turned_up_jack_is_nobodys_and_undo_says_what_it_took_back(make_ui, tmp_path):
    store = store_at(tmp_path)
    game_id = new_stored_game(store, "seven-up", ["Ann", "Bob", "Cy", "Di"], "Di")
    ui = open_app(make_ui, store, f"/game/{game_id}")
    assert ui.find("contract").value == "Di deals; Ann stands or begs (a stand needs no tap)"
    ui.click("jack-turned")
    assert ui.find("contract").value == "Di turned a jack for trump: +1"
    assert not ui.find("new-jack-turned").visible  # only after running the cards
    ui.click("point-Ann")
    assert not ui.find("beg-gift").visible  # the beg comes before the points
    ui.click("point-Bob")
    assert ui.find("point-question").value == "Who took the Jack of trumps?"
    assert [ui.find(f"point-{p}").disabled for p in ("Ann", "Bob", "Cy", "Di")] == [True] * 4
    assert ui.find("point-nobody").content == "Out of play"
    ui.click("undo")
    assert ui.find("notice").value == "Undid: Low: Bob"
    assert ui.find("point-question").value == "Who took Low?"
    ui.click("undo")
    ui.click("undo")
    assert ui.find("notice").value == "Undid: Di turned a jack for trump: +1"
    assert ui.find("beg-run").visible


def test_the_beg_can_be_corrected_and_the_hand_is_scored_again(make_ui, tmp_path):
    store = store_at(tmp_path)
    game_id = stored_example(store, EXAMPLES[0])
    ui = open_app(make_ui, store, f"/game/{game_id}/hand/1")
    assert ui.find("event-1").value == "Gift"
    ui.click("correct-1")
    assert "Stood, gift or ran the cards?" in ui.texts()
    ui.click("edit-beg-stand")
    game = store.load_game(game_id)
    assert game.events[0] == Begged("stand")
    assert score_report(game)["hands"][0]["scores"] == {"Ann": 2, "Bob": 2}
    assert game.events[2] == PointTaken("high", "Bob")


def test_four_players_are_shown_as_two_sides_on_the_new_game_screen(make_ui, tmp_path):
    from .test_new_game import seat

    store = store_at(tmp_path)
    ui = open_app(make_ui, store, "/new")
    ui.click("kind-seven-up")
    assert [ui.exists(f"count-{n}") for n in range(1, 6)] == [False, True, True, True, False]
    seat(ui, "Ann", "Bob", "Cy", "Di")
    assert ui.find("sides").value == "Partners: Ann + Cy against Bob + Di"
    ui.click("dealer-Di")
    ui.click("start")
    game = store.load_game(ui.route.split("/")[2])
    assert (game.kind, game.settings) == ("seven-up", {"target": 7})


def test_a_game_for_two_is_set_up_with_its_target_explained_and_no_sides(make_ui, tmp_path):
    from .test_new_game import seat

    store = store_at(tmp_path)
    ui = open_app(make_ui, store, "/new")
    ui.click("kind-seven-up")
    ui.click("count-2")
    seat(ui, "Ann", "Bob")
    assert not ui.exists("sides")  # two (or three) each play for himself
    ui.click("house-rules")
    assert "Points that win (7; the older game plays to 10 or 11)" in ui.find("help-target").value
    ui.type("setting-target", "10")
    ui.click("dealer-Bob")
    ui.click("start")
    game = store.load_game(ui.route.split("/")[2])
    assert (game.players, dict(game.settings)) == (("Ann", "Bob"), {"target": 10})
