"""Whist's own tests, written as a plug-in's are (docs/adding-a-game.md, "Testing it with the kit"): Scorekeeper's
test kit only.  They run where the package is installed (``pip install tests/whist_game``), and are skipped
elsewhere."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

pytest.importorskip("scorekeeper_whist")

from scorekeeper import cli  # noqa: E402 - (after the skip)
from scorekeeper.i18n.translate import gettext, use_language  # noqa: E402
from scorekeeper.rules import Game, RecordError, RuleError, game_from_record  # noqa: E402
from scorekeeper.rules.bid_events import TrumpNamed  # noqa: E402
from scorekeeper.store import InMemoryGameStore  # noqa: E402
from scorekeeper.testing import check_game, device_in, open_app  # noqa: E402
from scorekeeper_whist import SidesTook  # noqa: E402

PATH = Path(__file__).resolve().parents[1] / "whist.json"
RECORD = json.loads(PATH.read_text(encoding="utf-8"))
SEATS = ["Ann", "Bo", "Cy", "Di"]


def test_whist_conforms_to_what_the_app_asks_of_a_game():
    check_game("whist", [RECORD])


def test_the_side_with_seven_or_more_scores_its_tricks_over_six_and_the_first_side_at_the_target_wins():
    game = Game.new("whist", SEATS, "Di", {"target": 7})
    game = game.with_events([TrumpNamed("hearts"), SidesTook(9, 4), TrumpNamed("clubs"), SidesTook(6, 7),
                             TrumpNamed("spades"), SidesTook(13, 0)])
    assert game.table.totals == {"Ann": 10, "Bo": 1, "Cy": 10, "Di": 1}
    assert [h.verdict() for h in game.table.hands] == ["Ann+Cy took 9 tricks: 3 over six",
                                                       "Bo+Di took 7 tricks: 1 over six",
                                                       "Ann+Cy took 13 tricks: 7 over six"]
    assert (game.table.winner, game.table.result) == (("Ann", "Cy"), "Ann+Cy reached 10 points (target 7)")


def test_score_prints_the_record_hand_by_hand_with_each_sides_total(capsys):
    assert cli.main(["score", str(PATH)]) == 0
    assert capsys.readouterr().out == (
        "Whist · 4 players · target 5\n\n"
        "Hand  Dealer  Result                             Ann+Cy  Bo+Di\n"
        "1     Di      Ann+Cy took 8 tricks: 2 over six        2      0\n"
        "2     Ann     Bo+Di took 9 tricks: 3 over six         2      3\n"
        "3     Bo      Ann+Cy took 10 tricks: 4 over six       6      3\n\n"
        "Totals: Ann+Cy 6, Bo+Di 3\n"
        "Game won: Ann+Cy reached 6 points (target 5)\n")


@pytest.mark.parametrize("hand,said", [
    ({"trump": "hearts", "tricks": [8, 6]}, "the tricks add up to 14, but a hand has 13"),
    ({"trump": "stars", "tricks": [8, 5]}, "trump is clubs, diamonds, hearts or spades, not stars"),
    ({"trump": "clubs", "tricks": [13]}, "the tricks each side took are two numbers, not 1")])
def test_a_record_with_a_wrong_hand_is_refused_naming_that_hand(hand, said):
    record = {**RECORD, "hands": [RECORD["hands"][0], hand]}
    with pytest.raises((RecordError, RuleError)) as refused:  # a rule broken, or a shape
        game_from_record(record)
    assert str(refused.value).startswith("hand 2") and said in str(refused.value)


def test_a_target_other_than_five_seven_or_nine_is_refused():
    with pytest.raises(Exception, match="target"):
        Game.new("whist", SEATS, "Di", {"target": 6})


def test_its_words_are_translated_by_its_own_catalog():
    game = Game.new("whist", SEATS, "Di", {})
    with use_language("hi"):
        assert gettext(game.rules.TITLE) == "व्हिस्ट"
    with use_language("bn"):
        assert game.table.prompt() == "রাউন্ড ১: কোন রং তুরুপ?"


def test_a_hand_is_entered_undone_and_entered_again_at_its_table(make_ui):
    store = InMemoryGameStore()
    game_id = store.create_game(Game.new("whist", SEATS, "Di", {}))
    ui = open_app(make_ui, store, f"/game/{game_id}")
    assert ui.find("hand-prompt").value == "Hand 1: which suit is trump?"
    ui.click("trump-spades")
    assert ui.find("hand-prompt").value == "Hand 1: how many tricks did Ann+Cy take?"
    ui.click("took-5")
    assert ui.find("verdict").value == "Bo+Di took 8 tricks: 2 over six"
    ui.click("undo")
    assert ui.find("hand-prompt").value == "Hand 1: how many tricks did Ann+Cy take?"
    ui.click("took-9")
    assert store.load_events(game_id) == [{"type": "trump", "trump": "spades"},
                                          {"type": "whist_tricks", "first_side": 9, "second_side": 4}]
    assert ui.find("verdict").value == "Ann+Cy took 9 tricks: 3 over six"


def test_a_hand_is_entered_at_its_table_in_bengali(make_ui):
    store = InMemoryGameStore()
    game_id = store.create_game(Game.new("whist", SEATS, "Di", {}))
    ui = open_app(make_ui, store, f"/game/{game_id}", stubs=device_in("bn", "BD"))
    ui.click("trump-hearts")
    assert ui.find("hand-prompt").value == "রাউন্ড ১: Ann+Cy কটা পিট পেয়েছে?"


def test_a_hands_count_and_trump_are_corrected_on_its_hand_screen_and_the_hand_is_scored_again(make_ui):
    store = InMemoryGameStore()
    game = Game.new("whist", SEATS, "Di", {}).with_events([TrumpNamed("hearts"), SidesTook(8, 5)])
    game_id = store.create_game(game)
    ui = open_app(make_ui, store, f"/game/{game_id}/hand/1")
    assert [ui.find(f"event-{n}").value for n in (1, 2)] == ["Trump: hearts", "Ann+Cy took 8, Bo+Di 5"]
    ui.click("correct-2")
    ui.click("edit-took-4")
    assert ui.find("verdict").value == "Bo+Di took 9 tricks: 3 over six"
    ui.click("correct-1")
    ui.click("edit-trump-clubs")
    assert store.load_events(game_id) == [{"type": "trump", "trump": "clubs"},
                                          {"type": "whist_tricks", "first_side": 4, "second_side": 9}]
    ui.go(f"/game/{game_id}/scores")
    assert "Totals: Ann+Cy 0 · Bo+Di 3" in ui.texts()


def test_the_board_shows_the_sides_race_and_the_trump_of_the_hand_in_play():
    from scorekeeper.board.view import game_view

    game = Game.new("whist", SEATS, "Di", {}).with_events([TrumpNamed("hearts"), SidesTook(8, 5), TrumpNamed("clubs")])
    html = game_view("g", game).html
    for said in ("Race to 5", "Ann+Cy", "Bo+Di", "Trump: Clubs", "Ann+Cy took 8 tricks: 2 over six"):
        assert said in html
