"""Five Hundred's part of the new-game screen: the fixed partners, sitting opposite (the house rules are shown
from the settings' labels and meanings; the losing score may be left empty: never)."""

from __future__ import annotations

from typing import Mapping

import flet as ft

from scorekeeper.ui.games.partners import opposite_partners_sections
from scorekeeper.ui.setup_context import Setup, SetupContext, TypedSetting, parse_optional_number
from scorekeeper.words import N_


class FiveHundredSetup(Setup):
    """The partners opposite, the losing score typed or left empty, the players screen's words."""

    FIRST_TO_ACT = "calls first"
    RECORD_LABELS: Mapping[str, str | None] = {
        "hands_bid": N_("Contracts"), "bids_made": N_("Contracts made"), "bids_made_pct": N_("Made %"),
        "average_winning_bid": None, "largest_set_back": None, "total_captured": None,
    }
    RECORD_ORDER = ("games_played", "games_won", "hands_bid", "bids_made", "bids_made_pct", "made_6", "made_7",
                    "made_8", "made_9", "made_10", "miseres_made", "slams", "points")
    TYPED: Mapping[str, TypedSetting] = {"lose_at": TypedSetting(parse_optional_number)}  # the losing score, or none

    def sections(self, ctx: SetupContext) -> list[ft.Control]:
        return opposite_partners_sections(ctx)


SETUP = FiveHundredSetup()
