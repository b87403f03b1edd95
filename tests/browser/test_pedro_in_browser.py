"""Pedro in headless Chromium at 412 x 915: a whole game (target 15, three hands) in English, a hand entered card
by card, one as a failed bid and one that goes out; before every tap the entry's controls (every bid and Pass,
then every number of points and "By card…", then the four seats for each counting card) are on the first screen."""

from __future__ import annotations

import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from scorekeeper.rules import Game, score_report
from scorekeeper.store import GameStore

from .harness import FletBrowser, FletServer, require_chromium
from .test_next_entry_on_first_screen import PHONE, SHOTS, enter

SEATS = ["Ann", "Bob", "Cat", "Dan"]
BIDS = [str(n) for n in (7, 10, 14)]  # the grid's first, a middle and its last bid
POINTS = [str(n) for n in (0, 7, 14)]


@pytest.fixture(scope="module")
def served(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[str, Path, str]]:
    require_chromium()
    data = tmp_path_factory.mktemp("pedro") / "data"
    store = GameStore(data)
    game_id = store.create_game(Game.new("pedro", SEATS, "Dan", {"target": 15}), name="pedro")
    store.close()
    command = lambda port: [sys.executable, "-m", "scorekeeper", "--web", "--port", str(port),  # noqa: E731
                            "--data", str(data)]
    with FletServer("scorekeeper", command=command) as server:
        yield server.url, data, game_id


def auction(app: FletBrowser, *calls: str) -> None:
    for call in calls:
        enter(app, call, "Pass", *BIDS[-1:])


@pytest.mark.browser
def test_a_whole_game_of_pedro_with_every_entry_on_the_first_screen(served):
    base, data, game_id = served
    with FletBrowser(f"{base}game/{game_id}", viewport=PHONE, locale=None) as app:
        app.expect_text("Pass")
        auction(app, "7", "Pass", "Pass")
        enter(app, "Pass", *BIDS)  # the dealer Dan passes: Ann's 7 stands
        app.screenshot(SHOTS / "pedro-points-en.png")
        enter(app, "By card…", *POINTS)
        for owner in ("Ann", "Bob", "Cat", "Dan", "Ann", "Cat"):  # High, Low, Jack, Game, Pedro, Left Pedro
            enter(app, owner, *SEATS)
        app.expect_text("Ann+Cat made it: took 12 ≥ bid 7 → +12; Bob+Dan +2")
        enter(app, "Next hand")
        auction(app, "Pass", "9", "Pass", "Pass")  # Bob, Cat 9, Dan, Ann
        enter(app, "8", *POINTS, "By card…")
        app.expect_text("Ann+Cat set back: took 8 < bid 9 → −9; Bob+Dan +6")
        enter(app, "Next hand")
        auction(app, "Pass", "7", "Pass", "Pass")  # Cat, Dan 7, Ann, Bob
        enter(app, "7", *POINTS, "By card…")
        app.expect_text("Bob+Dan made the bid and went out: 15 (target 15)")
        assert app.unnamed_controls() == []
        app.screenshot(SHOTS / "pedro-won-en.png")
    report = score_report(GameStore(data).load_game(game_id))
    assert (report["totals"], report["winner"]) == ({"Ann": 10, "Bob": 15, "Cat": 10, "Dan": 15}, ["Bob", "Dan"])
