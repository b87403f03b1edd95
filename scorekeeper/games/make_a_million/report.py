"""A Make-a-Million hand's reports: its JSON line, its verdict with the arithmetic, the dispute view."""

from __future__ import annotations

from typing import Sequence

from scorekeeper import words as shared
from scorekeeper.jsontypes import JsonObject
from scorekeeper.i18n.shown import number
from scorekeeper.rules.bidding import side_counted_report
from scorekeeper.rules.interface import seating_name

from . import words
from .cards import card_label, trick_arithmetic, trick_value
from .reading import MillionReading
from .settings import color_word


def report(hand: MillionReading) -> JsonObject:
    """This hand as in ``scorekeeper score --json``."""
    return side_counted_report(hand)


def side_label(hand: MillionReading, side: Sequence[str]) -> str:
    """A side's one display name, in seating order whatever order ``side`` lists it in."""
    return seating_name(hand.players, side) if side else "—"


def verdict(hand: MillionReading) -> str:
    """One line: made or set back, with its arithmetic."""
    fmt = hand.fmt
    if hand.misdeal_by is not None:
        return words.MISDEAL.format(player=hand.misdeal_by, dealer=hand.dealer)
    if hand.bidder is None:
        return str(shared.THROWN_IN)
    us, them = side_label(hand, hand.bidder_side), side_label(hand, hand.other_side())
    if not hand.complete:  # a dispute view may open a hand still being played: the count so far
        mine, other = hand.running_counts()
        return words.IN_PROGRESS.format(side=us, count=fmt(mine), bid=fmt(hand.bid or 0), others=them,
                                        other_count=fmt(other))
    bid, mine, other = hand.bid or 0, hand.bidder_count, hand.other_count
    sentence = words.MADE_IT if hand.made else words.SET_BACK
    return sentence.format(side=us, count=fmt(mine), bid=fmt(bid), loss=fmt(-bid), others=them, other_count=fmt(other))


def explain(hand: MillionReading) -> list[str]:
    """Every trick and multiplier that made the count: the dispute view."""
    lines = [verdict(hand)]
    if hand.bidder is None:
        return lines
    fmt, side = hand.fmt, set(hand.bidder_side)
    trump = color_word(hand.trump) if hand.trump else str(words.TRUMP_NOT_NAMED)
    sides = {"side": side_label(hand, hand.bidder_side), "others": side_label(hand, hand.other_side())}
    if hand.called_card:
        lines.insert(0, words.EXPLAIN_HEAD_CALLED.format(bidder=hand.bidder, bid=fmt(hand.bid or 0), trump=trump,
                                                         card=card_label(hand.settings, hand.called_card), **sides))
    else:
        lines.insert(0, words.EXPLAIN_HEAD.format(bidder=hand.bidder, bid=fmt(hand.bid or 0), trump=trump, **sides))
    if hand.discarded:
        lines.append(words.DISCARDED.format(amounts=", ".join(fmt(v) for v in hand.discarded)))
    if hand.counts is not None:
        lines.append(str(words.COUNTED_AT_TABLE))
        return lines
    sums: dict[bool, list[int]] = {True: [], False: []}
    for i, t in enumerate(hand.tricks, 1):
        value = trick_value(t.money, t.bull_bear)
        sentence = words.TRICK_BIDDERS if t.winner in side else words.TRICK_OTHERS
        lines.append(sentence.format(trick=number(i), winner=t.winner,
                                     arithmetic=trick_arithmetic(t.money, t.bull_bear, fmt, hand.settings)))
        if value:
            sums[t.winner in side].append(value)
    for flag, label in ((True, side_label(hand, hand.bidder_side)), (False, side_label(hand, hand.other_side()))):
        total = sum(sums[flag])
        parts_ = " + ".join(fmt(v) for v in sums[flag]) or fmt(0)
        lines.append(words.SIDE_SUM.format(side=label, amounts=parts_, total=fmt(total)))
    return lines

