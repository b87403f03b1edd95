"""A Make-a-Million hand's reports: its JSON line, its verdict with the arithmetic, the dispute view."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Sequence

from scorekeeper import words as shared
from scorekeeper.rules.interface import seating_name

from . import words
from .cards import card_label, trick_arithmetic, trick_value

if TYPE_CHECKING:
    from .hand import MillionHand


def report(hand: MillionHand) -> dict[str, Any]:
    """This hand as in ``scorekeeper score --json``."""
    if hand.bidder is None:
        out: dict[str, Any] = {"number": hand.number, "dealer": hand.dealer, "bidder": None, "bid": None,
                               "bidder_side": [], "bidder_count": 0, "other_count": 0, "made": None}
        if hand.misdeal_by is not None:
            out["misdeal"] = hand.misdeal_by
        else:
            out["thrown_in"] = True
    else:
        out = {"number": hand.number, "dealer": hand.dealer, "bidder": hand.bidder, "bid": hand.bid,
               "bidder_side": list(hand.bidder_side), "bidder_count": hand.bidder_count,
               "other_count": hand.other_count, "made": hand.made}
    out["scores"] = dict(hand.scores)
    out["totals"] = dict(hand.totals)
    return out


def side_label(hand: MillionHand, side: Sequence[str]) -> str:
    """A side's one display name, in seating order whatever order ``side`` lists it in."""
    return seating_name(hand.players, side) if side else "—"


def verdict(hand: MillionHand) -> str:
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


def explain(hand: MillionHand) -> list[str]:
    """Every trick and multiplier that made the count: the dispute view."""
    lines = [hand.verdict()]
    if hand.bidder is None:
        return lines
    fmt, side = hand.fmt, set(hand.bidder_side)
    called = f"; called {card_label(hand.settings, hand.called_card)}" if hand.called_card else ""
    trump = hand.trump or "not named yet"
    lines.insert(0, f"{hand.bidder} bid {fmt(hand.bid or 0)}; trump {trump}{called}; "
                    f"{side_label(hand, hand.bidder_side)} against {side_label(hand, hand.other_side())}")
    if hand.discarded:
        lines.append("Discarded (out of play): " + ", ".join(fmt(v) for v in hand.discarded))
    if hand.counts is not None:
        lines.append("Counted at the table (totals only)")
        return lines
    sums: dict[bool, list[int]] = {True: [], False: []}
    for i, t in enumerate(hand.tricks, 1):
        value = trick_value(t.money, t.bull_bear)
        mark = "bidder's side" if t.winner in side else "other side"
        lines.append(f"Trick {i}: {t.winner} ({mark}) {trick_arithmetic(t.money, t.bull_bear, fmt, hand.settings)}")
        if value:
            sums[t.winner in side].append(value)
    for flag, label in ((True, side_label(hand, hand.bidder_side)), (False, side_label(hand, hand.other_side()))):
        total = sum(sums[flag])
        parts_ = " + ".join(fmt(v) for v in sums[flag]) or fmt(0)
        lines.append(f"{label}: {parts_} = {fmt(total)}")
    return lines

