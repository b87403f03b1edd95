"""Make-a-Million's UI: the table panel, the race bars, (setup and corrections: see their modules)."""

from __future__ import annotations

from scorekeeper.rules import Event

from scorekeeper.ui.games import TableContext, TablePanel
from .table import MillionTable, describe, give_back, tap_words


class Panel(TablePanel):
    """Make-a-Million behind the ``GamePanel`` interface."""

    table_class = MillionTable
    from . import corrections as correction_editors, setup as new_game_settings  # screens' parts

    def undone(self, ctx: TableContext, event: Event) -> str:
        game = ctx.game
        hand = game.table.current or game.table.hands[-1]
        give_back(ctx, event)
        return describe(ctx, event, hand)

    def tap_words(self, ctx: TableContext, kind: str, value: int | str) -> str:
        return tap_words(ctx, kind, value)
