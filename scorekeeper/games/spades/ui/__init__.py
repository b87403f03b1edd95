"""Spades' screens: the table panel, the race from −200 to the target (setup and corrections: their modules)."""

from __future__ import annotations

import flet as ft

from scorekeeper.games.spades import SpadesHand
from scorekeeper.rules import Event, Game
from scorekeeper.rules.interface import PlayedHand

from scorekeeper.ui.corrections import GameCorrections
from scorekeeper.ui.games import GamePanel, TableContext, TablePanel
from scorekeeper.ui.games.setup_context import GameSetup
from .race import SpadesBars
from .table import SpadesTable, contract_line, describe

from . import corrections, setup


class Panel(TablePanel):
    """Spades behind the ``GamePanel`` interface."""

    table_class = SpadesTable
    # The screens' parts (modules), checked by mypy against what the app asks of them.
    correction_editors: GameCorrections = corrections
    new_game_settings: GameSetup = setup

    def race(self, game: Game) -> ft.Control:
        return SpadesBars(game)

    def contract(self, game: Game, hand: PlayedHand) -> str:
        return contract_line(hand)

    def take_back(self, ctx: TableContext) -> str | None:
        assert isinstance(self.table, SpadesTable)
        return self.table.take_back()

    def entry_words(self, before: Game, event: Event) -> str:
        hand = before.table.current or before.table.hands[-1]
        assert isinstance(hand, SpadesHand)  # this game's panel is given this game's hands
        return describe(event, hand)

    def undone(self, ctx: TableContext, event: Event) -> str:
        hand = ctx.game.table.current or ctx.game.table.hands[-1]
        assert isinstance(hand, SpadesHand)  # this game's panel is given this game's hands
        return describe(event, hand)


def _panel_check() -> GamePanel:
    """mypy checks the panel against the interface the app asks (``GamePanel``)."""
    return Panel()
