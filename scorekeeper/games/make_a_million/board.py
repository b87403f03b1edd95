"""Make-a-Million on the board (every partnership mode): the race and the hand in play.

Everything shown is asked of the rules core (``MillionHand``): the auction,
the sides, the running counts, what the bidder still needs.
"""

from __future__ import annotations

from typing import Callable, Sequence

from scorekeeper.i18n.shown import number
from scorekeeper.markup import el, esc, meter_row
from scorekeeper.board.view import auction_section, contract_rows, count_rows, in_play_section
from scorekeeper.rules import Game
from scorekeeper.rules.interface import PlayedHand
from scorekeeper.words import _
from .hand import MillionHand

from . import DUMMY, NO_TRUMP, trick_arithmetic, trick_value
from .settings import color_word

Fmt = Callable[[int], str]

NO_TRUMP_WORD, THE_DUMMY = _("no trump"), _("the dummy")
BIDDERS_SIDE, AGAINST, BIDDERS_HAVE = _("Bidder's side"), _("Against"), _("Bidder's side has")
WAITING_FOR, PARTNERS_TO_BE_NAMED = _("Waiting for"), _("the partners of {bidder} to be named")
TRICK_LINE, TRICK_NOTHING = _("Trick {trick}: {winner} · {arithmetic}"), _("Trick {trick}: {winner} · nothing")
OF_THE_BID = _("{count} of the bid {bid}")


def trump_name(trump: str | None) -> str | None:
    """Trump in this game's words (a colour, or no trump); None before it is named."""
    if trump is None:
        return None
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
    mine, bid = hand.running_counts()[0], hand.bid or 0
    pairs = [*contract_rows(hand, fmt, trump_name(hand.trump)),
             (str(BIDDERS_SIDE), side_name(game, hand.bidder_side)), (str(AGAINST), side_name(game, hand.other_side())),
             *count_rows(game, hand, fmt, hand.tricks_per_hand, ours=BIDDERS_HAVE)]
    if hand.phase == "partners":
        pairs.append((str(WAITING_FOR), PARTNERS_TO_BE_NAMED.format(bidder=hand.bidder)))
    tricks = [esc(TRICK_LINE.format(trick=number(i), winner=t.winner,
                                    arithmetic=trick_arithmetic(t.money, t.bull_bear, fmt, game.settings)))
              if trick_value(t.money, t.bull_bear) or t.money or t.bull_bear
              else esc(TRICK_NOTHING.format(trick=number(i), winner=t.winner))
              for i, t in enumerate(hand.tricks, 1)]
    race = el("div", meter_row(side_name(game, hand.bidder_side), OF_THE_BID.format(count=fmt(mine), bid=fmt(bid)),
                               mine, max(bid, 1)), class_="race")
    return in_play_section(pairs, tricks, race)
