"""Make-a-Million's UI: the table panel, the race bars, (setup and corrections: see their modules)."""

from __future__ import annotations

from scorekeeper.rules import Event, Game
from scorekeeper.rules.interface import PlayedHand
from scorekeeper.games.make_a_million.hand import MillionHand

from scorekeeper.ui.corrections import GameCorrections
from scorekeeper.ui.games.setup_context import GameSetup
from scorekeeper.ui.games import TableContext, TablePanel
from .play import contract_line
from .table import MillionTable, describe, give_back, tap_words

from . import corrections, setup


class Panel(TablePanel):
    """Make-a-Million behind the ``GamePanel`` interface."""

    table_class = MillionTable
    # The screens' parts (modules), checked by mypy against what the app asks of them.
    correction_editors: GameCorrections = corrections
    new_game_settings: GameSetup = setup

    def entry_words(self, before: Game, event: Event) -> str:
        hand = before.table.current or before.table.hands[-1]
        assert isinstance(hand, MillionHand)  # this game's panel is given this game's hands
        return describe(before.rules.format_amount(before.settings), event, hand)

    def undone(self, ctx: TableContext, event: Event) -> str:
        game = ctx.game
        hand = game.table.current or game.table.hands[-1]
        assert isinstance(hand, MillionHand)  # this game's panel is given this game's hands
        give_back(ctx, event)
        return describe(ctx.fmt, event, hand)

    def contract(self, game: Game, hand: PlayedHand) -> str:
        assert isinstance(hand, MillionHand)  # this game's panel is given this game's hands
        return contract_line(game, hand)

    def tap_words(self, ctx: TableContext, kind: str, value: int | str) -> str:
        return tap_words(ctx, kind, value)
