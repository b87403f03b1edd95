"""The exact-bid variation's UI: the table panel and the score bars (setup and corrections: their modules)."""

from __future__ import annotations

from scorekeeper.rules import Event, Game
from scorekeeper.rules.interface import PlayedHand
from scorekeeper.games.exact_bid.deal import ExactBidDeal

from scorekeeper.ui.corrections import GameCorrections
from scorekeeper.ui.games.setup_context import GameSetup
from scorekeeper.ui.games import TableContext, TablePanel
from .table import ExactBidTable, contract_line, describe

from . import corrections, setup


class Panel(TablePanel):
    """The exact-bid variation behind the ``GamePanel`` interface."""

    table_class = ExactBidTable
    # The screens' parts (modules), checked by mypy against what the app asks of them.
    correction_editors: GameCorrections = corrections
    new_game_settings: GameSetup = setup

    def take_back(self, ctx: TableContext) -> str | None:
        """The last − or + tap of the bids or tricks being entered comes back first."""
        assert isinstance(self.table, ExactBidTable)
        return self.table.take_back()

    def contract(self, game: Game, hand: PlayedHand) -> str:
        return contract_line(game, hand)

    def entry_words(self, before: Game, event: Event) -> str:
        hand = before.table.current or before.table.hands[-1]
        assert isinstance(hand, ExactBidDeal)  # this game's panel is given this game's hands
        return describe(event, hand)

    def undone(self, ctx: TableContext, event: Event) -> str:
        game = ctx.game
        deal = game.table.current or game.table.hands[-1]
        assert isinstance(deal, ExactBidDeal)  # this game's panel is given this game's deals
        return describe(event, deal)
