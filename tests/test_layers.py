"""The screens reach the score book only through the service (``scorekeeper.service.Scorekeeper``).

A screen that reads or writes the store itself skips the service's name checks and its storage-error
translation (a disk problem would show as a traceback, a bad name would be stored), and after a restore
it would hold the old store.  So ``scorekeeper/ui`` may name the store's interface for its type hints
only, and never holds the store: no ``.store`` or ``.repo`` attribute.
"""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
TYPING_ONLY = {"scorekeeper.store.interface"}  # its Protocol names types; it does no storing


def _typing_only_lines(tree: ast.Module) -> set[int]:
    """The lines inside ``if TYPE_CHECKING:`` blocks (never run)."""
    lines: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.If) and ast.unparse(node.test) in ("TYPE_CHECKING", "typing.TYPE_CHECKING"):
            for child in node.body:
                lines.update(range(child.lineno, (child.end_lineno or child.lineno) + 1))
    return lines


def _imported_module(node: ast.Import | ast.ImportFrom, package: str) -> list[str]:
    if isinstance(node, ast.Import):
        return [alias.name for alias in node.names]
    if node.level:  # a relative import: resolved against the file's package
        base = package.split(".")[: len(package.split(".")) - node.level + 1]
        return [".".join([*base, node.module] if node.module else base)]
    return [node.module or ""]


def store_uses(folder: Path, package: str) -> list[str]:
    """Every place under ``folder`` (the package ``package``) that touches the store, as ``file:line what``."""
    found: list[str] = []
    for path in sorted(folder.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        sub = ".".join([package, *path.relative_to(folder).with_suffix("").parts[:-1]])
        typing_only = _typing_only_lines(tree)
        where = path.relative_to(folder.parent)
        for node in sorted(ast.walk(tree), key=lambda n: (getattr(n, "lineno", 0), getattr(n, "col_offset", 0))):
            if isinstance(node, (ast.Import, ast.ImportFrom)):
                for module in _imported_module(node, sub):
                    if module == "scorekeeper.store" or module.startswith("scorekeeper.store."):
                        if module in TYPING_ONLY and node.lineno in typing_only:
                            continue
                        found.append(f"{where}:{node.lineno} imports {module}")
            elif isinstance(node, ast.Attribute) and node.attr in ("store", "repo"):
                found.append(f"{where}:{node.lineno} uses .{node.attr}")
            elif (isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in
                  ("getattr", "setattr", "hasattr") and len(node.args) > 1 and isinstance(node.args[1], ast.Constant)
                  and node.args[1].value in ("store", "repo")):
                found.append(f"{where}:{node.lineno} uses {node.func.id}(…, {node.args[1].value!r})")
    return found


def test_the_screens_reach_the_score_book_only_through_the_service():
    assert store_uses(ROOT / "scorekeeper" / "ui", "scorekeeper.ui") == []


def test_each_games_own_screens_reach_the_score_book_only_through_the_service():
    screens = sorted((ROOT / "scorekeeper" / "games").glob("*/ui"))
    assert len(screens) >= 3  # every game brings its screens in its own package
    found = [use for folder in screens
             for use in store_uses(folder, f"scorekeeper.games.{folder.parent.name}.ui")]
    assert found == []


def test_the_check_sees_a_screen_that_touches_the_store(tmp_path):
    ui = tmp_path / "ui"
    ui.mkdir()
    (ui / "bad.py").write_text(
        "from typing import TYPE_CHECKING\n"
        "from scorekeeper.store import StoreError\n"
        "from ..store.interface import Repository\n"
        "if TYPE_CHECKING:\n"
        "    from scorekeeper.store.interface import Player\n"
        "def rename(app):\n"
        "    app.store.rename_player('p1', 'Ana')\n"
        "    return getattr(app, 'repo')\n", encoding="utf-8")
    assert store_uses(ui, "scorekeeper.ui") == [
        "ui/bad.py:2 imports scorekeeper.store",
        "ui/bad.py:3 imports scorekeeper.store.interface",
        "ui/bad.py:7 uses .store",
        "ui/bad.py:8 uses getattr(…, 'repo')",
    ]
