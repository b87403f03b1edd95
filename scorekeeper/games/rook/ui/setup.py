"""Rook's part of the new-game screen: fixed partners sitting opposite, as in Twenty-nine (its sections are
reused), the highest bid typed as a number or left empty, and its default in words."""

from __future__ import annotations

from typing import Any, Mapping

from scorekeeper.games.rook import DECKS
from scorekeeper.games.twenty_nine.ui.setup import (DEVICE_DEFAULTS, FIRST_TO_ACT, HAND_WORD, OWN_SETTINGS, RECORD_ORDER,
                                                    adjust, hidden, sections)
from scorekeeper.ui.games.setup_context import TypedSetting, parse_optional_number

RECORD_LABELS = {"total_captured": "Points captured"}  # the players screen: this game's words for its tallies
TYPED = {"max_bid": TypedSetting(parse_optional_number)}  # empty: the points in play (and the bonus)


def default_text(name: str, shown: Mapping[str, Any]) -> str | None:
    """The highest bid left empty: the points in play of the deck chosen, with the bonus when it is on."""
    deck = DECKS.get(str(shown.get("deck")))
    if name != "max_bid" or deck is None:
        return None
    bonus = shown.get("all_points_bonus")
    if isinstance(bonus, int) and bonus > 0:
        return f"{deck.points + bonus} (the points in play and the bonus)"
    return f"{deck.points} (the points in play)"


__all__ = ["DEVICE_DEFAULTS", "FIRST_TO_ACT", "HAND_WORD", "OWN_SETTINGS", "RECORD_LABELS", "RECORD_ORDER", "TYPED",
           "adjust", "default_text", "hidden", "sections"]
