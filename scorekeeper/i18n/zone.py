"""The device's time zone: times are kept in UTC and shown as the keeper's own clock reads them.

On the desktop the app runs on the keeper's machine: the system's zone is theirs (``astimezone()``).
Served to a browser (``scorekeeper --web``) the Python runs on a server, and in the static web app in
Pyodide, whose zone is UTC: there the page's first script (``scorekeeper/webzone.py``) keeps the browser's
zone (``Intl.DateTimeFormat().resolvedOptions().timeZone``) and its UTC offset in the browser's storage,
each session reads it with its preferences, and every time shown in that session is in it.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from datetime import datetime, timedelta, timezone, tzinfo

ZONE_PREFERENCE = "device_zone"  # the preference the page's script writes: "Asia/Kolkata|330"
MOST_MINUTES = 14 * 60  # no zone is further from UTC than 14 hours (Kiritimati)
ZONE_NAME = re.compile(r"^[A-Za-z][A-Za-z0-9_+\-]*(?:/[A-Za-z0-9_+\-]+){0,2}$")  # an IANA name, never a path

_zone: ContextVar[tzinfo | None] = ContextVar("device_zone", default=None)


def zone_from(value: object) -> tzinfo | None:
    """The zone a browser said (``"Asia/Kolkata|330"``: its IANA name and its offset in minutes east of
    UTC): the named zone where this Python knows it, else the fixed offset; None for anything else (the
    system's zone is then used)."""
    if not isinstance(value, str) or value.count("|") != 1:
        return None
    name, minutes = value.split("|")
    named = _named(name)
    if named is not None:
        return named
    try:
        offset = int(minutes)
    except ValueError:
        return None
    return timezone(timedelta(minutes=offset)) if abs(offset) <= MOST_MINUTES else None


def _named(name: str) -> tzinfo | None:
    if not ZONE_NAME.match(name) or ".." in name:
        return None
    try:
        from zoneinfo import ZoneInfo
        return ZoneInfo(name)
    except (ImportError, ValueError, OSError, KeyError):  # no zone data here (Pyodide), or a name it does not know
        return None


@contextmanager
def use_zone(zone: tzinfo | None) -> Iterator[None]:
    """Times shown inside the block are in ``zone`` (None: the system's own)."""
    token = _zone.set(zone)
    try:
        yield
    finally:
        _zone.reset(token)


def here(when: datetime) -> datetime:
    """``when`` (aware) on the device's clock."""
    return when.astimezone(_zone.get())


def now_here() -> datetime:
    """Now, on the device's clock (an evening is this device's evening)."""
    return here(datetime.now(timezone.utc))
