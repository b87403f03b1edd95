"""Rook's UI: the table panel (auction, trump, tricks, nest, totals, result), setup and corrections."""

from __future__ import annotations

from scorekeeper.games.rook import RookHand
from scorekeeper.rules import Event, Game
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

    def entry_words(self, before: Game, event: Event) -> str:
        hand = before.table.current or before.table.hands[-1]
        assert isinstance(hand, RookHand)  # this game's panel is given this game's hands
        return describe(event, hand)

    def undone(self, ctx: TableContext, event: Event) -> str:
        hand = ctx.game.table.current or ctx.game.table.hands[-1]
        assert isinstance(hand, RookHand)  # this game's panel is given this game's hands
        give_back(ctx, event)
        return describe(event, hand)

    def tap_words(self, ctx: TableContext, kind: str, value: int | str) -> str:
        return tap_words(ctx, kind, value)


def _panel_check() -> GamePanel:
    """mypy checks the panel against the interface the app asks (``GamePanel``)."""
    return Panel()
