"""A whole Spades hand in headless Chromium at 412 x 915: four bids and 13 tricks, one tap each, with the
next entry's controls on the first screen before every tap (the test never scrolls); the taps are counted."""

from __future__ import annotations

import sys
from collections.abc import Iterator

import pytest

from scorekeeper.rules import Game
from scorekeeper.store import GameStore

from .harness import FletBrowser, FletServer, require_chromium
from .test_next_entry_on_first_screen import PHONE, assert_on_first_screen, enter

SEATS = ["Ann", "Bo", "Cy", "Di"]
BIDS = [str(n) for n in range(1, 14)] + ["Nil"]
WINNERS = ["Ann", "Bo", "Bo", "Cy", "Di", "Ann", "Ann", "Cy", "Bo", "Di", "Ann", "Cy", "Cy"]  # Ann 4, Bo 3, Cy 4, Di 2


@pytest.fixture(scope="module")
def table(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[FletBrowser, str]]:
    require_chromium()
    data = tmp_path_factory.mktemp("spades") / "data"
    store = GameStore(data)
    game_id = store.create_game(Game.new("spades", SEATS, "Di"), name="spades")
    store.close()
    command = lambda port: [sys.executable, "-m", "scorekeeper", "--web", "--port", str(port),  # noqa: E731
                            "--data", str(data)]
    with FletServer("scorekeeper", command=command) as server:
        with FletBrowser(f"{server.url}game/{game_id}", viewport=PHONE) as app:  # one load: the table, not home first
            yield app, game_id


@pytest.mark.browser
def test_a_whole_spades_hand_is_four_bid_taps_and_thirteen_trick_taps_each_on_the_first_screen(table):
    app, _ = table
    taps = 0
    for player, bid in zip(SEATS, ["4", "Nil", "4", "2"]):
        app.expect_text(f"{player} bids")
        enter(app, bid, *BIDS)
        taps += 1
    app.expect_text("Ann+Cy 8 · Bo+Di 2, Nil: Bo")
    for number, winner in enumerate(WINNERS, 1):
        app.expect_text(f"Trick {number} of 13")
        enter(app, winner, *SEATS)
        taps += 1
    app.expect_text("MADE")
    app.expect_text("Bo Nil failed: −100")
    assert_on_first_screen(app, ["Next hand"])
    print(f"\na Spades hand: {taps} taps (4 bids + 13 tricks)")
    assert taps == 17
