"""Sync keeps when each entry was stored: the other phone's evenings and seasons read the same hands at
the same times, for a game new to it and for entries added to a game it holds."""

from __future__ import annotations

from pathlib import Path

from tests.store.records import long_game

from .test_sync import by_name, import_record, phone, play_hands_of, sync


def test_a_synced_game_and_its_later_entries_keep_the_times_they_were_stored_at(tmp_path: Path,
                                                                               database_url: str) -> None:
    a, b = phone(tmp_path / "A"), phone(tmp_path / "B")
    game_a = import_record(a, "long", long_game(1))
    play_hands_of(a, game_a, long_game(2), first=6)  # hand 2 entered live: each entry stored with its time
    sync(a, database_url)
    sync(b, database_url)
    game_b = by_name(b, "long")
    times_a = a.repo.load_event_times(game_a)
    assert times_a[6:] != [None] * 6 and b.repo.load_event_times(game_b) == times_a
    play_hands_of(a, game_a, long_game(3), first=12)
    sync(a, database_url)
    report = sync(b, database_url)
    assert report.received_entries == 6
    assert b.repo.load_event_times(game_b) == a.repo.load_event_times(game_a)
