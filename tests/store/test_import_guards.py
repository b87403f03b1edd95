"""Import as an attacker (or an unlucky user) would use it: two at once, a device, a pipe, a key
given twice, a game too long for the old backup cap."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

from scorekeeper.cli_store import main
from scorekeeper.limits import MAX_RECORD_BYTES, MAX_STORED_FILE_BYTES
from scorekeeper.store import GameStore
from scorekeeper.store.gamefiles import journal_bytes, read_journal

from .records import long_game

ROOT = Path(__file__).resolve().parents[2]
ROUNDS = 20
# The stored-file cap the backup test lowers the store to: writing a game as large as the real cap (24 MiB)
# takes seconds; the store reads the cap from
# scorekeeper.limits at each read, so a lowered cap is the cap the store, the backup and the restore keep.
LOWERED_CAP = 256 * 1024

# Each of two processes imports the same record into the same fresh folder, round after round. Before
# each round both wait for the other (a file barrier), so the two imports start together as far as the
# machine allows; whether they overlap or not, exactly one of them may store the game.
IMPORTER = r"""
import io, os, sys, time
from contextlib import redirect_stdout
from scorekeeper.cli_store import main
root, record, rounds, me = sys.argv[1], sys.argv[2], int(sys.argv[3]), sys.argv[4]
other = "b" if me == "a" else "a"
for r in range(rounds):
    open(os.path.join(root, f"ready-{r}-{me}"), "w").close()
    for _ in range(60_000):  # at most a minute: the other process is starting or finishing a round
        if os.path.exists(os.path.join(root, f"ready-{r}-{other}")):
            break
        time.sleep(0.001)
    out = io.StringIO()
    with redirect_stdout(out):
        code = main(["import", "--data", os.path.join(root, f"round-{r}"), record])
    for line in out.getvalue().splitlines():
        print(r, code, line, flush=True)
"""


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def run_cli(*argv: str, timeout: float = 60) -> subprocess.CompletedProcess[str]:
    """The command as a user runs it, bounded: a read that blocks fails the test instead of hanging it."""
    return subprocess.run([sys.executable, "-m", "scorekeeper", *argv], capture_output=True, text=True,
                          timeout=timeout, cwd=ROOT, env={**os.environ, "PYTHONPATH": str(ROOT)})


def test_two_imports_of_one_record_at_once_store_it_once_in_each_of_20_rounds(tmp_path: Path) -> None:
    record = tmp_path / "friday.json"
    record.write_text(json.dumps(long_game(3)), encoding="utf-8")
    importers = [subprocess.Popen([sys.executable, "-c", IMPORTER, str(tmp_path), str(record), str(ROUNDS), me],
                                  stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, cwd=ROOT,
                                  env={**os.environ, "PYTHONPATH": str(ROOT)}) for me in "ab"]
    outputs = [p.communicate(timeout=240) for p in importers]
    assert [(p.returncode, err) for p, (_out, err) in zip(importers, outputs)] == [(0, ""), (0, "")]
    lines = [line.split(" ", 2) for out, _err in outputs for line in out.splitlines()]
    for r in range(ROUNDS):
        said = sorted(text.split(":")[0].rsplit(" ", 1)[0] for n, code, text in lines if n == str(r))
        assert said == ["already stored as", "stored"], f"round {r}: {said}"
        store = GameStore(tmp_path / f"round-{r}", auto_backup=False)
        games = store.list_games()
        assert [(g.name, g.hands) for g in games] == [("friday", 3)], f"round {r}"
        ids = {text.split(":")[0].rsplit(" ", 1)[1] for n, code, text in lines if n == str(r)}
        assert ids == {games[0].id}


@pytest.mark.parametrize("given", ["/dev/zero", "a FIFO"])
def test_a_device_or_a_fifo_is_refused_at_once_without_a_traceback(tmp_path: Path, given: str) -> None:
    path = Path(given)
    if given == "a FIFO":  # no writer ever comes: opening it the usual way would wait forever
        path = tmp_path / "record.json"
        os.mkfifo(path)
    done = run_cli("import", "--data", str(tmp_path / "data"), str(path), timeout=30)
    kind = "a device" if given == "/dev/zero" else "a pipe (FIFO)"
    assert (done.returncode, done.stdout) == (2, "")
    assert done.stderr == (f"scorekeeper: error: {path}: is {kind}, not a regular file; give the path of a "
                           "saved record\nscorekeeper: nothing was imported\n")


def test_a_fifo_given_to_restore_is_refused_at_once(tmp_path: Path) -> None:
    fifo = tmp_path / "backup.zip"
    os.mkfifo(fifo)
    done = run_cli("restore", "--data", str(tmp_path / "data"), str(fifo), timeout=30)
    assert (done.returncode, done.stdout) == (2, "")
    assert done.stderr == (f"scorekeeper: error: {fifo}: is a pipe (FIFO), not a regular file; give the path of a "
                           "backup (a .zip file); nothing was changed\n")


def test_a_record_over_the_cap_is_refused_before_it_is_read_whole(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    from scorekeeper import limits

    monkeypatch.setattr(limits, "MAX_RECORD_BYTES", 1000)
    big = tmp_path / "big.json"
    big.write_text(json.dumps(long_game(6)), encoding="utf-8")  # 1,300 bytes
    code, out, err = run(capsys, "import", "--data", str(tmp_path / "data"), str(big))
    assert (code, out) == (2, "")
    assert err == (f"scorekeeper: error: {big}: larger than 0 MiB; a game record is far smaller\n"
                   "scorekeeper: nothing was imported\n")


def test_a_key_given_twice_is_refused_as_score_refuses_it(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    text = json.dumps(long_game(1)).replace('"dealer": ', '"dealer": "A", "dealer": ', 1)
    twice = tmp_path / "twice.json"
    twice.write_text(text, encoding="utf-8")
    code, out, err = run(capsys, "import", "--data", str(tmp_path / "data"), str(twice))
    assert (code, out) == (2, "")
    assert err == (f"scorekeeper: error: {twice}: \"dealer\" given twice in the record\n"
                   "scorekeeper: nothing was imported\n")
    assert not (tmp_path / "data" / "games").exists() or not list((tmp_path / "data" / "games").iterdir())
    score = run_cli("score", str(twice))
    assert score.stderr == f"scorekeeper: {twice}: \"dealer\" given twice in the record\n"


def test_the_caps_agree_whatever_a_record_may_hold_the_store_keeps_and_a_backup_restores() -> None:
    from scorekeeper.store import backups

    # a journal line is at most about four times the part of a record it came from (an auction of passes
    # between one-letter names): the stored file's cap is four times the record's
    assert MAX_STORED_FILE_BYTES == 4 * MAX_RECORD_BYTES
    assert backups.max_member_bytes() == MAX_STORED_FILE_BYTES


def test_a_game_as_large_as_the_store_keeps_is_backed_up_and_restored(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    """Once restore refused a member above 32 MiB that the store had kept: the largest journal the store
    keeps (within one hand of its cap, lowered here) must come back whole."""
    from scorekeeper import limits
    from scorekeeper.rules import event_to_dict, game_from_record

    cap = LOWERED_CAP // 2  # a journal of hands the rules accept (restore replays them) that fits the cap
    monkeypatch.setattr(limits, "MAX_STORED_FILE_BYTES", cap)
    one_hand = game_from_record(long_game(1))
    hand_bytes = len(journal_bytes([event_to_dict(e) for e in one_hand.events]))
    marathon = game_from_record(long_game(cap // hand_bytes + 2))  # a little more than fits
    per_hand = len(one_hand.events)
    events = [event_to_dict(e) for e in marathon.events]
    repeats = cap // hand_bytes + 2
    while len(journal_bytes(events[:per_hand * repeats])) > cap:  # later lines carry longer numbers
        repeats -= 1
    # The game is stored as an import stores one (its list figures given), hand after hand up to the cap.
    store = GameStore(tmp_path / "data", auto_backup=False)
    game = {**marathon.to_dict(), "events": events[:per_hand * repeats]}
    game_id = store.create_game(game, name="marathon", summary={"events": len(game["events"]), "hands": repeats})
    journal = tmp_path / "data" / "games" / f"{game_id}.events"
    size = journal.stat().st_size
    assert cap - 2 * hand_bytes < size <= cap

    code, out, err = run(capsys, "backup", "--data", str(tmp_path / "data"), str(tmp_path / "book.zip"))
    assert (code, err) == (0, "")
    assert out == f"backed up 1 game and 4 players to {tmp_path / 'book.zip'}\n"
    with zipfile.ZipFile(tmp_path / "book.zip") as zf:
        assert zf.getinfo(f"games/{game_id}.events").file_size == size

    code, out, err = run(capsys, "restore", "--data", str(tmp_path / "elsewhere"), str(tmp_path / "book.zip"))
    assert (code, err) == (0, "")
    assert out.startswith(f"restored 1 game files from {tmp_path / 'book.zip'} into {tmp_path / 'elsewhere'}; ")
    restored = read_journal(tmp_path / "elsewhere" / "games" / f"{game_id}.events")
    assert (len(restored.events), restored.damaged_at) == (per_hand * repeats, None)
    assert (tmp_path / "elsewhere" / "games" / f"{game_id}.events").stat().st_size == size


def test_a_game_whose_journal_would_pass_the_cap_is_refused_before_anything_is_stored(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from scorekeeper.rules import game_from_record
    from scorekeeper import limits
    from scorekeeper.store import StoreError

    monkeypatch.setattr(limits, "MAX_STORED_FILE_BYTES", 1000)  # one hand: about 400 bytes
    store = GameStore(tmp_path / "data", auto_backup=False)
    short, long = game_from_record(long_game(1)), game_from_record(long_game(3))
    with pytest.raises(StoreError) as refused:
        store.create_games([dict(game=short), dict(game=long)])
    assert str(refused.value) == (f"a game of {len(long.events)} entries is too long to keep: its events take more "
                                  "than 0 MiB, the most a game file may take (so that every backup of it can be "
                                  "restored); nothing of it was stored")
    assert (store.count_games(), sorted(os.listdir(tmp_path / "data" / "games"))) == (0, [])


def read_only_disk(monkeypatch: pytest.MonkeyPatch, data: Path) -> str:
    """Put the data folder on a read-only disk (the tests run as root, so a chmod would not stop a
    write); return the note a reading command then prints."""
    import errno

    real_open = os.open

    def refusing_writes(path: str | os.PathLike[str], flags: int, *args: int) -> int:
        if flags & (os.O_WRONLY | os.O_RDWR | os.O_CREAT) and Path(path).is_relative_to(data):
            raise OSError(errno.EROFS, "Read-only file system", str(path))
        return real_open(path, flags, *args)

    monkeypatch.setattr("os.open", refusing_writes)
    return (f"scorekeeper: note: cannot use the data folder {data}: Read-only file system; read as it is "
            "(nothing there is recovered, upgraded or written)\n")


def test_a_read_only_data_folder_can_still_be_listed_and_exported(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    from scorekeeper.rules import game_from_record, game_to_record

    data = tmp_path / "data"
    record = tmp_path / "friday.json"
    record.write_text(json.dumps(long_game(2)), encoding="utf-8")
    code, out, _ = run(capsys, "import", "--data", str(data), str(record))
    game_id = out.split()[1].rstrip(":")
    note = read_only_disk(monkeypatch, data)
    code, out, err = run(capsys, "export", "--data", str(data), game_id)
    assert (code, err) == (0, note)
    assert game_to_record(game_from_record(json.loads(out))) == game_to_record(game_from_record(long_game(2)))
    code, out, err = run(capsys, "export", "--data", str(data), "--all", str(tmp_path / "out"))
    assert (code, out, err) == (0, f"exported 1 game to {tmp_path / 'out'}\n", note)
    assert sorted(os.listdir(tmp_path / "out")) == [f"{game_id}.json"]
    code, out, err = run(capsys, "games", "--data", str(data))
    assert (code, err) == (0, note)
    assert out.splitlines()[0] == "In progress (1)"
    code, out, err = run(capsys, "import", "--data", str(data), str(record))  # a writing command still refuses
    assert (code, out, err) == (2, "", f"scorekeeper: error: cannot use the data folder {data}: "
                                       "Read-only file system\n")


def test_a_fifo_in_place_of_a_journal_is_reported_at_once_by_export_and_the_board(tmp_path: Path) -> None:
    from scorekeeper.store import DamagedFileError, ReadOnlyStore

    data = tmp_path / "data"
    record = tmp_path / "friday.json"
    record.write_text(json.dumps(long_game(2)), encoding="utf-8")
    game_id = run_cli("import", "--data", str(data), str(record)).stdout.split()[1].rstrip(":")
    journal = data / "games" / f"{game_id}.events"
    journal.unlink()
    os.mkfifo(journal)  # a hostile or broken folder: opening it the usual way waits for a writer forever
    with pytest.raises(DamagedFileError) as found:
        ReadOnlyStore(data).load_game_dict(game_id)
    assert str(found.value) == f"{game_id}.events is damaged (is a pipe (FIFO), not a regular file)"
    done = run_cli("export", "--data", str(data), game_id, timeout=30)
    assert (done.returncode, done.stdout) == (2, "")
    assert f"{game_id}.events is damaged (is a pipe (FIFO), not a regular file" in done.stderr
