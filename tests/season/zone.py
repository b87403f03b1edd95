"""The device's time zone, set for one test: the season reads every stored time in it."""

from __future__ import annotations

import time
from collections.abc import Iterator
from contextlib import contextmanager

import pytest


@contextmanager
def device_zone(monkeypatch: pytest.MonkeyPatch, zone: str) -> Iterator[None]:
    """Within the block, this device's clock is in ``zone`` (an IANA name such as "Europe/Paris")."""
    monkeypatch.setenv("TZ", zone)
    time.tzset()
    try:
        yield
    finally:
        monkeypatch.undo()
        time.tzset()
