"""Spades' part of the new-game screen: the fixed partners, sitting opposite (the house rules are shown
from the settings' labels and meanings; the losing score may be left empty: never)."""

from __future__ import annotations

from typing import Mapping

from scorekeeper.jsontypes import JsonObject, JsonValue

from scorekeeper.ui.games.partners import opposite_partners_sections
from scorekeeper.ui.setup_context import DeviceDefault, TypedSetting, parse_optional_number
from scorekeeper.words import N_

OWN_SETTINGS: tuple[str, ...] = ()
# The players screen: this game's words for the shared tallies (None: a tally that means nothing where everyone
# bids), and its own measures where a player looks for them.
RECORD_LABELS: dict[str, str | None] = {
    "hands_bid": N_("Hands played"), "total_captured": N_("Tricks taken"), "bids_made": None, "bids_made_pct": None,
    "average_winning_bid": None, "largest_set_back": None,
}
RECORD_ORDER = ("games_played", "games_won", "hands_bid", "nils_bid", "nils_made", "nils_made_pct", "bags",
                "bags_per_game", "total_captured", "points")
TYPED = {"lose_at": TypedSetting(parse_optional_number)}  # the losing score, or none
DEVICE_DEFAULTS: tuple[DeviceDefault, ...] = ()
HAND_WORD = N_("Hand")  # what one round of play is called on the scoreboard
FIRST_TO_ACT = N_("bids first")
sections = opposite_partners_sections


def adjust(given: JsonObject, count: int, preferences: Mapping[str, object]) -> JsonObject:
    return given


def hidden(shown: Mapping[str, JsonValue]) -> set[str]:
    """The bag penalty means nothing with bags off."""
    return {"bag_penalty"} if shown.get("bag_limit") == 0 else set()


def default_text(name: str, shown: Mapping[str, JsonValue]) -> str | None:
    return None
