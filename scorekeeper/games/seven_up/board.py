"""Seven Up on the board: the hand in play (the turn-up, the beg, then the points entered so far)."""

from __future__ import annotations

from typing import Callable

from scorekeeper.board.view import NOT_ENTERED, in_play_section, point_rows
from scorekeeper.rules import Game
from scorekeeper.rules.interface import PlayedHand
from scorekeeper.words import _

from . import words
from .hand import SevenUpHand

BEFORE_PLAY = _("Before play")


def in_play(game: Game, hand: PlayedHand, fmt: Callable[[int], str]) -> str:
    assert isinstance(hand, SevenUpHand)  # this game's board is given this game's hands
    before = (str(BEFORE_PLAY), " · ".join(hand.before_lines()) or str(NOT_ENTERED))
    return in_play_section([before, *point_rows(hand.points, words.POINT_WORDS, words.NOBODY_BUTTON)], [])
