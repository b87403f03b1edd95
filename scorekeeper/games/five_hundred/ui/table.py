"""Five Hundred at the table: the Avondale table as a grid of bids (each legal one enabled) and Pass, one tap a
call; then the contractors' tricks in one tap (or trick by trick); the result with its arithmetic.

The grid is built once per visit, laid out as the Avondale table (a row a level, a column a suit, then
misère and open misère); a call only enables and disables its buttons.
"""

from __future__ import annotations

import flet as ft

from scorekeeper.games.five_hundred import (MISERE, OPEN_MISERE, TRICKS, ContractBid, FiveHundredHand, TrickWon,
                                            bid_value, partner_of)
from scorekeeper.games.five_hundred import words
from scorekeeper.i18n import shown
from scorekeeper.i18n.translate import gettext
from scorekeeper.rules import Event, HandCounted, Passed, legal
from scorekeeper.rules.deal_events import MisdealCalled
from scorekeeper.ui import theme
from scorekeeper.ui.games import PhasedTable, ResultPart, TableContext, partnership
from scorekeeper.ui.games.misdeal import MisdealPart
from scorekeeper.ui.games.entry_templates import EntryTemplates, entry_in_words_or_last
from scorekeeper.ui.widgets import big_button, body, fixed_lines, heading
from scorekeeper.words import N_

SUITS = ("S", "C", "D", "H", "NT")
CELL = 74  # five bids to a row on a 412 px phone, "10NT" on one line


def grid_label(bid: str) -> str:
    """A bid on its grid button: "7♥", "7NT", "misère"; no trumps in the short form the language gives it (the
    summary says it in full, "7 no trumps": a translation abbreviates the same words, not the English NT)."""
    if bid.endswith("NT"):
        return gettext("{tricks}NT").format(tricks=shown.number(int(bid[:-2])))  # NT: no trumps, a grid's short form
    return words.bid_word(bid)


class AuctionPart(ft.Column):
    """Whose call it is, Pass, and the Avondale grid: one tap a call, only the legal bids enabled."""

    def __init__(self, ctx: TableContext) -> None:
        self.ctx = ctx
        self.to_call = heading("", key="to-call", size=22)
        self.to_beat = fixed_lines(body("", key="to-beat", size=theme.SMALL), 2)
        self.pass_ = big_button(gettext("Pass"), "call-pass", self._pass, filled=False, expand=True)
        self.bids: dict[str, ft.Control] = {}
        rows: list[ft.Control] = []
        for level in range(6, 11):
            row = [self._bid_button(f"{level}{s}") for s in SUITS]
            rows.append(ft.Row(row, spacing=4, wrap=False))
        rows.append(ft.Row([self._bid_button(MISERE, width=2 * CELL + 4), self._bid_button(OPEN_MISERE, width=3 * CELL + 8)],
                           spacing=4, wrap=False))
        self.calls = body("", key="calls-so-far", size=theme.SMALL)
        self.misdeal = MisdealPart(ctx)
        super().__init__([self.to_call, self.to_beat, ft.Row([self.pass_]), ft.Column(rows, spacing=4, tight=True),
                          self.calls, self.misdeal], spacing=10, tight=True)

    def _bid_button(self, bid: str, width: int = CELL) -> ft.Control:
        button = big_button(grid_label(bid), f"bid-{bid}", self._bid, data=bid, width=width)
        if isinstance(button.style, ft.ButtonStyle):
            button.style.padding = ft.Padding.symmetric(horizontal=4, vertical=10)  # the bid, not the padding, fills it
        self.bids[bid] = button
        return button

    def refresh(self, hand: FiveHundredHand) -> None:
        auction = hand.auction
        player = auction.to_call() or ""
        self.to_call.value = gettext("{player} to call").format(player=player)
        self.to_beat.value = (gettext("Bid to beat: {bid} ({bidder})").format(bid=words.bid_word(auction.high_bid),
                                                                             bidder=auction.high_bidder)
                              if auction.high_bid else gettext("No bid yet"))
        self.pass_.tooltip = gettext("{player} passes").format(player=player)
        verdict = legal(self.ctx.game, [Passed(player), *(ContractBid(player, bid) for bid in self.bids)])
        self.pass_.disabled = not verdict.allows(Passed(player))  # one question to the rules for the whole grid
        for bid, button in self.bids.items():
            button.disabled = not verdict.allows(ContractBid(player, bid))
            button.tooltip = gettext("{player} bids {bid} ({value})").format(player=player, bid=words.bid_word(bid),
                                                                            value=bid_value(bid))
        self.calls.value = words.calls_said(auction.calls, words.bid_word, " · ")
        self.misdeal.refresh(hand)  # before the first call only

    def _player(self) -> str:
        hand = self.ctx.game.table.current
        return str(hand.auction.to_call()) if isinstance(hand, FiveHundredHand) else ""

    def _bid(self, e: ft.ControlEvent) -> None:
        self.ctx.act(ContractBid(self._player(), str(e.control.data)))

    def _pass(self, e: ft.ControlEvent) -> None:
        self.ctx.act(Passed(self._player()))



def tricks_title(hand: FiveHundredHand) -> str:
    """Whose tricks are counted: the bidder's own on a misère (the partner sits out), else the contractors'."""
    return (gettext("Tricks {player} took").format(player=hand.bidder) if hand.misere
            else gettext("Tricks {side} took").format(side=hand.side_name(hand.bidder_side)))


def misere_partner(hand: FiveHundredHand) -> tuple[str, ...]:
    return (partner_of(hand.players, hand.bidder),) if hand.misere and hand.bidder else ()


class FiveHundredTable(PhasedTable[FiveHundredHand]):
    """The Five Hundred entry panel: the auction, the tricks (the contractors' in one tap, 0 to 10, or who took
    each: a misère's partner has no button), the hand's result."""

    def __init__(self, ctx: TableContext) -> None:
        super().__init__(ctx, {"auction": AuctionPart, "tricks": partnership.tricks_part(TRICKS_WORDS, TRICKS)},
                         ResultPart(ctx), hand_type=FiveHundredHand, explain_from=1)


def contract_words(hand: FiveHundredHand) -> str:
    """The contract and its value (the scoreboard and the hand view)."""
    if hand.bid is None or hand.bidder is None:
        return gettext("Everyone passed") if hand.thrown_in else gettext("No bid yet")
    return gettext("{bidder} {bid} ({value})").format(bidder=hand.bidder, bid=words.bid_word(hand.bid),
                                                      value=bid_value(hand.bid))


ENTRY_TEMPLATES: EntryTemplates = {Passed: N_("{player}'s pass"), TrickWon: N_("{winner}'s trick"),
                                   MisdealCalled: N_("{player}'s misdeal")}


contract_line = partnership.contract_line(FiveHundredHand, contract_words)
TRICKS_WORDS = partnership.TricksWords[FiveHundredHand](
    "took", TrickWon, contract_line, tricks_title, N_("{side} took {count} tricks"), N_("{side} have {count} so far"),
    misere_partner)


def describe(event: Event) -> str:
    """An entry in words, for the note undo gives and the corrections list."""
    if isinstance(event, ContractBid):
        return gettext("{player}'s bid, {bid}").format(player=event.player, bid=words.bid_word(event.contract))
    if isinstance(event, HandCounted):
        return gettext("the contractors' {count} tricks").format(count=event.bidder_side)
    return entry_in_words_or_last(event, ENTRY_TEMPLATES)
