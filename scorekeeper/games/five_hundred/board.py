"""Five Hundred on the board: the hand in play (the calls so far, the contract, the tricks so far); the race
is the shared bars against the target."""

from __future__ import annotations

from typing import Callable

from scorekeeper.i18n.translate import gettext
from scorekeeper.markup import esc, facts, items, text
from scorekeeper.rules import Game
from scorekeeper.rules.interface import PlayedHand

from . import words
from .hand import FiveHundredHand
from .settings import TRICKS, bid_value


def in_play(game: Game, hand: PlayedHand, fmt: Callable[[int], str]) -> str:
    assert isinstance(hand, FiveHundredHand)  # this game's board is given this game's hands
    none = "—"
    contract = (gettext("{bidder} {bid} ({value})").format(bidder=hand.bidder, bid=words.bid_word(hand.bid),
                                                           value=bid_value(hand.bid))
                if hand.bid is not None and hand.bidder is not None else none)
    calls = words.calls_said(hand.auction.calls, words.bid_word)
    pairs: list[tuple[str, object]] = [
        (gettext("Calls"), calls or none), (gettext("Contract"), contract), (gettext("To act"), hand.to_act() or none),
        (gettext("Tricks"), gettext("{count} of {tricks}").format(count=len(hand.winners), tricks=TRICKS)),
    ]
    winners = [esc(gettext("Trick {trick}: {winner}").format(trick=i, winner=w)) for i, w in enumerate(hand.winners, 1)]
    return (text("h2", gettext("Hand {number}").format(number=hand.number), id="play-h") + text("p", hand.prompt())
            + facts(pairs, class_="facts")
            + (items("ol", winners, class_="tricks", aria_label=gettext("Tricks so far")) if winners else ""))
