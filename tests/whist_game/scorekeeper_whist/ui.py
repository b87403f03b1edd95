"""Whist at the table: a button per suit names trump, then one tap on the first side's tricks (0 to 13) stores
the count; the other side took the rest."""

from __future__ import annotations

from typing import TYPE_CHECKING

import flet as ft

from scorekeeper.i18n.shown import number
from scorekeeper.i18n.translate import gettext
from scorekeeper.rules.bid_events import TrumpNamed
from scorekeeper.ui.games import TableContext, TablePanel
from scorekeeper.ui.widgets import big_button, grid, heading

from . import TRICKS, SidesTook, WhistHand, WhistPhase


class TrumpChoicePart(ft.Column):
    """The hand's prompt and a button per suit: one tap names trump."""

    def __init__(self, ctx: TableContext) -> None:
        self.ctx = ctx
        self.title = heading("", key="hand-prompt", size=20)
        suits = [big_button(c.label, f"trump-{c.key}", self._named, data=c.key)
                 for c in ctx.game.rules.trump_choices(ctx.game.settings)]
        super().__init__([self.title, grid(suits)], spacing=12, tight=True)

    def refresh(self, hand: WhistHand) -> None:
        self.title.value = hand.prompt()

    def _named(self, e: ft.ControlEvent) -> None:
        self.ctx.act(TrumpNamed(str(e.control.data)))


class SideTricksPart(ft.Column):
    """The hand's prompt (the first side's tricks) and a button per count, 0 to 13: the other side took the rest."""

    def __init__(self, ctx: TableContext) -> None:
        self.ctx = ctx
        self.title = heading("", key="hand-prompt", size=20)
        counts = [big_button(number(n), f"took-{n}", self._took, data=n, width=56) for n in range(TRICKS + 1)]
        super().__init__([self.title, grid(counts)], spacing=12, tight=True)

    def refresh(self, hand: WhistHand) -> None:
        self.title.value = hand.prompt()

    def _took(self, e: ft.ControlEvent) -> None:
        took = int(e.control.data)
        self.ctx.act(SidesTook(took, TRICKS - took))


class Panel(TablePanel):
    hand_type = WhistHand
    phases = {WhistPhase.TRUMP: TrumpChoicePart, WhistPhase.TRICKS: SideTricksPart}


if TYPE_CHECKING:  # mypy checks the panel against what the app asks
    from scorekeeper.ui.games import GamePanel
    _checked: GamePanel = Panel()
