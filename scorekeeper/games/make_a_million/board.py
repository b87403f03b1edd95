"""Make-a-Million on the board (every partnership mode): the race and the hand in play.

Everything shown is asked of the rules core (``MillionHand``): the auction,
the sides, the running counts, what the bidder still needs.
"""

from __future__ import annotations

from typing import Callable, Sequence

from scorekeeper.i18n.shown import number
from scorekeeper.markup import el, esc, facts, items, meter_row, text
from scorekeeper.board.view import auction_section
from scorekeeper.rules import Game
from scorekeeper.rules.interface import PlayedHand
from scorekeeper.words import _
from .hand import MillionHand

from . import DUMMY, NO_TRUMP, trick_arithmetic, trick_value
from .settings import color_word

Fmt = Callable[[int], str]

NOT_NAMED, NO_TRUMP_WORD, THE_DUMMY = _("not named yet"), _("no trump"), _("the dummy")
BIDDER, BID, TRUMP, BIDDERS_SIDE, AGAINST = _("Bidder"), _("Bid"), _("Trump"), _("Bidder's side"), _("Against")
TRICKS, OF = _("Tricks"), _("{count} of {total}")
BIDDERS_HAVE, OTHERS_HAVE, STILL_NEEDED = _("Bidder's side has"), _("Other side has"), _("Still needed")
WAITING_FOR, PARTNERS_TO_BE_NAMED = _("Waiting for"), _("the partners of {bidder} to be named")
TRICK_LINE, TRICK_NOTHING = _("Trick {trick}: {winner} · {arithmetic}"), _("Trick {trick}: {winner} · nothing")
IN_PLAY, OF_THE_BID = _("The hand in play"), _("{count} of the bid {bid}")
TRICKS_SO_FAR = _("Tricks so far, latest first")


def trump_name(trump: str | None) -> str:
    if trump is None:
        return str(NOT_NAMED)
    return str(NO_TRUMP_WORD) if trump == NO_TRUMP else color_word(trump)


def side_name(game: Game, side: Sequence[str]) -> str:
    """The side's name ("A+B", "A+the dummy"): the dummy's seat is named seat by seat, never by
    rewriting a name that holds the word."""
    if not side:
        return "—"
    dummy_game = game.settings.get("partnership") == "dummy"
    return game.rules.group_name(game, [str(THE_DUMMY) if dummy_game and p == DUMMY else p for p in side])


def in_play(game: Game, hand: PlayedHand, fmt: Fmt) -> str:
    """The auction while it runs; then bidder, bid, trump, tricks and the running counts."""
    assert isinstance(hand, MillionHand)  # this game's board is given this game's hands
    auction = hand.auction
    if not auction.over:
        return auction_section(auction, fmt)
    mine, other = hand.running_counts()
    bid = hand.bid or 0
    needed = game.rules.still_needed(game, hand)
    pairs: list[tuple[str, object]] = [
        (str(BIDDER), hand.bidder), (str(BID), fmt(bid)), (str(TRUMP), trump_name(hand.trump)),
        (str(BIDDERS_SIDE), side_name(game, hand.bidder_side)), (str(AGAINST), side_name(game, hand.other_side())),
        (str(TRICKS), OF.format(count=number(len(hand.tricks)), total=number(hand.tricks_per_hand))),
        (str(BIDDERS_HAVE), fmt(mine)), (str(OTHERS_HAVE), fmt(other)),
        *([(str(STILL_NEEDED), needed.text)] if needed is not None else []),
    ]
    if hand.phase == "partners":
        pairs.append((str(WAITING_FOR), PARTNERS_TO_BE_NAMED.format(bidder=hand.bidder)))
    tricks = [esc(TRICK_LINE.format(trick=number(i), winner=t.winner,
                                    arithmetic=trick_arithmetic(t.money, t.bull_bear, fmt, game.settings)))
              if trick_value(t.money, t.bull_bear) or t.money or t.bull_bear
              else esc(TRICK_NOTHING.format(trick=number(i), winner=t.winner))
              for i, t in enumerate(hand.tricks, 1)]
    return (text("h2", str(IN_PLAY), id="play-h")
            + el("div", meter_row(side_name(game, hand.bidder_side), OF_THE_BID.format(count=fmt(mine), bid=fmt(bid)),
                                  mine, max(bid, 1)), class_="race")
            + facts(pairs, class_="facts")
            + (items("ol", list(reversed(tricks)), reversed=True, class_="tricks", aria_label=str(TRICKS_SO_FAR))
               if tricks else ""))
