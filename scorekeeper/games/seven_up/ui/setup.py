"""Seven Up's part of the new-game screen: with four seated, who plays with whom."""

from __future__ import annotations

import flet as ft

from scorekeeper.ui.games.partners import opposite_partners_sections
from scorekeeper.ui.setup_context import Setup, SetupContext
from scorekeeper.words import N_


class SevenUpSetup(Setup):
    """Two or three play each for himself; four play as two sides, partners opposite (shown once four are seated)."""

    # Seven Up counts points, not captured cards; and nobody bids (a beg is not a bid), so a player's record has no
    # bid lines, only the points, the jacks turned and who took High, Low, Jack and Game
    RECORD_LABELS = {"total_captured": None, "hands_bid": None, "bids_made": None, "bids_made_pct": None,
                     "average_winning_bid": None, "largest_set_back": None}
    FIRST_TO_ACT = N_("stands or begs")

    def sections(self, ctx: SetupContext) -> list[ft.Control]:
        return opposite_partners_sections(ctx) if len(ctx.seats) == 4 else []


setup = SevenUpSetup()
