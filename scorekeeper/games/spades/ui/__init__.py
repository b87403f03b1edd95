"""Spades' screens: the table panel, the race from −200 to the target (setup and corrections: their modules)."""

from __future__ import annotations

from scorekeeper.games.spades import SpadesHand
from scorekeeper.rules import Game
from scorekeeper.rules.interface import PlayedHand

from scorekeeper.ui.corrections import GameCorrections
from scorekeeper.ui.games import HandWordsPanel
from scorekeeper.ui.setup_context import GameSetup
from .race import SpadesBars
from .table import SpadesTable, contract_line, describe

from . import corrections, setup


class Panel(HandWordsPanel[SpadesHand]):
    """Spades behind the ``GamePanel`` interface."""

    table_class = SpadesTable
    words_of = staticmethod(describe)
    # The screens' parts, checked by mypy against what the app asks of them.
    correction_editors: GameCorrections = corrections
    new_game_settings: GameSetup = setup.SETUP
    race_bars = SpadesBars

    def contract(self, game: Game, hand: PlayedHand) -> str:
        return contract_line(hand)
