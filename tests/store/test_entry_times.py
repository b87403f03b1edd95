"""Every stored entry says when it was stored; a record says when the game started and each hand ended.

The journal line's time is under its checksum (a flipped byte in it is damage, as in the event); lines
written before times were kept still read; Undo and corrections keep the times of the entries they keep;
export writes ``started`` and each hand's ``ended``, import keeps them, and ``score`` checks their form.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from scorekeeper.rules import Game, game_from_record
from scorekeeper.rules.errors import RuleError
from scorekeeper.service import Scorekeeper
from scorekeeper.store import GameStore
from scorekeeper.store.gamefiles import event_line, parse_journal
from scorekeeper.store.memory import InMemoryGameStore

from .records import long_game
from .test_cli import imported_ids, run, write_records

FULL = game_from_record(long_game(2))  # hand 1 is entries 1-6, hand 2 entries 7-12
MOMENT = re.compile(r"^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d[+-]\d\d:\d\d$")
EVENT = {"type": "bid", "player": "Z", "amount": 175000}


def test_a_journal_line_keeps_its_time_under_the_checksum_and_old_lines_still_read():
    timed = event_line(1, EVENT, "2026-12-05T21:04:09+01:00")
    old = event_line(2, EVENT)
    assert timed.startswith(b'{"n":1,"e":{"amount":175000,"player":"Z","type":"bid"},"t":"2026-12-05T21:04:09+01:00","c":')
    assert old.startswith(b'{"n":2,"e":{"amount":175000,"player":"Z","type":"bid"},"c":')
    journal = parse_journal(timed + old)
    assert (journal.events, journal.times, journal.is_clean()) == ([EVENT, EVENT], ("2026-12-05T21:04:09+01:00", None), True)
    flipped = timed.replace(b"21:04", b"21:05")  # the time changed, the checksum not: damage
    assert parse_journal(flipped + old).damaged_at == 1




def test_a_journal_line_reads_as_json_reads_it_white_space_around_it_kept_and_anything_after_it_damage():
    """The line is read without looking for white space where it has none (a cold ``stats`` reads 300,000):
    white space around the line, which JSON allows, still reads; a second value or a stray byte after it
    does not (the line, otherwise intact, is then damage)."""
    line = event_line(1, EVENT, "2026-12-05T21:04:09+01:00").rstrip(b"\n")
    for spaced in (b" " + line, line + b" \t", b"\r" + line + b"\r"):
        assert parse_journal(spaced + b"\n").events == [EVENT]
    for after in (line + b"{}", line + b" 1", line + b"x", b"\xef\xbb\xbf" + line):
        assert parse_journal(after + b"\n" + event_line(2, EVENT)).damaged_at == 1
def played(store, entries: int) -> tuple[Scorekeeper, str]:
    service = Scorekeeper(store)
    gid = service.new_game(Game.new(FULL.kind, FULL.players, FULL.dealer, FULL.settings), name="Friday")
    game = service.open_game(gid)
    for event in FULL.events[:entries]:
        game = service.play(gid, game, event)
    return service, gid


@pytest.mark.parametrize("store", ["disk", "memory"])
def test_each_entry_is_stored_with_its_time_and_undo_keeps_the_others(tmp_path, store):
    repo = GameStore(tmp_path / "data", auto_backup=False) if store == "disk" else InMemoryGameStore()
    service, gid = played(repo, 7)
    times = repo.load_event_times(gid)
    assert len(times) == 7 and all(MOMENT.match(t or "") for t in times)
    repo.replace_events(gid, [e for e in repo.load_events(gid)[:6]])  # Undo of entry 7
    assert repo.load_event_times(gid) == times[:6]


def test_export_writes_started_and_each_hands_end_and_import_keeps_them(tmp_path, capsys):
    data = tmp_path / "data"
    _service, gid = played(GameStore(data, auto_backup=False), 8)
    code, out, err = run(capsys, "export", "--data", str(data), gid)
    record = json.loads(out)
    times = GameStore(data, auto_backup=False).load_event_times(gid)
    assert (code, err) == (0, "")
    assert list(record) == ["format", "game", "rules", "players", "dealer", "started", "hands"]
    assert record["started"].endswith("Z")
    assert [h["ended"] for h in record["hands"]] == [times[5], times[7]]  # hand 2 is under way: its last entry

    record["started"] = "2026-12-05T19:30:00+01:00"
    record["hands"][0]["ended"] = "2026-12-05T20:10:00+01:00"
    record["hands"][1]["ended"] = "2026-12-06T00:20:00+01:00"
    [path] = write_records(tmp_path / "in", {"friday": record})
    _code, out, _err = run(capsys, "import", "--data", str(tmp_path / "again"), str(path))
    [again] = imported_ids(out)
    _code, out, _err = run(capsys, "export", "--data", str(tmp_path / "again"), again)
    back = json.loads(out)
    assert back["started"] == "2026-12-05T18:30:00Z"  # the same moment, kept as the store keeps creation times
    assert [h["ended"] for h in back["hands"]] == ["2026-12-05T20:10:00+01:00", "2026-12-06T00:20:00+01:00"]


@pytest.mark.parametrize("where,value,said", [
    ("started", "Friday", "'started' must be a date and time with its UTC offset, like \"2026-12-05T21:04:09+01:00\"; "
                          "got 'Friday'"),
    ("ended", "2026-12-05T21:04:09", "hand 1: 'ended' must be a date and time with its UTC offset, like "
                                     "\"2026-12-05T21:04:09+01:00\"; got '2026-12-05T21:04:09'"),
])
def test_score_checks_the_form_of_the_times_and_otherwise_ignores_them(where, value, said):
    record = long_game(1)
    if where == "started":
        record["started"] = value
    else:
        record["hands"][0]["ended"] = value
    with pytest.raises(RuleError) as caught:
        game_from_record(record)
    assert str(caught.value) == said
    good = long_game(1)
    good["started"], good["hands"][0]["ended"] = "2026-12-05T21:04:09Z", "2026-12-05T22:00:00+05:30"
    assert game_from_record(good).events == game_from_record(long_game(1)).events
