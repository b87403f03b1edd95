"""Auction Pitch's part of the new-game screen: each for himself, or (four players) two fixed sides."""

from __future__ import annotations

from typing import Mapping

import flet as ft

from scorekeeper.i18n.translate import gettext
from scorekeeper.jsontypes import JsonValue
from scorekeeper.ui import theme
from scorekeeper.ui.games.partners import sides_text
from scorekeeper.ui.setup_context import Setup, SetupContext
from scorekeeper.ui.widgets import body, card, heading


class PitchSetup(Setup):
    """Fixed partners are shown once chosen; at a table of other than four each plays for himself."""

    RECORD_LABELS: Mapping[str, str | None] = {"total_captured": None}  # Pitch counts points, not captured cards
    FIRST_TO_ACT = "calls first"

    def sections(self, ctx: SetupContext) -> list[ft.Control]:
        """With fixed partners and four seated: who plays with whom."""
        if ctx.shown.get("partnership") != "fixed":
            return []
        lines: list[ft.Control] = [body(gettext("Fixed partners sitting opposite (seats 1 + 3 against 2 + 4)"),
                                        size=theme.SMALL)]
        if len(ctx.seats) == 4:
            lines.append(body(sides_text(ctx.seats), key="sides", weight=ft.FontWeight.W_600))
        return [card(heading(gettext("Partners"), size=20), *lines, key="partnership-section")]

    def adjust(self, given: dict[str, JsonValue], count: int,
               preferences: Mapping[str, object]) -> dict[str, JsonValue]:
        """Fixed partners need four players: at another table size each plays for himself."""
        if count != 4 and given.get("partnership") == "fixed":
            return {**given, "partnership": "none"}
        return given


setup = PitchSetup()
