"""What a table's part is, for a game's screens: a Flet control with ``refresh(hand)``, one per phase.

A game's ``Panel`` names ``phases = {phase: part maker}``; a part maker is any
``Callable[[TableContext], Part[YourHand]]`` (usually the part's class).  ``PhasedTable`` builds each part the
first time its phase comes, keeps it, and calls ``refresh(hand)`` with the game's own hand (it checks the hand
is the panel's ``hand_type``), so a part is typed for that hand.  ``scorekeeper.ui.games`` re-exports ``Part``;
the auction part takes one as its ``extra``.
"""

from __future__ import annotations

from typing import Protocol, TypeVar

from scorekeeper.rules.interface import PlayedHand

HandC = TypeVar("HandC", bound=PlayedHand, contravariant=True)


class Part(Protocol[HandC]):
    """One phase's controls in a table panel (auction, trump, play...): built once, refreshed per hand.

    A part is a control (``PhasedTable`` and ``AuctionPart`` check it when they add it).
    """

    visible: bool

    def refresh(self, hand: HandC) -> None: ...
