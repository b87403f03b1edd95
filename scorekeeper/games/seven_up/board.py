"""Seven Up on the board: the hand in play (the turn-up, the beg, then the points entered so far)."""

from __future__ import annotations

from typing import Callable

from scorekeeper.markup import facts, text
from scorekeeper.rules import Game
from scorekeeper.rules.interface import PlayedHand
from scorekeeper.words import _

from . import words
from .hand import SevenUpHand
from .settings import POINTS

IN_PLAY, BEFORE_PLAY, NOT_YET = _("The hand in play"), _("Before play"), _("not entered yet")


def in_play(game: Game, hand: PlayedHand, fmt: Callable[[int], str]) -> str:
    assert isinstance(hand, SevenUpHand)  # this game's board is given this game's hands
    pairs: list[tuple[str, object]] = [(str(BEFORE_PLAY), " · ".join(hand.before_lines()) or str(NOT_YET))]
    for point in POINTS:
        owner = hand.points.get(point)
        shown = str(NOT_YET) if point not in hand.points else (owner or str(words.NOBODY_BUTTON[point]))
        pairs.append((str(words.POINT_WORDS[point]), shown))
    return text("h2", str(IN_PLAY), id="play-h") + facts(pairs, class_="facts")
