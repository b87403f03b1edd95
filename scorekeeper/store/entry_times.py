"""When an entry was stored: the time a journal line keeps (``gamefiles.event_line``'s ``t``)."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime


def local_now() -> str:
    """Now, as an entry's time is kept: ISO 8601 to the second with this device's UTC offset
    (``2026-12-05T21:04:09+05:30``), so an evening reads as the table's clock said it."""
    return datetime.now().astimezone().isoformat(timespec="seconds")


NOT_KNOWN = ""  # an entry's time as an ``at`` that stores none: an entry from elsewhere that did not say when


def stored_at(at: str | None) -> str | None:
    """The time an appended entry keeps: ``at`` as given (an entry that came by sync keeps its phone's time),
    now where none is given (a tap), and none for :data:`NOT_KNOWN` (an entry from another phone stored there
    before times were kept: read as its game's created time, as it would be had it come with its game)."""
    return local_now() if at is None else (at or None)


def kept_times(stored: Sequence[str | None], count: int, now: str) -> list[str | None]:
    """The times of ``count`` entries replacing ``stored`` ones (a correction, Undo, Redo): an entry keeps
    the time its place was stored at (correcting last week's hand does not move it to tonight); an entry
    beyond the stored ones is stored ``now``."""
    return [stored[i] if i < len(stored) else now for i in range(count)]
