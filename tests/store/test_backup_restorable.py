"""Every backup the app writes is one its restore takes, even of a folder where a game's setup file is gone.

The case an attacker found: with one game's setup file deleted (its journal left, or nothing), the
game list keeps the game as "its file is missing", and ``backup`` (and every automatic snapshot)
listed it in the backup's index without its file; a restore of that backup was then refused whole
("lists game ... but does not hold its file"), for every game in it.  Now such a game is left out of
the backup's index, said in one sentence, and what is left of its files goes in under a kept name.
"""

from __future__ import annotations

import zipfile
from pathlib import Path

import pytest

from scorekeeper.cli_store import main
from scorekeeper.rules import game_from_record
from scorekeeper.store import GameStore

from .records import long_game, renamed


def run(capsys, *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


@pytest.mark.parametrize("lost", [(".json",), (".json", ".events")])
def test_a_backup_of_a_folder_with_a_game_whose_file_is_missing_restores_the_other_games(
        data_dir, tmp_path, capsys, lost):
    store = GameStore(data_dir, auto_backup=False)
    kept = store.create_game(game_from_record(renamed(long_game(1), "kept")))
    gone = store.create_game(game_from_record(renamed(long_game(2), "gone")))
    for suffix in lost:
        (data_dir / "games" / f"{gone}{suffix}").unlink()

    code, out, err = run(capsys, "backup", "--data", str(data_dir), str(tmp_path / "b.zip"))
    assert code == 0
    assert out.startswith("backed up 1 game and ")  # the games in the backup, not the games listed
    assert f"game {gone} was left out of the backup: its file is missing, so a restore could not give it back" in err

    code, out, err = run(capsys, "restore", "--data", str(tmp_path / "elsewhere"), str(tmp_path / "b.zip"))
    assert (code, err) == (0, "")
    _, listed, _ = run(capsys, "games", "--data", str(tmp_path / "elsewhere"))
    assert kept in listed and gone not in listed
    with zipfile.ZipFile(tmp_path / "b.zip") as zf:
        journals = sorted(n for n in zf.namelist() if n.startswith(f"games/{gone}"))
    assert [n.split(".damaged-")[0] for n in journals] == ([f"games/{gone}.events"] if ".events" not in lost else [])
