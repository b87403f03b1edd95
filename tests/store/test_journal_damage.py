"""A journal damaged on disk (cut short, a byte flipped) never loses an acknowledged entry in silence.

Whichever command reads the game first says the same one message; the
intact entries after the damage are kept (in the game where they follow on,
else aside in a file the message names); a snapshot holding more is used;
the game list is corrected to match the game; a second command says nothing.
"""

from __future__ import annotations

import calendar
import json
import os
import time
import zipfile
from pathlib import Path

import pytest

from scorekeeper.i18n.shown import day, moment
from scorekeeper.rules import BidMade, Game, game_from_record, game_to_record
from scorekeeper.service import Scorekeeper, StorageProblem
from scorekeeper.store import GameStore

from .fulldisk import FullDisk
from .records import long_game, untimed
from .test_readonly import folder_state
from .test_cli import run

FULL = game_from_record(long_game(2))  # 12 entries: hand 1 is entries 1-6, hand 2 entries 7-12
SNAPSHOT = "auto-20261201T080000Z.zip"


def played(data: Path, snapshot_after: int | None = None) -> tuple[str, list[bytes]]:
    """Play FULL into a new data folder through the service (as the app does), taking a snapshot
    after ``snapshot_after`` entries; return the game id and the journal's lines."""
    service = Scorekeeper(GameStore(data, auto_backup=False))
    gid = service.new_game(Game.new(FULL.kind, FULL.players, FULL.dealer, FULL.settings), name="Friday")
    game = service.open_game(gid)
    for n, event in enumerate(FULL.events, start=1):
        game = service.play(gid, game, event)
        if n == snapshot_after:
            snap = service.write_backup(data / "backups" / SNAPSHOT)
            made = int(time.time()) - 3600  # an hour ago: not due again, and older than the list's last word
            os.utime(snap, (made, made))
    return gid, (data / "games" / f"{gid}.events").read_bytes().splitlines(keepends=True)


def snapshot_label(data: Path) -> str:
    made = (data / "backups" / SNAPSHOT).stat().st_mtime
    return f"the backup from {moment(time.strftime('%Y-%m-%dT%H:%M:%SZ', time.gmtime(made)), seconds=True)} ({SNAPSHOT})"


def cut(data: Path, gid: str, nbytes: int = 5) -> bytes:
    journal = data / "games" / f"{gid}.events"
    damaged = journal.read_bytes()[:-nbytes]
    journal.write_bytes(damaged)
    return damaged


def flip(data: Path, gid: str, entry: int) -> bytes:
    """Flip one bit of a byte inside entry ``entry``'s event (its checksum no longer matches)."""
    journal = data / "games" / f"{gid}.events"
    lines = journal.read_bytes().splitlines(keepends=True)
    line = bytearray(lines[entry - 1])
    at = line.index(b'"type":"') + 9
    line[at] ^= 0x01
    lines[entry - 1] = bytes(line)
    journal.write_bytes(b"".join(lines))
    return b"".join(lines)


def aside_files(data: Path, gid: str, label: str) -> list[Path]:
    return sorted(p for p in (data / "games").iterdir() if p.name.startswith(f"{gid}.events.{label}-"))


def listing(gid: str, hands: int) -> str:
    totals = {1: "A+B $220,000 · Z+Y $180,000", 2: "A+B $440,000 · Z+Y $360,000"}
    return (f"In progress (1)\n  {gid}  {day(gid[:4] + '-' + gid[4:6] + '-' + gid[6:8])}  Make-a-Million  Friday\n"
            f"      A, Z, B, Y; {hands} hand{'s' if hands != 1 else ''}; {totals[hands]}\n")


def record_with(n_events: int) -> dict:
    return game_to_record(Game.from_dict({**FULL.to_dict(), "events": list(FULL.to_dict()["events"][:n_events])}))


READERS = {"games": ["games"], "export": ["export", "GID"], "stats": ["stats", "--json"],
           "backup": ["backup", "ZIP"]}


def read_with(capsys, data: Path, gid: str, reader: str) -> tuple[int, str, str]:
    argv = [{"GID": gid, "ZIP": str(data.parent / "book.zip")}.get(a, a) for a in READERS[reader]]
    return run(capsys, argv[0], "--data", str(data), *argv[1:])


@pytest.mark.parametrize("first", READERS)
def test_a_journal_cut_by_5_bytes_is_said_by_the_first_command_and_the_list_matches_the_game(
        tmp_path, capsys, first):
    data = tmp_path / "data"
    gid, lines = played(data)
    damaged = cut(data, gid)

    code, _out, err = read_with(capsys, data, gid, first)

    [aside] = aside_files(data, gid, "damaged")
    assert code == 0
    assert err == (f"scorekeeper: note: The events of game 'Friday' could not all be read: {gid}.events holds "
                   "11 whole entries but 12 were stored (it was cut short). Entry 12 is in no backup and could "
                   f"not be recovered. The damaged file was kept as {aside.name}; the game now has 11 entries, "
                   "and the game list says so.\n")
    assert aside.read_bytes() == damaged  # every byte of the damaged file is kept
    assert (data / "games" / f"{gid}.events").read_bytes() == b"".join(lines[:11])
    code, out, err = read_with(capsys, data, gid, "games")
    assert (code, out, err) == (0, listing(gid, 1), "")  # the list agrees with the game, told once
    code, out, err = read_with(capsys, data, gid, "export")
    assert (code, err) == (0, "") and untimed(json.loads(out)) == record_with(11)


def test_a_journal_cut_short_is_made_whole_from_the_snapshot_that_holds_the_entry(tmp_path, capsys):
    data = tmp_path / "data"
    gid, lines = played(data, snapshot_after=12)
    cut(data, gid)

    code, out, err = read_with(capsys, data, gid, "export")

    [aside] = aside_files(data, gid, "damaged")
    assert code == 0 and untimed(json.loads(out)) == game_to_record(FULL)
    assert err == (f"scorekeeper: note: The events of game 'Friday' could not all be read: {gid}.events holds "
                   f"11 whole entries but 12 were stored (it was cut short). Entry 12 was taken from "
                   f"{snapshot_label(data)}. The damaged file was kept as {aside.name}; the game now has 12 "
                   "entries, and the game list says so.\n")
    assert (data / "games" / f"{gid}.events").read_bytes() == b"".join(lines)
    assert read_with(capsys, data, gid, "games") == (0, listing(gid, 2), "")


@pytest.mark.parametrize("first", READERS)
def test_a_flipped_byte_keeps_the_intact_entries_after_it_aside_when_no_backup_holds_it(tmp_path, capsys, first):
    data = tmp_path / "data"
    gid, lines = played(data)
    damaged = flip(data, gid, entry=7)

    code, _out, err = read_with(capsys, data, gid, first)

    [aside], [kept] = aside_files(data, gid, "damaged"), aside_files(data, gid, "kept")
    assert code == 0
    assert err == (f"scorekeeper: note: The events of game 'Friday' could not all be read: entry 7 is damaged "
                   f"in {gid}.events. Entries 8 to 12, intact after the damage, cannot follow on without entry "
                   f"7, which no backup holds; they were kept aside in {kept.name}. The damaged file was kept as "
                   f"{aside.name}; the game now has 6 entries, and the game list says so.\n")
    assert kept.read_bytes() == b"".join(lines[7:])  # entries 8-12, checksummed lines as they were
    assert aside.read_bytes() == damaged
    assert read_with(capsys, data, gid, "games") == (0, listing(gid, 1), "")
    code, out, err = read_with(capsys, data, gid, "export")
    assert (code, err) == (0, "") and untimed(json.loads(out)) == record_with(6)


def test_a_flipped_byte_is_filled_in_from_an_older_snapshot_and_the_entries_after_it_follow(tmp_path, capsys):
    data = tmp_path / "data"
    gid, lines = played(data, snapshot_after=9)
    flip(data, gid, entry=7)

    code, out, err = read_with(capsys, data, gid, "stats")

    [aside] = aside_files(data, gid, "damaged")
    assert code == 0 and aside_files(data, gid, "kept") == []
    assert err == (f"scorekeeper: note: The events of game 'Friday' could not all be read: entry 7 is damaged "
                   f"in {gid}.events. Entries 7 to 9 were taken from {snapshot_label(data)}. Entries 10 to 12, "
                   "intact after the damage, were kept. The damaged file was kept as "
                   f"{aside.name}; the game now has 12 entries, and the game list says so.\n")
    assert (data / "games" / f"{gid}.events").read_bytes() == b"".join(lines)
    assert read_with(capsys, data, gid, "games") == (0, listing(gid, 2), "")


def test_an_entry_cut_from_the_journal_under_the_app_is_said_not_blamed_on_another_screen(tmp_path):
    data = tmp_path / "data"
    gid, _lines = played(data)
    service = Scorekeeper(GameStore(data, auto_backup=False))
    game = service.open_game(gid)  # the table shows all 12 entries
    cut(data, gid)

    with pytest.raises(StorageProblem) as refused:
        service.play(gid, game, BidMade("Y", 175000))

    [aside] = aside_files(data, gid, "damaged")
    assert str(refused.value) == (
        f"The events of game 'Friday' could not all be read: {gid}.events holds 11 whole entries but 12 were "
        "stored (it was cut short). Entry 12 is in no backup and could not be recovered. The damaged file was "
        f"kept as {aside.name}; the game now has 11 entries, and the game list says so. Nothing was stored for "
        "that entry; check the game and enter it again if it is missing.")
    assert refused.value.game is not None and refused.value.game.events == FULL.events[:11]


def test_a_damaged_journal_on_a_full_disk_is_read_as_repaired_and_left_as_it_is(tmp_path, capsys, monkeypatch):
    data = tmp_path / "data"
    gid, lines = played(data, snapshot_after=12)
    os.utime(data / "backups" / SNAPSHOT)  # a snapshot from now: none is due
    damaged = flip(data, gid, entry=7)
    FullDisk(monkeypatch, data, room=0)

    for reader in ("export", "stats", "export"):  # said once by each command, until it can be repaired
        code, out, err = read_with(capsys, data, gid, reader)
        assert code == 0
        if reader == "export":
            assert untimed(json.loads(out)) == game_to_record(FULL)
        assert err == (f"scorekeeper: note: The events of game 'Friday' could not all be read: entry 7 is "
                       f"damaged in {gid}.events. Entries 7 to 12 were taken from {snapshot_label(data)}. The "
                       "game is shown with 12 entries, but it could not be repaired on disk (the disk is full); "
                       "nothing there was changed.\n")
    assert (data / "games" / f"{gid}.events").read_bytes() == damaged
    assert sorted(p.name for p in (data / "games").iterdir()) == [f"{gid}.events", f"{gid}.json"]


def test_a_flipped_byte_in_the_last_entry_is_damage_not_a_killed_append(tmp_path, capsys):
    data = tmp_path / "data"
    gid, lines = played(data)
    flip(data, gid, entry=12)  # hand 2's counts, acknowledged: the game list says 12 entries

    code, _out, err = read_with(capsys, data, gid, "games")

    [aside] = aside_files(data, gid, "damaged")
    assert code == 0
    assert err == (f"scorekeeper: note: The events of game 'Friday' could not all be read: entry 12 is damaged "
                   f"in {gid}.events. Entry 12 is in no backup and could not be recovered. The damaged file was "
                   f"kept as {aside.name}; the game now has 11 entries, and the game list says so.\n")
    assert read_with(capsys, data, gid, "games") == (0, listing(gid, 1), "")


def test_an_entry_undone_before_the_damage_is_not_brought_back_from_an_older_copy(tmp_path, capsys):
    data = tmp_path / "data"
    gid, lines = played(data, snapshot_after=12)  # the snapshot holds entry 12
    service = Scorekeeper(GameStore(data, auto_backup=False))
    service.undo(gid, service.open_game(gid))
    assert not (data / "games" / f"{gid}.events.bak1").exists()  # an Undo of the last entry cuts, copies nothing
    undone_at = calendar.timegm(time.strptime(service.game_summary(gid).updated, "%Y-%m-%dT%H:%M:%SZ"))
    os.utime(data / "backups" / SNAPSHOT, (undone_at + 0.5, undone_at + 0.5))  # the same second as the undo
    cut(data, gid)  # entry 11 loses its last 5 bytes

    code, out, err = read_with(capsys, data, gid, "export")

    [aside] = aside_files(data, gid, "damaged")
    assert code == 0 and untimed(json.loads(out)) == record_with(11)
    assert err == (f"scorekeeper: note: The events of game 'Friday' could not all be read: {gid}.events holds "
                   f"10 whole entries but 11 were stored (it was cut short). Entry 11 was taken from "
                   f"{snapshot_label(data)}. The damaged file was kept as {aside.name}; the game now has 11 "
                   "entries, and the game list says so.\n")
    assert (data / "games" / f"{gid}.events").read_bytes() == b"".join(lines[:11])


def test_a_backup_written_first_recovers_the_damaged_journal_so_it_can_be_restored(tmp_path, capsys):
    data = tmp_path / "data"
    gid, lines = played(data, snapshot_after=9)
    flip(data, gid, entry=7)
    book = tmp_path / "book.zip"

    code, out, err = run(capsys, "backup", "--data", str(data), str(book))

    [aside] = aside_files(data, gid, "damaged")
    assert (code, out) == (0, f"backed up 1 game and 4 players to {book}\n")
    assert err == (f"scorekeeper: note: The events of game 'Friday' could not all be read: entry 7 is damaged "
                   f"in {gid}.events. Entries 7 to 9 were taken from {snapshot_label(data)}. Entries 10 to 12, "
                   "intact after the damage, were kept. The damaged file was kept as "
                   f"{aside.name}; the game now has 12 entries, and the game list says so.\n")
    code, out, err = run(capsys, "restore", "--data", str(tmp_path / "elsewhere"), str(book))
    assert code == 0, err
    code, out, err = run(capsys, "export", "--data", str(tmp_path / "elsewhere"), gid)
    assert (code, err) == (0, "") and untimed(json.loads(out)) == game_to_record(FULL)


def test_the_files_a_repair_kept_aside_go_through_a_backup_and_restore_byte_for_byte(tmp_path, capsys):
    data = tmp_path / "data"
    gid, lines = played(data)
    flip(data, gid, entry=7)
    assert read_with(capsys, data, gid, "export")[0] == 0  # repaired: entries 8-12 kept aside
    [aside], [kept] = aside_files(data, gid, "damaged"), aside_files(data, gid, "kept")
    kept_bytes, aside_bytes = kept.read_bytes(), aside.read_bytes()
    backup = tmp_path / "friday.zip"

    assert run(capsys, "backup", "--data", str(data), str(backup))[0] == 0
    with zipfile.ZipFile(backup) as zf:
        assert sorted(n for n in zf.namelist() if n.startswith("games/")) == [
            f"games/{gid}.events", f"games/{aside.name}", f"games/{kept.name}", f"games/{gid}.json"]
    restored = tmp_path / "other"
    code, out, err = run(capsys, "restore", "--data", str(restored), str(backup))

    assert (code, err) == (0, "")
    assert out.startswith(f"restored 1 game files from {backup} into {restored}; ")
    assert (restored / "games" / kept.name).read_bytes() == kept_bytes == b"".join(lines[7:])
    assert (restored / "games" / aside.name).read_bytes() == aside_bytes
    assert read_with(capsys, restored, gid, "games") == (0, listing(gid, 1), "")


def test_a_read_only_folder_gives_its_tallies_and_a_backup_that_restores_even_with_a_damaged_journal(
        tmp_path, capsys, monkeypatch):
    from .test_import_guards import read_only_disk

    data = tmp_path / "data"
    gid, lines = played(data)
    flip(data, gid, entry=7)
    before = folder_state(data)
    note = read_only_disk(monkeypatch, data)
    damage = (f"scorekeeper: note: The events of game 'Friday' could not all be read: entry 7 is damaged in "
              f"{gid}.events. Entries 8 to 12, intact after the damage, cannot follow on without entry 7, which "
              "no backup holds; they were left in the file. The game is shown with 6 entries, but it could not "
              "be repaired on disk (the data folder is only read here); nothing there was changed.\n")

    code, out, err = run(capsys, "stats", "--data", str(data))
    assert (code, err) == (0, note + damage)
    assert out.splitlines()[:3] == ["Players", "  A: 0 games, 0 won", "    Make-a-Million"]  # finished games: this one goes on
    backup = tmp_path / "elsewhere.zip"
    code, out, err = run(capsys, "backup", "--data", str(data), str(backup))
    assert (code, out, err) == (0, f"backed up 1 game and 4 players to {backup}\n", note + damage)
    assert folder_state(data) == before  # nothing in the read-only folder changed

    monkeypatch.undo()
    restored = tmp_path / "restored"
    code, out, err = run(capsys, "restore", "--data", str(restored), str(backup))
    assert (code, err) == (0, "")
    [aside], [kept] = aside_files(restored, gid, "damaged"), aside_files(restored, gid, "kept")
    assert aside.read_bytes() == (data / "games" / f"{gid}.events").read_bytes()
    assert kept.read_bytes() == b"".join(lines[7:])
    assert (restored / "games" / f"{gid}.events").read_bytes() == b"".join(lines[:6])
    assert read_with(capsys, restored, gid, "games") == (0, listing(gid, 1), "")


def test_a_read_only_folder_lists_a_cut_game_as_it_reads_and_says_why(tmp_path, capsys, monkeypatch):
    from .test_import_guards import read_only_disk

    data = tmp_path / "data"
    gid, _lines = played(data)
    cut(data, gid)
    note = read_only_disk(monkeypatch, data)

    code, out, err = read_with(capsys, data, gid, "games")

    assert (code, out) == (0, listing(gid, 1))  # not the 2 hands the list last kept
    assert err == note + (
        f"scorekeeper: note: The events of game 'Friday' could not all be read: {gid}.events holds 11 whole "
        "entries but 12 were stored (it was cut short). Entry 12 is in no backup and could not be recovered. The "
        "game is shown with 11 entries, but it could not be repaired on disk (the data folder is only read "
        "here); nothing there was changed.\n")
    code, out, err = read_with(capsys, data, gid, "export")
    assert code == 0 and untimed(json.loads(out)) == record_with(11)


def test_a_journal_line_giving_a_key_twice_is_damage_even_with_a_checksum_that_matches(tmp_path, capsys):
    """A hostile folder or backup: the line's checksum is of the event as read, but which "player" wins is
    the reader's choice; it is refused as damage, and the entries after it are kept aside."""
    data = tmp_path / "data"
    gid, lines = played(data)
    journal = data / "games" / f"{gid}.events"
    doc = json.loads(lines[0])
    assert doc["e"]["player"] == "Z"
    body = json.dumps(doc["e"], ensure_ascii=False, separators=(",", ":"), sort_keys=True)
    twice = body.replace('"player":"Z"', '"player":"A","player":"Z"')
    journal.write_bytes(f'{{"n":1,"e":{twice},"c":{doc["c"]}}}\n'.encode() + b"".join(lines[1:]))

    code, out, err = read_with(capsys, data, gid, "export")

    [kept] = aside_files(data, gid, "kept")
    assert code == 0 and untimed(json.loads(out)) == record_with(0)
    assert err.startswith(f"scorekeeper: note: The events of game 'Friday' could not all be read: entry 1 is "
                          f"damaged in {gid}.events. Entries 2 to 12, intact after the damage, cannot follow on "
                          f"without entry 1, which no backup holds; they were kept aside in {kept.name}.")
