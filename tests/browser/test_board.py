"""The board for the table in Chromium: the keeper's app in one browser context, a guest's phone in another."""

from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest

from scorekeeper.board import BoardServer, open_source
from scorekeeper.store import GameStore

from ..board.conftest import example_game
from .harness import FletBrowser, FletServer, require_chromium, shared_chromium

SHOTS = Path("/tmp/scorekeeper-browser")
PHONE = {"width": 412, "height": 915}


def hand_one_but_its_last_trick():
    """The rule texts' dollar game, stopped before the 13th trick of hand 1 (B takes it, no Money)."""
    game = example_game("dollars-made-then-set-back")
    first = game.table.hands[0]
    return game.with_events(game.events[: first.first_event + first.event_count - 1])


@pytest.fixture
def keeper_and_guest(tmp_path):
    """The keeper app (`scorekeeper --web`) on a stored game, and the board open on a guest's phone."""
    require_chromium()
    data = tmp_path / "data"
    with GameStore(data) as store:
        store.create_game(hand_one_but_its_last_trick(), name="Friday game")
    server = FletServer("scorekeeper", command=lambda port: [
        sys.executable, "-m", "scorekeeper", "--web", "--port", str(port), "--data", str(data)])
    server.start()
    board = BoardServer(open_source(data), host="127.0.0.1", port=0)
    board.start()
    app = None
    try:
        app = FletBrowser(server.url, viewport=(412, 915))
        app.open()
        guest = shared_chromium().new_context(viewport=PHONE, device_scale_factor=1)  # the guest's own profile
        phone = guest.new_page()
        phone.goto(board.url)
        phone.wait_for_selector("#live.ok", timeout=10000)
        yield app, phone
        guest.close()
    finally:
        if app is not None:
            app.close()
        board.stop()
        server.stop()


def tap(app: FletBrowser, label: str) -> None:
    app.click(label)
    app.wait_stable()


@pytest.mark.browser
def test_what_the_keeper_enters_shows_on_the_guests_board(keeper_and_guest):
    app, phone = keeper_and_guest
    SHOTS.mkdir(exist_ok=True)
    board = phone.locator("#board")
    assert "Trick 13 of 13" in board.inner_text()
    tap(app, "Resume")
    app.expect_text("Trick 13 of 13")
    tap(app, "B")  # the last trick: B takes it, no Money card in it
    # The push stream brings it; the bounded wait is only a safety net.
    phone.get_by_text("Z+Y made it: count $260,000 ≥ bid $220,000 → +$260,000; A+B +$170,000").wait_for(timeout=3000)
    phone.get_by_text("The arithmetic of hand 1").click()
    arithmetic = phone.locator("#hand-1")
    assert "Trick 1: Z (bidder's side) $30,000; Bull → × 2 = $60,000" in arithmetic.inner_text()
    assert "Z+Y: $60,000 + $120,000 + $70,000 + $10,000 = $260,000" in arithmetic.inner_text()
    tap(app, "Next hand")
    tap(app, "$175,000")
    phone.get_by_text("$175,000 by Z").wait_for(timeout=3000)
    assert phone.locator("#hand-1").get_attribute("open") is not None  # a hand the guest opened stays open
    phone.locator("#hand-1").evaluate("d => d.open = false")
    phone.screenshot(path=str(SHOTS / "board.png"), full_page=False)


@pytest.mark.browser
def test_the_app_shows_the_boards_qr_code_and_a_working_address(tmp_path, flet_web):
    data = tmp_path / "data"
    with GameStore(data) as store:
        store.create_game(example_game("dollars-made-then-set-back"), name="Friday game")
    import os
    os.environ["SCOREKEEPER_DATA"] = str(data)  # read by the app process the harness starts
    try:
        server, app = flet_web("tests/browser/board_sheet_app.py:main", viewport=(412, 915))
    finally:
        del os.environ["SCOREKEEPER_DATA"]
    app.expect_text("Scan with a phone camera on the same Wi-Fi to see the score, live.")
    address = app.page.get_by_text(re.compile(r"^http://127\.0\.0\.1:\d+/b/")).inner_text()
    guest = shared_chromium().new_context(viewport=PHONE)  # the guest's own profile
    phone = guest.new_page()
    phone.goto(address)
    phone.get_by_text("Z+Y set back").wait_for(timeout=3000)
    SHOTS.mkdir(exist_ok=True)
    app.screenshot(str(SHOTS / "board-qr.png"))
    tap(app, "New address")
    assert app.page.get_by_text(re.compile(r"^http://127\.0\.0\.1:\d+/b/")).inner_text() != address
    phone.get_by_text("This address was retired: scan the new code").wait_for(timeout=5000)
    assert phone.goto(address).status == 404
    guest.close()
