"""A restore is atomic against every other opening of the data folder, in this process or another.

The real-process race starts every command at once (each has imported everything and waits on its
standard input for the word to go), so restores overlap openings, backups and a long-lived store
that keeps writing, whatever the machine's speed; what it asserts holds for every interleaving:
nothing acknowledged is lost, every listing and backup is a whole folder, every restore that said
"restored" left its copy of what was there.  The paused restores show, one at a time, the moments
that lost games before (an opening while the folder is renamed aside, a writer waiting on the old
folder's lock) and the long one that must not hold openings up (a restore unpacking its backup).
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import threading
import zipfile
from pathlib import Path
from types import ModuleType

import pytest

from scorekeeper.rules import game_from_record
from scorekeeper.store import GameStore, ReadOnlyStore, StoreError, restore_backup
from scorekeeper.store import backups, core, folder_lock, repository
from scorekeeper.store.backups import check_backup

from .records import long_game, renamed
from .test_backups import LOCKS, beside

pytestmark = pytest.mark.skipif(sys.platform.startswith("win"), reason="advisory locks (fcntl) only")

ROOT = Path(__file__).resolve().parents[2]
ROUNDS = 2
WRITES = 3  # games the long-lived store stores in each round

# A command of the CLI, started at once but run only when the test writes a line to its standard input.
COMMAND = """
import sys
from scorekeeper.cli import main
sys.stdin.readline()
print("exit", main(sys.argv[1:]), flush=True)
"""

# A store kept open for the whole run, as the app keeps one, storing a new game at each line it is given.
WRITER = """
import json, sys
from scorekeeper.rules import game_from_record
from scorekeeper.store import GameStore, StoreError
store = GameStore(sys.argv[1])
print("ready", flush=True)
for line in sys.stdin:
    if not line.strip():
        break
    try:
        print("stored", store.create_game(game_from_record(json.loads(line))), flush=True)
    except StoreError as exc:
        print("refused", exc, flush=True)
"""


def book(folder: Path, games: int, tag: str) -> set[str]:
    store = GameStore(folder, auto_backup=False)
    return {store.create_game(game_from_record(renamed(long_game(k + 1), f"{tag}{k}"))) for k in range(games)}


def zip_games(path: Path) -> set[str]:
    with zipfile.ZipFile(path) as zf:
        return {n[len("games/"):-len(".json")] for n in zf.namelist() if n.startswith("games/") and n.endswith(".json")}


def folder_games(data_dir: Path) -> set[str]:
    return {p.stem for p in (data_dir / "games").glob("*.json")}


def index_games(data_dir: Path) -> set[str]:
    index = json.loads((data_dir / "scorekeeper.json").read_text())
    return {doc["id"] for doc in index["games"].values() if not doc.get("deleted_at")}


def finished(result: tuple[str, str]) -> tuple[int, str]:
    """(the command's exit code, what it printed before it), from what a COMMAND process wrote."""
    out, _err = result
    printed, _, code = out.rpartition("exit ")
    return int(code), printed


def start(*args: str, script: str = COMMAND) -> subprocess.Popen[str]:
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    return subprocess.Popen([sys.executable, "-c", script, *args], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True, cwd=ROOT, env=env)


@pytest.mark.long
def test_restores_racing_openings_backups_and_a_writing_store_lose_nothing_and_leave_whole_folders(tmp_path):
    data = tmp_path / "data"
    original = book(data, 3, "o")
    sets = {"x": book(tmp_path / "x", 2, "x"), "y": book(tmp_path / "y", 4, "y")}
    zips = {tag: GameStore(tmp_path / tag, auto_backup=False).write_backup(tmp_path / f"{tag}.zip") for tag in sets}
    whole_sets = [original, *sets.values()]
    writer = start(str(data), script=WRITER)
    assert writer.stdout is not None and writer.stdin is not None
    assert writer.stdout.readline() == "ready\n"
    acknowledged: set[str] = set()
    saved_copies: list[Path] = []
    for r in range(ROUNDS):
        restores = [start("--data", str(data), "restore", str(zips[tag])) for tag in ("x", "y")]
        listings = [start("--data", str(data), "games", "--json") for _ in range(2)]
        stats = [start("--data", str(data), "stats", "--json")]
        copies = [tmp_path / f"copy-{r}-{k}.zip" for k in range(2)]
        backup_runs = [start("--data", str(data), "backup", str(copy)) for copy in copies]
        everyone = restores + listings + stats + backup_runs
        for proc in everyone:
            assert proc.stdin is not None
            proc.stdin.write("\n")
            proc.stdin.flush()
        for k in range(WRITES):  # the long-lived store writes while the others run
            writer.stdin.write(json.dumps(renamed(long_game(1), f"w{r}.{k}")) + "\n")
            writer.stdin.flush()
        results = {proc: proc.communicate(timeout=60) for proc in everyone}
        for k in range(WRITES):
            said = writer.stdout.readline().split(maxsplit=1)
            assert said[0] == "stored", said  # a writer waits for a restore; it is never refused
            acknowledged.add(said[1].strip())
        for proc in restores:
            code, out = finished(results[proc])
            assert code == 0 and out.startswith("restored "), results[proc]
            saved_copies.append(Path(out.split("saved as ")[1].split()[0]))
        for proc in listings:
            code, out = finished(results[proc])
            listed = {g["id"] for g in json.loads(out)["games"]}
            assert code == 0 and any(whole <= listed for whole in whole_sets), (listed, results[proc])  # never half
        for proc in stats:
            code, out = finished(results[proc])
            assert code == 0 and json.loads(out)["players"], results[proc]
        for proc, copy in zip(backup_runs, copies):
            assert finished(results[proc])[0] == 0, results[proc]
            assert check_backup(copy) >= 2  # every backup is a whole folder the restore accepts
            assert any(whole <= zip_games(copy) for whole in whole_sets)
    writer.stdin.write("\n")
    writer.stdin.flush()
    assert writer.wait(timeout=30) == 0
    # the index the long-lived store wrote after the restores agrees with the restored files
    assert index_games(data) == folder_games(data)
    store = GameStore(data, auto_backup=False)
    assert store.messages == []
    assert any(whole <= folder_games(data) for whole in whole_sets)
    for copy in saved_copies:  # every restore that said "restored" left its copy of what was there
        assert copy.parent == data / "backups" and copy.exists()
    kept = folder_games(data).union(*(zip_games(z) for z in (data / "backups").glob("*.zip")))
    assert original | acknowledged <= kept  # nothing stored was lost
    assert beside(data) == LOCKS  # no stage, no folder aside


def _restore_in_thread(data_dir: Path, backup: Path) -> tuple[threading.Thread, list[tuple[Path, int]]]:
    done: list[tuple[Path, int]] = []
    thread = threading.Thread(target=lambda: done.append(restore_backup(data_dir, backup)), name="restore")
    thread.start()
    return thread, done


def _pause_at(monkeypatch, data_dir: Path, moment: str) -> tuple[threading.Event, threading.Event]:
    """Make a restore stop at ``moment``: "before the renames" (the backup checked, the data folder and its
    lock still in place and held) or "between the renames" (the data folder renamed aside)."""
    paused, resume = threading.Event(), threading.Event()
    real_rename = os.rename

    def rename(src, dst):
        if (moment == "before the renames" and ".restore-building" in str(src)) or \
                (moment == "between the renames" and Path(dst) == data_dir and ".restore-ready" in str(src)):
            paused.set()
            assert resume.wait(10)
        return real_rename(src, dst)

    monkeypatch.setattr(backups.os, "rename", rename)
    return paused, resume


def _on_the_folder_lock(monkeypatch, module: ModuleType) -> threading.Event:
    """An event set once a thread other than the restore's asks ``module``'s folder lock (and then waits)."""
    asked = threading.Event()
    real = module.folder_locked

    def folder_locked(*args, **kwargs):
        if threading.current_thread().name != "restore":
            asked.set()
        return real(*args, **kwargs)

    monkeypatch.setattr(module, "folder_locked", folder_locked)
    return asked


def _wait_until_blocked_on(lock_file: Path) -> None:
    """Until some thread waits for the flock of ``lock_file`` (``/proc/locks`` lists it with "->")."""
    inode = f":{os.stat(lock_file).st_ino} "
    for _ in range(1000):
        if any("->" in line and inode in line for line in Path("/proc/locks").read_text().splitlines()):
            return
        threading.Event().wait(0.01)
    raise AssertionError("the writer never waited for the lock")


def test_an_opening_while_a_restore_is_between_its_renames_waits_or_refuses_and_never_deletes(
        data_dir, tmp_path, monkeypatch):
    original = book(data_dir, 2, "o")
    restored = book(tmp_path / "other", 3, "n")
    backup = GameStore(tmp_path / "other", auto_backup=False).write_backup(tmp_path / "other.zip")
    paused, resume = _pause_at(monkeypatch, data_dir, "between the renames")
    thread, done = _restore_in_thread(data_dir, backup)
    opened: list[GameStore] = []
    waiting = threading.Thread(target=lambda: opened.append(GameStore(data_dir)))
    try:
        assert paused.wait(10)
        assert not data_dir.exists()  # the moment an opening used to complete, undo or empty the swap
        with monkeypatch.context() as impatient:
            impatient.setattr(folder_lock, "RESTORE_WAIT", 0)
            with pytest.raises(StoreError) as refused:
                GameStore(data_dir)
        assert str(refused.value) == ("another Scorekeeper is restoring a backup into this data folder; try again "
                                      "in a moment")
        assert not data_dir.exists()  # nothing made, nothing deleted, nothing renamed
        assert [name.split("-")[0] for name in beside(data_dir)] == [".data.before", ".data.lock", ".data.restore",
                                                                     ".data.restore.lock"]  # aside, and ready
        asked = _on_the_folder_lock(monkeypatch, repository)
        waiting.start()
        assert asked.wait(10)  # this one waits for the restore
    finally:
        resume.set()
        thread.join(10)
    waiting.join(10)
    saved, games = done[0]
    assert games == 3
    assert {g.id for g in opened[0].list_games()} == restored
    assert zip_games(saved) == original
    assert folder_games(data_dir) == restored


@pytest.mark.parametrize("moment", ["before the renames", "between the renames"])
def test_a_store_kept_open_during_a_restore_writes_into_the_restored_folder(data_dir, tmp_path, monkeypatch, moment):
    """The app keeps its store open: a change it stores during a restore waits, then goes into the restored
    folder, beside the restored games: never into the folder renamed aside, nor over the restored index, and
    under the restored folder's lock, not the old folder's (which no writer of the restored folder takes)."""
    if moment == "before the renames" and not Path("/proc/locks").exists():
        pytest.skip("needs /proc/locks to see the writer wait")
    book(data_dir, 2, "o")
    restored = book(tmp_path / "other", 3, "n")
    backup = GameStore(tmp_path / "other", auto_backup=False).write_backup(tmp_path / "other.zip")
    app = GameStore(data_dir, auto_backup=False)
    app.list_games()  # its index is cached
    old_lock = data_dir / ".lock"
    paused, resume = _pause_at(monkeypatch, data_dir, moment)
    thread, done = _restore_in_thread(data_dir, backup)
    stored: list[str] = []
    locks: list[tuple[int, int]] = []

    def write() -> None:
        with app._locked():  # the lock create_game takes (again, inside: the same one)
            locks.append((os.fstat(app._lock_fd).st_ino, os.stat(data_dir / ".lock").st_ino))  # type: ignore[arg-type]
            stored.append(app.create_game(game_from_record(renamed(long_game(1), "app"))))

    writing = threading.Thread(target=write)
    try:
        assert paused.wait(10)
        if moment == "before the renames":
            writing.start()
            _wait_until_blocked_on(old_lock)  # it waits on the lock of the folder about to be renamed aside
        else:
            asked = _on_the_folder_lock(monkeypatch, core)
            writing.start()
            assert asked.wait(10)  # it found no folder, and waits for the restore on the folder lock
    finally:
        resume.set()
        thread.join(10)
    writing.join(10)
    assert done and stored
    held, current = locks[0]
    assert held == current
    assert folder_games(data_dir) == restored | set(stored)
    assert index_games(data_dir) == restored | set(stored)
    assert {g.id for g in app.list_games()} == restored | set(stored)
    assert GameStore(data_dir).messages == []


def test_while_a_restore_unpacks_an_opening_goes_on_leaving_its_stage_and_a_second_restore_waits(
        data_dir, tmp_path, monkeypatch):
    """Unpacking and checking is the long part of a restore: an opening does not wait for it (nor removes the
    stage it unpacks into); a second restore waits for the first, and refuses in one line when it may not wait."""
    original = book(data_dir, 2, "o")
    restored = book(tmp_path / "other", 3, "n")
    backup = GameStore(tmp_path / "other", auto_backup=False).write_backup(tmp_path / "other.zip")
    unpacking, resume = threading.Event(), threading.Event()
    real_copy = backups._copy_capped

    def copy(*args):
        if threading.current_thread().name == "restore":
            unpacking.set()
            assert resume.wait(10)
        return real_copy(*args)

    monkeypatch.setattr(backups, "_copy_capped", copy)
    thread, done = _restore_in_thread(data_dir, backup)
    try:
        assert unpacking.wait(10)
        monkeypatch.setattr(folder_lock, "RESTORE_WAIT", 0)
        assert {g.id for g in GameStore(data_dir).list_games()} == original  # opened at once
        assert (tmp_path / ".data.restore-building").is_dir()
        with pytest.raises(StoreError) as refused:
            restore_backup(data_dir, backup)
        assert str(refused.value) == ("another Scorekeeper is restoring a backup into this data folder; try again "
                                      "in a moment")
        assert folder_games(data_dir) == original
    finally:
        resume.set()
        thread.join(10)
    assert done[0][1] == 3
    assert folder_games(data_dir) == restored
    assert beside(data_dir) == LOCKS


def test_an_opening_removes_the_stage_of_a_restore_killed_while_unpacking(data_dir, tmp_path):
    original = book(data_dir, 2, "o")
    stage = tmp_path / ".data.restore-building"
    (stage / "games").mkdir(parents=True)  # no restore holds the restore lock: its restore was killed
    assert {g.id for g in GameStore(data_dir).list_games()} == original
    assert not stage.exists()


def test_a_store_kept_open_reading_the_game_list_during_a_restores_swap_lists_the_restored_games(
        data_dir, tmp_path, monkeypatch):
    book(data_dir, 2, "o")
    restored = book(tmp_path / "other", 3, "n")
    backup = GameStore(tmp_path / "other", auto_backup=False).write_backup(tmp_path / "other.zip")
    app = GameStore(data_dir, auto_backup=False)
    paused, resume = _pause_at(monkeypatch, data_dir, "between the renames")
    thread, done = _restore_in_thread(data_dir, backup)
    listed: list[set[str]] = []
    reading = threading.Thread(target=lambda: listed.append({g.id for g in app.list_games()}))
    try:
        assert paused.wait(10)
        asked = _on_the_folder_lock(monkeypatch, core)
        reading.start()
        assert asked.wait(10)  # it found no index where the folder was, and waits for the restore
    finally:
        resume.set()
        thread.join(10)
    reading.join(10)
    assert done and listed == [restored]


# The board in a process of its own: a read-only store opened before a restore, reading at each line it is
# given; it says when it asks the folder lock (a read found no data folder), and what it read.
BOARD = """
import sys
from scorekeeper.store import ReadOnlyStore, StoreError, readonly
real = getattr(readonly, "folder_locked", None)
def folder_locked(*args, **kwargs):
    print("waits", flush=True)
    return real(*args, **kwargs)
if real is not None:
    readonly.folder_locked = folder_locked
store = ReadOnlyStore(sys.argv[1])
print("ready", flush=True)
for line in sys.stdin:
    try:
        games = sorted(g.id for g in store.list_games())
        print("read", " ".join(games), len(store.load_game(games[0]).events), flush=True)
    except StoreError as exc:
        print("refused", exc, flush=True)
"""


def test_a_board_reading_while_a_restore_is_between_its_renames_waits_and_reads_the_restored_folder(
        data_dir, tmp_path, monkeypatch):
    book(data_dir, 2, "o")
    restored = book(tmp_path / "other", 3, "n")
    backup = GameStore(tmp_path / "other", auto_backup=False).write_backup(tmp_path / "other.zip")
    board = start(str(data_dir), script=BOARD)
    try:
        assert board.stdout is not None and board.stdin is not None
        assert board.stdout.readline() == "ready\n"
        paused, resume = _pause_at(monkeypatch, data_dir, "between the renames")
        thread, done = _restore_in_thread(data_dir, backup)
        try:
            assert paused.wait(10) and not data_dir.exists()
            board.stdin.write("read\n")
            board.stdin.flush()
            assert board.stdout.readline() == "waits\n"  # its read found no folder: it waits for the swap
        finally:
            resume.set()
            thread.join(10)
        first = sorted(restored)[0]
        assert board.stdout.readline() == f"read {' '.join(sorted(restored))} {len(_events_of(data_dir, first))}\n"
    finally:
        board.stdin.close()
        board.wait(10)
    assert done[0][1] == 3
    assert beside(data_dir) == [".data.lock", ".data.restore.lock"]


def _events_of(data_dir: Path, game_id: str) -> list[dict]:
    return GameStore(data_dir, auto_backup=False).load_events(game_id)


def test_a_board_whose_restore_goes_on_too_long_gets_one_sentence_and_writes_nothing(data_dir, tmp_path, monkeypatch):
    book(data_dir, 2, "o")
    book(tmp_path / "other", 1, "n")
    backup = GameStore(tmp_path / "other", auto_backup=False).write_backup(tmp_path / "other.zip")
    board = ReadOnlyStore(data_dir)
    paused, resume = _pause_at(monkeypatch, data_dir, "between the renames")
    thread, _done = _restore_in_thread(data_dir, backup)
    try:
        assert paused.wait(10)
        monkeypatch.setattr(folder_lock, "RESTORE_WAIT", 0)
        for read in (board.list_games, board.count_games, lambda: ReadOnlyStore(data_dir)):
            with pytest.raises(StoreError) as refused:
                read()
            assert str(refused.value) == ("another Scorekeeper is restoring a backup into this data folder; try "
                                          "again in a moment")
    finally:
        resume.set()
        thread.join(10)
    assert len(board.list_games()) == 1  # the restored folder's, once the swap is done


def test_a_board_on_a_folder_that_is_not_there_says_so_and_makes_no_lock_beside_it(data_dir):
    with pytest.raises(StoreError) as refused:
        ReadOnlyStore(data_dir)
    assert str(refused.value) == f"there is no data folder at {data_dir}"
    assert beside(data_dir) == []


def test_a_board_on_a_folder_whose_restore_was_killed_between_its_renames_says_so_and_completes_nothing(data_dir):
    book(data_dir, 1, "o")
    os.rename(data_dir, data_dir.with_name(".data.restore-ready"))  # the restore died before its second rename
    assert beside(data_dir) == [".data.lock", ".data.restore-ready"]
    with pytest.raises(StoreError) as refused:
        ReadOnlyStore(data_dir)
    assert str(refused.value) == (f"a restore into {data_dir} was interrupted; open the folder once with Scorekeeper "
                                  "(not read-only) to complete it")
    assert not data_dir.exists() and beside(data_dir) == [".data.lock", ".data.restore-ready"]  # as it was
    assert len(ReadOnlyStore(GameStore(data_dir, auto_backup=False).data_dir).list_games()) == 1  # a writer completes it
