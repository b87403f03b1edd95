"""Swapping a restored folder in for the data folder, and completing a swap a killed restore left.

The new folder is built beside the data folder (``.<name>.restore-building``), named "ready" once it
is complete, and swapped in by two renames; an opening finishes a swap that was killed between them.
Apart from ``backups.py`` (which checks what it unpacks) because every opening needs only this, and
the checks need the migrations, which need the store's core: one module would make a circle.
"""

from __future__ import annotations

import contextlib
import os
import shutil
from collections.abc import Iterable
from pathlib import Path

from scorekeeper.i18n.translate import gettext

from .atomic import fsync_dir, link_or_copy, timestamp
from .folder_lock import FolderBusy, restore_locked
from .plain import is_plain_file, is_plain_folder, plain_files_in

STAGE_BUILDING = "restore-building"
STAGE_READY = "restore-ready"


def stage_path(data_dir: Path, state: str) -> Path:
    return data_dir.with_name(f".{data_dir.name}.{state}")


def finish_interrupted_restore(data_dir: Path) -> str | None:
    """If a restore was killed between its two renames, complete it; return a note for the user.

    A stage left by a restore killed before its swap (the data folder still in place) is removed: a
    "ready" one left there made every later restore fail, unable to rename its own stage to that name.
    The caller holds the folder lock (``folder_lock.py``), so no restore is swapping; one may be
    unpacking into the "building" stage, which is removed only when no restore holds the restore lock.
    """
    ready = stage_path(data_dir, STAGE_READY)
    if is_plain_folder(ready) and not data_dir.exists():  # (a link there is no stage of a restore's)
        os.rename(ready, data_dir)
        fsync_dir(data_dir.parent)
        return gettext("A restore that was interrupted has been completed.")
    if os.path.lexists(ready) and data_dir.exists():
        _remove_stage(ready)
    building = stage_path(data_dir, STAGE_BUILDING)
    if os.path.lexists(building) and data_dir.exists():
        with contextlib.suppress(FolderBusy), restore_locked(data_dir, wait=0):
            _remove_stage(building)
    return None


def _remove_stage(stage: Path) -> None:
    """Remove a stage a killed restore left; a link in its name is removed itself, never what it points to
    (``rmtree`` refuses a link, so it stayed and every later restore failed on its name)."""
    if is_plain_folder(stage):
        shutil.rmtree(stage, ignore_errors=True)
    else:
        with contextlib.suppress(OSError):
            os.unlink(stage)


def fsync_tree(folder: Path) -> None:
    """Make every plain file and folder under ``folder`` durable (a link is not followed, a pipe not opened)."""
    for path in folder.rglob("*"):
        if is_plain_file(path):
            with open(path, "rb") as fh:
                os.fsync(fh.fileno())
    for sub in [folder, *[p for p in folder.rglob("*") if is_plain_folder(p)]]:
        fsync_dir(sub)


def _carry(old: Path, kind: str | None, new: Path) -> None:
    """Carry one entry of the old folder into the new one as it is: a plain file by a hard link (a copy where
    there are none), a link as a link (made anew, pointing where it pointed: never followed); a pipe, a
    device or a folder holds nothing of the store's and stays behind."""
    if kind is None:
        link_or_copy(old, new)  # (a copy in the browser, whose Python has no hard links)
    elif os.path.islink(old):
        os.symlink(os.readlink(old), new)


def swap_in(data_dir: Path, stage: Path, keep_from_old: Iterable[str]) -> None:
    """Make ``stage`` the data folder: carry over ``keep_from_old`` (hard links), then two renames.

    If the second rename fails the first is undone; if the process dies
    between them, :func:`finish_interrupted_restore` completes it on the
    next open (the stage is named "ready" only once it is complete).
    """
    for name in keep_from_old:
        old = data_dir / name
        if is_plain_folder(old):  # never through a link: a folder elsewhere is not the data folder's
            new = stage / name
            new.mkdir(exist_ok=True)
            for f, kind in plain_files_in(old):
                _carry(f, kind, new / f.name)
    fsync_tree(stage)
    ready = stage_path(data_dir, STAGE_READY)
    os.rename(stage, ready)
    aside = data_dir.with_name(f".{data_dir.name}.before-restore-{timestamp()}-{os.getpid()}")
    try:
        os.rename(data_dir, aside)
    except BaseException:
        shutil.rmtree(ready, ignore_errors=True)
        raise
    try:
        os.rename(ready, data_dir)
    except BaseException:
        os.rename(aside, data_dir)
        shutil.rmtree(ready, ignore_errors=True)
        raise
    fsync_dir(data_dir.parent)
    shutil.rmtree(aside, ignore_errors=True)
