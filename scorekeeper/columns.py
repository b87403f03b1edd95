"""Text laid out in columns for a terminal, measured as a terminal draws it.

``len`` counts code points, not the cells a terminal gives them: a Bengali or
Devanagari name carries vowel signs and viramas that draw on the letter before
them (no cell of their own), a Chinese or Japanese name takes two cells a
letter.  Padding by ``len`` pushes every column after such a name out of line.
Here a character's cells are 0 for combining marks, joiners and other format
characters, 2 for East Asian wide and full-width ones, 1 for the rest (the
rules of POSIX ``wcwidth``).  Pure functions: no terminal is asked here; the
command gives the width it found.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Callable, Sequence

ZERO_WIDTH_CATEGORIES = frozenset({"Mn", "Me", "Cf"})  # marks drawn on the letter before; joiners, format


def char_cells(ch: str) -> int:
    """The cells one character takes on a terminal: 0, 1 or 2."""
    if ch.isascii():
        return 1 if ch.isprintable() else 0
    if unicodedata.category(ch) in ZERO_WIDTH_CATEGORIES:
        return 0
    return 2 if unicodedata.east_asian_width(ch) in ("W", "F") else 1


def cells(text: str) -> int:
    """The cells ``text`` takes on a terminal (``len`` for plain ASCII)."""
    if text.isascii():
        return len(text)
    return sum(char_cells(ch) for ch in text)


def pad(text: str, width: int, *, right: bool = False) -> str:
    """``text`` filled with spaces to ``width`` cells, on the right (or, ``right``: aligned right)."""
    fill = " " * max(0, width - cells(text))
    return fill + text if right else text + fill


CLAUSES = (" · ", "; ")  # where a line of arithmetic breaks best: between sides, then between clauses


def wrap(text: str, width: int, breaks: Sequence[str] = CLAUSES) -> list[str]:
    """``text`` in lines of at most ``width`` cells: broken between sides (" · ") and clauses ("; ") where it
    can, else between words; a word longer than a line is cut between characters, never before a mark that
    belongs to the letter before it."""
    if width <= 0 or cells(text) <= width:
        return [text]
    for i, sep in enumerate(breaks):
        if sep in text:
            pieces = text.split(sep)
            parts = [p + sep.rstrip() for p in pieces[:-1]] + [pieces[-1]]
            return _pack(parts, width, lambda part: wrap(part, width, breaks[i + 1:]))
    return _pack(_words(text), width, lambda word: _cut(word, width))


OPERATORS = frozenset({"+", "−", "-", "→", "=", "×"})


def _words(text: str) -> list[str]:
    """The words of ``text``, a lone operator kept with the number after it: a line never ends in "+"."""
    words: list[str] = []
    for word in text.split(" "):
        if words and words[-1] in OPERATORS:
            words[-1] = f"{words[-1]} {word}"
        else:
            words.append(word)
    return words


def _pack(parts: list[str], width: int, split: Callable[[str], list[str]]) -> list[str]:
    """``parts`` joined by spaces into lines of at most ``width`` cells; a part too long for a line is split."""
    lines: list[str] = []
    line = ""
    for part in parts:
        candidate = f"{line} {part}" if line else part
        if cells(candidate) <= width:
            line = candidate
            continue
        if line:
            lines.append(line)
        pieces = split(part) if cells(part) > width else [part]
        lines.extend(pieces[:-1])
        line = pieces[-1]
    lines.append(line)
    return lines


def _cut(word: str, width: int) -> list[str]:
    """A word in pieces of at most ``width`` cells (a mark stays with its letter)."""
    pieces, piece = [], ""
    for ch in word:
        if piece and char_cells(ch) and cells(piece) + char_cells(ch) > width:
            pieces.append(piece)
            piece = ""
        piece += ch
    pieces.append(piece)
    return pieces


def table(rows: Sequence[Sequence[str]], right: Sequence[bool], *, width: int | None = None,
          wrapping: int = -1, narrowest: int = 20, gap: int = 2) -> list[str]:
    """``rows`` (the heading first) as aligned lines, each column as wide as its widest cell.

    With ``width`` (the terminal's), column ``wrapping`` gets what the others leave of it (at least
    ``narrowest`` cells) and its cells wrap onto lines of their own below the row, the other cells empty.
    """
    count = len(rows[0])
    widths = [max(cells(row[i]) for row in rows) for i in range(count)]
    if width is not None and 0 <= wrapping < count:
        others = sum(w for i, w in enumerate(widths) if i != wrapping) + gap * (count - 1)
        widths[wrapping] = min(widths[wrapping], max(narrowest, width - others))
    lines = []
    for row in rows:
        parts = [wrap(cell, widths[i]) if i == wrapping else [cell] for i, cell in enumerate(row)]
        for n in range(max(len(p) for p in parts)):
            cells_ = [pad(p[n] if n < len(p) else "", widths[i], right=right[i]) for i, p in enumerate(parts)]
            lines.append((" " * gap).join(cells_).rstrip())
    return lines
