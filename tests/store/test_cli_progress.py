"""On a terminal, import and restore show a progress line on standard error and clear it; not on a pipe."""

from __future__ import annotations

import json
import os
import pty
import subprocess
import sys
from pathlib import Path

from tests.store.records import long_game

REPO = Path(__file__).resolve().parents[2]


def run_on_a_terminal(*args: str) -> tuple[subprocess.CompletedProcess[str], bytes]:
    """Run ``scorekeeper ARGS`` with standard error on a terminal; what the terminal showed."""
    main_end, terminal_end = pty.openpty()
    try:
        done = subprocess.run([sys.executable, "-m", "scorekeeper", *args], stdout=subprocess.PIPE,
                              stderr=terminal_end, text=True, cwd=REPO, timeout=120)
        os.close(terminal_end)
        shown = b""
        while True:
            try:
                chunk = os.read(main_end, 4096)
            except OSError:  # the terminal's other end is closed: all is read
                break
            if not chunk:
                break
            shown += chunk
    finally:
        os.close(main_end)
    return done, shown


def test_import_and_restore_show_their_progress_on_a_terminal_and_clear_it(tmp_path: Path) -> None:
    names = []
    for i in range(3):
        names.append(str(tmp_path / f"g{i}.json"))
        Path(names[-1]).write_text(json.dumps(long_game(1, target=50_000_000 + i)))
    data = str(tmp_path / "data")
    done, shown = run_on_a_terminal("import", *names, "--data", data)
    assert done.returncode == 0 and len(done.stdout.splitlines()) == 3 and "\x1b" not in done.stdout
    assert shown == (b"\r\x1b[Kstored 1 of 3 games\r\x1b[Kstored 2 of 3 games\r\x1b[Kstored 3 of 3 games"
                     b"\r\x1b[K")
    assert subprocess.run([sys.executable, "-m", "scorekeeper", "backup", str(tmp_path / "b.zip"), "--data", data],
                          capture_output=True, cwd=REPO, timeout=120).returncode == 0
    done, shown = run_on_a_terminal("restore", str(tmp_path / "b.zip"), "--data", data)
    assert done.returncode == 0
    assert shown.startswith(b"\r\x1b[Kunpacked 1 of 8 files\r\x1b[Kunpacked 2 of 8 files")
    assert shown.endswith(b"\r\x1b[Kunpacked 8 of 8 files\r\x1b[K")
