"""The whole package type-checks under mypy --strict: other programs and screens build on the rules' types,
each game's module is checked against the game interface with its own hand type, and the store, the service
and the screens are checked against them."""

from __future__ import annotations

import ast
import functools
import importlib.util
import os
import subprocess
import sys
import unicodedata
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.long
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


@pytest.mark.parametrize("site,package", [("example_game/site", "scorekeeper_plain_tricks"),
                                          ("toy_game/site", "scorekeeper_last_trick"),
                                          ("oh_hell_game", "scorekeeper_oh_hell")])
def test_a_game_from_another_package_checks_against_the_interface_under_mypy_strict(site, package):
    """The example games of docs/adding-a-game.md check their modules against GameBasics[their hand] and their
    panels against GamePanel, under mypy --strict."""
    site = ROOT / "tests" / site  # (the folder holding the package)
    # The cache the whole-package check above wrote: scorekeeper's modules are not checked a second time
    # from cold (mypy checks again whatever changed or was checked under other options).
    cache = ["--cache-dir", str(ROOT / ".mypy_cache")]
    run = subprocess.run([sys.executable, "-m", "mypy", "--strict", "--no-error-summary", *cache, "-p", package],
                         cwd=site, env={**os.environ, "MYPYPATH": str(ROOT)}, capture_output=True, text=True,
                         timeout=600)
    assert run.returncode == 0, run.stdout + run.stderr


@pytest.mark.long
def test_mypy_refuses_an_editor_filed_under_an_event_type_it_does_not_take(tmp_path):
    """``editor(t, build)`` checks ``build`` against ``t``: the call editor under a trick is refused, a
    player editor made for that trick is not, and a draft's values come back typed."""
    (tmp_path / "filed.py").write_text(
        "from scorekeeper.games.spades import TrickWon\n"
        "from scorekeeper.ui.editors import call_editor, player_editor\n"
        "from scorekeeper.ui.panels import EditorDraft, editor\n"
        "fine = editor(TrickWon, player_editor('Who took it?', 'edit-winner', TrickWon))\n"
        "wrong = editor(TrickWon, call_editor(1))\n"
        "money: list[str] = EditorDraft({'money': [5000]}).numbers('money')\n", encoding="utf-8")
    cache = ["--cache-dir", str(ROOT / ".mypy_cache")]
    run = subprocess.run([sys.executable, "-m", "mypy", "--strict", "--no-error-summary", *cache, "filed.py"],
                         cwd=tmp_path, env={**os.environ, "MYPYPATH": str(ROOT)}, capture_output=True, text=True,
                         timeout=600)
    lines = sorted(line.split(": error: ")[0] for line in run.stdout.splitlines() if ": error: " in line)
    assert lines == ["filed.py:5", "filed.py:6"], run.stdout + run.stderr


# -- Any: how much of the package is still untyped ----------------------------------------------------
# The ceiling is a ratchet: it only goes down.  Lower it when a change types more; never raise it (type
# the new code instead: the rules' types, scorekeeper.jsontypes for JSON, Flet's event types).
ANY_CEILING = 4
HAND_OR_GAME = ("hand", "game", "deal")  # a game's hand (its deal, in the exact-bid variation) or a game


def _any_uses(tree: ast.AST) -> int:
    """Every mention of ``Any`` (``Any`` or ``typing.Any``) outside an import: annotations, aliases, casts."""
    return sum(1 for node in ast.walk(tree)
               if (isinstance(node, ast.Name) and node.id == "Any") or (isinstance(node, ast.Attribute) and node.attr == "Any"))


def _parameters_typed_any(tree: ast.AST) -> list[tuple[int, str]]:
    """(line, name) of each parameter named for a hand or a game whose annotation mentions Any."""
    found = []
    for node in ast.walk(tree):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)):
            a = node.args
            for arg in [*a.posonlyargs, *a.args, *a.kwonlyargs, *filter(None, (a.vararg, a.kwarg))]:
                if arg.arg in HAND_OR_GAME and arg.annotation is not None and _any_uses(arg.annotation):
                    found.append((arg.lineno, arg.arg))
    return found


# The test kit's harness drives Flet's untyped internals (typed under --strict, with Any where Flet gives
# nothing better): it is counted apart from the app, which it never runs in.
HARNESS = {f"scorekeeper/testing/{name}.py" for name in ("harness", "client", "session", "finding", "acting")}


def _may_mention_any(text: str) -> bool:
    """Whether a module's text may name ``Any``: a name is read as its NFKC form (``Ａny`` is ``Any``), so a
    text that holds "Any" in neither form has no ``Any`` to count and no parameter typed with it."""
    return "Any" in text or (not text.isascii() and "Any" in unicodedata.normalize("NFKC", text))


@functools.cache  # the two checks below read the same trees; neither changes them
def _package_trees() -> dict[str, ast.AST]:
    """The modules of the package that may mention ``Any``, parsed: the others (about 370 of 390) are not,
    which cost about a second of CPU and could give neither check anything to find."""
    package = ROOT / "scorekeeper"
    texts = {str(p.relative_to(ROOT)): p.read_text(encoding="utf-8") for p in sorted(package.rglob("*.py"))}
    return {path: ast.parse(text) for path, text in texts.items() if path not in HARNESS and _may_mention_any(text)}


def test_any_in_the_package_stays_under_its_ceiling():
    counts = {path: n for path, tree in _package_trees().items() if (n := _any_uses(tree))}
    total = sum(counts.values())
    worst = ", ".join(f"{path} {n}" for path, n in sorted(counts.items(), key=lambda c: -c[1])[:8])
    assert total <= ANY_CEILING, f"{total} uses of Any, over the ceiling of {ANY_CEILING}; most in {worst}"


def test_no_hand_or_game_parameter_is_typed_any():
    """A hand is a PlayedHand (or the game's own hand class), a game a Game: never Any."""
    found = [f"{path}:{line} {name}" for path, tree in _package_trees().items()
             for line, name in _parameters_typed_any(tree)]
    assert found == []


def test_the_any_counter_sees_annotations_aliases_and_hand_parameters():
    """The two checks above count what they should: a known snippet gives known figures."""
    tree = ast.parse("from typing import Any\nimport typing\nX = dict[str, Any]\n"
                     "def f(hand: Any, game: 'int', deal: list[typing.Any], other: Any) -> Any: ...\n")
    assert _any_uses(tree) == 5
    assert _parameters_typed_any(tree) == [(4, "hand"), (4, "deal")]
    fullwidth = "def f(hand: \uff21ny) -> None: ...\n"  # read by Python as Any
    assert (_may_mention_any(fullwidth), _any_uses(ast.parse(fullwidth))) == (True, 1)
    assert not _may_mention_any("def f(hand: int) -> None: ...  # any hand\n")


def test_the_interface_check_types_every_game_that_comes_with_scorekeeper():
    """``games/interface_checks.py`` gives mypy one ``GameModule[ItsHand]`` name per game package on disk: a game
    added to the package and left out there would go unchecked."""
    import ast

    checks = ROOT / "scorekeeper" / "games" / "interface_checks.py"
    checked = {node.value.id for node in ast.parse(checks.read_text(encoding="utf-8")).body
               if isinstance(node, ast.AnnAssign) and isinstance(node.value, ast.Name)
               and isinstance(node.annotation, ast.Subscript) and getattr(node.annotation.value, "id", "") == "GameModule"}
    on_disk = {p.parent.name for p in (ROOT / "scorekeeper" / "games").glob("*/__init__.py")}
    assert checked == on_disk
