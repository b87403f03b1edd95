"""Sixty-six on the board: the deal in play, headed "Deal 2: Ann vs Bob" (trump, the marriages shown, who closed)."""

from __future__ import annotations

from typing import Callable

from scorekeeper.i18n.shown import number
from scorekeeper.i18n.translate import gettext
from scorekeeper.markup import facts, text
from scorekeeper.rules import Game
from scorekeeper.rules.interface import PlayedHand
from scorekeeper.words import _

from . import words
from .hand import SixtySixHand

HAND_WORD = _("Deal")  # the board's frame heads each deal in the word the table uses


def in_play(game: Game, hand: PlayedHand, fmt: Callable[[int], str]) -> str:
    assert isinstance(hand, SixtySixHand)  # this game's board is given this game's deals
    nobody = gettext("not yet")
    pairs: list[tuple[str, object]] = [
        (gettext("Trump"), words.suit_word(hand.trump) if hand.trump else nobody),
        (gettext("Marriages"), ", ".join(hand.marriage_lines()) or gettext("none shown")),
        (gettext("Stock closed by"), hand.closed or nobody),
    ]
    return _heading(hand) + facts(pairs, class_="facts")


def waiting(game: Game, hand: PlayedHand) -> str:
    """A deal before its first entry: nobody calls in Sixty-six, so the board says who deals and who leads."""
    assert isinstance(hand, SixtySixHand)
    return _heading(hand) + text("p", gettext("{dealer} deals; {leader} leads.").format(
        dealer=hand.dealer, leader=hand.other(hand.dealer)))


def _heading(hand: SixtySixHand) -> str:
    players = gettext("{first} vs {second}").format(first=hand.players[0], second=hand.players[1])
    return text("h2", gettext("Deal {number}: {players}").format(number=number(hand.number), players=players),
                id="play-h")
