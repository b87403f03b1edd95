"""A game's history file: what Undo and Redo walk (``scorekeeper/service/history.py`` says what it holds).

``<id>.history`` sits beside the setup file and the journal: one JSON object a line, appended and
fsynced under the store's lock.  An entry played adds no line (the journal has it); a correction, a
deletion, an Undo and a Redo each add one, so nothing a keeper did is ever erased.
"""

from __future__ import annotations

import json
import os
from pathlib import Path

from scorekeeper.jsonfile import NotARecordFile, read_regular
from scorekeeper.jsontypes import JsonObject
from scorekeeper import limits

from .errors import DamagedFileError
from .plain import open_plain


HISTORY_SUFFIX = ".history"


def history_path(base: Path) -> Path:
    """The history beside a setup file: games/<id>.json -> games/<id>.history (what Undo and Redo walk)."""
    return base.with_name(base.name[: -len(".json")] + HISTORY_SUFFIX)


def read_history(path: Path) -> list[JsonObject]:
    """A game's history records, in order; a missing file is an empty history, and a line that is not a
    whole JSON object (a killed append's part line, damage) is left out: the records are checked again
    against the journal before Undo acts on one."""
    try:
        raw = read_regular(path, limits.MAX_STORED_FILE_BYTES)
    except FileNotFoundError:
        return []
    except NotARecordFile as exc:
        raise DamagedFileError(path, exc.reason) from None
    records: list[JsonObject] = []
    for line in raw.split(b"\n"):
        try:
            record = json.loads(line.decode("utf-8")) if line.strip() else None
        except (UnicodeDecodeError, ValueError, RecursionError):
            continue
        if isinstance(record, dict):
            records.append(record)
    return records


def append_history_line(path: Path, record: JsonObject, *, sync: bool) -> int:
    """Append one history record (fsynced); return the file's size before it, to cut back to on failure.

    A part line a killed append left is ended first, so the new record is a whole line of its own.
    """
    fd = open_plain(path, os.O_RDWR | os.O_CREAT | getattr(os, "O_BINARY", 0))  # a link is refused, never followed
    try:
        size = os.fstat(fd).st_size
        line = json.dumps(record, ensure_ascii=False, separators=(",", ":"), sort_keys=True).encode("utf-8") + b"\n"
        if size:
            os.lseek(fd, size - 1, os.SEEK_SET)
            if os.read(fd, 1) != b"\n":
                line = b"\n" + line
        os.lseek(fd, size, os.SEEK_SET)
        view = memoryview(line)
        try:
            while view:
                view = view[os.write(fd, view):]
            if sync:
                os.fsync(fd)
        except BaseException:
            os.ftruncate(fd, size)
            raise
        return size
    finally:
        os.close(fd)
