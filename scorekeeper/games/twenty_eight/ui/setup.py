"""Twenty-eight's part of the new-game screen: the fixed partners, sitting opposite (the shared section)."""

from __future__ import annotations

from typing import Any, Mapping

from scorekeeper.jsontypes import JsonValue
from scorekeeper.ui.games.partners import opposite_partners_sections
from scorekeeper.ui.games.setup_context import DeviceDefault, TypedSetting, parse_optional_number
from scorekeeper.words import N_

OWN_SETTINGS: tuple[str, ...] = ()
RECORD_LABELS = {"total_captured": N_("Card points captured")}
RECORD_ORDER: tuple[str, ...] = ()
TYPED = {"double_from": TypedSetting(parse_optional_number), "max_hands": TypedSetting(parse_optional_number)}
DEVICE_DEFAULTS: tuple[DeviceDefault, ...] = ()
HAND_WORD = "Hand"
FIRST_TO_ACT = "calls first"
sections = opposite_partners_sections


def adjust(given: dict[str, Any], count: int, preferences: Mapping[str, object]) -> dict[str, Any]:
    return given


def hidden(shown: Mapping[str, JsonValue]) -> set[str]:
    return set()


def default_text(name: str, shown: Mapping[str, JsonValue]) -> str | None:
    return None
