"""Hearts at the table: the points each took on − / + steppers (0 to 26), saved as the hand's one entry."""

from __future__ import annotations

from typing import TYPE_CHECKING

from scorekeeper.rules.hand_base import HandPhase
from scorekeeper.ui.games import TablePanel
from scorekeeper.ui.games.numbers import NumbersEntryPart
from scorekeeper.words import N_

from . import PENALTIES, HeartsHand, PointsTaken


class PointsPart(NumbersEntryPart[HeartsHand]):
    WHAT = "points"
    SAVE = N_("Save the points")
    ENTRY = PointsTaken

    def most(self, hand: HeartsHand) -> int:
        return PENALTIES


class Panel(TablePanel):
    hand_type = HeartsHand
    phases = {HandPhase.PLAY: PointsPart}


if TYPE_CHECKING:  # mypy checks the panel against what the app asks
    from scorekeeper.ui.games import GamePanel
    _checked: GamePanel = Panel()
