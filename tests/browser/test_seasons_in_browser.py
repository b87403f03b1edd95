"""Tonight's card, the past evenings and the season table in headless Chromium at phone size, in English,
Hindi and Bengali: every control named, the figures in the phone's digits, a screenshot of each; "Chosen
dates" picked in the date picker as that language's screen reader names its days, and an evening shared as
a picture.  One app opened per language, every check in it."""

from __future__ import annotations

import re
import sys
from collections.abc import Iterator
from datetime import date, datetime, timedelta, timezone
from pathlib import Path
from zoneinfo import ZoneInfo

import pytest

from scorekeeper.i18n import shown
from scorekeeper.i18n.translate import use_language
from scorekeeper.i18n.zone import use_zone
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
           "all": "All time", "together": "2 games together, 2 won (", "season": "Season", "dates": "Chosen dates",
           "from and to": "Season: from and to", "today": "Today", "save": "Save", "picture": "Share as a picture",
           "not shared": "Could not share", "one won": "finished 1 · won 1 (", "two": "finished 2"},
    "hi": {"past": "पिछली शामें", "won": "{game}: Ann और Bea जीते", "share": "साझा करें", "versus": "आमने-सामने",
           "all": "शुरू से", "together": "साथ में 2 खेल, 2 जीते (", "season": "सीज़न", "dates": "चुनी हुई तारीखें",
           "from and to": "सीज़न: कब से कब तक", "today": "आज", "save": "सेव करें",
           "picture": "तस्वीर के रूप में साझा करें", "not shared": "साझा नहीं हो सका", "one won": "पूरे 1 · जीते 1 (",
           "two": "पूरे 2"},
    "bn": {"past": "আগের আসর", "won": "{game}: Ann ও Bea জিতেছে", "share": "শেয়ার করুন", "versus": "মুখোমুখি",
           "all": "শুরু থেকে", "together": "একসঙ্গে ২টি খেলা, ২টি জেতা (", "season": "সিজন", "dates": "বেছে নেওয়া তারিখ",
           "from and to": "সিজন: কবে থেকে কবে পর্যন্ত", "today": "আজ", "save": "সেভ করুন",
           "picture": "ছবি হিসেবে শেয়ার করুন", "not shared": "শেয়ার করা গেল না", "one won": "শেষ ১ · জেতা ১ (",
           "two": "শেষ ২"},
}
DIGITS = {"en": "0123456789", "hi": "0123456789", "bn": "০১২৩৪৫৬৭৮৯"}  # a day's number in the picker, as Flutter writes it
NAMES = ("Ann", "Zed", "Bea", "Yan")


def stored(store: GameStore, record: dict, name: str, ends: list[datetime]) -> None:
    game = game_from_record(record)
    times: list[str | None] = [None] * len(game.events)
    for (first, last), at in zip(hand_spans(game), ends):
        times[first:last + 1] = [at.isoformat(timespec="seconds")] * (last - first + 1)
    store.create_game(game, name=name, times=times, created=ends[0].strftime("%Y-%m-%dT%H:%M:%SZ"))


def midday_zone(now: datetime) -> str:
    """A zone where it is now 13:00 to 14:00, so tonight's games (one and two hours ago) and today share one
    day, and the picker opens on their month, whatever the day and hour the test runs at (a month's first
    hour or last would otherwise put them on another month than the picker's first)."""
    hours_ahead = 13 - now.astimezone(timezone.utc).hour  # -10 to +13: every one an Etc zone
    return f"Etc/GMT{-hours_ahead:+d}"  # POSIX's sign: Etc/GMT-13 is 13 hours ahead of UTC


@pytest.fixture(scope="module")
def served(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[str, str]]:
    """The app over three games, served and seen in a zone where it is early afternoon (see midday_zone)."""
    require_chromium()
    data = tmp_path_factory.mktemp("seasons") / "data"
    store = GameStore(data)
    zone = midday_zone(datetime.now(timezone.utc))
    now = datetime.now(ZoneInfo(zone))
    stored(store, finished_game(1, NAMES), "Last week", [now - timedelta(days=7)])
    stored(store, finished_game(2, NAMES), "Friday", [now - timedelta(hours=2), now - timedelta(hours=1)])
    stored(store, long_game(1, NAMES), "Still going", [now - timedelta(minutes=30)])
    store.close()
    command = lambda port: [sys.executable, "-m", "scorekeeper", "--web", "--port", str(port),  # noqa: E731
                            "--data", str(data)]
    with FletServer("scorekeeper", command=command, env={"TZ": zone}) as server:
        yield server.url, zone


def todays_button(language: str, today: date) -> re.Pattern[str]:
    """Today's button in the date range picker, as the language's screen reader names it: its number in the
    language's digits first (after "Start date" once chosen), "Today" last: "7, Monday, December 7, 2026,
    Today", "शुरू होने की तारीख 7, सोमवार, 7 दिसंबर 2026, आज", "৭, সোমবার, ৭ ডিসেম্বর, ২০২৬, আজ"."""
    number = str(today.day).translate(str.maketrans("0123456789", DIGITS[language]))
    return re.compile(f"(^| ){number}, .*, {WORDS[language]['today']}$")


def days_words(language: str, locale: str, zone: str, day: date) -> str:
    """The season's line for a range of one day, as the app writes it in the language."""
    template = {"en": "From {since} to {until}", "hi": "{since} से {until} तक", "bn": "{since} থেকে {until} পর্যন্ত"}
    with use_language(language, locale=locale.replace("-", "_")), use_zone(ZoneInfo(zone)):
        written = shown.day(day.isoformat())
    return template[language].format(since=written, until=written)


@pytest.mark.browser
@pytest.mark.parametrize("language", list(LOCALES))
def test_tonight_the_evenings_and_the_season_on_a_phone(served, language):
    """Tonight's card, then the season: all time, then "Chosen dates", where two taps on today (the day of
    tonight's games) and Save make the table that day's alone (last week's game left out); then the past
    evenings, where "Share as a picture" hands the evening's card over as a PNG (a browser without a share
    sheet downloads it, as a user would find it)."""
    url, zone = served
    locale, first_line = LOCALES[language]
    words = WORDS[language]
    today = datetime.now(ZoneInfo(zone)).date()
    SHOTS.mkdir(parents=True, exist_ok=True)
    with FletBrowser(url, viewport=PHONE, locale=locale, timezone_id=zone) as app:
        app.expect_text(words["past"])
        aria = app.aria()  # a card's lines are its group's name, as a screen reader says them
        assert words["won"].format(game="Friday") in aria and first_line in aria, aria
        assert app.unnamed_controls() == []
        app.screenshot(SHOTS / f"tonight-{language}.png")

        app.click(words["season"])
        app.expect_text(words["versus"])
        app.select(words["all"])  # last week's game may be last month's
        app.expect_text(words["together"])
        assert words["two"] in app.aria()  # Ann: last week's game and tonight's
        assert app.unnamed_controls() == []
        app.screenshot(SHOTS / f"season-{language}.png")
        app.select(words["dates"])
        app.expect_text(words["from and to"])
        app.click(todays_button(language, today))  # the first day ...
        app.click(todays_button(language, today))  # ... and the last: the same one
        app.click(words["save"])
        app.expect_text(days_words(language, locale, zone, today))
        text = app.aria()
        assert words["one won"] in text and words["two"] not in text, text
        app.screenshot(SHOTS / f"season-chosen-dates-{language}.png")

        app.page.go_back()
        app.click(words["past"])
        app.expect_text(words["picture"])
        assert words["won"].format(game="Last week") in app.aria()
        app.screenshot(SHOTS / f"evenings-{language}.png")
        with app.page.expect_download() as shared:
            app.button(words["picture"]).first.click()  # tonight's card, the first
        picture = Path(shared.value.path()).read_bytes()
        assert shared.value.suggested_filename == "evening.png" and picture.startswith(b"\x89PNG\r\n\x1a\n")
        assert words["not shared"] not in app.aria()


def ink_above_the_first_field(picture: Path) -> int:
    """Dark pixels in the 8 rows above the season's first field's top border, where its label ("When") is
    drawn half above the border: none when the page cuts the label off at the border."""
    from PIL import Image

    image = Image.open(picture).convert("RGB")
    border = next(y for y in range(56, 200) if sum(image.getpixel((100, y))) < 600)  # past the app bar
    return sum(1 for y in range(border - 8, border) for x in range(20, 70) if sum(image.getpixel((x, y))) < 450)


@pytest.mark.browser
def test_the_rating_charts_game_numbers_are_drawn_in_bengali_digits(served):
    """The chart's x axis at a Bengali phone: Flutter drew its own numbers there, "0 1 2" in Latin digits
    under a y axis in Bengali ones; the app now names the games itself ("১ ২", the season's two games).  And
    the range's field shows its label whole ("কখন", "When": its top half was cut off by the page's edge)."""
    url, zone = served
    with FletBrowser(url, viewport=PHONE, locale="bn-BD", timezone_id=zone) as app:
        app.click(WORDS["bn"]["season"])
        app.expect_text(WORDS["bn"]["versus"])
        app.select(WORDS["bn"]["all"])
        app.expect_text(WORDS["bn"]["together"])
        aria = app.aria()
        assert "১ ২ সিজনের খেলা" in aria and not re.search(r"\b[0-9] [0-9]\b", aria), aria
        app.page.mouse.wheel(0, -2000)  # back to the top of the page, where the fields are
        app.wait_stable()
        assert ink_above_the_first_field(app.screenshot(SHOTS / "season-chart-bn.png")) > 10
