"""The board's read-only reader meets a damaged journal: it says so in the store's one message, shows the
game as the writer would repair it, and writes nothing (the keeper's app repairs it when it opens it)."""

from __future__ import annotations

from scorekeeper.board.hub import Hub, Watcher
from scorekeeper.board.source import FolderSource
from scorekeeper.cli_store import main as store_main

from tests.store.test_journal_damage import aside_files, cut, flip, played, snapshot_label
from tests.store.test_readonly import folder_state


def board_of(data, gid):
    """The board's view of the game, as its watcher renders it."""
    source = FolderSource(data)
    watcher = Watcher(source, gid, Hub(), poll=1.0)
    return watcher.render(gid, (gid, source.game_version(gid)))[1]


def test_a_journal_cut_short_is_shown_with_the_message_and_nothing_is_written(tmp_path):
    data = tmp_path / "data"
    gid, _lines = played(data)
    cut(data, gid)
    before = folder_state(data)

    view = board_of(data, gid)

    assert view.data["notice"] == (
        f"The events of game 'Friday' could not all be read: {gid}.events holds 11 whole entries but 12 were "
        "stored (it was cut short). Entry 12 is in no backup and could not be recovered. The game is shown with "
        "11 entries, but it could not be repaired on disk (the data folder is only read here); nothing there "
        "was changed.")
    assert "Damaged data" in view.html and "it was cut short" in view.html
    assert [h["number"] for h in view.data["hands"]] == [1]
    assert folder_state(data) == before


def test_a_flipped_byte_is_filled_in_from_the_snapshot_as_the_app_would_and_said(tmp_path):
    data = tmp_path / "data"
    gid, _lines = played(data, snapshot_after=9)
    flip(data, gid, entry=7)

    view = board_of(data, gid)

    assert view.data["notice"] == (
        f"The events of game 'Friday' could not all be read: entry 7 is damaged in {gid}.events. Entries 7 to 9 "
        f"were taken from {snapshot_label(data)}. Entries 10 to 12, intact after the damage, were kept. The game "
        "is shown with 12 entries, but it could not be repaired on disk (the data folder is only read here); "
        "nothing there was changed.")
    assert [h["number"] for h in view.data["hands"]] == [1, 2]
    assert view.data["totals"] == {"A": 440000, "Z": 360000, "B": 440000, "Y": 360000}


def test_once_the_app_has_repaired_it_the_board_shows_the_game_without_a_notice(tmp_path, capsys):
    data = tmp_path / "data"
    gid, _lines = played(data)
    cut(data, gid)
    assert board_of(data, gid).data["notice"] is not None

    assert store_main(["games", "--data", str(data)]) == 0  # a writer reads it: repaired on disk, said there
    capsys.readouterr()

    view = board_of(data, gid)
    assert view.data["notice"] is None and "Damaged data" not in view.html
    assert [h["number"] for h in view.data["hands"]] == [1]
    assert len(aside_files(data, gid, "damaged")) == 1
