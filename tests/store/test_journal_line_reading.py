"""A journal line is read as ``json.loads`` reads it, strictly: the quick paths for a line as the store writes it
(no white space around it, its text compared as text) accept and refuse exactly what the full reading does."""

from __future__ import annotations

import json
import random

import pytest

from scorekeeper.store.journal_lines import _loads, event_line, intact_journal, parse_timed_line

TEXTS = ['{"a":1}', ' {"a":1}', '{"a":1} ', '\t{"a":1}\r\n', '{"a":1}\n', '\ufeff{"a":1}', '{"a":1}x',
         '{"a":1}{"b":2}', '{"a":NaN}', '[1]', '"x"', '', ' ', '{', '{"a":1} x']


@pytest.mark.parametrize("text", TEXTS)
def test_a_line_s_json_is_read_as_json_loads_reads_it(text: str) -> None:
    try:
        expected: object = json.loads(text)
    except ValueError:
        expected = ValueError
    try:
        got: object = _loads(text)
    except ValueError:
        got = ValueError
    assert got == expected


def test_a_line_as_written_one_with_spaces_and_one_giving_a_key_twice() -> None:
    line = event_line(3, {"type": "pass", "player": "Ann"}, "2026-12-05T21:04:09+05:30").rstrip(b"\n")
    assert parse_timed_line(line) == (3, {"player": "Ann", "type": "pass"}, "2026-12-05T21:04:09+05:30")
    spaced = b" " + line.replace(b'"n":3,', b'"n": 3, ') + b" "  # not as written, the same entry: read
    assert parse_timed_line(spaced) == (3, {"player": "Ann", "type": "pass"}, "2026-12-05T21:04:09+05:30")
    twice = line.replace(b'"n":3,', b'"n":2,"n":3,')  # a key given twice is damage, never a choice of which wins
    assert parse_timed_line(twice) is None
    assert parse_timed_line(line + b"x") is None


def _line_by_line(raw: bytes) -> tuple[list[object], list[str | None]] | None:
    """What reading ``raw`` line by line keeps when it keeps every line (numbered 1, 2, ..., each ending in a
    newline); None when it would stop short of the end."""
    lines = raw.split(b"\n")
    if lines[-1]:
        return None
    events: list[object] = []
    times: list[str | None] = []
    for line in lines[:-1]:
        parsed = parse_timed_line(line)
        if parsed is None or parsed[0] != len(events) + 1:
            return None
        events.append(parsed[1])
        times.append(parsed[2])
    return events, times


def _journals() -> list[bytes]:
    """Journals as the store writes them (times and none, text beyond ASCII), and each with one change: a
    byte changed or cut, white space, a key twice, a number written otherwise, a line run on past its end."""
    rng = random.Random(37)
    events = [{"type": "bid", "player": "Ånn \"A\"", "amount": 175000}, {"type": "pass", "player": "বব"},
              {"type": "trick", "winner": "Z", "money": [1, 2.5, None, True]}, {"type": "pass", "player": "B"}]
    written = []
    for length in (1, 2, 4, 9):
        timed = b"".join(event_line(n, events[n % 4], f"2026-12-05T21:0{n % 10}:09+05:30") for n in range(1, length + 1))
        untimed = b"".join(event_line(n, events[n % 4]) for n in range(1, length + 1))
        mixed = b"".join(event_line(n, events[n % 4], "2026-12-05T21:04:09Z" if n % 2 else None) for n in range(1, length + 1))
        written += [timed, untimed, mixed]
    changed = [b"", b"\n", b"\xef\xbb\xbf" + written[0]]
    swaps = [(b'"n":1,', b'"n": 1,'), (b'"n":1,', b'"n":true,'), (b'"n":1,', b'"n":1.0,'), (b'"n":1,', b'"n":1,"n":1,'),
             (b'"e":{', b'"e":{"type":"pass",'), (b',"c":', b',\n"c":'), (b',"c":', b',"c":-'), (b'"t":"', b'"t":"1'),
             (b"}\n", b"} \n"), (b"}\n", b"}\r\n"), (b"}\n", b"}"), (b'"type"', b'"typ\\u0065"'), (b"Z", b"\xff")]
    for journal in written:
        changed += [journal.replace(old, new, 1) for old, new in swaps]
        for _ in range(40):
            at = rng.randrange(len(journal))
            changed.append(journal[:at] + bytes([rng.randrange(256)]) + journal[at + 1:])
            changed.append(journal[:at] + journal[at + 1:])
    return written + changed


def test_a_journal_read_whole_keeps_what_reading_it_line_by_line_keeps() -> None:
    journals = _journals()
    kept = 0
    for raw in journals:
        whole = intact_journal(raw)
        assert whole is None or whole == _line_by_line(raw), raw
        kept += whole is not None
    assert all(intact_journal(raw) is not None for raw in journals[:12])  # every journal as written is read whole
    assert kept < len(journals) // 2  # and most changed ones are left to the line-by-line reading
