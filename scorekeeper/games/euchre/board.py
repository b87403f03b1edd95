"""Euchre on the board: the hand in play (the turn-up, the maker and trump, who sits out, the tricks so far);
the race is the shared bars against the target."""

from __future__ import annotations

from typing import Callable

from scorekeeper.i18n.translate import gettext
from scorekeeper.markup import esc, facts, items, text
from scorekeeper.rules import Game
from scorekeeper.rules.interface import PlayedHand

from . import words
from .hand import EuchreHand
from .settings import TRICKS


def in_play(game: Game, hand: PlayedHand, fmt: Callable[[int], str]) -> str:
    assert isinstance(hand, EuchreHand)  # this game's board is given this game's hands
    none = "—"
    pairs: list[tuple[str, object]] = [
        (gettext("Turn-up"), words.suit_word(hand.turn_up) if hand.turn_up else none),
        (gettext("Maker"), hand.maker or none),
        (gettext("Trump"), words.suit_word(hand.trump) if hand.trump else none),
        (gettext("Alone"), ", ".join(hand.alone) or none),
        (gettext("Tricks"), gettext("{count} of {tricks}").format(count=len(hand.winners), tricks=TRICKS)),
    ]
    winners = [esc(gettext("Trick {trick}: {winner}").format(trick=i, winner=w)) for i, w in enumerate(hand.winners, 1)]
    return (text("h2", gettext("Hand {number}").format(number=hand.number), id="play-h") + text("p", hand.prompt())
            + facts(pairs, class_="facts")
            + (items("ol", winners, class_="tricks", aria_label=gettext("Tricks so far")) if winners else ""))
