"""Bid Whist on the board: the hand in play (the calls so far, the contract, trump or direction)."""

from __future__ import annotations

from typing import Callable

from scorekeeper.i18n.translate import gettext
from scorekeeper.markup import facts, text
from scorekeeper.rules import Game
from scorekeeper.rules.interface import PlayedHand, seating_name

from . import words
from .hand import BidWhistHand


def in_play(game: Game, hand: PlayedHand, fmt: Callable[[int], str]) -> str:
    assert isinstance(hand, BidWhistHand)  # this game's board is given this game's hands
    nobody = gettext("not yet")
    contract = (gettext("{side}: {bid}").format(side=seating_name(hand.players, hand.bidder_side), bid=words.bid_words(hand.bid))
                if hand.bid else nobody)
    trump = (words.suit_word(hand.trump) if hand.trump else
             str(words.DIRECTION_WORDS[hand.direction]) if hand.direction else nobody)
    pairs: list[tuple[str, object]] = [(gettext("Calls"), words.calls_said(hand.calls, words.bid_words) or nobody),
                                       (gettext("Contract"), contract), (gettext("Trump"), trump)]
    return text("h2", hand.prompt(), id="play-h") + facts(pairs, class_="facts")
