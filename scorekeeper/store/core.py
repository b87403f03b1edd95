"""StoreCore: one data folder's paths, the writers' lock, the index and where a game's files are.

What every part of ``GameStore`` stands on (recovery, opening, the game list, events, creation,
the trash, drafts, players): each is a subclass of this class, so none declares another's
methods as stubs.  Nothing here repairs or upgrades anything: ``opening.py`` does on open.
"""

from __future__ import annotations

import contextlib
import errno
import json
import os
import threading
from collections.abc import Iterator
from pathlib import Path

from tinydb import TinyDB

from scorekeeper.i18n.translate import gettext

from .atomic import atomic_write_bytes, dumps
from .swap import finish_interrupted_restore
from .errors import DamagedFileError, NotFoundError, ReadOnlyFolder, StoreError
from .folder_lock import folder_locked, restoring_elsewhere
from .index import INDEX_KEEP, INDEX_NAME, EntryChange, IndexCache, IndexDocument, IndexStorage, IndexView
from .journal_repair import snapshots_in
from .model import JournalRead, JournalWrite
from .paths import resolve_data_dir
from .plain import open_plain


LOCK_ATTEMPTS = 10  # restores one after another while a writer waits, before it gives up with one sentence


def _same_file(fd: int, path: Path) -> bool:
    """Whether ``fd`` is the file at ``path`` now (not one renamed away with its folder)."""
    try:
        here = os.stat(path)
    except FileNotFoundError:
        return False
    mine = os.fstat(fd)
    return (mine.st_dev, mine.st_ino) == (here.st_dev, here.st_ino)


class StoreCore:
    """The data folder, its lock and its index (see ``repository.py`` for the design)."""

    def __init__(self, data_dir: str | os.PathLike[str] | None = None, *, sync: bool = True):
        self.data_dir = resolve_data_dir(data_dir)
        self.index_path = self.data_dir / INDEX_NAME
        self.games_dir = self.data_dir / "games"
        self.trash_dir = self.data_dir / "trash"
        self.backups_dir = self.data_dir / "backups"
        self.sync = sync
        self.messages: list[str] = []
        # each game's journal mark just before and just after this store's own last write of it: the facts
        # the service keeps after that write are keyed by the journal only while it is still so
        # (``fact_files``), and the entries' times it keeps are extended only while no other process wrote
        self.journals_written: dict[str, JournalWrite] = {}
        self.journals_read: dict[str, JournalRead] = {}  # the few games last read whole (``Recovery._note_read``)
        self._cache = IndexCache(self.index_path)
        self._lock_depth = 0
        self._lock_fd: int | None = None
        self._thread_lock = threading.RLock()

    def _wrote(self, game_id: str, before: list[int], after: list[int]) -> None:
        """Note this store's write of a game's journal (its mark just ``before`` and ``after``), with the times
        its last whole reading gave when the journal still bore that reading's mark just before the write."""
        read = self.journals_read.pop(game_id, None)
        self.journals_written[game_id] = JournalWrite(before, after, read.times if read and read.mark == before else None)

    def _cannot_use(self, exc: OSError) -> StoreError:
        """The sentence for a folder the store cannot use; a :class:`ReadOnlyFolder` if it cannot be written."""
        message = gettext("cannot use the data folder {data_dir}: {value}").format(
            data_dir=self.data_dir, value=exc.strerror or exc)
        if exc.errno in (errno.EROFS, errno.EACCES, errno.EPERM) and self.data_dir.is_dir():
            return ReadOnlyFolder(message)
        return StoreError(message)

    # ------------------------------------------------------------------ locking
    @contextlib.contextmanager
    def _locked(self) -> Iterator[None]:
        """One writer at a time, across threads and processes (the app and the CLI)."""
        with self._thread_lock:
            if self._lock_depth == 0:
                self._lock_fd = self._writers_lock()
            self._lock_depth += 1
            try:
                yield
            finally:
                self._lock_depth -= 1
                if self._lock_depth == 0 and self._lock_fd is not None:
                    os.close(self._lock_fd)  # closing releases the flock
                    self._lock_fd = None

    def _writers_lock(self) -> int:
        """The writers' lock of the folder that is at ``data_dir`` now, held.

        The lock file is inside the folder, and a restore in another process swaps the folder: a writer
        that waited on the old folder's lock while the restore held it finds, once it has it, that the
        data folder is another one, and takes that one's lock instead (so it never writes beside a writer
        of the new folder).  A writer that finds no folder at all (a restore between its two renames)
        waits for the restore on the folder lock, which also completes a restore killed there.
        """
        for _attempt in range(LOCK_ATTEMPTS):
            path = self.data_dir / ".lock"
            try:
                fd = open_plain(path, os.O_RDWR | os.O_CREAT, replace_odd=True)
            except FileNotFoundError:
                if not self._restore_was_under_way():
                    raise
                continue
            try:
                import fcntl
            except ImportError:  # Windows: no advisory locks; one app at a time
                return fd
            try:
                fcntl.flock(fd, fcntl.LOCK_EX)
                if _same_file(fd, path):
                    return fd
            except BaseException:
                os.close(fd)
                raise
            os.close(fd)  # the folder was swapped while this writer waited: lock the one there now
        raise restoring_elsewhere()

    def _restore_was_under_way(self) -> bool:
        """The data folder is not there: wait for a restore between its renames, or complete one killed there.
        Whether the folder is there now."""
        with folder_locked(self.data_dir):
            note = finish_interrupted_restore(self.data_dir)
        if note:
            self.messages.append(note)
        return self.data_dir.is_dir()

    # ------------------------------------------------------------------ the index
    def _index_db(self) -> TinyDB:
        return TinyDB(self.index_path, storage=IndexStorage, cache=self._cache, keep=INDEX_KEEP, sync=self.sync)

    def _write_index(self, data: IndexDocument) -> None:
        self._cache.forget()
        atomic_write_bytes(self.index_path, dumps(data), keep=INDEX_KEEP, sync=self.sync)
        self._cache.written(data)

    def _view(self) -> IndexView:
        """The index as it is now.  Read between a restore's two renames (no data folder), it is read again
        once the restore is done: the restored folder's."""
        try:
            return self._cache.view()
        except FileNotFoundError as exc:
            if not self.data_dir.is_dir() and self._restore_was_under_way():
                return self._view()
            problem: Exception = exc
        except DamagedFileError as exc:
            problem = exc
        raise StoreError(gettext("the data file {index_path} became unreadable while open ({exc}); open the store "
                                 "again to recover it").format(
            index_path=self.index_path, exc=problem)) from None

    def _index_copy(self) -> IndexDocument:
        """A private copy of the index to change and write back (the cached one is shared)."""
        copy: IndexDocument = json.loads(dumps(self._view().data))
        return copy

    def _update_entry(self, game_id: str, fields: EntryChange) -> None:
        key = self._view().key_of.get(game_id)
        if key is None:
            raise NotFoundError(gettext("no game with id {game_id!r}").format(game_id=game_id))
        with self._index_db() as db:
            db.table("games").update(fields, doc_ids=[int(key)])

    def _forget_summary(self, game_id: str) -> None:
        """Drop a game's list figures (its journal was repaired): they are worked out again when listed."""
        self._update_entry(game_id, {"summary": None})

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

    # ------------------------------------------------------------------ where a game's files are
    # ------------------------------------------------------------------ game files
    def _setup_path(self, game_id: str) -> Path:
        if not isinstance(game_id, str) or not game_id or "/" in game_id or "\\" in game_id \
                or game_id.startswith(".") or "\x00" in game_id:
            raise NotFoundError(gettext("no game with id {game_id!r}").format(game_id=game_id))
        return self.games_dir / f"{game_id}.json"

    def _find_setup(self, game_id: str) -> Path:
        path = self._setup_path(game_id)
        if path.exists():
            return path
        trashed = self.trash_dir / path.name
        if trashed.exists():
            return trashed
        raise NotFoundError(gettext("no game with id {game_id!r}").format(game_id=game_id))

    def _snapshots(self) -> list[Path]:
        """Whole-folder backups, newest first."""
        return snapshots_in(self.backups_dir)

    # ------------------------------------------------------------------ look-ups in the index
    def resolve_game_id(self, text: str) -> str:
        """A full game id, or a unique beginning of one (for the command line)."""
        return self._view().resolve(text)

    def count_games(self, status: str | None = None) -> int:
        """How many games (of one status; the trash counts only for "deleted")."""
        return len(self._view().games(status, include_deleted=False))

    def find_by_source(self, fingerprint: str) -> str | None:
        """The id of a game imported from a record with this fingerprint, if any."""
        return self._view().by_source.get(fingerprint)
