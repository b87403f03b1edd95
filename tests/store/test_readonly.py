"""ReadOnlyStore: a second screen reads the games another process writes, and never writes."""

from __future__ import annotations

import os
import threading
from pathlib import Path

import pytest

from scorekeeper.rules import Game, event_to_dict, game_from_record
from scorekeeper.store import DamagedFileError, GameStore, NotFoundError, ReadOnlyStore

from .records import example_records, long_game


def folder_state(folder: Path) -> dict[str, tuple[bytes, int]]:
    """Every file under ``folder`` with its bytes and modification time: any write shows."""
    return {str(p.relative_to(folder)): (p.read_bytes(), p.stat().st_mtime_ns)
            for p in sorted(folder.rglob("*")) if p.is_file()}


def test_it_reads_the_game_the_writer_stored(data_dir):
    store = GameStore(data_dir)
    game = game_from_record(example_records()["dollars-made-then-set-back"])
    gid = store.create_game(game)
    assert ReadOnlyStore(data_dir).load_game(gid) == game


def test_the_latest_game_is_the_one_played_last_not_the_one_created_last(data_dir):
    store = GameStore(data_dir)
    full = game_from_record(long_game(2))
    older = store.create_game(Game.new(full.kind, full.players, full.dealer, full.settings))
    newer = store.create_game(game_from_record(long_game(1)))
    reader = ReadOnlyStore(data_dir)
    assert reader.latest_game_id() == newer
    later = os.stat(data_dir / "games" / f"{newer}.json").st_mtime_ns + 10_000_000
    store.append_event(older, event_to_dict(full.events[0]))
    for path in (data_dir / "games").glob(f"{older}.*"):  # coarse clocks: make "later" certain
        os.utime(path, ns=(later, later))
    assert reader.latest_game_id() == older


def test_an_empty_folder_has_no_latest_game(data_dir):
    GameStore(data_dir)
    assert ReadOnlyStore(data_dir).latest_game_id() is None


def test_the_version_changes_with_every_entry_and_correction_and_only_then(data_dir):
    store = GameStore(data_dir)
    full = game_from_record(long_game(1))
    gid = store.create_game(Game.new(full.kind, full.players, full.dealer, full.settings))
    reader = ReadOnlyStore(data_dir)
    seen = {reader.game_version(gid)}
    assert reader.game_version(gid) in seen  # reading changes nothing
    for event in full.events[:3]:
        store.append_event(gid, event_to_dict(event))
        version = reader.game_version(gid)
        assert version not in seen
        seen.add(version)
    store.replace_events(gid, [event_to_dict(e) for e in full.events[:2]])
    assert reader.game_version(gid) not in seen
    assert reader.load_game(gid).events == full.events[:2]


def test_reading_never_writes_not_even_to_recover_a_damaged_game(data_dir):
    store = GameStore(data_dir)
    good = store.create_game(game_from_record(long_game(2)))
    bad = store.create_game(game_from_record(long_game(1)))
    setup = data_dir / "games" / f"{bad}.json"
    setup.write_bytes(setup.read_bytes()[:15])
    before = folder_state(data_dir)
    reader = ReadOnlyStore(data_dir)
    reader.load_game(good)
    reader.latest_game_id()
    reader.game_version(good)
    with pytest.raises(DamagedFileError):
        reader.load_game(bad)
    with pytest.raises(NotFoundError):
        reader.load_game("no-such-game")
    assert folder_state(data_dir) == before


def test_it_never_creates_a_data_folder(tmp_path):
    with pytest.raises(Exception, match="no data folder"):
        ReadOnlyStore(tmp_path / "nothing-here")
    assert not (tmp_path / "nothing-here").exists()


def lengths_read_while_rewritten(data_dir, reads: int) -> tuple[list[int], int]:
    """The event counts ``reads`` reads saw while a writer, without pause, cut a 4-hand game to 6 events
    and put it back; and the full count."""
    store = GameStore(data_dir, sync=False)
    full = game_from_record(long_game(4))
    gid = store.create_game(full)
    short = [event_to_dict(e) for e in full.events[:6]]
    long = [event_to_dict(e) for e in full.events]
    reader = ReadOnlyStore(data_dir)
    stop = threading.Event()

    def writer() -> None:
        while not stop.is_set():
            store.replace_events(gid, short)
            store.replace_events(gid, long)

    thread = threading.Thread(target=writer)
    thread.start()
    try:
        lengths = [len(reader.load_game_dict(gid)["events"]) for _ in range(reads)]
    finally:
        stop.set()
        thread.join()
    return lengths, len(full.events)


def test_a_writer_replacing_the_game_while_it_is_read_never_shows_a_half_written_game(data_dir):
    lengths, full = lengths_read_while_rewritten(data_dir, 150)
    assert set(lengths) <= {6, full}


def test_a_game_that_keeps_changing_is_read_under_the_writers_lock_and_whole(data_dir, monkeypatch):
    from scorekeeper.store import readonly

    monkeypatch.setattr(readonly, "RETRIES", 1)  # one unlocked try: a busy writer sends nearly every read to the lock
    lengths, full = lengths_read_while_rewritten(data_dir, 50)
    assert set(lengths) <= {6, full}  # 50 reads, none refused, none half-written
