"""Five Hundred's part of the new-game screen: the fixed partners, sitting opposite (the house rules are shown
from the settings' labels and meanings; the losing score may be left empty: never)."""

from __future__ import annotations

from typing import Any, Mapping

from scorekeeper.jsontypes import JsonValue
from scorekeeper.ui.games.partners import opposite_partners_sections
from scorekeeper.ui.games.setup_context import DeviceDefault, TypedSetting, parse_optional_number
from scorekeeper.words import N_

OWN_SETTINGS: tuple[str, ...] = ()
# The players screen: this game's words for the shared tallies (None: one that means nothing here).
RECORD_LABELS: dict[str, str | None] = {
    "hands_bid": N_("Contracts"), "bids_made": N_("Contracts made"), "bids_made_pct": N_("Made %"),
    "average_winning_bid": None, "largest_set_back": None, "total_captured": None,
}
RECORD_ORDER = ("games_played", "games_won", "hands_bid", "bids_made", "bids_made_pct", "made_6", "made_7", "made_8",
                "made_9", "made_10", "miseres_made", "slams", "points")
TYPED: dict[str, TypedSetting] = {"lose_at": TypedSetting(parse_optional_number)}  # the losing score, or none
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
