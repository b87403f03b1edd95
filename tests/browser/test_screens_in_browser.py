"""The screens around the table in headless Chromium: names a screen reader says, and a tap low on the
new-game screen that leaves the page where it was.

One served data folder and one page for the module (``in_page.OneTab``): each test opens its screen inside the
loaded app (Home at "/", a hand's page at its address), a new screen built from its address alone."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from scorekeeper.rules import Game, game_from_record

from .harness import FletBrowser, keeper_app_over
from .in_page import OneTab

PHONE = (412, 915)


@pytest.fixture(scope="module")
def served(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[str, dict[str, str]]]:
    """Three saved games in one data folder, served by `scorekeeper --web`: two new ones, and the dollar example
    (hand 1 played trick by trick) for the dispute view."""
    from tests.conftest import load_example

    stored = {"friday": ("Friday", Game.new("make-a-million", ["A", "Z", "B", "Y"], "Y")),
              "saturday": ("Saturday", Game.new("exact-bid", ["Ann", "Bo"], "Ann")),
              "dispute": ("Dispute", game_from_record(load_example("dollars-made-then-set-back")))}
    with keeper_app_over(tmp_path_factory.mktemp("screens") / "data", stored) as served_app:
        yield served_app


@pytest.fixture(scope="module")
def tab(served: tuple[str, dict[str, str]]) -> Iterator[OneTab]:
    """One page at phone size for the module: each test opens its screen inside it."""
    with OneTab(served[0], viewport=PHONE) as one:
        yield one


@pytest.fixture
def book(tab):
    """Home, listing the three games."""
    return tab.open("/")


def tap(app: FletBrowser, label: str) -> int:
    before = app.bytes_received
    app.click(label)
    app.wait_stable()
    return app.bytes_received - before


def top_of(app: FletBrowser, label: str) -> float:
    box = app.button(label).bounding_box()
    assert box is not None
    return box["y"]


@pytest.mark.browser
def test_the_home_filters_are_named_and_drawing_the_dealer_low_on_the_new_game_screen_keeps_the_page(book):
    app = book
    app.expect_text("In progress (3)")  # Friday, Saturday and the dispute's game
    aria = app.aria()
    assert "Filter by game" in aria and "Filter by player" in aria, aria

    tap(app, "New game")
    for number, name in enumerate(("Ann", "Bo", "Cy", "Di"), start=1):
        app.fill("New player's name", name, submit=True)
        # the app empties the field when it adds the player: type the next name only after that,
        # or the emptying (on its way to the browser) would wipe the next name as it is typed
        app.expect_text(f"{number}. {name}")
        app.wait_stable()

    unscrolled = top_of(app, "Draw at random")
    app.page.mouse.move(PHONE[0] / 2, PHONE[1] / 2)
    for _ in range(10):  # scroll until the button is on the phone's screen, low down
        if top_of(app, "Draw at random") < PHONE[1] - 150:
            break
        app.page.mouse.wheel(0, 300)
        app.wait_stable()
    before = top_of(app, "Draw at random")
    assert unscrolled - before > 50, "the page did not scroll: the test would mean nothing"
    assert 0 < before < PHONE[1], before
    sent = tap(app, "Draw at random")
    app.expect_text("Drawn at random: ")
    assert abs(top_of(app, "Draw at random") - before) <= 3  # no jump back to the top
    assert sent < 3000, sent  # the dealer buttons and two lines, not the screen


@pytest.fixture
def disputed(served, tab):
    """The dollar example's hand 1 dispute view.  Hold keeps a correction on the screen only, built again on
    every visit: nothing is stored, so a second try finds the game as the first did."""
    return tab.open(f"/game/{served[1]['dispute']}/hand/1")


def top_of_text(app: FletBrowser, text: str) -> float:
    box = app.page.get_by_text(text, exact=True).bounding_box()
    assert box is not None, app.aria()
    return box["y"]


@pytest.mark.browser
def test_correcting_trick_twelve_keeps_the_editor_under_the_finger_after_each_tap(disputed):
    app = disputed
    app.expect_text("Trick 12: A took $0")
    app.click("Correct trick 12")
    app.wait_stable()
    app.expect_text("Correct trick 12")
    for _ in range(15):  # scroll until the editor's "Who took it?" is low on the phone's screen
        if 100 < top_of_text(app, "Who took it?") < PHONE[1] - 250:
            break
        app.page.mouse.move(PHONE[0] / 2, PHONE[1] / 2)
        app.page.mouse.wheel(0, 300)
        app.wait_stable()
    before = top_of_text(app, "Who took it?")
    assert 100 < before < PHONE[1], before
    received = app.bytes_received
    app.click("Hold, correct another trick too…")
    app.wait_stable()
    app.expect_text("Hold: A took it")
    assert abs(top_of_text(app, "Who took it?") - before) <= 3  # no jump back to the top
    assert app.bytes_received - received < 8000  # that entry's editor, not the whole hand
