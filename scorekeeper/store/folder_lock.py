"""The locks beside the data folder, which a restore's swap cannot move.

The writers' lock (``<data>/.lock``, see ``core.py``) lives inside the data folder, so it moves with
the folder when a restore swaps a backup in (``swap.swap_in``: the folder renamed aside, the
checked stage renamed into its place).  It cannot guard the swap itself, nor the steps of an opening
that run before it can be taken: finishing a restore that was killed between its renames, and
creating the folder.  Run during a restore, those deleted its stage, completed its swap under it or
made an empty folder between its renames, and the games were gone.

So two lock files sit in the folder's parent, beside the restore's stages, and do not move:

- the folder lock, ``.<name>.lock``: a restore holds it from the copy of what is there, through the
  swap, until the restored folder is open again; every opening holds it for its first steps (an
  interrupted restore finished, the folders made), and a writer that finds no folder where the data
  folder was (a restore between its renames) waits on it before looking again;
- the restore lock, ``.<name>.restore.lock``: a restore holds it from the moment it unpacks the
  backup beside the folder, so a second restore waits for the first, and an opening removes a stage
  left by a killed restore only when it can take this lock at once.

Unpacking and checking a large backup (every game replayed by the rules) takes seconds; only a restore
waits for that.  An opening waits only for the swap.  Whoever waits, waits at most ``RESTORE_WAIT``
seconds and then gets one sentence (:class:`FolderBusy`), nothing changed.  The read-only store
(``readonly.py``: the board, a folder that cannot be written) waits too, once, when a read finds no data
folder: it opens the folder lock without making it, and so writes nothing.  Both are held per thread:
the thread that holds one may take it again (a restore opens the restored folder under the folder
lock), another thread of the same process waits like another process.

Where there are no advisory locks (Windows) there are no locks, as for the writers' lock: one app at
a time.  Where the parent folder cannot be written and holds no lock file, there is none either: a
restore, whose stage goes in that folder too, cannot run there.
"""

from __future__ import annotations

import contextlib
import errno
import os
import threading
import time
from collections.abc import Iterator
from pathlib import Path

from scorekeeper.i18n.translate import gettext

from .errors import StoreError

RESTORE_WAIT = 20.0  # seconds an opening or a restore waits for a restore under way before refusing
POLL_PAUSE = 0.01  # seconds between two tries of a busy lock

_held: dict[tuple[str, int], list[int]] = {}  # (lock file, thread) -> [its descriptor, how deep]
_held_guard = threading.Lock()


class FolderBusy(StoreError):
    """A restore into the data folder went on longer than an opening (or another restore) waits for it;
    nothing was changed."""


def restoring_elsewhere() -> FolderBusy:
    """The one sentence of an opening (or a restore) that waited for a restore as long as it may."""
    return FolderBusy(gettext("another Scorekeeper is restoring a backup into this data folder; try again in a "
                              "moment"))


def lock_path(data_dir: Path, suffix: str) -> Path | None:
    """``.<name>.<suffix>`` beside the data folder (None for a folder with no name: a file system's root)."""
    return data_dir.with_name(f".{data_dir.name}.{suffix}") if data_dir.name else None


def _open_lock_file(path: Path, create: bool = True) -> int | None:
    """The lock file, created if need be (``create``); read-only where the parent cannot be written, or
    where nothing may be written (not ``create``); None if neither.

    A link in its place is never followed (that would make a file wherever it points): it is removed
    and the lock file made anew, or, where nothing may be written, no lock is held (as when there is
    none).  The lock files are Scorekeeper's own; a link there is never one of them."""
    try:
        if create:
            return _opened_not_followed(path, os.O_RDWR | os.O_CREAT)
    except OSError as exc:
        if exc.errno not in (errno.EACCES, errno.EPERM, errno.EROFS):
            raise
    try:
        return os.open(path, os.O_RDONLY | _NOFOLLOW)
    except FileNotFoundError:
        return None
    except OSError as exc:
        if exc.errno == errno.ELOOP:
            return None
        raise


_NOFOLLOW = getattr(os, "O_NOFOLLOW", 0)


def _opened_not_followed(path: Path, flags: int) -> int:
    """``os.open`` of the lock file without following a link; a link there is removed (never what it points
    to) and the file made anew."""
    if not _NOFOLLOW and os.path.islink(path):  # no O_NOFOLLOW on this system: look first
        os.unlink(path)
    try:
        return os.open(path, flags | _NOFOLLOW, 0o644)
    except OSError as exc:
        if exc.errno != errno.ELOOP or not os.path.islink(path):
            raise
    with contextlib.suppress(FileNotFoundError):  # (another opening may have removed it first)
        os.unlink(path)
    return os.open(path, flags | _NOFOLLOW, 0o644)


def _take(fd: int, wait: float) -> None:
    """Hold ``fd`` exclusively, trying again for up to ``wait`` seconds; FolderBusy after that."""
    import fcntl

    deadline = time.monotonic() + wait
    while True:
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
            return
        except BlockingIOError:
            if time.monotonic() >= deadline:
                raise restoring_elsewhere() from None
            time.sleep(POLL_PAUSE)


@contextlib.contextmanager
def folder_locked(data_dir: Path, wait: float | None = None, *, create: bool = True) -> Iterator[None]:
    """Hold the folder lock of ``data_dir`` (see the module docstring) for the ``with`` block.  Not ``create``
    (a reader that never writes): a lock file that is not there is not made, and none is held, since no
    restore, which makes it before it begins, is under way."""
    with _held_lock(lock_path(data_dir, "lock"), wait, create):
        yield


@contextlib.contextmanager
def restore_locked(data_dir: Path, wait: float | None = None) -> Iterator[None]:
    """Hold the restore lock of ``data_dir`` (see the module docstring) for the ``with`` block; ``wait=0``:
    FolderBusy at once if a restore holds it."""
    with _held_lock(lock_path(data_dir, "restore.lock"), wait):
        yield


@contextlib.contextmanager
def _held_lock(path: Path | None, wait: float | None, create: bool = True) -> Iterator[None]:
    """Hold the lock file ``path`` exclusively for the ``with`` block, again if this thread holds it already."""
    try:
        import fcntl  # noqa: F401  (only where advisory locks exist)
    except ImportError:
        path = None
    if path is None:
        yield
        return
    key = (str(path), threading.get_ident())
    with _held_guard:
        mine = _held.get(key)
        if mine is not None:
            mine[1] += 1
    if mine is None:
        fd = _open_lock_file(path, create)
        if fd is None:
            yield
            return
        try:
            _take(fd, RESTORE_WAIT if wait is None else wait)
        except BaseException:
            os.close(fd)
            raise
        mine = [fd, 1]
        with _held_guard:
            _held[key] = mine
    try:
        yield
    finally:
        with _held_guard:
            mine[1] -= 1
            if mine[1] == 0:
                del _held[key]
                os.close(mine[0])  # closing releases the lock
