"""Twenty-nine on the board: the two sixes (the race to +6 / −6) and the hand in play."""

from __future__ import annotations

from typing import Callable

from scorekeeper.board.sixes import race as race  # the two sixes, shared with Twenty-eight
from scorekeeper.board import card_points
from scorekeeper.rules import Game
from scorekeeper.rules.interface import PlayedHand
from scorekeeper.words import _
from .hand import TwentyNineHand

from .words import suit_word

Fmt = Callable[[int], str]

ROYALS, BIDDING_SIDE = _("Royals"), _("Bidding side")


def in_play(game: Game, hand: PlayedHand, fmt: Fmt) -> str:
    assert isinstance(hand, TwentyNineHand)  # this game's board is given this game's hands
    return card_points.in_play(game, hand, fmt, suit_word(hand.trump) if hand.trump else None, [
        (str(ROYALS), hand.royals or str(card_points.NOT_SHOWN)),
        (str(BIDDING_SIDE), game.rules.group_name(game, hand.bidder_side))])
