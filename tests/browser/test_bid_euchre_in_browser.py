"""A whole game of Bid Euchre in headless Chromium at 412 x 915, in English, to a target of 10: before every tap
the entry's controls (every bid and Pass; trump; the count 0 to 6) are on the first screen, the stuck dealer's
Pass is greyed, a moon wins the game, and the game is stored as the rules score it."""

from __future__ import annotations

import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from scorekeeper.rules import Game, score_report
from scorekeeper.store import GameStore

from .harness import FletBrowser, FletServer, require_chromium
from .test_next_entry_on_first_screen import PHONE, SHOTS, assert_on_first_screen, enter

SEATS = ["Ann", "Bob", "Cat", "Dan"]  # Dan deals first: Ann calls first
BIDS = ["Pass", "3", "4", "5", "6", "moon"]
COUNTS = [str(n) for n in range(7)]


@pytest.fixture(scope="module")
def served(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[str, Path, str]]:
    require_chromium()
    data = tmp_path_factory.mktemp("bideuchre") / "data"
    store = GameStore(data)
    game_id = store.create_game(Game.new("bid-euchre", SEATS, "Dan", {"target": 10}), name="bid euchre")
    store.close()
    command = lambda port: [sys.executable, "-m", "scorekeeper", "--web", "--port", str(port),  # noqa: E731
                            "--data", str(data)]
    with FletServer("scorekeeper", command=command) as server:
        yield server.url, data, game_id


def calls(app: FletBrowser, *said: str) -> None:
    for call in said:
        enter(app, call, *BIDS)


@pytest.mark.browser
def test_a_whole_game_of_bid_euchre_every_entry_on_the_first_screen(served):
    base, data, game_id = served
    with FletBrowser(f"{base}game/{game_id}", viewport=PHONE, locale="en-US") as app:
        app.expect_text("Ann to call")
        app.screenshot(SHOTS / "bid-euchre-auction-en.png")
        calls(app, "3", "Pass", "4", "Pass")  # Cat 4
        enter(app, "Trump…", *COUNTS)
        enter(app, "Hearts", "No trump")
        enter(app, "4", *COUNTS)  # Ann+Cat took 4: +4, Bob+Dan +2
        app.expect_text("Ann+Cat bid 4 and took 4: made, +4; Bob+Dan +2")
        enter(app, "Next hand")
        calls(app, "Pass", "Pass", "Pass")  # Ann, the dealer, is stuck
        assert app.button("Pass", exact=True).first.is_disabled()
        calls(app, "3")
        enter(app, "2", *COUNTS)  # set: Ann+Cat −3, Bob+Dan +4
        app.expect_text("Ann+Cat bid 3 and took 2: set, −3; Bob+Dan +4")
        enter(app, "Next hand")
        calls(app, "Pass", "moon", "Pass", "Pass")  # Dan shoots the moon; Bob sits out
        app.expect_text("Dan bid moon; Bob sits out")
        app.screenshot(SHOTS / "bid-euchre-moon-en.png")
        enter(app, "6", *COUNTS)
        app.expect_text("Bob+Dan made the bid and reached 18 (target 10)")
        assert_on_first_screen(app, [])
        assert app.unnamed_controls() == []
    report = score_report(GameStore(data).load_game(game_id))
    assert [h["bid"] for h in report["hands"]] == [4, 3, "moon"]
    assert (report["totals"], report["winner"]) == ({"Ann": 1, "Bob": 18, "Cat": 1, "Dan": 18}, ["Bob", "Dan"])
