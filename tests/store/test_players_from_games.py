"""A game whose players the data file's player list lacks gets them back, by the names the game gives them.

The case an attacker found: a backup whose index kept its games but not its player list restored
without a word, and then ``players`` listed nobody and ``stats`` named every player and partnership
by a bare id ("p-580ab3b3 & p-af19abbe").  Opening the folder now adds the missing players back from
the games' own entries, as it already did for a game the index did not list at all.
"""

from __future__ import annotations

import json
import zipfile
from pathlib import Path

from scorekeeper.cli_store import main
from scorekeeper.rules import game_from_record
from scorekeeper.store import GameStore

from .records import example_records


def run(capsys, *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def without_players(backup: Path, target: Path) -> Path:
    with zipfile.ZipFile(backup) as src, zipfile.ZipFile(target, "w") as out:
        for info in src.infolist():
            data = src.read(info.filename)
            if info.filename == "scorekeeper.json":
                index = json.loads(data)
                del index["players"]
                data = json.dumps(index).encode()
            out.writestr(info.filename, data)
    return target


def one_game(data_dir: Path) -> None:
    record = next(iter(example_records().values()))
    GameStore(data_dir, auto_backup=False).create_game(game_from_record(record))


def test_a_restored_backup_without_its_player_list_lists_and_counts_the_players_by_name(data_dir, tmp_path, capsys):
    one_game(data_dir)
    _, before, _ = run(capsys, "players", "--data", str(data_dir))
    assert run(capsys, "backup", "--data", str(data_dir), str(tmp_path / "good.zip"))[0] == 0
    bad = without_players(tmp_path / "good.zip", tmp_path / "no-players.zip")

    assert run(capsys, "restore", "--data", str(data_dir), str(bad))[0] == 0

    code, after, err = run(capsys, "players", "--data", str(data_dir))
    assert (code, err) == (0, "")
    assert after == before
    code, stats, _ = run(capsys, "stats", "--data", str(data_dir))
    assert code == 0
    assert "p-" not in stats


def test_an_index_that_lost_one_player_gets_that_one_back_and_keeps_the_others(data_dir):
    one_game(data_dir)
    index_path = data_dir / "scorekeeper.json"
    index = json.loads(index_path.read_text())
    first_key = min(index["players"], key=int)
    lost = index["players"].pop(first_key)
    index_path.write_text(json.dumps(index))

    names = sorted(p.name for p in GameStore(data_dir, auto_backup=False).list_players())

    assert lost["name"] in names
    assert len(names) == len(set(names)) == len(index["players"]) + 1
