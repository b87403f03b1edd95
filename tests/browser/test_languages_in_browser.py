"""A phone set to Bengali or Hindi opens the app in its language: a Twenty-nine hand entered in
Chromium at 412 x 915, every entry control on the first screen, named, drawn with the bundled
Noto fonts, and no request the server does not answer (the Rive runtime's CDN aside, as ever).

One server for the module; each language is a browser whose locale is the phone's. The screens
are the README's (``assets/screenshots/bengali.png``, ``hindi.png``).
"""

from __future__ import annotations

import re
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from scorekeeper.rules import Game, score_report
from scorekeeper.store import GameStore

from .harness import FletBrowser, FletServer, require_chromium
from .test_next_entry_on_first_screen import PHONE, assert_on_first_screen, enter
from .test_play_a_hand import tap
from .test_no_failed_requests import FLET_CLIENT_CDN

SCREENSHOTS = Path(__file__).resolve().parents[2] / "assets" / "screenshots"
SEATS = {"bn": ["রাজু", "সীমা", "অমল", "বিমল"], "hi": ["सीमा", "राजू", "अनिल", "गीता"]}
# What each language's table reads: the bids, pass, hearts, the verdict (Latin digits in India's Hindi,
# Bengali digits in Bangladesh's Bengali).
WORDS = {
    "bn": {"locale": "bn-BD", "bids": ["১৫", "১৬", "১৭", "১৮", "১৯", "২০"], "pass": "পাস", "other": "অন্য ডাক…",
           "hearts": "হরতন", "verdict": "রাজু+অমল-এর ডাক পূরণ: ২৯ ≥ লক্ষ্য ১৫ → +১ গেম পয়েন্ট"},
    "hi": {"locale": "hi-IN", "bids": ["15", "16", "17", "18", "19", "20"], "pass": "पास", "other": "दूसरी बोली…",
           "hearts": "पान", "verdict": "सीमा+अनिल की बोली पूरी: 29 ≥ लक्ष्य 15 → +1 गेम पॉइंट"},
}
# Each trick's counting cards and who took it (0: the bidder, 1: the next seat). The bidder takes J J, J J,
# 9 9 and the last trick, which holds what is left (12 card points, + 1): 29; the others take nothing.
TRICKS = [("J J", 0), ("J J", 0), ("9 9", 0), ("", 1), ("", 1), ("", 1), ("", 1), ("", 0)]


COUNT = "[0-9০-৯]+"  # how many of a card are left, in the table's digits (J (৪) in Bengali)


def face(rank: str, language: str) -> str:
    """A card's face as the table's digits write it: the 9 is ৯ on a Bengali phone."""
    return rank.translate(str.maketrans("0123456789", "০১২৩৪৫৬৭৮৯")) if language == "bn" else rank


@pytest.fixture(scope="module")
def served(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[str, Path, dict[str, str]]]:
    require_chromium()
    data = tmp_path_factory.mktemp("languages") / "data"
    store = GameStore(data)
    ids = {lang: store.create_game(Game.new("twenty-nine", seats, seats[-1]), name=f"{lang} table")
           for lang, seats in SEATS.items()}
    store.close()
    command = lambda port: [sys.executable, "-m", "scorekeeper", "--web", "--port", str(port),  # noqa: E731
                            "--data", str(data)]
    with FletServer("scorekeeper", command=command) as server:
        yield server.url, data, ids


@pytest.mark.browser
@pytest.mark.parametrize("language", ["bn", "hi"])
def test_a_phone_in_its_own_language_enters_a_hand_with_every_control_on_the_first_screen(served, language):
    base, data, ids = served
    words = WORDS[language]
    with FletBrowser(f"{base}game/{ids[language]}", viewport=PHONE, locale=words["locale"]) as app:
        app.expect_text(words["bids"][0])
        assert_on_first_screen(app, [*words["bids"], words["pass"]])
        assert app.unnamed_controls() == []
        enter(app, words["bids"][0], words["pass"])
        for _ in range(3):
            enter(app, words["pass"])
        enter(app, words["hearts"])
        seats = SEATS[language]
        assert_on_first_screen(app, [re.compile(rf"^J \({COUNT}\)$"), *seats])  # a trick's entry: its cards, who took it
        for cards, winner in TRICKS:
            for rank in cards.split():
                tap(app, re.compile(rf"^{face(rank, language)} \({COUNT}\)$"))
            tap(app, seats[winner])
        app.expect_text(words["verdict"])
        assert app.unnamed_controls() == []
        app.screenshot(SCREENSHOTS / f"{'bengali' if language == 'bn' else 'hindi'}.png")
        assert [line for line in app.failed_requests if FLET_CLIENT_CDN not in line] == []
    hand = score_report(GameStore(data).load_game(ids[language]))["hands"][0]
    assert (hand["bid"], hand["bidder_count"], hand["made"]) == (15, 29, True)
