"""Oh Hell at the table: the toolkit's table of a bids-then-tricks game (everyone's bids, then their tricks)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from scorekeeper.ui.games.bids_tricks import BidsThenTricksPanel

from . import OhHellHand


class Panel(BidsThenTricksPanel):
    hand_type = OhHellHand


if TYPE_CHECKING:  # mypy checks the panel against what the app asks
    from scorekeeper.ui.games import GamePanel
    _checked: GamePanel = Panel()
