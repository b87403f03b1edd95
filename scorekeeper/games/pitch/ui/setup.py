"""Auction Pitch's part of the new-game screen: each for himself, or (four players) two fixed sides."""

from __future__ import annotations

from typing import Any, Mapping

import flet as ft

from scorekeeper.jsontypes import JsonValue
from scorekeeper.i18n.translate import gettext
from scorekeeper.ui import theme
from scorekeeper.ui.games.partners import sides_text
from scorekeeper.ui.games.setup_context import DeviceDefault, SetupContext, TypedSetting
from scorekeeper.ui.widgets import body, card, heading
from scorekeeper.words import N_

OWN_SETTINGS: tuple[str, ...] = ()
RECORD_LABELS: Mapping[str, str | None] = {"total_captured": None}  # Pitch counts points, not captured cards
RECORD_ORDER: tuple[str, ...] = ()
TYPED: Mapping[str, TypedSetting] = {}
DEVICE_DEFAULTS: tuple[DeviceDefault, ...] = ()
HAND_WORD = N_("Hand")
FIRST_TO_ACT = N_("calls first")


def sections(ctx: SetupContext) -> list[ft.Control]:
    """With fixed partners and four seated: who plays with whom."""
    if ctx.shown.get("partnership") != "fixed":
        return []
    lines: list[ft.Control] = [body(gettext("Fixed partners sitting opposite (seats 1 + 3 against 2 + 4)"),
                                    size=theme.SMALL)]
    if len(ctx.seats) == 4:
        lines.append(body(sides_text(ctx.seats), key="sides", weight=ft.FontWeight.W_600))
    return [card(heading(gettext("Partners"), size=20), *lines, key="partnership-section")]


def adjust(given: dict[str, Any], count: int, preferences: Mapping[str, object]) -> dict[str, Any]:
    """Fixed partners need four players: at another table size each plays for himself."""
    if count != 4 and given.get("partnership") == "fixed":
        return {**given, "partnership": "none"}
    return given


def hidden(shown: Mapping[str, JsonValue]) -> set[str]:
    return set()


def default_text(name: str, shown: Mapping[str, JsonValue]) -> str | None:
    return None
