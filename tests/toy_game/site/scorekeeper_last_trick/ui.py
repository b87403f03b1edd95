"""Last trick at the table: one part, a button per seat; a tap stores who took the last trick."""

from __future__ import annotations

from typing import TYPE_CHECKING

from scorekeeper.rules.events import Event
from scorekeeper.rules.hand_base import HandPhase
from scorekeeper.rules.settings import setting_int
from scorekeeper.ui.games import SeatsPart, TablePanel

from . import LastTrick, LastTrickHand


class TakerPart(SeatsPart[LastTrickHand]):
    def event(self, player: str) -> Event:
        return LastTrick(player, setting_int(self.ctx.game.settings, "cards"))


class Panel(TablePanel):
    hand_type = LastTrickHand
    phases = {HandPhase.PLAY: TakerPart}


if TYPE_CHECKING:  # mypy checks the panel against what the app asks
    from scorekeeper.ui.games import GamePanel
    _checked: GamePanel = Panel()
