"""Where a command may write what it is asked to (an export, a backup): a regular file, in a folder that
exists, and never among the data folder's own files.

``scorekeeper export --all DATA/games`` wrote each game's record as ``games/<id>.json``, over the
game's setup file, and ``export -o DATA/games/<id>.events`` over its journal: the store found them
damaged at its next opening and could only take them back from a copy.  The data folder's
``backups/`` is the one place inside it a backup or an export may go.
"""

from __future__ import annotations

import os
import re
import stat
import zipfile
from pathlib import Path

from scorekeeper.i18n.translate import gettext as _
from scorekeeper.refusal import CommandError
from scorekeeper.store.atomic import atomic_write_bytes


def among_the_store_files(target: Path, store: Path | None) -> None:
    """Refuse ``target`` (a file or a folder to write into) when it is inside the data folder ``store`` but not
    inside its ``backups/``: the store's own files are there, which no export or backup may replace."""
    if store is None:
        return
    place, folder = Path(os.path.realpath(target)), Path(os.path.realpath(store))
    inside = place == folder or folder in place.parents
    backups = folder / "backups"
    if inside and not (place == backups or backups in place.parents):
        raise CommandError(_("cannot write {file}: it is inside the data folder {folder}, among Scorekeeper's own "
                             "files; give a place outside it, or in its backups folder").format(
            file=target, folder=store))


def write_file(target: Path, data: bytes, store: Path | None = None) -> None:
    """Write a regular file atomically; refuse a folder, device or pipe, or a place among the files of the data
    folder ``store``; errors name ``target``."""
    check_target(target, store)
    try:
        atomic_write_bytes(target, data)
    except OSError as exc:  # never name the hidden temporary file
        raise CommandError(_("cannot write {file}: {why}").format(file=target, why=exc.strerror or exc)) from None


def check_target(target: Path, store: Path | None = None) -> None:
    """Refuse an output that is not (or cannot become) a regular file in an existing folder, or that would
    be written among the files of the data folder ``store`` (see :func:`among_the_store_files`)."""
    among_the_store_files(target, store)
    try:
        mode = os.stat(target).st_mode
    except FileNotFoundError:
        mode = None
    except OSError as exc:
        raise CommandError(_("cannot write {file}: {why}").format(file=target, why=exc.strerror or exc)) from None
    if mode is not None and stat.S_ISDIR(mode):
        raise CommandError(_("cannot write {file}: it is a folder; give a file name").format(file=target))
    if mode is not None and not stat.S_ISREG(mode):
        raise CommandError(_("cannot write {file}: it is not a regular file (a device or a pipe); "
                             "give a file name").format(file=target))
    folder = target.parent
    if not folder.exists():
        raise CommandError(_("cannot write {file}: folder {folder} does not exist").format(file=target.name,
                                                                                           folder=folder))
    if not folder.is_dir():
        raise CommandError(_("cannot write {file}: {folder} is not a folder").format(file=target.name, folder=folder))


_GAME_SETUP = re.compile(r"^(games|trash)/[^/]+\.json$")


def games_in_backup(backup: Path) -> int:
    """How many games the backup just written holds (their setup files; the trash's too), as ``backup`` says."""
    with zipfile.ZipFile(backup) as zf:
        return sum(1 for name in zf.namelist() if _GAME_SETUP.match(name))
