"""The board's "hand in play" of a game whose tricks are counted in card points and bid for by a side.

The auction while it is open; then the contract, what the game adds to it (a pair shown, a multiplier, the
bidding side), the tricks so far and each side's points; a game's board section gives its own rows.
"""

from __future__ import annotations

from typing import Callable, Protocol, Sequence

from scorekeeper.board.view import auction_section
from scorekeeper.i18n.shown import number
from scorekeeper.markup import esc, facts, items, text
from scorekeeper.rules import Game
from scorekeeper.rules.auction import Auction
from scorekeeper.rules.bidding import PointsTrickHand
from scorekeeper.words import _

BIDDER, BID, TRUMP, NOT_NAMED = _("Bidder"), _("Bid"), _("Trump"), _("not named yet")
NOT_SHOWN, TARGET = _("not shown"), _("Target")
TRICKS, OF = _("Tricks"), _("{count} of {total}")
BIDDING_HAS, OTHERS_HAVE, STILL_NEEDED = _("Bidding side has"), _("Other side has"), _("Still needed")
TRICK_POINTS, IN_PLAY = _("Trick {trick}: {winner} · {points}"), _("The hand in play")
TRICKS_SO_FAR = _("Tricks so far, latest first")

Row = tuple[str, object]


class CardPointsHand(PointsTrickHand, Protocol):
    """What the section reads of the hand: its auction, contract, target, tricks and running counts."""

    @property
    def auction(self) -> Auction: ...
    @property
    def bid(self) -> int | None: ...
    def target(self) -> int: ...
    def running_counts(self) -> tuple[int, int]: ...


def in_play(game: Game, hand: CardPointsHand, fmt: Callable[[int], str], trump: str | None,
            extras: Sequence[Row]) -> str:
    """The section: ``trump`` in the game's words (None before it is named), then the game's ``extras``
    after the target (the pair or royals, the multiplier, the side)."""
    if not hand.auction.over:
        return auction_section(hand.auction, fmt)
    mine, other = hand.running_counts()
    needed = game.rules.still_needed(game, hand)
    pairs: list[Row] = [
        (str(BIDDER), hand.bidder), (str(BID), fmt(hand.bid or 0)),
        (str(TRUMP), trump if trump else str(NOT_NAMED)), *extras[:1], (str(TARGET), fmt(hand.target())),
        *extras[1:], (str(TRICKS), OF.format(count=number(len(hand.tricks)), total=number(8))),
        (str(BIDDING_HAS), fmt(mine)), (str(OTHERS_HAVE), fmt(other)),
        *([(str(STILL_NEEDED), needed.text)] if needed is not None else []),
    ]
    tricks = [esc(TRICK_POINTS.format(trick=number(i), winner=t.winner, points=fmt(t.points)))
              for i, t in enumerate(hand.tricks, 1)]
    return (text("h2", str(IN_PLAY), id="play-h") + facts(pairs, class_="facts")
            + (items("ol", list(reversed(tricks)), reversed=True, class_="tricks", aria_label=str(TRICKS_SO_FAR))
               if tricks else ""))
