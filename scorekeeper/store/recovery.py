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
- a damaged events journal: the entries before the damage are kept; a lost
  one is taken from the newest snapshot that holds it.

The methods are GameStore's (a mixin, split out so that each module of the
store has one job); they run under the store's lock.
"""

from __future__ import annotations

import contextlib
import json
import os
import time
import zipfile
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING

from .atomic import atomic_write_bytes, backup_name, dumps, fsync_dir, move_aside, timestamp
from .errors import DamagedFileError, GameFileLost, StoreError
from .gamefiles import journal_path, read_journal, setup_events, uses_journal, validate_setup, write_journal
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

    def _index_copy(self) -> dict:  # pragma: no cover - GameStore's
        raise NotImplementedError

    def _write_index(self, data: dict) -> None:  # pragma: no cover - GameStore's
        raise NotImplementedError

    def _read_setup(self, game_id: str, path: Path | None = None) -> tuple[dict, dict]:  # pragma: no cover
        raise NotImplementedError

    def _game_ids_on_disk(self) -> dict[str, Path]:  # pragma: no cover - GameStore's
        raise NotImplementedError

    def write_backup(self, path: str | os.PathLike[str]) -> Path:  # pragma: no cover - GameStore's
        raise NotImplementedError

    def _snapshots(self) -> list[Path]:
        """Whole-folder backups, newest first."""
        if not self.backups_dir.is_dir():
            return []
        zips = [p for p in self.backups_dir.iterdir() if p.suffix == ".zip" and not p.name.startswith(".")]
        return sorted(zips, key=lambda p: p.stat().st_mtime, reverse=True)

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
        snaps = [p for p in self._snapshots() if p.name.startswith("auto-")]
        if snaps and time.time() - snaps[0].stat().st_mtime < AUTO_BACKUP_EVERY:
            return
        if not self._game_ids_on_disk() and not players_of(self._view()):
            return
        self.write_backup(self.backups_dir / f"auto-{timestamp()}.zip")
        for old in [p for p in self._snapshots() if p.name.startswith("auto-")][AUTO_BACKUPS_KEEP:]:
            with contextlib.suppress(OSError):
                old.unlink()

    def _recover_setup(self, game_id: str, path: Path, damage: DamagedFileError) -> tuple[dict, dict]:
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
            try:
                with zipfile.ZipFile(snap) as zf:
                    names = set(zf.namelist())
                    member = next((m for m in (f"games/{path.name}", f"trash/{path.name}") if m in names), None)
                    if member is not None:
                        yield iso_from_epoch(snap.stat().st_mtime).replace("T", " "), zf.read(member)
            except (OSError, zipfile.BadZipFile, ValueError):
                continue
        entry = self._view().entry(path.name[:-5]) if self.index_path.exists() else None
        if entry and "settings" in entry:  # the index keeps everything a setup file holds
            header = {"schema": CURRENT_SCHEMA, **{k: entry[k] for k in (
                "id", "kind", "players", "player_ids", "dealer", "settings", "created", "name", "source")}}
            yield "the game list", dumps({"game": {"1": header}, "events": {}})

    def _find_lost_journal(self, game_id: str, path: Path, header: dict) -> None:
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
                try:
                    with zipfile.ZipFile(snap) as zf:
                        members = set(zf.namelist())
                        member = next((m for m in (f"games/{jpath.name}", f"trash/{jpath.name}") if m in members),
                                      None)
                        raw = zf.read(member) if member else None
                except (OSError, zipfile.BadZipFile, ValueError):
                    continue
                if raw is None:
                    continue
                atomic_write_bytes(jpath, raw, keep=0, sync=self.sync)
                journal = read_journal(jpath)
                when = iso_from_epoch(snap.stat().st_mtime).replace("T", " ")
                self.messages.append(f"The events of game '{name}' were missing (no file {jpath.name}); "
                                     f"the backup from {when} was opened ({len(journal.events)} entries).")
                return
            write_journal(jpath, [], keep=0, sync=self.sync)
            self.messages.append(f"The events of game '{name}' are missing (no file {jpath.name}) and no "
                                 "backup holds them; it opens with none.")

    def _recover_journal(self, game_id: str, path: Path, header: dict) -> list[dict]:
        """Keep a damaged journal aside and go on with the entries before the damage."""
        jpath = journal_path(path)
        with self._locked():
            journal = read_journal(jpath)
            if journal.damaged_at is None:
                return journal.events
            aside = move_aside(jpath)
            write_journal(jpath, journal.events, keep=0, sync=self.sync)
            self.messages.append(
                f"The events of game '{header.get('name') or game_id}' could not all be read (entry "
                f"{journal.damaged_at} is damaged). The file was kept as {aside.name} and the game was "
                f"opened with the {len(journal.events)} entries before it.")
            return journal.events
