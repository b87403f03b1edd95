"""Text that is safe to print to a terminal.

Names and other text typed by people (or found in a hostile file) may hold
control characters: ESC starts a terminal escape sequence, a newline forges
an output line, NUL and BEL do worse.  Everything a command prints that came
from data goes through ``safe_text`` first, so a record can never steer the
terminal that reads it.
"""

from __future__ import annotations

import sys

from scorekeeper.progress import Thinned


JOINERS = frozenset("\u200c\u200d")  # zero-width non-joiner and joiner: part of Bengali, Hindi... spellings


def has_control_characters(text: str) -> bool:
    """Whether ``text`` holds a character a name may not hold (Unicode category C*: controls, format,
    surrogates, unassigned), a joiner inside a word excepted (see :func:`is_joiner_inside_a_word`)."""
    if text.isascii() and text.isprintable():  # the usual name: no need to load the Unicode tables
        return False
    import unicodedata

    return any(unicodedata.category(ch).startswith("C") and not is_joiner_inside_a_word(text, i)
               for i, ch in enumerate(text))


def is_joiner_inside_a_word(text: str, i: int) -> bool:
    """Whether ``text[i]`` is a zero-width (non-)joiner between two letters or marks.

    Indic scripts need them inside words ("র‍্যাব", the Bengali spelling of RAB, has one after its
    first letter); at a word's start or end, doubled or alone they only hide a difference between
    two names that look the same, so only this place is allowed.
    """
    if text[i] not in JOINERS or i == 0 or i == len(text) - 1:
        return False
    import unicodedata

    return all(unicodedata.category(text[j])[0] in "LM" for j in (i - 1, i + 1))


def safe_text(text: str) -> str:
    """``text`` with every control character shown as a visible escape (``\\x1b``, ``\\n``, ``\\u200e``)."""
    if not has_control_characters(text):
        return text
    import unicodedata

    return "".join(_escaped(ch) if unicodedata.category(ch).startswith("C") and not is_joiner_inside_a_word(text, i)
                   else ch for i, ch in enumerate(text))


def _escaped(ch: str) -> str:
    code = ord(ch)
    if code < 0x100:
        return f"\\x{code:02x}"
    if code < 0x10000:
        return f"\\u{code:04x}"
    return f"\\U{code:08x}"


def progress_line() -> "ProgressLine | None":
    """A line redrawn on standard error while long work goes on, or None when standard error is no terminal."""
    return ProgressLine() if sys.stderr.isatty() else None


class ProgressLine:
    """One line on the terminal, rewritten in place (``\\r``), cleared at the end; ``counted(text)`` is a
    ``(done, total)`` progress callback writing ``text`` with ``{done}`` and ``{total}``, thinned."""

    @property
    def clear(self) -> str:
        """What a line printed on standard output starts with so that it is not written after this one
        (nothing when standard output is not the terminal)."""
        return "\r\033[K" if sys.stdout.isatty() else ""

    def show(self, text: str) -> None:
        sys.stderr.write("\r\033[K" + safe_text(text))
        sys.stderr.flush()

    def counted(self, text: str) -> Thinned:
        return Thinned(lambda done, total: self.show(text.format(done=done, total=total)))

    def done(self) -> None:
        sys.stderr.write("\r\033[K")
        sys.stderr.flush()
