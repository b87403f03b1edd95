"""Twenty-eight on the board: the hand in play (the auction, then the contract, the pair, doubles and tricks)."""

from __future__ import annotations

from typing import Callable

from scorekeeper.board.sixes import race as race  # the two sixes, as Twenty-nine draws them
from scorekeeper.board.view import auction_section
from scorekeeper.i18n.shown import number
from scorekeeper.markup import esc, facts, items, text
from scorekeeper.rules import Game
from scorekeeper.rules.interface import PlayedHand
from scorekeeper.words import _

from .hand import TwentyEightHand
from .words import suit_word

BIDDER, BID, TRUMP, NOT_NAMED = _("Bidder"), _("Bid"), _("Trump"), _("not named yet")
PAIR, NOT_SHOWN, TARGET, STAKE = _("Pair"), _("not shown"), _("Target"), _("Multiplier")
TRICKS, OF = _("Tricks"), _("{count} of {total}")
BIDDING_HAS, OTHERS_HAVE, STILL_NEEDED = _("Bidding side has"), _("Other side has"), _("Still needed")
TRICK_POINTS, IN_PLAY = _("Trick {trick}: {winner} · {points}"), _("The hand in play")
TRICKS_SO_FAR = _("Tricks so far, latest first")


def in_play(game: Game, hand: PlayedHand, fmt: Callable[[int], str]) -> str:
    assert isinstance(hand, TwentyEightHand)  # this game's board is given this game's hands
    if not hand.auction.over:
        return auction_section(hand.auction, fmt)
    mine, other = hand.running_counts()
    needed = game.rules.still_needed(game, hand)
    pairs: list[tuple[str, object]] = [
        (str(BIDDER), hand.bidder), (str(BID), fmt(hand.bid or 0)),
        (str(TRUMP), suit_word(hand.trump) if hand.trump else str(NOT_NAMED)),
        (str(PAIR), hand.pair or str(NOT_SHOWN)), (str(TARGET), fmt(hand.target())),
        (str(STAKE), "×" + number(hand.multiplier())),
        (str(TRICKS), OF.format(count=number(len(hand.tricks)), total=number(8))),
        (str(BIDDING_HAS), fmt(mine)), (str(OTHERS_HAVE), fmt(other)),
        *([(str(STILL_NEEDED), needed.text)] if needed is not None else []),
    ]
    tricks = [esc(TRICK_POINTS.format(trick=number(i), winner=t.winner, points=fmt(t.points)))
              for i, t in enumerate(hand.tricks, 1)]
    return (text("h2", str(IN_PLAY), id="play-h") + facts(pairs, class_="facts")
            + (items("ol", list(reversed(tricks)), reversed=True, class_="tricks", aria_label=str(TRICKS_SO_FAR))
               if tricks else ""))
