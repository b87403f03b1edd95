"""GameStore: the games, their events and the players, kept in a data folder.

Layout of the data folder (see ``paths.py`` for where it is)::

    scorekeeper.json          the index (index.py): schema, game list with summaries, players
    scorekeeper.json.bak1..5  its previous versions (rolling, see atomic.py)
    games/<id>.json           one game's setup (a TinyDB document file)
    games/<id>.events         its events, one line each, appended (gamefiles.py)
    trash/<id>.*              deleted games, until the trash is emptied
    drafts/<id>.json          a trick being entered, not yet a fact
    backups/*.zip             snapshots of the whole folder (backups.py)
    *.damaged-<time>          files that could not be read, kept for good

Costs: storing an event appends one line to its game's journal and fsyncs
it, whatever the game's length; the check that the caller is in step with
the stored game reads only the journal's last line, under the same lock as
the append.  The index is written when a game is created, renamed, deleted
or finishes a hand (the service passes the new summary), never per tap, and
its parsed form is cached, so listing a page of games costs the same with
10 or 1,000 games stored.

The game files are the source of truth and a game is known by its file
name: a lost index is rebuilt from them, a game file without an index entry
(the app was killed between the two writes of ``create_game``) is added
back on the next open, and a game file whose inner id disagrees with its
name (a hand-made copy) is corrected once, with a note, never listed twice.
Whether a game is deleted is told by the folder its files are in.

Every write is durable (fsynced, and atomically renamed where it replaces a
file) before the method returns: ``append_event`` returning is what
"acknowledged" means.

The store's modules, one job each: ``index.py`` (the index and its cache),
``gamefiles.py`` (setup files and journals), ``players.py`` (the registry),
``recovery.py`` (repairs on open and while reading), ``backups.py``
(writing, checking and restoring backups), ``migrations.py`` (older data),
``interface.py`` (what the service needs of any store), ``model.py`` (the
values they share).  This module composes them under one lock.
"""

from __future__ import annotations

import contextlib
import errno
import json
import os
import secrets
import shutil
import threading
import time
from collections.abc import Iterator, Sequence
from dataclasses import asdict
from pathlib import Path
from typing import TYPE_CHECKING, Any

from tinydb import TinyDB

from scorekeeper.limits import MAX_STORED_FILE_BYTES, mib
from scorekeeper.rules.names import name_key

from . import migrations
from .atomic import (AtomicJSONStorage, atomic_write_bytes, backup_name, dumps, fsync_dir,
                     read_json_dict, remove_stale_temps, timestamp)
from .backups import (BackupRefused, STAGE_BUILDING, finish_interrupted_restore, game_files, members_of,
                      stage_path, swap_in, unpack_and_check, write_backup_zip)
from .backups import read_backup as read_backup  # noqa: F401  (re-exported)
from .errors import (CountMismatch, DamagedFileError, GameRecovered, NewerVersionError,
                     NotFoundError, ReadOnlyFolder, StoreError)
from .gamefiles import (JOURNAL_KEEP, append_event_line, cut_back, journal_bytes, journal_mark, journal_path,
                        read_journal, read_setup, setup_dict, setup_events, uses_journal, write_journal)
from .index import INDEX_KEEP, INDEX_NAME, IndexCache, IndexStorage, IndexView, index_entry, validate_index
from .model import GameSummary, Player, record_fingerprint
from .paths import resolve_data_dir
from .players import PlayerRegistry, new_player, now_iso
from .records import store_once
from .recovery import SETUP_KEEP, Recovery

if TYPE_CHECKING:
    from scorekeeper.rules import Game

__all__ = ["GameStore", "GameSummary", "Player", "read_backup", "record_fingerprint", "restore_backup"]

CURRENT_SCHEMA = migrations.CURRENT_SCHEMA



def default_game_name(kind: str, created: str) -> str:
    """A new game's name until the table gives it one: its title and the day ("Plain tricks, 2026-11-30")."""
    from scorekeeper.rules.registry import games

    module = games().get(kind)
    return f"{module.TITLE if module else kind}, {created[:10]}"


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


def computed_summary(game_dict: dict[str, Any]) -> dict[str, Any]:
    """A game's list figures by replaying it (for games stored without a summary)."""
    summary: dict[str, Any] = {"events": len(game_dict["events"])}
    try:
        from scorekeeper.rules import Game
        game = Game.from_dict(game_dict)
        table = game.table
    except ImportError:
        return summary
    except Exception as exc:  # a game the rules refuse still belongs in the list
        summary["problem"] = f"the rules refuse its events: {exc}"
        return summary
    summary.update(hands=len(table.hands), finished=bool(table.finished),
                   winner=list(table.winner) if table.winner else None, totals=dict(table.totals))
    return summary


class GameStore(Recovery, PlayerRegistry):
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
        self._cache = IndexCache(self.index_path)
        self._lock_depth = 0
        self._lock_fd: int | None = None
        self._thread_lock = threading.RLock()
        if self.data_dir.exists() and not self.data_dir.is_dir():
            raise StoreError(f"the data folder {self.data_dir} is a file, not a folder")
        try:
            note = finish_interrupted_restore(self.data_dir)
            if note:
                self.messages.append(note)
            for folder in (self.data_dir, self.games_dir, self.trash_dir, self.backups_dir):
                folder.mkdir(parents=True, exist_ok=True)
            if not os.access(self.data_dir, os.W_OK | os.X_OK):
                raise PermissionError(13, "Permission denied", str(self.data_dir))
        except OSError as exc:
            raise self._cannot_use(exc) from None
        try:
            with self._locked():
                self._open()
                if auto_backup:
                    self._auto_backup()
        except OSError as exc:  # read-only, full, or not ours: one sentence, never a traceback
            raise self._cannot_use(exc) from None

    def _cannot_use(self, exc: OSError) -> StoreError:
        """The sentence for a folder the store cannot use; a :class:`ReadOnlyFolder` if it cannot be written."""
        message = f"cannot use the data folder {self.data_dir}: {exc.strerror or exc}"
        if exc.errno in (errno.EROFS, errno.EACCES, errno.EPERM) and self.data_dir.is_dir():
            return ReadOnlyFolder(message)
        return StoreError(message)

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

    # ------------------------------------------------------------------ the index
    def _index_db(self) -> TinyDB:
        return TinyDB(self.index_path, storage=IndexStorage, cache=self._cache, keep=INDEX_KEEP, sync=self.sync)

    def _write_index(self, data: dict[str, Any]) -> None:
        self._cache.forget()
        atomic_write_bytes(self.index_path, dumps(data), keep=INDEX_KEEP, sync=self.sync)
        self._cache.written(data)

    def _view(self) -> IndexView:
        try:
            return self._cache.view()
        except (FileNotFoundError, DamagedFileError) as exc:
            raise StoreError(f"the data file {self.index_path} became unreadable while open ({exc}); "
                             "open the store again to recover it") from None

    def _index_copy(self) -> dict[str, Any]:
        """A private copy of the index to change and write back (the cached one is shared)."""
        copy: dict[str, Any] = json.loads(dumps(self._view().data))
        return copy

    def _update_entry(self, game_id: str, fields: dict[str, Any]) -> None:
        key = self._view().key_of.get(game_id)
        if key is None:
            raise NotFoundError(f"no game with id {game_id!r}")
        with self._index_db() as db:
            db.table("games").update(fields, doc_ids=[int(key)])

    # ------------------------------------------------------------------ opening
    def _open(self) -> None:
        for folder in (self.data_dir, self.games_dir, self.trash_dir, self.backups_dir):
            remove_stale_temps(folder)
        try:
            data = read_json_dict(self.index_path)
            schema = validate_index(data, self.index_path)
            if schema == CURRENT_SCHEMA:
                self._cache.written(data)  # parsed once, kept for the game list
        except FileNotFoundError:
            if self._game_ids_on_disk():
                self._rebuild_index()
                self.messages.append(
                    f"The data file {INDEX_NAME} was missing; the game list was rebuilt from the game files.")
            else:
                self._rebuild_index()
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
            self._cache.forget()
            self.messages.append(
                f"The data was upgraded from version {schema} to version {CURRENT_SCHEMA}; "
                f"the old file was kept as {kept.name}.")
        self._reconcile()
        view = self._view()
        # games added back or upgraded without figures: worked out now, so the status lists are right
        self._refresh_summaries([gid for gid in view.key_of if (view.entry(gid) or {}).get("summary") is None])

    def _game_ids_on_disk(self) -> dict[str, Path]:
        """Game id (from the file name) -> its setup file, in games/ or trash/."""
        found: dict[str, Path] = {}
        for folder in (self.trash_dir, self.games_dir):  # games/ wins if a game is in both
            try:
                names = os.listdir(folder)
            except FileNotFoundError:
                continue
            for name in names:  # plain names first: making a Path of every journal costs
                if name.endswith(".json") and not name.startswith("."):
                    found[name[:-5]] = folder / name
        return found

    # ------------------------------------------------------------------ backups
    def write_backup(self, path: str | os.PathLike[str]) -> Path:
        """Write a zip of the whole store (index, games, trash) to ``path``, atomically.

        A damaged journal is recovered first (and said), so a backup holds
        journals that a restore accepts."""
        with self._locked():
            self._recover_all_journals()
            return write_backup_zip(Path(path), self.index_path,
                                    members_of(game_files(self.games_dir, self.trash_dir)), sync=self.sync)

    # ------------------------------------------------------------------ drafts
    def _draft_path(self, game_id: str) -> Path:
        return self.data_dir / "drafts" / self._setup_path(game_id).name

    def save_draft(self, game_id: str, draft: dict[str, Any] | None) -> None:
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

    def load_draft(self, game_id: str) -> dict[str, Any] | None:
        """The unsaved trick of a game, or None (also if its file is unreadable: it is only a draft)."""
        try:
            draft = json.loads(self._draft_path(game_id).read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return None
        return draft if isinstance(draft, dict) else None

    # ------------------------------------------------------------------ game files
    def _setup_path(self, game_id: str) -> Path:
        if not isinstance(game_id, str) or not game_id or "/" in game_id or "\\" in game_id \
                or game_id.startswith(".") or "\x00" in game_id:
            raise NotFoundError(f"no game with id {game_id!r}")
        return self.games_dir / f"{game_id}.json"


    def _find_setup(self, game_id: str) -> Path:
        path = self._setup_path(game_id)
        if path.exists():
            return path
        trashed = self.trash_dir / path.name
        if trashed.exists():
            return trashed
        raise NotFoundError(f"no game with id {game_id!r}")


    def _setup_db(self, path: Path) -> TinyDB:
        return TinyDB(path, storage=AtomicJSONStorage, keep=SETUP_KEEP, sync=self.sync)

    def _read_setup(self, game_id: str, path: Path | None = None) -> tuple[dict[str, Any], dict[str, Any]]:
        """Read and check a setup file, recovering it if damaged; the header's id follows the file name."""
        path = path or self._find_setup(game_id)
        try:
            data, header = read_setup(path, CURRENT_SCHEMA)
        except FileNotFoundError:
            raise NotFoundError(f"no game with id {game_id!r}") from None
        except DamagedFileError as exc:
            with self._locked():
                data, header = self._recover_setup(game_id, path, exc)
        if header["id"] != game_id:
            with self._locked():
                self.messages.append(
                    f"The game file {path.name} said it was game {header['id']}; it is kept as game "
                    f"{game_id}, the name of its file (a copied file is a game of its own).")
                header["id"] = game_id
                atomic_write_bytes(path, dumps(data), keep=SETUP_KEEP, sync=self.sync)
        return data, header

    def _events(self, game_id: str, path: Path, data: dict[str, Any], header: dict[str, Any]) -> list[dict[str, Any]]:
        """The events of a game whose setup was read; a damaged journal, or one holding fewer entries
        than the game list says were stored, is recovered (``recovery.py``) and said so."""
        if not uses_journal(header):
            return setup_events(data)
        jpath = journal_path(path)
        if not jpath.exists():
            self._find_lost_journal(game_id, path, header)
        journal = read_journal(jpath)
        if journal.is_clean() and len(journal.events) >= self._acknowledged(game_id):
            return journal.events
        return self._recover_journal(game_id, path, header)

    def _forget_summary(self, game_id: str) -> None:
        """Drop a game's list figures (its journal was repaired): they are worked out again when listed."""
        self._update_entry(game_id, {"summary": None})

    def _upgrade_to_journal(self, game_id: str, path: Path, data: dict[str, Any], header: dict[str, Any]) -> None:
        """Move the events of an older setup file (data version 2) into a journal; safe to repeat."""
        write_journal(journal_path(path), setup_events(data), keep=0, sync=self.sync)
        header["schema"] = CURRENT_SCHEMA
        data["events"] = {}
        atomic_write_bytes(path, dumps(data), keep=SETUP_KEEP, sync=self.sync)

    def _writable_game(self, game_id: str) -> Path:
        """The setup path of a game that is not in the trash, with its events in a journal."""
        path = self._setup_path(game_id)
        if not path.exists():
            raise NotFoundError(f"no game with id {game_id!r} (or it is in the trash)")
        notes = len(self.messages)
        data, header = self._read_setup(game_id, path)
        if len(self.messages) > notes:  # recovered just now: the caller's change is not for it
            raise GameRecovered(self.messages.pop())
        if not uses_journal(header):
            self._upgrade_to_journal(game_id, path, data, header)
        elif not journal_path(path).exists():  # moved half-way or lost: found (or said) before any append
            self._find_lost_journal(game_id, path, header)
            if len(self.messages) > notes:
                raise GameRecovered(self.messages.pop())
        return path

    # ------------------------------------------------------------------ games
    def create_game(self, game: Any, *, name: str | None = None,
                    player_ids: Sequence[str] | None = None, created: str | None = None,
                    source: str | None = None, summary: dict[str, Any] | None = None) -> str:
        """Store a new game (a rules ``Game`` or its dict) with any events it has; return its id.

        ``player_ids`` gives the registry player of each seat, in seat order;
        without it each seat name is matched to the player with exactly that
        name, registering new players as needed.  ``source`` is a fingerprint
        of the record it was imported from (see :func:`record_fingerprint`);
        ``summary`` its list figures (else they are worked out when listed).
        """
        return self.create_games([dict(game=game, name=name, player_ids=player_ids, created=created,
                                       source=source, summary=summary)])[0]

    def create_games(self, specs: Sequence[dict[str, Any]]) -> list[str]:
        """Store many new games at once (an import): each game's files, then ONE index write.

        Each spec holds ``create_game``'s arguments.  Killed half-way, the
        games whose files were written are added back on the next open; none
        is half there.  A failure (a full disk) stores none of the batch: the
        files already written for it are removed, so a game said not stored
        never comes back on the next open.
        """
        written: list[Path] = []
        try:
            return self._create_games(specs, written)
        except Exception:  # not on an interrupt: like a kill, it leaves the games to be added back on open
            for path in reversed(written):
                with contextlib.suppress(OSError):
                    path.unlink()
            raise

    def _create_games(self, specs: Sequence[dict[str, Any]], written: list[Path]) -> list[str]:
        dicts = [_as_game_dict(spec["game"]) for spec in specs]
        journals = [journal_bytes(d["events"]) for d in dicts]  # every one checked before any file is written
        for d, journal in zip(dicts, journals):
            if len(journal) > MAX_STORED_FILE_BYTES:
                raise StoreError(f"a game of {len(d['events']):,} entries is too long to keep: its events take "
                                 f"{mib(len(journal))}, and a game file may take {mib(MAX_STORED_FILE_BYTES)} "
                                 "(so that every backup of it can be restored); nothing of it was stored")
        with self._locked():
            data = self._index_copy()
            games = data.setdefault("games", {})
            players = data.setdefault("players", {})
            by_name = {name_key(p["name"]): p["id"] for p in players.values()}  # as the same player is told
            known = set(by_name.values())
            next_key = max((int(k) for k in games), default=0) + 1
            next_pkey = max((int(k) for k in players), default=0) + 1
            taken = set(self._game_ids_on_disk())
            ids = []
            for spec, d, journal in zip(specs, dicts, journals):
                seats = [str(p) for p in d["players"]]
                if spec.get("player_ids") is None:
                    pids = []
                    for seat in seats:
                        key = name_key(seat)
                        if key not in by_name:
                            player = new_player(seat)
                            players[str(next_pkey)] = asdict(player)
                            next_pkey += 1
                            by_name[key] = player.id
                            known.add(player.id)
                        pids.append(by_name[key])
                else:
                    pids = list(spec["player_ids"])
                    if len(pids) != len(seats):
                        raise StoreError(f"{len(seats)} seats but {len(pids)} player ids")
                    if len(set(pids)) != len(pids):
                        raise StoreError("the same player cannot sit in two seats")
                    for pid in pids:
                        if pid not in known:
                            raise NotFoundError(f"no player with id {pid!r}")
                created = spec.get("created") or now_iso()
                game_id = self._new_game_id(taken)
                taken.add(game_id)
                header = {"schema": CURRENT_SCHEMA, "id": game_id, "kind": d["kind"], "players": seats,
                          "player_ids": pids, "dealer": d["dealer"], "settings": d["settings"],
                          "created": created,
                          "name": spec.get("name") or default_game_name(d["kind"], created),
                          "source": spec.get("source")}
                path = self._setup_path(game_id)
                # The journal first, then the setup file (a game exists once its setup does), then the
                # index: killed before the index entry is written, the next open adds the game back.
                written.append(journal_path(path))
                atomic_write_bytes(journal_path(path), journal, keep=0, sync=self.sync, sync_folder=False)
                written.append(path)
                atomic_write_bytes(path, dumps({"game": {"1": header}, "events": {}}), keep=0, sync=self.sync,
                                   sync_folder=False)
                # the list's figures (worked out once now rather than at every listing) and the journal they
                # describe: a journal cut short since is then noticed by the list
                summary = dict(spec.get("summary") or computed_summary(d), journal=self._journal_mark(path))
                games[str(next_key)] = index_entry(header, summary=summary, updated=created)
                next_key += 1
                ids.append(game_id)
            if self.sync:
                fsync_dir(self.games_dir)  # every new file's name made durable at once, before the index
            with self._index_db() as db:  # one write for the whole batch
                db.storage.write(data)
        return ids

    def import_games(self, specs: Sequence[dict[str, Any]]) -> list[tuple[str, bool]]:
        """:meth:`create_games` for imported records: (game id, stored now) per spec.

        A spec whose ``source`` (the record's fingerprint) is stored already is
        not stored again.  The look-up and the store are one step under the
        writers' lock (across processes), so two imports of one record at once
        store it once.
        """
        with self._locked():
            return store_once(specs, self.find_by_source, self.create_games)

    @staticmethod
    def _new_game_id(taken: set[str]) -> str:
        while True:
            gid = f"{time.strftime('%Y%m%d', time.gmtime())}-{secrets.token_hex(3)}"
            if gid not in taken:
                return gid

    def append_event(self, game_id: str, event: Any, *, expected_count: int | None = None,
                     expected_last: dict[str, Any] | None = None, summary: dict[str, Any] | None = None) -> int:
        """Durably add one event (a dict from ``event_to_dict`` or an Event); return the event count.

        The rules core must have accepted the event first (``game.play``);
        the store keeps it.  With ``expected_count`` (and ``expected_last``,
        the event the caller's game ends with) the check that the stored game
        is still the caller's and the append are one locked step: raises
        :class:`CountMismatch` and stores nothing when they differ.
        ``summary`` (a hand just ended) is written to the game's index entry.
        """
        ev = _as_event_dict(event)
        with self._locked():
            path = self._writable_game(game_id)
            try:
                count, tail = append_event_line(journal_path(path), expected_count, expected_last, ev,
                                                sync=self.sync)
            except DamagedFileError:  # the journal's end is unreadable: recover it, store nothing
                notes = len(self.messages)
                self._events(game_id, path, *self._read_setup(game_id, path))
                raise GameRecovered(self.messages.pop() if len(self.messages) > notes else
                                    f"the events of game {game_id} could not be read") from None
            if count < 0 and tail.size != tail.good_bytes and (expected_count or 0) > tail.count:
                # the caller was told more entries were stored than the journal now holds whole: damage
                notes = len(self.messages)
                self._recover_journal(game_id, path, self._read_setup(game_id, path)[1], expected_count or 0)
                if len(self.messages) > notes:
                    raise GameRecovered(self.messages.pop())
            if count < 0:
                raise CountMismatch(game_id, expected_count or 0, tail.count)
            if summary is not None:  # a hand ended: the list's figures, once per hand
                try:
                    self._update_entry(game_id, {"summary": dict(summary, journal=self._journal_mark(path)),
                                                 "updated": now_iso()})
                except BaseException:  # all or nothing: an entry is never stored while "not stored" is said
                    cut_back(journal_path(path), tail.good_bytes, sync=self.sync)
                    raise
            return count

    def replace_events(self, game_id: str, events: Sequence[Any], *, expected_count: int | None = None,
                       expected_last: dict[str, Any] | None = None, summary: dict[str, Any] | None = None) -> None:
        """Replace all events of a game at once (undo, corrections), in one atomic write."""
        evs = [_as_event_dict(e) for e in events]
        with self._locked():
            path = self._writable_game(game_id)
            notes = len(self.messages)
            stored = self._events(game_id, path, *self._read_setup(game_id, path))
            if len(self.messages) > notes:
                raise GameRecovered(self.messages.pop())
            if expected_count is not None and (len(stored) != expected_count or (
                    expected_count and expected_last is not None and stored[-1] != expected_last)):
                raise CountMismatch(game_id, expected_count, len(stored))
            jpath = journal_path(path)
            write_journal(jpath, evs, keep=JOURNAL_KEEP, sync=self.sync)
            try:  # the list's figures: the new ones, or none (worked out when listed), never the old ones
                self._update_entry(game_id, {"summary": None if summary is None else dict(
                    summary, journal=self._journal_mark(path)), "updated": now_iso()})
            except BaseException:  # all or nothing: put the journal as it was back
                os.replace(backup_name(jpath, 1), jpath)
                fsync_dir(jpath.parent)
                raise

    _journal_mark = staticmethod(journal_mark)

    def undo_last_event(self, game_id: str) -> dict[str, Any] | None:
        """Remove the last event; return it (or None if there was none)."""
        with self._locked():
            events = self.load_events(game_id)
            if not events:
                return None
            self.replace_events(game_id, events[:-1])
            return events[-1]

    def load_events(self, game_id: str) -> list[dict[str, Any]]:
        events: list[dict[str, Any]] = self.load_game_dict(game_id)["events"]
        return events

    def load_game_dict(self, game_id: str) -> dict[str, Any]:
        """The game as the dict ``Game.from_dict`` takes (no rules involved)."""
        path = self._find_setup(game_id)
        data, header = self._read_setup(game_id, path)
        return setup_dict(header, self._events(game_id, path, data, header))

    def load_settings(self, game_id: str) -> dict[str, Any]:
        """The game's settings (its currency and grouping, its sides) from its setup file alone: a game
        list shows every game's amounts without reading any event journal."""
        settings: dict[str, Any] = setup_dict(self._read_setup(game_id)[1], [])["settings"]
        return settings

    def load_game(self, game_id: str) -> "Game":
        """The game, replayed and checked by the rules core, exactly where it was left."""
        from scorekeeper.rules import Game
        return Game.from_dict(self.load_game_dict(game_id))

    def game_player_ids(self, game_id: str) -> dict[str, str]:
        """Seat name → player id for one game."""
        header = self._read_setup(game_id)[1]
        return dict(zip(header["players"], header["player_ids"]))

    def resolve_game_id(self, text: str) -> str:
        """A full game id, or a unique beginning of one (for the command line)."""
        return self._view().resolve(text)

    def rename_game(self, game_id: str, name: str) -> None:
        name = str(name).strip()
        if not name:
            raise StoreError("a game's name cannot be empty")
        with self._locked():
            if self._view().entry(game_id) is None:
                raise NotFoundError(f"no game with id {game_id!r}")
            path = self._find_setup(game_id)
            data, header = self._read_setup(game_id, path)
            header["name"] = name  # so a rebuilt index keeps the name
            atomic_write_bytes(path, dumps(data), keep=SETUP_KEEP, sync=self.sync)
            self._update_entry(game_id, {"name": name})

    def _move_game(self, game_id: str, source: Path, target: Path) -> None:
        """Move a game's files between games/ and trash/: journal first, setup (which decides) last."""
        setup = source / f"{game_id}.json"
        for f in sorted(source.glob(f"{game_id}.*"), key=lambda p: p == setup):
            if f.name.startswith(f"{game_id}.json") or f.name.startswith(f"{game_id}.events"):
                os.replace(f, target / f.name)
        fsync_dir(target)
        fsync_dir(source)

    def delete_game(self, game_id: str) -> None:
        """Move a game to the trash; :meth:`restore_game` brings it back."""
        with self._locked():
            if self._view().entry(game_id) is None:
                raise NotFoundError(f"no game with id {game_id!r}")
            if not self._setup_path(game_id).exists():
                return  # already in the trash
            self._move_game(game_id, self.games_dir, self.trash_dir)
            self._update_entry(game_id, {"deleted_at": now_iso()})

    def restore_game(self, game_id: str) -> None:
        """Take a game back out of the trash."""
        with self._locked():
            if self._view().entry(game_id) is None:
                raise NotFoundError(f"no game with id {game_id!r}")
            if (self.trash_dir / f"{game_id}.json").exists():
                self._move_game(game_id, self.trash_dir, self.games_dir)
            self._update_entry(game_id, {"deleted_at": None})

    def empty_trash(self) -> int:
        """Delete the games in the trash for good; return how many."""
        with self._locked():
            data = self._index_copy()
            gone = [gid for gid, p in self._game_ids_on_disk().items() if p.parent == self.trash_dir]
            games = data.get("games", {})
            for key in [k for k, d in games.items() if d.get("id") in gone]:
                del games[key]
            self._write_index(data)  # index first: a crash then leaves a file to re-add, not a hole
            for gid in gone:
                for f in self.trash_dir.glob(f"{gid}.*"):
                    f.unlink()
            fsync_dir(self.trash_dir)
            return len(gone)

    # ------------------------------------------------------------------ the game list
    def list_games(self, status: str | None = None, *, include_deleted: bool = False, offset: int = 0,
                   limit: int | None = None, kind: str | None = None,
                   player: str | None = None) -> list[GameSummary]:
        """One page of the game list, newest first.  ``status``: None (all), "in progress", "finished"...

        The figures come from the index (written when a hand ends); a game on
        the page whose journal changed since its summary was made, or that has
        none yet, is replayed once here and its summary kept.
        """
        view = self._view()
        ids = view.page(status, include_deleted, offset, limit, kind, player)
        stale = [game_id for game_id in ids if self._summary_is_stale(view, game_id)]
        if stale:
            with self._locked():
                self._refresh_summaries(stale)
            view = self._view()
        return [view.summary(game_id) for game_id in ids]

    def _summary_is_stale(self, view: IndexView, game_id: str) -> bool:
        entry = view.entry(game_id) or {}
        summary = entry.get("summary")
        if summary is None:
            return True
        if summary.get("problem"):
            return False
        path = (self.trash_dir if entry.get("deleted_at") else self.games_dir) / f"{game_id}.json"
        mark = summary.get("journal")
        return mark is not None and mark != self._journal_mark(path)

    def _refresh_summary(self, game_id: str) -> None:
        self._refresh_summaries([game_id])

    def _refresh_summaries(self, game_ids: list[str]) -> None:
        """Replay games whose list figures are missing or stale; ONE index write for all of them."""
        fresh: dict[str, dict[str, Any]] = {}
        for game_id in game_ids:
            try:
                path = self._find_setup(game_id)
                d = self.load_game_dict(game_id)
            except NotFoundError:
                fresh[game_id] = {"problem": "its file is missing"}
            except (StoreError, OSError) as exc:
                fresh[game_id] = {"problem": str(exc)}
            else:
                fresh[game_id] = dict(computed_summary(d), journal=self._journal_mark(path))
        if not fresh:
            return
        data = self._index_copy()
        for doc in data.get("games", {}).values():
            if doc["id"] in fresh:
                doc["summary"] = fresh[doc["id"]]
        try:
            with self._index_db() as db:
                db.storage.write(data)
        except OSError:  # a full disk: figures worked out again later; reading never needs free space
            self._cache.written(data)

    def count_games(self, status: str | None = None) -> int:
        """How many games (of one status; the trash counts only for "deleted")."""
        return len(self._view().games(status, include_deleted=False))

    def get_game_summary(self, game_id: str) -> GameSummary:
        view = self._view()
        if view.entry(game_id) is None:
            raise NotFoundError(f"no game with id {game_id!r}")
        if self._summary_is_stale(view, game_id):
            with self._locked():
                self._refresh_summary(game_id)
        return self._view().summary(game_id)

    def find_by_source(self, fingerprint: str) -> str | None:
        """The id of a game imported from a record with this fingerprint, if any."""
        return self._view().by_source.get(fingerprint)

    def close(self) -> None:
        """Nothing is held open between calls; kept for symmetry with other stores."""

    def __enter__(self) -> "GameStore":
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


def restore_backup(data_dir: str | os.PathLike[str] | None, path: str | os.PathLike[str]) -> tuple[Path, int]:
    """Replace the store's contents with a backup zip; see ``backups.py`` for the checks.

    The backup is unpacked beside the data folder and checked completely
    before anything is touched; the current contents are saved as
    ``backups/before-restore-<time>.zip``; then the new folder is swapped
    in.  On any failure the data is exactly as before.  Returns (that saved
    zip, game files restored).
    """
    src = Path(path)
    store = GameStore(data_dir, auto_backup=False)
    stage = stage_path(store.data_dir, STAGE_BUILDING)
    shutil.rmtree(stage, ignore_errors=True)
    saved: Path | None = None
    try:
        with store._locked():
            checked = unpack_and_check(src, stage)
            saved = store.write_backup(store.backups_dir / f"before-restore-{timestamp()}.zip")
            swap_in(store.data_dir, checked.folder, keep_from_old=["backups"])
    except BackupRefused:
        raise
    except NewerVersionError:
        raise
    except (OSError, StoreError) as exc:
        where = (f"; a copy of it is at backups/{saved.name}" if saved else "")
        reason = exc.strerror if isinstance(exc, OSError) and exc.strerror else str(exc)
        raise StoreError(f"the backup could not be restored ({reason}); the data is as it was before"
                         f"{where}") from None
    finally:
        shutil.rmtree(stage, ignore_errors=True)
    assert saved is not None
    return store.data_dir / "backups" / saved.name, checked.games
