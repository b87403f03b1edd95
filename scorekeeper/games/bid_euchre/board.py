"""Bid Euchre on the board: the hand in play (the one round of calls, then the bid, trump and the tricks so far)."""

from __future__ import annotations

from typing import Callable

from scorekeeper.board.view import auction_section, hand_heading
from scorekeeper.i18n.translate import gettext
from scorekeeper.markup import facts
from scorekeeper.rules import Game
from scorekeeper.rules.interface import PlayedHand

from . import words
from .hand import BidEuchreHand


def in_play(game: Game, hand: PlayedHand, fmt: Callable[[int], str]) -> str:
    assert isinstance(hand, BidEuchreHand)  # this game's board is given this game's hands
    if not hand.auction.over:
        return auction_section(hand.auction, words.bid_text)
    taken = ", ".join(hand.winners) if hand.winners else gettext("not entered yet")
    pairs: list[tuple[str, object]] = [
        (gettext("Bidder"), hand.bidder), (gettext("Bid"), words.bid_text(hand.bid or 0)),
        (gettext("Trump"), words.trump_word(hand.trump) if hand.trump else gettext("not entered yet")),
        (gettext("Tricks"), taken),
    ]
    if hand.is_moon and hand.partner():
        pairs.append((gettext("Sits out"), hand.partner()))
    return hand_heading(hand) + facts(pairs, class_="facts")
