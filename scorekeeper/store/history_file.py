"""A game's history file: what Undo and Redo walk (``scorekeeper/service/history.py`` says what it holds).

``<id>.history`` sits beside the setup file and the journal: one JSON object a line, appended and
fsynced under the store's lock.  An entry played adds no line (the journal has it); a correction, a
deletion, an Undo and a Redo each add one, so nothing a keeper did is ever erased.

Every line is checked before Undo or Redo may act on it, as a journal line is, and more: Undo puts back
what a line says was taken out, so a line changed by one byte would make it store a value nobody
entered.  So:

- each line carries ``c``, a hash of the rest of the line (of what it says, in one canonical form),
  and ``prev``, the ``c`` of the line before it (the *chain*): a line changed is found by its own
  ``c``, a line taken out or moved by the next line's ``prev``.  A line before it that has no ``c``
  (an older version's, a killed append's part line) is chained by a hash of every byte before it, so
  it cannot change unseen either;
- the setup file keeps a *witness* (``Witness``): the history's size, the ``c`` of its last line and
  the game's entry count, written under the same lock once a line's change is stored.  A history
  deleted, cut short or replaced by another is shorter than the witness or does not end where it
  says: the chain alone could never tell, since nothing after the cut is left to break it.  The entry
  count says which entries were played after the last line's action: those can still be taken back;
- what is found is not thrown away silently: a damaged line (or a missing, cut or replaced history)
  becomes a *damage marker* in the records read, ``{"op": "damaged", "damage": <HistoryDamage>,
  "line": n, "count": n}``, where Undo and Redo stop and say why, never guessing past it.  The next
  line appended first writes down the marker for what only the witness shows (the *seal*: the
  history missing, cut or replaced, or the very line it vouches for damaged, with the count it
  knows), since the new witness no longer shows it; a damaged line needs no more: its bytes stay and
  are found again each time.  So after damage the game plays on, and what is done after it is
  checked and can be undone again: the chain simply goes on from the bytes as they are (a fresh
  start), and Undo stops at the damage.

What is accepted unchecked: lines an older version wrote (no ``c``), exactly as that version read
them, since they are all a game from before this check has; once a checked line follows them the
chain covers them, so only those after the last checked line (an older version that wrote to the
game after this one) are taken on trust, never those the witness covers; and a last line that is cut
short or not a whole JSON object past what the witness covers, which is a killed append (its action
was never stored), as in the journal.  A setup file without a witness (an older version's, one recovered from
the game list) checks every line it can and finds no deletion: never worse than before.  An older
version reading a history this one wrote ignores ``c`` and ``prev`` and skips the markers.
"""

from __future__ import annotations

import hashlib
import json
import os
from collections.abc import Mapping
from dataclasses import dataclass
from enum import StrEnum
from pathlib import Path

from scorekeeper.jsonfile import NotARecordFile, read_regular
from scorekeeper.jsontypes import JsonObject, JsonValue
from scorekeeper import limits

from .errors import DamagedFileError
from .plain import open_plain


HISTORY_SUFFIX = ".history"
DAMAGE_OP = "damaged"  # the ``op`` of a damage marker (the other ops are ``service/history.py``'s)


class HistoryDamage(StrEnum):
    """What is wrong with a game's history, where Undo or Redo stopped (the UI says it in words)."""

    CHECKSUM = "checksum"  # a line is not as it was written (its ``c`` does not match it)
    CHAIN = "chain"  # the line before a line is missing, changed or out of place
    MISSING = "missing"  # the history was deleted (or emptied) though lines were written to it
    CUT = "cut"  # the history is shorter than it was written
    REPLACED = "replaced"  # the history is not the one last written (or the witness of it is unreadable)
    ENTRIES = "entries"  # a line's entries would not give back the game its action left (``service/history.py``)


def history_path(base: Path) -> Path:
    """The history beside a setup file: games/<id>.json -> games/<id>.history (what Undo and Redo walk)."""
    return base.with_name(base.name[: -len(".json")] + HISTORY_SUFFIX)


def _digest(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()[:32]


def _canonical(record: JsonObject) -> bytes:
    """The one form a history line is written in (keys sorted, no spaces), without its newline."""
    return json.dumps(record, ensure_ascii=False, separators=(",", ":"), sort_keys=True).encode("utf-8")


def _checksum(body: JsonObject) -> str:
    """A line's ``c``: the hash of the rest of it (``prev`` included, so it chains)."""
    return _digest(_canonical(body))


def damage_marker(damage: HistoryDamage, *, line: int | None = None, count: int | None = None) -> JsonObject:
    """Where Undo and Redo must stop, and why: ``line`` (1-based) names a damaged line; ``count`` is the
    game's entry count after the last action the damage hides, when the witness knows it (the entries
    played after it are the keeper's last taps, and can be taken back)."""
    marker: JsonObject = {"op": DAMAGE_OP, "damage": damage.value}
    if line is not None:
        marker["line"] = line
    if count is not None:
        marker["count"] = count
    return marker


@dataclass(frozen=True)
class Witness:
    """What the setup file says the history was when a line was last written to it: its size in bytes,
    the ``c`` of its last line, and the game's entry count after that line's action."""

    size: int
    last: str
    count: int

    def to_json(self) -> JsonObject:
        return {"size": self.size, "last": self.last, "count": self.count}

    @classmethod
    def from_json(cls, data: object) -> Witness | None:
        """The witness a setup header holds, or None when it is not one (damage: see ``read_history``)."""
        if not isinstance(data, dict):
            return None
        size, last, count = data.get("size"), data.get("last"), data.get("count")
        if not (isinstance(size, int) and not isinstance(size, bool) and size > 0 and isinstance(last, str)
                and isinstance(count, int) and not isinstance(count, bool) and count >= 0):
            return None
        return cls(size, last, count)


    @classmethod
    def of_header(cls, header: Mapping[str, object]) -> Witness | None:
        """The witness a setup header keeps; None when it keeps none (an older version's file);
        ``UNREADABLE_WITNESS`` when it keeps one that is not readable (nothing can be vouched for)."""
        if "history" not in header:  # (the header's key ``SetupHeader.history``)
            return None
        found = cls.from_json(header["history"])
        return found if found is not None else UNREADABLE_WITNESS


UNREADABLE_WITNESS = Witness(0, "", 0)  # never a real one (a real one's size is more than 0); told apart by ``is``


@dataclass(frozen=True)
class HistoryRead:
    """A history as read and checked.

    ``records``: the intact records and the damage markers, in order (what Undo and Redo walk);
    ``chain``: the ``prev`` the next line appended must carry; ``seal``: the marker the next append must
    write first (the damage only the witness shows), or None.
    """

    records: list[JsonObject]
    chain: str
    seal: JsonObject | None = None


def parse_history(raw: bytes, witness: Witness | None) -> HistoryRead:
    """A history's bytes read and checked against ``witness`` (the setup header's, :meth:`Witness.of_header`).
    See the module docstring."""
    records: list[JsonObject] = []
    chain, offset = _digest(b""), 0
    covered, vouched = 0, -1  # how many records the witnessed bytes gave; where the witnessed last line's are
    size = witness.size if witness is not None else 0
    for number, line in enumerate(raw.split(b"\n")[:-1], start=1):
        end = offset + len(line) + 1
        read = _read_line(line, number, chain, raw[:end])
        records += read.records
        chain, offset = read.chain, end
        if end <= size:
            covered, vouched = len(records), len(records) - 1 if end == size else vouched
    seal = _witness_seal(raw, witness)
    if seal is not None and seal["damage"] == HistoryDamage.CHECKSUM.value:
        records[vouched] = seal  # that line's own marker, with what the witness knows after it
    elif seal is not None:
        records.insert(covered if witness is not UNREADABLE_WITNESS else len(records), seal)
    return HistoryRead(records, _chain_on(raw, chain), seal)


def history_tail(raw: bytes, witness: Witness | None) -> HistoryRead:
    """What appending to a history needs of it (the chain its next line carries on, the damage only the
    witness shows), from its last line and the line the witness vouches for alone: the same ``chain``
    and ``seal`` as :func:`parse_history` gives, without checking every line (``records`` is empty)."""
    whole = raw.rfind(b"\n") + 1  # the bytes of the whole lines
    last = raw[raw.rfind(b"\n", 0, whole - 1) + 1:whole - 1] if whole else None
    chain = _read_line(last, 0, "", raw[:whole]).chain if last is not None else _digest(b"")
    return HistoryRead([], _chain_on(raw, chain), _witness_seal(raw, witness))


def _chain_on(raw: bytes, chain: str) -> str:
    """The chain the next line appended carries on, given the chain after the file's last whole line."""
    if raw and not raw.endswith(b"\n"):  # a killed append's part line: the next append ends it first
        return _digest(raw + b"\n")
    return chain


def _witness_seal(raw: bytes, witness: Witness | None) -> JsonObject | None:
    """The damage the witness shows (the history deleted, cut short or not the one written, or the very
    line it vouches for damaged), as the marker the next append writes down; None when it shows none."""
    if witness is None:
        return None
    if witness is UNREADABLE_WITNESS:
        return damage_marker(HistoryDamage.REPLACED)
    if len(raw) < witness.size:  # the witnessed lines are not all there
        return damage_marker(HistoryDamage.CUT if raw else HistoryDamage.MISSING, count=witness.count)
    if raw[witness.size - 1:witness.size] != b"\n":
        return damage_marker(HistoryDamage.REPLACED, count=witness.count)
    number = raw.count(b"\n", 0, witness.size)
    line = _read_line(raw[raw.rfind(b"\n", 0, witness.size - 1) + 1:witness.size - 1], number, "", b"")
    if line.damaged:
        return damage_marker(HistoryDamage.CHECKSUM, line=number, count=witness.count)
    if line.checksum != witness.last:
        return damage_marker(HistoryDamage.REPLACED, count=witness.count)
    return None


@dataclass(frozen=True)
class _Line:
    """One history line as checked: the records it gives (itself, or a marker, or both), the chain after
    it, its ``c`` when it is an intact checked line, and whether it is a checked line found damaged."""

    records: list[JsonObject]
    chain: str
    checksum: str | None = None
    damaged: bool = False


def _read_line(line: bytes, number: int, chain: str, through: bytes) -> _Line:
    """Line ``number`` checked against its checksum and the ``chain`` before it (``through``: the file's
    bytes up to its end, which chain a line that has no ``c``)."""
    record = _parsed(line)
    if record is None:  # a killed append's part line ended by the next append, or damage the chain shows
        return _Line([], _digest(through))
    stored = record.get("c")
    if not isinstance(stored, str):
        if "prev" in record or "c" in record:  # written by this version, and no longer as it was
            return _Line([damage_marker(HistoryDamage.CHECKSUM, line=number)], _digest(through), damaged=True)
        return _Line([record], _digest(through))  # a line an older version wrote: accepted as it read it
    body = {k: v for k, v in record.items() if k != "c"}
    if _checksum(body) != stored:  # (over what the line says: bytes that say the same, e.g. a space, are harmless)
        return _Line([damage_marker(HistoryDamage.CHECKSUM, line=number)], stored, damaged=True)
    kept = {k: v for k, v in body.items() if k != "prev"}
    if body.get("prev") != chain:
        return _Line([damage_marker(HistoryDamage.CHAIN, line=number), kept], stored, stored)
    return _Line([kept], stored, stored)


def _parsed(line: bytes) -> JsonObject | None:
    try:
        record = json.loads(line.decode("utf-8")) if line.strip() else None
    except (UnicodeDecodeError, ValueError, RecursionError):
        return None
    return record if isinstance(record, dict) else None


def read_history(path: Path, witness: Witness | None = None, *, tail: bool = False) -> HistoryRead:
    """A game's history, checked (:func:`parse_history`; ``tail``: only what appending to it needs,
    :func:`history_tail`); a missing file is an empty history (which the witness, if there is one, says
    was deleted)."""
    try:
        raw = read_regular(path, limits.MAX_STORED_FILE_BYTES)
    except FileNotFoundError:
        raw = b""
    except NotARecordFile as exc:
        raise DamagedFileError(path, exc.reason) from None
    return history_tail(raw, witness) if tail else parse_history(raw, witness)


def sealed_lines(read: HistoryRead, records: list[JsonObject]) -> tuple[bytes, str]:
    """The lines that append ``records`` to the history ``read`` (its seal first, if any), each with its
    ``prev`` and ``c``; and the ``c`` of the last one (the witness's ``last``)."""
    chain, lines = read.chain, []
    for record in ([read.seal] if read.seal is not None else []) + records:
        body = {**record, "prev": chain}
        chain = _checksum(body)
        lines.append(_canonical({**body, "c": chain}) + b"\n")
    return b"".join(lines), chain


def append_history_line(path: Path, lines: bytes, *, sync: bool) -> tuple[int, int]:
    """Append whole history lines (fsynced); return the file's size before them, to cut back to on
    failure, and after them (the witness's ``size``).

    A part line a killed append left is ended first, so the new record is a whole line of its own.
    """
    fd = open_plain(path, os.O_RDWR | os.O_CREAT | getattr(os, "O_BINARY", 0))  # a link is refused, never followed
    try:
        size = os.fstat(fd).st_size
        line = lines
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
        return size, size + len(line)
    finally:
        os.close(fd)
