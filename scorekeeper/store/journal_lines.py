"""One line of a game's journal: how an entry is written, and read back only when it is whole and intact.

``{"n": 7, "e": {...event...}, "t": "<when stored>", "c": <crc32 of the event and the time>}``, one a
line (``gamefiles.py`` says why a journal).  Apart from the journal's files because the corrections'
repairs (``journal_repair.py``) and the tests write and read single lines too.
"""

from __future__ import annotations

import json
import zlib

from scorekeeper.jsonfile import DuplicateKey, unique_keys
from scorekeeper.jsontypes import JsonObject


# One encoder each, made once: ``json.dumps`` with any option builds a new encoder a call, which cost more
# than the encoding itself when a season reads 300,000 lines (the same text, byte for byte).
_EVENT_JSON = json.JSONEncoder(ensure_ascii=False, separators=(",", ":"), sort_keys=True).encode
_TIME_JSON = json.JSONEncoder(ensure_ascii=False).encode

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
        doc = json.loads(raw.decode("utf-8"))
    except (UnicodeDecodeError, ValueError, RecursionError):
        return None
    if not isinstance(doc, dict) or not isinstance(doc.get("n"), int) or not isinstance(doc.get("e"), dict):
        return None
    at = doc.get("t")
    if at is not None and (not isinstance(at, str) or len(at) > MAX_TIME_LENGTH):
        return None
    body = _EVENT_JSON(doc["e"])
    if doc.get("c") != _checksum(body, at) or "type" not in doc["e"]:
        return None
    if raw != _line_text(doc["n"], body, at, doc["c"]).encode("utf-8") and _gives_a_key_twice(raw):
        return None  # not as the store writes it: a key given twice is damage, never a choice of which wins
    return doc["n"], doc["e"], at


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
