"""A plug-in's own test setup: the kit's fixtures (``make_ui``) and the game installed.

Beside its package, a plug-in's conftest needs only the first import; here the example is also put on the
path (as ``pip install`` would) and the registry looks again afterwards, so the app's suite around it
finds the games that come with Scorekeeper alone.
"""

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
