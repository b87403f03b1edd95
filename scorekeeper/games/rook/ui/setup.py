"""Rook's part of the new-game screen: fixed partners sitting opposite (the toolkit's section), the highest bid
typed as a number or left empty, and its default in words."""

from __future__ import annotations

from typing import Mapping

from scorekeeper.jsontypes import JsonValue

from scorekeeper.games.rook import DECKS
from scorekeeper.i18n.translate import gettext
from scorekeeper.ui.games.partners import opposite_partners_sections
from scorekeeper.ui.setup_context import DeviceDefault, Setup, TypedSetting, parse_optional_number
from scorekeeper.words import N_

OWN_SETTINGS: tuple[str, ...] = ()
RECORD_ORDER: tuple[str, ...] = ()
DEVICE_DEFAULTS: tuple[DeviceDefault, ...] = ()
HAND_WORD = N_("Hand")  # what one round of play is called on the scoreboard
FIRST_TO_ACT = N_("calls first")
sections = opposite_partners_sections
_NOTHING_OF_ITS_OWN = Setup()  # the table size changes no setting, and every house rule applies
adjust, hidden = _NOTHING_OF_ITS_OWN.adjust, _NOTHING_OF_ITS_OWN.hidden

RECORD_LABELS = {"total_captured": N_("Points captured")}  # the players screen: this game's words for its tallies
TYPED = {"max_bid": TypedSetting(parse_optional_number)}  # empty: the points in play (and the bonus)


def default_text(name: str, shown: Mapping[str, JsonValue]) -> str | None:
    """The highest bid left empty: the points in play of the deck chosen, with the bonus when it is on."""
    deck = DECKS.get(str(shown.get("deck")))
    if name != "max_bid" or deck is None:
        return None
    bonus = shown.get("all_points_bonus")
    if isinstance(bonus, int) and bonus > 0:
        return gettext("{value} (the points in play and the bonus)").format(value=deck.points + bonus)
    return gettext("{points} (the points in play)").format(points=deck.points)


__all__ = ["DEVICE_DEFAULTS", "FIRST_TO_ACT", "HAND_WORD", "OWN_SETTINGS", "RECORD_LABELS", "RECORD_ORDER", "TYPED",
           "adjust", "default_text", "hidden", "sections"]
