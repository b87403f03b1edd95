"""Reading a JSON document a user hands us: every failure is one clear sentence.

The file may be hostile: a FIFO that never ends, ``/dev/zero``, a folder, a
gigabyte of brackets, a key given twice (which JSON readers disagree about),
``NaN``.  Each is refused at once with one line that says what is wrong.
"""

from __future__ import annotations

import io
import json
import os
import re
import stat
import sys
from typing import BinaryIO, Callable, NoReturn

from .jsontypes import JsonObject, JsonValue

from scorekeeper.i18n.translate import gettext

from . import limits
from .limits import mib

_PIECE = 1024 * 1024  # what a read of a file of unknown size asks for at a time


class UnreadableFile(Exception):
    """The file cannot be read, or is not JSON; the message says which and where."""


class NotARecordFile(UnreadableFile):
    """The guards refused the file before reading it whole: not a regular file, or over the cap.

    ``reason`` is what is wrong with the file ("is a pipe (FIFO), not a regular file"), for a
    message about a data file; ``str()`` is the whole sentence for a file a user named.
    """

    def __init__(self, name: str, reason: str, advice: str = "") -> None:
        super().__init__(f"{name}: {reason}{advice}")
        self.reason = reason


KeyCount = Callable[[JsonValue], int]


def read_json(path: str, known_keys: KeyCount | None = None) -> JsonValue:
    """A JSON document from a regular file (or standard input for ``-``), strictly parsed.

    ``known_keys``: see :func:`parse_json`.
    """
    name = _shown(path)
    return parse_json(_text_of(read_input(path), name), name, known_keys)  # the bytes let go before the parse


def read_input(path: str, max_bytes: int | None = None) -> bytes:
    """The bytes of a file a user names (``-``: standard input), read with every guard.

    The one reader of every input path (import, restore, score, the board): a
    regular file only (a FIFO or a device is refused at once, never waited on),
    at most ``max_bytes`` (default :data:`~scorekeeper.limits.MAX_RECORD_BYTES`, read at each call; ``/dev/zero``
    never fills the memory).
    """
    cap = limits.MAX_RECORD_BYTES if max_bytes is None else max_bytes
    return _read_stdin(cap) if path == "-" else _read_file(path, cap)


def parse_json_bytes(data: bytes, name: str, known_keys: KeyCount | None = None) -> JsonValue:
    """:func:`parse_json` of a file's bytes; bytes that are not UTF-8 are refused in one line."""
    return parse_json(_text_of(data, name), name, known_keys)


def _text_of(data: bytes, name: str) -> str:
    """The file's text; a byte-order mark at its start (Windows Notepad writes one) is not part of it."""
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError:
        raise UnreadableFile(gettext("{name}: not a text file (not UTF-8)").format(name=name)) from None


def parse_json(text: str, name: str = "the document", known_keys: KeyCount | None = None) -> JsonValue:
    """Strict JSON: no key given twice in one object, no NaN or Infinity, no absurd nesting.

    Looking for a key given twice costs a Python call for every object.  A caller that knows
    where a document's objects are may pass ``known_keys``: it counts the keys of the objects
    it finds in the parsed document, never more than the document holds.  The document is
    then parsed at C speed, and looked at object by object only if its text has more colons
    than those keys: every key is followed by one colon, so as many colons as keys found
    means no key was given twice (colons inside strings only make the slow check run).
    """
    if known_keys is not None:
        try:
            document: JsonValue = json.loads(text, parse_constant=_no_constant)  # json's own result is untyped
        except (ValueError, RecursionError, _Constant):
            pass  # the strict parse below says what is wrong, meeting the faults in the same order
        else:
            if text.count(":") == known_keys(document):
                return document
    if not text.strip():
        empty = gettext("{name}: not JSON (it is empty; a game record is one JSON object)")
        raise UnreadableFile(empty.format(name=name))
    try:
        checked: JsonValue = json.loads(text, object_pairs_hook=unique_keys, parse_constant=_no_constant)
        return checked
    except json.JSONDecodeError as err:
        raise UnreadableFile(gettext("{name}: not JSON ({fault})").format(name=name, fault=syntax_fault(err))) from None
    except DuplicateKey:
        raise UnreadableFile(f"{name}: {_duplicate_message(text)}") from None
    except _Constant as err:
        raise UnreadableFile(gettext("{name}: not JSON ({value} is not a number JSON allows)").format(
            name=name, value=err.args[0])) from None
    except (ValueError, RecursionError) as err:  # a number too long to read, or nesting too deep
        reason = gettext("nested too deeply") if isinstance(err, RecursionError) else _too_long(str(err))
        raise UnreadableFile(gettext("{name}: not a game record ({reason})").format(name=name, reason=reason)) from None


def syntax_fault(err: json.JSONDecodeError) -> str:
    """Where a JSON text breaks the syntax and what is wrong there, in the reader's language: Python says it in
    English ("Expecting ',' delimiter"), a keeper who typed a record by hand reads "line 3, column 5: a ',' is
    missing".  Each of Python's messages (``err.msg``, 3.11 to 3.13) has its own sentence; one not known here
    still gets the line and column."""
    faults = (
        ("Expecting value", gettext("line {lineno}, column {colno}: a value is missing or is not JSON "
                                    "(text goes in double quotes; no comma after the last item)")),
        ("Expecting ',' delimiter", gettext("line {lineno}, column {colno}: a ',' is missing")),
        ("Expecting ':' delimiter", gettext("line {lineno}, column {colno}: a ':' is missing after the key")),
        ("Expecting property name", gettext("line {lineno}, column {colno}: a key in double quotes is expected")),
        ("Unterminated string", gettext("line {lineno}, column {colno}: this text is never closed with a '\"'")),
        ("Invalid control character", gettext("line {lineno}, column {colno}: a line break or tab inside text "
                                              "(write \\n or \\t)")),
        ("Invalid \\uXXXX escape", gettext("line {lineno}, column {colno}: a \\u escape needs four hex digits")),
        ("Invalid \\escape", gettext("line {lineno}, column {colno}: a backslash that JSON does not allow here "
                                     "(write \\\\ for one backslash)")),
        ("Extra data", gettext("line {lineno}, column {colno}: more text after the end (a record is one JSON "
                               "object)")),
        ("Illegal trailing comma", gettext("line {lineno}, column {colno}: a comma after the last item")),
    )
    template = next((said for python_says, said in faults if err.msg.startswith(python_says)),
                    gettext("line {lineno}, column {colno}: the text stops being JSON here"))
    return template.format(lineno=err.lineno, colno=err.colno)


def _too_long(python_says: str) -> str:
    """Python's words for a number past its digit limit, said as the reader would: how long the number is."""
    digits = re.search(r"value has (\d+) digits", python_says)
    if digits is None:
        return python_says.split(";")[0]
    return gettext("a number {digits} digits long; no score is that long").format(digits=digits.group(1))


# What parsing one piece of JSON text takes at most, in bytes (CPython 3.11+, 64-bit, with the collector's
# header): an object (a small dict), an array (an empty list), a string's half (two quotes: a str and its
# pointer) and a comma (one more pointer, and an int or a float where there is one).
_OBJECT, _ARRAY, _QUOTE, _COMMA = 232, 88, 30, 40


def parse_cost(data: bytes) -> int:
    """At most what parsing ``data`` as JSON takes, estimated from its bytes alone (a few counts at C speed).

    A file's size does not bound its parse: ``[{},{},...]`` takes thirty times its size, a list of
    short strings seventeen times.  Each value is counted by what begins or separates it, with room
    for its Python object, and every byte once more for the text of long strings."""
    return (len(data) + _OBJECT * data.count(b"{") + _ARRAY * data.count(b"[") + _QUOTE * data.count(b'"')
            + _COMMA * data.count(b","))


def too_costly(data: bytes) -> str | None:
    """Why ``data`` is not parsed (it would take more than ``limits.MAX_PARSED_BYTES``), or None."""
    if parse_cost(data) <= limits.MAX_PARSED_BYTES:
        return None
    return gettext("it would take more than {max_parsed_bytes} of memory to read").format(
        max_parsed_bytes=mib(limits.MAX_PARSED_BYTES))


def _shown(path: str) -> str:
    from .terminal import safe_text

    return gettext("standard input") if path == "-" else safe_text(path)


def _read_file(path: str, max_bytes: int) -> bytes:
    """The bytes of a regular file of at most ``max_bytes``; never blocks on a FIFO or a device."""
    with open_regular(path) as handle:
        return _capped(handle, _shown(path), max_bytes)


def read_regular(path: str | os.PathLike[str], max_bytes: int) -> bytes:
    """:func:`read_input` for the store's own files: the same guards (:class:`NotARecordFile`), but an
    ``OSError`` (a missing file, no permission) is raised as it is, for the store to handle as before."""
    with _open_regular(path, follow=False) as handle:
        return _capped(handle, _shown(os.fspath(path)), max_bytes)


def open_regular_file(path: str | os.PathLike[str]) -> BinaryIO:
    """:func:`open_regular` for the store's own files, read as they are streamed: the same guards
    (:class:`NotARecordFile`), a link refused too, never followed (as :func:`open_stored`: a journal linked
    to a file elsewhere must not be read as the game's), and an ``OSError`` (a missing file) raised as it is."""
    return _open_regular(path, follow=False)


def larger_than(max_bytes: int) -> str:
    """``larger than 64 MiB``: why a file past its cap is refused, as :class:`NotARecordFile` gives it."""
    return gettext("larger than {max_bytes}").format(max_bytes=mib(max_bytes))


def open_regular(path: str | os.PathLike[str]) -> BinaryIO:
    """A regular file opened for reading; a folder, FIFO, device or socket is refused without waiting."""
    try:
        return _open_regular(path)
    except IsADirectoryError:
        raise NotARecordFile(_shown(os.fspath(path)), gettext("is a folder, not a game record")) from None
    except OSError as err:
        raise UnreadableFile(gettext("{name}: cannot read it ({value})").format(
            name=_shown(os.fspath(path)), value=err.strerror or err)) from None


def open_stored(path: str | os.PathLike[str]) -> BinaryIO:
    """:func:`open_regular` for the store's own files: a link is refused too, never followed (a link in the
    data folder to a file elsewhere must not carry that file's bytes into a backup); an ``OSError`` (a
    missing file) is raised as it is."""
    return _open_regular(path, follow=False)


def _open_regular(path: str | os.PathLike[str], *, follow: bool = True) -> BinaryIO:
    """``follow``: a path a user names may be a link (their choice); a file of the store's may not."""
    # O_NONBLOCK: opening a FIFO without a writer must not wait; fstat then refuses it.
    nofollow = 0 if follow else getattr(os, "O_NOFOLLOW", 0)
    if not follow and not nofollow and os.path.islink(path):  # no O_NOFOLLOW on this system: look first
        raise NotARecordFile(_shown(os.fspath(path)), link_reason())
    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | nofollow)
    except OSError:
        if nofollow and os.path.islink(path):
            raise NotARecordFile(_shown(os.fspath(path)), link_reason()) from None
        raise
    mode = os.fstat(fd).st_mode
    if not stat.S_ISREG(mode):
        os.close(fd)
        name = _shown(os.fspath(path))
        if stat.S_ISDIR(mode):
            raise NotARecordFile(name, gettext("is a folder, not a game record"))
        raise NotARecordFile(name, gettext("is {mode}, not a regular file").format(
            mode=describe_mode(mode)), gettext("; give the path of a saved record"))
    os.set_blocking(fd, True)
    return os.fdopen(fd, "rb")


def _read_stdin(max_bytes: int) -> bytes:
    if sys.stdin is None or not hasattr(sys.stdin, "buffer"):  # started without one (a service, pythonw)
        raise UnreadableFile(gettext("standard input: there is none to read; give the path of a record instead"))
    return _capped(sys.stdin.buffer, gettext("standard input"), max_bytes)


def _capped(handle: BinaryIO, name: str, max_bytes: int) -> bytes:
    """At most ``max_bytes`` of ``handle``; a file whose size says it is larger is refused before any of it is
    read (a pipe, whose size is not known, is read up to the cap and refused there)."""
    try:
        if _size_of(handle) > max_bytes:
            raise NotARecordFile(name, larger_than(max_bytes), gettext("; a game record is far smaller"))
        data = _read_at_most(handle, max_bytes + 1)
    except OSError as err:
        raise UnreadableFile(gettext("{name}: cannot read it ({value})").format(
            name=name, value=err.strerror or err)) from None
    if len(data) > max_bytes:
        raise NotARecordFile(name, larger_than(max_bytes), gettext("; a game record is far smaller"))
    return data


def _size_of(handle: BinaryIO) -> int:
    """The size of the file behind ``handle``; 0 when it has none (a pipe, standard input replaced by a test)."""
    try:
        return os.fstat(handle.fileno()).st_size
    except (OSError, ValueError, AttributeError, io.UnsupportedOperation):
        return 0


def _read_at_most(handle: BinaryIO, limit: int) -> bytes:
    """Up to ``limit`` bytes, in pieces the size of the file: ``read(limit)`` would set aside the
    whole cap in memory for every small file."""
    size = _size_of(handle)
    parts: list[bytes] = []
    left = limit
    while left > 0:
        chunk = handle.read(min(left, max(size + 1, _PIECE)))
        if not chunk:
            break
        parts.append(chunk)
        left -= len(chunk)
    return b"".join(parts)


def link_reason() -> str:
    """Why a link in the data folder is refused, and what would be right (after "NAME is damaged (...)")."""
    return gettext("is a link, not a regular file: Scorekeeper follows no link inside its data folder; put the "
                   "file itself in its place")


def describe_mode(mode: int) -> str:
    """What a file of this ``st_mode`` is, as a message says it: "a pipe (FIFO)", "a link", "a folder"..."""
    if stat.S_ISLNK(mode):
        return gettext("a link")
    if stat.S_ISDIR(mode):
        return gettext("a folder")
    if stat.S_ISFIFO(mode):
        return gettext("a pipe (FIFO)")
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return gettext("a device")
    if stat.S_ISSOCK(mode):
        return gettext("a socket")
    return gettext("not a regular file")


class DuplicateKey(Exception):
    """Raised by :func:`unique_keys`: an object gives one key twice."""


class _Constant(Exception):
    pass


def unique_keys(pairs: list[tuple[str, JsonValue]]) -> JsonObject:
    """``object_pairs_hook``: a dict, unless a key is given twice (JSON readers disagree which wins)."""
    out = dict(pairs)
    if len(out) != len(pairs):
        raise DuplicateKey()
    return out


def _no_constant(name: str) -> NoReturn:
    raise _Constant(name)


class _Pairs(list):  # type: ignore[type-arg]
    """An object read as its pairs in order, to find where a key is given twice."""


def _duplicate_message(text: str) -> str:
    """``"hands" given twice in the record``, ``"winner" given twice in hand 3, trick 2``."""
    try:
        tree = json.loads(text, object_pairs_hook=_Pairs)
    except (ValueError, RecursionError):  # broken further on as well: name the key, if not its place
        return _first_key_twice(text)
    todo: list[tuple[object, list[str]]] = [(tree, [])]
    while todo:  # breadth first and iterative: the first duplicate, at any depth
        node, path = todo.pop(0)
        if isinstance(node, _Pairs):
            seen: set[str] = set()
            for key, value in node:
                if key in seen:
                    where = ", ".join(path) or gettext("the record")
                    from .terminal import safe_text

                    return gettext("{key} given twice in {where}").format(
                        key=json.dumps(safe_text(key), ensure_ascii=False), where=where)
                seen.add(key)
            todo.extend((value, [*path, key]) for key, value in node)
        elif isinstance(node, list):
            todo.extend((value, _item_path(path, i)) for i, value in enumerate(node))
    return gettext("a key is given twice in one object")


def _first_key_twice(text: str) -> str:
    """``"target" given twice in one object``: the first key given twice, for a text that is not JSON further on."""

    def check(pairs: list[tuple[str, object]]) -> None:
        seen: set[str] = set()
        for key, _ in pairs:
            if key in seen:
                raise DuplicateKey(key)
            seen.add(key)

    try:
        json.loads(text, object_pairs_hook=check)
    except DuplicateKey as err:
        from .terminal import safe_text

        return gettext("{key} given twice in one object").format(
            key=json.dumps(safe_text(err.args[0]), ensure_ascii=False))
    except (ValueError, RecursionError):
        pass
    return gettext("a key is given twice in one object")


_ITEM_NAMES = {"hands": "hand", "tricks": "trick", "auction": "call", "events": "event", "games": "game"}


def _item_path(path: list[str], index: int) -> list[str]:
    """``[..., "tricks"]`` + 1 → ``[..., "trick 2"]``: places as a player counts them."""
    if path and path[-1] in _ITEM_NAMES:
        return [*path[:-1], f"{_ITEM_NAMES[path[-1]]} {index + 1}"]
    return [*path, gettext("item {number}").format(number=index + 1)]
