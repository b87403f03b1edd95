"""``scorekeeper sync`` as a command: its line on standard output, and nothing on a standard error that is
not a terminal (the progress line is for a terminal only)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from tests.store.records import long_game

from .pouchdb import PASSWORD
from .test_sync import import_record, phone

REPO = Path(__file__).resolve().parents[2]


def test_the_command_prints_one_line_and_no_progress_when_standard_error_is_not_a_terminal(
        tmp_path: Path, database_url: str) -> None:
    import_record(phone(tmp_path / "A"), "long", long_game(3))
    done = subprocess.run([sys.executable, "-m", "scorekeeper", "sync", database_url, "--data", str(tmp_path / "A")],
                          capture_output=True, text=True, cwd=REPO, timeout=120)
    shown = database_url.replace(f"keeper:{PASSWORD}@", "")
    assert (done.returncode, done.stderr) == (0, "")
    assert done.stdout == f"synced with {shown} as keeper: received 0 new games and 0 entries; sent 1 game (23 documents)\n"


def test_on_a_terminal_the_command_shows_its_progress_on_standard_error_and_clears_it(
        tmp_path: Path, database_url: str) -> None:
    from tests.store.test_cli_progress import run_on_a_terminal

    import_record(phone(tmp_path / "A"), "long", long_game(3))
    done, shown = run_on_a_terminal("sync", database_url, "--data", str(tmp_path / "A"))
    assert done.returncode == 0
    assert shown == (b"\r\x1b[Kread 0 documents from the server\r\x1b[Ksent 19 of 19 documents to the server"
                     b"\r\x1b[Kread 23 documents from the server\r\x1b[K")
