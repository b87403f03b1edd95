"""The Sync card in a real browser at a phone's size: filled and tapped as a user does, against the server."""

from __future__ import annotations

from contextlib import contextmanager
from pathlib import Path

import pytest

from tests.browser.harness import FletBrowser, opened_keeper_app
from tests.store.records import long_game

from .pouchdb import ADMIN, PASSWORD
from .test_sync import book, import_record, phone, sync

SHOTS = Path("/tmp/scorekeeper-browser")


def bring_into_view(app: FletBrowser, label: str, tries: int = 4) -> None:
    """Scroll down (a bounded number of steps) until the field ``label`` is in the accessibility tree.

    The Sync card sits below the other Settings cards and the screen is drawn once more when the
    device's language arrives: on a loaded machine the field can still be out of the tree when the
    card's status line already is, so waiting longer would not help, and scrolling is what a user does."""
    for _ in range(tries):
        app.wait_stable()
        if app.textbox(label).count():
            return
        app.page.mouse.wheel(0, 400)
    assert app.textbox(label).count() == 1, f"no field {label!r} on the Settings screen"


@pytest.mark.browser
def test_sync_now_in_the_browser_brings_the_groups_game(tmp_path: Path, database_url: str) -> None:
    a = phone(tmp_path / "A")
    import_record(a, "long", long_game(3))
    sync(a, database_url)
    phone(tmp_path / "B").repo.close()
    with contextmanager(opened_keeper_app)(tmp_path / "B", "/settings") as app:
        app.expect_text("No server set: the games stay on this phone.")
        bring_into_view(app, "Server")
        app.fill("Server", database_url.replace(f"{ADMIN}:{PASSWORD}@", ""))
        app.fill("User", ADMIN)
        app.fill("Password", PASSWORD)
        app.wait_stable()  # the typed password has reached the app (under load it can trail the tap)
        app.click("Sync now")
        # a sync is a round of requests to the server, in a worker thread: bounded, but not by a tap's time
        app.expect_text("Synced: received 1 new game and 18 entries; sent 0 games (0 documents).", timeout_ms=60_000)
        app.page.mouse.wheel(0, 800)  # down to the Sync card
        app.page.wait_for_timeout(500)
        SHOTS.mkdir(exist_ok=True)
        app.screenshot(SHOTS / "sync-card.png")
    assert book(phone(tmp_path / "B")) == [("long", 3, {"A": 660000, "Z": 540000, "B": 660000, "Y": 540000})]
