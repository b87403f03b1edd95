"""Links, pipes and other odd files in the data folder: nothing is ever followed out of it.

A file in ``games/`` that is a link to a private file elsewhere must never bring that file's bytes
into a backup (nor an automatic snapshot, an export), and no command may write to it; a pipe (FIFO)
must never make a command wait.  The outside file holds a recognisable secret, and every test checks
that it appears in nothing the store wrote and that the file itself was never changed.

Chosen and documented (``store/plain.py``): ``games/``, ``trash/`` and ``sync/`` as links are refused
(what was entered is never moved behind the user's back); ``backups/`` and ``drafts/`` as links are
renamed aside and replaced by plain folders (they hold copies and unsaved taps only).
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
import zipfile
from dataclasses import dataclass
from pathlib import Path

import pytest

from scorekeeper.cli_store import main
from scorekeeper.rules import event_from_dict, game_from_record
from scorekeeper.service import Scorekeeper, StorageProblem
from scorekeeper.store import DamagedFileError, GameStore, ReadOnlyStore, StoreError
from scorekeeper.store import backup_zip
from scorekeeper.store.backups import check_backup

from .records import long_game

pytestmark = pytest.mark.skipif(not hasattr(os, "symlink") or not hasattr(os, "mkfifo"), reason="needs links and FIFOs")

SECRET = b"the neighbours' wifi password is 7f3a-not-yours\n"
STAMP = "20250101T000000Z"
LINKED = {  # a game's file that is a link to the private file elsewhere
    "history": "{gid}.history",
    "journal": "{gid}.events",
    "setup": "{gid}.json",
    "damaged journal kept by a repair": "{gid}.events.damaged-" + STAMP,
    "entries kept aside by a repair": "{gid}.events.kept-" + STAMP,
}
WHOLE_GAME = {"journal", "setup"}  # without one of these a backup cannot give the game back
ROOT = Path(__file__).resolve().parents[2]
LINK_REASON = ("is a link, not a regular file: Scorekeeper follows no link inside its data folder; put the file "
               "itself in its place")


@dataclass(frozen=True)
class Outside:
    """A private file outside the data folder, and its folder's state when the test began."""

    path: Path
    mtime_ns: int

    def assert_untouched(self) -> None:
        assert self.path.read_bytes() == SECRET
        assert self.path.stat().st_mtime_ns == self.mtime_ns
        assert sorted(p.name for p in self.path.parent.iterdir()) == [self.path.name]


@pytest.fixture
def outside(tmp_path: Path) -> Outside:
    path = tmp_path / "elsewhere" / "private.txt"
    path.parent.mkdir()
    path.write_bytes(SECRET)
    return Outside(path, path.stat().st_mtime_ns)


def run(capsys, *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def record_file(tmp_path: Path, hands: int = 2, name: str = "friday.json") -> Path:
    path = tmp_path / name
    path.write_text(json.dumps(long_game(hands)), encoding="utf-8")
    return path


def imported(tmp_path: Path, capsys) -> tuple[Path, str]:
    """A data folder with one game imported by the command line (no snapshot taken yet)."""
    data = tmp_path / "data"
    code, out, _ = run(capsys, "import", "--data", str(data), str(record_file(tmp_path)))
    assert code == 0
    return data, out.split()[1].rstrip(":")


def link_in(folder: Path, name: str, target: Path) -> Path:
    path = folder / name
    path.unlink(missing_ok=True)
    path.symlink_to(target)
    return path


def zip_contents(path: Path) -> tuple[list[str], bytes]:
    with zipfile.ZipFile(path) as zf:
        names = zf.namelist()
        return names, b"".join(zf.read(n) for n in names)


def left_out_note(name: str, gid: str, key: str) -> str:
    if key in WHOLE_GAME:
        return (f"games/{name} is a link, not a plain file, so game {gid} was left out of the backup (Scorekeeper "
                "follows no link and reads no pipe or device inside its data folder; put the file itself in its "
                "place).")
    return (f"games/{name} is a link, not a plain file, so it was left out of the backup (Scorekeeper follows no "
            "link and reads no pipe or device inside its data folder).")


def snapshots(data: Path) -> list[Path]:
    return sorted(p for p in (data / "backups").iterdir() if p.suffix == ".zip")


# ---------------------------------------------------------------------- backup and snapshots
@pytest.mark.parametrize("key", LINKED)
def test_backup_leaves_a_linked_file_out_says_so_and_still_restores(tmp_path, capsys, outside, key):
    data, gid = imported(tmp_path, capsys)
    name = LINKED[key].format(gid=gid)
    link_in(data / "games", name, outside.path)
    target = tmp_path / "book.zip"

    code, out, err = run(capsys, "backup", "--data", str(data), str(target))

    assert code == 0
    assert err == f"scorekeeper: note: {left_out_note(name, gid, key)}\n"
    names, contents = zip_contents(target)
    assert SECRET not in contents and f"games/{name}" not in names
    assert check_backup(target) == (0 if key in WHOLE_GAME else 1)  # a restore takes it: no game it cannot give
    assert os.path.islink(data / "games" / name)  # left as it was, never followed
    outside.assert_untouched()


@pytest.mark.parametrize("key", LINKED)
def test_the_automatic_snapshot_never_holds_a_linked_file(tmp_path, capsys, outside, key):
    data, gid = imported(tmp_path, capsys)
    name = LINKED[key].format(gid=gid)
    link_in(data / "games", name, outside.path)

    store = GameStore(data)  # the first opening with a game in it takes the snapshot

    assert store.messages == [left_out_note(name, gid, key)]
    [snapshot] = snapshots(data)
    assert SECRET not in zip_contents(snapshot)[1]
    outside.assert_untouched()


def test_a_link_put_in_while_a_backup_is_written_is_left_out_not_followed(tmp_path, capsys, outside, monkeypatch):
    data, gid = imported(tmp_path, capsys)
    store = GameStore(data)
    listed = backup_zip.game_files

    def swapped_after_listing(*args, **kw):  # the history becomes a link between the listing and the zip
        found = listed(*args, **kw)
        link_in(data / "games", f"{gid}.history", outside.path)
        return found

    (data / "games" / f"{gid}.history").write_bytes(b"")
    monkeypatch.setattr("scorekeeper.store.opening.game_files", swapped_after_listing)
    store.write_backup(tmp_path / "book.zip")

    names, contents = zip_contents(tmp_path / "book.zip")
    assert SECRET not in contents and f"games/{gid}.history" not in names
    assert store.messages[-1] == left_out_note(f"{gid}.history", gid, "history")
    outside.assert_untouched()


@pytest.mark.parametrize("key", LINKED)
def test_a_backup_of_a_folder_only_read_never_holds_a_linked_file(tmp_path, capsys, outside, key):
    data, gid = imported(tmp_path, capsys)
    name = LINKED[key].format(gid=gid)
    link_in(data / "games", name, outside.path)
    store = ReadOnlyStore(data)

    store.write_backup(tmp_path / "book.zip")

    assert store.messages == [left_out_note(name, gid, key)]
    assert SECRET not in zip_contents(tmp_path / "book.zip")[1]
    assert check_backup(tmp_path / "book.zip") == (0 if key in WHOLE_GAME else 1)
    if key in WHOLE_GAME:  # the board shows the game as damaged, saying why, and reads nothing through the link
        with pytest.raises(DamagedFileError) as refused:
            store.load_game_dict(gid)
        assert str(refused.value) == f"{name} is damaged ({LINK_REASON})"
    outside.assert_untouched()


# ---------------------------------------------------------------------- the folders themselves
def test_drafts_as_a_link_is_set_aside_and_a_draft_is_never_written_through_it(tmp_path, capsys):
    data, gid = imported(tmp_path, capsys)
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    (data / "drafts").symlink_to(elsewhere, target_is_directory=True)

    store = GameStore(data, auto_backup=False)
    store.save_draft(gid, {"cards": ["AS"]})

    assert len(store.messages) == 1 and store.messages[0].startswith("drafts in the data folder was a link, not a "
                                                                     "folder; Scorekeeper writes only inside")
    assert list(elsewhere.iterdir()) == []
    assert store.load_draft(gid) == {"cards": ["AS"]}
    assert os.path.islink(next(data.glob("drafts.link-*"))) and not os.path.islink(data / "drafts")


def test_restore_with_backups_a_link_replaces_the_link_and_writes_nothing_there(tmp_path, capsys):
    data, gid = imported(tmp_path, capsys)
    run(capsys, "backup", "--data", str(data), str(tmp_path / "book.zip"))
    other_disk = tmp_path / "usb"
    other_disk.mkdir()
    (other_disk / "old.zip").write_bytes(SECRET)
    for snapshot in snapshots(data):
        snapshot.unlink()
    (data / "backups").rmdir()
    (data / "backups").symlink_to(other_disk, target_is_directory=True)

    code, out, err = run(capsys, "restore", "--data", str(data), str(tmp_path / "book.zip"))

    assert code == 0
    assert re.fullmatch(r"scorekeeper: note: backups in the data folder was a link, not a folder; Scorekeeper "
                        r"writes only inside its data folder, so it was renamed backups\.link-\d{8}T\d{6}Z "
                        r"\(what it points to is untouched\) and a plain folder backups was made in its place\.\n",
                        err), err
    assert sorted(p.name for p in other_disk.iterdir()) == ["old.zip"]  # nothing written there
    assert (other_disk / "old.zip").read_bytes() == SECRET
    assert not os.path.islink(data / "backups")
    assert [p.name[:7] for p in snapshots(data)] == ["auto-20", "before-"]  # both in the plain folder
    assert f"saved as {data / 'backups'}" in out


def test_backups_made_a_link_while_the_app_runs_is_never_written_through_by_a_restore(tmp_path, capsys):
    data, gid = imported(tmp_path, capsys)
    service = Scorekeeper(GameStore(data))  # the app, open
    service.write_backup(tmp_path / "book.zip")
    other_disk = tmp_path / "usb"
    other_disk.mkdir()
    for snapshot in snapshots(data):
        snapshot.unlink()
    (data / "backups").rmdir()
    (data / "backups").symlink_to(other_disk, target_is_directory=True)

    result = service.restore_backup(tmp_path / "book.zip")

    assert list(other_disk.iterdir()) == []
    assert result.saved_copy.parent == data / "backups" and not os.path.islink(data / "backups")
    assert result.games == 1 and [g.id for g in service.list_games()] == [gid]


@pytest.mark.parametrize("folder", ["games", "trash", "sync"])
def test_a_folder_holding_entries_that_is_a_link_is_refused_by_every_command_and_nothing_is_written(
        tmp_path, capsys, folder):
    data = tmp_path / "data"
    GameStore(data)
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    (elsewhere / "private.txt").write_bytes(SECRET)
    target = data / folder
    if target.exists():
        target.rmdir()
    target.symlink_to(elsewhere, target_is_directory=True)
    refusal = (f"scorekeeper: error: {folder} in the data folder {data} is a link, not a folder; Scorekeeper keeps "
               "its files only inside its data folder and follows no link there: put the folder itself in its "
               "place\n")

    for argv in (["import", str(record_file(tmp_path))], ["backup", str(tmp_path / "b.zip")],
                 ["restore", str(tmp_path / "b.zip")]):
        code, out, err = run(capsys, argv[0], "--data", str(data), *argv[1:])
        assert (code, out, err) == (2, "", refusal), argv

    if folder != "sync":  # the board, which only reads, reads nothing through it either
        with pytest.raises(StoreError) as refused:
            ReadOnlyStore(data)
        assert f"scorekeeper: error: {refused.value}\n" == refusal
    assert sorted(p.name for p in elsewhere.iterdir()) == ["private.txt"]
    assert (elsewhere / "private.txt").read_bytes() == SECRET


def test_a_lock_file_that_is_a_link_is_replaced_never_created_or_opened_elsewhere(tmp_path, capsys):
    data, gid = imported(tmp_path, capsys)
    nowhere = tmp_path / "elsewhere" / "lock"
    nowhere.parent.mkdir()
    link_in(data, ".lock", nowhere)  # a link to a file that does not exist: opening it to create would make it

    GameStore(data).delete_game(gid)

    assert not os.path.lexists(nowhere) and not os.path.islink(data / ".lock")


# ---------------------------------------------------------------------- recovery reads no linked copy
def test_a_snapshot_that_is_a_link_is_never_read_to_recover_the_index(tmp_path, capsys):
    data, gid = imported(tmp_path, capsys)
    planted = tmp_path / "elsewhere" / "planted.zip"
    planted.parent.mkdir()
    index = json.loads((data / "scorekeeper.json").read_text())
    index["players"]["1"]["name"] = SECRET.decode().strip()
    with zipfile.ZipFile(planted, "w") as zf:
        zf.writestr("scorekeeper.json", json.dumps(index))
    link_in(data / "backups", "auto-20991231T000000Z.zip", planted)
    for old in data.glob("scorekeeper.json.bak*"):
        old.unlink()
    (data / "scorekeeper.json").write_text("{not json")

    store = GameStore(data, auto_backup=False)

    assert SECRET.decode().strip() not in [p.name for p in store.list_players()]
    assert "no backup of it was readable" in store.messages[0]
    assert [g.id for g in store.list_games()] == [gid]


def test_a_linked_copy_of_a_damaged_journal_is_not_used_to_repair_it(tmp_path):
    store = GameStore(tmp_path / "data", auto_backup=False)
    gid = store.create_game(game_from_record(long_game(3)))
    journal = tmp_path / "data" / "games" / f"{gid}.events"
    lines = journal.read_bytes().split(b"\n")
    planted = tmp_path / "elsewhere" / "copy.events"
    planted.parent.mkdir()
    planted.write_bytes(journal.read_bytes())  # a whole, valid copy: following the link would take entry 2 from it
    journal.write_bytes(b"\n".join([lines[0], b'{"n":2,"e":{"type":"broken"}}', *lines[2:]]))
    link_in(journal.parent, f"{gid}.events.bak1", planted)

    reopened = GameStore(tmp_path / "data", auto_backup=False)
    events = reopened.load_game_dict(gid)["events"]

    [said] = reopened.messages
    assert f"could not all be read: entry 2 is damaged in {gid}.events." in said
    assert "bak1" not in said and len(events) == 1
    assert planted.read_bytes() == b"\n".join(lines)
    assert not any(os.path.islink(p) for p in journal.parent.glob(f"{gid}.events.damaged-*"))


# ---------------------------------------------------------------------- Undo, playing, the trash
@pytest.mark.parametrize("exists", [True, False], ids=["to a file", "to no file yet"])
def test_undo_and_a_correction_with_a_linked_history_are_refused_and_append_nothing_outside(tmp_path, outside, exists):
    store = GameStore(tmp_path / "data", auto_backup=False)
    gid = store.create_game(game_from_record(long_game(2)))
    service = Scorekeeper(store)
    played = service.play(gid, service.open_game(gid), event_from_dict({"type": "bid", "player": "Y",
                                                                         "amount": 175000}))
    target = outside.path if exists else outside.path.with_name("not-yet.txt")
    link_in(tmp_path / "data" / "games", f"{gid}.history", target)

    with pytest.raises(StorageProblem) as refused:
        service.undo(gid, played)
    with pytest.raises(StorageProblem) as correction:
        service.correct(gid, played, lambda game: game.with_events(game.events[:-1]))
    with pytest.raises(DamagedFileError):
        store.append_history(gid, {"op": "done"})

    assert str(refused.value) == (f"Could not read what was done to the game: {gid}.history is damaged "
                                  f"({LINK_REASON}). Nothing was stored.")
    assert str(correction.value) == (f"Could not store that correction: {gid}.history is damaged ({LINK_REASON}). "
                                     "Nothing was stored.")
    assert service.open_game(gid).events == played.events  # the entry the keeper made is still there
    assert not os.path.lexists(outside.path.with_name("not-yet.txt"))
    outside.assert_untouched()


def test_an_entry_is_never_appended_through_a_linked_journal(tmp_path, outside):
    store = GameStore(tmp_path / "data", auto_backup=False)
    gid = store.create_game(game_from_record(long_game(2)))
    link_in(tmp_path / "data" / "games", f"{gid}.events", outside.path)

    with pytest.raises(DamagedFileError) as refused:
        store.append_event(gid, {"type": "bid", "player": "Y", "amount": 175000})

    assert str(refused.value) == f"{gid}.events is damaged ({LINK_REASON})"
    outside.assert_untouched()


@pytest.mark.parametrize("key", LINKED)
def test_deleting_and_emptying_the_trash_move_and_remove_links_never_what_they_point_to(tmp_path, capsys, outside,
                                                                                      key):
    data, gid = imported(tmp_path, capsys)
    name = LINKED[key].format(gid=gid)
    link_in(data / "games", name, outside.path)
    service = Scorekeeper(GameStore(data, auto_backup=False))

    service.delete_game(gid)
    moved = [p for p in (data / "trash").iterdir() if os.path.islink(p)]
    service.repo.empty_trash()

    assert service.count_games("deleted") == 0
    assert [p.name for p in moved] == [name]  # moved with the game's other files, the link itself
    assert not any(os.path.islink(p) for p in (data / "trash").iterdir())
    outside.assert_untouched()


# ---------------------------------------------------------------------- import and export
@pytest.mark.parametrize("key", LINKED)
def test_import_beside_a_linked_file_stores_the_game_and_touches_nothing_outside(tmp_path, capsys, outside, key):
    data, gid = imported(tmp_path, capsys)
    name = LINKED[key].format(gid=gid)
    link_in(data / "games", name, outside.path)

    code, out, err = run(capsys, "import", "--data", str(data), str(record_file(tmp_path, 3, "saturday.json")))

    assert code == 0 and out.startswith("stored ") and "(make-a-million, A, Z, B, Y, 3 hands)" in out
    assert err == f"scorekeeper: note: {left_out_note(name, gid, key)}\n"  # the snapshot taken on opening
    for snapshot in snapshots(data):
        assert SECRET not in zip_contents(snapshot)[1]
    outside.assert_untouched()


@pytest.mark.parametrize("key", LINKED)
def test_export_never_carries_a_linked_file(tmp_path, capsys, outside, key):
    data, gid = imported(tmp_path, capsys)
    link_in(data / "games", LINKED[key].format(gid=gid), outside.path)

    code, out, err = run(capsys, "export", "--data", str(data), "--all", str(tmp_path / "out"))

    assert code == 0
    for exported in (tmp_path / "out").iterdir():
        assert SECRET not in exported.read_bytes()
    assert SECRET.decode() not in out + err
    outside.assert_untouched()


def test_export_of_a_game_whose_journal_is_a_link_says_what_is_wrong_and_what_is_right(tmp_path, capsys, outside):
    data, gid = imported(tmp_path, capsys)
    link_in(data / "games", f"{gid}.events", outside.path)
    GameStore(data)  # the snapshot (and its note) out of the way

    code, out, err = run(capsys, "export", "--data", str(data), gid)

    assert (code, out) == (2, "")
    assert err == (f"scorekeeper: error: Could not open the game: {gid}.events is damaged ({LINK_REASON}). "
                   "Nothing was stored.\n")
    outside.assert_untouched()


# ---------------------------------------------------------------------- pipes
FIFO_COMMANDS = """
import contextlib, io, json, sys
from scorekeeper.cli_store import main
from scorekeeper.service import Scorekeeper
from scorekeeper.store import GameStore
data, gid, record, book = sys.argv[1:]
codes = {}
service = Scorekeeper(GameStore(data))
try:
    service.undo(gid, service.open_game(gid))
except Exception as exc:
    codes["undo"] = str(exc)
codes["draft"] = service.load_draft(gid)  # a pipe in place of the draft: no draft, at once
for argv in (["games"], ["stats"], ["export", gid], ["backup", book], ["import", record]):
    with contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(io.StringIO()):
        codes[argv[0]] = main([argv[0], "--data", data, *argv[1:]])
service = Scorekeeper(GameStore(data))
service.delete_game(gid)
service.repo.empty_trash()
codes["trash"] = service.count_games("deleted")
with contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(io.StringIO()):
    codes["restore"] = main(["restore", "--data", data, book])
print(json.dumps(codes))
"""


def test_pipes_in_the_data_folder_never_make_a_command_wait(tmp_path, capsys):
    data, gid = imported(tmp_path, capsys)
    for name in (f"{gid}.history", f"{gid}.events.damaged-{STAMP}", f"{gid}.events.kept-{STAMP}", "notes.fifo"):
        os.mkfifo(data / "games" / name)
    os.mkfifo(data / "backups" / "auto-20991231T000000Z.zip")
    (data / "drafts").mkdir(exist_ok=True)
    os.mkfifo(data / "drafts" / f"{gid}.json")

    done = subprocess.run([sys.executable, "-c", FIFO_COMMANDS, str(data), gid,
                           str(record_file(tmp_path, 3, "saturday.json")), str(tmp_path / "book.zip")],
                          capture_output=True, text=True, timeout=60, cwd=ROOT,
                          env={**os.environ, "PYTHONPATH": str(ROOT)})

    assert done.returncode == 0, done.stderr
    codes = json.loads(done.stdout)
    assert {k: v for k, v in codes.items() if k != "undo"} == {
        "draft": None, "games": 0, "stats": 0, "export": 0, "backup": 0, "import": 0, "restore": 0, "trash": 0}
    assert codes["undo"] == (f"Could not read what was done to the game: {gid}.history is damaged (is a pipe (FIFO), "
                             "not a regular file). Nothing was stored.")
