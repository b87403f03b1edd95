"""A journal line is read as ``json.loads`` reads it, strictly: the quick paths for a line as the store writes it
(no white space around it, its text compared as text) accept and refuse exactly what the full reading does."""

from __future__ import annotations

import json

import pytest

from scorekeeper.store.journal_lines import _loads, event_line, parse_timed_line

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
