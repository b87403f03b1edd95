"""Twenty-nine's UI: the table panel and the sixes (setup and corrections: see their modules)."""

from __future__ import annotations

import flet as ft

from scorekeeper.rules import Event, Game

from .. import TableContext
from .table import Sixes, TwentyNineTable, describe, give_back


class Panel:
    """Twenty-nine behind the ``GamePanel`` interface."""

    table: TwentyNineTable
    from . import corrections as correction_editors, setup as new_game_settings  # screens' parts

    def build_table(self, ctx: TableContext) -> ft.Control:
        self.table = TwentyNineTable(ctx)
        self.table.refresh()
        return self.table

    def refresh_table(self, ctx: TableContext) -> None:
        self.table.refresh()

    def race(self, game: Game) -> ft.Control:
        return Sixes(game)

    def undone(self, ctx: TableContext, event: Event) -> str:
        game = ctx.game
        hand = game.table.current or game.table.hands[-1]
        give_back(ctx, event, hand)
        return describe(event, hand)
