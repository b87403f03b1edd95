"""Auction Pitch at the table: the one round of bids, then four taps: who took High, Low, Jack and Game.

Every figure comes from the rules core: whose call and the lowest bid (the dealer may equal it) from
the auction, the points in their order from the hand.  Built once per visit, changed in place.
"""

from __future__ import annotations

import flet as ft

from scorekeeper.games.pitch import PitchHand, PointNobody, PointTaken, SweepTaken, words
from scorekeeper.i18n.translate import gettext
from scorekeeper.rules.interface import seating_name

from scorekeeper.ui import theme
from scorekeeper.ui.games import AuctionPart, PhasedTable, TableContext
from scorekeeper.ui.games.four_points import PointButtons
from scorekeeper.ui.games.misdeal import MisdealPart
from scorekeeper.ui.games.picker import TrumpPicker
from scorekeeper.ui.widgets import big_button, body, card, fixed_lines, heading
from scorekeeper.words import POINT_QUESTIONS

def pitch_auction(ctx: TableContext) -> AuctionPart[PitchHand]:
    return AuctionPart(ctx, unit=1, max_digits=1, other_label=gettext("Other bid…"), extra=MisdealPart(ctx))


class PointsPart(ft.Column):
    """The point being asked (High, Low, Jack, Game), a button per player (and nobody, where it may be nobody)."""

    def __init__(self, ctx: TableContext) -> None:
        self.ctx = ctx
        self.contract = body("", key="contract")
        self.question = heading("", key="point-question", size=24)
        self.points = PointButtons(ctx, words, PointTaken, PointNobody)
        self.all_tricks = big_button("", "all-tricks", self._all_tricks, filled=False)
        self.trump = TrumpPicker(ctx)  # optional: the record keeps it when it is named
        self.help = body(gettext("High and Low go to who was dealt them (or as the table awards Low); Jack to who "
                                 "won it; Game to the most pips (10 = 10, A 4, K 3, Q 2, J 1)."), size=theme.SMALL)
        super().__init__([self.contract, self.question, self.points.row,
                          fixed_lines(self.points.taken, 2), ft.Row([self.all_tricks, self.trump], wrap=True), card(self.help)],
                         spacing=12, tight=True)

    def refresh(self, hand: PitchHand) -> None:
        point = hand.next_point() or "game"
        bid = words.bid_text(hand.bid or 0)
        self.contract.value = (gettext("{bidder} pitched {bid}").format(bidder=hand.bidder, bid=bid) if hand.trump is None
                               else gettext("{bidder} pitched {bid}; trump {trump}").format(
                                   bidder=hand.bidder, bid=bid, trump=words.suit_word(hand.trump)))
        self.trump.offer(hand.trump is None and not hand.points)  # trump is entered before the points
        self.question.value = str(POINT_QUESTIONS[point])
        # after all six tricks the Jack is the pitcher's side's (or nobody's): the rules refuse the others, greyed
        self.points.refresh(hand.next_point(), hand.points)
        side = seating_name(hand.players, hand.bidder_side)
        self.all_tricks.visible = hand.is_smudge() and not hand.points
        self.all_tricks.content = (gettext("✓ {side} took all six tricks").format(side=side) if hand.all_tricks
                                   else gettext("{side} took all six tricks").format(side=side))
        self.all_tricks.disabled = hand.all_tricks

    def _all_tricks(self, e: ft.ControlEvent) -> None:
        hand = self.ctx.game.table.current
        assert isinstance(hand, PitchHand) and hand.bidder is not None
        self.ctx.act(SweepTaken(hand.bidder))  # High and Game follow from it: only Low and the Jack are asked


class PitchTable(PhasedTable[PitchHand]):
    """The Auction Pitch entry panel: the auction, the four points, the result."""

    def __init__(self, ctx: TableContext) -> None:
        super().__init__(ctx, {"auction": pitch_auction, "points": PointsPart}, hand_type=PitchHand)
