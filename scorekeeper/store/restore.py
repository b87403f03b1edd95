"""Restoring a backup zip over a data folder, all or nothing (the checks are ``backups.py``'s)."""

from __future__ import annotations

import os
import shutil
from pathlib import Path

from scorekeeper.progress import Progress
from scorekeeper.i18n.translate import gettext

from .backups import STAGE_BUILDING, BackupRefused, stage_path, swap_in, unpack_and_check
from .atomic import timestamp
from .errors import NewerVersionError, StoreError
from .repository import GameStore


def restore_backup(data_dir: str | os.PathLike[str] | None, path: str | os.PathLike[str],
                   progress: Progress | None = None) -> tuple[Path, int]:
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
            checked = unpack_and_check(src, stage, progress)
            saved = store.write_backup(store.backups_dir / f"before-restore-{timestamp()}.zip")
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
    assert saved is not None
    return store.data_dir / "backups" / saved.name, checked.games
