"""What the reports and the count checks read of a Make-a-Million hand, as one typed value.

``report.py`` and ``counting.py`` are module functions over a :class:`MillionReading`
(``MillionHand`` is one), so neither needs ``hand.py`` and the hand calls them
without the modules importing each other.
"""

from __future__ import annotations

from typing import Callable, Mapping, Protocol, Sequence

from scorekeeper.rules.bidding import SideCountedHand

from .events import TrickTaken


class MillionReading(SideCountedHand, Protocol):
    """A Make-a-Million hand as its reports and count checks see it, beyond what every side-counted hand has."""

    fmt: Callable[[int], str]
    packs: int
    tricks_per_hand: int
    cards_per_trick: int
    called_card: str | None
    discarded: tuple[int, ...]

    @property
    def tricks(self) -> Sequence[TrickTaken]: ...
    @property
    def most_partners(self) -> int: ...
    @property
    def more_partners_possible(self) -> bool: ...
    def cards_left(self) -> Mapping[int | str, int]: ...
    def count_bounds(self) -> tuple[int, int]: ...
