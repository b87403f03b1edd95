"""A full disk: an import says exactly what it stored; reading never needs free space.

The disk is the fake of ``fulldisk.py``: the first byte written to a file in
the data folder after its room is used up fails with ENOSPC.
"""

from __future__ import annotations

import socket

import json
import re
import zipfile
from pathlib import Path

import pytest

from scorekeeper.i18n.shown import day
from scorekeeper.rules import game_from_record, game_to_record
from scorekeeper.store import GameStore

from .fulldisk import FullDisk
from .records import long_game, untimed
from .test_cli import imported_ids, run, write_records

SNAPSHOT_WAITS = ("The automatic backup due now was not taken (the disk is full); it will be taken once there "
                  "is room. Nothing else was affected.")


def test_an_import_that_fills_the_disk_says_which_records_were_stored_and_which_were_not(
        tmp_path, capsys, monkeypatch):
    data = tmp_path / "data"
    GameStore(data)  # an empty data folder: opening it again writes nothing
    files = write_records(tmp_path / "in", {"a": long_game(1), "b": long_game(2), "c": long_game(3)})
    # room for a's journal, its setup file and the index; then b's journal, and b's setup file is refused
    disk = FullDisk(monkeypatch, data, room=4)

    code, out, err = run(capsys, "import", "--data", str(data), *map(str, files))

    [gid] = imported_ids(out)
    assert code == 2
    assert out == f"stored {gid}: {files[0]} (make-a-million, A, Z, B, Y, 1 hand)\n"
    assert err == (f"scorekeeper: error: Could not store all the imported games: the disk is full. 1 of 3 "
                   f"records was stored: {files[0]} as {gid}. Not stored: {files[1]}, {files[2]}. Free space "
                   "or fix the folder and import those again (a record already stored is not stored twice).\n")
    assert len(disk.refused) == 1 and re.fullmatch(r"\.\d{8}-[0-9a-f]{6}\.json\.tmp-\d+", disk.refused[0])
    # b's journal, written before the refusal, was taken back: nothing of b or c is left to come back
    assert sorted(p.name for p in (data / "games").iterdir()) == [f"{gid}.events", f"{gid}.json"]
    monkeypatch.undo()  # space is freed
    assert [g.id for g in GameStore(data).list_games()] == [gid]

    code, out, err = run(capsys, "import", "--data", str(data), *map(str, files))
    assert code == 0 and err == ""
    assert out.splitlines()[0] == f"already stored as {gid}: {files[0]}"
    assert len(imported_ids(out)) == 2 and len(GameStore(data).list_games()) == 3


def test_an_import_on_a_disk_already_full_says_nothing_was_stored(tmp_path, capsys, monkeypatch):
    data = tmp_path / "data"
    GameStore(data)
    files = write_records(tmp_path / "in", {"a": long_game(1), "b": long_game(2)})
    FullDisk(monkeypatch, data, room=0)
    code, out, err = run(capsys, "import", "--data", str(data), *map(str, files))
    assert (code, out) == (2, "")
    assert err == ("scorekeeper: error: Could not store the imported games: the disk is full. Nothing was "
                   "stored; free space or fix the folder and try again.\n")
    assert list((data / "games").iterdir()) == []


@pytest.fixture
def full_store(tmp_path, monkeypatch) -> tuple[Path, str, dict]:
    """A data folder with one game whose list figures are behind (a bid after the last hand), no
    snapshot yet (one is due), on a disk that is now full."""
    data = tmp_path / "data"
    store = GameStore(data, auto_backup=False)
    gid = store.create_game(game_from_record(long_game(2)), name="Friday")
    store.append_event(gid, {"type": "bid", "player": "Y", "amount": 175000})  # hand 3 begins
    record = game_to_record(store.load_game(gid))
    FullDisk(monkeypatch, data, room=0)
    return data, gid, record


def _games_listing(gid: str) -> str:
    return (f"In progress (1)\n  {gid}  {day(gid[:4] + '-' + gid[4:6] + '-' + gid[6:8])}  Make-a-Million  Friday\n"
            "      A, Z, B, Y; 2 hands; A+B $440,000 · Z+Y $360,000\n")


@pytest.mark.parametrize("command", ["games", "export", "stats", "backup"])
def test_reading_commands_on_a_full_disk_work_and_the_due_snapshot_waits(full_store, tmp_path, capsys, command):
    data, gid, record = full_store
    other_disk = tmp_path / "usb"
    other_disk.mkdir()
    argv = {"games": ["games"], "export": ["export", gid], "stats": ["stats", "--json"],
            "backup": ["backup", str(other_disk / "book.zip")]}[command]

    code, out, err = run(capsys, argv[0], "--data", str(data), *argv[1:])

    assert code == 0
    assert err == f"scorekeeper: note: {SNAPSHOT_WAITS}\n"
    if command == "games":
        assert out == _games_listing(gid)
    elif command == "export":
        assert untimed(json.loads(out)) == record
    elif command == "stats":
        assert [(p["name"], p["games_played"]) for p in json.loads(out)["players"]] == [
            ("A", 1), ("B", 1), ("Y", 1), ("Z", 1)]
    else:
        assert out == f"backed up 1 game and 4 players to {other_disk / 'book.zip'}\n"
        assert zipfile.ZipFile(other_disk / "book.zip").testzip() is None
    assert list((data / "backups").iterdir()) == []  # no part of the snapshot is left taking space


def test_the_app_starts_on_a_full_disk_with_a_snapshot_due(full_store, capsys, monkeypatch):
    from scorekeeper import webguard
    from scorekeeper.ui import app as app_module

    data, gid, _record = full_store
    served = []

    def serve(main, sock, assets_dir, **fonts):
        served.append(sock.getsockname()[1])
        sock.close()
        return 0

    monkeypatch.setattr(webguard, "serve", serve)
    with socket.socket() as probe:  # a port nobody holds
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]

    assert app_module.run_app(web=True, port=port, data=str(data)) == 0

    out, err = capsys.readouterr()
    assert served == [port]
    assert out == f"Scorekeeper is served at http://127.0.0.1:{port}/ (Ctrl+C stops it)\n"
    assert err == SNAPSHOT_WAITS + "\n"


def test_the_app_import_says_the_same_as_the_command_line(tmp_path, monkeypatch):
    from scorekeeper.service import Scorekeeper, StorageProblem

    data = tmp_path / "data"
    service = Scorekeeper(GameStore(data))
    files = [(f"{name}.json", json.dumps(long_game(n)).encode()) for n, name in enumerate("abc", start=1)]
    FullDisk(monkeypatch, data, room=3)  # a's journal, its setup file, the index

    with pytest.raises(StorageProblem) as refused:
        service.import_records(files)

    [gid] = [g.id for g in service.list_games()]
    assert str(refused.value) == (
        f"Could not store all the imported games: the disk is full. 1 of 3 records was stored: a.json as {gid}. "
        "Not stored: b.json, c.json. Free space or fix the folder and import those again (a record already "
        "stored is not stored twice).")
