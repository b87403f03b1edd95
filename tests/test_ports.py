"""Each use case of the service sees only the part of the store it uses (issue 39: small ports).

A use case is built with one port of ``scorekeeper.store.ports`` (its ``repo``), never the whole
``Repository``.  mypy checks that the port offers everything the use case calls; this test checks the other
way: the port names nothing the use case does not use, read off its source (``self.repo.<name>``, and
``self.repo`` handed to a function, which uses what that function's own port names).  So a port cannot
quietly grow back into the whole repository.
"""

from __future__ import annotations

import ast
import importlib
import inspect
import textwrap
from typing import Protocol

import pytest

from scorekeeper.service.core import Notes, StoreGuard
from scorekeeper.service.folder import DataFolder
from scorekeeper.service.library import Library, Roster, Tallies
from scorekeeper.service.playing import Playing
from scorekeeper.service.receiving import Receiving
from scorekeeper.service.record_files import RecordFiles
from scorekeeper.service.seasons import Seasons
from scorekeeper.service.undoing import Undoing
from scorekeeper.store import ports

USE_CASES: dict[type, str] = {
    Playing: "TableStore", Undoing: "UndoStore", Receiving: "ReceivedStore", Library: "GameShelf",
    Tallies: "TallyStore",
    Roster: "PlayerRoster", Seasons: "TallyReader", RecordFiles: "RecordStore", DataFolder: "BackupWriter",
    StoreGuard: "GameLoad", Notes: "StoreNotes",
}


def port_members(port: type) -> set[str]:
    """The methods and attributes a port protocol names, its parent ports' included."""
    names: set[str] = set()
    for cls in port.__mro__:
        if cls in (object, Protocol) or not getattr(cls, "_is_protocol", False):
            continue
        names |= {n for n in vars(cls) if not n.startswith("_")}
        names |= set(vars(cls).get("__annotations__", {}))
    return names


def port_of(function: object, parameter: str) -> type | None:
    """The port ``function``'s ``parameter`` is typed with (annotations are read as written), if it is one."""
    written = inspect.signature(function).parameters[parameter].annotation  # type: ignore[arg-type]
    found = getattr(ports, str(written), None)
    return found if isinstance(found, type) else None


def _is_self_repo(node: ast.AST) -> bool:
    return (isinstance(node, ast.Attribute) and node.attr == "repo" and isinstance(node.value, ast.Name)
            and node.value.id == "self")


def _imported(tree: ast.AST, module_name: str) -> dict[str, object]:
    """Every name the module imports from anywhere in it (a function's own imports too)."""
    found: dict[str, object] = {}
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            module = importlib.import_module(node.module)
            found.update({a.asname or a.name: getattr(module, a.name) for a in node.names if hasattr(module, a.name)})
    module = importlib.import_module(module_name)
    found.update(vars(module))
    return found


def used_by(use_case: type) -> set[str]:
    """What the use case's source asks of ``self.repo``: its members read, and the ports of the functions and
    helpers it is handed to (``book(self.repo, ...)`` uses what ``book``'s port names, ``FactKeeper(self.repo)``
    what its ``__init__``'s port names)."""
    tree = ast.parse(textwrap.dedent(inspect.getsource(use_case)))
    names = _imported(ast.parse(inspect.getsource(importlib.import_module(use_case.__module__))), use_case.__module__)
    used: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Attribute) and _is_self_repo(node.value):
            used.add(node.attr)
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in names:
            callee = names[node.func.id]
            skipped = 0
            if inspect.isclass(callee) and inspect.isfunction(vars(callee).get("__init__")):
                callee, skipped = vars(callee)["__init__"], 1  # a helper built with the port (``FactKeeper(self.repo)``)
            if not inspect.isfunction(callee):
                continue  # a builtin asking (``hasattr``), a class of no port: no port of its own
            parameters = list(inspect.signature(callee).parameters)[skipped:]
            for place, argument in enumerate(node.args):
                port = port_of(callee, parameters[place]) if _is_self_repo(argument) else None
                used |= port_members(port) if port is not None else set()
    return used


@pytest.mark.parametrize("use_case", list(USE_CASES), ids=lambda c: c.__name__)
def test_each_use_case_is_built_with_one_small_port_and_uses_all_of_it(use_case: type) -> None:
    assert port_of(vars(use_case)["__init__"], "repo") is getattr(ports, USE_CASES[use_case])
    port = getattr(ports, USE_CASES[use_case])
    assert port_members(port) == used_by(use_case)


def test_no_use_case_sees_the_whole_repository() -> None:
    from scorekeeper.store.interface import Repository

    sizes = {name: len(port_members(getattr(ports, name))) for name in USE_CASES.values()}
    assert (sizes["GameShelf"], sizes["TallyStore"]) == (8, 4)  # the game list, and the tallies: once 10 together
    assert max(sizes.values()) <= 8
    assert max(sizes.values()) <= len(port_members(Repository)) // 3  # of its 31 methods and ``messages`` (each written once, in a port)


def test_the_check_finds_a_port_wider_than_its_use_case() -> None:
    class Wide:
        def __init__(self, repo: ports.TallyReader) -> None:
            self.repo = repo

        def names(self) -> list[str]:
            return [p.name for p in self.repo.list_players()]

    assert used_by(Wide) == {"list_players"}
    assert port_members(ports.TallyReader) - used_by(Wide) == {"list_games", "load_timed_game_dict"}
