"""Hearts' own tests, written as a plug-in's are (docs/adding-a-game.md, "Testing it with the kit"): Scorekeeper's
test kit only.  They run where the package is installed (``pip install tests/hearts_game``; the app's
tests/test_with_a_plug_in_installed.py does so), and are skipped elsewhere."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

pytest.importorskip("scorekeeper_hearts")

from scorekeeper.i18n.translate import gettext, use_language  # noqa: E402 - (after the skip)
from scorekeeper.rules import Game, RuleError  # noqa: E402
from scorekeeper.store import InMemoryGameStore  # noqa: E402
from scorekeeper.testing import check_game, device_in, open_app  # noqa: E402
from scorekeeper_hearts import PointsTaken  # noqa: E402

RECORD = json.loads((Path(__file__).resolve().parents[1] / "hearts.json").read_text(encoding="utf-8"))
PLAYERS = ["Ann", "Bo", "Cy", "Di"]


def taken(*points: int) -> PointsTaken:
    return PointsTaken(tuple(zip(PLAYERS, points)))


def test_hearts_conforms_to_what_the_app_asks_of_a_game():
    check_game("hearts", [RECORD])


def test_each_takes_their_points_and_the_moon_gives_everyone_else_26():
    game = Game.new("hearts", PLAYERS, "Di", {}).play(taken(4, 13, 0, 9)).play(taken(0, 26, 0, 0))
    assert game.table.totals == {"Ann": 30, "Bo": 13, "Cy": 26, "Di": 35}
    assert game.table.hands[1].verdict() == "Bo shot the moon: everyone else takes 26"
    with pytest.raises(RuleError, match="the points add up to 25, but a hand has 26"):
        game.play(taken(4, 12, 0, 9))


def test_once_someone_reaches_the_target_the_lowest_wins():
    game = Game.new("hearts", PLAYERS, "Di", {"target": 40})
    game = game.with_events([taken(4, 13, 0, 9), taken(0, 26, 0, 0)])
    assert game.table.winner is None  # Di has 35 of 40: the game goes on
    game = game.play(taken(1, 0, 20, 5))
    assert (game.table.winner, game.table.result) == (
        ("Bo",), "Bo ended lowest, 13, once Cy reached 46 (target 40)")


def test_its_words_are_translated_by_its_own_catalog():
    game = Game.new("hearts", PLAYERS, "Di", {})
    with use_language("hi"):
        assert gettext(game.rules.TITLE) == "हार्ट्स"
    with use_language("bn"):
        assert game.table.prompt() == "রাউন্ড ১: প্রত্যেকে কত পয়েন্ট পেয়েছে (মোট ২৬)"


def test_a_hand_is_entered_at_its_own_table(make_ui):
    store = InMemoryGameStore()
    game_id = store.create_game(Game.new("hearts", ["Ann", "Bo", "Cy"], "Cy", {}))
    ui = open_app(make_ui, store, f"/game/{game_id}", stubs=device_in("en", "GB"))
    assert ui.find("hand-prompt").value == "Hand 1: the points each took (26 in all)"
    for _ in range(26):
        ui.click("points-Bo-plus")
    assert ui.find("points-Bo-value").value == "26"
    ui.click("points-save")
    assert store.load_events(game_id) == [{"type": "hearts_points", "points": [["Ann", 0], ["Bo", 26], ["Cy", 0]]}]
    assert ui.find("verdict").value == "Bo shot the moon: everyone else takes 26"


def test_undo_while_entering_takes_back_the_last_tap_not_the_hand_before(make_ui):
    store = InMemoryGameStore()
    game_id = store.create_game(Game.new("hearts", ["Ann", "Bo", "Cy"], "Cy", {}).play(
        PointsTaken((("Ann", 6), ("Bo", 20), ("Cy", 0)))))
    ui = open_app(make_ui, store, f"/game/{game_id}", stubs=device_in("en", "GB"))
    ui.click("next-hand")  # past the first hand's result
    ui.click("points-Ann-plus")
    ui.click("points-Ann-plus")
    ui.click("undo")
    assert (ui.find("points-Ann-value").value, ui.find("notice").value) == ("1", "Took back: Ann's number, back to 1")
    assert len(store.load_events(game_id)) == 1  # the first hand's entry is still stored


def test_a_season_ranks_the_others_from_the_lowest_total_up():
    """Bo won on 13; Ann's 31 comes second, Di's 40 third, Cy's 46 last: a season had ranked them highest first, so
    Cy, who lost worst, gained rating over Ann."""
    from scorekeeper.rules import game_from_record
    from scorekeeper.service import Scorekeeper

    store = InMemoryGameStore()
    store.create_game(game_from_record(RECORD), created="2026-12-04T19:00:00Z")
    service = Scorekeeper(store)
    names = service.player_names()
    ratings = {names[p]: (round(s.rating.mu, 6), round(s.rating.sigma, 6))
               for p, s in service.season_of().standings.items() if s.rating}
    # worked by hand with openskill 6.2.0: PlackettLuce(); rate([[Ann], [Bo], [Cy], [Di]], ranks=[2, 1, 4, 3])
    assert ratings == {"Ann": (26.552918, 8.179618), "Bo": (27.795253, 8.263572), "Cy": (20.962413, 8.084128),
                       "Di": (24.689416, 8.084128)}
