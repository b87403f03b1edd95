"""Crash-safe files: atomic replacement and rolling generations.

TinyDB's own ``JSONStorage`` seeks to the start of the file, writes and
truncates: a crash (a phone dying, the app being killed) in the middle leaves
half a file, and every game in it is gone.  Here a write goes to a temporary
file in the same folder, is fsynced, then ``os.replace``-d over the old file
and the folder is fsynced, so after a crash the file is either the old
version or the new one, never a mix.  Only after all that does a write
return: that is what "stored" means.

Before each replacement the previous version is kept as ``NAME.bak1``
(older ones roll to ``.bak2`` ... ``.bakN``) by hard-linking, which costs a
few metadata operations, not a copy.  They are what recovery reads when a
file turns out to be damaged by something outside our control (storage
faults, sync tools, hand editing).
"""

from __future__ import annotations

import json
import os
import time
from collections.abc import Iterable
from pathlib import Path
from typing import Any, cast

from scorekeeper.jsontypes import JsonObject, JsonValue

from tinydb.storages import Storage

from scorekeeper.i18n.translate import gettext
from scorekeeper.jsonfile import DuplicateKey, NotARecordFile, read_regular, syntax_fault, too_costly, unique_keys
from scorekeeper import limits

from .errors import DamagedFileError
from .plain import is_plain_file, open_plain

TMP_MARK = ".tmp-"

# TinyDB's Storage.read/write signature: its tables of documents, each typed Any by TinyDB (they hold our JSON).
TinyTables = dict[str, dict[str, Any]]


def timestamp() -> str:
    """A UTC timestamp safe in file names: 20250131T201502Z."""
    return time.strftime("%Y%m%dT%H%M%SZ", time.gmtime())


def fsync_dir(folder: Path) -> None:
    """Make a rename/creation in ``folder`` durable (no-op where unsupported)."""
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:  # Windows cannot open folders; its renames are journaled
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def backup_name(path: Path, generation: int) -> Path:
    return path.with_name(f"{path.name}.bak{generation}")


def _rotate(path: Path, keep: int) -> None:
    """Shift NAME.bak1..bakN up by one and make NAME.bak1 the current file.

    Only a plain file is kept as a generation: a link in its place is never followed (hard-linking or
    copying it would bring the bytes it points to into the data folder)."""
    if keep <= 0 or not is_plain_file(path):
        return
    oldest = backup_name(path, keep)
    if oldest.exists():
        oldest.unlink()
    for gen in range(keep - 1, 0, -1):
        src = backup_name(path, gen)
        if src.exists():
            os.replace(src, backup_name(path, gen + 1))
    link_or_copy(path, backup_name(path, 1))


def link_or_copy(source: Path, target: Path) -> None:
    """A hard link (a few metadata operations), or a copy where there are none: some file systems, and
    Python in the browser (Pyodide has no ``os.link`` at all)."""
    link = getattr(os, "link", None)
    try:
        if link is None:
            raise OSError("no hard links here")
        link(source, target)
    except OSError:
        import shutil
        shutil.copy2(source, target)


def atomic_write_bytes(path: Path, data: bytes, *, keep: int = 0, sync: bool = True,
                       sync_folder: bool = True, mode: int = 0o644) -> None:
    """Replace ``path`` with ``data`` so that a crash leaves old or new, never a mix.

    ``keep`` previous versions are kept as ``NAME.bak1..bakN``.  With
    ``sync_folder=False`` the caller fsyncs the folder itself, once for many
    files (an import), before it reports any of them stored.  ``mode``: the new file's permissions from
    its creation on (0o600 for a secret: never readable by others, not even for a moment).
    """
    atomic_write_pieces(path, (data,), keep=keep, sync=sync, sync_folder=sync_folder, mode=mode)


def atomic_write_pieces(path: Path, pieces: Iterable[bytes], *, keep: int = 0, sync: bool = True,
                        sync_folder: bool = True, mode: int = 0o644) -> None:
    """:func:`atomic_write_bytes` of the bytes ``pieces`` gives, written as they come: a long journal is
    never one bytes object in memory.  An exception from ``pieces`` (a cap passed) leaves the file as it was.
    """
    path = Path(path)
    tmp = path.with_name(f".{path.name}{TMP_MARK}{os.getpid()}")
    fd = open_plain(tmp, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, mode, replace_odd=True)  # never through a link
    try:
        try:
            if mode != 0o644:
                os.fchmod(fd, mode)  # a stale temporary file of the same name keeps its old mode otherwise
            for piece in pieces:
                view = memoryview(piece)
                while view:
                    written = os.write(fd, view)
                    view = view[written:]
            if sync:
                os.fsync(fd)
        finally:
            os.close(fd)
        _rotate(path, keep)
        os.replace(tmp, path)
    except BaseException:  # a full disk: the part written is removed at once, it holds space
        try:
            tmp.unlink()
        except OSError:
            pass
        raise
    if sync and sync_folder:
        fsync_dir(path.parent)


def dumps(data: object) -> bytes:
    return json.dumps(data, ensure_ascii=False, separators=(",", ":")).encode("utf-8")


def read_json_file(path: Path) -> JsonValue:
    """Parse a JSON data file; raise DamagedFileError (never return junk) if it is not.

    Read with the guards of every input (a regular file, at most the stored files' cap, no key
    given twice): a data folder may be hostile too, and the board reads it unattended.
    """
    try:
        raw = read_regular(path, limits.MAX_STORED_FILE_BYTES)
    except NotARecordFile as exc:
        raise DamagedFileError(Path(path), exc.reason) from None
    if not raw.strip():
        raise DamagedFileError(Path(path), gettext("the file is empty"))
    if (costly := too_costly(raw)) is not None:  # its size does not bound its parse: tiny objects take 30 times it
        raise DamagedFileError(Path(path), costly)
    try:
        parsed: JsonValue = json.loads(raw.decode("utf-8"), object_pairs_hook=unique_keys)  # json's result is untyped
        return parsed
    except UnicodeDecodeError:
        raise DamagedFileError(Path(path), gettext("the file is not text")) from None
    except json.JSONDecodeError as exc:
        raise DamagedFileError(Path(path), gettext("not valid JSON ({fault})").format(fault=syntax_fault(exc))) from None
    except DuplicateKey:
        raise DamagedFileError(Path(path), gettext("a key is given twice in one object")) from None
    except (ValueError, RecursionError) as exc:  # a number too long, nesting too deep
        raise DamagedFileError(Path(path), gettext("not readable JSON ({exc})").format(exc=str(exc)[:60])) from None


def read_json_dict(path: Path) -> JsonObject:
    data = read_json_file(path)
    if not isinstance(data, dict):
        raise DamagedFileError(Path(path), gettext("not a Scorekeeper data file"))
    return data


def aside_name(path: Path, label: str) -> Path:
    """A name beside ``path`` that no file has yet: NAME.damaged-20250131T201502Z (then -2, -3...),
    so a second repair in the same second never writes over what the first one kept."""
    path = Path(path)
    target = path.with_name(f"{path.name}.{label}-{timestamp()}")
    n = 1
    while os.path.lexists(target):  # a link there too, even one pointing nowhere: it is never replaced
        n += 1
        target = path.with_name(f"{path.name}.{label}-{timestamp()}-{n}")
    return target


def move_aside(path: Path, label: str = "damaged") -> Path:
    """Rename a file out of the way, keeping it: NAME.damaged-20250131T201502Z."""
    path = Path(path)
    target = aside_name(path, label)
    os.replace(path, target)
    fsync_dir(path.parent)
    return target


def remove_stale_temps(folder: Path) -> None:
    """Delete temporary files left by a write that was killed before its rename."""
    if not folder.is_dir():
        return
    for entry in folder.iterdir():
        if entry.name.startswith(".") and TMP_MARK in entry.name:
            try:
                entry.unlink()
            except OSError:
                pass


class AtomicJSONStorage(Storage):
    """A TinyDB storage that writes atomically (see the module docstring).

    It holds no open file handle, so several short-lived TinyDB objects, or a
    killed process, never leave a file half written.  A missing file reads as
    an empty database; an empty or unparsable one raises DamagedFileError
    instead of being silently treated as empty and then overwritten.
    """

    def __init__(self, path: str | os.PathLike[str], keep: int = 0, sync: bool = True):
        super().__init__()
        self.path = Path(path)
        self.keep = keep
        self.sync = sync

    def read(self) -> TinyTables | None:
        try:  # the index's tables of documents (``validate_index`` checks them when the store opens)
            return cast(TinyTables, read_json_dict(self.path))
        except FileNotFoundError:
            return None

    def write(self, data: TinyTables) -> None:
        atomic_write_bytes(self.path, dumps(data), keep=self.keep, sync=self.sync)

    def close(self) -> None:
        pass
