"""Spades' screens: the table panel, the race from −200 to the target (setup and corrections: their modules)."""

from __future__ import annotations

import flet as ft

from scorekeeper.rules import Event, Game

from scorekeeper.ui.games import TableContext, TablePanel
from .race import SpadesBars
from .table import SpadesTable, describe


class Panel(TablePanel):
    """Spades behind the ``GamePanel`` interface."""

    table_class = SpadesTable
    from . import corrections as correction_editors, setup as new_game_settings  # screens' parts

    def race(self, game: Game) -> ft.Control:
        return SpadesBars(game)

    def take_back(self, ctx: TableContext) -> str | None:
        assert isinstance(self.table, SpadesTable)
        return self.table.take_back()

    def undone(self, ctx: TableContext, event: Event) -> str:
        hand = ctx.game.table.current or ctx.game.table.hands[-1]
        return describe(event, hand)
