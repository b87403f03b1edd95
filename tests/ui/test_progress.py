"""Progress bars for long work in Settings (an import of many files, a restore; the sync card's in
tests/sync): the bar shows, advances as the work reports, and goes when the work ends.  The reports are
driven here (no timing): the work's own calls, and the strip's, as the worker's callback makes them."""

from __future__ import annotations

import json

from scorekeeper.progress import Thinned
from tests.store.records import long_game

from .app_fixtures import disk_store_at as store_at
from .app_fixtures import open_app
from .test_settings_screen import picked, sent_bytes


def control(ui, key: str):
    """The control with ``key``, shown or hidden (a bar is hidden once its work is done)."""
    return next(c for c in ui.walk(visible_only=False) if getattr(c, "key", None) == key)


def test_a_report_is_passed_on_at_most_once_per_two_percent_of_the_way() -> None:
    shown: list[tuple[int, int]] = []
    thinned = Thinned(lambda done, total: shown.append((done, total)))
    for done in range(1, 1001):
        thinned(done, 1000)
    assert len(shown) == 51  # the first, one per 2 %, the last: however many items
    assert (shown[0], shown[1], shown[-1]) == ((1, 1000), (21, 1000), (1000, 1000))
    thinned(3, 1000)  # the next part of the work starts again from the beginning: shown
    assert shown[-1] == (3, 1000)


def test_the_import_bar_advances_as_the_work_reports_and_goes_when_it_ends(make_ui, tmp_path):
    store = store_at(tmp_path)
    ui = open_app(make_ui, store, "/settings")
    assert not ui.exists("import-progress-box")  # no work, no bar
    assert not any(c.key == "import-progress-box" for c in ui.walk(visible_only=False))  # made when work starts
    strip = ui.page.data.screen.import_progress
    ui.run(lambda: strip.start("Checking 200 files…"))
    assert (ui.find("import-progress").value, ui.find("import-progress-line").value) == (0.0, "Checking 200 files…")
    ui.run(lambda: strip.show(50, 200, "Stored 50 of 200 games"))
    assert (ui.find("import-progress").value, ui.find("import-progress-line").value) == (0.25, "Stored 50 of 200 games")
    ui.run(lambda: strip.show(150, 200, "Stored 150 of 200 games"))
    assert ui.find("import-progress").value == 0.75
    ui.run(strip.finish)
    assert not ui.exists("import-progress-box")
    # a real import of many files: the worker's last report (all stored) reached the bar, then it went
    files = [(f"g{i}.json", json.dumps(long_game(1, target=50_000_000 + i)).encode()) for i in range(30)]
    ui.stub("FilePicker.pick_files", [picked(name, data)[0] | {"id": i} for i, (name, data) in enumerate(files)])
    ui.click("import-record")
    assert (control(ui, "import-progress").value, control(ui, "import-progress-line").value) == (
        1.0, "Stored 30 of 30 games")
    assert not ui.exists("import-progress-box")
    assert len(store.list_games()) == 30
    ui.assert_no_crash()


def test_a_restore_shows_its_bar_to_the_end_and_then_hides_it(make_ui, tmp_path):
    store = store_at(tmp_path)
    ui = open_app(make_ui, store, "/settings")
    files = [(f"g{i}.json", json.dumps(long_game(1, target=50_000_000 + i)).encode()) for i in range(5)]
    ui.stub("FilePicker.pick_files", [picked(name, data)[0] | {"id": i} for i, (name, data) in enumerate(files)])
    ui.click("import-record")
    ui.click("backup")
    ui.stub("FilePicker.pick_files", picked("my-backup.zip", sent_bytes(ui)))
    ui.click("restore")
    ui.click("restore-confirm")
    assert ui.find("settings-notice").value.startswith("Restored 5 game files from my-backup.zip")
    assert (control(ui, "restore-progress").value, control(ui, "restore-progress-line").value) == (
        1.0, "Unpacked 12 of 12 files")  # manifest, index, 5 games × 2 files
    assert not ui.exists("restore-progress-box")
    ui.assert_no_crash()
