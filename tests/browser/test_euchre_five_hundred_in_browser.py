"""A typical Euchre hand and a typical Five Hundred hand in headless Chromium at 412 x 915, in English, Hindi
(hi-IN) and Bengali (bn-BD): every tap's controls on the first screen before it (the test never scrolls), the
taps counted, the hand stored as the rules score it.  The tests run a language after another (the parameter's
scope is the module) and share the language's page (``in_page.OneTab``): each hand is in a stored game of its own,
whose screen is built from its address alone, so nothing of one test is on the next one's screen; seven fresh
Flutter starts and two app servers became three starts and one server."""

from __future__ import annotations

import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from scorekeeper.rules import Game, score_report
from scorekeeper.store import GameStore

from .harness import FletServer, require_chromium
from .in_page import OneTab
from .test_next_entry_on_first_screen import PHONE, SHOTS, assert_on_first_screen, enter

SEATS = ["North", "East", "South", "West"]  # West deals: North calls first
SUITS = {"en": ["♣ clubs", "♦ diamonds", "♥ hearts", "♠ spades"], "hi": ["♣ चिड़ी", "♦ ईंट", "♥ पान", "♠ हुकुम"],
         "bn": ["♣ চিড়িতন", "♦ রুইতন", "♥ হরতন", "♠ ইস্কাপন"]}
ROUND = {"en": "{suit} · round {n}", "hi": "{suit} · दौर {n}", "bn": "{suit} · দফা {n}"}
DIGITS = {"en": "0123456789", "hi": "0123456789", "bn": "০১২৩৪৫৬৭৮৯"}
WORDS = {"en": {"locale": "en-US", "pass": "Pass", "made": "MADE"},
         "hi": {"locale": "hi-IN", "pass": "पास", "made": "बोली पूरी"},
         "bn": {"locale": "bn-BD", "pass": "পাস", "made": "ডাক পূরণ"}}


def digits(language: str, number: int) -> str:
    return "".join(DIGITS[language][int(d)] for d in str(number))


@pytest.fixture(scope="module")
def served(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[str, Path, dict[str, str]]]:
    from scorekeeper.games.euchre import TrumpMade, TurnedUp
    from scorekeeper.rules import HandCounted

    require_chromium()
    data = tmp_path_factory.mktemp("euchre-500") / "data"
    store = GameStore(data)
    ids = {f"{kind} {lang}": store.create_game(Game.new(kind, SEATS, "West"), name=f"{kind} {lang}")
           for kind in ("euchre", "five-hundred") for lang in WORDS}
    called = Game.new("euchre", SEATS, "West").with_events([TurnedUp("hearts"), TrumpMade("East", "hearts", 1, ()),
                                                            HandCounted(4)])
    ids["call"] = store.create_game(called, name="call")  # the hand whose call is corrected
    store.close()
    command = lambda port: [sys.executable, "-m", "scorekeeper", "--web", "--port", str(port),  # noqa: E731
                            "--data", str(data)]
    with FletServer("scorekeeper", command=command) as server:
        yield server.url, data, ids


@pytest.fixture(scope="module")
def tab(served: tuple[str, Path, dict[str, str]]) -> Iterator[OneTab]:
    """The module's page at a phone's size, loaded again only when the language changes."""
    with OneTab(served[0], viewport=PHONE) as one:
        yield one


@pytest.mark.browser
def test_correcting_a_euchre_call_greys_what_the_rules_refuse_and_saves_on_the_first_screen(served, tab):
    _, data, ids = served
    app = tab.open(f"/game/{ids['call']}/hand/1", locale="en-US")
    # The editor opens under its entry in the hand's view, as every game's does: it is scrolled to, not
    # on the first screen.
    app.click("Correct the call")
    app.expect_text("East made ♥ hearts, round 1")
    assert app.button("Round 2").first.is_disabled()  # hearts was turned up: round 2 cannot name it
    app.click("West")
    app.expect_text("West made ♥ hearts, round 1")
    app.page.mouse.move(200, 500)
    app.page.mouse.wheel(0, 800)  # down to the editor, to look at it
    app.screenshot(SHOTS / "euchre-call-correction-en.png")
    assert app.unnamed_controls() == []
    app.click("Save")
    app.expect_text("Corrected", timeout_ms=10000)
    hand = score_report(GameStore(data).load_game(ids["call"]))["hands"][0]
    assert (hand["maker"], hand["maker_side"], hand["scores"]["West"]) == ("West", ["West", "East"], 1)


@pytest.mark.browser
@pytest.mark.parametrize("language", ["en", "hi", "bn"], scope="module")
def test_a_typical_euchre_hand_is_four_taps_each_on_the_first_screen(served, tab, language):
    _, data, ids = served
    suits, taps = SUITS[language], 0
    app = tab.open(f"/game/{ids['euchre ' + language]}", locale=WORDS[language]["locale"])
    app.expect_text(suits[0])
    enter(app, suits[2], *suits)  # the turn-up: hearts
    taps += 1
    enter(app, "East", *SEATS)  # East made trump
    taps += 1
    rounds = [ROUND[language].format(suit=s, n=digits(language, 1 if s == suits[2] else 2)) for s in suits]
    app.screenshot(SHOTS / f"euchre-trump-{language}.png")
    enter(app, rounds[2], *rounds)  # ordered up: round 1
    taps += 1
    counts = [digits(language, n) for n in range(6)]
    enter(app, counts[4], *counts)  # the makers took 4
    taps += 1
    app.expect_text(WORDS[language]["made"])
    assert_on_first_screen(app, [])
    app.screenshot(SHOTS / f"euchre-{language}.png")
    assert app.unnamed_controls() == []
    hand = score_report(GameStore(data).load_game(ids["euchre " + language]))["hands"][0]
    assert (hand["maker"], hand["trump"], hand["round"], hand["maker_tricks"], hand["scores"]["East"]) == (
        "East", "hearts", 1, 4, 1)
    print(f"\na Euchre hand ({language}): {taps} taps")
    assert taps == 4


NO_TRUMPS = {"en": "{n}NT", "hi": "{n} बि.तु.", "bn": "{n} বি.তু."}  # the grid's no-trump bids, as the summary says them


def no_trumps(language: str, tricks: int) -> str:
    return NO_TRUMPS[language].format(n=digits(language, tricks))


@pytest.mark.browser
@pytest.mark.parametrize("language", ["en", "hi", "bn"], scope="module")
def test_a_typical_five_hundred_hand_is_five_taps_each_on_the_first_screen(served, tab, language):
    _, data, ids = served
    words, taps = WORDS[language], 0
    grid = [f"{digits(language, n)}{s}" for n in range(6, 11) for s in ("♠", "♣", "♦", "♥")]
    grid += [no_trumps(language, n) for n in range(6, 11)]
    app = tab.open(f"/game/{ids['five-hundred ' + language]}", locale=words["locale"])
    app.expect_text(words["pass"])
    app.screenshot(SHOTS / f"five-hundred-grid-{language}.png")
    enter(app, f"{digits(language, 7)}♥", words["pass"], *grid)  # North 7 hearts
    taps += 1
    for _ in range(3):
        enter(app, words["pass"], no_trumps(language, 10))
        taps += 1
    counts = [digits(language, n) for n in range(11)]
    enter(app, counts[8], *counts)  # North+South took 8
    taps += 1
    app.expect_text(words["made"])
    app.screenshot(SHOTS / f"five-hundred-{language}.png")
    assert app.unnamed_controls() == []
    hand = score_report(GameStore(data).load_game(ids["five-hundred " + language]))["hands"][0]
    assert (hand["bidder"], hand["bid"], hand["bidder_tricks"], hand["scores"]) == (
        "North", "7H", 8, {"North": 200, "East": 20, "South": 200, "West": 20})
    print(f"\na Five Hundred hand ({language}): {taps} taps")
    assert taps == 5
