"""What a game's own parts of the screens around the table are given, and what they offer.

The new-game screen builds a ``SetupContext``; each game's ``setup.py`` offers
(``GameSetup``): ``OWN_SETTINGS`` (settings shown in its own sections, not
among the house rules), ``FIRST_TO_ACT`` ("calls first" / "plays first"),
``HAND_WORD`` ("Hand" / "Deal"), ``RECORD_LABELS`` (its words for the players
screen's tallies), ``sections(ctx) -> list[ft.Control]``,
``adjust(given, count, indian_default) -> dict`` (the settings the table
chose, made valid for the table size), ``hidden(shown) -> set[str]`` (house
rules that do not apply to these settings) and ``default_text(name, shown)``
(a default shown in words, e.g. the color names).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Mapping, Protocol, Sequence

import flet as ft


@dataclass(frozen=True)
class SetupContext:
    seats: Sequence[str]  # the players seated so far, in seating order
    count: int  # how many will play
    shown: Mapping[str, Any]  # the settings as they stand (defaults overlaid with the changes)
    choose: Callable[[str, Any], None]  # set one setting (the screen refreshes)


class GameSetup(Protocol):
    OWN_SETTINGS: tuple[str, ...]
    FIRST_TO_ACT: str
    HAND_WORD: str
    RECORD_LABELS: Mapping[str, str | None]

    def sections(self, ctx: SetupContext) -> list[ft.Control]: ...

    def adjust(self, given: dict[str, Any], count: int, indian_default: bool) -> dict[str, Any]: ...

    def hidden(self, shown: Mapping[str, Any]) -> set[str]: ...

    def default_text(self, name: str, shown: Mapping[str, Any]) -> str | None: ...
