"""Restore… in Chromium when the browser refuses the file chooser (as it refuses one asked for too long after the
tap, on a very slow phone; played by ``refused_chooser_app``: the first request is never answered): the keeper reads
that it did not open, and "Choose the file" opens it at once; the next Restore… opens the chooser straight away."""

from __future__ import annotations

from pathlib import Path

import pytest

from scorekeeper.store import GameStore
from ..board.conftest import example_game

from .harness import FletBrowser, FletServer, require_chromium

pytestmark = [pytest.mark.browser]
NOT_OPENED = ("The file chooser did not open: this device answered the tap too slowly. "
              "Tap “Choose the file” to open it.")


@pytest.fixture
def refused_app(tmp_path: Path):
    """The app whose first chooser is refused (``refused_chooser_app``), on a folder of one game, at Settings."""
    require_chromium()
    data = tmp_path / "data"
    with GameStore(data) as store:
        store.create_game(example_game("dollars-made-then-set-back"), name="Friday game")
    server = FletServer("tests/browser/refused_chooser_app.py:main", env={"SCOREKEEPER_DATA": str(data)}).start()
    app = None
    try:
        app = FletBrowser(server.url, viewport=(412, 915)).open()
        app.button("Settings").click()
        app.expect_text("A backup holds every game, the trash and the players.")
        yield app
    finally:
        if app is not None:
            app.close()
        server.stop()


def test_a_refused_chooser_is_said_and_choose_the_file_opens_it_at_once(refused_app: FletBrowser, tmp_path: Path):
    app = refused_app
    with app.page.expect_download(timeout=60000) as download:
        app.button("Back up…").click()
    backup = tmp_path / download.value.suggested_filename
    download.value.save_as(backup)
    app.wait_stable()
    choosers = []

    def opened(chooser) -> None:
        choosers.append(chooser)
    app.page.on("filechooser", opened)
    app.button("Restore…").click()  # the chooser refused: no answer, no loss of focus
    app.expect_text(NOT_OPENED, timeout_ms=60000)
    assert choosers == []  # nothing opened: the sentence is what the keeper sees
    app.page.remove_listener("filechooser", opened)
    with app.page.expect_file_chooser(timeout=30000) as chooser:
        app.button("Choose the file").click()  # a fresh tap, answered at once
    chooser.value.set_files(str(backup))
    app.expect_text(f"Replace everything stored here with {backup.name} (1 game)?", timeout_ms=60000)
    app.expect_no_text(NOT_OPENED)
    app.button("Keep my data").click()
    app.expect_text("Restore cancelled; nothing changed")
    with app.page.expect_file_chooser(timeout=30000) as chooser:  # a quick answer: the chooser opens at once
        app.button("Restore…").click()
    chooser.value.set_files(str(backup))
    app.expect_text(f"Replace everything stored here with {backup.name} (1 game)?", timeout_ms=60000)
    app.expect_no_text(NOT_OPENED)
