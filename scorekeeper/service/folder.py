"""The data folder a score book is kept in: where it is, another opening of it, the board's view of it, backups."""

from __future__ import annotations

import os
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from scorekeeper.i18n.translate import gettext
from scorekeeper.progress import Progress
from scorekeeper.store.errors import StoreError
from scorekeeper.store.interface import Repository
from scorekeeper.store.ports import BackupWriter

from .core import StoreGuard

if TYPE_CHECKING:
    from scorekeeper.board.source import GameSource, OpenStore


@dataclass(frozen=True)
class RestoreResult:
    """What a restore did: how many game files it brought back and where the old data is kept."""

    games: int
    saved_copy: Path  # backups/before-restore-<time>.zip: the data as it was before
    notes: tuple[str, ...] = ()  # what the reopened store found (an older backup upgraded, a journal repaired)


def disk_repository(data: str | None = None) -> Repository:
    """The score book on disk: ``data`` or, unless given, the folder the environment names."""
    from scorekeeper.store import GameStore

    return GameStore(data)


def folder_of(repo: object) -> Path | None:
    """The folder a store keeps the score book in, or None for a store that keeps nothing on disk."""
    folder = getattr(repo, "data_dir", None)
    return Path(folder) if folder is not None else None


class DataFolder:
    """The use cases of the folder and its backups."""

    def __init__(self, repo: BackupWriter, guard: StoreGuard, folder: Path | None) -> None:
        self.repo = repo  # the one port of the store this use case calls (``store/ports.py``)
        self._storing = guard.storing
        self.folder = folder  # where the score book is kept (``folder_of``); None: nowhere on disk

    def data_folder(self) -> Path | None:
        """The folder the score book is kept in, or None for a store that keeps nothing on disk."""
        return self.folder

    def can_back_up(self) -> bool:
        """Whether this score book is a folder a backup can be written from and restored into."""
        return self.folder is not None and hasattr(self.repo, "write_backup")

    def write_backup(self, path: str | os.PathLike[str]) -> Path:
        """A zip of the whole score book at ``path`` (written atomically)."""
        with self._storing(gettext("write the backup")):
            return self.repo.write_backup(path)

    def check_backup(self, path: str | os.PathLike[str]) -> int:
        """Check a backup as a restore would, changing nothing; return how many games it holds."""
        from scorekeeper.store.backups import check_backup

        with self._storing(gettext("check the backup")):
            return check_backup(path)


def board_source(repo: OpenStore) -> GameSource:
    """What the board serves: the data folder, read as another process would, or the store itself."""
    from scorekeeper.board.source import StoreSource, open_source

    folder = folder_of(repo)
    return open_source(folder) if folder is not None else StoreSource(repo)


@dataclass(frozen=True)
class Reopened:
    """A restore done: the store over the restored folder, how many games it brought back, the copy kept."""

    repo: Repository
    games: int
    saved_copy: Path


def restore_backup(repo: Repository, guard: StoreGuard, path: str | os.PathLike[str],
                   progress: Progress | None = None) -> Reopened:
    """Replace the score book ``repo`` keeps with a backup; the data is unchanged unless it all succeeds
    (``progress``: told (files unpacked, files) as it goes).  The whole store, not a port: it is replaced."""
    from scorekeeper.store import GameStore
    from scorekeeper.store.restore import restore_into

    folder = getattr(repo, "data_dir", None)
    if folder is None:
        raise StoreError(gettext("this store keeps nothing on disk, so it cannot be restored"))
    with guard.storing(gettext("restore the backup")):
        restored = restore_into(folder, path, progress)
    # the restored folder as the restore opened it, under its lock, before any other opening; a store of
    # another kind over the same folder (a test's) opens it again
    reopen: Callable[..., Repository] = type(repo)
    return Reopened(restored.store if reopen is GameStore else reopen(folder), restored.games, restored.saved_copy)
