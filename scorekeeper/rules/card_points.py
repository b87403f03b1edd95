"""The games whose bidder's side must take a target of the pack's 28 card points: their answers alike.

Both name one of the four suits trump and, while the tricks go in, tell the table how many card points
the bidder's side still needs for its target (the bid moved by a pair shown); the modules call these
rather than each writing them again.
"""

from __future__ import annotations

from typing import Protocol

from scorekeeper import words
from scorekeeper.i18n.shown import number

from .answer_values import Needed
from .defaults import suit_trumps as suit_trumps  # (kept here for the games that import it from here)


class TargetHand(Protocol):
    """What the count of card points still needed reads of the hand."""

    def target(self) -> int: ...
    def running_counts(self) -> tuple[int, int]: ...
    def points_left(self) -> int: ...


def target_still_needed(hand: TargetHand) -> Needed:
    """The card points the bidding side still needs for its target, during play: none once it has them, and
    whether the points not yet taken can still make it."""
    goal = hand.target()
    amount = max(0, goal - hand.running_counts()[0])
    if amount == 0:
        return Needed(0, True, words.TARGET_REACHED.format(target=number(goal)))
    if amount > hand.points_left():
        return Needed(amount, False, str(words.CANNOT_MAKE_IT))
    return Needed(amount, True, words.NEEDS_MORE.format(amount=number(amount)))
