"""`scorekeeper score` as a process: all of its output arrives, and an unwritable output is one line."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

EXAMPLE = Path(__file__).resolve().parent / "examples" / "dollars-made-then-set-back.json"


def score(*args: str, stdout: int | None = subprocess.PIPE) -> subprocess.CompletedProcess[bytes]:
    return subprocess.run([sys.executable, "-m", "scorekeeper", "score", str(EXAMPLE), *args],
                          stdout=stdout, stderr=subprocess.PIPE, timeout=60)


def test_the_whole_json_report_arrives_before_the_process_ends():
    done = score("--json")
    assert done.returncode == 0 and done.stderr == b""
    report = json.loads(done.stdout)
    assert report["totals"] == {"A": 340000, "B": 340000, "Y": 20000, "Z": 20000}


@pytest.mark.skipif(not os.path.exists("/dev/full"), reason="needs /dev/full")
def test_a_full_disk_for_the_output_is_one_line_and_exit_status_2():
    with open("/dev/full", "wb") as full:
        done = score(stdout=full.fileno())
    assert done.returncode == 2
    assert done.stderr.decode() == "scorekeeper: cannot write the output: No space left on device\n"
