"""Nothing slides under the finger: the bid grids, Pass and Other, the New game form, Settings' language,
Twenty-nine's royals, and the names a screen reader says, in headless Chromium at 412 x 915.

After every tap the test reads where every button is (one script call) and asserts that the tapped button
and the ones named with it moved at most 10 px (``Table.tap`` of the module that plays whole hands).  A game
with few bids shows all of them in a fixed grid: after each call a bid keeps its place, and the rules'
refused ones are greyed (``aria-disabled``).  One server for the module; a Bengali browser for the keypad.
"""

from __future__ import annotations

import re
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from scorekeeper.rules import BidMade, Game, Passed, TrumpNamed
from scorekeeper.store import GameStore

from .harness import FletBrowser, FletServer, keeper_app_command, require_chromium
from .in_page import go_within
from .test_nothing_moves_under_the_finger import MOST_MOVE, PHONE, Table, buttons, moved, on_screen

COMPASS = ["North", "East", "South", "West"]
SHOTS = Path(__file__).resolve().parents[2] / "assets" / "screenshots"
DISABLED = """() => [...document.querySelectorAll('flt-semantics[role=button]')]
  .filter(e => e.getAttribute('aria-disabled') === 'true').map(e => e.getAttribute('aria-label') || e.textContent.trim())"""


def games() -> dict[str, Game]:
    nine = Game.new("twenty-nine", COMPASS, "West")
    playing = nine
    for event in (BidMade("North", 16), Passed("East"), Passed("South"), Passed("West"), TrumpNamed("hearts")):
        playing = playing.play(event)
    return {"twenty-nine": nine, "twenty-nine-bn": nine, "twenty-nine-play": playing,
            "rook": Game.new("rook", COMPASS, "West"), "rook-kentucky": Game.new("rook", COMPASS, "West", {"deck": "kentucky"}),
            "spades": Game.new("spades", COMPASS, "West"),
            "million": Game.new("make-a-million", ["A", "Z", "B", "Y"], "Y")}


class Screens(Table):
    def go(self, route: str) -> None:
        """The screen at ``route``, opened inside the module's page (``in_page.go_within``)."""
        assert go_within(self.app, route), f"{route} was never drawn"
        self.where = buttons(self.app)

    def disabled(self) -> list[str]:
        return list(self.app.page.evaluate(DISABLED))


@pytest.fixture(scope="module")
def served(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[FletServer, Path, dict[str, str]]]:
    require_chromium()
    data = tmp_path_factory.mktemp("stay-put") / "data"
    store = GameStore(data)
    ids = {name: store.create_game(game, name=name) for name, game in games().items()}
    store.close()
    with FletServer("scorekeeper", command=keeper_app_command(data)) as server:
        yield server, data, ids


@pytest.fixture(scope="module")
def screens(served) -> Iterator[Screens]:
    server, data, ids = served
    with FletBrowser(server.url, viewport=PHONE) as app:
        yield Screens(app, server.url, ids, data)


def grid_of(first: int, last: int, step: int = 1) -> list[str]:
    return [str(n) for n in range(first, last + 1, step)]


@pytest.mark.browser
def test_in_bengali_every_bid_and_pass_are_on_the_first_screen_and_no_keypad_is_offered(served):
    """First in the module: its Bengali browser is closed before the module's English one opens."""
    server, data, ids = served
    with FletBrowser(f"{server.url}game/{ids['twenty-nine-bn']}", viewport=PHONE, locale="bn-BD") as app:
        table = Screens(app, server.url, ids, data)
        # The app learns the browser's language a round trip after its first frame (it asks for the device's
        # locale and preferences, then draws the screen again): read the buttons once they are in Bengali.
        app.page.get_by_role("button", name="পাস").wait_for(timeout=app.load_timeout_ms)
        app.wait_stable()
        table.where = buttons(app)
        bids = [b.translate(str.maketrans("0123456789", "০১২৩৪৫৬৭৮৯")) for b in grid_of(15, 29)]
        assert all(on_screen(table.where[(b, 0)]) for b in [*bids, "পাস"])
        assert ("অন্য ডাক…", 0) not in table.where  # every bid is a button: nothing to type
        table.tap(bids[2], *bids, "পাস")


# -- the bid grids ------------------------------------------------------------------------------------------------
@pytest.mark.browser
def test_twenty_nine_shows_every_bid_in_its_place_and_greys_the_ones_the_rules_refuse(screens: Screens):
    screens.open("twenty-nine")
    bids = grid_of(15, 29)
    assert all(on_screen(screens.where[(b, 0)]) for b in bids)
    assert ("Other bid…", 0) not in screens.where  # every bid is a button: no keypad for another
    screens.tap("17", *bids, "Pass")  # the bid meant stays where it was, and every other bid too
    assert [b for b in bids if b in screens.disabled()] == grid_of(15, 17)
    screens.tap("20", *bids, "Pass")
    assert [b for b in bids if b in screens.disabled()] == grid_of(15, 20)
    screens.tap("Pass", *bids, "Pass")
    screens.app.screenshot(SHOTS / "bid-grid-twenty-nine.png")


@pytest.mark.browser
def test_rook_shows_its_bids_in_fives_and_105_never_lands_where_pass_was(screens: Screens):
    screens.open("rook")
    bids = grid_of(70, 120, 5)
    for call in ("70", "85", "100", "105"):
        screens.tap(call, *bids, "Pass")
    assert [b for b in bids if b in screens.disabled()] == grid_of(70, 105, 5)
    screens.app.screenshot(SHOTS / "bid-grid-rook.png")


@pytest.mark.browser
def test_rook_with_the_kentucky_deck_fits_its_23_bids_on_the_first_screen(screens: Screens):
    screens.open("rook-kentucky")
    bids = grid_of(70, 180, 5)
    screens.tap("150", *bids, "Pass")


@pytest.mark.browser
def test_spades_bids_stay_in_their_grid(screens: Screens):
    screens.open("spades")
    bids = ["Nil", *grid_of(1, 13)]
    screens.app.screenshot(SHOTS / "bid-grid-spades.png")
    for call in ("3", "Nil", "4"):
        screens.tap(call, *bids)
    screens.tap("5", new_part=True)  # the fourth bid ends the bidding


@pytest.mark.browser
def test_make_a_million_keeps_pass_and_other_in_place_as_the_raises_change(screens: Screens):
    screens.open("million")
    for call in ("$175,000", "$200,000", "Pass", "$225,000"):
        screens.tap(call, "Pass", "Other amount…")
    screens.tap("Other amount…", "Pass", "Other amount…", *"0123456789", "Delete a digit", "Bid")


# -- Twenty-nine's play -------------------------------------------------------------------------------------------
@pytest.mark.browser
def test_the_royals_picker_opens_under_the_seats_and_totals_only_is_on_the_first_screen(screens: Screens):
    screens.open("twenty-nine-play")
    entry = ["J", "9", "A", "10", *COMPASS, "Totals only…"]
    screens.tap("Royals (K+Q of hearts)…", *entry, "Cancel")
    screens.tap("Cancel", *entry)
    screens.tap("J", "9", *COMPASS, "Clear")  # Clear takes Totals only's place: the row does not wrap


# -- New game and Settings ----------------------------------------------------------------------------------------
@pytest.mark.browser
def test_new_game_keeps_add_spades_start_and_the_screen_in_place(screens: Screens):
    screens.go("/new")
    app = screens.app
    screens.tap("Spades", "Make-a-Million", "Twenty-nine", "Rook", "Spades", "Add")
    scroll(screens, 3000)  # down to the first dealer and Start
    screens.tap("Draw at random", "Draw at random", "Start Spades")  # refused: the banner floats, nothing moves
    app.expect_text("Seat the players first, then draw the dealer")
    scroll(screens, -3000)
    for number, name in enumerate(("Ann", "Bo", "Cy", "Di"), 1):
        before = buttons(app)
        app.fill("New player's name", name, submit=True)  # Enter adds, as Add does
        app.expect_text(f"{number}. {name}")
        screens.where = after = buttons(app)
        for control in ("Add", "Spades"):
            assert moved(before[(control, 0)], after[(control, 0)]) <= MOST_MOVE, f"{control} moved adding {name}"
    # The name field keeps the focus after Enter, as on a phone: a dealer tapped far below it does not scroll
    # the form back up to it (the seat's button is kept, not made anew under the finger).
    scroll(screens, 3000)
    screens.tap("Bo", "Bo", "Start Spades", "Draw at random")  # a dealer tapped: Start stays where it was
    screens.tap("Cy", "Bo", "Cy", "Start Spades", "Draw at random")  # another: nothing moves either
    screens.tap("Bo", "Bo", "Start Spades", "Draw at random")
    screens.tap("Start Spades", new_part=True)
    app.expect_text("Cy bids")  # Bo deals: Cy, on his left, bids first


def scroll(screens: Screens, pixels: int) -> None:
    """The keeper's thumb moves the screen: where every button is, read again."""
    page = screens.app.page
    page.mouse.move(200, 600)
    page.mouse.wheel(0, pixels)
    page.wait_for_timeout(600)
    screens.where = buttons(screens.app)


# -- names --------------------------------------------------------------------------------------------------------
@pytest.mark.browser
def test_each_control_of_settings_has_one_name_that_says_which_it_is(screens: Screens):
    screens.go("/settings")
    snapshot = screens.app.page.locator("flt-semantics-host").aria_snapshot()
    assert 'button "Theme as the device"' in snapshot and 'button "Language as the device"' in snapshot
    assert 'button "As the device"' not in snapshot
    assert "Game to export Game to export" not in snapshot
    assert re.search(r"- button\n", snapshot + "\n") is None, "a button without a name"
    screens.go("/settings/sync")  # the sync fields have a screen of their own
    snapshot = screens.app.page.locator("flt-semantics-host").aria_snapshot()
    assert 'textbox "Password"\n  - button "Show the password"' in snapshot
    assert re.search(r"- button\n", snapshot + "\n") is None, "a button without a name"


@pytest.mark.browser
def test_settings_keeps_its_scroll_when_a_language_is_tapped(screens: Screens):
    screens.go("/settings")
    app = screens.app
    scroll(screens, 3000)  # down to the Language card, at the end
    screens.tap("हिन्दी", "English", "বাংলা")  # the screen is drawn again in Hindi, scrolled where it was
    app.expect_text("भाषा")
    screens.where = buttons(app)
    screens.tap("English", "हिन्दी", "বাংলা")
