"""Rook's UI: the table panel (auction, trump, tricks, nest, totals, result), setup and corrections."""

from __future__ import annotations

from scorekeeper.rules import Event
from scorekeeper.ui.corrections import GameCorrections
from scorekeeper.ui.games import GamePanel, TableContext, TablePanel
from scorekeeper.ui.games.setup_context import GameSetup

from . import corrections, setup
from .table import RookTable, describe, give_back, tap_words


class Panel(TablePanel):
    """Rook behind the ``GamePanel`` interface."""

    table_class = RookTable
    # The screens' parts (modules), checked by mypy against what the app asks of them.
    correction_editors: GameCorrections = corrections
    new_game_settings: GameSetup = setup

    def undone(self, ctx: TableContext, event: Event) -> str:
        hand = ctx.game.table.current or ctx.game.table.hands[-1]
        give_back(ctx, event)
        return describe(event, hand)

    def tap_words(self, ctx: TableContext, kind: str, value: int | str) -> str:
        return tap_words(ctx, kind, value)


def _panel_check() -> GamePanel:
    """mypy checks the panel against the interface the app asks (``GamePanel``)."""
    return Panel()
