"""Seven Up in headless Chromium at 412 x 915, four players (the largest table): before every tap the entry's
controls (the turn-up and the beg, then the seats and "nobody" for each point) are on the first screen.  Then
High's correction editor opens with its four seats on the first screen, and a tap there scores the hand again."""

from __future__ import annotations

import re
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from scorekeeper.rules import Game, score_report
from scorekeeper.store import GameStore

from .harness import FletBrowser, FletServer, require_chromium
from .in_page import go_within
from .test_next_entry_on_first_screen import PHONE, SHOTS, assert_on_first_screen, enter, settle

SEATS = ["Ann", "Bob", "Cy", "Di"]


@pytest.fixture(scope="module")
def served(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[str, Path, str]]:
    require_chromium()
    data = tmp_path_factory.mktemp("sevenup") / "data"
    store = GameStore(data)
    game_id = store.create_game(Game.new("seven-up", SEATS, "Di"), name="seven up")
    store.close()
    command = lambda port: [sys.executable, "-m", "scorekeeper", "--web", "--port", str(port),  # noqa: E731
                            "--data", str(data)]
    with FletServer("scorekeeper", command=command) as server:
        yield server.url, data, game_id


@pytest.mark.browser
def test_a_seven_up_hand_run_with_a_new_jack_then_four_points_each_on_the_first_screen(served):
    base, data, game_id = served
    with FletBrowser(f"{base}game/{game_id}", viewport=PHONE, locale=None) as app:
        app.expect_text("Ran the cards")
        app.screenshot(SHOTS / "seven-up-before-play-en.png")  # the turn-up, the beg and High on one screen
        enter(app, "Ran the cards", "Jack turned", "Stood", "Gift", *SEATS)
        enter(app, "New jack turned", *SEATS)
        app.screenshot(SHOTS / "seven-up-points-en.png")
        enter(app, "Bob", *SEATS)  # High
        enter(app, "Cy", *SEATS)  # Low
        enter(app, "Out of play", *SEATS)  # Jack: the new turn-up is the jack of trumps
        enter(app, "Tied", *SEATS)  # Game
        app.expect_text("Ann+Cy +1 point · Bob+Di +2 points")
        assert app.unnamed_controls() == []
        assert go_within(app, f"/game/{game_id}/hand/1")  # the hand's view opened in the loaded page, not loaded anew
        app.expect_text("High: Bob")
        frames = len(app.frames_received)  # the entry's Correct lies down the hand's list: a keeper scrolls to it
        app.button("Correct the point").first.click()  # the first point of the hand: High
        settle(app, frames)
        app.expect_text("Who took High?")
        assert_on_first_screen(app, [re.compile(rf"^(✓ )?{seat}$") for seat in SEATS])
        app.screenshot(SHOTS / "seven-up-correct-en.png")
        enter(app, "Ann")
        app.expect_text("High: Ann")
    hand = score_report(GameStore(data).load_game(game_id))["hands"][0]
    assert (hand["beg"], hand["new_jack_turned"], hand["scores"]) == ("run", True,
                                                                      {"Ann": 2, "Bob": 1, "Cy": 2, "Di": 1})
