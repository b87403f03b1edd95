"""A Rook hand's reports: its JSON line, its verdict with the arithmetic, the dispute view.

Module functions over a value (:class:`RookReported`, what a hand has once
events are applied), so this module needs nothing of ``hand.py`` and the hand
calls it without the two importing each other.
"""

from __future__ import annotations

from typing import Protocol, Sequence

from scorekeeper import words as shared
from scorekeeper.jsontypes import JsonObject
from scorekeeper.rules.bidding import SideCountedHand, side_counted_report
from scorekeeper.rules.interface import points_text, seating_name

from . import words
from .facts import Counter
from .settings import COUNTER_POINTS, Deck


class RookReported(SideCountedHand, Protocol):
    """What the reports read of a Rook hand (``RookHand`` is one), beyond what every side-counted hand has."""

    deck: Deck
    nest: tuple[Counter, ...] | None
    nest_side: tuple[str, ...]
    bonus_side: tuple[str, ...]

    @property
    def tricks(self) -> Sequence[tuple[str, tuple[Counter, ...]]]: ...


def faces_text(counters: Sequence[Counter]) -> str:
    """``5, 14, Rook``: counters by their faces, as the table names them."""
    return ", ".join(shared.word(c) for c in counters)


def values_text(counters: Sequence[Counter]) -> str:
    """``5 + 10 + 20``: what each counter is worth, for the arithmetic."""
    return " + ".join(points_text(COUNTER_POINTS[c]) for c in counters)


def arithmetic(counters: Sequence[Counter]) -> str:
    """What counters are worth, worked out: ``10, 5: 10 + 5 = 15``; one counter: ``Rook = 20``, ``14 = 10``."""
    total = sum(COUNTER_POINTS[c] for c in counters)
    if len(counters) == 1:
        return f"{faces_text(counters)} = {points_text(total)}"
    return f"{faces_text(counters)}: {values_text(counters)} = {points_text(total)}"


def report(hand: RookReported) -> JsonObject:
    """This hand as in ``scorekeeper score --json``."""
    return side_counted_report(hand)


def side_name(hand: RookReported, side: Sequence[str]) -> str:
    return seating_name(hand.players, side)


def verdict(hand: RookReported) -> str:
    """One line: made or set back, with its arithmetic ("A+C made it: 95 bid, took 100 → +100; B+D +20")."""
    if hand.misdeal_by is not None:
        return words.MISDEAL.format(player=hand.misdeal_by, dealer=hand.dealer)
    if hand.bidder is None:
        return str(shared.THROWN_IN)
    us, them = side_name(hand, hand.bidder_side), side_name(hand, hand.other_side())
    bid = hand.bid or 0
    if not hand.complete:  # a dispute view may open a hand still being played: the count so far
        mine, other = hand.running_counts()
        return words.IN_PROGRESS.format(side=us, count=mine, bid=bid, others=them, other_count=other)
    sentence = words.MADE_IT if hand.made else words.SET_BACK
    return sentence.format(side=us, bid=bid, count=hand.bidder_count, loss=points_text(-bid), others=them,
                           other_count=hand.other_count)


def explain(hand: RookReported) -> list[str]:
    """Every trick, the nest and the bonus that made each side's count: the dispute view."""
    lines = [verdict(hand)]
    if hand.bidder is None:
        return lines
    side, us, them = set(hand.bidder_side), side_name(hand, hand.bidder_side), side_name(hand, hand.other_side())
    trump = words.TRUMP_WORDS.get(hand.trump or "", words.TRUMP_NOT_NAMED)
    lines.insert(0, words.EXPLAIN_HEAD.format(bidder=hand.bidder, bid=hand.bid, trump=trump, side=us, others=them))
    if hand.counts is not None:
        lines.append(words.COUNTED.format(side=us, count=hand.counts.bidder_side, others=them,
                                          other_count=hand.counts.other_side))
        lines += _bonus_lines(hand)
        return lines
    sums: dict[bool, list[int]] = {True: [], False: []}
    for number, (winner, counters) in enumerate(hand.tricks, 1):
        name = us if winner in side else them
        if counters:
            value = sum(COUNTER_POINTS[c] for c in counters)
            lines.append(words.TRICK_LINE.format(number=number, winner=winner, side=name, arithmetic=arithmetic(counters)))
            sums[winner in side].append(value)
        else:
            lines.append(words.TRICK_NO_COUNTERS.format(number=number, winner=winner, side=name))
    if hand.nest:
        value = sum(COUNTER_POINTS[c] for c in hand.nest)
        to_us = hand.nest_side == hand.bidder_side
        template = words.NEST_TO_BIDDER if hand.settings["nest_to"] == "bidder" else words.NEST_TO_LAST_TRICK
        lines.append(template.format(side=us if to_us else them, winner=hand.tricks[-1][0], arithmetic=arithmetic(hand.nest)))
        sums[to_us].append(value)
    elif hand.nest is not None:
        lines.append(str(words.NEST_EMPTY))
    for flag, name in ((True, us), (False, them)):
        lines.append(words.SIDE_SUM.format(side=name, parts=" + ".join(points_text(v) for v in sums[flag]) or points_text(0),
                                           total=sum(sums[flag])))
    lines += _bonus_lines(hand)
    return lines


def _bonus_lines(hand: RookReported) -> list[str]:
    if not hand.bonus_side:
        return []
    return [words.BONUS_LINE.format(side=side_name(hand, hand.bonus_side), points=hand.deck.points,
                                    bonus=hand.settings["all_points_bonus"])]
