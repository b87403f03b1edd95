"""Spades at the table: each player's bid in one tap, in turn; who took each trick in one tap (or each
player's tricks at once); the result with each side's arithmetic and bags.

Every figure comes from the rules core: whose bid it is, whether Blind Nil is
allowed, the contracts as they form, who leads, the 13-trick check.  The bid
buttons, the seats and the steppers are built once per visit and only their
properties change on a tap.
"""

from __future__ import annotations


import flet as ft

from scorekeeper.games.spades import BlindNilBid, SpadesHand, TrickWon, TricksBid, contracts_line, running_line
from scorekeeper.games.spades import words
from scorekeeper.i18n.translate import gettext
from scorekeeper.rules import Event, legal
from scorekeeper.rules.interface import PlayedHand, points_text
from scorekeeper.rules.deal_events import MisdealCalled, TricksCounted

from scorekeeper.ui import theme
from scorekeeper.words import N_
from scorekeeper.ui.widgets import Pool, big_button, body, card, fixed_lines, heading
from scorekeeper.ui.games import PhasedTable, ResultPart, TableContext
from scorekeeper.ui.games.bid_grid import BidGrid
from scorekeeper.ui.games.misdeal import MisdealPart, misdeal_called_by
from scorekeeper.ui.games.numbers import Numbers, Steppers
from scorekeeper.ui.games.entry_templates import EntryTemplates, entry_in_words_or_last

TRICKS = 13
BID_WIDTH = 64  # five bid buttons to a row inside a 412 px phone's card


def bid_word(bid: int) -> str:
    return str(words.NIL) if bid == 0 else points_text(bid)


class BidsPart(ft.Column):
    """Whose bid it is and one button per bid (Nil, 1 to 13, Blind Nil where allowed): one tap is the bid."""

    def __init__(self, ctx: TableContext) -> None:
        self.ctx = ctx
        self.contracts = fixed_lines(body("", key="contracts", weight=ft.FontWeight.W_600), 2)
        self.to_bid = heading("", key="to-bid", size=24)
        self.grid = BidGrid(range(TRICKS + 1), self._bid, label=bid_word, per_row=5, width=BID_WIDTH,
                            filled=lambda n: n != 0)
        self.blind = big_button(str(words.BLIND_NIL), "bid-blind-nil", self._blind_nil, filled=False)
        self.bids = body("", key="bids-so-far", size=theme.SMALL)
        self.misdeal = MisdealPart(ctx)
        help_text = body(gettext("Tap each player's bid in turn from the dealer's left: the tricks they will take, or "
                                 "Nil (none). A side's contract is its bids that are not Nil."), size=theme.SMALL)
        # The bids and Blind Nil sit right under whose turn it is; what grows (the bids so far, the misdeal
        # picker) goes under them, so no bid button moves under the finger.
        super().__init__([self.contracts, self.to_bid, self.grid, self.blind,
                          fixed_lines(self.bids, 1), self.misdeal, help_text], spacing=12, tight=True)

    def refresh(self, hand: SpadesHand) -> None:
        player = hand.to_bid()
        self.contracts.value = contracts_line(hand)
        self.to_bid.value = gettext("{player} bids").format(player=player)
        blind = [] if player is None else [BlindNilBid(player)]  # the grid and Blind Nil: one question to the rules
        verdict = legal(self.ctx.game, [*blind, *([] if player is None else self.grid.entries(player, TricksBid))])
        self.grid.refresh(self.ctx, player, TricksBid, lambda who, n: gettext("{player} bids {data}").format(
            player=who, data=bid_word(n)), verdict)
        self.blind.visible = bool(self.ctx.game.settings["blind_nil"])
        may_bid_blind = bool(blind) and verdict.allows(blind[0])
        self.blind.disabled = not may_bid_blind
        self.blind.tooltip = (gettext("{player} bids Blind Nil").format(player=player) if may_bid_blind
                              else gettext("Blind Nil: only for a side at least 100 points behind"))
        self.bids.value = " · ".join(f"{p} {hand.bid_text(p)}" for p in hand.bids) or gettext("No bids yet")
        self.misdeal.refresh(hand)

    def _bidder(self) -> str:
        hand = self.ctx.game.table.current
        return str(hand.to_bid()) if isinstance(hand, SpadesHand) else ""

    def _bid(self, bid: int) -> None:
        self.ctx.act(TricksBid(self._bidder(), bid))

    def _blind_nil(self, e: ft.ControlEvent) -> None:
        self.ctx.act(BlindNilBid(self._bidder()))


class TricksPart(ft.Column):
    """Who took each trick, one tap a trick; or each player's tricks at once, as − / + steppers."""

    def __init__(self, ctx: TableContext) -> None:
        self.ctx = ctx
        self.numbers = Numbers()
        self.title = heading("", key="trick-title", size=22)
        self.contracts = fixed_lines(body("", key="contracts", weight=ft.FontWeight.W_600), 2)
        self.running = fixed_lines(body("", key="running", size=theme.SMALL), 2)
        self.winners = {p: big_button(p, f"winner-{p}", self._winner, data=p, expand=True) for p in ctx.game.players}
        self.rows = Pool(ft.Column([], spacing=2, tight=True), lambda i: ft.Text("", size=theme.SMALL, key=f"trick-{i + 1}"))
        self.tricks = card(heading(gettext("Tricks so far"), size=18), self.rows.box, key="tricks")
        self.to_totals = big_button(gettext("Each player's tricks…"), "totals-only", ctx.enter_totals_only(True), filled=False,
                                    tooltip=gettext("Enter each player's tricks at the end instead of trick by trick"))
        self.entry = ft.Column([heading(gettext("Who took it?"), size=20),
                                ft.Row([self.winners[p] for p in ctx.game.players[:2]]),
                                ft.Row([self.winners[p] for p in ctx.game.players[2:]]),
                                self.tricks, self.to_totals], spacing=12, tight=True)
        self.steppers = Steppers(ctx, "tricks", self.numbers)
        self.sum = body("", key="tricks-sum", weight=ft.FontWeight.BOLD)
        self.totals = ft.Column([card(self.steppers, key="trick-rows"), self.sum,
                                 big_button(gettext("Save the tricks"), "tricks-save", self._save, expand=True),
                                 big_button(gettext("Trick by trick"), "trick-by-trick", ctx.enter_totals_only(False),
                                            filled=False)], spacing=12, tight=True)
        super().__init__([self.title, self.contracts, self.running, self.entry, self.totals], spacing=12, tight=True)

    def refresh(self, hand: SpadesHand) -> None:
        totals = self.ctx.totals_only and not hand.winners
        tricks = hand.tricks()
        self.title.value = (gettext("Each player's tricks") if totals else
                            gettext("Trick {value} of {tricks} · {to_act} leads").format(
                                value=len(hand.winners) + 1, tricks=TRICKS, to_act=hand.to_act()))
        self.contracts.value = contracts_line(hand)
        self.entry.visible, self.totals.visible = not totals, totals
        number = len(hand.winners) + 1
        for p, button in self.winners.items():
            button.tooltip = gettext("{player} took trick {number}").format(player=p, number=number)
        self.rows.sync(list(enumerate(hand.winners, 1)), self._fill_row)  # in order: a tap adds one row
        self.tricks.visible = bool(hand.winners)
        self.to_totals.visible = not hand.winners
        if totals:
            values = self.numbers.for_deal(hand.number, {p: 0 for p in self.ctx.game.players})
            self.steppers.show(values, TRICKS, {p: gettext("bid {player}").format(
                player=hand.bid_text(p)) for p in self.ctx.game.players})
            tricks = values  # the count lines follow the steppers as they are tapped
            total = sum(values.values())
            self.sum.value = gettext("{total} of {tricks} tricks").format(total=total, tricks=TRICKS)
            self.sum.color = theme.MADE if total == TRICKS else theme.SET_BACK
        self.running.value = running_line(hand, tricks)

    @staticmethod
    def _fill_row(row: ft.Control, trick: tuple[int, str]) -> None:
        assert isinstance(row, ft.Text)
        row.value = gettext("Trick {trick}: {trick2}").format(trick=trick[0], trick2=trick[1])

    def _winner(self, e: ft.ControlEvent) -> None:
        self.ctx.act(TrickWon(str(e.control.data)))

    def _save(self, e: ft.ControlEvent) -> None:
        self.ctx.act(TricksCounted(self.steppers.entered()))


class SpadesTable(PhasedTable[SpadesHand]):
    """The Spades entry panel: the bids, the tricks, the hand's result."""

    def __init__(self, ctx: TableContext) -> None:
        super().__init__(ctx, {"bids": BidsPart, "tricks": TricksPart}, ResultPart(ctx), explain_from=1)

    def take_back(self) -> str | None:
        """Undo while each player's tricks are being stepped: the last − or + tap comes back first."""
        hand = self.ctx.game.table.current
        part = self.parts.get("tricks")
        if hand is None or not isinstance(part, TricksPart) or part.numbers.deal != hand.number:
            return None
        tap = part.numbers.take_back()
        return None if tap is None else gettext("{tap}'s tricks, back to {tap2}").format(tap=tap[0], tap2=tap[1])


# The entries said from their fields, the trick's place (``value``) and the hand's number.
ENTRY_TEMPLATES: EntryTemplates = {BlindNilBid: N_("{player}'s Blind Nil"), TrickWon: N_("trick {value}, {winner} took it"),
                                   TricksCounted: N_("the tricks of hand {number}"), MisdealCalled: N_("{player}'s misdeal")}


def describe(event: Event, hand: SpadesHand) -> str:
    """An entry in words, for the note undo gives."""
    if isinstance(event, TricksBid):
        return gettext("{player}'s bid, {bid}").format(player=event.player, bid=bid_word(event.bid))
    return entry_in_words_or_last(event, ENTRY_TEMPLATES, value=len(hand.winners) + 1, number=hand.number)


def contract_line(hand: PlayedHand) -> str:
    """The hand's contracts, Nils named (the scoreboard and the hand view): "Ann+Cy 2, Nil: Ann · Bo+Di 8"."""
    if not isinstance(hand, SpadesHand):
        return ""
    if hand.misdeal_by is not None:
        return misdeal_called_by(hand.misdeal_by)
    return contracts_line(hand) if hand.bids else gettext("No bids yet")
