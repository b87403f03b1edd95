"""Whole hands played in headless Chromium against `scorekeeper --web`: Make-a-Million's and Twenty-nine's.

Real clicks on labelled controls, through the accessibility tree a screen
reader would use; the result on screen and in the store must match the
rule texts' example.  The Make-a-Million hand (``play_the_first_example_hand``) is played once, by
tests/browser/test_no_failed_requests.py, which checks every request and name of its page on the same taps:
played here too, its 45 taps and a Flutter start were made twice for the same checks.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from scorekeeper.rules import Game, score_report
from scorekeeper.store import GameStore

from .harness import FletBrowser, FletServer, keeper_app_command, require_chromium

SHOTS = Path("/tmp/scorekeeper-browser")
EXAMPLES = Path(__file__).resolve().parents[1] / "examples"


def serve_game(tmp_path, game: Game, name: str = "Friday game"):
    """Store ``game``, serve the app through the real CLI, open it in Chromium at phone size."""
    require_chromium()
    data = tmp_path / "data"
    store = GameStore(data)
    game_id = store.create_game(game, name=name)
    store.close()
    server = FletServer("scorekeeper", command=keeper_app_command(data))
    server.start()
    browser = None
    try:
        browser = FletBrowser(server.url, viewport=(412, 915))
        browser.open()
        yield browser, data, game_id
    finally:
        if browser is not None:
            browser.close()
        server.stop()


@pytest.fixture
def table_29(tmp_path):
    """A Twenty-nine table: North, East, South, West; West deals."""
    yield from serve_game(tmp_path, Game.new("twenty-nine", ["North", "East", "South", "West"], "West"))


def tap(app: FletBrowser, label) -> None:
    """Click, then wait for the redrawn screen: buttons move as cards are added."""
    app.click(label, exact=isinstance(label, str))
    app.wait_stable()


def money(app: FletBrowser, value: int) -> None:
    tap(app, re.compile(rf"^\${value:,} \(\d+\)$"))


def play_the_first_example_hand(app: FletBrowser, data: Path, game_id: str) -> None:
    """Hand 1 of dollars-made-then-set-back, tapped card by card; the screen and the store agree with it."""
    SHOTS.mkdir(exist_ok=True)
    tap(app, "Resume")
    app.expect_text("A to call")
    app.screenshot(str(SHOTS / "auction.png"))
    for label in ("$175,000", "$190,000", "Pass", "$200,000", "$210,000", "Pass", "$220,000", "Pass"):
        tap(app, label)
    app.expect_text("Y won the bid at $220,000")
    tap(app, "Red")
    app.expect_text("Trick 1 of 13")
    expected = json.loads((EXAMPLES / "dollars-made-then-set-back.json").read_text())["hands"][0]["tricks"]
    for number, trick in enumerate(expected, 1):
        for value in trick["money"]:
            money(app, value)
        for card in trick.get("bull_bear", []):
            tap(app, card.capitalize())
        if number == 10:
            app.screenshot(str(SHOTS / "trick.png"))
        tap(app, trick["winner"])
    app.expect_text("MADE")
    app.expect_text("Z+Y made it: count $260,000 ≥ bid $220,000 → +\u2060$260,000; A+B +\u2060$170,000")
    app.screenshot(str(SHOTS / "result.png"))
    report = score_report(GameStore(data).load_game(game_id))
    want = json.loads((EXAMPLES / "dollars-made-then-set-back.expected.json").read_text())["hands"][0]
    assert report["hands"][0] == want


# The royals-against example: each trick's counting cards (J 3, 9 2, A 1, 10 1) and who took it.
TWENTY_NINE_TRICKS = [("North", "J A"), ("East", "J"), ("South", "J 9"), ("North", "9"), ("West", "J 9 A"),
                      ("South", "9 A"), ("East", "10 10"), ("North", "A 10 10")]


@pytest.mark.browser
def test_a_twenty_nine_hand_with_royals_against_in_chromium(table_29):
    app, data, game_id = table_29
    SHOTS.mkdir(exist_ok=True)
    tap(app, "Resume")
    app.expect_text("North to call")
    for label in ("15", "Pass", "Pass", "Pass"):
        tap(app, label)
    tap(app, "Hearts")
    tap(app, "Royals (K+Q of hearts)…")
    tap(app, "East: 19")
    app.expect_text("target 19")
    for number, (winner, cards) in enumerate(TWENTY_NINE_TRICKS, 1):
        for rank in cards.split():
            tap(app, re.compile(rf"^{rank} \(\d+\)$"))
        if number == 5:
            app.screenshot(str(SHOTS / "twenty-nine-trick.png"))
        tap(app, winner)
    app.expect_text("North+South set back: 18 < target 19 (bid 15, moved by the royals) → −1 game point")
    app.screenshot(str(SHOTS / "twenty-nine-result.png"))
    report = score_report(GameStore(data).load_game(game_id))
    want = json.loads((EXAMPLES / "twenty-nine-royals-against.expected.json").read_text())
    assert report == want
