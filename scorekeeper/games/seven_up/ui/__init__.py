"""Seven Up's screens: the table (before play and the four points, then the result), setup and corrections."""

from __future__ import annotations

from scorekeeper.games.seven_up import SevenUpHand
from scorekeeper.rules.hand_base import HandPhase
from scorekeeper.ui.corrections import GameCorrections
from scorekeeper.ui.games import TablePanel
from scorekeeper.ui.setup_context import GameSetup

from .corrections import CORRECTIONS
from .setup import setup
from .table import PlayPart


class Panel(TablePanel):
    """Seven Up behind the ``GamePanel`` interface; an entry is said in its corrections' words."""

    hand_type = SevenUpHand
    phases = {HandPhase.PLAY: PlayPart}
    correction_editors: GameCorrections = CORRECTIONS
    new_game_settings: GameSetup = setup
