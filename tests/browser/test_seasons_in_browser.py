"""Tonight's card, the past evenings and the season table in headless Chromium at phone size, in English,
Hindi and Bengali: every control named, the figures in the phone's digits, a screenshot of each."""

from __future__ import annotations

import re
import sys
from collections.abc import Iterator
from datetime import date, datetime, timedelta
from pathlib import Path

import pytest

from scorekeeper.rules import game_from_record
from scorekeeper.rules.when import hand_spans
from scorekeeper.store import GameStore
from tests.store.records import finished_game, long_game

from .harness import FletBrowser, FletServer, require_chromium

PHONE = (412, 915)
SHOTS = Path("/tmp") / "scorekeeper-browser"  # looked at by hand; never part of the repo
# What each screen says, as a Hindi or Bengali phone reads it (the names are the games' and players' own).
LOCALES = {"en": ("en-US", "Games: 2 · hands: 3"), "hi": ("hi-IN", "खेल: 2 · बाज़ियाँ: 3"),
           "bn": ("bn-BD", "খেলা: ২ · রাউন্ড: ৩")}
WORDS = {
    "en": {"past": "Past evenings", "won": "{game}: won by Ann & Bea", "share": "Share", "versus": "Head to head",
           "all": "All time", "together": "2 games together, 2 won ("},
    "hi": {"past": "पिछली शामें", "won": "{game}: Ann & Bea जीते", "share": "साझा करें", "versus": "आमने-सामने",
           "all": "शुरू से", "together": "साथ में 2 खेल, 2 जीते ("},
    "bn": {"past": "আগের আসর", "won": "{game}: Ann & Bea জিতেছে", "share": "শেয়ার করুন", "versus": "মুখোমুখি",
           "all": "শুরু থেকে", "together": "একসঙ্গে ২টি খেলা, ২টি জেতা ("},
}
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
    words = WORDS[language]
    SHOTS.mkdir(parents=True, exist_ok=True)
    with FletBrowser(served, viewport=PHONE, locale=locale) as app:
        app.expect_text(words["past"])
        aria = app.aria()  # a card's lines are its group's name, as a screen reader says them
        assert words["won"].format(game="Friday") in aria and first_line in aria, aria
        assert app.unnamed_controls() == []
        app.screenshot(SHOTS / f"tonight-{language}.png")
    with FletBrowser(f"{served.rstrip('/')}/evenings", viewport=PHONE, locale=locale) as app:
        app.expect_text(words["share"])
        assert words["won"].format(game="Last week") in app.aria()
        app.screenshot(SHOTS / f"evenings-{language}.png")
    with FletBrowser(f"{served.rstrip('/')}/season", viewport=PHONE, locale=locale) as app:
        app.expect_text(words["versus"])
        app.select(words["all"])  # last week's game may be last month's
        app.expect_text(words["together"])
        assert app.unnamed_controls() == []
        app.screenshot(SHOTS / f"season-{language}.png")


def day_button(day: date) -> re.Pattern[str]:
    """A day's button in the date range picker, as an English phone's screen reader names it (a chosen day's
    and today's name say so too: "Start date 6, Sunday, December 6, 2026, Today")."""
    return re.compile("(^| )" + re.escape(f"{day.day}, {day:%A}, {day:%B} {day.day}, {day.year}"))


@pytest.mark.browser
def test_chosen_dates_and_an_evening_shared_as_a_picture_on_a_phone(served):
    """"Chosen dates" opens the range picker; two taps on the day of tonight's games and Save make the table
    that day's alone (last week's game left out).  "Share as a picture" hands the evening's card over as a
    PNG: a browser without a share sheet downloads it, as a user would find it."""
    tonight = (datetime.now().astimezone() - timedelta(hours=1)).date()  # the day "Friday" ended
    with FletBrowser(f"{served.rstrip('/')}/season", viewport=PHONE, locale="en-US") as app:
        app.expect_text("Head to head")
        app.select("All time")
        app.expect_text("finished 2 · won 2 (100%)")  # Ann: last week's game and tonight's
        app.select("Chosen dates")
        app.expect_text("Season: from and to")
        app.click(day_button(tonight))  # the first day ...
        app.click(day_button(tonight))  # ... and the last: the same one
        app.click("Save")
        app.expect_text(f"From {tonight:%b} {tonight.day}, {tonight.year} to {tonight:%b} {tonight.day}, {tonight.year}")
        text = app.aria()
        assert "finished 1 · won 1 (100%)" in text and "finished 2" not in text, text
        app.screenshot(SHOTS / "season-chosen-dates-en.png")
    with FletBrowser(f"{served.rstrip('/')}/evenings", viewport=PHONE, locale="en-US") as app:
        app.expect_text("Share as a picture")
        with app.page.expect_download() as shared:
            app.button("Share as a picture").first.click()  # tonight's card, the first
        picture = Path(shared.value.path()).read_bytes()
        assert shared.value.suggested_filename == "evening.png" and picture.startswith(b"\x89PNG\r\n\x1a\n")
        assert "Could not share" not in app.aria()
