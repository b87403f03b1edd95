"""What the cards not yet played can still bring a Make-a-Million hand: bounds for counts, the last trick."""

from __future__ import annotations

from functools import lru_cache
from typing import Sequence

from scorekeeper.rules.bid_events import HandCounted
from scorekeeper.i18n.translate import Counted
from scorekeeper.rules.errors import Amount, RuleError

from .cards import trick_value
from .reading import MillionReading
from .settings import MONEY_VALUES


def check_counts(hand: MillionReading, counts: HandCounted) -> None:
    """RuleError unless ``counts`` (totals only) are counts the cards not yet played could give."""
    least, most = hand.count_bounds()
    fmt, packs = hand.fmt, "one pack" if hand.packs == 1 else "two packs"
    bulls = "the Bull" if hand.packs == 1 else "two Bulls"
    for side, value in (("bidder's side", counts.bidder_side), ("other side", counts.other_side)):
        if value is None or isinstance(value, bool) or not isinstance(value, int):
            raise RuleError("the {s}'s count must be a whole number; got {v!r}", s=side, v=value)
        if value < 0 or value % 5000:
            raise RuleError("the {s} counted {v}; a count is a multiple of 5,000 from 0 to {lim}",
                            s=side, v=fmt(value), lim=fmt(most))
        if value > most:
            raise RuleError("the {s} counted {v} but with {packs} a side counts at most {lim} "
                            "(the Money in play and what {bulls} can double)",
                            s=side, v=fmt(value), packs=packs, lim=fmt(most), bulls=bulls)
    together = counts.bidder_side + (counts.other_side or 0)
    if together > most:
        raise RuleError("the two counts add up to {t} but with {packs} they come to at most {lim} "
                        "(the Money in play and what {bulls} can double)",
                        t=fmt(together), packs=packs, lim=fmt(most), bulls=bulls)
    if together < least:
        bears = "the Bear cancels at most one trick" if hand.packs == 1 else "two Bears cancel at most two tricks"
        raise RuleError("the two counts add up to {t} but with {packs} they come to at least {lim} "
                        "(the Money in play: {bears})",
                        t=fmt(together), packs=packs, lim=fmt(least), bears=bears)


def money_mismatch(hand: MillionReading, money_in_play: int) -> RuleError:
    """Why a hand whose tricks and discard do not hold exactly the pack's Money is refused: the split of it."""
    captured = sum(sum(t.money) for t in hand.tricks)
    discarded = sum(hand.discarded)
    short = money_in_play - captured - discarded
    amounts = {"got": Amount(captured + discarded), "cap": Amount(captured), "dis": Amount(discarded),
               "total": Amount(money_in_play), "diff": Amount(abs(short))}
    if short > 0:
        return RuleError(Counted("the Money cards add up to {got} ({cap} in tricks + {dis} discarded) but the "
                                 "pack holds {total}: {diff} is missing",
                                 "the Money cards add up to {got} ({cap} in tricks + {dis} discarded) but the "
                                 "packs hold {total}: {diff} is missing"), count=hand.packs, **amounts)
    return RuleError(Counted("the Money cards add up to {got} ({cap} in tricks + {dis} discarded) but the "
                             "pack holds {total}: {diff} too much is counted",
                             "the Money cards add up to {got} ({cap} in tricks + {dis} discarded) but the "
                             "packs hold {total}: {diff} too much is counted"), count=hand.packs, **amounts)


def count_bounds(hand: MillionReading) -> tuple[int, int]:
    """The least and the most the two sides can count together from the cards not yet played.

    A Bull doubles its trick (which holds at most the largest Money cards left but for
    itself), two Bulls in one trick quadruple it; a Bear cancels at most one trick's worth.
    One pack, four players: from $280,000 to $520,000.
    """
    left = hand.cards_left()
    return _bounds(tuple(left.items()), hand.tricks_per_hand - len(hand.tricks), hand.cards_per_trick)


@lru_cache(maxsize=256)
def _bounds(left_items: tuple[tuple[int | str, int], ...], tricks_left: int, cards_per_trick: int) -> tuple[int, int]:
    """:func:`count_bounds` of the cards left (each card's count), worked out once per table and point of a
    hand: a hand counted as totals is checked against the whole pack's bounds, the same at every table
    of one size (a replay of 2,000 stored games sorted the same pack 50,000 times)."""
    left = dict(left_items)
    money = sorted((v for v in MONEY_VALUES for _ in range(left[v])), reverse=True)
    most = sum(money) + _most_bulls_add(money, left["bull"], tricks_left, cards_per_trick)
    cancelled = sum(money[: left["bear"] * (cards_per_trick - 1)]) if tricks_left else 0
    return sum(money) - cancelled, most


def most_still_possible(hand: MillionReading) -> int:
    """The most the bidder's side could still count: what it has (with partners not yet
    revealed), every Money card not yet played, and the most the Bulls left could add."""
    mine = hand.running_counts()[0]
    if hand.more_partners_possible:  # a partner still to be revealed brings what they took so far
        side = set(hand.bidder_side)
        by_player: dict[str, int] = {}
        for t in hand.tricks:
            if t.winner not in side:
                by_player[t.winner] = by_player.get(t.winner, 0) + trick_value(t.money, t.bull_bear)
        unrevealed = hand.most_partners - len(side) + 1
        mine += sum(sorted(by_player.values(), reverse=True)[:unrevealed])
    left = hand.cards_left()
    money = sorted((v for v in MONEY_VALUES for _ in range(left[v])), reverse=True)
    return mine + sum(money) + _most_bulls_add(money, left["bull"], hand.tricks_per_hand - len(hand.tricks),
                                               hand.cards_per_trick)


def _most_bulls_add(money: Sequence[int], bulls: int, tricks_left: int, cards_per_trick: int) -> int:
    """The most the unplayed Bulls can add: each doubles its trick (at most the trick's
    other cards, the largest Money left), or two in one trick quadruple it."""
    if bulls == 0 or tricks_left == 0:
        return 0
    room = cards_per_trick - 1
    if bulls == 1:
        return sum(money[:room])
    apart = sum(money[: 2 * room]) if tricks_left >= 2 else 0
    together = 3 * sum(money[: cards_per_trick - 2])
    return max(apart, together)


def remaining_trick(hand: MillionReading) -> tuple[list[int], list[str]] | None:
    """When the next trick is the last: the Money cards (largest first) and Bull/Bear it must
    hold, being all that has not been played, so the app can fill it in.  The order of a Bull
    and a Bear in it is the table's to give.  None at any other time."""
    if hand.phase != "play" or len(hand.tricks) != hand.tricks_per_hand - 1:
        return None
    left = hand.cards_left()
    money = sorted((v for v in MONEY_VALUES for _ in range(left[v])), reverse=True)
    return money, ["bull"] * left["bull"] + ["bear"] * left["bear"]

