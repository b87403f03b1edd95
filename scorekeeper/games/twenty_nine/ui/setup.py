"""Twenty-nine's part of the new-game screen: the fixed partners, sitting opposite."""

from __future__ import annotations

from typing import Any, Mapping

import flet as ft

from scorekeeper.i18n.translate import gettext
from scorekeeper.ui import theme
from scorekeeper.ui.widgets import body, card, heading
from scorekeeper.games.make_a_million.ui.setup import sides_text
from scorekeeper.ui.games.setup_context import DeviceDefault, SetupContext, TypedSetting, parse_optional_number
from scorekeeper.words import N_

OWN_SETTINGS: tuple[str, ...] = ()
RECORD_LABELS = {"total_captured": N_("Card points captured")}  # the players screen: this game's words for its tallies
RECORD_ORDER: tuple[str, ...] = ()
TYPED = {"double_from": TypedSetting(parse_optional_number)}  # the bid from which a hand counts double, or none
DEVICE_DEFAULTS: tuple[DeviceDefault, ...] = ()
HAND_WORD = N_("Hand")  # what one round of play is called on the scoreboard
FIRST_TO_ACT = N_("calls first")


def sections(ctx: SetupContext) -> list[ft.Control]:
    lines: list[ft.Control] = [body(gettext("Fixed partners sitting opposite (seats 1 + 3 against 2 + 4)"), size=theme.SMALL)]
    if len(ctx.seats) == 4:
        lines.append(body(sides_text(ctx.seats), key="sides", weight=ft.FontWeight.W_600))
    return [card(heading(gettext("Partners"), size=20), *lines, key="partnership-section")]


def adjust(given: dict[str, Any], count: int, preferences: Mapping[str, object]) -> dict[str, Any]:
    return given


def hidden(shown: Mapping[str, Any]) -> set[str]:
    return set()


def default_text(name: str, shown: Mapping[str, Any]) -> str | None:
    return None
