"""A whole game of Sixty-six in headless Chromium at 412 x 915, in Bengali (a phone in Bangladesh: Bengali digits).

Five deals, every way a deal is entered: trump and a marriage as they happen (their choices open over the
table), out with the loser's count, "took no trick", played out, a false claim
and its Save.  Before every tap the deal's controls (the two players, the four ways, the keypad or Save) are
asserted on the first screen, the page never scrolled; the game ends when Ann reaches the target of 7.  Then the
first deal's correction editor opens with the players, the ways and the keypad with Save on the first screen,
and Bob's count corrected there scores the deal again.
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
from .in_page import go_within
from .test_next_entry_on_first_screen import PHONE, SHOTS, assert_on_first_screen, enter, settle


def chosen_or_not(label: str) -> re.Pattern[str]:
    """A choice's button, ticked ("✓ Ann") once chosen."""
    return re.compile(rf"^(✓ )?{re.escape(label)}$")


NAMES = ["Ann", "Bob"]
PLAYERS = [chosen_or_not(name) for name in NAMES]
# went out, played out, closer failed, false claim
HOWS = [chosen_or_not(how) for how in ("আউট হলো", "তাস শেষ", "বন্ধকারী ফেল", "ভুল দাবি")]
SUITS = ["চিড়িতন", "রুইতন", "হরতন", "ইস্কাপন"]  # clubs, diamonds, hearts, spades
SAVE = "রাখুন"
NEXT = "পরের রাউন্ড"
DIGITS = "০১২৩৪৫৬৭৮৯"


def bn(value: int) -> str:
    return "".join(DIGITS[int(d)] for d in str(value))


def saved(value: int) -> re.Pattern[str]:
    """The keypad's done key once the count is typed: "রাখুন ২৮"."""
    return re.compile(rf"^{SAVE} {bn(value)}$")


@pytest.fixture(scope="module")
def served(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[str, Path, str]]:
    require_chromium()
    data = tmp_path_factory.mktemp("sixtysix") / "data"
    store = GameStore(data)
    game_id = store.create_game(Game.new("sixty-six", NAMES, "Bob"), name="sixty-six bn")
    store.close()
    command = lambda port: [sys.executable, "-m", "scorekeeper", "--web", "--port", str(port),  # noqa: E731
                            "--data", str(data)]
    with FletServer("scorekeeper", command=command) as server:
        yield server.url, data, game_id


def count_of(app: FletBrowser, winner: str, count: int) -> None:
    """The winner, then the loser's count digit by digit and the done key: every key on the first screen."""
    enter(app, chosen_or_not(winner), *PLAYERS, *HOWS)
    for digit in str(count):
        enter(app, bn(int(digit)), *(bn(d) for d in range(10)), *PLAYERS)
    enter(app, saved(count), *PLAYERS)


@pytest.mark.browser
def test_a_whole_game_of_sixty_six_in_bengali_with_every_deals_controls_on_the_first_screen(served):
    base, data, game_id = served
    with FletBrowser(f"{base}game/{game_id}", viewport=PHONE, locale="bn-BD") as app:
        app.expect_text("রাউন্ড ১: কে জিতল?")
        app.screenshot(SHOTS / "sixty-six-deal-bn.png")  # the two players, the four ways and the keypad
        enter(app, "তুরুপ…", "জোড়া…", "তাস বন্ধ…", *PLAYERS)  # deal 1: trump, then Ann's marriage, when they happen
        enter(app, SUITS[2], *SUITS)
        enter(app, "জোড়া…", "তাস বন্ধ…", *PLAYERS)
        enter(app, "Ann: হরতন", *(f"{name}: {suit}" for name in NAMES for suit in SUITS))
        count_of(app, "Ann", 28)  # Ann out, Bob had 28 (under 33): 2
        app.expect_text("Ann আউট হলো; Bob-এর ২৮, ৩৩-এর কম: ২ গেম পয়েন্ট")
        app.expect_text("Ann হরতন-এর জোড়া দেখাল (৪০)")  # in trumps: 40
        enter(app, NEXT)
        enter(app, chosen_or_not("Bob"), *PLAYERS, *HOWS)  # deal 2: Bob out, Ann took no trick: 3
        enter(app, "Ann কোনো পিট পায়নি", *PLAYERS, *HOWS)
        app.expect_text("Bob আউট হলো; Ann কোনো পিট পায়নি: ৩ গেম পয়েন্ট")
        enter(app, NEXT)
        enter(app, chosen_or_not("Ann"), *PLAYERS, *HOWS)  # deal 3: played out, Bob had 45: 1
        enter(app, HOWS[1], *PLAYERS, *HOWS)
        enter(app, bn(4), *PLAYERS)
        enter(app, bn(5), *PLAYERS)
        enter(app, saved(45), *PLAYERS)
        app.expect_text("তাস শেষ, জিতল Ann; Bob-এর ৪৫: ১ গেম পয়েন্ট")
        enter(app, NEXT)
        enter(app, chosen_or_not("Ann"), *PLAYERS, *HOWS)  # deal 4: Bob claimed 66 and was short: 2 to Ann
        enter(app, HOWS[3], *PLAYERS, *HOWS)
        enter(app, SAVE, *PLAYERS, *HOWS)
        app.expect_text("Bob ৬৬ দাবি করল কিন্তু কম ছিল: Ann পেল ২ গেম পয়েন্ট")
        enter(app, NEXT)
        enter(app, chosen_or_not("Ann"), *PLAYERS, *HOWS)  # deal 5: Bob took no trick: 3; Ann has 8 of 7
        enter(app, "Bob কোনো পিট পায়নি", *PLAYERS)
        app.expect_text("খেলা জেতা: Ann ৮ পয়েন্টে পৌঁছেছে (লক্ষ্য ৭)")
        app.screenshot(SHOTS / "sixty-six-won-bn.png")
        assert app.unnamed_controls() == []
        assert go_within(app, f"/game/{game_id}/hand/1")  # the hand's view opened in the loaded page, not loaded anew
        app.expect_text("Ann রাউন্ড জিতল: আউট হলো")
        frames = len(app.frames_received)  # deal 1's third entry, under trump and the marriage: a keeper scrolls
        app.button(re.compile("সংশোধন করুন$")).nth(2).click()  # the third "Correct …": the deal's winner
        settle(app, frames)
        app.expect_text("হেরে যাওয়া জনের পয়েন্ট: ২৮")
        assert_on_first_screen(app, [*PLAYERS, *HOWS, *(bn(d) for d in range(10)), SAVE])
        app.screenshot(SHOTS / "sixty-six-correct-bn.png")
        enter(app, bn(4))
        enter(app, bn(0))
        enter(app, saved(40))  # 40 is not under 33: one game point, and Ann still has 7 of 7
        app.expect_text("Ann আউট হলো; Bob-এর ৪০: ১ গেম পয়েন্ট")
    report = score_report(GameStore(data).load_game(game_id))
    assert [hand["game_points"] for hand in report["hands"]] == [1, 3, 1, 2, 3]
    assert report["winner"] == ["Ann"]
