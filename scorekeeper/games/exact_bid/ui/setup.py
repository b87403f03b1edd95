"""The exact-bid variation's part of the new-game screen: the edition (its colors and currency)."""

from __future__ import annotations

from typing import Mapping

from scorekeeper.jsontypes import JsonObject, JsonValue

import flet as ft

from scorekeeper.games.make_a_million.ui.setup import edition_section
from scorekeeper.games.make_a_million.ui.setup import TYPED as MILLION_TYPED
from scorekeeper.ui.setup_context import DeviceDefault, SetupContext, TypedSetting
from scorekeeper.words import N_

OWN_SETTINGS = ("edition",)
# The players screen: this game's words for its tallies (None: a tally that means nothing without a bidder).
RECORD_LABELS: dict[str, str | None] = {
    "hands_bid": N_("Deals played"), "total_captured": N_("Tricks taken"), "bids_made": None, "bids_made_pct": None,
    "average_winning_bid": None, "largest_set_back": None,
}
# Its own measures (exact hits, points) among the shared ones, where a player looks for them.
RECORD_ORDER = ("games_played", "games_won", "hands_bid", "bids_made", "bids_made_pct", "exact_hits", "exact_pct",
                "average_winning_bid", "largest_set_back", "total_captured", "points")
TYPED: dict[str, TypedSetting] = {"colors": MILLION_TYPED["colors"]}  # the edition's color names
DEVICE_DEFAULTS: tuple[DeviceDefault, ...] = ()
HAND_WORD = N_("Deal")  # what one round of play is called on the scoreboard
FIRST_TO_ACT = N_("plays first")


def sections(ctx: SetupContext) -> list[ft.Control]:
    return [edition_section(ctx)]


def adjust(given: JsonObject, count: int, preferences: Mapping[str, object]) -> JsonObject:
    return given


def hidden(shown: Mapping[str, JsonValue]) -> set[str]:
    return set()


def default_text(name: str, shown: Mapping[str, JsonValue]) -> str | None:
    from scorekeeper.games.make_a_million.ui.setup import default_text as colors_text

    return colors_text(name, shown)
