"""The events of a deal that several games share: a misdeal called, the tricks each player took.

A game's hand accepts these where its rules have them (``{"misdeal": player}`` in a record means the
same in every game that keeps it, and so does ``"tricks"``); the per-player check of a number for
everyone at the table is in ``per_player``.
"""

from __future__ import annotations

from typing import NamedTuple

from .events import fact


@fact("misdeal")
class MisdealCalled(NamedTuple):
    """A player called for a new deal before the auction; the same dealer deals."""

    player: str


@fact("tricks")
class TricksCounted(NamedTuple):
    """The tricks each player took in the deal, in seating order."""

    tricks: tuple[tuple[str, int], ...]
