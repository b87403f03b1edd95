"""A phone in Bangladesh (``bn-BD``: Bengali, its own digits) and one in India (``hi-IN``: Hindi, Latin
digits) read every screen in their script, read from Chromium's accessibility tree at 412 x 915: the
new-game screen with Spades' house rules open (seat numbers, player-count chips, every rule's meaning),
a Twenty-nine trick to enter (``J (৪)``, the red and black sixes), the scoreboard and its chart's axes,
the players screen, Settings (``₹১,৭৫,০০০``), the back arrow's name; and after a new address typed into
the open tab, or a reload, the screen is drawn in the tab's language at once, not the server's.  A phone's
screens are opened inside its loaded page (``in_page.go_within``), each built from its address alone as a fresh
load builds it; the typed address and the reload are the last test's, which loads the page again on purpose.

What may stay Latin is what a table typed or a file holds (players' and games' names), the digits
button that offers Latin digits (``0123``), and names that are names everywhere (CouchDB, README).
"""

from __future__ import annotations

import re
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from scorekeeper.rules import game_from_record
from scorekeeper.store import GameStore
from tests.conftest import load_example
from tests.ui.test_every_control_is_named import after_each_entry

from .harness import FletBrowser, FletServer, require_chromium
from .in_page import go_within
from .test_next_entry_on_first_screen import PHONE

SHOTS = Path("/tmp/scorekeeper-browser")  # screenshots to look at, never committed
LATIN_DIGIT = re.compile(r"[0-9]")
LATIN_WORD = re.compile(r"[A-Za-z]{2,}")
PROGRESS_VALUE = re.compile(r"\s\d+(?=['\"\s]*$)")  # a bar's value at the end of its line, before the quotes
# Names (of players, of games) the walk's data holds, and names that stay names in every language.
DATA = ("North", "South", "East", "West", "Ann", "Bo", "Cy", "Di", "twenty-nine", "spades", "0123",
        "CouchDB", "README", ".json", "QR", "English", "Ctrl", "AM", "PM", "am", "pm")


@pytest.fixture(scope="module")
def served(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[str, dict[str, str]]]:
    require_chromium()
    data = tmp_path_factory.mktemp("digits") / "data"
    store = GameStore(data)
    ids = {"scores": store.create_game(game_from_record(load_example("twenty-nine-royals-against")),
                                       name="twenty-nine"),
           "trick": store.create_game(after_each_entry("twenty-nine-royals-against")[5], name="twenty-nine"),
           "spades": store.create_game(game_from_record(load_example("spades-blind-nil")), name="spades")}
    store.close()
    command = lambda port: [sys.executable, "-m", "scorekeeper", "--web", "--port", str(port),  # noqa: E731
                            "--data", str(data)]
    with FletServer("scorekeeper", command=command) as server:
        yield server.url, ids


ROLE = re.compile(r"^\s*- '?[a-z]+|\[[a-z]+(=[^\]]*)?\]")  # the tree's own syntax: "- button", "[level=2]"


def shown(app: FletBrowser) -> str:
    """What a screen reader reads on the screen now, one line a node, the tree's roles and the data taken out."""
    lines = []
    for line in app.wait_stable().splitlines():
        if "progressbar" in line:
            # the bar's value is a number Flutter writes itself (Latin digits); its label is ours and is read
            line = PROGRESS_VALUE.sub("", line)
        line = ROLE.sub(" ", line)
        for word in DATA:
            line = line.replace(word, " ")
        lines.append(line.strip(" :'\""))
    return "\n".join(line for line in lines if line)


def go(app: FletBrowser, path: str, expected: str) -> str:
    """Another screen of the app opened inside the loaded page (``in_page.go_within``: the route's screen built
    anew, as a fresh load builds it, a third of a fresh load's CPU); read once it says ``expected``."""
    assert go_within(app, path)
    app.expect_text(expected)
    return shown(app)


def typed(app: FletBrowser, url: str, expected: str) -> str:
    """A new address typed into the open tab: the page loads again; the screen is read once it says ``expected``."""
    app.page.goto(url)
    app.page.wait_for_selector("#loading", state="detached", timeout=app.load_timeout_ms)
    app.enable_accessibility()
    app.expect_text(expected)
    return shown(app)


def latin_left(text: str) -> list[str]:
    return [line.strip() for line in text.splitlines() if LATIN_DIGIT.search(line) or LATIN_WORD.search(line)]


@pytest.mark.browser
def test_a_bengali_phone_reads_bengali_digits_and_script_on_every_screen(served):
    base, ids = served
    with FletBrowser(f"{base}new", viewport=PHONE, locale="bn-BD") as app:
        app.expect_text("নতুন খেলা")
        app.click("স্পেডস")
        app.click(re.compile("^ঘরের নিয়ম"), exact=False)
        app.expect_text(re.compile("ব্লাইন্ড নিল \\(±২০০\\) চলবে"))
        new_game = shown(app)
        assert re.search(r"^৪ জন খেলোয়াড়", new_game, re.MULTILINE), new_game  # the count chip, said
        assert "জেতার পয়েন্ট: যে পক্ষ আগে পৌঁছায়" in new_game
        assert "ফিরে যান" in new_game.splitlines()  # the back arrow, named by Flutter in the tab's language
        screens = {"new game": new_game}
        app.screenshot(SHOTS / "bengali-new-spades.png")
        screens["trick"] = go(app, f"/game/{ids['trick']}", "J (৪)")
        assert "৯ (৪)" in screens["trick"] and "১০ (৪)" in screens["trick"]
        screens["scores"] = go(app, f"/game/{ids['scores']}/scores", "চলতি মোট")
        assert re.search(r"চলতি মোট ৬ ৪ ২ ০ −২ ০ ১ রাউন্ড", screens["scores"])  # the chart's two axes
        app.page.get_by_text("চলতি মোট").scroll_into_view_if_needed()
        app.screenshot(SHOTS / "bengali-chart.png")  # screenshots to look at
        screens["spades scores"] = go(app, f"/game/{ids['spades']}/scores", "১৪১ / ৫০০")
        app.screenshot(SHOTS / "bengali-spades-scores.png")
        screens["players"] = go(app, "/players", "খেলোয়াড়")
        screens["settings"] = go(app, "/settings", "অঙ্ক")
        assert "নতুন ₹ খেলায় লাখ দেখাবে: ₹১,৭৫,০০০" in screens["settings"]
        left = {name: latin_left(text) for name, text in screens.items()}
        assert left == {name: [] for name in screens}


@pytest.mark.browser
def test_a_hindi_phone_reads_hindi_with_latin_digits_and_no_english(served):
    base, ids = served
    with FletBrowser(f"{base}new", viewport=PHONE, locale="hi-IN") as app:
        app.expect_text("नया खेल")
        app.click("स्पेड्स")
        app.click(re.compile("^घर के नियम"), exact=False)
        app.expect_text(re.compile("ब्लाइंड निल \\(±200\\) की छूट"))
        new_game = shown(app)
        assert "जीत के अंक: जो पक्ष पहले पहुँचे" in new_game
        assert re.search(r"^(वापस|पीछे)", new_game, re.MULTILINE), new_game  # the back arrow, in Hindi
        screens = {"new game": new_game,
                   "spades scores": go(app, f"/game/{ids['spades']}/scores", "141 / 500"),
                   "trick": go(app, f"/game/{ids['trick']}", "J (4)")}
        english = {name: [line for line in text.splitlines() if LATIN_WORD.search(line)]
                   for name, text in screens.items()}
        assert english == {name: [] for name in screens}


@pytest.mark.browser
def test_after_a_reload_the_screen_is_drawn_in_the_tabs_language_at_once(served):
    base, _ids = served
    with FletBrowser(f"{base}", viewport=PHONE, locale="bn-BD") as app:
        app.expect_text("নতুন খেলা")
        app.page.reload()
        app.page.wait_for_selector("#loading", state="detached", timeout=app.load_timeout_ms)
        app.enable_accessibility()
        first = app.wait_stable()
        assert "নতুন খেলা" in first and "New game" not in first
        players = typed(app, f"{base}players", "খেলোয়াড়")
        assert "Players" not in players
