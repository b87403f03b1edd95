"""A game's time shows on the keeper's clock: the browser's time zone, not the server's.

The app is served (``scorekeeper --web``) from a process whose zone is UTC; Chromium is given another zone
(Playwright's ``timezone_id``). The home list's "last played" time must be the stored UTC time read in the
browser's zone, exactly as the app writes a time in English (and not the UTC reading, which differs).
"""

from __future__ import annotations

import sys
from collections.abc import Iterator
from zoneinfo import ZoneInfo

import pytest
from playwright.sync_api import expect

from scorekeeper.i18n import shown
from scorekeeper.i18n.translate import use_language
from scorekeeper.i18n.zone import use_zone
from scorekeeper.rules import Game
from scorekeeper.store import GameStore

from .harness import FletBrowser, FletServer, require_chromium
from .test_next_entry_on_first_screen import PHONE

ZONES = ["Asia/Kolkata", "America/Los_Angeles"]  # half an hour off the hour, and behind UTC (the day may change)


@pytest.fixture(scope="module")
def served(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[str, str, str]]:
    require_chromium()
    data = tmp_path_factory.mktemp("zones") / "data"
    store = GameStore(data)
    game_id = store.create_game(Game.new("spades", ["Ann", "Bo", "Cy", "Di"], "Di"), name="Clock test")
    summary = store.get_game_summary(game_id)
    stamp = summary.updated or summary.created or ""
    store.close()
    command = lambda port: [sys.executable, "-m", "scorekeeper", "--web", "--port", str(port),  # noqa: E731
                            "--data", str(data)]
    with FletServer("scorekeeper", command=command, env={"TZ": "UTC"}) as server:
        yield server.url, game_id, stamp


def written(stamp: str, zone: str | None) -> str:
    with use_language("en", locale="en_US"), use_zone(ZoneInfo(zone) if zone else ZoneInfo("UTC")):
        return shown.moment(stamp)


@pytest.mark.browser
@pytest.mark.parametrize("zone", ZONES)
def test_the_home_lists_a_games_time_in_the_browsers_zone(served, zone):
    url, game_id, stamp = served
    assert stamp.endswith("Z") or "+00:00" in stamp  # kept in UTC
    here, utc = written(stamp, zone), written(stamp, None)
    assert here != utc
    with FletBrowser(url, viewport=PHONE, locale="en-US", timezone_id=zone) as app:
        shown_here = app.page.locator(f'flt-semantics[aria-label*="· {here}"]')
        expect(shown_here.first).to_be_attached()  # the game's card: "... · 0 hands played · Dec 6, 2026, 10:55 PM"
        assert app.page.locator(f'flt-semantics[aria-label*="{utc}"]').count() == 0
