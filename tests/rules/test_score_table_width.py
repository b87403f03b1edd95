"""`scorekeeper score`'s table measured as a terminal draws it, and wrapped to the terminal's width."""

from __future__ import annotations

import fcntl
import json
import os
import pty
import struct
import subprocess
import sys
import termios

import pytest

from hypothesis import given, strategies as st

from scorekeeper.columns import cells, pad, wrap
from scorekeeper.rules import game_from_record, table_text
from tests.conftest import EXAMPLES, load_example

NAMES = {"North": "রাহুল", "East": "अनिल", "South": "সুমিত্রা", "West": "李明"}


def named_record() -> dict:
    """The royals-against example with a Bengali, a Hindi and a Chinese name at the table."""
    text = json.dumps(load_example("twenty-nine-royals-against"), ensure_ascii=False)
    for english, name in NAMES.items():
        text = text.replace(f'"{english}"', f'"{name}"')
    return json.loads(text)


def test_a_name_takes_the_cells_a_terminal_gives_it_not_its_code_points():
    assert [(len(n), cells(n)) for n in NAMES.values()] == [(5, 4), (4, 4), (8, 6), (2, 4)]
    assert pad("সুমিত্রা", 8) == "সুমিত্রা  " and pad("李明", 6, right=True) == "  李明"


def test_bengali_devanagari_and_wide_names_keep_the_columns_in_line():
    lines = table_text(game_from_record(named_record())).splitlines()
    assert lines[2:4] == [
        "Hand  Dealer  Result" + " " * 78 + "রাহুল+সুমিত্রা  अनिल+李明",
        "1     李明    রাহুল+সুমিত্রা set back: 18 < target 19 (bid 15, moved by the royals) → −1 game point"
        "           −1          0"]
    assert [cells(line) for line in lines[2:4]] == [120, 120]  # the last column ends in the same cell


def test_a_spades_table_wraps_each_hands_arithmetic_under_its_row_at_60_columns():
    lines = table_text(game_from_record(load_example("spades-bag-penalty")), 60).splitlines()
    assert lines[2:9] == [
        "Hand  Dealer  Result                           Ann+Cy  Bo+Di",
        "1     Di      Ann+Cy contract 5, took 9: +50       54     40",
        "              + 4 bags ·",
        "              Bo+Di contract 4, took 4: +40",
        "2     Ann     Ann+Cy contract 4, took 8: +40       98     81",
        "              + 4 bags ·",
        "              Bo+Di contract 4, took 5: +40"]
    assert max(cells(line) for line in lines) <= 60


def test_without_a_width_each_hand_stays_on_one_line_for_the_programs_that_read_it():
    lines = table_text(game_from_record(load_example("spades-bag-penalty"))).splitlines()
    assert lines[3].startswith("1     Di      Ann+Cy contract 5, took 9: +50 + 4 bags · Bo+Di contract 4, took 4: +40 ")
    assert lines[3].endswith("  54     40")
    assert len(lines) == 10


@given(st.text(alphabet="ab রাহুলসুমিত্রাअनिल李明·;+", max_size=80), st.integers(min_value=4, max_value=40))
def test_wrapping_keeps_every_character_and_no_line_is_wider_than_asked_unless_one_letter_is(text, width):
    lines = wrap(text, width)
    assert "".join(lines).replace(" ", "") == text.replace(" ", "")
    assert all(cells(line) <= width or len(line.replace(" ", "")) <= 2 for line in lines)


def score_process(columns: int | None) -> list[str]:
    """`scorekeeper score` of the Spades example on a terminal ``columns`` wide (a pseudo-terminal), or
    into a pipe (None)."""
    command = [sys.executable, "-m", "scorekeeper", "score", str(EXAMPLES / "spades-bag-penalty.json")]
    env = {k: v for k, v in os.environ.items() if k not in ("COLUMNS", "LINES")}
    if columns is None:
        done = subprocess.run(command, capture_output=True, env=env, timeout=60)
        assert done.returncode == 0 and done.stderr == b""
        return done.stdout.decode().splitlines()
    leader, follower = pty.openpty()
    fcntl.ioctl(follower, termios.TIOCSWINSZ, struct.pack("HHHH", 24, columns, 0, 0))
    try:
        done = subprocess.run(command, stdout=follower, stderr=subprocess.PIPE, env=env, timeout=60)
        os.close(follower)
        out = b""
        while chunk := _read(leader):
            out += chunk
    finally:
        os.close(leader)
    assert done.returncode == 0 and done.stderr == b""
    return out.decode().replace("\r\n", "\n").splitlines()


def _read(fd: int) -> bytes:
    try:
        return os.read(fd, 65536)
    except OSError:  # the terminal's other end is closed: everything is read
        return b""


@pytest.mark.skipif(not hasattr(os, "openpty"), reason="needs a pseudo-terminal")
def test_the_score_command_wraps_to_the_terminals_columns_and_leaves_a_pipe_its_whole_lines():
    on_terminal = score_process(60)
    assert on_terminal[3:6] == ["1     Di      Ann+Cy contract 5, took 9: +50       54     40",
                                "              + 4 bags ·", "              Bo+Di contract 4, took 4: +40"]
    assert max(cells(line) for line in on_terminal) == 60
    assert max(cells(line) for line in score_process(None)) == 119
