"""Last trick's own test setup: the kit's ``make_ui`` fixture, and the game installed (as ``pip install`` would)."""

from __future__ import annotations

from pathlib import Path
from typing import Iterator

import pytest

from scorekeeper.rules import registry
from scorekeeper.testing.plugin import make_ui

SITE = Path(__file__).resolve().parents[1] / "site"

__all__ = ["make_ui", "installed"]


@pytest.fixture(autouse=True)
def installed(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    monkeypatch.syspath_prepend(str(SITE))
    registry.reload()
    yield
    registry.reload()
