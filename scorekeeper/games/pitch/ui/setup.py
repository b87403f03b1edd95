"""Auction Pitch's part of the new-game screen: each for himself, or (four players) two fixed sides."""

from __future__ import annotations

from typing import Mapping

import flet as ft

from scorekeeper.jsontypes import JsonValue
from scorekeeper.ui.games.partners import opposite_partners_sections
from scorekeeper.ui.setup_context import Setup, SetupContext


class PitchSetup(Setup):
    """Fixed partners are shown once chosen; at a table of other than four each plays for himself."""

    RECORD_LABELS: Mapping[str, str | None] = {"total_captured": None}  # Pitch counts points, not captured cards
    FIRST_TO_ACT = "calls first"

    def sections(self, ctx: SetupContext) -> list[ft.Control]:
        """With fixed partners and four seated: who plays with whom."""
        return opposite_partners_sections(ctx) if ctx.shown.get("partnership") == "fixed" else []

    def adjust(self, given: dict[str, JsonValue], count: int,
               preferences: Mapping[str, object]) -> dict[str, JsonValue]:
        """Fixed partners need four players: at another table size each plays for himself."""
        if count != 4 and given.get("partnership") == "fixed":
            return {**given, "partnership": "none"}
        return given


setup = PitchSetup()
