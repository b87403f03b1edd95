"""Gin Rummy at the table: a tap on who went out, a tap on how, then the deadwood difference on a keypad."""

from __future__ import annotations

from typing import TYPE_CHECKING, Sequence

import flet as ft

from scorekeeper.i18n.translate import gettext
from scorekeeper.rules.events import Event
from scorekeeper.ui.games import SeatsPart, TableContext, TablePanel
from scorekeeper.ui.games.choices import ChoicesPart
from scorekeeper.ui.widgets import Keypad, heading
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


class DeadwoodPart(ft.Column):
    """The hand's prompt and a keypad: Save stores the deadwood difference typed."""

    def __init__(self, ctx: TableContext) -> None:
        self.ctx = ctx
        self.title = heading("", key="hand-prompt", size=20)
        super().__init__([self.title, Keypad("deadwood", self._typed, done_label=gettext("Save"), max_digits=3)],
                         spacing=12, tight=True)

    def refresh(self, hand: GinHand) -> None:
        self.title.value = hand.prompt()

    def _typed(self, value: int) -> bool:
        return self.ctx.act(Deadwood(value))


class Panel(TablePanel):
    hand_type = GinHand
    phases = {GinPhase.OUT: OutPart, GinPhase.HOW: HowPart, GinPhase.DEADWOOD: DeadwoodPart}


if TYPE_CHECKING:  # mypy checks the panel against what the app asks
    from scorekeeper.ui.games import GamePanel
    _checked: GamePanel = Panel()
