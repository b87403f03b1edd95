"""Repairing a damaged events journal, as pure functions: the copies there are, the repair, its message.

``recovery.py`` (the store that writes the repair) and ``readonly.py`` (the board's reader, which
reads a damaged journal as it would be repaired without writing) share them, so both say the same.
"""

from __future__ import annotations

import calendar
import contextlib
import time
import zipfile
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from scorekeeper.jsontypes import JsonObject

from scorekeeper.i18n.translate import gettext, ngettext

from scorekeeper import limits
from scorekeeper.jsonfile import UnreadableFile, read_regular

from .atomic import backup_name
from .plain import plain_files_in
from .errors import StoreError
from .gamefiles import JOURNAL_KEEP, Journal, parse_journal, torn_number
from .journal_lines import event_line, line_time

if TYPE_CHECKING:
    from .index import IndexEntry, IndexView


def iso_from_epoch(seconds: float) -> str:
    return time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime(seconds))


def snapshots_in(backups_dir: Path) -> list[Path]:
    """The whole-folder backups in ``backups_dir``, newest first (none if it cannot be listed); plain files
    only: a link there to a zip elsewhere is not the data folder's and is never read."""
    try:
        zips = [p for p, kind in plain_files_in(backups_dir)
                if kind is None and p.suffix == ".zip" and not p.name.startswith(".")]
        return sorted(zips, key=lambda p: p.lstat().st_mtime, reverse=True)
    except OSError:
        return []


def journal_copies(jpath: Path, backups_dir: Path) -> Iterator[JournalCopy]:
    """A journal as its rolling copies and the snapshots in ``backups_dir`` hold it (read only: the
    writer's repair and the board's read-only reader put a damaged journal together from the same)."""
    for gen in range(1, JOURNAL_KEEP + 1):
        copy = backup_name(jpath, gen)
        with contextlib.suppress(OSError, UnreadableFile):  # read as the journal is: a link is not followed
            yield JournalCopy(gettext("its copy {name}").format(
                name=copy.name), copy.lstat().st_mtime, parse_journal(read_regular(copy, limits.MAX_STORED_FILE_BYTES)),
                              rolling=True)
    for snap in snapshots_in(backups_dir):
        raw = snapshot_member(snap, jpath.name)
        if raw is not None:
            with contextlib.suppress(OSError):
                yield JournalCopy(gettext("the backup from {snap} ({name})").format(
                    snap=when_label(snap), name=snap.name), snap.stat().st_mtime,
                                  parse_journal(raw))


def _listed_entry(view: "Callable[[], IndexView]", game_id: str) -> IndexEntry | None:
    try:
        return view().entry(game_id)
    except (StoreError, OSError):
        return None


def acknowledged_in(view: "Callable[[], IndexView]", game_id: str) -> int:
    """How many entries the game list (``view()``) says were stored: a hand's end or a correction
    wrote it after its entries were durably in the journal, so the journal can never hold fewer."""
    entry = _listed_entry(view, game_id)
    return acknowledged_by(entry.get("summary") if entry else None)


def acknowledged_by(summary: object) -> int:
    """How many entries a game's figures in the game list (an index entry's ``summary``) say were stored."""
    events = summary.get("events") if isinstance(summary, dict) else None
    return events if isinstance(events, int) and not isinstance(events, bool) else 0


def listed_at_in(view: "Callable[[], IndexView]", game_id: str) -> float:
    """When the game list (``view()``) last described the game (epoch seconds; 0 if unknown)."""
    try:
        entry = _listed_entry(view, game_id)
        updated = (entry.get("updated") if entry else None) or ""
        return float(calendar.timegm(time.strptime(updated, "%Y-%m-%dT%H:%M:%SZ")))
    except (ValueError, TypeError):
        return 0.0


def when_label(source: Path) -> str:
    """A file's time as the messages say it, in the reader's language, to the second (UTC): Dec 1, 2026, 8:00:00 AM."""
    from scorekeeper.i18n.shown import moment

    return moment(iso_from_epoch(source.stat().st_mtime), seconds=True)


def snapshot_member(snap: Path, name: str) -> bytes | None:
    """A game file (``games/NAME`` or ``trash/NAME``) from a snapshot, or None if it has none or is unreadable."""
    try:
        with zipfile.ZipFile(snap) as zf:
            members = set(zf.namelist())
            member = next((m for m in (f"games/{name}", f"trash/{name}") if m in members), None)
            return zf.read(member) if member else None
    except (OSError, zipfile.BadZipFile, ValueError):
        return None


@dataclass(frozen=True)
class JournalCopy:
    """A journal as a rolling copy or a snapshot holds it, and when that copy was made."""

    label: str
    made: float
    journal: Journal
    rolling: bool = False  # a ``.bakN``: the journal as it was before a correction replaced it


@dataclass(frozen=True)
class JournalRepair:
    """A damaged journal put back together: what it holds now and where each part came from."""

    events: list[JsonObject]
    kept_before: int                    # the entries before the damage, from the file
    copy: str | None = None             # the copy the next entries were taken from
    copied: int = 0                     # how many entries it gave
    unplaced: tuple[tuple[int, JsonObject, bytes], ...] = ()  # intact entries after a gap no copy fills
    times: tuple[str | None, ...] = ()  # when each of ``events`` was stored, as the lines they came from say


def repair_journal(journal: Journal, copies: Iterable[JournalCopy], acknowledged: int,
                   listed_at: float) -> JournalRepair | None:
    """The most that can be put together of a damaged journal, or None if nothing acknowledged is missing.

    A copy is used only where it agrees with every intact entry of the file
    (before the damage, after it, the bytes of a torn last line), and never
    beyond what the game was known to hold: the file's own last line when it
    ends whole; for a rolling copy (made before a correction) and for a
    snapshot not newer than the game list's last word on the game (by a
    second), what the list said, so an entry undone since is not brought
    back.  Of the copies that agree, the one holding the most is used; then
    the intact entries after the damage follow on where they fit.
    """
    later = {n: event for n, event, _line in journal.later}
    later_times = {n: line_time(line) for n, _event, line in journal.later}
    known_max = max([len(journal.events), *later, torn_number(journal.torn) or 0])
    best: list[JsonObject] = journal.events
    best_times = journal.times
    best_label: str | None = None
    for copy in copies:
        events = copy.journal.events
        cap = journal.length
        if cap is None and (copy.rolling or copy.made < listed_at + 1):
            cap = max(acknowledged, known_max)
        if cap is not None:
            events = events[:cap]
        if len(events) > len(best) and _agrees(events, journal, later, copy.journal.times):
            best, best_label, best_times = events, copy.label, copy.journal.times
    events = list(best)
    times = (list(best_times) + [None] * len(best))[:len(best)]
    while len(events) + 1 in later:
        times.append(later_times[len(events) + 1])
        events.append(later[len(events) + 1])
    if journal.damaged_at is None and len(events) == len(journal.events) and acknowledged <= len(events):
        return None  # a torn last line nothing shows was acknowledged: a killed append
    return JournalRepair(events, len(journal.events), best_label, len(best) - len(journal.events),
                         tuple(entry for entry in journal.later if entry[0] > len(events)), tuple(times))


def _agrees(events: list[JsonObject], journal: Journal, later: dict[int, JsonObject],
            times: tuple[str | None, ...] = ()) -> bool:
    """Whether a copy's events are the same history as every intact part of the damaged file."""
    if events[:len(journal.events)] != journal.events:
        return False
    if any(events[n - 1] != event for n, event in later.items() if n <= len(events)):
        return False
    n = torn_number(journal.torn)
    if n is not None and n <= len(events) and not journal.torn.endswith(b"\n"):
        at = times[n - 1] if n <= len(times) else None
        return event_line(n, events[n - 1], at).startswith(journal.torn)  # a line cut short: its start must match
    return True


def _entries(first: int, last: int) -> str:
    return gettext("entry {first}").format(
        first=first) if first == last else gettext("entries {first} to {last}").format(first=first, last=last)


def damage_message(name: str, file_name: str, journal: Journal, repair: JournalRepair, acknowledged: int, *,
                   aside: str | None = None, kept: str | None = None, failure: str | None = None) -> str:
    """The one message about a damaged journal, for the app and the command line alike."""
    found = len(journal.events)
    if journal.damaged_at is not None or journal.torn.endswith(b"\n"):  # a whole line unreadable: changed
        what = gettext("entry {number} is damaged in {file_name}").format(
            number=journal.damaged_at or found + 1, file_name=file_name)
    elif acknowledged > found:
        what = gettext("{file_name} holds {found} whole entries but {acknowledged} were stored (it was cut "
                       "short)").format(
            file_name=file_name, found=found, acknowledged=acknowledged)
    else:
        what = gettext("entry {number}, the last in {file_name}, was cut short").format(
            number=found + 1, file_name=file_name)
    said = [gettext("The events of game '{name}' could not all be read: {what}.").format(name=name, what=what)]
    if repair.copy:
        said.append(ngettext("{entries} was taken from {copy}.", "{entries} were taken from {copy}.", repair.copied).format(
            entries=_entries(found + 1, found + repair.copied).capitalize(), copy=repair.copy))
    after = len(repair.events) - found - repair.copied
    if after:
        first = found + repair.copied + 1
        said.append(ngettext("{entries}, intact after the damage, was kept.", "{entries}, intact after the damage, were kept.",
                             after).format(entries=_entries(first, first + after - 1).capitalize()))
    total = len(repair.events)
    if repair.unplaced:
        first, last = repair.unplaced[0][0], repair.unplaced[-1][0]
        where = gettext("kept aside in {kept}").format(kept=kept) if kept else gettext("left in the file")
        said.append(gettext("{entries}, intact after the damage, cannot follow on without {missing}, which no backup "
                            "holds; they were {where}.").format(
            entries=_entries(first, last).capitalize(), missing=_entries(total + 1, first - 1), where=where))
    elif acknowledged > total:
        said.append(ngettext("{entries} is in no backup and could not be recovered.",
                             "{entries} are in no backup and could not be recovered.", acknowledged - total).format(
            entries=_entries(total + 1, acknowledged).capitalize()))
    if failure:
        said.append(gettext("The game is shown with {total} entries, but it could not be repaired on disk "
                            "({failure}); nothing there was changed.").format(
            total=total, failure=failure))
    else:
        said.append(gettext("The damaged file was kept as {aside}; the game now has {total} entries, and the game "
                            "list says so.").format(
            aside=aside, total=total))
    return " ".join(said)
