"""The data folder a score book is kept in: where it is, another opening of it, the board's view of it, backups."""

from __future__ import annotations

import os
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Self

from scorekeeper.i18n.translate import gettext
from scorekeeper.progress import Progress
from scorekeeper.store.errors import StoreError
from scorekeeper.store.interface import Repository

from .core import ServiceCore

if TYPE_CHECKING:
    from scorekeeper.board.source import GameSource


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


class DataFolder(ServiceCore):
    """The use cases of the folder and its backups."""

    def data_folder(self) -> Path | None:
        """The folder the score book is kept in, or None for a store that keeps nothing on disk."""
        folder = getattr(self.repo, "data_dir", None)
        return Path(folder) if folder is not None else None

    def can_back_up(self) -> bool:
        """Whether this score book is a folder a backup can be written from and restored into."""
        return self.data_folder() is not None and hasattr(self.repo, "write_backup")

    def on_own_store(self) -> Self:
        """A service over its own opening of the same folder (another thread's); a memory store: this one."""
        folder = self.data_folder()
        if folder is None:
            return self
        return type(self)(disk_repository(str(folder)))

    def board_source(self) -> GameSource:
        """What the board serves: the data folder, read as another process would, or the store itself."""
        from scorekeeper.board.source import StoreSource, open_source

        folder = self.data_folder()
        return open_source(folder) if folder is not None else StoreSource(self.repo)

    def write_backup(self, path: str | os.PathLike[str]) -> Path:
        """A zip of the whole score book at ``path`` (written atomically)."""
        with self._storing(gettext("write the backup")):
            return self.repo.write_backup(path)

    def check_backup(self, path: str | os.PathLike[str]) -> int:
        """Check a backup as a restore would, changing nothing; return how many games it holds."""
        from scorekeeper.store.backups import check_backup

        with self._storing(gettext("check the backup")):
            return check_backup(path)

    def restore_backup(self, path: str | os.PathLike[str], progress: Progress | None = None) -> RestoreResult:
        """Replace the score book with a backup; the data is unchanged unless it all succeeds (``progress``:
        told (files unpacked, files) as it goes)."""
        from scorekeeper.store import GameStore
        from scorekeeper.store.restore import restore_into

        folder = getattr(self.repo, "data_dir", None)
        if folder is None:
            raise StoreError(gettext("this store keeps nothing on disk, so it cannot be restored"))
        with self._storing(gettext("restore the backup")):
            restored = restore_into(folder, path, progress)
        self._new_notes()  # anything the old store still had to say is of data that is gone
        # the restored folder as the restore opened it, under its lock, before any other opening; a store of
        # another kind over the same folder (a test's) opens it again
        reopen: Callable[..., Repository] = type(self.repo)
        self.repo = restored.store if reopen is GameStore else reopen(folder)
        self._notes_given = 0
        return RestoreResult(restored.games, restored.saved_copy, self._new_notes())
