"""Make-a-Million's UI: the table panel, the race bars, (setup and corrections: see their modules)."""

from __future__ import annotations

import flet as ft

from scorekeeper.rules import Event, Game

from .. import ScoreBars, TableContext
from .table import MillionTable, describe, give_back


class Panel:
    """Make-a-Million behind the ``GamePanel`` interface."""

    table: MillionTable
    from . import corrections as correction_editors, setup as new_game_settings  # screens' parts

    def build_table(self, ctx: TableContext) -> ft.Control:
        self.table = MillionTable(ctx)
        self.table.refresh()
        return self.table

    def refresh_table(self, ctx: TableContext) -> None:
        self.table.refresh()

    def race(self, game: Game) -> ft.Control:
        return ScoreBars(game)

    def undone(self, ctx: TableContext, event: Event) -> str:
        game = ctx.game
        hand = game.table.current or game.table.hands[-1]
        give_back(ctx, event)
        return describe(ctx, event, hand)
