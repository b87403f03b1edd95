"""The first ``stats`` over the largest record, when its game has no fact file yet, within 512 MB.

Every keeper pays that first ``stats`` once: over a data folder an older version wrote, and for every game
after the stats cache's version goes up.  The game is then replayed from its journal; held twice over (its
entries as read and as replayed) it peaked at about 540-570 MB, past the cap test_memory_caps holds for
score, import, backup, restore and replay.  Apart from that file so as to build its record as it does.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from scorekeeper import limits
from scorekeeper.cli import main as cli_main
from scorekeeper.store.stats_cache import CACHE_ENV

from .test_memory_caps import MB, ROOT, record_at_the_cap

PEAK_AND_OUTPUT = """
import resource, subprocess, sys
with open(sys.argv[1], "wb") as out:
    done = subprocess.run(sys.argv[2:], stdout=out, stderr=subprocess.PIPE, text=True)
print(done.returncode, resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss, done.stderr.strip())
"""


def peak_mb_and_output(output: Path, cache: Path, *argv: str) -> float:
    """The peak resident memory of ``argv`` run in a fresh process whose cache folder is ``cache``, its
    standard output written to ``output``."""
    done = subprocess.run([sys.executable, "-c", PEAK_AND_OUTPUT, str(output), *argv], capture_output=True, text=True,
                          timeout=300, cwd=ROOT, env={**os.environ, "PYTHONPATH": str(ROOT), CACHE_ENV: str(cache)})
    code, kilobytes, err = done.stdout.split(" ", 2)
    assert (code, err.strip()) == ("0", ""), err
    return int(kilobytes) * 1024 / MB


@pytest.mark.long
def test_the_first_stats_over_the_largest_game_without_its_facts_stays_within_512_mb(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    record, data = tmp_path / "record.json", tmp_path / "data"
    record.write_text(record_at_the_cap(), encoding="utf-8")
    monkeypatch.setenv(CACHE_ENV, str(tmp_path / "the importer's cache"))  # the import keeps the facts there
    assert cli_main(["import", "--data", str(data), str(record)]) == 0
    assert "95323 hands" in capsys.readouterr().out
    empty = tmp_path / "an updated version's cache"  # no fact file, no stats cache: every game replayed
    output = tmp_path / "stats.json"
    peak = peak_mb_and_output(output, empty, sys.executable, "-m", "scorekeeper", "stats", "--json", "--data", str(data))
    assert peak < limits.PEAK_MEMORY_MB
    stats = json.loads(output.read_text(encoding="utf-8"))
    assert (stats["games_counted"], stats["games_skipped"]) == (1, [])
    assert [(p["name"], p["games_played"], p["games_finished"], p["by_kind"]["make-a-million"]["hands_bid"],
             p["by_kind"]["make-a-million"]["total_captured"]) for p in stats["players"]] == [
        ("A", 1, 0, 0, 0), ("B", 1, 0, 0, 0), ("Y", 1, 0, 0, 0), ("Z", 1, 0, 0, 0)]
    assert [side["names"] for side in stats["partnerships"]] == [["A", "B"], ["Y", "Z"]]
    assert list(empty.glob("stats-*.json")) != []  # worked out and kept: the next stats reads it
