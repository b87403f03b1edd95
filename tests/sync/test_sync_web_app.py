"""Sync from the web app (`scorekeeper build-web`, Python in the browser) to PouchDB Server on another
origin (CORS), and back to a second browser profile: a phone's games reach the others."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.browser.harness import require_chromium
from tests.browser.static_site import SiteBrowser, StaticServer, built_site
from tests.browser.test_web_app import START_MS, assert_clean, home, start_euchre, tap

from .pouchdb import ADMIN, PASSWORD
from .test_sync_browser import field, fill_the_card

pytestmark = [pytest.mark.browser, pytest.mark.long]


def sync_from_settings(app: SiteBrowser, database_url: str) -> None:
    tap(app, "Settings")
    tap(app, "Sync with the group's server")  # the Sync screen: its fields first, nothing to scroll to
    field(app, "Server").wait_for(timeout=60_000)
    fill_the_card(app, {"Server": database_url.replace(f"{ADMIN}:{PASSWORD}@", ""), "User": ADMIN,
                        "Password": PASSWORD})
    app.click("Sync now")


def back(app: SiteBrowser) -> None:
    """The app bar's back arrow pressed, then the finger lifted off the glass.

    A mouse left resting where the arrow was rests on the next screen's arrow too: Flutter shows its "Back"
    tooltip on hover and the arrow's accessible name becomes "Back Back", which no exact "Back" finds.  That,
    not the sync before it, is why Back from Settings after the Sync screen once seemed missing for 30 s."""
    tap(app, "Back")
    app.page.mouse.move(206, 600)  # off the app bar, as a finger leaves a phone's screen
    app.wait_stable()


def test_a_game_entered_in_the_web_app_reaches_another_browser_through_pouchdb(tmp_path: Path,
                                                                               database_url: str) -> None:
    require_chromium()
    server = StaticServer(built_site()).start()
    try:
        with SiteBrowser(server.url, tmp_path / "phone-a", load_timeout_ms=START_MS) as app:
            home(app)
            start_euchre(app)
            for label in ("♥ hearts", "Bo", "♥ hearts · round 1", "4"):
                tap(app, label)
            app.expect_text("Bo made hearts: Bo+Di took 4 of 5: +1")
            back(app)
            sync_from_settings(app, database_url)
            app.expect_text("Synced: received 0 new games and 0 entries; sent 1 game", timeout_ms=60_000)
            assert_clean(app)
        with SiteBrowser(server.url, tmp_path / "phone-b", load_timeout_ms=START_MS) as app:
            home(app)
            sync_from_settings(app, database_url)
            app.expect_text("Synced: received 1 new game", timeout_ms=60_000)
            back(app)  # to Settings
            back(app)  # to Home
            tap(app, "Resume")
            app.expect_text("Bo made hearts: Bo+Di took 4 of 5: +1")  # the hand entered on the other phone
            assert_clean(app)
    finally:
        server.stop()
