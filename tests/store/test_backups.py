"""Restoring a backup treats the file as hostile: checked whole first, swapped in whole, or nothing changes."""

from __future__ import annotations

import errno
import json
import os
import tracemalloc
import zipfile
import zlib
from pathlib import Path

import pytest

from scorekeeper.rules import game_from_record
from scorekeeper.store import GameStore, StoreError, restore_backup
from scorekeeper.store.backups import check_backup

from .records import long_game, renamed
from .test_readonly import folder_state

FIXTURES = Path(__file__).parent / "fixtures"
LOCKS = [".data.lock", ".data.restore.lock"]  # the folder lock and the restore lock, beside the folder


def beside(data_dir: Path) -> list[str]:
    """What is beside the data folder that is named after it (a restore's stages, its locks)."""
    return sorted(p.name for p in data_dir.parent.glob(f".{data_dir.name}.*"))


def book(data_dir: Path, games: int = 2) -> GameStore:
    store = GameStore(data_dir, auto_backup=False)
    for k in range(games):
        store.create_game(game_from_record(renamed(long_game(k + 1), str(k))))
    return store


def data_state(data_dir: Path) -> dict[str, tuple[bytes, int]]:
    """The stored data (index, games, trash): what a refused restore must leave exactly as it was."""
    return {k: v for k, v in folder_state(data_dir).items()
            if k.split(os.sep)[0] in ("games", "trash", "scorekeeper.json")}


def backup_with(path: Path, members: dict[str, bytes | str]) -> Path:
    with zipfile.ZipFile(path, "w") as zf:
        for name, data in members.items():
            zf.writestr(name, data)
    return path


MANIFEST = json.dumps({"format": "scorekeeper-backup/1", "schema": 3})


ZEROS = bytes(4 << 20)


class RepeatedZeros:
    """A deflate compressor for a member made of 4 MB blocks of zeros: the first block is compressed
    and flushed in full (the stream starts afresh after it), so every block compresses to the same
    bytes and 512 of them cost one compression instead of deflating 2 GB again."""

    def __init__(self) -> None:
        deflate = zlib.compressobj(9, zlib.DEFLATED, -15)
        self.block = deflate.compress(ZEROS) + deflate.flush(zlib.Z_FULL_FLUSH)
        self.end = deflate.flush()

    def compress(self, data: bytes) -> bytes:
        assert data == ZEROS, "only blocks of zeros repeat"
        return self.block

    def flush(self) -> bytes:
        return self.end


@pytest.fixture(scope="module")
def zip_bomb(tmp_path_factory) -> Path:
    """A 2 MB zip holding a 2 GB member of zeros (built streaming, never in memory; zipfile writes its
    sizes and checksum as for any member, and reading it back gives the 2 GB of zeros)."""
    path = tmp_path_factory.mktemp("bomb") / "bomb.zip"
    with zipfile.ZipFile(path, "w", compression=zipfile.ZIP_DEFLATED, compresslevel=9) as zf:
        zf.writestr("manifest.json", MANIFEST)
        zf.writestr("scorekeeper.json", json.dumps({"meta": {"1": {"schema": 3}}, "games": {}, "players": {}}))
        with pytest.MonkeyPatch.context() as patch:
            patch.setattr(zipfile, "_get_compressor", lambda *args, **kwargs: RepeatedZeros())
            member = zf.open("games/20250101-aaaaaa.json", "w", force_zip64=True)
        with member:
            for _ in range(512):
                member.write(ZEROS)
    return path


def test_a_zip_bomb_is_refused_in_bounded_memory_and_nothing_changes(data_dir, zip_bomb):
    book(data_dir)
    before = data_state(data_dir)
    tracemalloc.start()
    try:
        with pytest.raises(StoreError, match="far larger than any Scorekeeper backup"):
            restore_backup(data_dir, zip_bomb)
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert peak < 64 * 1024 * 1024
    assert data_state(data_dir) == before
    assert not list(data_dir.parent.glob(".data.restore-*"))  # nothing left beside the folder


def test_a_backup_holding_the_index_but_no_game_files_is_refused(data_dir, tmp_path):
    store = book(data_dir)
    full = store.write_backup(tmp_path / "full.zip")
    with zipfile.ZipFile(full) as zf:
        index_only = backup_with(tmp_path / "index-only.zip", {
            "manifest.json": zf.read("manifest.json"), "scorekeeper.json": zf.read("scorekeeper.json")})
    before = data_state(data_dir)
    with pytest.raises(StoreError, match="does not hold its file; it is not a complete backup"):
        restore_backup(data_dir, index_only)
    assert data_state(data_dir) == before


@pytest.mark.parametrize("name", ["../escape.json", "/etc/scorekeeper.json", "games\\evil.json",
                                  "games/../../escape.json", "games/" + "x" * 200 + ".json",
                                  "notes/readme.txt"])
def test_a_backup_with_an_unsafe_or_unexpected_member_name_is_refused(data_dir, tmp_path, name):
    book(data_dir)
    bad = backup_with(tmp_path / "bad.zip", {"manifest.json": MANIFEST, "scorekeeper.json": "{}", name: "{}"})
    before = data_state(data_dir)
    with pytest.raises(StoreError, match="unsafe name|unexpected file"):
        restore_backup(data_dir, bad)
    assert data_state(data_dir) == before
    assert not (tmp_path / "escape.json").exists() and not (data_dir.parent / "escape.json").exists()


def test_a_backup_holding_a_file_twice_is_refused(data_dir, tmp_path):
    book(data_dir)
    bad = tmp_path / "twice.zip"
    with zipfile.ZipFile(bad, "w") as zf:
        zf.writestr("manifest.json", MANIFEST)
        zf.writestr("scorekeeper.json", "{}")
        with pytest.warns(UserWarning):
            zf.writestr("scorekeeper.json", "{}")
    with pytest.raises(StoreError, match="holds 'scorekeeper.json' twice"):
        restore_backup(data_dir, bad)


@pytest.mark.parametrize("step", ["unpacking", "swapping"])
def test_a_restore_that_fails_halfway_leaves_the_data_exactly_as_it_was(data_dir, tmp_path, monkeypatch, step):
    other = book(tmp_path / "other", games=3)
    backup = other.write_backup(tmp_path / "other.zip")
    book(data_dir)
    before = data_state(data_dir)
    from scorekeeper.store import backups

    if step == "unpacking":
        real_copy = backups._copy_capped
        calls = []

        def disk_full(zf, info, out, src):
            calls.append(info.filename)
            if len(calls) == 4:
                raise OSError(errno.ENOSPC, "No space left on device")
            return real_copy(zf, info, out, src)

        monkeypatch.setattr(backups, "_copy_capped", disk_full)
    else:
        real_rename = os.rename

        def fail_last(src, dst):
            if Path(dst) == data_dir and ".restore-ready" in str(src):
                raise OSError(errno.EIO, "Input/output error")
            return real_rename(src, dst)

        monkeypatch.setattr(backups.os, "rename", fail_last)
    with pytest.raises(StoreError) as caught:
        restore_backup(data_dir, backup)
    monkeypatch.undo()
    assert data_state(data_dir) == before
    assert "the data is as it was before" in str(caught.value)
    if step == "swapping":
        assert "backups/before-restore-" in str(caught.value)
    assert len(GameStore(data_dir, auto_backup=False).list_games()) == 2
    assert beside(data_dir) == LOCKS  # no stage left, only the locks


def test_a_restore_replaces_the_games_and_keeps_the_old_ones_in_a_before_restore_backup(data_dir, tmp_path):
    other = book(tmp_path / "other", games=3)
    backup = other.write_backup(tmp_path / "other.zip")
    book(data_dir)
    saved, games = restore_backup(data_dir, backup)
    assert games == 3
    assert saved.parent == data_dir / "backups" and saved.name.startswith("before-restore-")
    store = GameStore(data_dir)
    assert {g.id for g in store.list_games()} == {g.id for g in other.list_games()}
    with zipfile.ZipFile(saved) as zf:
        assert len([n for n in zf.namelist() if n.startswith("games/") and n.endswith(".json")]) == 2


def test_a_restore_killed_between_its_two_renames_is_completed_on_the_next_open(data_dir, tmp_path):
    other = {g.id for g in book(tmp_path / "other", games=3).list_games()}
    book(data_dir)
    # the state a kill leaves: the old folder renamed away, the checked new one ready beside it
    ready = data_dir.with_name(".data.restore-ready")
    os.rename(tmp_path / "other", ready)
    os.rename(data_dir, data_dir.with_name(".data.before-restore-x"))
    store = GameStore(data_dir)
    assert "interrupted has been completed" in store.messages[0]
    assert {g.id for g in store.list_games()} == other


def break_the_rules(data_dir: Path, game_id: str, number: int, event: dict) -> None:
    """Put ``event`` at entry ``number`` of a game's journal, with its right checksum (as a program other than
    Scorekeeper, or a hand, could write it: the line reads whole, only the rules refuse it)."""
    from scorekeeper.store.gamefiles import event_line, read_journal

    journal = data_dir / "games" / f"{game_id}.events"
    events = read_journal(journal).events
    events[number - 1] = event
    journal.write_bytes(b"".join(event_line(n, e) for n, e in enumerate(events, 1)))


@pytest.mark.parametrize("entry, event, reason", [
    (3, {"player": "Y0", "type": "bid", "amount": 5},
     "hand 1, call 3: Y0 bid 5 but bids go in steps of 5,000 (0 or 5,000 would do)"),
    (4, {"player": "Q", "type": "pass"}, "hand 1, call 4: Q is not at this table (A0, Z0, B0 and Y0)"),
    (2, {"type": "pass"}, "entry 2: event {'type': 'pass'} does not have the fields player"),
])
def test_a_backup_holding_an_entry_the_rules_refuse_is_refused_naming_the_game_and_the_entry(
        data_dir, tmp_path, entry, event, reason):
    other = book(tmp_path / "other", games=2)
    refused = next(g.id for g in other.list_games() if "A0" in g.players)  # the first game: seats A0, Z0, B0, Y0
    break_the_rules(tmp_path / "other", refused, entry, event)
    backup = other.write_backup(tmp_path / "other.zip")
    book(data_dir)
    before = data_state(data_dir)
    with pytest.raises(StoreError) as caught:
        restore_backup(data_dir, backup)
    name = next(g.name for g in other.list_games() if g.id == refused)
    message = str(caught.value)
    assert message.startswith(f"other.zip: the rules refuse game {name!r} (games/{refused}.json): {reason}")
    assert message.endswith("; it could not be opened once restored, so nothing was changed")
    assert data_state(data_dir) == before
    assert beside(data_dir) == LOCKS
    with pytest.raises(StoreError, match="the rules refuse game"):
        check_backup(backup)  # the check a screen offers before a restore says the same


def test_a_version_1_backup_holding_a_game_the_rules_refuse_is_refused(data_dir, tmp_path):
    index = json.loads((FIXTURES / "schema1" / "scorekeeper.json").read_text())
    game = index["games"]["1"]
    game["events"][0] = {"player": "Nobody", "type": "pass"}
    backup = backup_with(tmp_path / "old.zip", {"manifest.json": MANIFEST, "scorekeeper.json": json.dumps(index)})
    book(data_dir)
    before = data_state(data_dir)
    with pytest.raises(StoreError) as caught:
        restore_backup(data_dir, backup)
    assert str(caught.value).startswith(f"old.zip: the rules refuse game {game['name']!r} (scorekeeper.json, its "
                                        f"game 1): hand 1, call 1: Nobody is not at this table")
    assert data_state(data_dir) == before


def test_a_restore_killed_before_its_swap_leaves_nothing_that_stops_the_next_restore(data_dir, tmp_path):
    """Killed after naming its checked stage "ready" but before renaming the data folder aside: the data
    is as it was, and the next opening removes the stage (a later restore renames its own to that name)."""
    original = {g.id for g in book(data_dir).list_games()}
    other = book(tmp_path / "other", games=3)
    backup = other.write_backup(tmp_path / "other.zip")
    book(tmp_path / "left", games=1)
    os.rename(tmp_path / "left", data_dir.with_name(".data.restore-ready"))
    assert {g.id for g in GameStore(data_dir).list_games()} == original
    assert beside(data_dir) == [".data.lock"]  # the stage removed; only an opening's lock so far
    assert restore_backup(data_dir, backup)[1] == 3
    assert {g.id for g in GameStore(data_dir).list_games()} == {g.id for g in other.list_games()}
