"""Spades' part of the new-game screen: the fixed partners, sitting opposite (the house rules are shown
from the settings' labels and meanings)."""

from __future__ import annotations

from typing import Any, Mapping

import flet as ft

from scorekeeper.games.twenty_nine.ui.setup import sections as partners_sections
from scorekeeper.ui.games.setup_context import SetupContext

OWN_SETTINGS: tuple[str, ...] = ()
# The players screen: this game's words for its tallies (None: a tally that means nothing where everyone bids).
RECORD_LABELS: dict[str, str | None] = {
    "hands_bid": "Hands played", "total_captured": "Tricks taken", "bids_made": None, "bids_made_pct": None,
    "average_winning_bid": None, "largest_set_back": None,
}
HAND_WORD = "Hand"  # what one round of play is called on the scoreboard
FIRST_TO_ACT = "bids first"


def sections(ctx: SetupContext) -> list[ft.Control]:
    return partners_sections(ctx)


def adjust(given: dict[str, Any], count: int, indian_default: bool) -> dict[str, Any]:
    return given


def hidden(shown: Mapping[str, Any]) -> set[str]:
    """The bag penalty means nothing with bags off."""
    return {"bag_penalty"} if not shown.get("bag_limit", 10) else set()


def default_text(name: str, shown: Mapping[str, Any]) -> str | None:
    return None
