"""After Save of a past entry's correction, the re-scored summary's "Scores now: …" is on the screen, in every game.

Issue 38 point 2 saw it out of sight in Pitch; the summary is one card for every game, but how far down its
totals line sits depends on the game (how many hands follow the corrected one, how long each hand's verdict
is at 412 px), so each registered game's finished game (the Play again set) is corrected in Chromium at
412 x 915: its first hand's entry ``CORRECTIONS`` names is scrolled to and Corrected, the editor's buttons named
there are tapped (the last one saves), and once every box is at rest the "Scores now:" line's box must lie
wholly on the screen with no other text drawn over it (the "Corrected …" notice is a banner).  Boxes are
measured, labels are not trusted.  One server and one Chromium for the module: each game's hand opens inside the
loaded app, in the same tab (``in_page.go_within``: a new screen, its editor and summary its own).
"""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest
from tests.shipped import shipped_games

from tests.ui.test_play_again import FINISHED

from .harness import FletBrowser
from .in_page import go_within
from .test_every_correction_editor_in_browser import finished_games_served
from .test_next_entry_on_first_screen import PHONE, SHOTS, settle
from .test_table_round_three import Leaf, leaves, on_screen, overlap, scroll_into_view, still

Step = str | re.Pattern[str]
# Each game's correction: which entry of its first hand (1 = the first), and the editor's buttons tapped, by
# label; the last tap saves (a choice that stores at once, the editor's Save, or a keypad's done key).  The
# entry furthest down the hand where the game allows, so the page has scrolled before the summary shows.
CORRECTIONS: dict[str, tuple[int, list[Step]]] = {
    "bid-euchre": (5, ["Hearts"]),
    "bid-whist": (5, ["Hearts"]),
    "euchre": (2, ["East", "Save"]),
    "exact-bid": (2, ["Save"]),
    "five-hundred": (5, ["0"]),
    "make-a-million": (22, ["A"]),
    "pedro": (5, ["Hearts"]),
    "pitch": (7, ["North"]),
    "rook": (5, ["Red"]),
    "seven-up": (5, ["Ann"]),
    "sixty-six": (3, ["Bob"]),
    "spades": (4, ["Nil"]),
    "twenty-eight": (9, ["1", "7", re.compile(r"17$")]),
    "twenty-nine": (14, ["North"]),
}


@pytest.fixture(scope="module")
def served(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[str, dict[str, str]]]:
    yield from finished_games_served(tmp_path_factory, "rescored")


def test_every_registered_game_is_corrected_here():
    assert set(CORRECTIONS) == set(FINISHED) == set(shipped_games())


def scroll_to_and_tap(app: FletBrowser, button: object) -> None:
    """The keeper scrolls until ``button`` (a locator) is on the screen, then taps it."""
    scroll_into_view(app, button)
    frames = len(app.frames_received)
    button.click()  # type: ignore[attr-defined]
    settle(app, frames)
    still(app)


def summary_seen(app: FletBrowser, kind: str) -> str | None:
    """Why the re-scored totals are not seen whole on the screen, or None when they are."""
    shown = leaves(app)
    totals = [leaf for leaf in shown if leaf[0].startswith("Scores now:")]
    if not totals:
        return f"{kind}: no re-scored summary among {[leaf[0] for leaf in shown]}"
    line: Leaf = totals[0]
    if not on_screen(line):
        return f"{kind}: 'Scores now' off the screen at {line[1:5]}"
    over = [leaf[0] for leaf in shown if leaf is not line and leaf[5] != "dialog" and overlap(leaf, line) > 25]
    return f"{kind}: 'Scores now' under {over}" if over else None


@pytest.mark.browser
def test_after_save_each_games_rescored_totals_are_on_the_screen(served):
    base, ids = served
    kinds = sorted(ids)
    unseen: list[str] = []
    with FletBrowser(f"{base}game/{ids[kinds[0]]}/hand/1", viewport=PHONE, locale="en-US") as app:
        for kind in kinds:
            if kind != kinds[0] and not go_within(app, f"/game/{ids[kind]}/hand/1"):
                unseen.append(f"{kind}: its hand never opened")
                continue
            app.expect_text("Entries")
            entry, steps = CORRECTIONS[kind]
            scroll_to_and_tap(app, app.page.locator("flt-semantics[role=button]:has-text('Correct ')").nth(entry - 1))
            for step in steps:  # the editor is under the entry: its buttons are the last of their label
                scroll_to_and_tap(app, app.button(step).last)
            app.wait_stable()
            problem = summary_seen(app, kind)
            if problem:  # the screen to look at beside the failure; a right one is not drawn
                app.screenshot(SHOTS / f"rescored-{kind}.png", settle_ms=0)  # still already
                unseen.append(problem)
    assert unseen == [], "\n".join(unseen)
