"""Rook's UI: the table panel (auction, trump, tricks, nest, totals, result), setup and corrections."""

from __future__ import annotations

from scorekeeper.rules import Event
from scorekeeper.ui.games import TableContext, TablePanel

from .table import RookTable, describe, give_back, tap_words


class Panel(TablePanel):
    """Rook behind the ``GamePanel`` interface."""

    table_class = RookTable
    from . import corrections as correction_editors, setup as new_game_settings  # screens' parts

    def undone(self, ctx: TableContext, event: Event) -> str:
        hand = ctx.game.table.current or ctx.game.table.hands[-1]
        give_back(ctx, event)
        return describe(event, hand)

    def tap_words(self, ctx: TableContext, kind: str, value: int | str) -> str:
        return tap_words(ctx, kind, value)
