"""Text that is safe to print to a terminal.

Names and other text typed by people (or found in a hostile file) may hold
control characters: ESC starts a terminal escape sequence, a newline forges
an output line, NUL and BEL do worse.  Everything a command prints that came
from data goes through ``safe_text`` first, so a record can never steer the
terminal that reads it.
"""

from __future__ import annotations



def has_control_characters(text: str) -> bool:
    """Whether ``text`` holds a character a name may not hold (Unicode category C*: controls, format,
    surrogates, unassigned)."""
    if text.isascii() and text.isprintable():  # the usual name: no need to load the Unicode tables
        return False
    import unicodedata

    return any(unicodedata.category(ch).startswith("C") for ch in text)


def safe_text(text: str) -> str:
    """``text`` with every control character shown as a visible escape (``\\x1b``, ``\\n``, ``\\u200e``)."""
    if not has_control_characters(text):
        return text
    import unicodedata

    return "".join(_escaped(ch) if unicodedata.category(ch).startswith("C") else ch for ch in text)


def _escaped(ch: str) -> str:
    code = ord(ch)
    if code < 0x100:
        return f"\\x{code:02x}"
    if code < 0x10000:
        return f"\\u{code:04x}"
    return f"\\U{code:08x}"
