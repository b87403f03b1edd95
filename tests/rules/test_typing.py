"""The whole package type-checks under mypy --strict: other programs and screens build on the rules' types,
each game's module is checked against the game interface with its own hand type, and the store, the service
and the screens are checked against them."""

from __future__ import annotations

import importlib.util
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def test_the_whole_package_passes_mypy_strict():
    """Rules, games, store, service, sync, board, CLI and screens: a type error anywhere fails here."""
    if importlib.util.find_spec("uvicorn") is None:  # the web server's modules need the desktop set to be checked
        pytest.skip("the desktop and web dependencies are not installed here (the phone's set): the main run checks")
    run = subprocess.run([sys.executable, "-m", "mypy", "--strict", "--no-error-summary", "scorekeeper"],
                         cwd=ROOT, capture_output=True, text=True, timeout=600)
    assert run.returncode == 0, run.stdout + run.stderr
    assert run.stdout == "", run.stdout


def test_the_rules_core_and_the_games_import_no_flet_no_tinydb_and_do_no_io():
    code = ("import sys, scorekeeper.rules, scorekeeper.rules.registry as r; r.games(); bad = [m for m in sys.modules "
            "if m.split('.')[0] in ('flet', 'tinydb') or m.startswith(('scorekeeper.store', 'scorekeeper.ui'))]; "
            "print(bad)")
    run = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert run.stdout.strip() == "[]", run.stdout + run.stderr
    source = "\n".join(p.read_text() for folder in ("rules", "games") for p in (ROOT / "scorekeeper" / folder).rglob("*.py"))
    for io in ("open(", "import os", "pathlib", "print(", "sys.stdout", "input("):
        assert io not in source, f"the rules core does I/O: {io}"


def test_a_game_from_another_package_checks_against_the_interface_under_mypy_strict():
    """The example game of docs/adding-a-game.md checks its module against GameModule[its hand] as ours do."""
    site = ROOT / "tests" / "example_game" / "site"
    run = subprocess.run([sys.executable, "-m", "mypy", "--strict", "--no-error-summary", "-p", "scorekeeper_plain_tricks"],
                         cwd=site, env={**os.environ, "MYPYPATH": str(ROOT)}, capture_output=True, text=True,
                         timeout=600)
    assert run.returncode == 0, run.stdout + run.stderr
