"""Five Hundred's screens: the table panel (setup and corrections: their modules); the race is the shared bars."""

from __future__ import annotations

from scorekeeper.ui.corrections import GameCorrections
from scorekeeper.ui.games.partnership import EntryWordsPanel
from scorekeeper.ui.setup_context import GameSetup

from . import corrections, setup
from .table import FiveHundredTable, contract_line, describe


class Panel(EntryWordsPanel):
    """Five Hundred behind the ``GamePanel`` interface (mypy checks ``EntryWordsPanel`` against it):
    each entry says itself (``describe``)."""

    table_class = FiveHundredTable
    correction_editors: GameCorrections = corrections.CORRECTIONS
    new_game_settings: GameSetup = setup.SETUP

    contract_of = staticmethod(contract_line)
    words_of = staticmethod(describe)
