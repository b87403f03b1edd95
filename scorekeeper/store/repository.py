"""GameStore: the games, their events and the players, kept on disk with TinyDB.

Layout of the data folder (see ``paths.py`` for where it is)::

    scorekeeper.json          the index: schema version, game list, player registry
    scorekeeper.json.bak1..5  its previous versions (rolling, see atomic.py)
    games/<id>.json           one game: its setup and every event, in order
    games/<id>.json.bak1..2   that game's previous versions
    trash/<id>.json           deleted games, until the trash is emptied
    backups/auto-*.zip        snapshots of the whole folder, taken on open
    *.damaged-<time>          files that could not be read, kept for good

Why one file per game: TinyDB rewrites a whole file on every write.  With all
history in one file, recording tonight's trick would cost as much as
rewriting last year's games.  Here it costs a rewrite of tonight's game only,
and the index is not touched at all while a game is played; it holds only
small documents that change when a game is created, renamed or deleted.
Per-game summaries in the index (totals, finished, winner) are a cache,
refreshed by :meth:`GameStore.list_games` when the game file's size or
modification time shows it changed.

The game files are the source of truth: each holds its own setup and player
ids, so a lost index can be rebuilt from them, and a game file without an
index entry (the app was killed between the two writes of ``create_game``)
is added back on the next open.  Whether a game is deleted is told by the
folder its file is in.

Player identity: players are registry entries with ids.  A game stores the
seat names as written at the table *and* the player id of each seat, so a
player renamed later keeps every game (statistics follow the id).  Names are
compared exactly, character for character: "Sam", "sam" and "Sam " are
three different people, because the store must never merge two people by
guessing.  Registry names are unique, so a name means one person when a game
record is imported (a seat name is matched to the player with exactly that
name, or a new player is registered); the UI passes player ids explicitly.

Every write is durable (fsynced and atomically renamed) before the method
returns: ``append_event`` returning is what "acknowledged" means.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
import secrets
import shutil
import threading
import time
import zipfile
from collections.abc import Iterator, Sequence
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from tinydb import Query, TinyDB

from . import migrations
from .atomic import (AtomicJSONStorage, atomic_write_bytes, backup_name, dumps, fsync_dir,
                     move_aside, read_json_dict, remove_stale_temps, timestamp)
from .errors import CountMismatch, DamagedFileError, GameFileLost, GameRecovered, NewerVersionError, NotFoundError, StoreError
from .model import GameSummary, Player, newest_first, page_of, record_fingerprint, summary_of
from .paths import resolve_data_dir

CURRENT_SCHEMA = migrations.CURRENT_SCHEMA
INDEX_NAME = "scorekeeper.json"
INDEX_KEEP = 5          # rolling generations of the index
GAME_KEEP = 2           # rolling generations of each game file
AUTO_BACKUPS_KEEP = 10  # whole-folder snapshots kept in backups/
AUTO_BACKUP_EVERY = 12 * 3600  # seconds between snapshots taken on open
BACKUP_FORMAT = "scorekeeper-backup/1"

KIND_TITLES = {"make-a-million": "Make-a-Million", "exact-bid": "Exact bid",
               "twenty-nine": "Twenty-nine"}

_G = Query()


def _now_iso() -> str:
    return time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime())


def _iso_from_epoch(seconds: float) -> str:
    return time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime(seconds))


def _as_game_dict(game: Any) -> dict[str, Any]:
    """A Game (rules core) or its ``to_dict()`` form, as a plain dict."""
    d = game.to_dict() if hasattr(game, "to_dict") else game
    if not isinstance(d, dict):
        raise StoreError("a game must be a Game or a dict with kind, players, dealer, settings and events")
    for key in ("kind", "players", "dealer", "events"):
        if key not in d:
            raise StoreError(f"a game needs '{key}'")
    if not isinstance(d["players"], (list, tuple)) or not d["players"]:
        raise StoreError("a game needs its players")
    return {"kind": d["kind"], "players": list(d["players"]), "dealer": d["dealer"],
            "settings": dict(d.get("settings") or {}),
            "events": [_as_event_dict(e) for e in d["events"]]}


def _as_event_dict(event: Any) -> dict[str, Any]:
    if isinstance(event, dict):
        if "type" not in event:
            raise StoreError(f"an event needs a 'type': {event!r}")
        return event
    from scorekeeper.rules import event_to_dict
    return event_to_dict(event)


def _validate_index(data: dict, path: Path) -> int:
    """Check the index has the expected shape; return its schema version."""
    meta = data.get("meta")
    if not isinstance(meta, dict) or not meta:
        raise DamagedFileError(path, "its version information is missing")
    doc = next(iter(meta.values()))
    schema = doc.get("schema") if isinstance(doc, dict) else None
    if not isinstance(schema, int) or isinstance(schema, bool) or schema < 1:
        raise DamagedFileError(path, "its version information is missing")
    for table in ("games", "players"):
        if table in data and not isinstance(data[table], dict):
            raise DamagedFileError(path, f"its '{table}' part is not readable")
    return schema


def _validate_game_file(data: dict, path: Path) -> dict:
    """Check a game file's shape; return its header."""
    header_table = data.get("game")
    events = data.get("events", {})
    if not isinstance(header_table, dict) or "1" not in header_table or not isinstance(events, dict):
        raise DamagedFileError(path, "not a Scorekeeper game file")
    header = header_table["1"]
    if not isinstance(header, dict) or not isinstance(header.get("schema"), int):
        raise DamagedFileError(path, "not a Scorekeeper game file")
    if header["schema"] > CURRENT_SCHEMA:
        raise NewerVersionError(
            f"game file {path.name} was written by a newer version of Scorekeeper "
            f"(data version {header['schema']}; this version reads up to {CURRENT_SCHEMA}); "
            "update Scorekeeper to open it. Nothing was changed.")
    for key in ("id", "kind", "players", "player_ids", "dealer"):
        if key not in header:
            raise DamagedFileError(path, f"its setup has no '{key}'")
    for doc in events.values():
        if not isinstance(doc, dict) or not isinstance(doc.get("e"), dict):
            raise DamagedFileError(path, "one of its events is not readable")
    return header


def events_of(data: dict) -> list[dict]:
    """The events of a raw game file, in the order they were recorded."""
    table = data.get("events", {})
    return [table[k]["e"] for k in sorted(table, key=int)]


class GameStore:
    """The store of one data folder.  See the module docstring for the design.

    Opening recovers from damage and upgrades old data (telling the user
    what happened in :attr:`messages`), refuses data written by a newer
    version (:class:`NewerVersionError`) and takes a rolling snapshot.
    """

    def __init__(self, data_dir: str | os.PathLike[str] | None = None, *,
                 auto_backup: bool = True, sync: bool = True):
        self.data_dir = resolve_data_dir(data_dir)
        self.index_path = self.data_dir / INDEX_NAME
        self.games_dir = self.data_dir / "games"
        self.trash_dir = self.data_dir / "trash"
        self.backups_dir = self.data_dir / "backups"
        self.sync = sync
        self.messages: list[str] = []
        self._lock_depth = 0
        self._lock_fd: int | None = None
        self._thread_lock = threading.RLock()
        if self.data_dir.exists() and not self.data_dir.is_dir():
            raise StoreError(f"the data folder {self.data_dir} is a file, not a folder")
        try:
            for folder in (self.data_dir, self.games_dir, self.trash_dir, self.backups_dir):
                folder.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            raise StoreError(f"cannot use the data folder {self.data_dir}: {exc.strerror or exc}") from None
        with self._locked():
            self._open()
            if auto_backup:
                self._auto_backup()

    # ------------------------------------------------------------------ locking
    @contextlib.contextmanager
    def _locked(self) -> Iterator[None]:
        """One writer at a time, across threads and processes (the app and the CLI)."""
        with self._thread_lock:
            if self._lock_depth == 0:
                self._lock_fd = os.open(self.data_dir / ".lock", os.O_RDWR | os.O_CREAT, 0o644)
                try:
                    import fcntl
                    fcntl.flock(self._lock_fd, fcntl.LOCK_EX)
                except ImportError:  # Windows: no advisory locks; one app at a time
                    pass
            self._lock_depth += 1
            try:
                yield
            finally:
                self._lock_depth -= 1
                if self._lock_depth == 0 and self._lock_fd is not None:
                    os.close(self._lock_fd)  # closing releases the flock
                    self._lock_fd = None

    # ------------------------------------------------------------------ opening
    def _open(self) -> None:
        for folder in (self.data_dir, self.games_dir, self.trash_dir, self.backups_dir):
            remove_stale_temps(folder)
        try:
            data = read_json_dict(self.index_path)
            schema = _validate_index(data, self.index_path)
        except FileNotFoundError:
            if self._game_ids_on_disk():
                self._rebuild_index()
                self.messages.append(
                    f"The data file {INDEX_NAME} was missing; the game list was rebuilt from the game files.")
            else:
                self._write_index({"meta": {"1": {"schema": CURRENT_SCHEMA, "created": _now_iso()}},
                                   "games": {}, "players": {}})
            schema = CURRENT_SCHEMA
        except DamagedFileError as exc:
            schema = self._recover_index(exc)
        if schema > CURRENT_SCHEMA:
            raise NewerVersionError(
                f"the data in {self.data_dir} was written by a newer version of Scorekeeper "
                f"(data version {schema}; this version reads up to {CURRENT_SCHEMA}); "
                "update Scorekeeper to open it. Nothing was changed.")
        if schema < CURRENT_SCHEMA:
            kept = self.index_path.with_name(f"{INDEX_NAME}.schema{schema}-{timestamp()}")
            shutil.copy2(self.index_path, kept)
            fsync_dir(self.data_dir)
            migrations.upgrade(self, schema)
            self.messages.append(
                f"The data was upgraded from version {schema} to version {CURRENT_SCHEMA}; "
                f"the old file was kept as {kept.name}.")
        self._reconcile()

    def _index_db(self) -> TinyDB:
        return TinyDB(self.index_path, storage=AtomicJSONStorage, keep=INDEX_KEEP, sync=self.sync)

    def _write_index(self, data: dict) -> None:
        atomic_write_bytes(self.index_path, dumps(data), keep=INDEX_KEEP, sync=self.sync)

    def _read_index(self) -> dict:
        try:
            data = read_json_dict(self.index_path)
            _validate_index(data, self.index_path)
            return data
        except (FileNotFoundError, DamagedFileError) as exc:
            raise StoreError(f"the data file {self.index_path} became unreadable while open ({exc}); "
                             "open the store again to recover it") from None

    def _game_ids_on_disk(self) -> dict[str, Path]:
        found: dict[str, Path] = {}
        for folder in (self.games_dir, self.trash_dir):
            if folder.is_dir():
                for entry in folder.iterdir():
                    if entry.name.endswith(".json") and not entry.name.startswith("."):
                        found[entry.name[:-5]] = entry
        return found

    def _snapshots(self) -> list[Path]:
        """Whole-folder backups, newest first."""
        if not self.backups_dir.is_dir():
            return []
        zips = [p for p in self.backups_dir.iterdir() if p.suffix == ".zip" and not p.name.startswith(".")]
        return sorted(zips, key=lambda p: p.stat().st_mtime, reverse=True)

    def _recover_index(self, damage: DamagedFileError) -> int:
        """Move the damaged index aside and open the newest good backup of it."""
        aside = move_aside(self.index_path)
        candidates: list[tuple[str, Any]] = []
        for gen in range(1, INDEX_KEEP + 1):
            candidates.append((f"rolling backup {gen}", backup_name(self.index_path, gen)))
        for snap in self._snapshots():
            candidates.append((f"backup {snap.name}", snap))
        for label, source in candidates:
            try:
                if source.suffix == ".zip":
                    with zipfile.ZipFile(source) as zf:
                        raw = zf.read(INDEX_NAME)
                    when = _iso_from_epoch(source.stat().st_mtime)
                else:
                    raw = source.read_bytes()
                    when = _iso_from_epoch(source.stat().st_mtime)
                data = json.loads(raw.decode("utf-8"))
                if not isinstance(data, dict):
                    continue
                schema = _validate_index(data, source)
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
        self._write_index({"meta": {"1": {"schema": CURRENT_SCHEMA, "created": _now_iso()}},
                           "games": {}, "players": {}})

    def _reconcile(self) -> None:
        """Make the index agree with the game files on disk (the source of truth)."""
        on_disk = self._game_ids_on_disk()
        data = self._read_index()
        games = data.setdefault("games", {})
        players = data.setdefault("players", {})
        known_players = {p["id"] for p in players.values()}
        by_id = {doc["id"]: key for key, doc in games.items() if isinstance(doc, dict) and "id" in doc}
        changed = False
        next_key = max((int(k) for k in games), default=0) + 1
        next_pkey = max((int(k) for k in players), default=0) + 1
        for gid, path in sorted(on_disk.items()):
            in_trash = path.parent == self.trash_dir
            if gid in by_id:
                doc = games[by_id[gid]]
                if in_trash and not doc.get("deleted_at"):
                    doc["deleted_at"] = _iso_from_epoch(path.stat().st_mtime)
                    changed = True
                elif not in_trash and doc.get("deleted_at"):
                    doc["deleted_at"] = None
                    changed = True
                continue
            try:
                header = self._read_game_data(gid, path)[1]
            except StoreError as exc:
                self.messages.append(str(exc))
                continue
            for pid, name in zip(header["player_ids"], header["players"]):
                if pid not in known_players:
                    players[str(next_pkey)] = {"id": pid, "name": self._free_name(players, name),
                                               "created": header.get("created", _now_iso())}
                    known_players.add(pid)
                    next_pkey += 1
            games[str(next_key)] = self._index_entry(header, deleted_at=(
                _iso_from_epoch(path.stat().st_mtime) if in_trash else None))
            next_key += 1
            changed = True
        if changed:
            self._write_index(data)

    @staticmethod
    def _free_name(players: dict, name: str) -> str:
        taken = {p["name"] for p in players.values()}
        if name not in taken:
            return name
        n = 2
        while f"{name} ({n})" in taken:
            n += 1
        return f"{name} ({n})"

    @staticmethod
    def _index_entry(header: dict, deleted_at: str | None = None) -> dict:
        return {"id": header["id"], "name": header.get("name") or header["id"], "kind": header["kind"],
                "players": list(header["players"]), "player_ids": list(header["player_ids"]),
                "dealer": header["dealer"], "created": header.get("created", _now_iso()),
                "source": header.get("source"), "deleted_at": deleted_at, "summary": None}

    # ------------------------------------------------------------------ backups
    def _auto_backup(self) -> None:
        snaps = [p for p in self._snapshots() if p.name.startswith("auto-")]
        if snaps and time.time() - snaps[0].stat().st_mtime < AUTO_BACKUP_EVERY:
            return
        if not self._game_ids_on_disk() and not self.list_players():
            return
        self.write_backup(self.backups_dir / f"auto-{timestamp()}.zip")
        for old in [p for p in self._snapshots() if p.name.startswith("auto-")][AUTO_BACKUPS_KEEP:]:
            try:
                old.unlink()
            except OSError:
                pass

    def write_backup(self, path: str | os.PathLike[str]) -> Path:
        """Write a zip of the whole store (index, games, trash) to ``path``, atomically."""
        target = Path(path)
        with self._locked():
            tmp = target.with_name(f".{target.name}.tmp-{os.getpid()}")
            try:
                with zipfile.ZipFile(tmp, "w", compression=zipfile.ZIP_DEFLATED) as zf:
                    zf.writestr("manifest.json", json.dumps(
                        {"format": BACKUP_FORMAT, "schema": CURRENT_SCHEMA, "created": _now_iso()}))
                    zf.write(self.index_path, INDEX_NAME)
                    for gid, src in sorted(self._game_ids_on_disk().items()):
                        zf.write(src, f"{src.parent.name}/{src.name}")
                with open(tmp, "rb+") as fh:
                    os.fsync(fh.fileno())
                os.replace(tmp, target)
            except BaseException:
                with contextlib.suppress(OSError):
                    tmp.unlink()
                raise
            fsync_dir(target.parent)
        return target

    # ------------------------------------------------------------------ game files
    # -- the trick being entered (not yet a fact) -------------------------------------------------
    def _draft_path(self, game_id: str) -> Path:
        return self._game_path(game_id).parent.parent / "drafts" / f"{game_id}.json"

    def save_draft(self, game_id: str, draft: dict | None) -> None:
        """Keep the cards tapped for a trick not yet saved, so a dead phone loses no tap.

        ``None`` (or an empty draft) forgets it. A draft is a convenience, not a
        fact: it lives beside the game file and is never part of the record.
        """
        path = self._draft_path(game_id)
        if not draft:
            path.unlink(missing_ok=True)
            return
        path.parent.mkdir(parents=True, exist_ok=True)
        atomic_write_bytes(path, dumps(draft), keep=0, sync=self.sync)

    def load_draft(self, game_id: str) -> dict | None:
        """The unsaved trick of a game, or None (also if its file is unreadable: it is only a draft)."""
        try:
            return json.loads(self._draft_path(game_id).read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return None

    def _game_path(self, game_id: str) -> Path:
        if not isinstance(game_id, str) or not game_id or "/" in game_id or "\\" in game_id \
                or game_id.startswith("."):
            raise NotFoundError(f"no game with id {game_id!r}")
        return self.games_dir / f"{game_id}.json"

    def _find_game_file(self, game_id: str) -> Path:
        path = self._game_path(game_id)
        if path.exists():
            return path
        trashed = self.trash_dir / path.name
        if trashed.exists():
            return trashed
        raise NotFoundError(f"no game with id {game_id!r}")

    def _game_db(self, path: Path) -> TinyDB:
        return TinyDB(path, storage=AtomicJSONStorage, keep=GAME_KEEP, sync=self.sync)

    def _read_game_data(self, game_id: str, path: Path | None = None) -> tuple[dict, dict]:
        """Read and check a game file, recovering it from its backups if damaged."""
        path = path or self._find_game_file(game_id)
        try:
            data = read_json_dict(path)
            return data, _validate_game_file(data, path)
        except FileNotFoundError:
            raise NotFoundError(f"no game with id {game_id!r}") from None
        except DamagedFileError as exc:
            with self._locked():
                return self._recover_game_file(game_id, path, exc)

    def _recover_game_file(self, game_id: str, path: Path, damage: DamagedFileError) -> tuple[dict, dict]:
        aside = move_aside(path)
        sources: list[Path] = [backup_name(path, g) for g in range(1, GAME_KEEP + 1)]
        sources += self._snapshots()
        for source in sources:
            try:
                if source.suffix == ".zip":
                    with zipfile.ZipFile(source) as zf:
                        names = set(zf.namelist())
                        member = next((m for m in (f"games/{path.name}", f"trash/{path.name}")
                                       if m in names), None)
                        if member is None:
                            continue
                        raw = zf.read(member)
                else:
                    raw = source.read_bytes()
                data = json.loads(raw.decode("utf-8"))
                if not isinstance(data, dict):
                    continue
                header = _validate_game_file(data, source)
            except (OSError, ValueError, KeyError, zipfile.BadZipFile, StoreError):
                continue
            atomic_write_bytes(path, raw, keep=0, sync=self.sync)
            when = _iso_from_epoch(source.stat().st_mtime).replace("T", " ")
            name = header.get("name") or game_id
            self.messages.append(
                f"The file of game '{name}' could not be read ({damage.reason}). It was kept as "
                f"{aside.name} and its backup from {when} was opened ({len(events_of(data))} events).")
            return data, header
        raise GameFileLost(
            f"the file of game {game_id} could not be read ({damage.reason}) and no backup of it is "
            f"readable; it was kept as {aside}")

    # ------------------------------------------------------------------ games
    def create_game(self, game: Any, *, name: str | None = None,
                    player_ids: Sequence[str] | None = None, created: str | None = None,
                    source: str | None = None, summary: dict[str, Any] | None = None) -> str:
        """Store a new game (a rules ``Game`` or its dict) with any events it has; return its id.

        ``player_ids`` gives the registry player of each seat, in seat order;
        without it each seat name is matched to the player with exactly that
        name, registering new players as needed.  ``source`` is a fingerprint
        of the record it was imported from (see :func:`record_fingerprint`).
        """
        d = _as_game_dict(game)
        seats = [str(p) for p in d["players"]]
        with self._locked():
            if player_ids is None:
                player_ids = [self.player_for_name(n, create=True).id for n in seats]
            else:
                player_ids = list(player_ids)
                if len(player_ids) != len(seats):
                    raise StoreError(f"{len(seats)} seats but {len(player_ids)} player ids")
                if len(set(player_ids)) != len(player_ids):
                    raise StoreError("the same player cannot sit in two seats")
                for pid in player_ids:
                    self.get_player(pid)
            created = created or _now_iso()
            game_id = self._new_game_id()
            header = {"schema": CURRENT_SCHEMA, "id": game_id, "kind": d["kind"], "players": seats,
                      "player_ids": list(player_ids), "dealer": d["dealer"], "settings": d["settings"],
                      "created": created,
                      "name": name or f"{KIND_TITLES.get(d['kind'], d['kind'])}, {created[:10]}",
                      "source": source}
            data = {"game": {"1": header},
                    "events": {str(i): {"e": e} for i, e in enumerate(d["events"], start=1)}}
            # The game file first: if killed before the index entry is written,
            # the next open finds the file and adds it back (_reconcile).
            atomic_write_bytes(self._game_path(game_id), dumps(data), keep=0, sync=self.sync)
            with self._index_db() as db:
                db.table("games").insert(self._index_entry(header))
        return game_id

    def _new_game_id(self) -> str:
        on_disk = self._game_ids_on_disk()
        while True:
            gid = f"{time.strftime('%Y%m%d', time.gmtime())}-{secrets.token_hex(3)}"
            if gid not in on_disk:
                return gid

    def append_event(self, game_id: str, event: Any, *, expected_count: int | None = None,
                     expected_last: dict | None = None, summary: dict | None = None) -> int:
        """Durably add one event (a dict from ``event_to_dict`` or an Event); return the event count.

        The rules core must have accepted the event first (``game.play``);
        the store keeps it.  With ``expected_count`` (and ``expected_last``,
        the event the caller's game ends with) the check that the stored game
        is still the caller's and the append are one locked step: raises
        :class:`CountMismatch` and stores nothing when they differ.
        """
        ev = _as_event_dict(event)
        path = self._game_path(game_id)
        with self._locked():
            if not path.exists():
                raise NotFoundError(f"no game with id {game_id!r} (or it is in the trash)")
            try:
                with self._game_db(path) as db:
                    table = db.table("events")
                    if expected_count is not None:
                        self._check_expected(game_id, [d["e"] for d in table.all()],
                                             expected_count, expected_last)
                    return table.insert({"e": ev})
            except DamagedFileError as exc:
                self._recover_game_file(game_id, path, exc)
                raise GameRecovered(self.messages.pop()) from None

    @staticmethod
    def _check_expected(game_id: str, stored: list[dict], expected_count: int,
                        expected_last: dict | None) -> None:
        if len(stored) != expected_count or (expected_count and expected_last is not None
                                             and stored[-1] != expected_last):
            raise CountMismatch(game_id, expected_count, len(stored))

    def replace_events(self, game_id: str, events: Sequence[Any], *, expected_count: int | None = None,
                       expected_last: dict | None = None, summary: dict | None = None) -> None:
        """Replace all events of a game at once (undo, corrections), in one atomic write."""
        evs = [_as_event_dict(e) for e in events]
        path = self._game_path(game_id)
        with self._locked():
            if not path.exists():
                raise NotFoundError(f"no game with id {game_id!r} (or it is in the trash)")
            notes = len(self.messages)
            data, _header = self._read_game_data(game_id, path)
            if len(self.messages) > notes:  # recovered just now: the caller's correction is not for it
                raise GameRecovered(self.messages.pop())
            if expected_count is not None:
                self._check_expected(game_id, events_of(data), expected_count, expected_last)
            data["events"] = {str(i): {"e": e} for i, e in enumerate(evs, start=1)}
            atomic_write_bytes(path, dumps(data), keep=GAME_KEEP, sync=self.sync)

    def undo_last_event(self, game_id: str) -> dict | None:
        """Remove the last event; return it (or None if there was none)."""
        with self._locked():
            events = self.load_events(game_id)
            if not events:
                return None
            self.replace_events(game_id, events[:-1])
            return events[-1]

    def load_events(self, game_id: str) -> list[dict]:
        return events_of(self._read_game_data(game_id)[0])

    def load_game_dict(self, game_id: str) -> dict[str, Any]:
        """The game as the dict ``Game.from_dict`` takes (no rules involved)."""
        data, header = self._read_game_data(game_id)
        return {"kind": header["kind"], "players": list(header["players"]), "dealer": header["dealer"],
                "settings": dict(header.get("settings") or {}), "events": events_of(data)}

    def load_game(self, game_id: str) -> Any:
        """The game, replayed and checked by the rules core, exactly where it was left."""
        from scorekeeper.rules import Game
        return Game.from_dict(self.load_game_dict(game_id))

    def game_player_ids(self, game_id: str) -> dict[str, str]:
        """Seat name → player id for one game."""
        header = self._read_game_data(game_id)[1]
        return dict(zip(header["players"], header["player_ids"]))

    def _entry(self, data: dict, game_id: str) -> tuple[str, dict]:
        for key, doc in data.get("games", {}).items():
            if doc.get("id") == game_id:
                return key, doc
        raise NotFoundError(f"no game with id {game_id!r}")

    def resolve_game_id(self, text: str) -> str:
        """A full game id, or a unique beginning of one (for the command line)."""
        ids = [doc["id"] for doc in self._read_index().get("games", {}).values()]
        if text in ids:
            return text
        matches = [i for i in ids if text and i.startswith(text)]
        if len(matches) == 1:
            return matches[0]
        if matches:
            raise StoreError(f"'{text}' matches {len(matches)} games: {', '.join(sorted(matches)[:5])}")
        raise NotFoundError(f"no game with id '{text}' (see `scorekeeper games`)")

    def rename_game(self, game_id: str, name: str) -> None:
        name = str(name).strip()
        if not name:
            raise StoreError("a game's name cannot be empty")
        with self._locked():
            data = self._read_index()
            key, doc = self._entry(data, game_id)
            path = self._find_game_file(game_id)
            gdata, header = self._read_game_data(game_id, path)
            header["name"] = name  # so a rebuilt index keeps the name
            atomic_write_bytes(path, dumps(gdata), keep=GAME_KEEP, sync=self.sync)
            with self._index_db() as db:
                db.table("games").update({"name": name}, doc_ids=[int(key)])

    def delete_game(self, game_id: str) -> None:
        """Move a game to the trash; :meth:`restore_game` brings it back."""
        with self._locked():
            key, _doc = self._entry(self._read_index(), game_id)
            path = self._game_path(game_id)
            if not path.exists():
                return  # already in the trash
            os.replace(path, self.trash_dir / path.name)
            fsync_dir(self.trash_dir)
            fsync_dir(self.games_dir)
            with self._index_db() as db:
                db.table("games").update({"deleted_at": _now_iso()}, doc_ids=[int(key)])

    def restore_game(self, game_id: str) -> None:
        """Take a game back out of the trash."""
        with self._locked():
            key, _doc = self._entry(self._read_index(), game_id)
            trashed = self.trash_dir / f"{game_id}.json"
            if trashed.exists():
                os.replace(trashed, self._game_path(game_id))
                fsync_dir(self.games_dir)
                fsync_dir(self.trash_dir)
            with self._index_db() as db:
                db.table("games").update({"deleted_at": None}, doc_ids=[int(key)])

    def empty_trash(self) -> int:
        """Delete the games in the trash for good; return how many."""
        with self._locked():
            data = self._read_index()
            gone = [gid for gid, p in self._game_ids_on_disk().items() if p.parent == self.trash_dir]
            games = data.get("games", {})
            for key in [k for k, d in games.items() if d.get("id") in gone]:
                del games[key]
            self._write_index(data)  # index first: a crash then leaves a file to re-add, not a hole
            for gid in gone:
                for f in self.trash_dir.glob(f"{gid}.json*"):
                    f.unlink()
            fsync_dir(self.trash_dir)
            return len(gone)

    def list_games(self, status: str | None = None, *, include_deleted: bool = False, offset: int = 0,
                   limit: int | None = None, kind: str | None = None,
                   player: str | None = None) -> list[GameSummary]:
        """Games, newest first.  ``status``: None (all), "in progress" or "finished".

        Summaries are cached in the index; a game whose file changed since is
        replayed once here (not on every event).
        """
        with self._locked():
            data = self._read_index()
            changed = False
            out = []
            for doc in data.get("games", {}).values():
                if doc.get("deleted_at") and not include_deleted:
                    continue
                try:
                    path = self._find_game_file(doc["id"])
                    st = path.stat()
                except (NotFoundError, OSError):
                    out.append(self._summary(doc, None, {"problem": "its file is missing"}))
                    continue
                fp = [st.st_mtime_ns, st.st_size]
                summary = doc.get("summary")
                if not summary or summary.get("fingerprint") != fp:
                    summary = self._compute_summary(doc["id"], path)
                    summary["fingerprint"] = fp
                    doc["summary"] = summary
                    changed = True
                out.append(self._summary(doc, st.st_mtime, summary))
            if changed:
                self._write_index(data)
        return page_of(out, status, offset=offset, limit=limit, kind=kind, player=player)

    def count_games(self, status: str | None = None) -> int:
        """How many games (of one status; the trash counts only for "deleted")."""
        return len(self.list_games(status, include_deleted=status == "deleted"))

    def get_game_summary(self, game_id: str) -> GameSummary:
        return summary_of(self.list_games(include_deleted=True), game_id)

    def _compute_summary(self, game_id: str, path: Path) -> dict:
        try:
            d = self.load_game_dict(game_id)
        except StoreError as exc:
            return {"problem": str(exc)}
        summary: dict[str, Any] = {"events": len(d["events"])}
        try:
            from scorekeeper.rules import Game, replay, score_report
            game = Game.from_dict(d)
            report = score_report(game)
            table = replay(game)
        except ImportError:
            return summary
        except Exception as exc:  # a game the rules refuse still belongs in the list
            summary["problem"] = f"the rules refuse its events: {exc}"
            return summary
        summary.update(hands=len(report["hands"]), finished=bool(table.finished),
                       winner=list(report["winner"]) if report.get("winner") else None,
                       totals=dict(report["totals"]))
        return summary

    @staticmethod
    def _summary(doc: dict, mtime: float | None, summary: dict) -> GameSummary:
        winner = summary.get("winner")
        return GameSummary(
            id=doc["id"], name=doc.get("name") or doc["id"], kind=doc["kind"],
            players=tuple(doc["players"]), player_ids=tuple(doc["player_ids"]), dealer=doc["dealer"],
            created=doc.get("created", ""),
            updated=_iso_from_epoch(mtime) if mtime is not None else doc.get("created", ""),
            events=summary.get("events"), hands=summary.get("hands"), finished=summary.get("finished"),
            winner=tuple(winner) if winner else None, totals=dict(summary.get("totals") or {}),
            deleted_at=doc.get("deleted_at"), problem=summary.get("problem"))

    def find_by_source(self, fingerprint: str) -> str | None:
        """The id of a game imported from a record with this fingerprint, if any."""
        for doc in self._read_index().get("games", {}).values():
            if doc.get("source") == fingerprint:
                return doc["id"]
        return None

    # ------------------------------------------------------------------ players
    def list_players(self) -> list[Player]:
        players = self._read_index().get("players", {}).values()
        return sorted((Player(p["id"], p["name"], p.get("created", "")) for p in players),
                      key=lambda p: (p.name.casefold(), p.name, p.id))

    def get_player(self, player_id: str) -> Player:
        for p in self.list_players():
            if p.id == player_id:
                return p
        raise NotFoundError(f"no player with id {player_id!r}")

    @staticmethod
    def _check_name(name: str) -> str:
        if not isinstance(name, str) or not name.strip():
            raise StoreError("a player's name cannot be empty")
        return name

    def add_player(self, name: str) -> Player:
        """Register a new person.  Names are unique, compared exactly ("Sam" ≠ "sam")."""
        name = self._check_name(name)
        with self._locked():
            if any(p.name == name for p in self.list_players()):
                raise StoreError(f"there is already a player named '{name}'; give the new player "
                                 "another name so the two stay apart")
            player = Player(f"p-{secrets.token_hex(4)}", name, _now_iso())
            with self._index_db() as db:
                db.table("players").insert(asdict(player))
            return player

    def player_for_name(self, name: str, *, create: bool = False) -> Player:
        """The player with exactly this name (registering one if ``create``)."""
        for p in self.list_players():
            if p.name == name:
                return p
        if create:
            return self.add_player(name)
        raise NotFoundError(f"no player named '{name}'")

    def rename_player(self, player_id: str, name: str) -> None:
        """Rename a person; their games and tallies stay theirs (they follow the id)."""
        name = self._check_name(name)
        with self._locked():
            self.get_player(player_id)
            if any(p.name == name and p.id != player_id for p in self.list_players()):
                raise StoreError(f"there is already a player named '{name}'")
            with self._index_db() as db:
                db.table("players").update({"name": name}, Query().id == player_id)

    def close(self) -> None:
        """Nothing is held open between calls; kept for symmetry with other stores."""

    def __enter__(self) -> "GameStore":
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


def read_backup(path: str | os.PathLike[str]) -> dict[str, bytes]:
    """Read and check a backup zip; return its member files.  Refuses newer data."""
    src = Path(path)
    try:
        with zipfile.ZipFile(src) as zf:
            members = {n: zf.read(n) for n in zf.namelist() if not n.endswith("/")}
    except FileNotFoundError:
        raise StoreError(f"no such backup file: {src}") from None
    except (zipfile.BadZipFile, OSError, ValueError) as exc:
        raise StoreError(f"{src} is not a Scorekeeper backup ({exc})") from None
    try:
        manifest = json.loads(members["manifest.json"])
        assert manifest.get("format") == BACKUP_FORMAT
        index = json.loads(members[INDEX_NAME])
        assert isinstance(index, dict)
    except (KeyError, ValueError, AssertionError, AttributeError):
        raise StoreError(f"{src} is not a Scorekeeper backup") from None
    schema = _validate_index(index, src)
    if schema > CURRENT_SCHEMA:
        raise NewerVersionError(f"{src} was written by a newer version of Scorekeeper (data version "
                                f"{schema}; this version reads up to {CURRENT_SCHEMA}); nothing was changed")
    for name, raw in members.items():
        folder, _, base = name.partition("/")
        if name in ("manifest.json", INDEX_NAME):
            continue
        if folder not in ("games", "trash") or not base.endswith(".json") or "/" in base or base.startswith("."):
            raise StoreError(f"{src} holds an unexpected file {name}; not restored")
        try:
            data = json.loads(raw)
            assert isinstance(data, dict)
            _validate_game_file(data, Path(name))
        except (ValueError, AssertionError):
            raise StoreError(f"{src}: {name} is damaged; not restored") from None
    return members


def restore_backup(data_dir: str | os.PathLike[str] | None, path: str | os.PathLike[str]) -> tuple[Path, int]:
    """Replace the store's contents with a backup zip.

    The backup is checked completely before anything is touched, and the
    current contents are first saved as ``backups/before-restore-*.zip``, so
    a restore never loses anything.  Returns (that saved zip, games restored).
    """
    members = read_backup(path)
    store = GameStore(data_dir, auto_backup=False)
    with store._locked():
        saved = store.write_backup(store.backups_dir / f"before-restore-{timestamp()}.zip")
        wanted = {n for n in members if n != "manifest.json" and n != INDEX_NAME}
        for gid, p in store._game_ids_on_disk().items():
            if f"{p.parent.name}/{p.name}" not in wanted:
                p.unlink()
        for name in sorted(wanted):
            atomic_write_bytes(store.data_dir / name, members[name], keep=0, sync=store.sync)
        atomic_write_bytes(store.index_path, members[INDEX_NAME], keep=INDEX_KEEP, sync=store.sync)
    return saved, len(wanted)
