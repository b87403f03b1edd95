"""The board's "hand in play" of a game whose tricks are counted in card points and bid for by a side.

The auction while it is open; then the contract, what the game adds to it (a pair shown, a multiplier, the
bidding side), the tricks so far and each side's points; a game's board section gives its own rows.
"""

from __future__ import annotations

from typing import Callable, Protocol, Sequence

from scorekeeper.board.view import CountedHand, Row, auction_section, contract_rows, count_rows, in_play_section
from scorekeeper.i18n.shown import number
from scorekeeper.markup import esc
from scorekeeper.rules import Game
from scorekeeper.rules.auction import Auction
from scorekeeper.rules.bidding import PointsTrickHand
from scorekeeper.words import _

NOT_SHOWN, TARGET = _("not shown"), _("Target")
TRICK_POINTS = _("Trick {trick}: {winner} · {points}")


class CardPointsHand(PointsTrickHand, CountedHand, Protocol):
    """What the section reads of the hand: its auction, contract, target, tricks and running counts."""

    @property
    def auction(self) -> Auction: ...
    def target(self) -> int: ...


def in_play(game: Game, hand: CardPointsHand, fmt: Callable[[int], str], trump: str | None,
            extras: Sequence[Row]) -> str:
    """The section: ``trump`` in the game's words (None before it is named), then the game's ``extras``
    after the target (the pair or royals, the multiplier, the side)."""
    if not hand.auction.over:
        return auction_section(hand.auction, fmt)
    pairs = [*contract_rows(hand, fmt, trump), *extras[:1], (str(TARGET), fmt(hand.target())), *extras[1:],
             *count_rows(game, hand, fmt, 8)]
    tricks = [esc(TRICK_POINTS.format(trick=number(i), winner=t.winner, points=fmt(t.points)))
              for i, t in enumerate(hand.tricks, 1)]
    return in_play_section(pairs, tricks)
