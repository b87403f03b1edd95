"""Euchre's part of the new-game screen: the fixed partners, sitting opposite (the house rules are shown from
the settings' labels and meanings)."""

from __future__ import annotations

from typing import Any, Mapping

from scorekeeper.jsontypes import JsonValue
from scorekeeper.ui.games.partners import opposite_partners_sections
from scorekeeper.ui.games.setup_context import DeviceDefault, TypedSetting
from scorekeeper.words import N_

OWN_SETTINGS: tuple[str, ...] = ()
# The players screen: this game's words for the shared tallies (None: one that means nothing here).
RECORD_LABELS: dict[str, str | None] = {
    "hands_bid": N_("Trump made"), "bids_made": N_("Made (3 tricks or more)"), "bids_made_pct": N_("Made %"),
    "average_winning_bid": None, "largest_set_back": None, "total_captured": None,
}
RECORD_ORDER = ("games_played", "games_won", "hands_bid", "bids_made", "bids_made_pct", "marches", "euchres", "alone",
                "points")
TYPED: dict[str, TypedSetting] = {}
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
