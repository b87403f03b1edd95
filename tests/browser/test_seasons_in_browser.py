"""Tonight's card, the past evenings and the season table in headless Chromium at phone size, in English,
Hindi and Bengali: every control named, the figures in the phone's digits, a screenshot of each."""

from __future__ import annotations

import sys
from collections.abc import Iterator
from datetime import datetime, timedelta
from pathlib import Path

import pytest

from scorekeeper.rules import game_from_record
from scorekeeper.rules.when import hand_spans
from scorekeeper.store import GameStore
from tests.store.records import finished_game, long_game

from .harness import FletBrowser, FletServer, require_chromium

PHONE = (412, 915)
SHOTS = Path("/tmp") / "scorekeeper-browser"  # looked at by hand; never part of the repo
LOCALES = {"en": ("en-US", "Games: 2 · hands: 3"), "hi": ("hi-IN", "Games: 2 · hands: 3"),
           "bn": ("bn-BD", "Games: ২ · hands: ৩")}
NAMES = ("Ann", "Zed", "Bea", "Yan")


def stored(store: GameStore, record: dict, name: str, ends: list[datetime]) -> None:
    game = game_from_record(record)
    times: list[str | None] = [None] * len(game.events)
    for (first, last), at in zip(hand_spans(game), ends):
        times[first:last + 1] = [at.isoformat(timespec="seconds")] * (last - first + 1)
    store.create_game(game, name=name, times=times, created=ends[0].strftime("%Y-%m-%dT%H:%M:%SZ"))


@pytest.fixture(scope="module")
def served(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    require_chromium()
    data = tmp_path_factory.mktemp("seasons") / "data"
    store = GameStore(data)
    now = datetime.now().astimezone()
    stored(store, finished_game(1, NAMES), "Last week", [now - timedelta(days=7)])
    stored(store, finished_game(2, NAMES), "Friday", [now - timedelta(hours=2), now - timedelta(hours=1)])
    stored(store, long_game(1, NAMES), "Still going", [now - timedelta(minutes=30)])
    store.close()
    command = lambda port: [sys.executable, "-m", "scorekeeper", "--web", "--port", str(port),  # noqa: E731
                            "--data", str(data)]
    with FletServer("scorekeeper", command=command) as server:
        yield server.url


@pytest.mark.browser
@pytest.mark.parametrize("language", list(LOCALES))
def test_tonight_the_evenings_and_the_season_on_a_phone(served, language):
    locale, first_line = LOCALES[language]
    SHOTS.mkdir(parents=True, exist_ok=True)
    with FletBrowser(served, viewport=PHONE, locale=locale) as app:
        app.expect_text("Past evenings")
        aria = app.aria()  # a card's lines are its group's name, as a screen reader says them
        assert "Friday: won by Ann & Bea" in aria and first_line in aria, aria
        assert app.unnamed_controls() == []
        app.screenshot(SHOTS / f"tonight-{language}.png")
    with FletBrowser(f"{served.rstrip('/')}/evenings", viewport=PHONE, locale=locale) as app:
        app.expect_text("Share")
        assert "Last week: won by Ann & Bea" in app.aria()
        app.screenshot(SHOTS / f"evenings-{language}.png")
    with FletBrowser(f"{served.rstrip('/')}/season", viewport=PHONE, locale=locale) as app:
        app.expect_text("Head to head")
        app.select("All time")  # last week's game may be last month's
        app.expect_text("2 games together, 2 won (" if language != "bn" else "২ games together, ২ won (")
        assert app.unnamed_controls() == []
        app.screenshot(SHOTS / f"season-{language}.png")
