from __future__ import annotations

import json
from pathlib import Path

import pytest

from scorekeeper.store import GameStore, InMemoryGameStore


@pytest.fixture
def data_dir(tmp_path: Path) -> Path:
    return tmp_path / "data"


@pytest.fixture
def open_store(data_dir: Path):
    """Open (or reopen, like a new process would) the store of ``data_dir``."""
    def _open(**kw) -> GameStore:
        return GameStore(data_dir, **kw)
    return _open


@pytest.fixture(params=["disk", "memory"])
def any_store(request, data_dir: Path):
    """The repository contract holds for the TinyDB store and the in-memory one."""
    return GameStore(data_dir) if request.param == "disk" else InMemoryGameStore()


def write_json(path: Path, data) -> Path:
    path.write_text(json.dumps(data))
    return path
