"""The exact-bid variation's UI: the table panel and the score bars (setup and corrections: their modules)."""

from __future__ import annotations

from scorekeeper.rules import Game
from scorekeeper.rules.interface import PlayedHand
from scorekeeper.games.exact_bid.deal import ExactBidDeal

from scorekeeper.ui.corrections import GameCorrections
from scorekeeper.ui.setup_context import GameSetup
from scorekeeper.ui.games import HandWordsPanel
from .table import ExactBidTable, contract_line, describe

from . import corrections, setup


class Panel(HandWordsPanel[ExactBidDeal]):
    """The exact-bid variation behind the ``GamePanel`` interface."""

    table_class = ExactBidTable
    words_of = staticmethod(describe)
    # The screens' parts (modules), checked by mypy against what the app asks of them.
    correction_editors: GameCorrections = corrections
    new_game_settings: GameSetup = setup

    def contract(self, game: Game, hand: PlayedHand) -> str:
        return contract_line(game, hand)
