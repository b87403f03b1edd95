"""The toolkit's table of a bids-then-tricks game (``ui.games.bids_tricks``), clicked through on Oh Hell, the
plug-in of tests/oh_hell_game, installed for these tests as ``pip install`` would leave it (its package and a
``.dist-info`` with its entry point)."""

from __future__ import annotations

from pathlib import Path
from typing import Iterator

import pytest

from scorekeeper.rules import Game, registry
from scorekeeper.store import InMemoryGameStore
from scorekeeper.testing import open_app
from tests.plugin_sites import install_oh_hell

@pytest.fixture
def oh_hell(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    install_oh_hell(tmp_path, monkeypatch)
    yield
    registry.reload()


def table(make_ui, cards: int = 3):
    store = InMemoryGameStore()
    game_id = store.create_game(Game.new("oh-hell", ["Ann", "Bo", "Cy"], "Cy", {"cards": cards}))
    return store, game_id, open_app(make_ui, store, f"/game/{game_id}")


def test_a_hand_bid_then_counted_with_a_refused_count_on_the_way(oh_hell, make_ui):
    store, game_id, ui = table(make_ui)
    assert ui.find("hand-prompt").value == "Hand 1: everyone's bid, 0 to 3"
    for key in ("bids-Ann-plus", "bids-Bo-plus"):
        ui.click(key)
    ui.click("bids-save")
    assert ui.find("hand-prompt").value == "Hand 1: the tricks each took (3 in all)"
    assert [ui.find(f"tricks-{p}-value").value for p in ("Ann", "Bo", "Cy")] == ["1", "1", "0"]  # from the bids
    ui.click("tricks-save")  # 2 of 3 tricks: refused, the numbers stay
    assert ui.find("error").value == "hand 1: the tricks add up to 2, but the hand has 3"
    ui.click("tricks-Bo-plus")
    ui.click("tricks-save")
    assert ui.find("verdict").value == "Ann bid 1, took 1: 11; Bo bid 1, took 2: 0; Cy bid 0, took 0: 10"
    assert store.load_game(game_id).table.totals == {"Ann": 11, "Bo": 0, "Cy": 10}


def test_undo_takes_back_the_last_tap_then_the_stored_bids(oh_hell, make_ui):
    store, game_id, ui = table(make_ui)
    for key in ("bids-Ann-plus", "bids-Ann-plus"):
        ui.click(key)
    ui.click("bids-save")
    ui.click("tricks-Cy-plus")
    ui.click("tricks-Ann-minus")
    ui.click("undo")
    assert ui.find("notice").value == "Took back: Ann's tricks, back to 2"
    ui.click("undo")
    assert ui.find("notice").value == "Took back: Cy's tricks, back to 0"
    assert [ui.find(f"tricks-{p}-value").value for p in ("Ann", "Bo", "Cy")] == ["2", "0", "0"]
    ui.click("undo")  # nothing tapped since the bids were saved: the stored bids
    assert ui.find("notice").value == "Undid: Bids: Ann 2 · Bo 0 · Cy 0"
    assert ui.find("hand-prompt").value == "Hand 1: everyone's bid, 0 to 3"
    assert len(store.load_game(game_id).events) == 0
