"""A backup to restore holds plain files only: a member its zip marks as a link, a pipe or a folder is refused.

A zip made on Unix keeps each member's ``st_mode``; a link is stored as the path it points to.
Unpacked as a plain file, such a member would put that path where a game's entries belong: the
restore went through, and the restored game had lost every entry ("Entries 1 to 4 are in no backup").
Now the whole backup is refused in one sentence, before anything is touched.
"""

from __future__ import annotations

import os
import stat
import zipfile
from pathlib import Path

import pytest

from scorekeeper.cli_store import main
from scorekeeper.rules import game_from_record

from .records import long_game, renamed
from .test_backups import book, data_state


def run(capsys, *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def rewritten(backup: Path, target: Path, mode_of: dict[str, tuple[int, bytes]]) -> Path:
    """A copy of ``backup`` whose members ending as a key of ``mode_of`` get that mode and those bytes."""
    with zipfile.ZipFile(backup) as src, zipfile.ZipFile(target, "w") as out:
        for info in src.infolist():
            member = zipfile.ZipInfo(info.filename, info.date_time)
            member.create_system = 3  # Unix: the mode is in the high 16 bits
            mode, data = next(((m, d) for end, (m, d) in mode_of.items() if info.filename.endswith(end)),
                              (info.external_attr >> 16, src.read(info.filename)))
            member.external_attr = mode << 16
            out.writestr(member, data)
    return target


@pytest.mark.parametrize(("mode", "kind"), [(stat.S_IFLNK | 0o777, "a link"), (stat.S_IFIFO | 0o644, "a pipe (FIFO)"),
                                            (stat.S_IFDIR | 0o755, "a folder")])
def test_a_journal_member_that_is_not_a_file_refuses_the_restore_and_changes_nothing(
        data_dir, tmp_path, capsys, mode, kind):
    book(data_dir, games=1)
    assert run(capsys, "backup", "--data", str(data_dir), str(tmp_path / "good.zip"))[0] == 0
    bad = rewritten(tmp_path / "good.zip", tmp_path / "bad.zip", {".events": (mode, b"../../outside/notes.txt")})
    before = data_state(data_dir)

    code, out, err = run(capsys, "restore", "--data", str(data_dir), str(bad))

    assert code == 2
    assert out == ""
    assert len(err.strip().splitlines()) == 1
    assert f"as {kind}, not as a file; a Scorekeeper backup holds only plain files; nothing was changed" in err
    assert data_state(data_dir) == before


def test_the_same_backup_with_plain_members_restores(data_dir, tmp_path, capsys):
    store = book(data_dir, games=1)
    assert run(capsys, "backup", "--data", str(data_dir), str(tmp_path / "good.zip"))[0] == 0
    store.create_game(game_from_record(renamed(long_game(3), "later")))
    plain = rewritten(tmp_path / "good.zip", tmp_path / "plain.zip", {})

    assert run(capsys, "restore", "--data", str(data_dir), str(plain))[0] == 0
    code, out, _ = run(capsys, "games", "--data", str(data_dir))
    assert code == 0
    assert "later" not in out
    assert out.count("\n  2") == 1  # one game, listed once (ids start with the year)
    assert os.path.isdir(data_dir / "games")
