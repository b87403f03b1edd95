"""The events of a deal that several games share: a misdeal called, everyone's bids, the tricks each player took, a
trick won.

A game's hand accepts these where its rules have them (``{"misdeal": player}`` in a record means the
same in every game that keeps it, and so does ``"tricks"``); the per-player check of a number for
everyone at the table is in ``per_player``.  ``TrickWon`` is the one fact a game's record names in its
own words (``"spades_trick"``), so each such game registers its own subclass of it under that name.
"""

from __future__ import annotations

from typing import NamedTuple

from .events import fact


@fact("misdeal")
class MisdealCalled(NamedTuple):
    """A player called for a new deal before the auction; the same dealer deals."""

    player: str


@fact("bids")
class BidsMade(NamedTuple):
    """Everyone's bid of tricks, made at once, in seating order."""

    bids: tuple[tuple[str, int], ...]


@fact("tricks")
class TricksCounted(NamedTuple):
    """The tricks each player took in the deal, in seating order."""

    tricks: tuple[tuple[str, int], ...]


class TrickWon(NamedTuple):
    """Who took one trick, in the order the tricks were played.

    Not registered itself: a game whose trick is only its taker extends it under the name its record
    gives it (``@fact("spades_trick", place=TRICK_PLACE) class TrickWon(deal_events.TrickWon)``, with
    ``__slots__ = ()`` so that an event stays a bare tuple), and its hand tells it from another game's by
    that class.
    """

    winner: str
