"""Restoring a backup zip over a data folder, all or nothing (the checks are ``backups.py``'s).

A restore runs under the folder lock (``folder_lock.py``) from the moment it unpacks the backup
beside the data folder until the restored folder is open again, and under the writers' lock from
the copy of what was there until the swap is done.  So no other process or thread can delete its
stage, complete or undo its swap, make a folder between its renames, write a change the copy would
miss or back up a folder half swapped; a second restore waits for the first, and an opening waits
for the restore (each for a bounded time, then one sentence, nothing changed).
"""

from __future__ import annotations

import os
import shutil
from dataclasses import dataclass
from pathlib import Path

from scorekeeper.progress import Progress
from scorekeeper.i18n.translate import gettext

from .backups import STAGE_BUILDING, BackupRefused, CheckedBackup, stage_path, swap_in, unpack_and_check
from .atomic import timestamp
from .errors import NewerVersionError, StoreError
from .folder_lock import folder_locked
from .repository import GameStore


@dataclass(frozen=True)
class Restored:
    """What a restore did, and the restored folder opened (upgraded and checked) before anyone else opens it."""

    saved_copy: Path  # backups/before-restore-<time>.zip: the data as it was before
    games: int  # game files restored (the trash not counted)
    store: GameStore


def restore_into(data_dir: str | os.PathLike[str] | None, path: str | os.PathLike[str],
                 progress: Progress | None = None) -> Restored:
    """Replace the store's contents with a backup zip; see ``backups.py`` for the checks.

    The backup is unpacked beside the data folder and checked completely (every game replayed by
    the rules, ``backup_rules.py``) before anything is touched; the current contents are saved as
    ``backups/before-restore-<time>.zip``; then the new folder is swapped in and opened.  On any
    failure the data is exactly as before.  See the module docstring for the locks.
    """
    store = GameStore(data_dir, auto_backup=False)
    with folder_locked(store.data_dir):
        checked, saved = _swap(store, Path(path), progress)
        reopened = GameStore(store.data_dir)  # this thread holds the folder lock, so opening takes it again
    return Restored(saved, checked.games, reopened)


def restore_backup(data_dir: str | os.PathLike[str] | None, path: str | os.PathLike[str],
                   progress: Progress | None = None) -> tuple[Path, int]:
    """:func:`restore_into`, answering (the before-restore copy, game files restored)."""
    restored = restore_into(data_dir, path, progress)
    return restored.saved_copy, restored.games


def _unused_name(folder: Path, label: str) -> Path:
    """``<label>-<time>.zip`` in ``folder``, numbered (``-2``, ``-3``...) past any zip of that name: two restores
    in one second would otherwise write the second's copy over the first's (carried over into the folder)."""
    stamp = timestamp()
    target, n = folder / f"{label}-{stamp}.zip", 1
    while target.exists():
        n += 1
        target = folder / f"{label}-{stamp}-{n}.zip"
    return target


def _swap(store: GameStore, src: Path, progress: Progress | None) -> tuple[CheckedBackup, Path]:
    """Unpack and check ``src``, save what is there, swap the backup in (the caller holds the folder lock)."""
    stage = stage_path(store.data_dir, STAGE_BUILDING)
    shutil.rmtree(stage, ignore_errors=True)  # left by a restore that was killed: no restore runs now
    saved: Path | None = None
    try:
        checked = unpack_and_check(src, stage, progress)
        with store._locked():  # no writer between the copy of what is there and the swap
            saved = store.write_backup(_unused_name(store.backups_dir, "before-restore"))
            swap_in(store.data_dir, checked.folder, keep_from_old=["backups"])
    except BackupRefused:
        raise
    except NewerVersionError:
        raise
    except (OSError, StoreError) as exc:
        where = (gettext("; a copy of it is at backups/{name}").format(name=saved.name) if saved else "")
        reason = exc.strerror if isinstance(exc, OSError) and exc.strerror else str(exc)
        raise StoreError(gettext("the backup could not be restored ({reason}); the data is as it was "
                                 "before{where}").format(
            reason=reason, where=where)) from None
    finally:
        shutil.rmtree(stage, ignore_errors=True)
    assert saved is not None  # written before the swap, which raised otherwise
    return checked, store.data_dir / "backups" / saved.name
