"""Plain files and folders only: nothing in the data folder is followed out of it.

A data folder may hold what Scorekeeper never put there: a link to a file elsewhere (a
journal linked to someone's private notes, ``backups/`` linked to another disk), a pipe
(FIFO) that blocks whoever opens it, a device, a socket.  Following a link would copy the
bytes it points to into a backup, or append a line to a file outside the folder; opening a
pipe would wait forever.  So the store asks here, in one place, whether a name in its folder
is a plain file (or a plain folder), and opens its files only through :func:`open_plain`,
which never follows a link (``O_NOFOLLOW`` where the system has it, a look with ``lstat``
first where it has not) and never waits on a pipe.

The data folder itself may be a link (to where a user keeps it): that is the user's choice.
Only what is inside it is looked at here.
"""

from __future__ import annotations

import os
import stat
from collections.abc import Iterator
from pathlib import Path

from scorekeeper.i18n.translate import gettext
from scorekeeper.jsonfile import describe_mode, link_reason

from .errors import DamagedFileError, StoreError

NOFOLLOW = getattr(os, "O_NOFOLLOW", 0)
NONBLOCK = getattr(os, "O_NONBLOCK", 0)


def odd_kind(path: Path) -> str | None:
    """What ``path`` is when it is not a plain file ("a link", "a pipe (FIFO)", "a folder"...), or None for a
    plain file or no file at all.  Nothing is followed: a link is a link, wherever it points."""
    try:
        mode = os.lstat(path).st_mode
    except FileNotFoundError:
        return None
    return None if stat.S_ISREG(mode) else describe_mode(mode)


def is_plain_file(path: Path) -> bool:
    """Whether ``path`` is a plain file itself (not a link to one, not a pipe or a device)."""
    try:
        return stat.S_ISREG(os.lstat(path).st_mode)
    except OSError:
        return False


def is_plain_folder(path: Path) -> bool:
    """Whether ``path`` is a folder itself (not a link to one)."""
    try:
        return stat.S_ISDIR(os.lstat(path).st_mode)
    except OSError:
        return False


def plain_files_in(folder: Path) -> Iterator[tuple[Path, str | None]]:
    """Every entry of ``folder`` (a plain folder), in name order, with what it is when not a plain file
    (see :func:`odd_kind`); none when ``folder`` is missing or is not a plain folder."""
    if not is_plain_folder(folder):
        return
    with os.scandir(folder) as entries:
        found = sorted(entries, key=lambda e: e.name)
    for entry in found:
        try:
            plain = entry.is_file(follow_symlinks=False)
        except OSError:
            plain = False
        yield Path(entry.path), None if plain else (odd_kind(Path(entry.path)) or describe_mode(0))


def open_plain(path: Path, flags: int, mode: int = 0o644, *, replace_odd: bool = False) -> int:
    """A descriptor of the plain file ``path`` (created with ``mode`` if ``flags`` say so), opened without
    following a link and without waiting on a pipe.

    Anything else there is refused with :class:`~scorekeeper.store.errors.DamagedFileError` (its reason
    says what it is), or, with ``replace_odd`` (a temporary file or a lock file of the store's own),
    removed (a link is removed, never what it points to) and the file made anew.
    """
    if not NOFOLLOW and (kind := odd_kind(path)) is not None:  # no O_NOFOLLOW on this system: look first
        if not replace_odd:
            raise DamagedFileError(path, not_plain_reason(kind))
        return _made_anew(path, flags, mode)
    try:
        fd = os.open(path, flags | NOFOLLOW | NONBLOCK, mode)
    except OSError:
        kind = odd_kind(path)
        if kind is None:
            raise  # a plain failure (no room, no permission): the caller's to say
        if not replace_odd:
            raise DamagedFileError(path, not_plain_reason(kind)) from None
        return _made_anew(path, flags, mode)
    file_mode = os.fstat(fd).st_mode
    if not stat.S_ISREG(file_mode):
        os.close(fd)
        if not replace_odd:
            raise DamagedFileError(path, not_plain_reason(describe_mode(file_mode)))
        return _made_anew(path, flags, mode)
    if NONBLOCK:
        os.set_blocking(fd, True)
    return fd


def _made_anew(path: Path, flags: int, mode: int) -> int:
    """Remove what stands at ``path`` (a link, a pipe: never what a link points to) and create the file."""
    os.unlink(path)
    return os.open(path, flags | os.O_CREAT | os.O_EXCL | NOFOLLOW, mode)


def not_plain_reason(kind: str) -> str:
    """Why a file of the store's is refused: what it is and what would be right (a :class:`DamagedFileError`'s
    reason, after "NAME is damaged (...)")."""
    if kind == describe_mode(stat.S_IFLNK):
        return link_reason()
    return gettext("is {kind}, not a regular file").format(kind=kind)


def left_out_of_backup(path: Path, kind: str, game: str | None = None) -> str:
    """The one sentence said when a file in ``games/`` or ``trash/`` is not a plain file and so is not backed up
    (with ``game``: it is the game's setup file or journal, so the whole game was left out)."""
    if game is not None:
        return gettext("{folder}/{name} is {kind}, not a plain file, so game {game} was left out of the backup "
                       "(Scorekeeper follows no link and reads no pipe or device inside its data folder; put the "
                       "file itself in its place).").format(
            folder=path.parent.name, name=path.name, kind=kind, game=game)
    return gettext("{folder}/{name} is {kind}, not a plain file, so it was left out of the backup (Scorekeeper "
                   "follows no link and reads no pipe or device inside its data folder).").format(
        folder=path.parent.name, name=path.name, kind=kind)


def folder_kind(folder: Path) -> tuple[int, str] | None:
    """``(st_mode, what it is)`` of what stands at ``folder`` when it is not a plain folder (a link to one, a
    file, a pipe); None for a plain folder or nothing at all."""
    try:
        mode = os.lstat(folder).st_mode
    except FileNotFoundError:
        return None
    return None if stat.S_ISDIR(mode) else (mode, describe_mode(mode))


def refuse_odd_folder(data_dir: Path, name: str) -> None:
    """Refuse a data folder whose sub-folder ``name`` (``games``, ``trash``, ``sync``: what was entered) is not a
    plain folder, saying what would be right: such a folder is never read or written through, nor moved."""
    found = folder_kind(data_dir / name)
    if found is not None:
        raise StoreError(gettext("{name} in the data folder {data_dir} is {kind}, not a folder; Scorekeeper keeps "
                                 "its files only inside its data folder and follows no link there: put the folder "
                                 "itself in its place").format(name=name, data_dir=data_dir, kind=found[1]))
