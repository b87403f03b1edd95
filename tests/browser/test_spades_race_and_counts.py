"""Spades in Chromium at 412 x 915: the race bar shows where 0 is and says the score to a screen reader; the
count lines follow every entry, a failed Nil's tricks left out; and a tab that closes leaves no traceback.  The
first three tests share one page (``in_page.OneTab``), each opening its own stored game, whose screen is built
from its address alone: nothing of one test is on the next one's screen."""

from __future__ import annotations

import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from scorekeeper.rules import Game, game_from_record
from scorekeeper.store import GameStore
from tests.conftest import load_example

from .harness import FletBrowser, FletServer, require_chromium, shared_chromium
from .in_page import OneTab
from .test_play_a_hand import tap

PHONE = (412, 915)
SHOTS = Path("/tmp/scorekeeper-browser")


@pytest.fixture(scope="module")
def served(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[FletServer, dict[str, str]]]:
    require_chromium()
    data = tmp_path_factory.mktemp("spades") / "data"
    store = GameStore(data)
    ids = {"fresh": store.create_game(Game.new("spades", ["Ann", "Bo", "Cy", "Di"], "Di"), name="fresh"),
           "under": store.create_game(game_from_record(load_example("spades-nil-and-two")), name="under"),
           "counts": store.create_game(Game.new("spades", ["Ann", "Bo", "Cy", "Di"], "Di"), name="counts")}
    store.close()
    command = lambda port: [sys.executable, "-m", "scorekeeper", "--web", "--port", str(port),  # noqa: E731
                            "--data", str(data)]
    with FletServer("scorekeeper", command=command) as server:
        yield server, ids


@pytest.fixture(scope="module")
def tab(served: tuple[FletServer, dict[str, str]]) -> Iterator[OneTab]:
    """The module's page at a phone's size, loaded once."""
    with OneTab(served[0].url, viewport=PHONE) as one:
        yield one


def bars(app: FletBrowser) -> list[str]:
    """What a screen reader hears of each race bar: its name and value."""
    return app.page.evaluate("""() => Array.from(document.querySelectorAll('[role=progressbar]'))
        .map(e => e.getAttribute('aria-label'))""")


def zero_mark_x(app: FletBrowser) -> list[float]:
    """Where each bar's '0' label sits, across the 412 px screen."""
    return [box["x"] + box["width"] / 2 for box in (app.page.get_by_text("0", exact=True).nth(i).bounding_box()
                                                    for i in range(app.page.get_by_text("0", exact=True).count()))]


@pytest.mark.browser
def test_at_0_the_bar_says_0_and_marks_where_0_is_on_the_way_from_minus_200(served, tab):
    _, ids = served
    app = tab.open(f"/game/{ids['fresh']}")
    app.expect_text("Ann bids")
    assert bars(app) == ["Ann+Cy: 0 points, target 500 0", "Bo+Di: 0 points, target 500 0"]
    app.expect_text("−200")
    marks = zero_mark_x(app)
    assert len(marks) == 2 and abs(marks[0] - marks[1]) <= 1
    # 0 is 200/700 of the way along the bar (inside the 12 px margins and the card's padding)
    assert 110 <= marks[0] <= 135
    app.screenshot(SHOTS / "spades-race-at-0.png")


@pytest.mark.browser
def test_a_side_below_0_is_heard_with_its_minus_sign_and_a_side_above_with_its_share_of_the_target(served, tab):
    _, ids = served
    app = tab.open(f"/game/{ids['under']}")
    app.expect_text("ONE SIDE SET")
    assert bars(app) == ["Ann+Cy: −120 points, target 500 0", "Bo+Di: 83 points, target 500 17"]
    app.screenshot(SHOTS / "spades-race-below-0.png")


@pytest.mark.browser
def test_the_count_lines_follow_each_tap_and_leave_out_a_failed_nils_tricks(served, tab):
    _, ids = served
    app = tab.open(f"/game/{ids['counts']}")
    app.expect_text("Ann bids")
    for bid in ("4", "Nil", "4", "3"):  # Ann, Bo, Cy, Di
        tap(app, bid)
    app.expect_text("Ann+Cy 0 of 8 · Bo+Di 0 of 3 (Nil Bo: 0)")
    tap(app, "Bo")
    app.expect_text("Ann+Cy 0 of 8 · Bo+Di 0 of 3 (Nil Bo: 1)")
    tap(app, "Undo the last entry")
    tap(app, "Each player's tricks…")
    app.expect_text("Ann+Cy 0 of 8 · Bo+Di 0 of 3 (Nil Bo: 0)")
    tap(app, "Ann: one trick more")
    app.expect_text("Ann+Cy 1 of 8 · Bo+Di 0 of 3 (Nil Bo: 0)")
    tap(app, "Bo: one trick more")
    app.expect_text("Ann+Cy 1 of 8 · Bo+Di 0 of 3 (Nil Bo: 1)")
    app.expect_text("Trick 1 of 13 · Ann leads")
    app.expect_no_text("who took it?")
    app.screenshot(SHOTS / "spades-counts-stepped.png")


@pytest.mark.browser
def test_a_tab_that_closes_leaves_no_traceback_in_the_servers_output(tmp_path):
    require_chromium()
    data = tmp_path / "data"
    command = lambda port: [sys.executable, "-m", "scorekeeper", "--web", "--port", str(port),  # noqa: E731
                            "--data", str(data)]
    server = FletServer("scorekeeper", command=command)
    server.start()
    try:
        with FletBrowser(server.url, viewport=PHONE) as app:
            app.expect_text("New game")
            for _ in range(2):  # two more tabs, closed while the app is still drawing them
                tab = shared_chromium().new_page()  # a profile of its own, as the first tab's: nothing cached
                tab.goto(server.url)
                tab.wait_for_timeout(1500)
                tab.close()
            app.page.wait_for_timeout(1000)
    finally:
        server.stop()
    log = Path(server.log_path).read_text(encoding="utf-8")
    assert "Traceback" not in log and "WebSocketDisconnect" not in log and "Exception" not in log
