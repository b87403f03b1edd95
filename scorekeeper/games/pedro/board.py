"""Pedro on the board: the hand in play (the one round of bids, then the bid and trump while the points are counted)."""

from __future__ import annotations

from typing import Callable

from scorekeeper.board.view import auction_section
from scorekeeper.i18n.translate import gettext
from scorekeeper.markup import facts, text
from scorekeeper.rules import Game
from scorekeeper.rules.interface import PlayedHand, seating_name

from . import words
from .hand import PedroHand


def in_play(game: Game, hand: PlayedHand, fmt: Callable[[int], str]) -> str:
    assert isinstance(hand, PedroHand)  # this game's board is given this game's hands
    if not hand.auction.over:
        return auction_section(hand.auction, fmt)
    pairs: list[tuple[str, object]] = [
        (gettext("Bidder"), hand.bidder), (gettext("Bid"), fmt(hand.bid or 0)),
        (gettext("Trump"), words.suit_word(hand.trump) if hand.trump else gettext("not entered yet")),
        (gettext("Points"), gettext("{side} count their points").format(side=seating_name(hand.players,
                                                                                          hand.bidder_side))),
    ]
    return text("h2", gettext("The hand in play"), id="play-h") + facts(pairs, class_="facts")
