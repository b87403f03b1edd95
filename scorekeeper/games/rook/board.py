"""Rook on the board: the hand in play (the auction, or the bid, trump and the counters so far)."""

from __future__ import annotations

from typing import Callable

from scorekeeper.board.view import auction_section
from scorekeeper.i18n.shown import number
from scorekeeper.markup import esc, facts, items, text
from scorekeeper.rules import Game
from scorekeeper.rules.interface import PlayedHand
from scorekeeper.words import _

from .hand import RookHand
from .report import faces_text
from .words import TRUMP_WORDS

Fmt = Callable[[int], str]

# The board's words for Rook: whole templates, translated when the board is drawn for a viewer.
BIDDER, BID, TRUMP, NOT_NAMED = _("Bidder"), _("Bid"), _("Trump"), _("not named yet")
BIDDING_SIDE, TRICKS, OF = _("Bidding side"), _("Tricks"), _("{count} of {total}")
BIDDING_HAS, OTHERS_HAVE, STILL_NEEDED = _("Bidding side has"), _("Other side has"), _("Still needed")
TRICK_COUNTERS, NO_COUNTERS = _("Trick {trick}: {winner} · {counters}"), _("no counters")
IN_PLAY, TRICKS_SO_FAR = _("The hand in play"), _("Tricks so far, latest first")


def in_play(game: Game, hand: PlayedHand, fmt: Fmt) -> str:
    assert isinstance(hand, RookHand)  # this game's board is given this game's hands
    auction = hand.auction
    if not auction.over:
        return auction_section(auction, fmt)
    mine, other = hand.running_counts()
    needed = game.rules.still_needed(game, hand)
    pairs: list[tuple[str, object]] = [
        (str(BIDDER), hand.bidder), (str(BID), fmt(hand.bid or 0)),
        (str(TRUMP), str(TRUMP_WORDS.get(hand.trump, hand.trump)) if hand.trump else str(NOT_NAMED)),
        (str(BIDDING_SIDE), game.rules.group_name(game, hand.bidder_side)),
        (str(TRICKS), OF.format(count=number(len(hand.tricks)), total=number(hand.deck.tricks))),
        (str(BIDDING_HAS), fmt(mine)), (str(OTHERS_HAVE), fmt(other)),
        *([(str(STILL_NEEDED), needed.text)] if needed is not None else []),
    ]
    tricks = [esc(TRICK_COUNTERS.format(trick=number(i), winner=winner,
                                        counters=faces_text(counters) or str(NO_COUNTERS)))
              for i, (winner, counters) in enumerate(hand.tricks, 1)]
    return (text("h2", str(IN_PLAY), id="play-h") + facts(pairs, class_="facts")
            + (items("ol", list(reversed(tricks)), reversed=True, class_="tricks", aria_label=str(TRICKS_SO_FAR))
               if tricks else ""))
