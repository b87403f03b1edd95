"""The vocabulary of a game module's answers: small frozen values, facts and never display words.

A leaf of the rules core (it imports no other part of it), so the interface, the
game and every game package can use these without importing each other.
``scorekeeper.words`` says them in words.
"""

from __future__ import annotations

from enum import StrEnum
from typing import Iterable, NamedTuple, Sequence

from scorekeeper.i18n import shown


class ScoreGroup(NamedTuple):
    """Players who share one score: a fixed side, or one player who scores alone."""

    players: tuple[str, ...]  # in seating order
    name: str  # the one display name, seating order: "Ann+Cy" (never "Cy+Ann")


class BidResult(StrEnum):
    """How a hand that was bid for ended: the outcomes every game with an auction shares.

    A game with other endings declares its own ``StrEnum`` (and their words in its ``words`` module).
    """

    MADE = "made"
    SET_BACK = "set_back"
    THROWN_IN = "thrown_in"  # everyone passed


class DealResult(StrEnum):
    """How a hand ended that was never played: the ending every game with a misdeal shares.

    One enum for all of them, since a misdeal means the same in each (the same dealer deals again)
    and is stored the same (``"misdeal"``); a game whose results are its own keeps it among them.
    """

    MISDEAL = "misdeal"  # a player called a new deal before the auction


class Outcome(NamedTuple):
    """How a finished hand ended: the fact (an enum member) and one line of arithmetic.

    ``scorekeeper.words.outcome_word(outcome)`` is what a screen shows for it ("MADE").
    """

    result: StrEnum  # BidResult, or the game's own outcome enum
    made: bool | None  # None when nobody bid (thrown in, a misdeal, nobody bids for a side)
    arithmetic: str  # the verdict line with its arithmetic


class Choice(NamedTuple):
    """One option offered at the table (a trump, ...): what is stored and what is shown."""

    key: str
    label: str


class Needed(NamedTuple):
    """What the bidder's side still needs, and whether what is left in play can still give it."""

    amount: int
    reachable: bool  # False once the bid cannot be made with what is left in play
    text: str  # "needs $145,000 more" / "cannot make it: set back"


def points_text(amount: int) -> str:
    """Plain points with the minus sign money uses, in the table's digits: "−1", "12", "১২"."""
    return shown.number(amount)


def seating_name(seats: Sequence[str], players: Iterable[str]) -> str:
    """``players`` joined by "+" in seating order, whatever order they come in.

    Seats not in ``seats`` (the dummy) follow the seated players.
    """
    chosen = set(players)
    seated = [p for p in seats if p in chosen]
    rest = sorted(chosen.difference(seats))
    return "+".join([*seated, *rest])


class MeasureShown(StrEnum):
    """How a tally measure is written: a count (``12``), an amount in the game's format (``$1,234``, ``−1``), a %."""

    COUNT = "count"
    AMOUNT = "amount"
    PERCENT = "percent"


class TallyMeasure(NamedTuple):
    """One of a game's own lifetime tally measures: where it starts, how it prints, and its label.

    ``label`` names it in ``scorekeeper stats``; ``line`` is the template of the line the game adds
    there (``str.format`` over every measure of the tally, each already written as it prints), or
    "" when another of the game's measures prints it.  ``copy_of`` names a shared measure whose
    final value it takes (a game's hit rate that is its bids-made rate); ``ratio_of`` two measures
    (numerator, denominator) whose ratio it is once every hand is counted (× 100 when shown as a
    percent; ``None`` while the denominator is 0): Nils made of Nils bid, bags per game played.
    """

    start: int | None
    label: str
    shown: MeasureShown = MeasureShown.COUNT
    line: str = ""
    copy_of: str = ""
    ratio_of: tuple[str, str] | tuple[()] = ()
