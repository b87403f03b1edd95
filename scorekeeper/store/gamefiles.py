"""One game on disk: its setup file and its event journal.

A game is two files in ``games/`` (or ``trash/`` once deleted)::

    <id>.json     the setup: a TinyDB document file, table ``game`` (one
                  header document) and an ``events`` table that is empty
                  since data version 3 (version 2 kept the events there)
    <id>.events   the journal: one line per event, in order,
                  ``{"n": 7, "e": {...event...}, "t": "<when>", "c": <crc32>}``
                  (``t``: when the entry was stored, ISO 8601 with the
                  device's UTC offset; the checksum covers the event and the
                  time.  Lines written before times were kept have no ``t``
                  and a checksum of the event alone: both are read.)

Why a journal: TinyDB's storage contract is "read everything, write
everything", so with TinyDB every stored event cost a rewrite of the whole
game (22 ms at 100 hands, 185 ms at 500) and every stale-screen check a
parse of it.  Appending one line and fsyncing it costs the same at hand 1
and at hand 500, and the check that the caller is in step reads only the
journal's last line.  The setup file, the index and the player registry,
which change rarely and as a whole, stay TinyDB documents.

Crash safety:

- an append writes one whole line and fsyncs before returning.  A process
  killed in the middle leaves a last line without its newline (or with a
  wrong checksum): it was never acknowledged, readers ignore it, and the next
  append (under the store's lock) cuts it off first.  An acknowledged line
  cannot be cut by a crash, so a journal holding fewer whole entries than
  the game list (or the caller) knows were stored was damaged: recovery
  (``recovery.py``) takes over and says so;
- a correction (replace, delete, insert) writes a complete new journal beside
  the old one and renames it over it (``atomic.atomic_write_bytes``), keeping
  the previous journal as ``<id>.events.bak1``; an Undo of the last entry cuts
  the journal back to where that line begins and a Redo appends it again (the
  earlier lines never rewritten: ``GameEvents.take_back_last_event``);
- the journal is written before the setup file when a game is created: a
  game exists once its setup file does, so a killed import never leaves a
  game that lists with no events.

Everything here only reads or writes the files it is given; locking,
recovery and the index are the repository's.
"""

from __future__ import annotations

import json
import os
import re
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Required, TypedDict, cast

from scorekeeper.jsontypes import GameDict, JsonObject

from scorekeeper.i18n.translate import gettext
from scorekeeper.jsonfile import NotARecordFile, larger_than, open_regular_file, read_regular
from scorekeeper import limits

from .atomic import atomic_write_pieces, read_json_dict
from .errors import DamagedFileError, NewerVersionError
from .journal_lines import event_line, intact_journal, parse_line, parse_timed_line
from .plain import open_plain

JOURNAL_SUFFIX = ".events"
JOURNAL_KEEP = 2  # previous journals kept by corrections (.bak1, .bak2)
TAIL_CHUNK = 64 * 1024  # an event line is far shorter: the last line is always in the last chunk
WHOLE_READ_BYTES = 1024 * 1024  # a journal up to this size is read at once (see read_journal)
FIRST_JOURNAL_SCHEMA = 3


def journal_path(base: Path) -> Path:
    """The journal beside a setup file: games/<id>.json -> games/<id>.events."""
    return base.with_name(base.name[: -len(".json")] + JOURNAL_SUFFIX)


@dataclass(frozen=True)
class Journal:
    """A journal as read: its events, how many bytes of the file hold them, and what follows them.

    ``events`` are the whole, in-order entries from the start.  When an
    entry before the last one is unreadable, ``damaged_at`` is its number and
    ``later`` holds the intact, checksummed lines after it (their number,
    event and bytes), which recovery must not drop.  ``torn`` is what follows
    the last good line of an undamaged journal: a killed append's part line,
    or an acknowledged entry cut short by damage; only other evidence (the
    game list, a backup) tells which.  ``length`` is the number of the last
    line when the file ends with a whole, intact line, else None.
    """

    events: list[JsonObject]
    good_bytes: int
    damaged_at: int | None = None
    later: tuple[tuple[int, JsonObject, bytes], ...] = ()
    torn: bytes = b""
    length: int | None = None
    times: tuple[str | None, ...] = ()  # when each of ``events`` was stored (None: before times were kept)

    def is_clean(self) -> bool:
        """Nothing unreadable at all: every byte is part of a whole, intact entry."""
        return self.damaged_at is None and not self.torn


def journal_mark(path: Path) -> list[int]:
    """What tells whether the journal of the game set up in ``path`` changed since a summary was made
    of it (inode, size, time): an append, a correction, or a change from outside (a file cut short, a
    byte flipped)."""
    return mark_of_journal(os.fspath(journal_path(path)))


def mark_of_journal(journal: str) -> list[int]:
    """:func:`journal_mark` of the journal itself, named by a plain string: the game list and ``stats``
    take 2,000 games' marks without pathlib's cost."""
    try:
        st = os.lstat(journal)  # a link's own: what it points to is never looked at
        return [st.st_ino, st.st_size, st.st_mtime_ns]
    except FileNotFoundError:
        return [0, 0, 0]


def read_journal(path: Path) -> Journal:
    """Every event of a journal; a missing journal is an empty one (see :func:`parse_journal`).

    Up to ``WHOLE_READ_BYTES``, read at once and kept when every line is as the store writes it (a cold
    ``stats`` reads 2,000: :func:`intact_journal`); any other line by line, keeping only the events.  A line
    not whole and in order, before the last, is damage: the file is then read whole (within the same
    cap) for :func:`parse_journal` to say what of it is kept."""
    cap = limits.MAX_STORED_FILE_BYTES
    events: list[JsonObject] = []
    times: list[str | None] = []
    offset = 0
    try:
        with open_regular_file(path) as handle:  # the guarded opener: a FIFO or a device never blocks
            size = os.fstat(handle.fileno()).st_size
            if size > cap:
                raise DamagedFileError(path, larger_than(cap))
            if size <= WHOLE_READ_BYTES and (whole := _intact(handle.read(size + 1))) is not None:
                return whole
            handle.seek(0)
            while True:
                line = handle.readline(cap + 1 - offset)
                if not line.endswith(b"\n"):  # the end: nothing more, or a last line cut short
                    if offset + len(line) > cap:
                        raise DamagedFileError(path, larger_than(cap))
                    return Journal(events, offset, torn=line, length=None if line else len(events),
                                   times=tuple(times))
                parsed = parse_timed_line(line[:-1])
                if parsed is None or parsed[0] != len(events) + 1:
                    break
                events.append(parsed[1])
                times.append(parsed[2])
                offset += len(line)
        return parse_journal(read_regular(path, cap))
    except FileNotFoundError:
        return Journal([], 0, length=0)
    except NotARecordFile as exc:
        raise DamagedFileError(path, exc.reason) from None


def _intact(raw: bytes) -> Journal | None:
    """The journal ``raw`` holds when every line of it is whole and as the store writes it (see
    :func:`intact_journal`); None for any other, which is read line by line."""
    read = intact_journal(raw)
    return None if read is None else Journal(read[0], len(raw), length=len(read[0]), times=tuple(read[1]))


def parse_journal(raw: bytes) -> Journal:
    """A journal's bytes (a file, a rolling copy or a backup's member) read as a :class:`Journal`.

    A last line that is cut short or unreadable is ``torn`` (a killed append
    leaves one); an unreadable line before the last one is damage: the
    events before it are returned with ``damaged_at`` set and the intact
    lines after it in ``later``, for the store to recover and say so.
    """
    if (intact := _intact(raw)) is not None:
        return intact
    events: list[JsonObject] = []
    times: list[str | None] = []
    offset = 0
    lines = raw.split(b"\n")
    whole = lines[:-1]  # lines[-1]: the bytes after the last newline (empty, or a part line)
    for i, line in enumerate(whole):
        parsed = parse_timed_line(line)
        if parsed is not None and parsed[0] == len(events) + 1:
            events.append(parsed[1])
            times.append(parsed[2])
            offset += len(line) + 1
            continue
        if i == len(whole) - 1 and not lines[-1] and parsed is None:  # the last whole line unreadable
            return Journal(events, offset, torn=raw[offset:], times=tuple(times))
        return _damaged(events, offset, whole[i + 1:], lines[-1], tuple(times))
    return Journal(events, offset, torn=raw[offset:], length=None if lines[-1] else len(events), times=tuple(times))


def _damaged(events: list[JsonObject], offset: int, rest: list[bytes], part: bytes,
             times: tuple[str | None, ...] = ()) -> Journal:
    """The journal damaged at entry ``len(events) + 1``: the intact lines after it are kept, in order."""
    damaged_at = len(events) + 1
    later: list[tuple[int, JsonObject, bytes]] = []
    ends_whole = False
    for line in rest:
        parsed = parse_line(line)
        ends_whole = parsed is not None and parsed[0] >= (later[-1][0] + 1 if later else damaged_at)
        if ends_whole and parsed is not None:
            later.append((parsed[0], parsed[1], line + b"\n"))
    length = later[-1][0] if later and ends_whole and not part else None
    return Journal(events, offset, damaged_at, tuple(later), part, length, times)


def torn_number(torn: bytes) -> int | None:
    """The entry number a torn last line begins with (``{"n":28,...``), if that much of it is left."""
    match = re.match(rb'\{"n":(\d{1,9}),', torn)
    return int(match.group(1)) if match else None


@dataclass(frozen=True)
class Tail:
    """What the in-step check needs: how many events, the last one, where the good bytes end and it begins."""

    count: int
    last: JsonObject | None
    good_bytes: int
    size: int
    last_begins: int = 0


def read_tail(fd: int, path: Path) -> Tail:
    """The journal's last whole event, read from its end only (cost independent of the game's length).

    One unreadable last line is a torn append (it is cut off by the next
    append); more than that is damage (DamagedFileError).
    """
    size = os.fstat(fd).st_size
    if size == 0:
        return Tail(0, None, 0, 0)
    start = max(0, size - TAIL_CHUNK)
    os.lseek(fd, start, os.SEEK_SET)  # not pread: Windows has none, and the caller holds the lock
    chunk = b""
    while len(chunk) < size - start:
        more = os.read(fd, size - start - len(chunk))
        if not more:
            break
        chunk += more
    end = chunk.rfind(b"\n")
    for _attempt in (1, 2):
        if end < 0:
            if start == 0:
                return Tail(0, None, 0, size)  # only a torn first line
            break
        begin = chunk.rfind(b"\n", 0, end) + 1
        if begin == 0 and start > 0:
            break  # a line longer than the chunk: not an event line
        parsed = parse_line(chunk[begin:end])
        if parsed is not None:
            return Tail(parsed[0], parsed[1], start + end + 1, size, start + begin)
        end = begin - 1  # an unreadable last line: a torn append; the one before must be whole
    raise DamagedFileError(path, gettext("its last lines are not readable"))


def append_event_line(path: Path, expected: int | None, expected_last: JsonObject | None,
                      event: JsonObject, *, sync: bool, at: str | None = None) -> tuple[int, Tail]:
    """Append one event if the journal holds ``expected`` events ending with ``expected_last``.

    Returns (the new count, the tail before).  The caller holds the store's
    lock.  A torn tail is cut off first.  If writing or fsyncing fails the
    file is cut back to where it was, so a failure never leaves an entry
    that was reported as not stored.
    """
    fd = open_plain(path, os.O_RDWR | os.O_CREAT | getattr(os, "O_BINARY", 0))  # a link is refused, never followed
    try:
        tail = read_tail(fd, path)
        if expected is not None and (tail.count != expected or (
                expected and expected_last is not None and tail.last != expected_last)):
            return -1, tail
        line = event_line(tail.count + 1, event, at)
        try:
            if tail.size != tail.good_bytes:
                os.ftruncate(fd, tail.good_bytes)
            view = memoryview(line)
            os.lseek(fd, tail.good_bytes, os.SEEK_SET)
            while view:
                view = view[os.write(fd, view):]
            if sync:
                os.fsync(fd)
        except BaseException:
            try:
                os.ftruncate(fd, tail.good_bytes)
            except OSError:
                pass
            raise
        return tail.count + 1, tail
    finally:
        os.close(fd)


def cut_back(path: Path, size: int, *, sync: bool) -> None:
    """Cut a journal back to ``size`` bytes: undo an append whose other half (the index) failed."""
    fd = open_plain(path, os.O_RDWR)
    try:
        os.ftruncate(fd, size)
        if sync:
            os.fsync(fd)
    finally:
        os.close(fd)


JOURNAL_PIECE = 1000  # lines written at once: few writes, and never the whole journal as one bytes object


def journal_bytes(events: list[JsonObject], times: Sequence[str | None] = ()) -> bytes:
    """The journal of ``events``, each with its time where ``times`` has one."""
    return b"".join(journal_pieces(events, times))


def journal_pieces(events: Iterable[JsonObject], times: Sequence[str | None] = ()) -> Iterator[bytes]:
    """The journal of ``events`` (each with its time where ``times`` has one) in pieces of ``JOURNAL_PIECE``
    lines, made as they are written."""
    lines: list[bytes] = []
    for number, event in enumerate(events, start=1):
        lines.append(event_line(number, event, times[number - 1] if number <= len(times) else None))
        if len(lines) == JOURNAL_PIECE:
            yield b"".join(lines)
            lines = []
    if lines:
        yield b"".join(lines)


def write_journal(path: Path, events: Iterable[JsonObject], *, keep: int, sync: bool,
                  sync_folder: bool = True, times: Sequence[str | None] = ()) -> None:
    """Replace a journal with exactly ``events`` (each with its time where ``times`` has one) in one atomic
    step (corrections, imports), a piece at a time."""
    atomic_write_pieces(path, journal_pieces(events, times), keep=keep, sync=sync, sync_folder=sync_folder)


class SetupHeader(TypedDict, total=False):
    """A setup file's header (``{"game": {"1": header}}``): the game's setup, who sits where, its name."""

    schema: Required[int]
    id: Required[str]
    kind: Required[str]
    players: Required[list[str]]
    player_ids: Required[list[str]]
    dealer: Required[str]
    settings: JsonObject
    created: str
    name: str
    source: str | None
    history: JsonObject  # the witness of the game's history (``history_file.Witness``): what Undo trusts


def validate_setup(data: JsonObject, path: Path, current_schema: int) -> SetupHeader:
    """Check a setup file's shape; return its header."""
    header_table = data.get("game")
    events = data.get("events", {})
    if not isinstance(header_table, dict) or "1" not in header_table or not isinstance(events, dict):
        raise DamagedFileError(path, gettext("not a Scorekeeper game file"))
    header = header_table["1"]
    schema = header.get("schema") if isinstance(header, dict) else None
    if not isinstance(header, dict) or not isinstance(schema, int):
        raise DamagedFileError(path, gettext("not a Scorekeeper game file"))
    if schema > current_schema:
        raise NewerVersionError(
            gettext("game file {name} was written by a newer version of Scorekeeper (data version {schema}; this "
                    "version reads up to {current_schema}); update Scorekeeper to open it. Nothing was changed.").format(
                name=path.name, schema=schema, current_schema=current_schema))
    for key in ("id", "kind", "players", "player_ids", "dealer"):
        if key not in header:
            raise DamagedFileError(path, gettext("its setup has no '{key}'").format(key=key))
    if not isinstance(header["players"], list) or not isinstance(header["player_ids"], list):
        raise DamagedFileError(path, gettext("its players are not readable"))
    for doc in events.values():
        if not isinstance(doc, dict) or not isinstance(doc.get("e"), dict):
            raise DamagedFileError(path, gettext("one of its events is not readable"))
    return cast(SetupHeader, header)  # the fields the store relies on are checked above; it wrote the rest


def setup_events(data: JsonObject) -> list[JsonObject]:
    """The events kept in a setup file (data version 2 and older), in order (``validate_setup`` checked each)."""
    table = data.get("events", {})
    if not isinstance(table, dict):
        return []
    docs = [table[k] for k in sorted(table, key=int)]
    return [event for doc in docs if isinstance(doc, dict) and isinstance(event := doc.get("e"), dict)]


def uses_journal(header: SetupHeader) -> bool:
    return int(header.get("schema", 0)) >= FIRST_JOURNAL_SCHEMA


def read_setup(path: Path, current_schema: int) -> tuple[JsonObject, SetupHeader]:
    """(data, header) of a setup file; DamagedFileError / FileNotFoundError as they come."""
    data = read_json_dict(path)
    return data, validate_setup(data, path, current_schema)


def setup_dict(header: SetupHeader, events: list[JsonObject]) -> GameDict:
    """The game as ``Game.from_dict`` takes it."""
    return {"kind": header["kind"], "players": list(header["players"]), "dealer": header["dealer"],
            "settings": dict(header.get("settings") or {}), "events": events}
