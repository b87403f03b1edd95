"""Gin Rummy's own tests, written as a plug-in's are (docs/adding-a-game.md, "Testing it with the kit"): Scorekeeper's
test kit only.  They run where the package is installed (``pip install tests/gin_rummy_game``), and are skipped
elsewhere."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

pytest.importorskip("scorekeeper_gin_rummy")

from scorekeeper import cli  # noqa: E402 - (after the skip)
from scorekeeper.i18n.translate import use_language  # noqa: E402
from scorekeeper.rules import Game, RecordError, RuleError, game_from_record  # noqa: E402
from scorekeeper.store import InMemoryGameStore  # noqa: E402
from scorekeeper.testing import check_game, device_in, open_app  # noqa: E402
from scorekeeper_gin_rummy import Deadwood, WentOut, WentOutHow  # noqa: E402

PATH = Path(__file__).resolve().parents[1] / "gin-rummy.json"
RECORD = json.loads(PATH.read_text(encoding="utf-8"))


def test_gin_rummy_conforms_to_what_the_app_asks_of_a_game():
    check_game("gin-rummy", [RECORD])


def test_a_knock_gin_and_undercut_score_the_difference_and_their_bonuses_as_the_settings_say():
    game = Game.new("gin-rummy", ["Ann", "Bo"], "Bo", {"target": 50, "gin_bonus": 20, "undercut_bonus": 10})
    game = game.with_events([WentOut("Ann"), WentOutHow("knock"), Deadwood(9),
                             WentOut("Ann"), WentOutHow("undercut"), Deadwood(2),
                             WentOut("Ann"), WentOutHow("gin"), Deadwood(30)])
    assert game.table.totals == {"Ann": 59, "Bo": 12}
    assert [h.verdict() for h in game.table.hands] == ["Ann knocked: Ann scores 9",
                                                       "Bo undercut Ann's knock: Bo scores 12",
                                                       "Ann went gin: Ann scores 50"]
    assert (game.table.winner, game.table.result) == (("Ann",), "Ann reached 59 points (target 50)")


def test_score_prints_the_record_hand_by_hand(capsys):
    assert cli.main(["score", str(PATH)]) == 0
    assert capsys.readouterr().out == (
        "Gin Rummy · 2 players · target 100\n\n"
        "Hand  Dealer  Result                                 Ann   Bo\n"
        "1     Bo      Ann knocked: Ann scores 14              14    0\n"
        "2     Ann     Bo went gin: Bo scores 56               14   56\n"
        "3     Bo      Bo undercut Ann's knock: Bo scores 28   14   84\n"
        "4     Ann     Bo went gin: Bo scores 65               14  149\n\n"
        "Totals: Ann 14, Bo 149\n"
        "Game won: Bo reached 149 points (target 100)\n")


@pytest.mark.parametrize("hand,said", [
    ({"out": "Ann", "how": "knock", "deadwood": 0}, "the deadwood difference of a knock is 1 to 200, not 0"),
    ({"out": "Cy", "how": "gin", "deadwood": 5}, "Cy is not at this table (Ann and Bo)"),
    ({"out": "Ann", "how": "big gin", "deadwood": 5}, "not big gin"),
    ({"out": "Ann", "how": "gin"}, "the deadwood difference")])
def test_a_record_with_a_wrong_hand_is_refused_naming_that_hand(hand, said):
    record = {**RECORD, "hands": [RECORD["hands"][0], hand]}
    with pytest.raises((RecordError, RuleError)) as refused:  # a rule broken, or a shape
        game_from_record(record)
    assert str(refused.value).startswith("hand 2") and said in str(refused.value)


def test_a_hand_is_entered_undone_and_entered_again_at_its_table(make_ui):
    store = InMemoryGameStore()
    game_id = store.create_game(Game.new("gin-rummy", ["Ann", "Bo"], "Bo", {}))
    ui = open_app(make_ui, store, f"/game/{game_id}")
    assert ui.find("trick-title").value == "Hand 1: who went out?"
    ui.click("winner-Bo")
    assert ui.find("hand-prompt").value == "Hand 1: how did Bo go out?"
    ui.click("how-gin")
    assert ui.find("hand-prompt").value == "Hand 1: the deadwood difference"
    ui.click("undo")
    ui.click("how-knock")
    for key in ("deadwood-1", "deadwood-2", "deadwood-done"):
        ui.click(key)
    assert ui.find("verdict").value == "Bo knocked: Bo scores 12"
    assert store.load_events(game_id) == [{"type": "gin_out", "player": "Bo"}, {"type": "gin_how", "how": "knock"},
                                          {"type": "gin_deadwood", "difference": 12}]


def test_its_words_are_translated_by_its_own_catalog(make_ui):
    game = Game.new("gin-rummy", ["Ann", "Bo"], "Bo", {}).with_events([WentOut("Ann")])
    with use_language("hi"):
        assert game.table.prompt() == "बाज़ी 1: Ann कैसे आउट हुए?"
    store = InMemoryGameStore()
    game_id = store.create_game(game)
    ui = open_app(make_ui, store, f"/game/{game_id}", stubs=device_in("bn", "BD"))
    assert ui.find("hand-prompt").value == "রাউন্ড ১: Ann কীভাবে আউট হলেন?"
    assert "জিন" in ui.texts()  # the "gin" button, in its word
