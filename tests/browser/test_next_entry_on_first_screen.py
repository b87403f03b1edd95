"""At a real table on a phone: the controls of the next entry are always on the first screen.

One whole hand per game and table size, played in headless Chromium against
`scorekeeper --web` at 412 x 915 (a common phone).  Before every tap (each
call, trump, royals, partner, card, "who took it", the result) the test
finds the controls the player needs next and asserts that each lies inside
the first screen: the test never scrolls, so a control below it would need
the player to.  One server and one page serve every game: each game's table
is shown in the page loaded once (a page load would start Flutter again).
"""

from __future__ import annotations

import re
import sys
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

import pytest

from scorekeeper.rules import Game
from scorekeeper.games.make_a_million import MONEY_VALUES
from scorekeeper.store import GameStore

from .harness import FletBrowser, FletServer, require_chromium
from .in_page import go_within

if TYPE_CHECKING:  # playwright is imported lazily by the harness: without it the tests skip
    from playwright.sync_api import Locator

PHONE = (412, 915)
SHOTS = Path("/tmp/scorekeeper-browser")
Label = str | re.Pattern[str]

SEATS_4 = ["A", "Z", "B", "Y"]
SEATS_6 = ["Ann", "Bo", "Cy", "Di", "Ed", "Flo"]
SEATS_8 = ["Ann", "Bo", "Cy", "Di", "Ed", "Flo", "Gus", "Hal"]
COMPASS = ["North", "East", "South", "West"]

GAMES = {
    "twenty-nine": Game.new("twenty-nine", COMPASS, "West"),
    "million-4": Game.new("make-a-million", SEATS_4, "Y"),
    "million-6-silent": Game.new("make-a-million", SEATS_6, "Flo", {"partnership": "silent"}),
    "million-8-fixed": Game.new("make-a-million", SEATS_8, "Hal", {"partnership": "fixed"}),
    "exact-bid-8": Game.new("exact-bid", SEATS_8, "Hal", {"start_cards": 6}),
}


@dataclass
class Table:
    """The served app in Chromium, and where each game of ``GAMES`` lives."""

    app: FletBrowser
    base: str
    ids: dict[str, str]

    def open(self, name: str) -> FletBrowser:
        """Show the table screen of game ``name`` in the page loaded once for the module, as the browser's Back
        and Forward show one (``in_page.go_within``): a new screen, nothing scrolled."""
        assert go_within(self.app, f"/game/{self.ids[name]}"), f"the table of {name} was never drawn"
        return self.app


@pytest.fixture(scope="module")
def tables(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Table]:
    require_chromium()
    data = tmp_path_factory.mktemp("first-screen") / "data"
    store = GameStore(data)
    ids = {name: store.create_game(game, name=name) for name, game in GAMES.items()}
    store.close()
    command = lambda port: [sys.executable, "-m", "scorekeeper", "--web", "--port", str(port),  # noqa: E731
                            "--data", str(data)]
    with FletServer("scorekeeper", command=command) as server:
        with FletBrowser(server.url, viewport=PHONE) as app:
            yield Table(app, server.url, ids)


# -- what "on the first screen" means ---------------------------------------------------------------------------
def where(app: FletBrowser, label: Label | Locator) -> dict[str, float]:
    """The bounding box of the (first) button named ``label``; fails naming what is on screen if none."""
    if not isinstance(label, (str, re.Pattern)):
        button = label
    else:
        button = app.button(label, exact=isinstance(label, str)).first
    if button.count() == 0:
        app.wait_stable()
    assert button.count() > 0, f"no button {label!r} on the screen:\n{app.aria()}"
    box = button.bounding_box()
    assert box is not None, f"button {label!r} is not laid out"
    return box


BUTTON_BOXES = """() => [window.scrollY, [...document.querySelectorAll('flt-semantics[role=button]')].map(e => {
  const r = e.getBoundingClientRect();
  return [e.getAttribute('aria-label') || e.textContent.trim(), r.x, r.y, r.width, r.height]; })]"""


def first_box(shown: list[list[object]], label: Label | Locator) -> dict[str, float] | None:
    """The box of the first button named ``label`` among ``shown`` (one script call for all), as
    ``where`` gives it; None when it is not there (``where`` then looks again, waiting)."""
    if not isinstance(label, (str, re.Pattern)):
        return None
    for name, x, y, w, h in shown:
        if (name == label) if isinstance(label, str) else label.search(str(name)):
            return {"x": float(x), "y": float(y), "width": float(w), "height": float(h)}  # type: ignore[arg-type]
    return None


def assert_on_first_screen(app: FletBrowser, labels: Sequence[Label | Locator]) -> None:
    """Every button in ``labels`` lies inside the first 412 x 915 screen, the page unscrolled."""
    scrolled, shown = app.page.evaluate(BUTTON_BOXES)
    assert scrolled == 0
    width, height = PHONE
    below = []
    for label in labels:
        box = first_box(shown, label) or where(app, label)
        inside = box["y"] >= 0 and box["x"] >= 0 and box["y"] + box["height"] <= height \
            and box["x"] + box["width"] <= width
        if not inside:
            below.append(f"{getattr(label, 'pattern', label)} at y={box['y']:.0f}..{box['y'] + box['height']:.0f}")
    if below:
        shot = app.screenshot(SHOTS / f"below-the-first-screen-{len(list(SHOTS.glob('*.png'))) + 1}.png")
        raise AssertionError(f"below the first screen: {', '.join(below)} (see {shot})")


def enter(app: FletBrowser, label: Label, *also: Label) -> None:
    """Check that ``label`` and the other controls of this entry are on the first screen; tap ``label``."""
    assert_on_first_screen(app, [label, *also])
    frames = len(app.frames_received)
    app.button(label, exact=isinstance(label, str)).first.click()  # a seat's name is also a partner's button
    settle(app, frames)


def settle(app: FletBrowser, frames: int, poll_ms: int = 30, quiet_looks: int = 3, most_ms: int = 15000) -> None:
    """Wait (bounded) for the tap's patch (a frame after ``frames``) and for the buttons to stay put for a few
    looks (taken by the page: ``looked_still``), cheaper than waiting for the whole accessibility tree to be still."""
    waited = 0
    while len(app.frames_received) == frames and waited < most_ms:
        app.page.wait_for_timeout(poll_ms)
        waited += poll_ms
    app.looked_still(BUTTON_BOXES, poll_ms, quiet_looks, max(0, most_ms - waited))


def money(value: int) -> re.Pattern[str]:
    return re.compile(rf"^\${value:,} \(\d+\)$")


def rank(card: str) -> re.Pattern[str]:
    return re.compile(rf"^{card} \(\d+\)$")


# -- Make-a-Million ---------------------------------------------------------------------------------------------
MONEY_BUTTONS = [money(v) for v in MONEY_VALUES]


def million_tricks(seats: list[str], packs: int, tricks: int, per_trick: int = 3) -> list[tuple[str, list[str]]]:
    """A hand's tricks as (winner, cards tapped), the last one empty: the app fills it with what is left.

    Every Money card, Bull and Bear is dealt out ``per_trick`` at a time until
    what is left fits in the last trick (no more cards than players).
    """
    cards = [f"{v}" for v in MONEY_VALUES for _ in range(4 * packs)] + ["Bull", "Bear"] * packs
    plan: list[tuple[str, list[str]]] = []
    for number in range(tricks - 1):
        take = max(0, min(per_trick, len(cards) - len(seats)))
        plan.append((seats[number % len(seats)], cards[:take]))
        cards = cards[take:]
    plan.append((seats[(tricks - 1) % len(seats)], []))
    assert len(cards) <= len(seats)
    return plan


def card_button(card: str) -> Label:
    return card if card in ("Bull", "Bear") else money(int(card))


def play_million_tricks(app: FletBrowser, seats: list[str], plan: list[tuple[str, list[str]]],
                        first: int = 1) -> None:
    """Each card, then who took it; every time the cards, Bull, Bear and every seat are on the first screen."""
    entry = [*MONEY_BUTTONS, "Bull", "Bear", *seats]
    for number, (winner, cards) in enumerate(plan, first):
        app.expect_text(f"Trick {number} of ")
        for card in cards:
            enter(app, card_button(card), *entry)
        enter(app, winner, *entry)


def million_auction(app: FletBrowser, calls: Sequence[str]) -> None:
    for call in calls:
        enter(app, call, "Pass", "Other amount…")


RESULT = re.compile("MADE|SET BACK")


def finish(app: FletBrowser, word: Label = RESULT, next_label: str = "Next hand") -> None:
    """The result is shown, and the way on to the next hand is on the first screen."""
    app.expect_text(word)
    assert_on_first_screen(app, [next_label])


@pytest.mark.browser
def test_make_a_million_with_four_players_keeps_every_entry_on_the_first_screen(tables: Table):
    app = tables.open("million-4")
    app.expect_text("A to call")
    enter(app, "Other amount…", "Pass")
    for digit in "175":
        enter(app, digit, *"0123456789", re.compile("^Bid"))
    enter(app, "Bid $175,000", "Pass")
    million_auction(app, ["$190,000", "Pass", "$200,000", "$210,000", "Pass", "$220,000", "Pass"])
    app.expect_text("Y won the bid at $220,000")
    enter(app, "Red", "Yellow", "Black", "Green")
    plan = [("Z", ["30000", "Bull"]), ("Y", ["40000", "40000", "40000"]), ("Z", ["40000", "30000"]),
            ("Y", ["10000"]), ("A", ["30000", "30000"]), ("B", ["15000", "15000", "15000"]),
            ("A", ["15000", "10000", "10000"]), ("B", ["5000", "5000", "5000"]), ("A", ["5000", "10000"]),
            ("Y", ["Bear"]), ("B", []), ("A", []), ("B", [])]
    play_million_tricks(app, SEATS_4, plan)
    finish(app, "MADE")
    app.expect_text("Z+Y made it: count $260,000 ≥ bid $220,000 → +\u2060$260,000; A+B +\u2060$170,000")

    # Hand 2 in totals only: the count's keypad, both counts and Save on the first screen too.
    enter(app, "Next hand")
    app.expect_text("Z to call")
    enter(app, "Other amount…", "Pass")
    for digit in "240":
        enter(app, digit, *"0123456789", re.compile("^Bid"))
    enter(app, "Bid $240,000", "Pass")
    million_auction(app, ["Pass", "Pass", "Pass"])
    enter(app, "Green", "Red", "Yellow", "Black")
    enter(app, "Totals only…", *MONEY_BUTTONS, *SEATS_4)
    count_done = re.compile("^Next")
    for digit in "230":
        enter(app, digit, *"0123456789", count_done)
    enter(app, count_done, *"0123456789")
    app.expect_text("Z+Y $230,000 · A+B $170,000")
    app.screenshot(SHOTS / "totals-only.png")
    enter(app, "Save", "A+B's count…")
    finish(app, "SET BACK")


@pytest.mark.browser
def test_make_a_million_with_six_players_and_silent_partners_keeps_every_entry_on_the_first_screen(tables: Table):
    app = tables.open("million-6-silent")
    app.expect_text("Ann to call")
    million_auction(app, ["$350,000", *["Pass"] * 5])
    enter(app, "Red", "Yellow", "Black", "Green")
    plan = million_tricks(SEATS_6, packs=2, tricks=17)
    play_million_tricks(app, SEATS_6, plan[:1])
    # Di plays a duplicate of a card Ann laid face up: she is revealed in one tap (the picker under the seats,
    # whose buttons carry the same names: the second of each).
    partners = [app.button(p).nth(1) for p in SEATS_6[1:]]
    assert_on_first_screen(app, [*SEATS_6, *partners])
    partners[2].click()  # one tap names her: the running count follows at once
    app.wait_stable()
    app.expect_text(re.compile(r"Ann\+Di \$[\d,]+ · Bo\+Cy\+Ed\+Flo \$"))
    assert_on_first_screen(app, [*SEATS_6, *MONEY_BUTTONS])
    play_million_tricks(app, SEATS_6, plan[1:], first=2)
    finish(app)


@pytest.mark.browser
def test_make_a_million_with_eight_players_in_fixed_sides_keeps_every_entry_on_the_first_screen(tables: Table):
    app = tables.open("million-8-fixed")
    app.expect_text("Ann to call")
    million_auction(app, ["$350,000", *["Pass"] * 7])
    enter(app, "Red", "Yellow", "Black", "Green")
    play_million_tricks(app, SEATS_8, million_tricks(SEATS_8, packs=2, tricks=13))
    finish(app)


# -- Twenty-nine ------------------------------------------------------------------------------------------------
TWENTY_NINE_CARDS = ["J", "9", "A", "10"]
TWENTY_NINE_TRICKS = [("North", "J A"), ("East", "J"), ("South", "J 9"), ("North", "9"), ("West", "J 9 A"),
                      ("South", "9 A"), ("East", "10 10"), ("North", "")]  # the last trick fills itself


@pytest.mark.browser
def test_twenty_nine_keeps_every_entry_on_the_first_screen(tables: Table):
    app = tables.open("twenty-nine")
    app.expect_text("North to call")
    for call in ("15", "Pass", "Pass", "Pass"):
        enter(app, call, "Pass")
    enter(app, "Hearts", "Spades", "Diamonds", "Clubs")
    enter(app, "Royals (K+Q of hearts)…", *(rank(c) for c in TWENTY_NINE_CARDS), *COMPASS)
    enter(app, "East: 19", "North: 15", "South: 15", "West: 19", "Cancel")
    app.expect_text("Royals shown by East (other side: +4): target 19")  # and the seats stay on the screen
    entry = [*(rank(c) for c in TWENTY_NINE_CARDS), *COMPASS]
    for number, (winner, cards) in enumerate(TWENTY_NINE_TRICKS, 1):
        app.expect_text(f"Trick {number} of 8")
        for card in cards.split():
            enter(app, rank(card), *entry)
        enter(app, winner, *entry)
    finish(app)


# -- Exact bid --------------------------------------------------------------------------------------------------
@pytest.mark.browser
def test_the_exact_bid_variation_with_eight_players_keeps_every_entry_on_the_first_screen(tables: Table):
    app = tables.open("exact-bid-8")
    app.expect_text("Deal 1 of 6 · 6 cards each")
    steppers = [f"{p}: one bid more" for p in SEATS_8]
    enter(app, "Red", "Yellow", "Black", "Green", "Save the bids", *steppers)
    for player in ("Ann", "Bo", "Bo", "Cy"):
        enter(app, f"{player}: one bid more", *steppers, "Save the bids")
    enter(app, "Save the bids", *steppers)
    app.expect_text("Tricks taken")
    steppers = [f"{p}: one trick more" for p in SEATS_8]
    for player in ("Di", "Ed"):
        enter(app, f"{player}: one trick more", *steppers, "Save the tricks")
    enter(app, "Save the tricks", *steppers)
    finish(app, "EXACT", "Next deal")
