"""Auction Pitch on the board: the hand in play (the one round of bids, then the points entered so far)."""

from __future__ import annotations

from typing import Callable

from scorekeeper.board.view import auction_section
from scorekeeper.markup import facts, text
from scorekeeper.rules import Game
from scorekeeper.rules.interface import PlayedHand
from scorekeeper.words import _

from . import words
from .hand import PitchHand
from .settings import POINTS

IN_PLAY, BIDDER, BID, NOT_YET = _("The hand in play"), _("Bidder"), _("Bid"), _("not entered yet")


def in_play(game: Game, hand: PlayedHand, fmt: Callable[[int], str]) -> str:
    assert isinstance(hand, PitchHand)  # this game's board is given this game's hands
    if not hand.auction.over:
        return auction_section(hand.auction, fmt)
    pairs: list[tuple[str, object]] = [(str(BIDDER), hand.bidder), (str(BID), words.bid_text(hand.bid or 0))]
    for point in POINTS:
        owner = hand.points.get(point, "") if point in hand.points else None
        shown = str(NOT_YET) if point not in hand.points else (owner or str(words.NOBODY_BUTTON[point]))
        pairs.append((str(words.POINT_WORDS[point]), shown))
    return text("h2", str(IN_PLAY), id="play-h") + facts(pairs, class_="facts")
