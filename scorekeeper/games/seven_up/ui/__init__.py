"""Seven Up's screens: the table (before play and the four points, then the result), setup and corrections."""

from __future__ import annotations

from scorekeeper.games.seven_up import SevenUpHand
from scorekeeper.rules.hand_base import HandPhase
from scorekeeper.ui.corrections import GameCorrections
from scorekeeper.ui.games import TablePanel
from scorekeeper.ui.games.partners import PartnersWhenFourSetup
from scorekeeper.ui.setup_context import NOBODY_BIDS, GameSetup
from scorekeeper.words import N_

from .corrections import CORRECTIONS
from .table import PlayPart


class Panel(TablePanel):
    """Seven Up behind the ``GamePanel`` interface; an entry is said in its corrections' words."""

    hand_type = SevenUpHand
    phases = {HandPhase.PLAY: PlayPart}
    correction_editors: GameCorrections = CORRECTIONS
    # Two or three play each for himself; four play as two sides, partners opposite (shown once four are seated).
    # Seven Up counts points, not captured cards; and nobody bids (a beg is not a bid), so a player's record has no
    # bid lines, only the points, the jacks turned and who took High, Low, Jack and Game
    new_game_settings: GameSetup = PartnersWhenFourSetup(first_to_act=N_("stands or begs"),
                                                         record_labels={"total_captured": None, **NOBODY_BIDS})
