"""One line of a game's journal: how an entry is written, and read back only when it is whole and intact.

``{"n": 7, "e": {...event...}, "t": "<when stored>", "c": <crc32 of the event and the time>}``, one a
line (``gamefiles.py`` says why a journal).  Apart from the journal's files because the corrections'
repairs (``journal_repair.py``) and the tests write and read single lines too.
"""

from __future__ import annotations

import json
import re
import zlib
from collections.abc import Callable

from scorekeeper.jsonfile import DuplicateKey, unique_keys
from scorekeeper.jsontypes import JsonObject


def _event_encoder() -> Callable[[JsonObject], str]:
    """The events' canonical JSON (keys sorted, no spaces, text as it is), with the C encoder that
    ``JSONEncoder.encode`` builds anew on every call made once: a season reads 300,000 lines, and building
    it cost as much as the encoding.  The same text, byte for byte: it is ``encode``'s own encoder with its
    own settings (only the check for a value that contains itself is left out: a parsed line never does);
    where the encoder is not there or takes other arguments (another Python), ``encode`` itself."""
    encoder = json.JSONEncoder(ensure_ascii=False, separators=(",", ":"), sort_keys=True)
    make = getattr(json.encoder, "c_make_encoder", None)
    try:
        made = make(None, encoder.default, json.encoder.encode_basestring, None, encoder.key_separator,
                    encoder.item_separator, True, False, True) if make is not None else None
    except TypeError:
        made = None
    if made is None:
        return encoder.encode

    def encode(event: JsonObject) -> str:
        return "".join(made(event, 0))
    sample: JsonObject = {"type": "bid", "seat": "Ånn \"A\"", "amounts": [1, -2.5, 1e300, None, True], "a": {}}
    return encode if encode(sample) == encoder.encode(sample) else encoder.encode


_EVENT_JSON = _event_encoder()
canonical_json: Callable[[JsonObject], str] = _EVENT_JSON  # an entry's canonical JSON, for those that hash entries
_TIME_JSON: Callable[[str], str] = json.encoder.encode_basestring  # what ``JSONEncoder(ensure_ascii=False).encode`` gives a text
_SCAN: Callable[[str, int], tuple[object, int]] = getattr(json.JSONDecoder(), "scan_once")  # (see :func:`_loads`)
_SPACE = re.compile(r"[ \t\n\r]*")  # the white space ``json.loads`` allows around a document


def _after_space(text: str, at: int) -> int:
    found = _SPACE.match(text, at)  # (it always matches, if only the empty text)
    return at if found is None else found.end()


_WHITE = frozenset(" \t\n\r")


def _loads(text: str) -> object:
    """``json.loads(text)`` exactly (white space allowed around the one value, nothing after it), a journal
    line's worth faster: ``JSONDecoder.decode`` and ``raw_decode`` do just this around the C scanner.  The
    white space is looked for only where there is some (a line as the store writes it has none: two pattern
    matches a line were a tenth of reading a journal)."""
    try:
        value, end = _SCAN(text, _after_space(text, 0) if text[:1] in _WHITE else 0)
    except StopIteration:
        raise ValueError("not JSON") from None
    if end != len(text) and _after_space(text, end) != len(text):
        raise ValueError("extra data after the JSON value")
    return value


MAX_TIME_LENGTH = 40  # "2026-12-05T21:04:09.123456+05:30" and then some: a longer "t" is not a time


def _checksum(event_json: str, at: str | None = None) -> int:
    """The crc32 of the event, and of the time it was stored where the line has one: a flipped byte in
    either is damage, found as any other."""
    text = event_json if at is None else f"{event_json}\n{at}"
    return zlib.crc32(text.encode("utf-8"))


def _line_text(number: int, body: str, at: str | None, crc: object) -> str:
    if at is None:
        return f'{{"n":{number},"e":{body},"c":{crc}}}'
    return f'{{"n":{number},"e":{body},"t":{_TIME_JSON(at)},"c":{crc}}}'


def event_line(number: int, event: JsonObject, at: str | None = None) -> bytes:
    """One journal line for the ``number``-th event (1-based), newline included; ``at``: when it was
    stored (None: not known, as for lines written before times were kept)."""
    body = _EVENT_JSON(event)
    return (_line_text(number, body, at, _checksum(body, at)) + "\n").encode("utf-8")


def parse_line(raw: bytes) -> tuple[int, JsonObject] | None:
    """(number, event) of a journal line, or None when the line is not a whole, intact one."""
    parsed = parse_timed_line(raw)
    return None if parsed is None else (parsed[0], parsed[1])


def parse_timed_line(raw: bytes) -> tuple[int, JsonObject, str | None] | None:
    """(number, event, when stored) of a journal line, or None when the line is not a whole, intact one."""
    try:
        text = raw.decode("utf-8")
        doc = _loads(text)
    except (UnicodeDecodeError, ValueError, RecursionError):
        return None
    if not isinstance(doc, dict):
        return None
    number, event, at = doc.get("n"), doc.get("e"), doc.get("t")
    if not isinstance(number, int) or not isinstance(event, dict):
        return None
    if at is not None and (not isinstance(at, str) or len(at) > MAX_TIME_LENGTH):
        return None
    body = _EVENT_JSON(event)
    crc = doc.get("c")
    if crc != _checksum(body, at) or "type" not in event:
        return None
    # (the text compared, not its bytes encoded again: a line that decodes as UTF-8 is those bytes exactly)
    if text != _line_text(number, body, at, crc) and _gives_a_key_twice(raw):
        return None  # not as the store writes it: a key given twice is damage, never a choice of which wins
    return number, event, at


def intact_journal(raw: bytes) -> tuple[list[JsonObject], list[str | None]] | None:
    """The events and times of a journal whose every line is byte for byte as :func:`event_line` writes it,
    numbered from 1 and each ending in a newline; None for any other (the caller then reads it line by line,
    as :func:`parse_timed_line` does, to say which line is not).

    The file is decoded once and each line scanned in place, not cut out, decoded and called for: a cold
    ``stats`` reads 50,000 lines of 2,000 games here.  It keeps no line :func:`parse_timed_line` refuses:
    each is parsed and its checksum checked as there, and kept only when its text is the one the store
    writes (so a key given twice, white space, a BOM or a line run on past its newline is left to it)."""
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        return None
    events: list[JsonObject] = []
    times: list[str | None] = []
    scan, encode, end_of_text = _SCAN, _EVENT_JSON, len(text)
    at_line = 0
    while at_line < end_of_text:
        try:
            doc, end = scan(text, at_line)
        except (StopIteration, ValueError, RecursionError):
            return None
        if text[end:end + 1] != "\n" or type(doc) is not dict:
            return None
        number, event, at = doc.get("n"), doc.get("e"), doc.get("t")
        if (type(number) is not int or number != len(events) + 1 or type(event) is not dict
                or not (at is None or (type(at) is str and len(at) <= MAX_TIME_LENGTH))):
            return None
        body = encode(event)
        crc = doc.get("c")
        if type(crc) is not int or crc != _checksum(body, at) or "type" not in event:
            return None
        line = _line_text(number, body, at, crc)
        if len(line) != end - at_line or not text.startswith(line, at_line):
            return None
        events.append(event)
        times.append(at)
        at_line = end + 1
    return events, times


def line_time(raw: bytes) -> str | None:
    """When the entry of an intact journal line was stored (None: not said, or not an intact line)."""
    parsed = parse_timed_line(raw.rstrip(b"\n"))
    return None if parsed is None else parsed[2]


def _gives_a_key_twice(raw: bytes) -> bool:
    """Whether a journal line gives a key twice in one object (read strictly only when the line is not
    byte for byte as :func:`event_line` writes it, so reading a journal costs no more)."""
    try:
        json.loads(raw.decode("utf-8"), object_pairs_hook=unique_keys)
    except DuplicateKey:
        return True
    return False
