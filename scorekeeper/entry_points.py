"""Entry points of the distributions installed on ``sys.path``, read straight from their metadata folders.

``importlib.metadata.entry_points`` answers the same, but importing it costs
more than the rest of ``scorekeeper score``'s start (it brings in ``email``,
``zipfile`` and ``csv``); the registry asks once per process, for one group.
This reads what ``pip install`` (and an editable install) writes: a
``NAME-VERSION.dist-info`` (or ``.egg-info``) folder holding
``entry_points.txt`` (an INI file: ``[group]`` then ``name = module:attr``)
and ``METADATA`` (``Name: ...``).  As ``importlib.metadata`` does, a
distribution found in two places on the path counts once, the first.
"""

from __future__ import annotations

import os
import sys
from typing import Iterable, NamedTuple

_SUFFIXES = (".dist-info", ".egg-info")


class EntryPoint(NamedTuple):
    name: str
    value: str  # "package.module" or "package.module:attribute"
    distribution: str  # the distribution's name as its metadata gives it


def entry_points(group: str, path: Iterable[str] | None = None) -> list[EntryPoint]:
    """Every entry point of ``group``, distribution by distribution in ``sys.path`` order."""
    found: list[EntryPoint] = []
    seen: set[str] = set()
    for folder in (sys.path if path is None else path):
        for info in _metadata_folders(folder or "."):
            key = _normalized(os.path.basename(info).rpartition(".")[0].partition("-")[0])
            if key in seen:
                continue
            seen.add(key)
            points = _group(os.path.join(info, "entry_points.txt"), group)
            if points:
                dist = _distribution_name(info)
                found.extend(EntryPoint(name, value, dist) for name, value in points)
    return found


def _metadata_folders(folder: str) -> list[str]:
    try:
        with os.scandir(folder) as entries:
            return sorted(e.path for e in entries if e.name.endswith(_SUFFIXES) and e.is_dir())
    except OSError:  # not a folder (a zip file, a path that is gone): nothing installed there that we read
        return []


def _group(path: str, group: str) -> list[tuple[str, str]]:
    try:
        with open(path, encoding="utf-8") as file:
            lines = file.read().splitlines()
    except (OSError, UnicodeDecodeError):
        return []
    points, inside = [], False
    for raw in lines:
        line = raw.strip()
        if not line or line.startswith(("#", ";")):
            continue
        if line.startswith("[") and line.endswith("]"):
            inside = line[1:-1].strip() == group
        elif inside and "=" in line:
            name, _, value = line.partition("=")
            points.append((name.strip(), value.strip()))
    return points


def _distribution_name(info: str) -> str:
    for file_name in ("METADATA", "PKG-INFO"):
        try:
            with open(os.path.join(info, file_name), encoding="utf-8") as file:
                for line in file:
                    if line.startswith("Name:"):
                        return line.removeprefix("Name:").strip()
                    if not line.strip():
                        break  # the headers are over
        except (OSError, UnicodeDecodeError):
            continue
    return os.path.basename(info).partition("-")[0]


def _normalized(name: str) -> str:
    return name.lower().replace("-", "_").replace(".", "_")


def subpackages(path: list[str]) -> list[str]:
    """The names of the packages in ``path``'s folders, as ``pkgutil.iter_modules`` finds them, in its order.

    The registry's list of the games shipped in ``scorekeeper.games``.  pkgutil imports ``inspect`` (and with
    it ``ast``, ``dis`` and ``tokenize``) to read a folder, which ``score`` would pay for on every run; a folder
    on disk is listed here with ``os.listdir``, anything else (a zip the packages are imported from) is left
    to pkgutil.
    """
    from importlib.machinery import all_suffixes

    if not all(os.path.isdir(folder) for folder in path):
        import pkgutil

        return [info.name for info in pkgutil.iter_modules(path) if info.ispkg]
    inits = {"__init__" + suffix for suffix in all_suffixes()}
    found: list[str] = []
    for folder in path:
        for name in sorted(os.listdir(folder)):
            inside = os.path.join(folder, name)
            if "." in name or name in found or not os.path.isdir(inside):
                continue
            try:
                if not inits.isdisjoint(os.listdir(inside)):
                    found.append(name)
            except OSError:  # a folder that cannot be read holds no package pkgutil would find
                continue
    return found
