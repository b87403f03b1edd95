"""Every registered game's correction editor opens with its choices, Save and Cancel on the first screen.

At 412 x 915 in Chromium: the first hand's last entry (the one furthest down its page) of each game's
finished game (the Play again set, so a new game is measured once it is registered) is scrolled to and
Corrected; then every button of its editor, from the entry's Correct button down to Cancel, must lie
wholly on the screen, and the corrected entry must still be on it. Boxes are measured, labels are not
trusted. One server and one page for the module: each game's hand is opened inside the loaded app
(``in_page.OneTab``), its editor a new screen's, at the top of a new page as a fresh load draws it.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from tests.shipped import shipped_games

from tests.ui.test_play_again import FINISHED

from .harness import keeper_app_over
from .in_page import OneTab
from .test_next_entry_on_first_screen import PHONE
from .test_table_round_three import on_screen, open_its_editor


def finished_games_served(tmp_path_factory: pytest.TempPathFactory, label: str,
                          ) -> Iterator[tuple[str, dict[str, str]]]:
    """The keeper app over a data folder holding every registered game's finished game (the Play again set),
    each named "<label> <kind>": its address and the games' ids by kind."""
    stored = {kind: (f"{label} {kind}", make()) for kind, (make, _) in FINISHED.items()}
    with keeper_app_over(tmp_path_factory.mktemp(label) / "data", stored) as served_app:
        yield served_app


@pytest.fixture(scope="module")
def served(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[str, dict[str, str]]]:
    yield from finished_games_served(tmp_path_factory, "editors")


@pytest.fixture(scope="module")
def tab(served: tuple[str, dict[str, str]]) -> Iterator[OneTab]:
    with OneTab(served[0], viewport=PHONE, locale="en-US") as one:
        yield one


def test_every_registered_game_is_measured_here():
    assert set(FINISHED) == set(shipped_games())


@pytest.mark.browser
@pytest.mark.parametrize("kind", sorted(FINISHED))
def test_the_last_entrys_editor_opens_wholly_on_the_first_screen(served, tab, kind):
    base, ids = served
    hand = FINISHED[kind][0]().table.hands[0]
    app = tab.open(f"/game/{ids[kind]}/hand/1")
    app.expect_text("Entries")
    correct = app.page.locator("flt-semantics[role=button]:has-text('Correct ')").nth(hand.event_count - 1)
    opened, buttons = open_its_editor(app, correct, f"editor-{kind}.png")
    cancel = [b for b in buttons if b[0] == "Cancel" and b[2] >= opened["y"]]
    assert cancel and on_screen(cancel[0]), f"Cancel not on the first screen: {cancel}"
    editor = [b for b in buttons if opened["y"] + opened["height"] <= b[2] < cancel[0][2]]
    assert editor, f"no choice between the entry and Cancel: {buttons}"
    assert all(on_screen(b) for b in editor), f"the editor's choices off the screen: {editor}"
