"""docs/adding-a-game.md is run: a plug-in's author has only this page, so each of its code blocks must hold.

Each import in its Python blocks resolves (the "Where each name comes from" block is run whole), each
TOML and JSON block parses, each file it shows in full (a block opening with ``# <path>``) is that file of
an example plug-in, byte for byte, each record it shows is the example's record, and each output it says
``scorekeeper score`` prints is what the command prints.  Last trick (tests/toy_game) is built only from
names the page gives.
"""

from __future__ import annotations

import ast
import importlib
import importlib.util
import json
import os
import re
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
DOC = (ROOT / "docs" / "adding-a-game.md").read_text(encoding="utf-8")
BLOCK = re.compile(r"```(\w*)\n(.*?)```", re.S)
# Where a path a block names lives: the example plug-ins' packages and their own tests.
FOLDERS = {"scorekeeper_plain_tricks/": ROOT / "tests" / "example_game" / "site",
           "scorekeeper_last_trick/": ROOT / "tests" / "toy_game" / "site",
           "scorekeeper_oh_hell/": ROOT / "tests" / "oh_hell_game",
           "scorekeeper_hearts/": ROOT / "tests" / "hearts_game",
           "scorekeeper_whist/": ROOT / "tests" / "whist_game",
           "tests/": ROOT / "tests" / "toy_game"}
SITES = [ROOT / "tests" / "example_game" / "site", ROOT / "tests" / "toy_game" / "site"]


def blocks(language: str) -> list[tuple[str, str]]:
    """Each block of ``language`` with the paragraph before it."""
    found = []
    for match in BLOCK.finditer(DOC):
        if match.group(1) == language:
            before = DOC[:match.start()].rstrip().rpartition("\n\n")[2]
            found.append((match.group(2), before))
    return found


def shown_in_full() -> dict[str, str]:
    """Each Python block that opens with ``# <path>.py``: the file it shows, by its path."""
    files = {}
    for body, _ in blocks("python"):
        first, _, rest = body.partition("\n")
        if re.fullmatch(r"# [\w/]+\.py", first):
            files[first[2:]] = rest
    return files


def source_of(path: str) -> Path:
    prefix = next(p for p in FOLDERS if path.startswith(p))
    return FOLDERS[prefix] / path


def imported_names(text: str) -> set[tuple[str, str]]:
    """(module, name) of each ``from scorekeeper... import name`` in a piece of Python."""
    found = set()
    for node in ast.walk(ast.parse(text)):
        if isinstance(node, ast.ImportFrom) and node.module and node.module.split(".")[0] == "scorekeeper":
            found.update((node.module, alias.name) for alias in node.names)
    return found


def test_every_file_the_page_shows_in_full_is_the_example_plug_ins_own():
    files = shown_in_full()
    assert sorted(files) == ["scorekeeper_hearts/__init__.py", "scorekeeper_hearts/ui.py",
                             "scorekeeper_last_trick/__init__.py", "scorekeeper_last_trick/ui.py",
                             "scorekeeper_oh_hell/__init__.py", "scorekeeper_oh_hell/ui.py",
                             "scorekeeper_plain_tricks/ui.py", "scorekeeper_whist/__init__.py", "scorekeeper_whist/ui.py",
                             "tests/conftest.py", "tests/test_last_trick.py"]
    differing = [path for path, text in files.items() if source_of(path).read_text(encoding="utf-8") != text]
    assert differing == []


def test_every_import_in_the_pages_python_resolves():
    missing = []
    for body, _ in blocks("python"):
        for module, name in sorted(imported_names(body)):
            if not hasattr(importlib.import_module(module), name):
                missing.append(f"{module}.{name}")
    assert missing == []


def test_the_block_of_where_each_name_comes_from_runs():
    [where] = [body for body, before in blocks("python") if "by the module that gives it" in before]
    exec(compile(where, "adding-a-game.md", "exec"), {})


@pytest.mark.parametrize("package", [ROOT / "tests" / "toy_game" / "site" / "scorekeeper_last_trick",
                                     ROOT / "tests" / "oh_hell_game" / "scorekeeper_oh_hell",
                                     ROOT / "tests" / "hearts_game" / "scorekeeper_hearts",
                                     ROOT / "tests" / "whist_game" / "scorekeeper_whist",
                                     ROOT / "tests" / "gin_rummy_game" / "scorekeeper_gin_rummy"], ids=lambda p: p.name)
def test_the_games_written_from_the_page_are_built_only_from_the_names_it_gives(package):
    """Every name of Scorekeeper's their packages import is in the page's list (or imported in a block it shows)."""
    [where] = [body for body, before in blocks("python") if "by the module that gives it" in before]
    given = imported_names(where)
    used = set().union(*(imported_names(p.read_text(encoding="utf-8")) for p in package.glob("*.py")))
    assert sorted(used - given) == []


def test_every_python_block_is_python_and_every_toml_and_json_block_parses():
    for body, _ in blocks("python"):
        ast.parse(body)
    [toml, whist] = [body for body, _ in blocks("toml")]
    assert tomllib.loads(toml)["project"]["entry-points"]["scorekeeper.games"] == {
        "plain-tricks": "scorekeeper_plain_tricks"}
    assert whist == (ROOT / "tests" / "whist_game" / "pyproject.toml").read_text(encoding="utf-8")  # shown in full
    records = [json.loads(body) for body, _ in blocks("json")]
    assert records == [json.loads((ROOT / "tests" / "example_game" / "plain-tricks.json").read_text()),
                       json.loads((ROOT / "tests" / "toy_game" / "last-trick.json").read_text()),
                       json.loads((ROOT / "tests" / "oh_hell_game" / "oh-hell.json").read_text()),
                       json.loads((ROOT / "tests" / "hearts_game" / "hearts.json").read_text()),
                       json.loads((ROOT / "tests" / "whist_game" / "whist.json").read_text())]


def test_the_command_the_page_runs_is_a_module_of_scorekeeper():
    commands = [body.split() for body, _ in blocks("sh")]
    assert commands == [["python", "-m", "scorekeeper.i18n.game_catalogs", "path/to/your_package"]]
    assert importlib.util.find_spec(commands[0][2]) is not None


@pytest.mark.parametrize("record", ["tests/example_game/plain-tricks.json", "tests/toy_game/last-trick.json"])
def test_what_the_page_says_score_prints_is_what_it_prints(record):
    [(shown, _)] = [(body, before) for body, before in blocks("") if f"scorekeeper score\n{record}" in before
                    or f"scorekeeper score {record}" in before]
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(ROOT), *map(str, SITES)])}
    run = subprocess.run([sys.executable, "-m", "scorekeeper", "score", record], cwd=ROOT, env=env,
                         capture_output=True, text=True, timeout=60)
    assert (run.returncode, run.stderr, run.stdout) == (0, "", shown)
