"""Recovery: what opening a data folder repairs, and where damaged files are taken back from.

Every repair keeps the damaged file (``NAME.damaged-<time>``) and adds one
sentence to the store's ``messages``, shown to the user once:

- a damaged index: the newest readable rolling copy or snapshot is opened,
  and the games and players it lacks are added back from the game files; with
  none, the index is rebuilt from the game files;
- the index and the files disagree (killed between two writes, files copied
  by hand): the game files win (``_reconcile``);
- a damaged setup file: its rolling copies, the snapshots in ``backups/``,
  and last the index entry, which keeps everything a setup file holds;
- a damaged events journal (an unreadable line, or fewer whole entries
  than the game list or the caller knows were stored): the entries before
  the damage, then the copy (``.bakN``, snapshots) holding the most of the
  rest, then the intact entries after the damage where they follow on; the
  ones that cannot are kept aside in ``<id>.events.kept-<time>``.  The game
  list's figures are worked out again.  A full disk: read as repaired,
  nothing written, said each time.  A torn last line no evidence shows was
  acknowledged is a killed append and is ignored, silently.

The methods are GameStore's (a mixin, split out so that each module of the
store has one job); they run under the store's lock.
"""

from __future__ import annotations

import calendar
import contextlib
import json
import os
import time
import zipfile
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from .atomic import aside_name, atomic_write_bytes, backup_name, dumps, fsync_dir, move_aside, timestamp
from .errors import DamagedFileError, GameFileLost, StoreError, os_reason
from .gamefiles import (JOURNAL_KEEP, Journal, event_line, journal_path, parse_journal, read_journal, read_setup,
                        setup_events, torn_number, uses_journal, validate_setup, write_journal)
from .index import INDEX_KEEP, INDEX_NAME, index_entry, validate_index
from .migrations import CURRENT_SCHEMA
from .players import free_name, now_iso, players_of

if TYPE_CHECKING:
    from contextlib import AbstractContextManager

    from .index import IndexView

SETUP_KEEP = 2          # rolling generations of each setup file (renames)
AUTO_BACKUPS_KEEP = 10  # whole-folder snapshots kept in backups/
AUTO_BACKUP_EVERY = 12 * 3600  # seconds between snapshots taken on open


def iso_from_epoch(seconds: float) -> str:
    return time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime(seconds))


class Recovery:
    """GameStore's repairs (see the module docstring).  GameStore provides what is declared here."""

    data_dir: Path
    index_path: Path
    games_dir: Path
    trash_dir: Path
    backups_dir: Path
    sync: bool
    messages: list[str]

    def _locked(self) -> "AbstractContextManager[None]":  # pragma: no cover - GameStore's
        raise NotImplementedError

    def _view(self) -> "IndexView":  # pragma: no cover - GameStore's
        raise NotImplementedError

    def _index_copy(self) -> dict[str, Any]:  # pragma: no cover - GameStore's
        raise NotImplementedError

    def _write_index(self, data: dict[str, Any]) -> None:  # pragma: no cover - GameStore's
        raise NotImplementedError

    def _read_setup(self, game_id: str, path: Path | None = None) -> tuple[dict[str, Any], dict[str, Any]]:  # pragma: no cover
        raise NotImplementedError

    def _game_ids_on_disk(self) -> dict[str, Path]:  # pragma: no cover - GameStore's
        raise NotImplementedError

    def write_backup(self, path: str | os.PathLike[str]) -> Path:  # pragma: no cover - GameStore's
        raise NotImplementedError

    def _snapshots(self) -> list[Path]:
        """Whole-folder backups, newest first."""
        return snapshots_in(self.backups_dir)

    def _recover_index(self, damage: DamagedFileError) -> int:
        """Move the damaged index aside and open the newest good backup of it."""
        aside = move_aside(self.index_path)
        candidates: list[Path] = [backup_name(self.index_path, gen) for gen in range(1, INDEX_KEEP + 1)]
        candidates += self._snapshots()
        for source in candidates:
            try:
                if source.suffix == ".zip":
                    with zipfile.ZipFile(source) as zf:
                        raw = zf.read(INDEX_NAME)
                else:
                    raw = source.read_bytes()
                when = iso_from_epoch(source.stat().st_mtime)
                data = json.loads(raw.decode("utf-8"))
                if not isinstance(data, dict):
                    continue
                schema = validate_index(data, source)
            except (OSError, ValueError, KeyError, zipfile.BadZipFile, DamagedFileError):
                continue
            if schema > CURRENT_SCHEMA:
                continue
            atomic_write_bytes(self.index_path, raw, keep=0, sync=self.sync)
            self.messages.append(
                f"The data file {INDEX_NAME} could not be read ({damage.reason}). "
                f"It was kept as {aside.name} and the backup from {when.replace('T', ' ')} was opened "
                "(games and players it lacks are added back from the game files).")
            return schema
        self._rebuild_index()
        self.messages.append(
            f"The data file {INDEX_NAME} could not be read ({damage.reason}) and no backup of it was "
            f"readable. It was kept as {aside.name}; the game list was rebuilt from the game files "
            "(game and player renames made since may be lost).")
        return CURRENT_SCHEMA

    def _rebuild_index(self) -> None:
        self._write_index({"meta": {"1": {"schema": CURRENT_SCHEMA, "created": now_iso()}},
                           "games": {}, "players": {}})

    def _reconcile(self) -> None:
        """Make the index agree with the game files on disk (the source of truth)."""
        on_disk = self._game_ids_on_disk()
        if not self._needs_reconcile(on_disk):
            return
        data = self._index_copy()
        games = data.setdefault("games", {})
        players = data.setdefault("players", {})
        known_players = {p["id"] for p in players.values()}
        by_id = {doc["id"]: key for key, doc in games.items()}
        changed = False
        next_key = max((int(k) for k in games), default=0) + 1
        next_pkey = max((int(k) for k in players), default=0) + 1
        for gid, path in sorted(on_disk.items()):
            in_trash = path.parent == self.trash_dir
            if gid in by_id:
                doc = games[by_id[gid]]
                if in_trash != bool(doc.get("deleted_at")):
                    doc["deleted_at"] = iso_from_epoch(path.stat().st_mtime) if in_trash else None
                    changed = True
                if (doc.get("summary") or {}).get("problem") == "its file is missing":
                    doc["summary"] = None
                    changed = True
                continue
            try:
                header = self._read_setup(gid, path)[1]
            except (StoreError, OSError) as exc:
                self.messages.append(str(exc))
                continue
            for pid, name in zip(header["player_ids"], header["players"]):
                if pid not in known_players:
                    taken = {p["name"] for p in players.values()}
                    players[str(next_pkey)] = {"id": pid, "name": free_name(taken, name),
                                               "created": header.get("created", now_iso())}
                    known_players.add(pid)
                    next_pkey += 1
            games[str(next_key)] = index_entry(header, deleted_at=(
                iso_from_epoch(path.stat().st_mtime) if in_trash else None))
            next_key += 1
            changed = True
        for doc in games.values():
            if doc["id"] not in on_disk and not (doc.get("summary") or {}).get("problem"):
                doc["summary"] = {"problem": "its file is missing"}
                changed = True
        if changed:
            self._write_index(data)

    def _needs_reconcile(self, on_disk: dict[str, Path]) -> bool:
        """Whether the index disagrees with the files (checked without copying the index)."""
        view = self._view()
        if set(on_disk) - set(view.key_of):
            return True
        for game_id in view.key_of:
            entry = view.entry(game_id) or {}
            path = on_disk.get(game_id)
            problem = (entry.get("summary") or {}).get("problem")
            if path is None:
                if not problem:
                    return True
            elif (path.parent == self.trash_dir) != bool(entry.get("deleted_at")) or \
                    problem == "its file is missing":
                return True
        return False

    def _auto_backup(self) -> None:
        """Take the snapshot that is due (every 12 hours), keeping the last 10.

        A snapshot is a convenience of opening, never a condition of it: when
        it cannot be written (a full disk) it waits for a later opening and
        the command or the app goes on, with a notice.
        """
        snaps = [p for p in self._snapshots() if p.name.startswith("auto-")]
        if snaps and time.time() - snaps[0].stat().st_mtime < AUTO_BACKUP_EVERY:
            return
        if not self._game_ids_on_disk() and not players_of(self._view()):
            return
        try:
            self.write_backup(self.backups_dir / f"auto-{timestamp()}.zip")
        except OSError as exc:
            self.messages.append(f"The automatic backup due now was not taken ({os_reason(exc)}); it will be "
                                 "taken once there is room. Nothing else was affected.")
            return
        for old in [p for p in self._snapshots() if p.name.startswith("auto-")][AUTO_BACKUPS_KEEP:]:
            with contextlib.suppress(OSError):
                old.unlink()

    def _recover_setup(self, game_id: str, path: Path, damage: DamagedFileError) -> tuple[dict[str, Any], dict[str, Any]]:
        """Replace a damaged setup file by its newest readable copy (rolling copies, snapshots, the index)."""
        aside = move_aside(path)
        journal = journal_path(path)
        for label, raw in self._setup_copies(path):
            try:
                data = json.loads(raw.decode("utf-8"))
                if not isinstance(data, dict):
                    continue
                header = validate_setup(data, path, CURRENT_SCHEMA)
            except (ValueError, StoreError):
                continue
            if journal.exists() and not uses_journal(header):  # an old copy: the journal holds the events
                header["schema"] = CURRENT_SCHEMA
                data["events"] = {}
            atomic_write_bytes(path, dumps(data), keep=0, sync=self.sync)
            events = len(read_journal(journal).events) if uses_journal(header) else len(setup_events(data))
            self.messages.append(
                f"The file of game '{header.get('name') or game_id}' could not be read ({damage.reason}). "
                f"It was kept as {aside.name} and its copy from {label} was opened ({events} events).")
            return data, header
        raise GameFileLost(
            f"the file of game {game_id} could not be read ({damage.reason}) and no backup of it is "
            f"readable; it was kept as {aside}")

    def _setup_copies(self, path: Path) -> Iterator[tuple[str, bytes]]:
        for gen in range(1, SETUP_KEEP + 1):
            source = backup_name(path, gen)
            with contextlib.suppress(OSError):
                yield iso_from_epoch(source.stat().st_mtime).replace("T", " "), source.read_bytes()
        for snap in self._snapshots():
            raw = snapshot_member(snap, path.name)
            if raw is not None:
                yield when_label(snap), raw
        entry = self._view().entry(path.name[:-5]) if self.index_path.exists() else None
        if entry and "settings" in entry:  # the index keeps everything a setup file holds
            header = {"schema": CURRENT_SCHEMA, **{k: entry[k] for k in (
                "id", "kind", "players", "player_ids", "dealer", "settings", "created", "name", "source")}}
            yield "the game list", dumps({"game": {"1": header}, "events": {}})

    def _find_lost_journal(self, game_id: str, path: Path, header: dict[str, Any]) -> None:
        """A setup file without its journal: moved half-way to or from the trash, or lost."""
        with self._locked():
            jpath = journal_path(path)
            if jpath.exists():
                return
            other = (self.trash_dir if path.parent == self.games_dir else self.games_dir) / jpath.name
            if other.exists():  # a move between games/ and trash/ was interrupted: finish it
                os.replace(other, jpath)
                fsync_dir(path.parent)
                return
            name = header.get("name") or game_id
            for snap in self._snapshots():
                raw = snapshot_member(snap, jpath.name)
                if raw is None:
                    continue
                atomic_write_bytes(jpath, raw, keep=0, sync=self.sync)
                self._forget_listed(game_id)
                journal = read_journal(jpath)
                self.messages.append(f"The events of game '{name}' were missing (no file {jpath.name}); "
                                     f"the backup from {when_label(snap)} was opened ({len(journal.events)} entries).")
                return
            write_journal(jpath, [], keep=0, sync=self.sync)
            self._forget_listed(game_id)
            self.messages.append(f"The events of game '{name}' are missing (no file {jpath.name}) and no "
                                 "backup holds them; it opens with none.")

    def _acknowledged(self, game_id: str) -> int:
        """How many entries the game list says were stored: a hand's end or a correction wrote it,
        after its entries were durably in the journal, so the journal can never hold fewer."""
        return acknowledged_in(self._view, game_id)

    def _listed_at(self, game_id: str) -> float:
        """When the game list last described the game (epoch seconds; 0 if unknown)."""
        return listed_at_in(self._view, game_id)

    def _journal_copies(self, jpath: Path) -> Iterator[JournalCopy]:
        """The game's journal as its rolling copies and the snapshots in ``backups/`` hold it."""
        return journal_copies(jpath, self.backups_dir)

    def _recover_journal(self, game_id: str, path: Path, header: dict[str, Any], acknowledged: int = 0) -> list[dict[str, Any]]:
        """A journal with damage, or holding fewer entries than were acknowledged: recover and say so.

        The entries before the damage, the copy (rolling or snapshot) that
        holds the most of the rest, and the intact entries after the damage
        are put together (see :func:`repair_journal`).  The damaged file is
        kept; intact entries that cannot follow on are kept aside in a file
        named in the message; the game list's figures are dropped so they are
        worked out again from the repaired game.  If the repair cannot be
        written (a full disk), nothing on disk changes: the game is read as
        repaired and the message says so, on every read until it can be.
        A torn last line no evidence shows was acknowledged is a killed
        append: it is ignored silently, as before.
        """
        jpath = journal_path(path)
        with self._locked():
            journal = read_journal(jpath)  # again, under the lock: another process may have repaired it
            acknowledged = max(acknowledged, self._acknowledged(game_id))
            if journal.is_clean() and len(journal.events) >= acknowledged:
                return journal.events
            repair = repair_journal(journal, self._journal_copies(jpath), acknowledged, self._listed_at(game_id))
            if repair is None:
                return journal.events
            name = str(header.get("name") or game_id)
            try:
                aside, kept = self._write_repair(jpath, repair)
            except OSError as exc:
                said = damage_message(name, jpath.name, journal, repair, acknowledged, failure=os_reason(exc))
                if said not in self.messages:  # read again in the same run (the list, then the game): said once
                    self.messages.append(said)
                return repair.events
            self._forget_listed(game_id)
            self.messages.append(damage_message(name, jpath.name, journal, repair, acknowledged,
                                                aside=aside.name, kept=kept.name if kept else None))
            return repair.events

    def _forget_summary(self, game_id: str) -> None:  # pragma: no cover - GameStore's
        raise NotImplementedError

    def _events(self, game_id: str, path: Path, data: dict[str, Any], header: dict[str, Any]) -> list[dict[str, Any]]:  # pragma: no cover
        raise NotImplementedError

    @staticmethod
    def _journal_mark(path: Path) -> list[int]:  # pragma: no cover - GameStore's
        raise NotImplementedError

    def _recover_all_journals(self) -> None:
        """Read the journals changed since the game list described them, recovering (and saying) any
        damage: before a backup is written, so that it holds journals a restore accepts.  A journal whose
        file is as the list saw it (inode, size, time) is skipped: a snapshot of many finished games costs
        no more than the zip.  Only journals: a damaged setup file is left for the game's next opening."""
        try:
            view = self._view()
            entries = {gid: view.entry(gid) or {} for gid in view.key_of}
        except StoreError:
            entries = {}
        for game_id, path in self._game_ids_on_disk().items():
            mark = (entries.get(game_id, {}).get("summary") or {}).get("journal")
            if mark is not None and mark == self._journal_mark(path):
                continue
            with contextlib.suppress(StoreError, OSError):
                data, header = read_setup(path, CURRENT_SCHEMA)
                if uses_journal(header) and journal_path(path).exists():
                    self._events(game_id, path, data, header)

    def _forget_listed(self, game_id: str) -> None:
        """After a repair, the game list's figures no longer describe the game: they are worked out again
        when it is next listed (if the list cannot be written now, its journal mark tells it later)."""
        with contextlib.suppress(StoreError, OSError):
            self._forget_summary(game_id)

    def _write_repair(self, jpath: Path, repair: "JournalRepair") -> tuple[Path, Path | None]:
        """Keep the unplaced entries aside, move the damaged journal aside, write the repaired one.

        On a failure everything written is taken back, so the folder is as it was."""
        kept = None
        if repair.unplaced:
            kept = aside_name(jpath, "kept")
            atomic_write_bytes(kept, b"".join(line for _n, _e, line in repair.unplaced), keep=0, sync=self.sync)
        try:
            aside = move_aside(jpath)
        except OSError:
            if kept:
                kept.unlink(missing_ok=True)
            raise
        try:
            write_journal(jpath, repair.events, keep=0, sync=self.sync)
        except OSError:
            os.replace(aside, jpath)
            if kept:
                kept.unlink(missing_ok=True)
            raise
        return aside, kept


def snapshots_in(backups_dir: Path) -> list[Path]:
    """The whole-folder backups in ``backups_dir``, newest first (none if it cannot be listed)."""
    try:
        zips = [p for p in backups_dir.iterdir() if p.suffix == ".zip" and not p.name.startswith(".")]
        return sorted(zips, key=lambda p: p.stat().st_mtime, reverse=True)
    except OSError:
        return []


def journal_copies(jpath: Path, backups_dir: Path) -> Iterator[JournalCopy]:
    """A journal as its rolling copies and the snapshots in ``backups_dir`` hold it (read only: the
    writer's repair and the board's read-only reader put a damaged journal together from the same)."""
    for gen in range(1, JOURNAL_KEEP + 1):
        copy = backup_name(jpath, gen)
        with contextlib.suppress(OSError):
            yield JournalCopy(f"its copy {copy.name}", copy.stat().st_mtime, parse_journal(copy.read_bytes()),
                              rolling=True)
    for snap in snapshots_in(backups_dir):
        raw = snapshot_member(snap, jpath.name)
        if raw is not None:
            with contextlib.suppress(OSError):
                yield JournalCopy(f"the backup from {when_label(snap)} ({snap.name})", snap.stat().st_mtime,
                                  parse_journal(raw))


def _listed_entry(view: "Callable[[], IndexView]", game_id: str) -> dict[str, Any]:
    try:
        return view().entry(game_id) or {}
    except (StoreError, OSError):
        return {}


def acknowledged_in(view: "Callable[[], IndexView]", game_id: str) -> int:
    """How many entries the game list (``view()``) says were stored: a hand's end or a correction
    wrote it after its entries were durably in the journal, so the journal can never hold fewer."""
    events = (_listed_entry(view, game_id).get("summary") or {}).get("events")
    return events if isinstance(events, int) and not isinstance(events, bool) else 0


def listed_at_in(view: "Callable[[], IndexView]", game_id: str) -> float:
    """When the game list (``view()``) last described the game (epoch seconds; 0 if unknown)."""
    try:
        updated = _listed_entry(view, game_id).get("updated") or ""
        return float(calendar.timegm(time.strptime(updated, "%Y-%m-%dT%H:%M:%SZ")))
    except (ValueError, TypeError):
        return 0.0


def when_label(source: Path) -> str:
    """A file's time as the messages say it: 2026-12-01 08:00:00 (UTC)."""
    return iso_from_epoch(source.stat().st_mtime).replace("T", " ")


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

    events: list[dict[str, Any]]
    kept_before: int                    # the entries before the damage, from the file
    copy: str | None = None             # the copy the next entries were taken from
    copied: int = 0                     # how many entries it gave
    unplaced: tuple[tuple[int, dict[str, Any], bytes], ...] = ()  # intact entries after a gap no copy fills


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
    known_max = max([len(journal.events), *later, torn_number(journal.torn) or 0])
    best: list[dict[str, Any]] = journal.events
    best_label: str | None = None
    for copy in copies:
        events = copy.journal.events
        cap = journal.length
        if cap is None and (copy.rolling or copy.made < listed_at + 1):
            cap = max(acknowledged, known_max)
        if cap is not None:
            events = events[:cap]
        if len(events) > len(best) and _agrees(events, journal, later):
            best, best_label = events, copy.label
    events = list(best)
    while len(events) + 1 in later:
        events.append(later[len(events) + 1])
    if journal.damaged_at is None and len(events) == len(journal.events) and acknowledged <= len(events):
        return None  # a torn last line nothing shows was acknowledged: a killed append
    return JournalRepair(events, len(journal.events), best_label, len(best) - len(journal.events),
                         tuple(entry for entry in journal.later if entry[0] > len(events)))


def _agrees(events: list[dict[str, Any]], journal: Journal, later: dict[int, dict[str, Any]]) -> bool:
    """Whether a copy's events are the same history as every intact part of the damaged file."""
    if events[:len(journal.events)] != journal.events:
        return False
    if any(events[n - 1] != event for n, event in later.items() if n <= len(events)):
        return False
    n = torn_number(journal.torn)
    if n is not None and n <= len(events) and not journal.torn.endswith(b"\n"):
        return event_line(n, events[n - 1]).startswith(journal.torn)  # a line cut short: its start must match
    return True


def _entries(first: int, last: int) -> str:
    return f"entry {first}" if first == last else f"entries {first} to {last}"


def damage_message(name: str, file_name: str, journal: Journal, repair: JournalRepair, acknowledged: int, *,
                   aside: str | None = None, kept: str | None = None, failure: str | None = None) -> str:
    """The one message about a damaged journal, for the app and the command line alike."""
    found = len(journal.events)
    if journal.damaged_at is not None or journal.torn.endswith(b"\n"):  # a whole line unreadable: changed
        what = f"entry {journal.damaged_at or found + 1} is damaged in {file_name}"
    elif acknowledged > found:
        what = f"{file_name} holds {found} whole entries but {acknowledged} were stored (it was cut short)"
    else:
        what = f"entry {found + 1}, the last in {file_name}, was cut short"
    said = [f"The events of game '{name}' could not all be read: {what}."]
    if repair.copy:
        said.append(f"{_entries(found + 1, found + repair.copied).capitalize()} "
                    f"{'was' if repair.copied == 1 else 'were'} taken from {repair.copy}.")
    after = len(repair.events) - found - repair.copied
    if after:
        first = found + repair.copied + 1
        said.append(f"{_entries(first, first + after - 1).capitalize()}, intact after the damage, "
                    f"{'was' if after == 1 else 'were'} kept.")
    total = len(repair.events)
    if repair.unplaced:
        first, last = repair.unplaced[0][0], repair.unplaced[-1][0]
        where = f"kept aside in {kept}" if kept else "left in the file"
        said.append(f"{_entries(first, last).capitalize()}, intact after the damage, cannot follow on without "
                    f"{_entries(total + 1, first - 1)}, which no backup holds; they were {where}.")
    elif acknowledged > total:
        said.append(f"{_entries(total + 1, acknowledged).capitalize()} {'is' if acknowledged == total + 1 else 'are'}"
                    " in no backup and could not be recovered.")
    if failure:
        said.append(f"The game is shown with {total} entries, but it could not be repaired on disk ({failure}); "
                    "nothing there was changed.")
    else:
        said.append(f"The damaged file was kept as {aside}; the game now has {total} entries, and the game list "
                    "says so.")
    return " ".join(said)
