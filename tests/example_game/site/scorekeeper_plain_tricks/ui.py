"""Plain tricks at the table: the toolkit's table of a ``TrickHand`` game (``TrickPanel``: a tap per trick on
the seat that took it, its corrections), and the toolkit's result, race, undo and new-game frame."""

from __future__ import annotations

from typing import TYPE_CHECKING

from scorekeeper.ui.setup_context import GameSetup, Setup
from scorekeeper.ui.games.tricks import TrickPanel
from scorekeeper.words import N_

from . import PlainHand


class Panel(TrickPanel):
    hand_type = PlainHand
    new_game_settings: GameSetup = Setup(first_to_act=N_("leads"))


if TYPE_CHECKING:  # mypy checks the panel against what the app asks
    from scorekeeper.ui.games import GamePanel
    _checked: GamePanel = Panel()
