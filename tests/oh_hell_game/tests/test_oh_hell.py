"""Oh Hell's own tests, written as a plug-in's are (docs/adding-a-game.md, "Testing it with the kit"): Scorekeeper's
test kit only.  They run where the package is installed (``pip install tests/oh_hell_game``; the app's
tests/test_with_a_plug_in_installed.py does so), and are skipped elsewhere."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

pytest.importorskip("scorekeeper_oh_hell")

from scorekeeper.i18n.translate import gettext, use_language  # noqa: E402 - (after the skip)
from scorekeeper.rules import Game, RuleError  # noqa: E402
from scorekeeper.rules.deal_events import BidsMade, TricksCounted  # noqa: E402
from scorekeeper.store import InMemoryGameStore  # noqa: E402
from scorekeeper.testing import check_game, device_in, open_app  # noqa: E402

RECORD = json.loads((Path(__file__).resolve().parents[1] / "oh-hell.json").read_text(encoding="utf-8"))


def test_oh_hell_conforms_to_what_the_app_asks_of_a_game():
    check_game("oh-hell", [RECORD])


def test_an_exact_bid_scores_ten_plus_the_bid_and_a_miss_nothing():
    game = Game.new("oh-hell", ["Ann", "Bo", "Cy"], "Cy", {"cards": 3, "target": 20})
    game = game.play(BidsMade((("Ann", 1), ("Bo", 1), ("Cy", 0)))).play(TricksCounted((("Ann", 1), ("Bo", 2), ("Cy", 0))))
    assert game.table.totals == {"Ann": 11, "Bo": 0, "Cy": 10}
    assert game.table.hands[0].verdict() == "Ann bid 1, took 1: 11; Bo bid 1, took 2: 0; Cy bid 0, took 0: 10"
    with pytest.raises(RuleError, match="the tricks add up to 2, but the hand has 3"):
        game.play(BidsMade((("Ann", 0), ("Bo", 0), ("Cy", 0)))).play(TricksCounted((("Ann", 1), ("Bo", 1), ("Cy", 0))))


def test_its_title_is_translated_by_its_own_catalog():
    with use_language("hi"):
        assert gettext("Oh Hell") == "ओ हेल"
    with use_language("bn"):
        assert gettext("Oh Hell") == "ও হেল"


def test_a_hand_is_entered_at_its_own_table(make_ui):
    store = InMemoryGameStore()
    game_id = store.create_game(Game.new("oh-hell", ["Ann", "Bo", "Cy"], "Cy", {"cards": 2}))
    ui = open_app(make_ui, store, f"/game/{game_id}", stubs=device_in("en", "GB"))
    assert ui.find("hand-prompt").value == "Hand 1: everyone's bid, 0 to 2"
    ui.click("bids-Ann-plus")
    ui.click("bids-save")
    assert ui.find("hand-prompt").value == "Hand 1: the tricks each took (2 in all)"
    ui.click("tricks-Bo-plus")
    ui.click("tricks-save")
    assert store.load_events(game_id) == [{"type": "bids", "bids": [["Ann", 1], ["Bo", 0], ["Cy", 0]]},
                                          {"type": "tricks", "tricks": [["Ann", 1], ["Bo", 1], ["Cy", 0]]}]
