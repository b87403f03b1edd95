"""Euchre's part of the new-game screen: the fixed partners, sitting opposite (the house rules are shown from
the settings' labels and meanings)."""

from __future__ import annotations

from typing import Mapping

import flet as ft

from scorekeeper.ui.games.partners import opposite_partners_sections
from scorekeeper.ui.setup_context import Setup, SetupContext
from scorekeeper.words import N_


class EuchreSetup(Setup):
    """Nothing of its own beyond its settings but the partners opposite; the players screen's words."""

    FIRST_TO_ACT = "calls first"
    # The players screen: this game's words for the shared tallies (None: one that means nothing here).
    RECORD_LABELS: Mapping[str, str | None] = {
        "hands_bid": N_("Trump made"), "bids_made": N_("Made (3 tricks or more)"), "bids_made_pct": N_("Made %"),
        "average_winning_bid": None, "largest_set_back": None, "total_captured": None,
    }
    RECORD_ORDER = ("games_played", "games_won", "hands_bid", "bids_made", "bids_made_pct", "marches", "euchres",
                    "alone", "points")

    def sections(self, ctx: SetupContext) -> list[ft.Control]:
        return opposite_partners_sections(ctx)


SETUP = EuchreSetup()
