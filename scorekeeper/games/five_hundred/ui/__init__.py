"""Five Hundred's screens: the table panel (setup and corrections: their modules); the race is the shared
two-part bars, down to the losing score (−500) and up to the target."""

from __future__ import annotations

from scorekeeper.ui.games.below_zero import BelowZeroBars
from scorekeeper.ui.games.partnership import partnership_panel

from . import corrections, setup
from .table import FiveHundredTable, contract_line

# Five Hundred behind the ``GamePanel`` interface (mypy checks ``EntryWordsPanel`` against it).
Panel = partnership_panel(FiveHundredTable, corrections.CORRECTIONS, setup.SETUP, contract_line, BelowZeroBars)
