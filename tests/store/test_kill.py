"""A process killed (SIGKILL) at random moments while importing never loses an acknowledged game."""

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


def _import_process(data_dir: Path, files: list[Path]) -> subprocess.Popen:
    return subprocess.Popen(
        [sys.executable, "-m", "scorekeeper", "import", "--data", str(data_dir), *map(str, files)],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
        cwd=Path(__file__).resolve().parents[2])


def test_killing_the_importer_at_random_moments_never_loses_an_acknowledged_game(tmp_path):
    rng = random.Random(20250307)
    data_dir = tmp_path / "data"
    records_dir = tmp_path / "records"
    records_dir.mkdir()

    # When the importer starts storing and when it is done, here: the kills
    # are spread over that window (killing it before it opens the store
    # proves nothing).
    # Measured on the second of two runs: the first one also compiles and caches the modules,
    # which makes it slower than every later run and the window too wide.
    for attempt in range(2):
        warm = []
        for k in range(RECORDS_PER_ROUND):
            warm.append(records_dir / f"warm{attempt}-{k}.json")
            warm[-1].write_text(json.dumps(renamed(long_game(3), f"w{attempt}.{k}")))
        t0 = time.perf_counter()
        proc = _import_process(data_dir, warm)
        first_line = proc.stdout.readline()
        first_stored = time.perf_counter() - t0
        proc.communicate(timeout=30)
        full_run = time.perf_counter() - t0
        assert proc.returncode == 0 and first_line.startswith("stored ")
    window = (max(0.0, first_stored - 0.1), full_run + 0.05)

    acknowledged: dict[str, int] = {}  # game id -> hands in its record
    killed = 0
    for r in range(ROUNDS):
        files = []
        for k in range(RECORDS_PER_ROUND):
            path = records_dir / f"r{r}-{k}.json"
            path.write_text(json.dumps(renamed(long_game(1 + (r + k) % 7), f"{r}.{k}")))
            files.append(path)
        # some records of the previous round again: "already stored" is an acknowledgement too
        if r:
            files += [records_dir / f"r{r - 1}-{k}.json" for k in range(2)]
        proc = _import_process(data_dir, files)
        first = ""
        if r % 2:  # anywhere in the window, before the first game is stored included
            time.sleep(rng.uniform(*window))
        else:  # once it has stored a game: a loaded machine makes the window alone unreliable
            first = proc.stdout.readline()
            time.sleep(rng.uniform(0.0, max(0.0, full_run - first_stored)))
        if proc.poll() is None:
            proc.send_signal(signal.SIGKILL)
            killed += 1
        out, _err = proc.communicate(timeout=30)
        out = first + out
        for line in out.splitlines():
            m = ACK.match(line)
            if m:
                acknowledged[m["id"]] = len(json.loads(Path(m["file"]).read_text())["hands"])

        store = GameStore(data_dir)  # opens after every kill, as the app would
        assert store.messages == [], store.messages
        for gid, hands in acknowledged.items():
            game = store.load_game(gid)
            assert len(game.events) == 6 * hands, gid

    print(f"window {window[0]:.3f}-{window[1]:.3f}s, killed {killed}/{ROUNDS}, acknowledged {len(acknowledged)}")
    stored = GameStore(data_dir).list_games()
    assert {g.id for g in stored} >= set(acknowledged)
    assert all(g.problem is None for g in stored)
    assert killed >= 5, "the kills should land while the importer runs"
    assert len(acknowledged) >= ROUNDS // 2  # and the importer made progress in between
