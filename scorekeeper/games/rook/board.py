"""Rook on the board: the hand in play (the auction, or the bid, trump and the counters so far)."""

from __future__ import annotations

from typing import Callable

from scorekeeper.board.view import auction_section, contract_rows, count_rows, in_play_section
from scorekeeper.i18n.shown import number
from scorekeeper.markup import esc
from scorekeeper.rules import Game
from scorekeeper.rules.interface import PlayedHand
from scorekeeper.words import _

from .hand import RookHand
from .report import faces_text
from .words import TRUMP_WORDS

Fmt = Callable[[int], str]

# The board's words for Rook: whole templates, translated when the board is drawn for a viewer.
BIDDING_SIDE = _("Bidding side")
TRICK_COUNTERS, NO_COUNTERS = _("Trick {trick}: {winner} · {counters}"), _("no counters")


def in_play(game: Game, hand: PlayedHand, fmt: Fmt) -> str:
    assert isinstance(hand, RookHand)  # this game's board is given this game's hands
    auction = hand.auction
    if not auction.over:
        return auction_section(auction, fmt)
    trump = str(TRUMP_WORDS.get(hand.trump, hand.trump)) if hand.trump else None
    pairs = [*contract_rows(hand, fmt, trump), (str(BIDDING_SIDE), game.rules.group_name(game, hand.bidder_side)),
             *count_rows(game, hand, fmt, hand.deck.tricks)]
    tricks = [esc(TRICK_COUNTERS.format(trick=number(i), winner=winner,
                                        counters=faces_text(counters) or str(NO_COUNTERS)))
              for i, (winner, counters) in enumerate(hand.tricks, 1)]
    return in_play_section(pairs, tricks)
