"""Twenty-nine's UI: the table panel and the sixes (setup and corrections: see their modules)."""

from __future__ import annotations

from scorekeeper.games.twenty_nine.hand import TwentyNineHand

from scorekeeper.ui.corrections import GameCorrections
from scorekeeper.ui.setup_context import GameSetup
from scorekeeper.ui.games import HandWordsPanel, TableContext
from scorekeeper.ui.games.sixes import Sixes
from .table import TwentyNineTable, give_back, tap_words
from .undone import describe

from . import corrections, setup


class Panel(HandWordsPanel[TwentyNineHand]):
    """Twenty-nine behind the ``GamePanel`` interface."""

    table_class = TwentyNineTable
    words_of = staticmethod(describe)
    give_back = staticmethod(give_back)
    # The screens' parts, checked by mypy against what the app asks of them.
    correction_editors: GameCorrections = corrections.CORRECTIONS
    new_game_settings: GameSetup = setup.SETUP
    race_bars = Sixes

    def tap_words(self, ctx: TableContext, kind: str, value: int | str) -> str:
        return tap_words(ctx, kind, value)
