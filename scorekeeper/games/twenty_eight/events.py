"""Twenty-eight's own events: the pair shown, a double and a redouble.

Bids, passes, trump, the bidding side's count and a misdeal are every bidding game's; a trick with its
card points is ``CardPointsTrick``.
"""

from __future__ import annotations

from typing import NamedTuple

from scorekeeper.rules.events import fact


@fact("pair_shown")
class PairShown(NamedTuple):
    """A player showed King and Queen of trump."""

    player: str


@fact("double_called")
class Doubled(NamedTuple):
    """An opponent of the bidder doubled: the game points at stake are ×2."""

    player: str


@fact("redouble_called")
class Redoubled(NamedTuple):
    """A player of the bidding side redoubled after a double: ×4."""

    player: str


@fact("card_points_trick", place="trick")
class CardPointsTrick(NamedTuple):
    """A trick: who took it and the card points in it (0 to 12)."""

    winner: str
    points: int
