"""Hand-copied files, hostile names and odd output targets: the store and the commands stay calm."""

from __future__ import annotations

import json
import os
import shutil

import pytest

from scorekeeper.cli_store import main
from scorekeeper.rules import Game, game_from_record
from scorekeeper.store import GameStore

from .records import long_game, renamed


def run(capsys, *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_a_hand_copied_game_file_is_a_game_of_its_own_reported_once_never_multiplied(open_store, data_dir):
    store = open_store()
    gid = store.create_game(game_from_record(long_game(2)))
    games = data_dir / "games"
    shutil.copy(games / f"{gid}.json", games / "copy-of-friday.json")
    shutil.copy(games / f"{gid}.events", games / "copy-of-friday.events")

    first = open_store()
    assert sorted(g.id for g in first.list_games()) == sorted([gid, "copy-of-friday"])
    assert len(first.messages) == 1
    assert first.messages[0].startswith(f"The game file copy-of-friday.json said it was game {gid}")
    for _ in range(3):
        again = open_store()
        assert again.messages == []
        assert len(again.list_games()) == 2
    assert again.load_game("copy-of-friday") == again.load_game(gid)


def write_record(tmp_path, record) -> str:
    path = tmp_path / "r.json"
    path.write_text(json.dumps(record))
    return str(path)


def test_export_to_a_missing_folder_names_the_file_and_the_folder(tmp_path, capsys):
    data = str(tmp_path / "data")
    _, out, _ = run(capsys, "import", "--data", data, write_record(tmp_path, long_game(1)))
    gid = out.split()[1].rstrip(":")
    target = tmp_path / "x" / "y" / "game.json"
    code, out, err = run(capsys, "export", "--data", data, gid, "-o", str(target))
    assert code == 2
    assert err == f"scorekeeper: error: cannot write game.json: folder {tmp_path / 'x' / 'y'} does not exist\n"


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs FIFOs")
def test_export_refuses_a_pipe_or_a_folder_as_its_output(tmp_path, capsys):
    data = str(tmp_path / "data")
    _, out, _ = run(capsys, "import", "--data", data, write_record(tmp_path, long_game(1)))
    gid = out.split()[1].rstrip(":")
    fifo = tmp_path / "pipe"
    os.mkfifo(fifo)
    code, _, err = run(capsys, "export", "--data", data, gid, "-o", str(fifo))
    assert code == 2 and "is not a regular file (a device or a pipe)" in err and str(fifo) in err
    code, _, err = run(capsys, "export", "--data", data, gid, "-o", str(tmp_path))
    assert code == 2 and "it is a folder" in err
    assert ".tmp-" not in err
    assert sorted(p.name for p in tmp_path.iterdir() if p.name.startswith(".")) == [".data.lock"]  # no temporary file


def test_importing_a_record_whose_names_hold_control_characters_is_refused_with_the_name_escaped(tmp_path, capsys):
    data = str(tmp_path / "data")
    hostile = renamed(long_game(1), "\x1b[2J")
    code, out, err = run(capsys, "import", "--data", data, write_record(tmp_path, hostile))
    assert code == 2 and out == "" and "\x1b" not in err
    assert "player name 'A\\x1b[2J' holds a control character; names are plain text" in err


def test_games_and_stats_print_names_already_in_the_data_as_visible_escapes(tmp_path, capsys):
    """A data folder written before names were checked (or edited by hand) still prints safely."""
    data = tmp_path / "data"
    game = game_from_record(long_game(1))
    names = tuple(f"{p}\x1b[2J" for p in game.players)
    hostile = Game(game.kind, names, names[0], game.settings)  # the constructor does not check names
    with GameStore(data) as store:
        store.create_game(hostile)
    code, out, _ = run(capsys, "games", "--data", str(data))
    assert code == 0 and "\x1b" not in out and "A\\x1b[2J, Z\\x1b[2J" in out
    code, out, _ = run(capsys, "stats", "--data", str(data))
    assert code == 0 and "\x1b" not in out


def test_the_game_list_pages_through_a_thousand_games_newest_first(open_store):
    store = open_store(sync=False)
    game = game_from_record(long_game(1))
    ids = store.create_games([dict(game=game, created=f"2025-01-01T{h:02d}:{m:02d}:00Z")
                              for h in range(20) for m in range(50)])
    newest_first = list(reversed(ids))
    assert [g.id for g in store.list_games(limit=20)] == newest_first[:20]
    assert [g.id for g in store.list_games(offset=980, limit=50)] == newest_first[980:]
    assert store.count_games() == 1000 and store.count_games("in progress") == 1000


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs FIFOs")
def test_backup_refuses_a_pipe_and_names_a_missing_folder(tmp_path, capsys):
    data = str(tmp_path / "data")
    run(capsys, "import", "--data", data, write_record(tmp_path, long_game(1)))
    fifo = tmp_path / "pipe.zip"
    os.mkfifo(fifo)
    code, _, err = run(capsys, "backup", "--data", data, str(fifo))
    assert code == 2 and "is not a regular file (a device or a pipe)" in err
    code, _, err = run(capsys, "backup", "--data", data, str(tmp_path / "nope" / "b.zip"))
    assert err == f"scorekeeper: error: cannot write b.zip: folder {tmp_path / 'nope'} does not exist\n"
