"""Twenty-eight at the table: the auction, then the contract's extras (trump, double, redouble, the pair),
trick by trick or the bidding side's total, and the result.

Built from the shared toolkit (the auction part and its misdeal, the side's count, the sixes in the
race) the way Twenty-nine's table is; every figure comes from the rules core: whose call and the
lowest bid (20 over a partner), the target after the pair, the 28-point check of the eighth trick.
Built once per visit, changed in place on every tap.
"""

from __future__ import annotations

import flet as ft

from scorekeeper.games.twenty_eight import (PACK_POINTS, TRICKS, CardPointsTrick, Doubled, PairShown, Redoubled,
                                            TwentyEightHand, remaining_points)
from scorekeeper.i18n.translate import gettext
from scorekeeper.rules.interface import points_text
from scorekeeper.ui import theme
from scorekeeper.ui.games import AuctionPart, PartWhenShown, PhasedTable, TableContext
from scorekeeper.ui.games.declare import SideCountPart
from scorekeeper.ui.games.misdeal import MisdealPart
from scorekeeper.ui.games.card_points import PointsTricks, TrickEntry
from scorekeeper.ui.games.table_parts import trump_word
from scorekeeper.ui.games.picker import Picker, TrumpPicker
from scorekeeper.ui.widgets import body, fixed_lines, glued

CARD_POINTS = {"J": 3, "9": 2, "A": 1, "10": 1}  # the counting cards, high to low
CARDS, POINTS = "cards", "points"  # the draft's kinds: the counting cards tapped, the points typed
TRICK = PointsTricks(CardPointsTrick, CARD_POINTS, TRICKS, "twenty-eight cards", remaining_points,
                     lambda game: PACK_POINTS, CARDS, POINTS)


def twenty_eight_auction(ctx: TableContext) -> AuctionPart[TwentyEightHand]:
    return AuctionPart(ctx, unit=1, max_digits=2, other_label=gettext("Other bid…"), extra=MisdealPart(ctx))


class PlayPart(ft.Column):
    """The contract, the running count, then the trick (the shared card-point entry) and the contract's extras."""

    def __init__(self, ctx: TableContext) -> None:
        self.ctx = ctx
        players = ctx.game.players
        self.contract = body("", key="contract")
        self.running = body("", key="running", weight=ft.FontWeight.BOLD)
        seats = [(p, p) for p in players]
        self.trump = TrumpPicker(ctx)
        self.double = Picker(ctx, "double", seats, Doubled, gettext("Who doubled?"))
        self.redouble = Picker(ctx, "redouble", seats, Redoubled, gettext("Who redoubled?"))
        self.pair = Picker(ctx, "pair", seats, PairShown, gettext("Who showed the pair?"))
        self.trick = TrickEntry(ctx, TRICK)
        self.entry = self.trick.layout([ft.Row([self.trump, self.double, self.redouble, self.pair], wrap=True)])
        self.title = self.trick.title
        super().__init__([self.contract, fixed_lines(self.running, 2), self.title, self.entry], spacing=12, tight=True)
        self.totals = PartWhenShown(self, lambda: TotalsPart(ctx))

    def refresh(self, hand: TwentyEightHand) -> None:
        ctx, game = self.ctx, self.ctx.game
        mine, other = hand.running_counts()
        needed = game.rules.still_needed(game, hand)
        trump = trump_word(game, hand.trump) if hand.trump else gettext("trump not named")
        self.contract.value = gettext("{bidder} bid {bid}, {trump} · target {target} · ×{times}").format(
            bidder=hand.bidder, bid=points_text(hand.bid or 0), trump=trump, target=points_text(hand.target()),
            times=points_text(hand.multiplier()))
        needs = "" if needed is None else needed.text
        self.running.value = glued(f"{ctx.side_name(hand.bidder_side)} {points_text(mine)} · "
                                   f"{ctx.side_name(hand.other_side())} {points_text(other)} · {needs}")
        self.running.color = None if needed is None or needed.reachable else theme.SET_BACK
        self.entry.visible = self.title.visible = not ctx.totals_only
        totals = self.totals.show(ctx.totals_only)
        self._extras(hand)
        if totals is not None:
            totals.refresh(hand)
            return
        self.trick.refresh(hand)

    def _extras(self, hand: TwentyEightHand) -> None:
        """Trump, double and redouble before the first trick; the pair whenever it is shown (each where it is played)."""
        game, before = self.ctx.game, not hand.started_play()
        self.trump.offer(before and hand.trump is None)
        doubling = bool(game.settings["doubling"]) and before
        self.double.show_when(doubling and hand.doubled_by is None, gettext("Double…"))
        self.redouble.show_when(doubling and hand.doubled_by is not None and hand.redoubled_by is None,
                                gettext("Redouble…"))
        self.pair.show_when(bool(game.settings["pair"]) and hand.pair is None, gettext("Pair (K+Q)…"))


class TotalsPart(SideCountPart):
    def help_line(self, us: str, them: str) -> str:
        return gettext("Card points; {them} get the rest of {settings}.").format(them=them, settings=PACK_POINTS)


class TwentyEightTable(PhasedTable[TwentyEightHand]):
    """The Twenty-eight entry panel: auction, play (or totals), result."""

    def __init__(self, ctx: TableContext) -> None:
        super().__init__(ctx, {"auction": twenty_eight_auction, "play": PlayPart}, hand_type=TwentyEightHand)
