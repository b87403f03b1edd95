"""What a Euchre hand says: the verdict with its arithmetic, and the dispute view (every sentence a template
of ``words``)."""

from __future__ import annotations

from typing import Protocol

from scorekeeper.rules.interface import seating_name
from scorekeeper.rules.partnership import PartnershipReported, partner_of, unplayed_line

from . import words
from .settings import TRICKS


class EuchreReported(PartnershipReported, Protocol):
    """What the sentences read of a Euchre hand (``EuchreHand`` is one): module functions over this value
    need nothing of ``hand.py``, so the hand calls them without the two importing each other."""

    maker: str | None
    trump: str | None
    round: int | None
    alone: tuple[str, ...]

    @property
    def maker_side(self) -> tuple[str, ...]: ...
    @property
    def defenders(self) -> tuple[str, ...]: ...
    @property
    def lone_defender(self) -> str | None: ...
    def maker_tricks(self) -> int: ...
    def points(self) -> int: ...


def verdict(hand: EuchreReported) -> str:
    """One line: who made what, the makers' tricks and the points of the one side that scores."""
    unplayed = unplayed_line(hand, words.THROWN_IN)
    if unplayed is not None:
        return unplayed
    trump, side = words.suit_word(hand.trump or ""), seating_name(hand.players, hand.maker_side)
    took = hand.maker_tricks()
    if not hand.complete:
        return words.IN_PROGRESS.format(maker=hand.maker, trump=trump, side=side, tricks=took)
    alone, points = hand.maker in hand.alone, hand.points()
    values = dict(maker=hand.maker, trump=trump, side=side, tricks=took, points=points,
                  others=seating_name(hand.players, hand.defenders), defender=hand.lone_defender)
    if took == TRICKS:
        return (words.MARCH_ALONE if alone else words.MARCH).format(**values)
    if took >= 3:
        return (words.MADE_ALONE if alone else words.MADE).format(**values)
    if hand.lone_defender is not None:
        return words.EUCHRED_BY_LONE.format(**values)
    return (words.EUCHRED_ALONE if alone else words.EUCHRED).format(**values)


def calling_line(hand: EuchreReported) -> str:
    """How trump was made, with the passes it implies."""
    trump = words.suit_word(hand.trump or "")
    if hand.round == 1:
        sentence = words.ROUND_1_DEALER if hand.maker == hand.dealer else words.ROUND_1
    else:
        stuck = hand.maker == hand.dealer and bool(hand.settings["stick_the_dealer"])
        sentence = words.ROUND_2_STUCK if stuck else words.ROUND_2
    return sentence.format(maker=hand.maker, trump=trump)


def explain(hand: EuchreReported) -> list[str]:
    """The dispute view: the verdict, how trump was made, who sat out, the tricks, the points rule."""
    lines = [verdict(hand)]
    if hand.maker is None:
        return lines
    lines.append(calling_line(hand))
    for player in hand.alone:
        sentence = words.ALONE_LINE if player == hand.maker else words.DEFENDED_ALONE
        lines.append(sentence.format(maker=player, defender=player, partner=partner_of(hand.players, player)))
    if hand.winners:
        lines.append(words.WINNERS_LINE.format(winners=", ".join(hand.winners)))
    lines.append(str(words.POINTS_RULE))
    return lines
