"""Seven Up's part of the new-game screen: with four seated, who plays with whom."""

from __future__ import annotations

import flet as ft

from scorekeeper.i18n.translate import gettext
from scorekeeper.ui import theme
from scorekeeper.ui.games.partners import sides_text
from scorekeeper.ui.setup_context import Setup, SetupContext
from scorekeeper.ui.widgets import body, card, heading
from scorekeeper.words import N_


class SevenUpSetup(Setup):
    """Two or three play each for himself; four play as two sides, partners opposite (shown once four are seated)."""

    # Seven Up counts points, not captured cards; and nobody bids (a beg is not a bid), so a player's record has no
    # bid lines, only the points, the jacks turned and who took High, Low, Jack and Game
    RECORD_LABELS = {"total_captured": None, "hands_bid": None, "bids_made": None, "bids_made_pct": None,
                     "average_winning_bid": None, "largest_set_back": None}
    FIRST_TO_ACT = N_("stands or begs")

    def sections(self, ctx: SetupContext) -> list[ft.Control]:
        if len(ctx.seats) != 4:
            return []
        return [card(heading(gettext("Partners"), size=20),
                     body(gettext("Fixed partners sitting opposite (seats 1 + 3 against 2 + 4)"), size=theme.SMALL),
                     body(sides_text(ctx.seats), key="sides", weight=ft.FontWeight.W_600), key="partnership-section")]


setup = SevenUpSetup()
