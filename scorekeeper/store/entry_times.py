"""When an entry was stored: the time a journal line keeps (``gamefiles.event_line``'s ``t``)."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime, timezone


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


UTC_STAMP = "%Y-%m-%dT%H:%M:%SZ"  # how the game list writes when a game was created and last changed


def last_change(created: str, times: Sequence[str | None], now: str) -> str:
    """When a game was last changed, as the game list writes it (UTC, ``UTC_STAMP``): its latest entry's
    time where that is after its creation, but not after ``now`` (another phone's clock may run ahead).
    An imported or synced game's entries keep the times they were played at: the list then says when the game
    was last played, and tonight (which reads only the games changed in the last hours) finds a game begun
    long before tonight's last hand."""
    return changed_by(created, latest_entry(times), now)


def latest_entry(times: Sequence[str | None]) -> datetime | None:
    """The latest of a game's entry times (None: no entry says when): the part of :func:`last_change` that
    reads every entry, which a store listing a game unchanged since its last listing may keep."""
    return max(filter(None, map(_moment, times)), default=None)


def changed_by(created: str, latest: datetime | None, now: str) -> str:
    """:func:`last_change` from the game's latest entry time (:func:`latest_entry`)."""
    begun, cap = _moment(created), _moment(now)
    if begun is None or latest is None or latest <= begun:
        return created
    return min(latest, cap or latest).astimezone(timezone.utc).strftime(UTC_STAMP)


def _moment(text: str | None) -> datetime | None:
    """A kept time with its offset (None: none kept, unreadable, or without an offset)."""
    try:
        at = datetime.fromisoformat(text.replace("Z", "+00:00")) if text else None
    except ValueError:
        return None
    return at if at is not None and at.tzinfo is not None else None
