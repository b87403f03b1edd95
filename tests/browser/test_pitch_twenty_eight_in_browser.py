"""Auction Pitch and Twenty-eight in headless Chromium at 412 x 915, in English, Hindi and Bengali.

A whole hand of each, entered through the real app against ``scorekeeper --web``: before every tap the
next entry's controls (the bids and Pass, the seats and "nobody" for each point, the cards and the
seats of a trick) are asserted on the first screen, the page never scrolled.  One server for the
module; each language is a browser whose locale is the phone's (Bengali digits in Bangladesh).  The tests run a
language after another (the parameter's scope is the module) and the second game of a language opens inside its
page (``in_page.OneTab``): each game is a stored game of its own, its screen built from its address alone, so
nothing of the first hand is on the second's screen; a fresh Flutter start per test cost 6 loads, now 3.
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
from .in_page import OneTab
from .test_next_entry_on_first_screen import PHONE, SHOTS, assert_on_first_screen, enter

PITCH_SEATS = ["Ann", "Bob", "Cy", "Di"]
TE_SEATS = ["Asha", "Ben", "Chitra", "Dev"]  # clockwise; Dev deals, so Chitra (his right) speaks first
WORDS = {
    "en": {"locale": None, "digits": "0123456789", "pass": "Pass", "other": "Other bid…", "not_out": "Not out",
           "tied": "Tied", "totals": "Totals only…", "set_back": "SET BACK", "made": "MADE", "pitch": "Di set back: took 2 < bid 3 → −3",
           "twenty_eight": "Chitra+Asha made it"},
    "hi": {"locale": "hi-IN", "digits": "0123456789", "pass": "पास", "other": "दूसरी बोली…", "not_out": "बँटा नहीं",
           "tied": "बराबरी", "totals": "सिर्फ़ कुल…", "set_back": "बोली टूटी", "made": "बोली पूरी",
           "pitch": "Di की बोली टूटी: 2 लिए < बोली 3 → −3", "twenty_eight": "Asha+Chitra की बोली पूरी"},
    "bn": {"locale": "bn-BD", "digits": "০১২৩৪৫৬৭৮৯", "pass": "পাস", "other": "অন্য ডাক…", "not_out": "বাঁটা হয়নি",
           "tied": "সমান", "totals": "শুধু মোট…", "set_back": "ডাক ফেল", "made": "ডাক পূরণ",
           "pitch": "Di-এর ডাক ফেল: পেয়েছে ২ < ডাক ৩ → −৩", "twenty_eight": "Asha+Chitra-এর ডাক পূরণ"},
}
WORDS["en"]["twenty_eight"] = "Asha+Chitra made it"
# Twenty-eight: Chitra opens at 14 and the others pass; seven tricks by their counting cards, the eighth holds
# what is left (10): Asha and Chitra take 3 + 3 + 2 + 10 = 18 ≥ 14.
TRICKS = [("J", "Chitra"), ("J", "Ben"), ("J", "Asha"), ("J", "Dev"), ("9", "Chitra"), ("9", "Ben"), ("9", "Dev"),
          ("", "Asha")]


def shown(words: dict, number: int) -> str:
    """A number in the table's digits."""
    return "".join(words["digits"][int(d)] for d in str(number))


COUNT = "[0-9০-৯]+"  # how many of a card are left, in the table's digits (J (৪) in Bengali)


def face(words: dict, card: str) -> re.Pattern[str]:
    """A card button's name: a number rank in the table's digits, a court card's letter as printed, then how
    many of it are left in the hand ("J (4)", "৯ (৪)")."""
    rank = shown(words, int(card)) if card.isdigit() else card
    return re.compile(rf"^{re.escape(rank)} \({COUNT}\)$")


@pytest.fixture(scope="module")
def served(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[str, Path, dict[str, str]]]:
    require_chromium()
    data = tmp_path_factory.mktemp("pitch28") / "data"
    store = GameStore(data)
    ids = {}
    for lang in WORDS:
        ids[f"pitch-{lang}"] = store.create_game(Game.new("pitch", PITCH_SEATS, "Di"), name=f"pitch {lang}")
        ids[f"28-{lang}"] = store.create_game(Game.new("twenty-eight", TE_SEATS, "Dev"), name=f"28 {lang}")
    store.close()
    command = lambda port: [sys.executable, "-m", "scorekeeper", "--web", "--port", str(port),  # noqa: E731
                            "--data", str(data)]
    with FletServer("scorekeeper", command=command) as server:
        yield server.url, data, ids


@pytest.fixture(scope="module")
def tab(served: tuple[str, Path, dict[str, str]]) -> Iterator[OneTab]:
    """The module's page, loaded again only when the language changes."""
    with OneTab(served[0], viewport=PHONE) as one:
        yield one


def browser(tab: OneTab, game_id: str, words: dict) -> FletBrowser:
    """The game's table in the language's page, the page never closed by the test (the next game opens in it)."""
    return tab.open(f"/game/{game_id}", locale=words["locale"])


@pytest.mark.browser
@pytest.mark.parametrize("language", ["en", "hi", "bn"], scope="module")
def test_a_pitch_hand_is_four_calls_and_four_point_taps_each_on_the_first_screen(served, tab, language):
    _, data, ids = served
    words = WORDS[language]
    two, three, four = shown(words, 2), shown(words, 3), shown(words, 4)
    app = browser(tab, ids[f"pitch-{language}"], words)
    app.expect_text(words["pass"])
    enter(app, two, three, four, words["pass"])  # Ann 2
    enter(app, words["pass"], three, four)  # Bob
    enter(app, three, four, words["pass"])  # Cy 3
    enter(app, three, four, words["pass"])  # Di, the dealer, holds at 3
    app.screenshot(SHOTS / f"pitch-points-{language}.png")  # the first point asked (look at it)
    enter(app, "Di", *PITCH_SEATS)  # High
    enter(app, "Ann", *PITCH_SEATS)  # Low
    enter(app, "Cy", *PITCH_SEATS, words["not_out"])  # Jack
    enter(app, "Di", *PITCH_SEATS, words["tied"])  # Game
    app.expect_text(words["set_back"])
    app.expect_text(words["pitch"])
    assert app.unnamed_controls() == []
    app.screenshot(SHOTS / f"pitch-{language}.png")
    hand = score_report(GameStore(data).load_game(ids[f"pitch-{language}"]))["hands"][0]
    assert (hand["bidder"], hand["bid"], hand["made"], hand["scores"]) == ("Di", 3, False,
                                                                           {"Ann": 1, "Bob": 0, "Cy": 1, "Di": -3})


@pytest.mark.browser
@pytest.mark.parametrize("language", ["en", "hi", "bn"], scope="module")
def test_a_twenty_eight_hand_trick_by_trick_with_every_entry_on_the_first_screen(served, tab, language):
    _, data, ids = served
    words = WORDS[language]
    fourteen = shown(words, 14)
    app = browser(tab, ids[f"28-{language}"], words)
    app.expect_text(fourteen)
    assert_on_first_screen(app, [fourteen, shown(words, 15), shown(words, 28)])  # every bid a button, no "other"
    enter(app, fourteen)  # Chitra must bid: Pass is there but disabled
    enter(app, words["pass"], shown(words, 15))  # Ben
    enter(app, words["pass"], shown(words, 20))  # Asha: over her partner at least 20
    enter(app, words["pass"], shown(words, 15))  # Dev
    assert_on_first_screen(app, [words["totals"]])  # the other way to enter the hand, as its total
    app.screenshot(SHOTS / f"twenty-eight-play-{language}.png")  # the first trick asked
    cards = [face(words, rank) for rank in ("J", "9", "A", "10")]  # a number rank in the table's digits (৯, ১০)
    for card, winner in TRICKS:
        if card:
            enter(app, face(words, card), *cards, *TE_SEATS)
        enter(app, winner, *TE_SEATS)
    app.expect_text(words["made"])
    app.expect_text(words["twenty_eight"])
    assert app.unnamed_controls() == []
    app.screenshot(SHOTS / f"twenty-eight-{language}.png")
    hand = score_report(GameStore(data).load_game(ids[f"28-{language}"]))["hands"][0]
    assert (hand["bidder"], hand["bid"], hand["bidder_count"], hand["made"]) == ("Chitra", 14, 18, True)
