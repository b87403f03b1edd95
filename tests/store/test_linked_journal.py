"""A journal that is a link is never read, even when what it points to reads as a whole journal.

The case an attacker found: the journal was read line by line through an opener that followed
links, and only a line out of order fell back to the reader that refuses them.  So a journal
linked to a file elsewhere holding whole journal lines (another folder's game, a copy kept aside)
was read as the game's: shown, counted by stats, and written back into the data folder by the next
correction.  Now the line-by-line read refuses the link too, in the same sentence.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from scorekeeper.cli_store import main
from scorekeeper.rules import game_from_record
from scorekeeper.service import Scorekeeper, StorageProblem
from scorekeeper.store import DamagedFileError, GameStore
from scorekeeper.store.gamefiles import read_journal

from .records import long_game

LINK_REASON = ("is a link, not a regular file: Scorekeeper follows no link inside its data folder; put the file "
               "itself in its place")


def linked_game(data_dir: Path, elsewhere: Path) -> tuple[str, Path]:
    """A game whose journal is a link to a whole copy of itself outside the data folder, no copy of it left inside."""
    gid = GameStore(data_dir, auto_backup=False).create_game(game_from_record(long_game(2)))
    journal = data_dir / "games" / f"{gid}.events"
    elsewhere.mkdir()
    copy = elsewhere / "journal.events"
    copy.write_bytes(journal.read_bytes())
    for stale in data_dir.glob(f"games/{gid}.events*"):
        stale.unlink()
    journal.symlink_to(copy)
    return gid, copy


def test_a_journal_linked_to_a_whole_journal_is_refused_not_read(data_dir, tmp_path):
    gid, _ = linked_game(data_dir, tmp_path / "elsewhere")
    with pytest.raises(DamagedFileError, match=LINK_REASON):
        read_journal(data_dir / "games" / f"{gid}.events")
    with pytest.raises(StorageProblem, match=LINK_REASON):
        Scorekeeper(GameStore(data_dir, auto_backup=False)).open_game(gid)


def test_export_and_stats_say_the_link_and_the_file_elsewhere_is_left_as_it_was(data_dir, tmp_path, capsys):
    gid, copy = linked_game(data_dir, tmp_path / "elsewhere")
    before = (copy.read_bytes(), copy.stat().st_mtime_ns)

    assert main(["export", "--data", str(data_dir), gid]) == 2
    out, err = capsys.readouterr()
    assert out == ""
    assert err.endswith(f"scorekeeper: error: Could not open the game: {gid}.events is damaged ({LINK_REASON}). "
                        "Nothing was stored.\n")  # (after the automatic snapshot's note that left the game out)
    assert main(["stats", "--data", str(data_dir)]) == 0
    out, _ = capsys.readouterr()
    assert f"{gid}.events is damaged ({LINK_REASON})" in out
    assert (copy.read_bytes(), copy.stat().st_mtime_ns) == before
    assert (data_dir / "games" / f"{gid}.events").is_symlink()
