"""Twenty-eight on the board: the hand in play (the auction, then the contract, the pair, doubles and tricks)."""

from __future__ import annotations

from typing import Callable

from scorekeeper.board.sixes import race as race  # the two sixes, as Twenty-nine draws them
from scorekeeper.board import card_points
from scorekeeper.i18n.shown import number
from scorekeeper.rules import Game
from scorekeeper.rules.interface import PlayedHand
from scorekeeper.words import _

from .hand import TwentyEightHand
from .words import suit_word

PAIR, STAKE = _("Pair"), _("Multiplier")


def in_play(game: Game, hand: PlayedHand, fmt: Callable[[int], str]) -> str:
    assert isinstance(hand, TwentyEightHand)  # this game's board is given this game's hands
    return card_points.in_play(game, hand, fmt, suit_word(hand.trump) if hand.trump else None, [
        (str(PAIR), hand.pair or str(card_points.NOT_SHOWN)), (str(STAKE), "×" + number(hand.multiplier()))])
