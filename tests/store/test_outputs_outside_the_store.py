"""An export or a backup is never written among the data folder's own files (its backups folder excepted).

The case an attacker found: ``export --all DATA/games`` wrote each game's record over its setup file
and ``export -o DATA/games/<id>.events`` over its journal; the next opening found both damaged and
could only take them back from a copy (none, on a folder without one).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from scorekeeper.cli_store import main
from scorekeeper.rules import game_from_record
from scorekeeper.store import GameStore

from .records import long_game
from .test_backups import data_state


def run(capsys, *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def refusal(target: Path, data: Path) -> str:
    return (f"scorekeeper: error: cannot write {target}: it is inside the data folder {data}, among Scorekeeper's "
            "own files; give a place outside it, or in its backups folder\n")


@pytest.mark.parametrize("command", [
    ("export", "--all", "{data}/games"),
    ("export", "--all", "{data}"),
    ("export", "{gid}", "-o", "{data}/games/{gid}.events"),
    ("export", "{gid}", "-o", "{data}/games/{gid}.json"),
    ("backup", "{data}/scorekeeper.json"),
    ("backup", "{data}/trash/x.zip"),
])
def test_an_output_among_the_store_files_is_refused_and_nothing_changes(tmp_path, capsys, command):
    data = tmp_path / "data"
    gid = GameStore(data, auto_backup=False).create_game(game_from_record(long_game(1)))
    argv = [part.format(data=data, gid=gid) for part in command]
    before = data_state(data)

    code, out, err = run(capsys, argv[0], "--data", str(data), *argv[1:])

    assert (code, out) == (2, "")
    assert err == refusal(Path(argv[-1]), data)
    assert data_state(data) == before


def test_the_backups_folder_and_a_place_outside_take_an_export_and_a_backup(tmp_path, capsys):
    data = tmp_path / "data"
    gid = GameStore(data, auto_backup=False).create_game(game_from_record(long_game(1)))
    assert run(capsys, "export", "--data", str(data), gid, "-o", str(data / "backups" / "mine.json"))[0] == 0
    assert run(capsys, "backup", "--data", str(data), str(data / "backups" / "mine.zip"))[0] == 0
    assert run(capsys, "export", "--data", str(data), "--all", str(tmp_path / "out"))[0] == 0
    assert sorted(p.name for p in (tmp_path / "out").iterdir()) == [f"{gid}.json"]
