"""Rook's UI: the table panel (auction, trump, tricks, nest, totals, result), setup and corrections."""

from __future__ import annotations

from scorekeeper.games.rook import RookHand
from scorekeeper.rules import Event
from scorekeeper.ui.corrections import GameCorrections
from scorekeeper.ui.games import HandWordsPanel, TableContext
from scorekeeper.ui.setup_context import GameSetup

from . import corrections, setup
from .table import RookTable, describe, give_back, tap_words


class Panel(HandWordsPanel[RookHand]):
    """Rook behind the ``GamePanel`` interface."""

    table_class = RookTable
    words_of = staticmethod(describe)
    # The screens' parts (modules), checked by mypy against what the app asks of them.
    correction_editors: GameCorrections = corrections
    new_game_settings: GameSetup = setup

    def give_back(self, ctx: TableContext, event: Event, hand: RookHand) -> None:
        give_back(ctx, event)

    def tap_words(self, ctx: TableContext, kind: str, value: int | str) -> str:
        return tap_words(ctx, kind, value)
