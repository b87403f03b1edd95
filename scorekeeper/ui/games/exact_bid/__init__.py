"""The exact-bid variation's UI: the table panel and the score bars (setup and corrections: their modules)."""

from __future__ import annotations

import flet as ft

from scorekeeper.rules import Event, Game

from .. import ScoreBars, TableContext
from .table import ExactBidTable, describe


class Panel:
    """The exact-bid variation behind the ``GamePanel`` interface."""

    table: ExactBidTable
    from . import corrections as correction_editors, setup as new_game_settings  # screens' parts

    def build_table(self, ctx: TableContext) -> ft.Control:
        self.table = ExactBidTable(ctx)
        self.table.refresh()
        return self.table

    def refresh_table(self, ctx: TableContext) -> None:
        self.table.refresh()

    def race(self, game: Game) -> ft.Control:
        return ScoreBars(game)

    def undone(self, ctx: TableContext, event: Event) -> str:
        game = ctx.game
        deal = game.table.current or game.table.hands[-1]
        return describe(event, deal)
