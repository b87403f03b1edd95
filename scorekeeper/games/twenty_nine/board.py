"""Twenty-nine on the board: the two sixes (the race to +6 / −6) and the hand in play."""

from __future__ import annotations

from typing import Callable

from scorekeeper.i18n.shown import number
from scorekeeper.markup import esc, facts, items, text
from scorekeeper.board.sixes import race as race  # the two sixes, shared with Twenty-eight
from scorekeeper.board.view import auction_section
from scorekeeper.rules import Game
from scorekeeper.rules.interface import PlayedHand
from scorekeeper.words import _
from .hand import TwentyNineHand

from .words import suit_word

Fmt = Callable[[int], str]

BIDDER, BID, TRUMP, NOT_NAMED = _("Bidder"), _("Bid"), _("Trump"), _("not named yet")
ROYALS, NOT_SHOWN, TARGET, BIDDING_SIDE = _("Royals"), _("not shown"), _("Target"), _("Bidding side")
TRICKS, OF = _("Tricks"), _("{count} of {total}")
BIDDING_HAS, OTHERS_HAVE, STILL_NEEDED = _("Bidding side has"), _("Other side has"), _("Still needed")
TRICK_POINTS, IN_PLAY = _("Trick {trick}: {winner} · {points}"), _("The hand in play")
TRICKS_SO_FAR = _("Tricks so far, latest first")


def in_play(game: Game, hand: PlayedHand, fmt: Fmt) -> str:
    assert isinstance(hand, TwentyNineHand)  # this game's board is given this game's hands
    auction = hand.auction
    if not auction.over:
        return auction_section(auction, fmt)
    mine, other = hand.running_counts()
    target = hand.target()
    needed = game.rules.still_needed(game, hand)
    pairs: list[tuple[str, object]] = [
        (str(BIDDER), hand.bidder), (str(BID), fmt(hand.bid or 0)),
        (str(TRUMP), suit_word(hand.trump) if hand.trump else str(NOT_NAMED)),
        (str(ROYALS), hand.royals or str(NOT_SHOWN)), (str(TARGET), fmt(target)),
        (str(BIDDING_SIDE), game.rules.group_name(game, hand.bidder_side)),
        (str(TRICKS), OF.format(count=number(len(hand.tricks)), total=number(8))),
        (str(BIDDING_HAS), fmt(mine)), (str(OTHERS_HAVE), fmt(other)),
        *([(str(STILL_NEEDED), needed.text)] if needed is not None else []),
    ]
    tricks = [esc(TRICK_POINTS.format(trick=number(i), winner=t.winner, points=fmt(t.points)))
              for i, t in enumerate(hand.tricks, 1)]
    return (text("h2", str(IN_PLAY), id="play-h") + facts(pairs, class_="facts")
            + (items("ol", list(reversed(tricks)), reversed=True, class_="tricks", aria_label=str(TRICKS_SO_FAR))
               if tricks else ""))
