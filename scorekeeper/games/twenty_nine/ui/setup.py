"""Twenty-nine's part of the new-game screen: the fixed partners, sitting opposite."""

from __future__ import annotations

from typing import Mapping

from scorekeeper.jsontypes import JsonObject, JsonValue

from scorekeeper.ui.games.partners import opposite_partners_sections
from scorekeeper.ui.setup_context import DeviceDefault, TypedSetting, parse_optional_number
from scorekeeper.words import N_

OWN_SETTINGS: tuple[str, ...] = ()
RECORD_LABELS = {"total_captured": N_("Card points captured")}  # the players screen: this game's words for its tallies
RECORD_ORDER: tuple[str, ...] = ()
TYPED = {"double_from": TypedSetting(parse_optional_number)}  # the bid from which a hand counts double, or none
DEVICE_DEFAULTS: tuple[DeviceDefault, ...] = ()
HAND_WORD = N_("Hand")  # what one round of play is called on the scoreboard
FIRST_TO_ACT = N_("calls first")
sections = opposite_partners_sections


def adjust(given: JsonObject, count: int, preferences: Mapping[str, object]) -> JsonObject:
    return given


def hidden(shown: Mapping[str, JsonValue]) -> set[str]:
    return set()


def default_text(name: str, shown: Mapping[str, JsonValue]) -> str | None:
    return None
