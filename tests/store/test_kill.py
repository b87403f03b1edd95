"""A process killed (SIGKILL) at random moments while importing never loses an acknowledged game.

The kills are placed by what the importer has acknowledged, not by the clock: the test reads a
chosen number of "stored" lines, then kills at once (sometimes after a short random pause, to
land in the middle of a write).  The importer is run by a wrapper that, once the real command is
done, waits on its standard input until it is killed, so every kill lands on a live process
whatever the machine's speed, and the counts asserted below are exact.
"""

from __future__ import annotations

import json
import random
import re
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from scorekeeper.store import GameStore

from .records import long_game, renamed

ROUNDS = 25
ACK = re.compile(r"^(?:stored|already stored as) (?P<id>\S+): (?P<file>\S+)")
RECORDS_PER_ROUND = 6

pytestmark = pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")

# The real `scorekeeper import`, then a wait on stdin: the process is alive until the test kills it.
IMPORTER = """
import sys
from scorekeeper.cli import main
try:
    main(["import", *sys.argv[1:]])
finally:
    print("done", flush=True)
    sys.stdin.read()
"""


def _import_process(data_dir: Path, files: list[Path]) -> subprocess.Popen[str]:
    return subprocess.Popen(
        [sys.executable, "-c", IMPORTER, "--data", str(data_dir), *map(str, files)],
        stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
        cwd=Path(__file__).resolve().parents[2])


def _read_lines(proc: subprocess.Popen[str], count: int) -> list[str]:
    """Up to ``count`` lines of the importer's output, fewer where it is done (never waits forever)."""
    assert proc.stdout is not None
    lines: list[str] = []
    while len(lines) < count:
        line = proc.stdout.readline()
        if line in ("", "done\n"):
            break
        lines.append(line)
    return lines


def _round_files(records_dir: Path, r: int) -> list[Path]:
    files = []
    for k in range(RECORDS_PER_ROUND):
        path = records_dir / f"r{r}-{k}.json"
        path.write_text(json.dumps(renamed(long_game(1 + (r + k) % 7), f"{r}.{k}")))
        files.append(path)
    # some records of the previous round again: "already stored" is an acknowledgement too
    if r:
        files += [records_dir / f"r{r - 1}-{k}.json" for k in range(2)]
    return files


@pytest.mark.long
def test_killing_the_importer_at_random_moments_never_loses_an_acknowledged_game(tmp_path):
    rng = random.Random(20250307)
    data_dir = tmp_path / "data"
    records_dir = tmp_path / "records"
    records_dir.mkdir()

    acknowledged: dict[str, int] = {}  # game id -> hands in its record
    killed = 0
    for r in range(ROUNDS):
        files = _round_files(records_dir, r)
        proc = _import_process(data_dir, files)
        # even rounds: after one to all of the new records are acknowledged (so the importer
        # always makes progress); odd rounds: anywhere, before the first game is stored included
        wait_for = rng.randint(1, RECORDS_PER_ROUND) if r % 2 == 0 else rng.randint(0, len(files))
        lines = _read_lines(proc, wait_for)
        if rng.random() < 0.5:
            time.sleep(rng.uniform(0.0, 0.02))  # now and then into the write that follows
        assert proc.poll() is None, "the wrapper keeps the importer alive until it is killed"
        proc.send_signal(signal.SIGKILL)
        killed += 1
        out, _err = proc.communicate(timeout=30)
        for line in [*lines, *out.splitlines()]:
            m = ACK.match(line)
            if m:
                acknowledged[m["id"]] = len(json.loads(Path(m["file"]).read_text())["hands"])

        store = GameStore(data_dir)  # opens after every kill, as the app would
        assert store.messages == [], store.messages
        for gid, hands in acknowledged.items():
            game = store.load_game(gid)
            assert len(game.events) == 6 * hands, gid

    stored = GameStore(data_dir).list_games()
    assert {g.id for g in stored} >= set(acknowledged)
    assert all(g.problem is None for g in stored)
    assert killed == ROUNDS
    # every even round acknowledged at least one record of its own before the kill
    assert len(acknowledged) >= (ROUNDS + 1) // 2
