"""A game the index lists twice is counted once: a backup holding such an index is refused, and a data folder's is
set right when it is opened.

The case an attacker found: a backup whose index listed one game under two keys restored without a
word; then ``stats`` counted that game twice ("games 3 played" with two games stored) and
``export --all`` exported it twice.
"""

from __future__ import annotations

import json
import zipfile
from pathlib import Path

from scorekeeper.cli_store import main
from scorekeeper.rules import game_from_record
from scorekeeper.store import GameStore

from .records import long_game, renamed
from .test_backups import data_state


def run(capsys, *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def listed_twice(index: dict) -> dict:
    games = index["games"]
    first = min(games, key=int)
    games[str(max(map(int, games)) + 1)] = dict(games[first])
    return index


def test_a_backup_whose_index_lists_a_game_twice_is_refused_and_nothing_changes(data_dir, tmp_path, capsys):
    store = GameStore(data_dir, auto_backup=False)
    gid = store.create_game(game_from_record(renamed(long_game(1), "one")))
    assert run(capsys, "backup", "--data", str(data_dir), str(tmp_path / "good.zip"))[0] == 0
    with zipfile.ZipFile(tmp_path / "good.zip") as src, zipfile.ZipFile(tmp_path / "twice.zip", "w") as out:
        for name in src.namelist():
            data = src.read(name)
            if name == "scorekeeper.json":
                data = json.dumps(listed_twice(json.loads(data))).encode()
            out.writestr(name, data)
    store.create_game(game_from_record(renamed(long_game(2), "two")))
    before = data_state(data_dir)

    assert run(capsys, "restore", "--data", str(data_dir), str(tmp_path / "twice.zip")) == (
        2, "", f"scorekeeper: error: twice.zip: its index lists game {gid!r} twice; nothing was changed\n")
    assert data_state(data_dir) == before


def test_a_data_folder_whose_index_lists_a_game_twice_counts_and_exports_it_once(data_dir, tmp_path, capsys):
    gid = GameStore(data_dir, auto_backup=False).create_game(game_from_record(long_game(1)))
    index_path = data_dir / "scorekeeper.json"
    index_path.write_text(json.dumps(listed_twice(json.loads(index_path.read_text()))))

    code, listed, _ = run(capsys, "games", "--data", str(data_dir))
    assert code == 0 and listed.count(gid) == 1
    assert run(capsys, "export", "--data", str(data_dir), "--all", str(tmp_path / "out"))[1] == \
        f"exported 1 game to {tmp_path / 'out'}\n"
    assert [doc["id"] for doc in json.loads(index_path.read_text())["games"].values()] == [gid]
