"""The table in headless Chromium with a score book of several hundred games.

A tap must send the phone a small patch (bytes over the WebSocket), leave
the tapped control where the finger is (no jump back to the top), and every
icon button must carry its name for a screen reader.

One served book and one page for the module (``in_page.OneTab``): each test opens its table at its address inside
the loaded app, as Home's Resume opens the newest game.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest

from scorekeeper.rules import Game

from .harness import FletBrowser, keeper_app_over
from .in_page import OneTab, Untouched, for_each_try

SAVED_GAMES = 300
PHONE = (412, 915)


EIGHT = ["Ann", "Bo", "Cy", "Di", "Ed", "Flo", "Gus", "Hal"]


@pytest.fixture(scope="module")
def served(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[str, Untouched]]:
    """A book of ``SAVED_GAMES`` games and the two tables (each once for each try of its test), served by
    `scorekeeper --web`: tonight's four players, and eight."""
    book = {f"evening {i + 1}": (f"Evening {i + 1}", Game.new("make-a-million", ["A", "Z", "B", "Y"], "Y"))
            for i in range(SAVED_GAMES)}
    tables = for_each_try({"tonight": ("Tonight", Game.new("make-a-million", ["A", "Z", "B", "Y"], "Y")),
                           "eight": ("Eight", Game.new("make-a-million", EIGHT, "Hal", {"partnership": "silent"}))})
    with keeper_app_over(tmp_path_factory.mktemp("table") / "data", {**book, **tables}) as (base, ids):
        yield base, Untouched(ids)


@pytest.fixture(scope="module")
def tab(served: tuple[str, Untouched]) -> Iterator[OneTab]:
    """One page at phone size for the module: each test opens its table inside it."""
    with OneTab(served[0], viewport=PHONE) as one:
        yield one


@pytest.fixture
def big_book(served, tab):
    """Tonight's table, the book's newest game."""
    game_id = served[1].take("tonight")
    return tab.open(f"/game/{game_id}"), game_id


@pytest.fixture
def eight_players(served, tab):
    """Eight players, each for himself."""
    game_id = served[1].take("eight")
    return tab.open(f"/game/{game_id}"), game_id


def tap(app: FletBrowser, label) -> int:
    """Click a button by its name, wait for the redrawn screen; the bytes the tap brought to the page."""
    before = app.bytes_received
    app.click(label, exact=isinstance(label, str))
    app.wait_stable()
    return app.bytes_received - before


def money(value: int) -> re.Pattern:
    return re.compile(rf"^\${value:,} \(\d+\)$")


def top_of(app: FletBrowser, label) -> float:
    box = app.button(label, exact=isinstance(label, str)).bounding_box()
    assert box is not None
    return box["y"]


@pytest.mark.browser
def test_a_tap_at_the_table_sends_a_small_patch_and_the_tapped_card_stays_under_the_finger(big_book):
    app, game_id = big_book
    app.expect_text("A to call")

    # Icon buttons say what they do (tooltip and semantics label on the button itself).
    for name in ("Undo the last entry", "Scoreboard and history"):
        assert app.page.get_by_role("button", name=name).count() == 1, app.aria()

    # The keypad's Bid key: on the first phone screen, wide, and naming the amount.
    tap(app, "Other amount…")
    for digit in "175":
        tap(app, digit)
    bid_key = app.button("Bid $175,000")
    box = bid_key.bounding_box()
    assert box is not None and box["y"] + box["height"] <= PHONE[1] and box["width"] > 150
    tap(app, "Bid $175,000")
    for label in ("Pass", "Pass", "Pass", "Red"):
        tap(app, label)
    app.expect_text("Trick 1 of 13")

    assert tap(app, money(40000)) < 2000  # a Money card: counts and the draft line, not the screen
    assert tap(app, "Z") < 4000  # who took it: one event, the status, the counts, one row of the list
    app.expect_text("Trick 2 of 13")
    for _ in range(4):  # a few tricks so far: the trick entry fits a phone, the list of tricks makes it scroll
        tap(app, "Z")
    app.expect_text("Trick 6 of 13")

    # Scroll down, tap a card low on the screen: it stays where it was (no jump to the top).
    label = money(5000)
    unscrolled = top_of(app, label)
    app.page.mouse.move(PHONE[0] / 2, PHONE[1] / 2)
    app.page.mouse.wheel(0, 300)
    app.wait_stable()
    before = top_of(app, label)
    assert unscrolled - before > 50, "the page did not scroll: the test would mean nothing"
    tap(app, label)
    app.expect_text("Worth $5,000")
    assert abs(top_of(app, label) - before) <= 3


def bottom_of(app: FletBrowser, label) -> float:
    box = app.button(label, exact=isinstance(label, str)).first.bounding_box()
    assert box is not None
    return box["y"] + box["height"]


@pytest.mark.browser
def test_with_eight_players_the_bid_key_and_every_seat_are_on_the_first_phone_screen(eight_players):
    app, game_id = eight_players
    tap(app, "Other amount…")
    assert bottom_of(app, "Bid") <= PHONE[1]
    tap(app, "Other amount…")
    tap(app, "$350,000")
    for _ in range(7):
        tap(app, "Pass")
    tap(app, "Red")
    app.expect_text("Trick 1 of 13")
    for seat in ("Ann", "Hal"):
        assert bottom_of(app, seat) <= PHONE[1], app.aria()
