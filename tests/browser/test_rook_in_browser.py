"""Rook on a phone: the rule text's 95-bid hand entered trick by trick in headless Chromium at 412 x 915.

Before every tap (each call, trump, each counter, who took each trick, the nest, the result) the controls of
the next entry are on the first screen, the page never scrolled.  The taps of the whole hand are printed.
"""

from __future__ import annotations

import re
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from scorekeeper.rules import Game, score_report
from scorekeeper.store import GameStore, ReadOnlyStore
from tests.conftest import load_example, load_expected

from .harness import FletBrowser, FletServer, require_chromium
from .test_next_entry_on_first_screen import PHONE, Table, enter, finish

SEATS = ["A", "B", "C", "D"]
COUNTER_BUTTONS = [re.compile(rf"^{face} \(\d+\)$") for face in ("5", "10", "14", "Rook")]
TRICKS = [(t["winner"], ["Rook" if c == "rook" else str(c) for c in t["counters"]])
          for t in load_example("rook-95-bid")["hands"][0]["tricks"]]


@pytest.fixture(scope="module")
def table(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[Table, Path]]:
    require_chromium()
    data = tmp_path_factory.mktemp("rook") / "data"
    store = GameStore(data)
    ids = {"rook": store.create_game(Game.new("rook", SEATS, "D"), name="rook")}
    store.close()
    command = lambda port: [sys.executable, "-m", "scorekeeper", "--web", "--port", str(port),  # noqa: E731
                            "--data", str(data)]
    with FletServer("scorekeeper", command=command) as server:
        with FletBrowser(server.url, viewport=PHONE) as app:
            yield Table(app, server.url, ids), data


@pytest.mark.browser
def test_a_whole_rook_hand_trick_by_trick_keeps_every_entry_on_the_first_screen(table: tuple[Table, Path]):
    tables, data = table
    app = tables.open("rook")
    taps = 0
    app.expect_text("A to call")
    for call in ("70", "80", "Pass", "85", "90", "95", "Pass", "Pass"):  # the rule text's auction
        enter(app, call, "Pass")
        taps += 1
    enter(app, "Green", "Red", "Yellow", "Black")
    taps += 1
    entry = [*COUNTER_BUTTONS, *SEATS]
    for number, (winner, counters) in enumerate(TRICKS, 1):
        app.expect_text(f"Trick {number} of 9")
        for face in counters:
            enter(app, re.compile(rf"^{face} \(\d+\)$"), *entry)
            taps += 1
        enter(app, winner, *entry)
        taps += 1
    enter(app, "Nest: 5 (5)")
    taps += 1
    finish(app, "MADE")
    app.expect_text("B+D made it: 95 bid, took 100 → +100; A+C +20")
    print(f"\nRook, a 9-trick hand entered trick by trick at 412 x 915: {taps} taps "
          f"(8 calls, trump, 12 counters, 9 winners, the nest)")
    assert taps == 31
    game = ReadOnlyStore(data).load_game(tables.ids["rook"])  # what the app stored, as the board reads it
    assert score_report(game) == load_expected("rook-95-bid")
