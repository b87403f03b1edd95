"""Memory bounded by design: every input has a cap, refused up front in one line that names it, and
the largest input of each kind that is accepted is processed within 512 MB of peak memory.

bench/bench_memory.py measures the peak per MB of input; scorekeeper/limits.py sets the caps from it.
"""

from __future__ import annotations

import json
import os
import resource
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

from scorekeeper import jsonfile, limits
from scorekeeper.cli import main as cli_main
from scorekeeper.rules import Game, game_from_record, score_report, score_report_json
from scorekeeper.store import GameStore
from scorekeeper.store.errors import DamagedFileError
from scorekeeper.store.gamefiles import event_line, parse_journal, read_journal
from scorekeeper.store.stats_cache import CACHE_ENV

from .records import long_game

ROOT = Path(__file__).resolve().parents[2]
MB = 1_000_000
PLAYERS = ["A", "Z", "B", "Y"]


def thrown_in(hands: int) -> dict[str, object]:
    """A legal record where every player passes in every hand: the most events per byte a record has."""
    out = []
    for hand in range(hands):
        dealer = (3 + hand) % 4
        out.append({"auction": [[PLAYERS[(dealer + 1 + i) % 4], "pass"] for i in range(4)]})
    return {"format": "scorekeeper-game/1", "game": "make-a-million", "players": PLAYERS, "dealer": "Y", "hands": out}


def sparse(path: Path, size: int) -> Path:
    """A file of ``size`` bytes that takes no room on the disk: reading it whole would show in time and memory."""
    with open(path, "wb") as fh:
        fh.truncate(size)
    return path


def nothing_read(monkeypatch: pytest.MonkeyPatch) -> None:
    def refuse(*_args: object) -> bytes:
        raise AssertionError("a file past the cap was read")

    monkeypatch.setattr(jsonfile, "_read_at_most", refuse)


# ---------------------------------------------------------------------- refused up front, in one line
def test_a_record_one_byte_past_the_cap_is_refused_naming_the_cap_before_any_of_it_is_read(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    big = sparse(tmp_path / "big.json", limits.MAX_RECORD_BYTES + 1)
    nothing_read(monkeypatch)
    cap = limits.mib(limits.MAX_RECORD_BYTES)
    assert cli_main(["score", str(big)]) == 2
    assert capsys.readouterr() == ("", f"scorekeeper: {big}: larger than {cap}; a game record is far smaller\n")
    assert cli_main(["import", "--data", str(tmp_path / "data"), str(big)]) == 2
    assert capsys.readouterr() == ("", f"scorekeeper: error: {big}: larger than {cap}; a game record is far smaller\n"
                                       "scorekeeper: nothing was imported\n")


def test_a_file_of_sixty_four_gigabytes_is_refused_at_once(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    huge = sparse(tmp_path / "huge.json", 64 << 30)
    assert cli_main(["score", str(huge)]) == 2
    assert capsys.readouterr().err.endswith(f"larger than {limits.mib(limits.MAX_RECORD_BYTES)}; a game record is "
                                            "far smaller\n")


def test_the_records_of_one_import_together_are_capped_and_none_is_stored(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(limits, "MAX_IMPORT_BYTES", limits.MIB)
    first, second = tmp_path / "first.json", tmp_path / "second.json"
    first.write_text(json.dumps(long_game(2)), encoding="utf-8")
    second.write_text(json.dumps(long_game(3)) + " " * limits.MIB, encoding="utf-8")  # JSON may end in spaces
    assert cli_main(["import", "--data", str(tmp_path / "data"), str(first), str(second)]) == 2
    assert capsys.readouterr() == ("", f"scorekeeper: error: {second}: the records of one import may take 1 MiB "
                                       "together; import the rest in another run\nscorekeeper: nothing was imported\n")
    assert GameStore(tmp_path / "data", auto_backup=False).list_games() == []


def test_the_app_s_import_keeps_the_same_total(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from scorekeeper.service import ImportRefused, Scorekeeper

    monkeypatch.setattr(limits, "MAX_IMPORT_BYTES", limits.MIB)
    padding = " " * 400_000  # JSON may end in spaces: three of these records pass 1 MiB
    records = [(f"r{n}.json", (json.dumps(long_game(n)) + padding).encode()) for n in (3, 4, 5)]
    service = Scorekeeper(GameStore(tmp_path / "data", auto_backup=False))
    with pytest.raises(ImportRefused) as refused:
        service.import_records(records)
    assert refused.value.problems == ["r5.json: the records of one import may take 1 MiB together; import the rest in "
                                      "another run"]
    assert service.repo.list_games() == []


def test_a_backup_member_past_the_stored_file_cap_is_refused_naming_the_cap(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from scorekeeper.store import StoreError
    from scorekeeper.store.backups import check_backup

    monkeypatch.setattr(limits, "MAX_STORED_FILE_BYTES", 2 * limits.MIB)
    book = tmp_path / "book.zip"
    with zipfile.ZipFile(book, "w", compression=zipfile.ZIP_DEFLATED) as zf:
        zf.writestr("manifest.json", json.dumps({"format": "scorekeeper-backup/1", "schema": 3}))
        zf.writestr("scorekeeper.json", json.dumps({"meta": {"1": {"schema": 3}}, "games": {}, "players": {}}))
        zf.writestr("games/20250101-aaaaaa.events", b"\n" * (2 * limits.MIB + 1))
    with pytest.raises(StoreError) as refused:
        check_backup(book)
    assert str(refused.value) == ("book.zip: games/20250101-aaaaaa.events is far larger than any Scorekeeper backup "
                                  "holds (a data file is at most 2 MiB; a damaged or hostile file); nothing was changed")


def test_a_journal_past_the_cap_is_damage_named_by_its_cap_and_is_not_read(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    journal = sparse(tmp_path / "g.events", limits.MAX_STORED_FILE_BYTES + 1)
    nothing_read(monkeypatch)
    with pytest.raises(DamagedFileError) as damaged:
        read_journal(journal)
    assert damaged.value.reason == f"larger than {limits.mib(limits.MAX_STORED_FILE_BYTES)}"


# ---------------------------------------------------------------------- a phone's caps
@pytest.mark.parametrize(("environ", "platform", "small"), [
    ({}, "linux", False),
    ({}, "win32", False),
    ({}, "darwin", False),
    ({"FLET_PLATFORM": "android"}, "linux", True),  # the packaged app says so, whatever Python reports
    ({"FLET_PLATFORM": "ios"}, "darwin", True),
    ({"FLET_PLATFORM": "macos"}, "darwin", False),  # Flet's desktop builds set it too
    ({}, "android", True),  # Python 3.13 on a phone
    ({}, "ios", True),
    ({}, "emscripten", True),  # Pyodide in a browser
])
def test_a_phone_or_a_browser_has_less_memory(environ: dict[str, str], platform: str, small: bool) -> None:
    assert limits.small_memory(environ, platform) is small


def test_a_phone_s_caps_are_tighter_and_agree_as_a_desktop_s_do() -> None:
    desktop, phone = limits.caps_for(small=False), limits.caps_for(small=True)
    assert [cap // limits.MIB for cap in (desktop.record, desktop.stored_file, desktop.import_total,
                                          desktop.parsed)] == [6, 24, 6, 288]
    assert [cap // limits.MIB for cap in (phone.record, phone.stored_file, phone.import_total,
                                          phone.parsed)] == [4, 16, 4, 192]
    assert limits.CAPS == (phone if limits.small_memory() else desktop)


def test_the_packaged_phone_app_refuses_a_record_past_the_phone_s_cap(tmp_path: Path) -> None:
    record = sparse(tmp_path / "five.json", 5 * limits.MIB)  # within a desktop's cap
    done = subprocess.run([sys.executable, "-m", "scorekeeper", "score", str(record)], capture_output=True, text=True,
                          timeout=60, cwd=ROOT, env={**os.environ, "PYTHONPATH": str(ROOT), "FLET_PLATFORM": "android"})
    assert (done.returncode, done.stdout) == (2, "")
    assert done.stderr == f"scorekeeper: {record}: larger than 4 MiB; a game record is far smaller\n"


# ---------------------------------------------------------------------- the same results with less held at once
def test_the_score_report_written_in_pieces_is_the_report_s_json() -> None:
    record = thrown_in(2 * 1000 + 3)  # more than two batches of hand reports
    order = [call[0] for call in record["hands"][-1]["auction"]]
    record["hands"][-1] = {"auction": [[order[0], 175000], *[[p, "pass"] for p in order[1:]]], "trump": "red",
                           "counts": {"bidder_side": 220000, "other_side": 180000}}
    game = game_from_record(record)
    for ascii_only in (True, False):
        assert "".join(score_report_json(game, ensure_ascii=ascii_only)) == json.dumps(
            score_report(game), ensure_ascii=ascii_only)
    empty = game_from_record(thrown_in(0))
    assert "".join(score_report_json(empty)) == '{"hands": [], "totals": {"A": 0, "Z": 0, "B": 0, "Y": 0}, "winner": null}'


def test_a_consumed_record_or_game_dict_gives_the_same_game_and_lets_its_parts_go() -> None:
    record = long_game(5)
    kept = game_from_record(json.loads(json.dumps(record)))
    consumed = game_from_record(record, consume=True)
    assert consumed == kept and consumed.table.totals == kept.table.totals
    assert record["hands"] == [None] * 5
    data = kept.to_dict()
    again = Game.from_dict(data, consume=True)
    assert again == kept and data["events"] == [None] * len(kept.events)


def journal_of(events: int) -> bytes:
    return b"".join(event_line(n, {"type": "passed", "player": PLAYERS[n % 4]}) for n in range(1, events + 1))


@pytest.mark.parametrize("raw", [
    b"",
    journal_of(3),
    journal_of(3) + b'{"n":4,"e":{"type":"pas',  # a killed append's part line
    journal_of(3) + b'{"n":4,"e":{}}\n',  # an unreadable last line
    journal_of(2) + b"garbage\n" + journal_of(3)[len(journal_of(2)):],  # damage with an intact line after it
    journal_of(3).replace(b'"n":2', b'"n":7'),  # out of order
    journal_of(3)[:-1],  # no newline after the last line
], ids=["empty", "clean", "torn", "unreadable last", "damaged", "out of order", "no last newline"])
def test_a_journal_read_line_by_line_is_the_journal_read_whole(tmp_path: Path, raw: bytes) -> None:
    path = tmp_path / "g.events"
    path.write_bytes(raw)
    assert read_journal(path) == parse_journal(raw)


# ---------------------------------------------------------------------- the largest accepted input stays within 512 MB
PEAK = """
import os, resource, subprocess, sys
with open(sys.argv[1], "wb") as out:
    done = subprocess.run(sys.argv[2:], stdout=out, stderr=subprocess.PIPE, text=True)
print(done.returncode, resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss, done.stderr.strip())
"""
REPLAY = """
import sys
from scorekeeper.store import GameStore
print(len(GameStore(sys.argv[1], auto_backup=False).load_game(sys.argv[2]).events))
"""


def peak_mb(*argv: str, output: str = os.devnull, env: dict[str, str] | None = None) -> float:
    """The peak resident memory of ``argv`` run in a fresh process (a size, not a time); what it prints goes to
    ``output``, and ``env`` is laid over the test's environment."""
    done = subprocess.run([sys.executable, "-c", PEAK, output, *argv], capture_output=True, text=True, timeout=300,
                          cwd=ROOT, env={**os.environ, "PYTHONPATH": str(ROOT), **(env or {})})
    code, kilobytes, err = done.stdout.split(" ", 2)
    assert (code, err.strip()) == ("0", ""), err
    return int(kilobytes) * 1024 / MB


def record_at_the_cap() -> str:
    """The largest record the reader accepts, of the kind that takes the most memory per byte: every hand
    thrown in, written without a space."""
    one_hand = len(json.dumps(thrown_in(1)["hands"][0], separators=(",", ":"))) + 1
    empty = len(json.dumps(thrown_in(0), separators=(",", ":")))
    text = json.dumps(thrown_in((limits.MAX_RECORD_BYTES - empty) // one_hand), separators=(",", ":"))
    assert limits.MAX_RECORD_BYTES - one_hand < len(text) <= limits.MAX_RECORD_BYTES
    return text


@pytest.mark.long
def test_the_largest_record_is_scored_imported_backed_up_restored_replayed_and_counted_within_512_mb(
        tmp_path: Path) -> None:
    assert resource.getrusage(resource.RUSAGE_SELF).ru_maxrss > 0  # the kernel reports peaks here (Linux)
    record = tmp_path / "record.json"
    record.write_text(record_at_the_cap(), encoding="utf-8")
    data = tmp_path / "data"
    scorekeeper = [sys.executable, "-m", "scorekeeper"]
    assert peak_mb(*scorekeeper, "score", str(record), "--json") < limits.PEAK_MEMORY_MB
    assert peak_mb(*scorekeeper, "import", "--data", str(data), str(record)) < limits.PEAK_MEMORY_MB
    [journal] = (data / "games").glob("*.events")
    assert journal.stat().st_size <= limits.MAX_STORED_FILE_BYTES  # the record at the cap is kept, and restores
    # the first stats over it with no fact file (a folder an older version wrote; any game once after the stats
    # cache's version goes up): the game replayed from its journal, once
    stats, empty_cache = tmp_path / "stats.json", tmp_path / "an updated version's cache"
    assert peak_mb(*scorekeeper, "stats", "--json", "--data", str(data), output=str(stats),
                   env={CACHE_ENV: str(empty_cache)}) < limits.PEAK_MEMORY_MB
    counted = json.loads(stats.read_text(encoding="utf-8"))
    assert (counted["games_counted"], counted["games_skipped"]) == (1, [])
    assert [(p["name"], p["games_played"], p["games_finished"], p["by_kind"]["make-a-million"]["hands_bid"])
            for p in counted["players"]] == [("A", 1, 0, 0), ("B", 1, 0, 0), ("Y", 1, 0, 0), ("Z", 1, 0, 0)]
    assert list(empty_cache.glob("stats-*.json")) != []  # worked out and kept: the next stats reads it
    backup = tmp_path / "book.zip"
    assert peak_mb(*scorekeeper, "backup", "--data", str(data), str(backup)) < limits.PEAK_MEMORY_MB
    restored = tmp_path / "restored"
    assert peak_mb(*scorekeeper, "restore", "--data", str(restored), str(backup)) < limits.PEAK_MEMORY_MB
    # what a restore that checks each game does with it: its files read and its events replayed
    assert peak_mb(sys.executable, "-c", REPLAY, str(restored), journal.name.split(".")[0]) < limits.PEAK_MEMORY_MB


# ---------------------------------------------------------------------- a data file parsed whole
@pytest.mark.parametrize("piece", [b"{},", b"[],", b'"ab",', b"1234,", b"1.5,"])
def test_what_a_parse_takes_is_estimated_from_above(piece: bytes) -> None:
    import tracemalloc

    data = b"[" + piece * 20_000 + b"0]"
    tracemalloc.start()
    try:
        json.loads(data)
        taken = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert taken <= jsonfile.parse_cost(data)


def test_a_data_file_of_tiny_objects_is_refused_naming_what_its_parse_would_take(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from scorekeeper.store.atomic import read_json_file

    # at the real caps: 24 MiB of these, within the file cap, would take 660 MB
    monkeypatch.setattr(limits, "MAX_PARSED_BYTES", limits.MIB)
    index = tmp_path / "scorekeeper.json"
    index.write_bytes(b"[" + b"{}," * 100_000 + b"{}]")
    with pytest.raises(DamagedFileError) as damaged:
        read_json_file(index)
    assert damaged.value.reason == "it would take more than 1 MiB of memory to read"


def test_a_backup_whose_index_is_tiny_objects_is_refused_before_it_is_parsed(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from scorekeeper.store import StoreError
    from scorekeeper.store.backups import check_backup

    monkeypatch.setattr(limits, "MAX_PARSED_BYTES", limits.MIB)  # a megabyte of these would take 30 MB
    book = tmp_path / "book.zip"
    with zipfile.ZipFile(book, "w", compression=zipfile.ZIP_DEFLATED) as zf:
        zf.writestr("manifest.json", json.dumps({"format": "scorekeeper-backup/1", "schema": 3}))
        zf.writestr("scorekeeper.json", b"[" + b"[]," * 100_000 + b"[]]")
    with pytest.raises(StoreError) as refused:
        check_backup(book)
    assert str(refused.value) == ("book.zip: scorekeeper.json cannot be checked: it would take more than 1 MiB of "
                                  "memory to read; nothing was changed")


def test_the_index_of_a_library_as_large_as_the_store_keeps_is_read_back(tmp_path: Path) -> None:
    store = GameStore(tmp_path / "data", auto_backup=False)
    store.create_games([dict(game=game_from_record(long_game(n % 7 + 1))) for n in range(20)])
    raw = (tmp_path / "data" / "scorekeeper.json").read_bytes()
    # the index grows by the same entry per game: at the stored files' cap it is still read
    assert jsonfile.parse_cost(raw) / len(raw) * limits.MAX_STORED_FILE_BYTES < limits.MAX_PARSED_BYTES
