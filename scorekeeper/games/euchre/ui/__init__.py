"""Euchre's screens: the table panel (setup and corrections: their modules); the race is the shared bars."""

from __future__ import annotations

from scorekeeper.ui.games.partnership import partnership_panel

from . import corrections, setup
from .table import EuchreTable, contract_line

# Euchre behind the ``GamePanel`` interface (mypy checks ``EntryWordsPanel`` against it).
Panel = partnership_panel(EuchreTable, corrections.CORRECTIONS, setup.SETUP, contract_line)
