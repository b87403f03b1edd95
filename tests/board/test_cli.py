"""``scorekeeper board``: the address first, then its QR code; bad input is one line and exit 2."""

from __future__ import annotations

import os
import re
import signal
import subprocess
import sys
import urllib.request
from pathlib import Path

from scorekeeper.cli import main

from .conftest import example_game

QR_BLOCKS = set("█▀▄")


def run_board(*args: str) -> subprocess.Popen[str]:
    env = {**os.environ, "PYTHONIOENCODING": "utf-8"}
    return subprocess.Popen([sys.executable, "-m", "scorekeeper", "board", *args], stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True, encoding="utf-8", env=env)


def test_the_command_prints_the_address_then_a_qr_code_and_serves_the_board(store, data_dir: Path):
    store.create_game(example_game("dollars-made-then-set-back"))
    proc = run_board("--data", str(data_dir), "--host", "127.0.0.1", "--port", "0")
    try:
        assert proc.stdout is not None
        first = proc.stdout.readline()
        assert re.fullmatch(r"http://127\.0\.0\.1:\d+/b/[A-Za-z0-9_-]{22,}/\n", first)
        qr = [proc.stdout.readline() for _ in range(5)]
        assert all(set(line.strip()) <= QR_BLOCKS | {" "} and line.strip() for line in qr)
        with urllib.request.urlopen(first.strip(), timeout=5) as reply:
            assert "<h1>Make-a-Million</h1>" in reply.read().decode("utf-8")
    finally:
        proc.send_signal(signal.SIGTERM)
        assert proc.wait(timeout=10) == 0


def test_an_unknown_game_is_one_line_and_exit_2(store, data_dir: Path, capsys):
    assert main(["board", "nope", "--data", str(data_dir), "--port", "0"]) == 2
    assert capsys.readouterr().err == (
        "scorekeeper: game nope cannot be read: no game with id 'nope'; `scorekeeper games` lists the games\n")


def test_a_missing_data_folder_is_one_line_and_exit_2(tmp_path: Path, capsys):
    assert main(["--data", str(tmp_path / "none"), "board"]) == 2
    err = capsys.readouterr().err
    assert err.startswith("scorekeeper: there is no data folder at ") and err.count("\n") == 1


def test_a_port_out_of_range_is_refused(store, data_dir: Path, capsys):
    assert main(["board", "--data", str(data_dir), "--port", "70000"]) == 2
    assert "is not a port; give a number from 1 to 65535" in capsys.readouterr().err


def test_a_port_in_use_is_refused_with_the_way_out(store, data_dir: Path, capsys):
    import socket
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        assert main(["board", "--data", str(data_dir), "--host", "127.0.0.1", "--port", str(port)]) == 2
    assert "pick another port with --port N" in capsys.readouterr().err
