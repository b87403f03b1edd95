"""The games Scorekeeper knows: a game's id → its module.

Every module offers the same interface (``interface.GameModule``); nothing
else in the code asks which game it is.  A new game is one new module and one
line in ``MODULES``.  mypy checks each module against the interface, and a
module that lacks part of it is refused at import, naming what is missing,
rather than failing later on a screen.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from . import exact_bid, make_a_million, twenty_nine
from .errors import AmountFormat, RuleError, grouped
from .interface import GameModule, missing_members

MODULES: tuple[GameModule, ...] = (make_a_million, exact_bid, twenty_nine)


def _checked(module: GameModule) -> GameModule:
    missing = missing_members(module)
    if missing:
        raise TypeError(f"the game module {module.KIND!r} lacks {', '.join(missing)}")
    return module


RULES: dict[str, GameModule] = {module.KIND: _checked(module) for module in MODULES}

# Every game by its id, for listings (the new-game choices, filters).
GAMES = RULES


def rules_for(kind: str) -> GameModule:
    """The module of game ``kind``; a RuleError listing the known games otherwise."""
    try:
        return RULES[kind]
    except KeyError:
        raise RuleError("unknown game {k!r}; known games: {known}", k=kind, known=", ".join(RULES)) from None


def amount_format(kind: str, settings: Mapping[str, Any] | None, *, short: bool = False) -> AmountFormat:
    """How a game of ``kind`` with these stored ``settings`` shows an amount: its ``format_amount``.

    Settings come from files (treated as hostile): a game whose kind or settings
    cannot be read gets plain grouped figures (``215,000``), so it still lists.
    """
    module = RULES.get(kind)
    if module is None or not isinstance(settings, Mapping):
        return grouped
    try:
        fmt = module.format_amount(settings, short=short)
        fmt(0)  # settings that lack what the format needs fail here, not on a screen
    except (KeyError, TypeError, ValueError):
        return grouped
    return fmt
