"""Gin Rummy at the table: a tap on who went out, a tap on how, then the deadwood difference on a keypad, each a
part of the toolkit."""

from __future__ import annotations

from typing import TYPE_CHECKING, Sequence

from scorekeeper.rules.events import Event
from scorekeeper.ui.games import SeatsPart, TableContext, TablePanel
from scorekeeper.ui.games.choices import ChoicesPart, NumberPart
from scorekeeper.words import word

from . import Deadwood, GinHand, GinPhase, HowOut, WentOut, WentOutHow


class OutPart(SeatsPart[GinHand]):
    EVENT = WentOut


class HowPart(ChoicesPart[GinHand, str]):
    KEY = "how"

    def choices(self, ctx: TableContext) -> Sequence[tuple[str, str]]:
        return [(str(how), word(how)) for how in HowOut]

    def event(self, value: str) -> Event:
        return WentOutHow(value)


class DeadwoodPart(NumberPart[GinHand]):
    KEY = "deadwood"

    def event(self, value: int) -> Event:
        return Deadwood(value)


class Panel(TablePanel):
    hand_type = GinHand
    phases = {GinPhase.OUT: OutPart, GinPhase.HOW: HowPart, GinPhase.DEADWOOD: DeadwoodPart}


if TYPE_CHECKING:  # mypy checks the panel against what the app asks
    from scorekeeper.ui.games import GamePanel
    _checked: GamePanel = Panel()
