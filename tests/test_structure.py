"""The package's shape: no module over 400 lines, and no import circle among its modules.

A long module does many jobs and a circle means two modules are one job split
in the wrong place; both make a change reach further than it should.

What counts as an import circle (checked by :func:`import_circles`): module A
imports B while B, directly or through others, imports A, where "imports"
means a statement that runs when the module is first imported and needs the
other module's body to have run:

- only module-level statements count (also inside a module-level ``if``,
  ``try`` or class body); an import inside a function runs later, once every
  module is loaded, and one under ``if TYPE_CHECKING:`` never runs;
- relative imports are resolved against the importing module's package;
- ``from M import n`` needs M's body when ``n`` is a name defined there; when
  ``n`` is a submodule ``M.n`` it needs ``M.n`` (and M's body too, unless M is
  a package the importer is inside: Python then takes the submodule without
  waiting for M's ``__init__`` to finish);
- ``import a.b.c`` needs ``a.b.c`` and the packages above it, except the
  packages the importer is itself inside (they are already being imported
  when it runs, and nothing of them is used);
- so a package's ``__init__`` importing its own submodules is a circle only
  when such a submodule takes a name from the package's ``__init__`` (``from .
  import NAME`` or ``from pkg import NAME`` with NAME defined in the
  ``__init__``), or imports, at module level, some other module that does.
"""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "scorekeeper"
MAX_LINES = 400



def module_names(root: Path, package: str) -> dict[str, Path]:
    """Dotted module name -> its file, for every module of ``package`` (whose folder is ``root``)."""
    names = {}
    for path in sorted(root.rglob("*.py")):
        parts = [package, *path.relative_to(root).with_suffix("").parts]
        if parts[-1] == "__init__":
            parts.pop()
        names[".".join(parts)] = path
    return names


def _is_type_checking(test: ast.expr) -> bool:
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING")


def _run_at_import(body: list[ast.stmt]) -> list[ast.Import | ast.ImportFrom]:
    """The import statements a module runs when it is imported (see the module docstring)."""
    found: list[ast.Import | ast.ImportFrom] = []
    for node in body:
        if isinstance(node, (ast.Import, ast.ImportFrom)):
            found.append(node)
        elif isinstance(node, ast.If):
            if not _is_type_checking(node.test):
                found += _run_at_import(node.body)
            found += _run_at_import(node.orelse)
        elif isinstance(node, ast.Try):
            for block in (node.body, node.orelse, node.finalbody, *(h.body for h in node.handlers)):
                found += _run_at_import(block)
        elif isinstance(node, (ast.With, ast.ClassDef)):
            found += _run_at_import(node.body)
    return found


def _packages_of(name: str) -> list[str]:
    """The packages a module is inside: ``a.b.c`` -> ``a``, ``a.b``."""
    parts = name.split(".")
    return [".".join(parts[:i]) for i in range(1, len(parts))]


def import_graph(root: Path, package: str) -> dict[str, set[str]]:
    """Module -> the modules of ``package`` its import needs loaded first (see the module docstring)."""
    modules = module_names(root, package)
    graph: dict[str, set[str]] = {}
    for name, path in modules.items():
        is_package = path.name == "__init__.py"
        own = set(_packages_of(name)) | ({name} if is_package else set())
        needs: set[str] = set()

        def need(target: str, *, body: bool = True) -> None:
            for parent in _packages_of(target):
                if parent not in own:
                    needs.add(parent)
            if body or target not in own:
                needs.add(target)

        for node in _run_at_import(ast.parse(path.read_text(encoding="utf-8")).body):
            if isinstance(node, ast.Import):
                for alias in node.names:
                    need(alias.name, body=False)
                continue
            base = node.module or ""
            if node.level:
                anchor = name.split(".") if is_package else name.split(".")[:-1]
                anchor = anchor[:len(anchor) - (node.level - 1)]
                base = ".".join(anchor + ([base] if base else []))
            submodules = [f"{base}.{alias.name}" for alias in node.names if f"{base}.{alias.name}" in modules]
            for sub in submodules:
                need(sub)
            need(base, body=len(submodules) < len(node.names))
        graph[name] = {target for target in needs if target in modules and target != name}
    return graph


def import_circles(root: Path, package: str) -> list[list[str]]:
    """Every group of modules that import each other (a strongly connected component of more than one
    module), each sorted, the groups sorted: empty when the package has no circle."""
    graph = import_graph(root, package)
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    circles: list[list[str]] = []

    def visit(start: str) -> None:  # Tarjan's algorithm, iterative: no recursion limit on a deep chain
        work = [(start, iter(sorted(graph[start])))]
        index[start] = low[start] = len(index)
        stack.append(start)
        on_stack.add(start)
        while work:
            node, targets = work[-1]
            for target in targets:
                if target not in index:
                    index[target] = low[target] = len(index)
                    stack.append(target)
                    on_stack.add(target)
                    work.append((target, iter(sorted(graph[target]))))
                    break
                if target in on_stack:
                    low[node] = min(low[node], index[target])
            else:
                work.pop()
                if work:
                    low[work[-1][0]] = min(low[work[-1][0]], low[node])
                if low[node] == index[node]:
                    group = []
                    while True:
                        member = stack.pop()
                        on_stack.discard(member)
                        group.append(member)
                        if member == node:
                            break
                    if len(group) > 1:
                        circles.append(sorted(group))

    for module in sorted(graph):
        if module not in index:
            visit(module)
    return sorted(circles)


def test_no_module_of_the_package_is_over_400_lines() -> None:
    lengths = {path.relative_to(ROOT).as_posix(): len(path.read_text(encoding="utf-8").splitlines())
               for path in PACKAGE.rglob("*.py")}
    assert {name: lines for name, lines in lengths.items() if lines > MAX_LINES} == {}


def test_no_import_circle_among_the_package_modules() -> None:
    assert import_circles(PACKAGE, "scorekeeper") == []


def _plant(root: Path, files: dict[str, str]) -> Path:
    package = root / "planted"
    for name, text in files.items():
        path = package / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    return package


def test_the_check_finds_a_planted_circle_and_only_real_ones(tmp_path: Path) -> None:
    package = _plant(tmp_path, {
        "__init__.py": "from .shop import Shop\nfrom .shop import clock\nVERSION = 1\n",
        # a real circle of two modules, one of them through a relative import of a parent package
        "a.py": "import planted.b\n",
        "b.py": "from . import a\n",
        # a package whose __init__ imports its submodule, which takes a sibling: no circle
        "shop/__init__.py": "from .till import Shop\n",
        "shop/till.py": "from . import coins\nfrom .coins import cent\nclass Shop:\n    pass\n",
        "shop/coins.py": "cent = 1\n",
        # a submodule that needs a name from its package's __init__: a circle with it
        "shop/clock.py": "from planted import VERSION\n",
        # imports that never run at import time, or only for the type checker: no circle
        "c.py": "def later():\n    from planted import d\n",
        "d.py": "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from planted import c\nimport planted.c\n",
    })
    assert import_circles(package, "planted") == [["planted", "planted.shop.clock"],
                                                  ["planted.a", "planted.b"]]
    assert import_graph(package, "planted")["planted.shop.till"] == {"planted.shop.coins"}
    assert import_graph(package, "planted")["planted.d"] == {"planted.c"}
