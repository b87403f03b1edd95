"""A damaged file is kept, the newest good backup is opened, and the user is told once."""

from __future__ import annotations

import json

import pytest

from scorekeeper.rules import game_from_record
from scorekeeper.store import GameStore, StoreError

from .records import example_records, long_game

DAMAGE = {
    "truncated": lambda raw: raw[: len(raw) // 2],
    "empty": lambda raw: b"",
    "garbage": lambda raw: b"\x00\x17not json at all\xff" * 10,
    "json of the wrong shape": lambda raw: b"[1, 2, 3]",
}


def _store_with_games(open_store, n: int = 3) -> tuple[GameStore, list[str]]:
    store = open_store()
    ids = [store.create_game(game_from_record(long_game(k + 1))) for k in range(n)]
    store.rename_game(ids[0], "The first")
    return store, ids


@pytest.mark.parametrize("damage", DAMAGE)
def test_a_damaged_index_is_kept_and_the_newest_good_backup_is_opened(open_store, data_dir, damage):
    _, ids = _store_with_games(open_store)
    index = data_dir / "scorekeeper.json"
    original = index.read_bytes()
    damaged = DAMAGE[damage](original)
    index.write_bytes(damaged)

    store = open_store()

    assert len(store.messages) == 1
    message = store.messages[0]
    assert "scorekeeper.json could not be read" in message and "backup" in message
    kept = [p for p in data_dir.iterdir() if p.name.startswith("scorekeeper.json.damaged-")]
    assert len(kept) == 1 and kept[0].read_bytes() == damaged
    assert kept[0].name in message
    assert {g.id for g in store.list_games()} == set(ids)
    assert open_store().messages == []  # told once


@pytest.mark.parametrize("damage", DAMAGE)
def test_a_damaged_game_setup_file_is_kept_and_rebuilt_with_every_event(open_store, data_dir, damage):
    store = open_store()
    full = game_from_record(long_game(3))
    gid = store.create_game(game_from_record(long_game(2)))
    for event in full.events[12:-1]:
        store.append_event(gid, event)
    path = data_dir / "games" / f"{gid}.json"
    damaged = DAMAGE[damage](path.read_bytes())
    path.write_bytes(damaged)

    store = open_store()
    game = store.load_game(gid)

    assert game.events == full.events[:-1]  # the events live in the journal: none is lost
    assert len(store.messages) == 1 and "could not be read" in store.messages[0]
    kept = [p for p in path.parent.iterdir() if ".damaged-" in p.name]
    assert len(kept) == 1 and kept[0].read_bytes() == damaged
    store.append_event(gid, full.events[-1])  # and the game goes on
    assert open_store().load_game(gid) == full


@pytest.mark.parametrize("line", [1, 7, 13])
def test_a_damaged_event_line_is_kept_and_the_game_opens_with_the_events_before_it(open_store, data_dir, line):
    store = open_store()
    full = game_from_record(long_game(3))
    gid = store.create_game(full)
    journal = data_dir / "games" / f"{gid}.events"
    lines = journal.read_bytes().split(b"\n")
    lines[line - 1] = lines[line - 1][:10] + b"#garbage#" + lines[line - 1][10:]
    damaged = b"\n".join(lines)
    journal.write_bytes(damaged)

    store = open_store()
    game = store.load_game(gid)

    assert game.events == full.events[: line - 1]
    assert len(store.messages) == 1 and f"entry {line} is damaged" in store.messages[0]
    kept = [p for p in journal.parent.iterdir() if ".damaged-" in p.name]
    assert len(kept) == 1 and kept[0].read_bytes() == damaged and kept[0].name in store.messages[0]
    for event in full.events[line - 1:]:  # and the game goes on
        store.append_event(gid, event)
    assert open_store().load_game(gid) == full
    assert open_store().messages == []  # told once


def test_a_cut_short_last_event_line_of_a_killed_append_is_ignored_silently(open_store, data_dir):
    store = open_store()
    full = game_from_record(long_game(1))
    gid = store.create_game(full)
    journal = data_dir / "games" / f"{gid}.events"
    with open(journal, "ab") as fh:
        fh.write(b'{"n":7,"e":{"type":"pa')  # the process died in the middle of this write
    store = open_store()
    assert store.load_game(gid) == full and store.messages == []
    store.append_event(gid, {"type": "misdeal", "player": "A"})
    assert journal.read_bytes().count(b"\n") == len(full.events) + 1  # the torn line was cut off first


def test_with_no_readable_backup_the_index_is_rebuilt_from_the_game_files(open_store, data_dir):
    _, ids = _store_with_games(open_store)
    for p in list(data_dir.iterdir()):
        if p.name.startswith("scorekeeper.json.bak"):
            p.unlink()
    for p in (data_dir / "backups").iterdir():
        p.unlink()
    (data_dir / "scorekeeper.json").write_bytes(b'{"meta": {"1": {"sch')

    store = open_store()

    assert "rebuilt from the game files" in store.messages[0]
    assert {g.id for g in store.list_games()} == set(ids)
    assert {p.name for p in store.list_players()} == {"A", "Z", "B", "Y"}
    assert any(g.name == "The first" for g in store.list_games())  # names live in the game files too


def test_a_missing_index_is_rebuilt_from_the_game_files(open_store, data_dir):
    _, ids = _store_with_games(open_store)
    (data_dir / "scorekeeper.json").unlink()
    store = open_store()
    assert "missing" in store.messages[0]
    assert {g.id for g in store.list_games()} == set(ids)


def test_a_game_file_with_no_good_backup_is_kept_and_reported_not_replaced(open_store, data_dir):
    store = open_store(auto_backup=False)
    gid = store.create_game(game_from_record(example_records()["twenty-nine-royals-against"]))
    index = json.loads((data_dir / "scorekeeper.json").read_text())
    for doc in index["games"].values():
        del doc["settings"]  # an index of data version 2 kept no copy of the setup
    (data_dir / "scorekeeper.json").write_text(json.dumps(index))
    store = open_store(auto_backup=False)
    path = data_dir / "games" / f"{gid}.json"
    path.write_bytes(b"garbage")
    with pytest.raises(StoreError, match="no backup of it is readable"):
        store.load_game(gid)
    kept = [p for p in path.parent.iterdir() if ".damaged-" in p.name]
    assert [p.read_bytes() for p in kept] == [b"garbage"]
    summary = open_store(auto_backup=False).list_games(include_deleted=True)
    assert summary[0].status == "damaged"


def test_leftover_temporary_files_of_a_killed_write_are_cleaned_on_open(open_store, data_dir):
    store = open_store()
    gid = store.create_game(game_from_record(long_game(1)))
    stray = data_dir / "games" / f".{gid}.json.tmp-12345"
    stray.write_bytes(b'{"half": ')
    open_store()
    assert not stray.exists()
    assert json.loads((data_dir / "games" / f"{gid}.json").read_text())["game"]["1"]["id"] == gid


def test_a_move_to_the_trash_killed_half_way_is_finished_when_the_game_is_opened(open_store, data_dir):
    store = open_store()
    full = game_from_record(long_game(2))
    gid = store.create_game(full)
    (data_dir / "games" / f"{gid}.events").rename(data_dir / "trash" / f"{gid}.events")  # the journal went first
    store = open_store()
    assert store.load_game(gid) == full and store.messages == []


def test_a_game_whose_events_file_is_lost_opens_empty_and_says_so_once(open_store, data_dir):
    store = open_store(auto_backup=False)
    gid = store.create_game(game_from_record(long_game(2)))
    (data_dir / "games" / f"{gid}.events").unlink()
    store = open_store(auto_backup=False)
    assert store.load_game(gid).events == ()
    assert len(store.messages) == 1 and f"no file {gid}.events" in store.messages[0]
    again = open_store(auto_backup=False)
    again.load_game(gid)
    assert again.messages == []


def test_a_lost_events_file_comes_back_from_the_newest_snapshot(open_store, data_dir):
    store = open_store()
    full = game_from_record(long_game(2))
    gid = store.create_game(full)
    store.write_backup(data_dir / "backups" / "auto-20990101T000000Z.zip")
    (data_dir / "games" / f"{gid}.events").unlink()
    store = open_store()
    assert store.load_game(gid) == full
    assert len(store.messages) == 1 and "the backup from" in store.messages[0]
