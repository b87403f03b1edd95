"""Bid Whist in headless Chromium at 412 x 915: a whole game (the forced-dealer worked example, seven hands) where
before every tap the entry's controls (Pass and the numbers, then uptown, downtown and no trump, then every count
of books) are on the first screen."""

from __future__ import annotations

import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from scorekeeper.rules import Game, score_report
from scorekeeper.store import GameStore
from tests.conftest import load_example, load_expected

from .harness import FletBrowser, FletServer, require_chromium
from .test_next_entry_on_first_screen import PHONE, SHOTS, enter, finish

EXAMPLE = "bid-whist-no-trump-double-forced-dealer"
KINDS = {"U": "Uptown", "D": "Downtown", "NT": "No trump"}
NUMBERS = [str(n) for n in range(3, 8)]
BOOKS = [str(n) for n in range(14)]


@pytest.fixture(scope="module")
def served(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[str, Path, str]]:
    require_chromium()
    data = tmp_path_factory.mktemp("bidwhist") / "data"
    store = GameStore(data)
    record = load_example(EXAMPLE)
    game_id = store.create_game(Game.new("bid-whist", record["players"], record["dealer"]), name="bid whist")
    store.close()
    command = lambda port: [sys.executable, "-m", "scorekeeper", "--web", "--port", str(port),  # noqa: E731
                            "--data", str(data)]
    with FletServer("scorekeeper", command=command) as server:
        yield server.url, data, game_id


@pytest.mark.browser
def test_a_whole_game_of_bid_whist_with_every_entry_on_the_first_screen(served):
    base, data, game_id = served
    with FletBrowser(f"{base}game/{game_id}", viewport=PHONE, locale=None) as app:
        app.expect_text("Hand 1: North to call")
        for number, hand in enumerate(load_example(EXAMPLE)["hands"], 1):
            if number > 1:
                enter(app, "Next hand")
            for _, call in hand["auction"]:
                if call == "pass":
                    enter(app, "Pass", *NUMBERS)
                else:
                    enter(app, call[0], "Pass", *NUMBERS)
                    enter(app, KINDS[call[1:]], *KINDS.values())
            if number == 1:
                app.screenshot(SHOTS / "bid-whist-books-en.png")
            enter(app, str(hand["books"]["bidder_side"]), *BOOKS)
            if number < 7:
                finish(app)
        app.expect_text("East+West reached 11 (target 7)")
        assert app.unnamed_controls() == []
    assert score_report(GameStore(data).load_game(game_id)) == load_expected(EXAMPLE)
