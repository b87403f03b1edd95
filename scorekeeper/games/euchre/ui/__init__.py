"""Euchre's screens: the table panel (setup and corrections: their modules); the race is the shared bars."""

from __future__ import annotations

from scorekeeper.rules import Event, Game
from scorekeeper.rules.interface import PlayedHand
from scorekeeper.ui.corrections import GameCorrections
from scorekeeper.ui.games import GamePanel, TableContext, TablePanel
from scorekeeper.ui.games.setup_context import GameSetup

from . import corrections, setup
from .table import EuchreTable, contract_line, describe


class Panel(TablePanel):
    """Euchre behind the ``GamePanel`` interface."""

    table_class = EuchreTable
    correction_editors: GameCorrections = corrections
    new_game_settings: GameSetup = setup.SETUP

    def contract(self, game: Game, hand: PlayedHand) -> str:
        return contract_line(hand)

    def undone(self, ctx: TableContext, event: Event) -> str:
        return describe(event)

    def entry_words(self, before: Game, event: Event) -> str:
        return describe(event)  # an entry says itself: nothing of the hand before it is needed

    def tap_words(self, ctx: TableContext, kind: str, value: int | str) -> str:
        return str(value)


def _panel_check() -> GamePanel:
    """mypy checks the panel against the interface the app asks (``GamePanel``)."""
    return Panel()
