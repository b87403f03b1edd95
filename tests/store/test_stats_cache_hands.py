"""The stats cache keeps each game's hands as one string of JSON beside its last hand: the season and the
tallies read the last hand alone, the evenings every hand, and an entry not as written is worked out
again from the game, never trusted."""

from __future__ import annotations

import json
from pathlib import Path

from scorekeeper.store import GameStore
from scorekeeper.store.stats import game_facts
from scorekeeper.store.stats_cache import KEPT, cache_file, read_book

from .test_stats_season import book


def test_the_season_reads_the_last_hand_the_evenings_every_hand_and_a_damaged_entry_is_replayed(tmp_path, capsys):
    data = book(tmp_path, capsys)
    store = GameStore(data, auto_backup=False)
    worked: list[str] = []

    def work_out(summary):
        worked.append(summary.name)
        return game_facts(store, summary)

    def read(every_hand: bool) -> dict[str, list[str]]:
        KEPT.clear()  # a new process: the file is read
        worked.clear()
        games, _skipped = read_book(store, work_out, every_hand=every_hand)
        return {played.id: [at.isoformat() for at in played.hand_ends] for _counts, played in games}

    [friday] = [g.id for g in store.list_games() if g.name == "friday"]
    read(True)  # the first reading replays every game and writes the file
    assert read(True)[friday] == ["2026-12-04T21:30:00+01:00", "2026-12-05T00:20:00+01:00"] and worked == []
    assert read(False)[friday] == ["2026-12-05T00:20:00+01:00"] and worked == []  # the season: the last hand alone
    path = cache_file(Path(data), friday)  # the file holding friday
    doc = json.loads(path.read_text())
    doc["games"][friday]["facts"]["game"]["hands"] = [["2026-12-04T21:30:00+01:00"], [[1, 2, 3, 4]]]  # not a string
    path.write_text(json.dumps(doc))
    assert read(True)[friday] == ["2026-12-04T21:30:00+01:00", "2026-12-05T00:20:00+01:00"]
    assert worked == ["friday"]  # worked out again from the game
    store.close()


def test_an_undo_rewrites_only_the_cache_file_holding_that_game(tmp_path, capsys):
    from scorekeeper.store.stats_cache import cache_files

    data = book(tmp_path, capsys)
    store = GameStore(data, auto_backup=False)
    KEPT.clear()
    read_book(store, lambda summary: game_facts(store, summary), every_hand=False)
    files = [path for path in cache_files(Path(data)) if path.exists()]
    before = {path: path.read_bytes() for path in files}
    [paused] = [g.id for g in store.list_games() if g.name == "paused"]
    store.replace_events(paused, store.load_events(paused)[:-1])  # an Undo in one game
    read_book(store, lambda summary: game_facts(store, summary), every_hand=False)
    assert [path for path in files if path.read_bytes() != before[path]] == [cache_file(Path(data), paused)]
    store.close()
