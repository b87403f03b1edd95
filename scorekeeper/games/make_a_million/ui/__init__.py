"""Make-a-Million's UI: the table panel, the race bars, (setup and corrections: see their modules)."""

from __future__ import annotations

from scorekeeper.rules import Event, Game
from scorekeeper.rules.interface import PlayedHand
from scorekeeper.games.make_a_million.hand import MillionHand

from scorekeeper.ui.corrections import GameCorrections
from scorekeeper.ui.setup_context import GameSetup
from scorekeeper.ui.games import HandWordsPanel, TableContext
from .play import contract_line
from .table import MillionTable, describe, give_back, tap_words

from . import corrections, setup


class Panel(HandWordsPanel[MillionHand]):
    """Make-a-Million behind the ``GamePanel`` interface."""

    table_class = MillionTable
    # The screens' parts (modules), checked by mypy against what the app asks of them.
    correction_editors: GameCorrections = corrections
    new_game_settings: GameSetup = setup

    def words_of(self, event: Event, hand: MillionHand) -> str:
        return describe(hand.fmt, event, hand)  # the hand's amounts are written as the game's settings say

    def give_back(self, ctx: TableContext, event: Event, hand: MillionHand) -> None:
        give_back(ctx, event)

    def contract(self, game: Game, hand: PlayedHand) -> str:
        assert isinstance(hand, MillionHand)  # this game's panel is given this game's hands
        return contract_line(game, hand)

    def tap_words(self, ctx: TableContext, kind: str, value: int | str) -> str:
        return tap_words(ctx, kind, value)
