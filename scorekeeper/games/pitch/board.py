"""Auction Pitch on the board: the hand in play (the one round of bids, then the points entered so far)."""

from __future__ import annotations

from typing import Callable

from scorekeeper.board.view import BID, BIDDER, auction_section, in_play_section, point_rows
from scorekeeper.rules import Game
from scorekeeper.rules.interface import PlayedHand

from . import words
from .hand import PitchHand


def in_play(game: Game, hand: PlayedHand, fmt: Callable[[int], str]) -> str:
    assert isinstance(hand, PitchHand)  # this game's board is given this game's hands
    if not hand.auction.over:
        return auction_section(hand.auction, fmt)
    pairs = [(str(BIDDER), hand.bidder), (str(BID), words.bid_text(hand.bid or 0))]
    return in_play_section([*pairs, *point_rows(hand.points, words.POINT_WORDS, words.NOBODY_BUTTON)], [])
