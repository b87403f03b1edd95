"""Writing a backup zip of the data folder (``backups.py`` says what a backup holds and checks one).

Only plain files go in, read through descriptors that followed no link (``plain.py``): a link in
``games/`` to a file elsewhere never brings that file's bytes into a backup, a pipe never makes one
wait, and each file left out is said in one sentence.  A game whose setup file or journal is left
out is left out whole, index entry and all, so every backup written here is one a restore takes.
"""

from __future__ import annotations

import contextlib
import json
import os
import shutil
import time
import zipfile
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass
from pathlib import Path

from scorekeeper.jsonfile import NotARecordFile, describe_mode, open_stored

from .atomic import dumps, fsync_dir
from .backups import BACKUP_FORMAT, CHUNK, GAME_FILE_NAME, now_iso
from .errors import DamagedFileError
from .gamefiles import JOURNAL_SUFFIX
from .index import INDEX_NAME, IndexView
from .migrations import CURRENT_SCHEMA
from .plain import left_out_of_backup, not_plain_reason, odd_kind, open_plain, plain_files_in


@dataclass(frozen=True)
class GameFiles:
    """What a backup holds of ``games/`` and ``trash/``: plain files only, and the games left out whole."""

    files: list[Path]
    left_out: frozenset[str]  # games whose setup file or journal is not a plain file: the backup lists none of them


def game_files(games_dir: Path, trash_dir: Path, notes: list[str] | None = None) -> GameFiles:
    """Every setup file and journal of the data folder, and the files a repair kept beside them, in a
    stable order.  Plain files only: a link is never followed (its bytes are not the data folder's), and
    zipping a FIFO put in a journal's place would wait for a writer forever; each one left out is said
    once in ``notes``.  A game whose setup file or journal is left out is left out whole (and must be
    left out of the backup's index, see :func:`index_without`): a backup that lists a game it cannot
    give back would be refused whole by a restore."""
    found: list[tuple[Path, str, str | None]] = []
    for folder in (games_dir, trash_dir):
        for entry, kind in plain_files_in(folder):
            if match := GAME_FILE_NAME.match(entry.name):
                found.append((entry, match.group("game"), kind))
    left_out = frozenset(game for entry, game, kind in found
                         if kind is not None and entry.name in (f"{game}.json", f"{game}{JOURNAL_SUFFIX}"))
    files = []
    for entry, game, kind in found:
        if kind is not None and notes is not None:
            _note(notes, left_out_of_backup(entry, kind, game if game in left_out else None))
        elif kind is None and game not in left_out:
            files.append(entry)
    return GameFiles(files, left_out)


def index_without(view: IndexView, games: frozenset[str]) -> bytes:
    """The index as a backup holds it when ``games`` were left out of it (see :class:`GameFiles`)."""
    kept = {key: doc for key, doc in view.entries.items() if doc["id"] not in games}
    return dumps({**view.data, "games": kept})


def _note(notes: list[str], sentence: str) -> None:
    if sentence not in notes:
        notes.append(sentence)


def members_of(files: Iterable[Path]) -> Iterator[tuple[str, Path]]:
    """Game files as backup members: ``games/NAME`` or ``trash/NAME``."""
    for src in files:
        yield f"{src.parent.name}/{src.name}", src


def write_backup_zip(target: Path, index: Path | bytes, members: Iterable[tuple[str, Path | bytes]], *,
                     sync: bool = True, notes: list[str] | None = None) -> Path:
    """Write a backup zip atomically (temporary file, fsync, rename); the caller holds the store's lock.

    ``index`` and each member are a file to copy or the bytes to write (the read-only store writes a
    damaged journal as it reads it repaired).  Files are read without following a link: a member that
    is not a plain file by the time it is zipped is left out and said in ``notes``; an index that is not
    one refuses the backup (:class:`DamagedFileError`)."""
    tmp = target.with_name(f".{target.name}.tmp-{os.getpid()}")
    try:
        with os.fdopen(open_plain(tmp, os.O_RDWR | os.O_CREAT | os.O_TRUNC, replace_odd=True), "w+b") as fh:
            with zipfile.ZipFile(fh, "w", compression=zipfile.ZIP_DEFLATED) as zf:
                zf.writestr("manifest.json", json.dumps(
                    {"format": BACKUP_FORMAT, "schema": CURRENT_SCHEMA, "created": now_iso()}))
                if isinstance(index, bytes):
                    zf.writestr(INDEX_NAME, index)
                elif (kind := _add_file(zf, INDEX_NAME, index)) is not None:
                    raise DamagedFileError(index, not_plain_reason(kind))
                for name, src in members:
                    if isinstance(src, bytes):
                        zf.writestr(name, src)
                    elif (kind := _add_file(zf, name, src)) is not None and notes is not None:
                        _note(notes, left_out_of_backup(src, kind))
            if sync:
                fh.flush()
                os.fsync(fh.fileno())
        os.replace(tmp, target)
    except BaseException:
        with contextlib.suppress(OSError):
            tmp.unlink()
        raise
    if sync:
        fsync_dir(target.parent)
    return target


def _add_file(zf: zipfile.ZipFile, name: str, src: Path) -> str | None:
    """Copy the plain file ``src`` into the zip as ``name``, read through a descriptor that followed no link
    (what ``zf.write`` would follow); None when done, else what ``src`` is instead ("a link"), nothing added."""
    try:
        handle = open_stored(src)
    except NotARecordFile:
        return odd_kind(src) or describe_mode(0)
    with handle:
        st = os.fstat(handle.fileno())
        info = zipfile.ZipInfo(name, time.localtime(max(st.st_mtime, _ZIP_EPOCH))[:6])
        info.compress_type = zipfile.ZIP_DEFLATED
        info.external_attr = (st.st_mode & 0xFFFF) << 16
        info.file_size = st.st_size
        with zf.open(info, "w") as out:
            shutil.copyfileobj(handle, out, CHUNK)
    return None


_ZIP_EPOCH = 315532800 + 86400  # a zip cannot say a time before 1980; a file dated earlier is dated then


def kept_aside_members(members: Iterable[tuple[str, Path]], games: Mapping[str, str],
                       stamp: str) -> Iterator[tuple[str, Path]]:
    """Backup members with the files of ``games`` (ids a restore would refuse the backup for: a journal left
    of a game whose setup file is gone) under the names a repair gives the files it keeps
    (``X.events.damaged-<stamp>``): a restore carries them as they are and replays none of them, so their
    bytes are kept and the rest of the backup restores."""
    for name, src in members:
        match = GAME_FILE_NAME.match(src.name)
        if match is not None and match.group("game") in games and src.name.endswith((".json", ".events", ".history")):
            name = f"{name}.damaged-{stamp}"
        yield name, src
