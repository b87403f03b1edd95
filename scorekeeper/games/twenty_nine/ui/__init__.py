"""Twenty-nine's UI: the table panel and the sixes (setup and corrections: see their modules)."""

from __future__ import annotations

import flet as ft

from scorekeeper.rules import Event, Game
from scorekeeper.games.twenty_nine.hand import TwentyNineHand

from scorekeeper.ui.corrections import GameCorrections
from scorekeeper.ui.games.setup_context import GameSetup
from scorekeeper.ui.games import TableContext, TablePanel
from scorekeeper.ui.games.sixes import Sixes
from .table import TwentyNineTable, give_back, tap_words
from .undone import describe

from . import corrections, setup


class Panel(TablePanel):
    """Twenty-nine behind the ``GamePanel`` interface."""

    table_class = TwentyNineTable
    # The screens' parts (modules), checked by mypy against what the app asks of them.
    correction_editors: GameCorrections = corrections
    new_game_settings: GameSetup = setup

    def race(self, game: Game) -> ft.Control:
        return Sixes(game)

    def entry_words(self, before: Game, event: Event) -> str:
        hand = before.table.current or before.table.hands[-1]
        assert isinstance(hand, TwentyNineHand)  # this game's panel is given this game's hands
        return describe(event, hand)

    def undone(self, ctx: TableContext, event: Event) -> str:
        hand = ctx.game.table.current or ctx.game.table.hands[-1]
        assert isinstance(hand, TwentyNineHand)  # this game's panel is given this game's hands
        give_back(ctx, event, hand)
        return describe(event, hand)

    def tap_words(self, ctx: TableContext, kind: str, value: int | str) -> str:
        return tap_words(ctx, kind, value)
