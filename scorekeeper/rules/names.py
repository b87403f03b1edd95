"""Player names: what a name may be, and when two names are the same player.

A name is shown on every screen, printed by the command line and served to
every phone at the table, so it must be plain text of a sensible length.  Two
names are the same player when they read the same: compared after Unicode
normalisation (NFC) and case folding, "Ána" typed with one accented letter or
with an accent added to "A", and "ána", are one player.  Names are kept in
NFC.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Iterable, Sequence

from ..terminal import JOINERS, has_control_characters, is_joiner_inside_a_word
from scorekeeper.i18n.shown import number

from .errors import RuleError

MAX_NAME_LENGTH = 40  # "Maria Fernanda de la Cruz Villanueva" fits; a page of text does not


def stored_name(name: str) -> str:
    """The form a name is kept in (NFC): the same letters always as the same characters."""
    return name if name.isascii() else unicodedata.normalize("NFC", name)


def name_key(name: str) -> str:
    """What two names are compared by: the same key means the same player."""
    return unicodedata.normalize("NFC", stored_name(name).casefold())


def check_name_text(name: object) -> str:
    """A name that is non-empty plain text (a joiner only inside a word), or RuleError saying why not."""
    if not isinstance(name, str) or not name.strip():
        raise RuleError("player names must be non-empty text; got {p!r}", p=name)
    try:
        name.encode("utf-8")
    except UnicodeEncodeError:  # a lone surrogate ("\ud800" in JSON) cannot be printed or saved
        raise RuleError("player name {p!r} is not valid text (it holds a lone surrogate)", p=name) from None
    if has_control_characters(name):  # ESC, a line break, a bidi override: names must not steer a terminal
        if all(ch in JOINERS or is_joiner_inside_a_word(name, i) or not unicodedata.category(ch).startswith("C")
               for i, ch in enumerate(name)):
            raise RuleError("player name {p!r} has a zero-width joiner or non-joiner outside a word; it may only "
                            "stand between two letters, as in a Bengali or Hindi spelling", p=name)
        raise RuleError("player name {p!r} holds a control character; names are plain text", p=name)
    return name


def check_name_length(name: str) -> str:
    """A name of at most :data:`MAX_NAME_LENGTH` characters (counted in NFC), or RuleError saying so."""
    length = len(stored_name(name))
    if length > MAX_NAME_LENGTH:
        raise RuleError("A name can have at most {most} characters; {shown} has {n}", most=MAX_NAME_LENGTH,
                        shown=repr(name[:20] + "…"), n=number(length))
    return name


def first_same_name(names: Iterable[str]) -> tuple[str, str] | None:
    """The first two different names that are one player (an earlier name, a later one), or None."""
    seen: dict[str, str] = {}
    for name in names:
        earlier = seen.setdefault(name_key(name), name)
        if earlier != name:
            return earlier, name
    return None


def check_players(given: Sequence[object], *, new: bool = True) -> list[str]:
    """Names are non-empty plain text, each seated once: they are printed, stored and compared.

    ``new`` (a game being set up or imported): every name is also at most 40 characters, and two
    names that are one player (the same after NFC and case folding) are refused.  A stored game is
    read with only the first checks, so a game kept before these rules still opens.
    Returns the names, now known to be text.
    """
    players: list[str] = []
    for p in given:
        players.append(check_name_text(p))
        if new:
            check_name_length(players[-1])
    seen: set[str] = set()
    for p in players:
        if p in seen:
            raise RuleError("{p} is seated twice; every player needs a different name", p=p)
        seen.add(p)
    same = first_same_name(players) if new else None
    if same is not None:
        raise RuleError("{a} and {b} are the same name (compared ignoring case and how accents are typed); "
                        "every player needs a different name", a=same[0], b=same[1])
    return players
