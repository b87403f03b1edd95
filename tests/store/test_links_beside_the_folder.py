"""The lock files and restore stages beside the data folder are the store's own names: a link there is never
followed, and a restore is never stopped by one.

The case an attacker found: ``.data.lock`` and ``.data.restore.lock`` made links to a path elsewhere
made every command create an empty file there (the locks were opened with O_CREAT through the link);
``.data.restore-building`` made a link to a folder elsewhere was never removed (``rmtree`` refuses a
link, silently here) and every restore then failed with "(File exists)".
"""

from __future__ import annotations

from pathlib import Path

from scorekeeper.cli_store import main
from scorekeeper.rules import game_from_record
from scorekeeper.store import GameStore

from .records import long_game


def run(capsys, *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_links_in_the_names_of_the_locks_and_the_stage_are_replaced_and_nothing_is_made_elsewhere(
        tmp_path, capsys):
    data = tmp_path / "side" / "data"
    gid = GameStore(data, auto_backup=False).create_game(game_from_record(long_game(1)))
    assert run(capsys, "backup", "--data", str(data), str(tmp_path / "b.zip"))[0] == 0
    elsewhere = tmp_path / "elsewhere"
    (elsewhere / "stage").mkdir(parents=True)
    beside = data.parent
    (beside / ".data.lock").unlink(missing_ok=True)
    (beside / ".data.lock").symlink_to(elsewhere / "made-by-the-lock")
    (beside / ".data.restore.lock").unlink(missing_ok=True)
    (beside / ".data.restore.lock").symlink_to(elsewhere / "made-by-the-restore-lock")
    (beside / ".data.restore-building").symlink_to(elsewhere / "stage")

    code, out, err = run(capsys, "restore", "--data", str(data), str(tmp_path / "b.zip"))

    assert (code, err) == (0, "")
    assert out.startswith("restored ")
    assert sorted(p.name for p in elsewhere.rglob("*")) == ["stage"]
    assert sorted(p.name for p in beside.iterdir()) == [".data.lock", ".data.restore.lock", "data"]
    assert not any(p.is_symlink() for p in beside.iterdir())
    assert gid in run(capsys, "games", "--data", str(data))[1]


def test_a_link_in_the_name_of_a_finished_stage_is_not_taken_for_the_data_folder(tmp_path, capsys):
    data = tmp_path / "side" / "data"
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    data.parent.mkdir()
    (data.parent / ".data.restore-ready").symlink_to(elsewhere)

    assert run(capsys, "games", "--data", str(data)) == (0, f"no games stored in {data}\n", "")
    assert data.is_dir() and not data.is_symlink()
    assert list(elsewhere.iterdir()) == []
