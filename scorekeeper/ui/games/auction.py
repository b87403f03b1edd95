"""The auction every bidding game's table uses: whose call, quick bids, Pass, and a keypad for any amount."""

from __future__ import annotations

from typing import Callable, Generic, Protocol, TypeVar

import flet as ft

from scorekeeper.i18n.translate import gettext
from scorekeeper.rules import BidMade, Legal, Passed, legal
from scorekeeper.rules.auction import Auction
from scorekeeper.rules.bidding import BiddingHand
from scorekeeper.rules.interface import PlayedHand

from .. import theme
from ..widgets import MIN_TAP, Keypad, Pool, big_button, body, card, fixed_lines, grid, one_line
from .bid_grid import GRID_MOST, BidGrid, fixed_bids, rows_height
from ..shown_parts import PartWhenShown
from .part_protocol import Part as Part  # (where the part protocol lives; the auction takes one as its extra)
from ..table_context import TableContext

QUICK_BIDS = 6  # one-tap amounts offered in an auction
QUICK_PER_ROW, QUICK_WIDTH = 3, 124  # three quick raises to a row of a 412 px phone, "$1,000,000" fits
KEYPAD_HEIGHT = 2 * MIN_TAP + 6 + 2 * 8  # the compact keypad's two rows of keys in its card

class AuctionHand(PlayedHand, Protocol):
    """A hand with an auction (every game's hand built on ``BiddingHand``): what the auction part reads."""

    @property
    def auction(self) -> Auction: ...


BidHandT = TypeVar("BidHandT", bound=AuctionHand)


class AuctionPart(ft.Column, Generic[BidHandT]):
    """Whose call, the bid to beat, Pass and Other, and under them the bids: every bid in a fixed grid where
    the game has few (``bid_grid.fixed_bids``), else one tap per quick amount; or, after Other, a keypad.

    Nothing moves under the finger: the lines above Pass and Other keep their height, Pass and Other stay
    where they are in every game, and the bids, the quick amounts and the keypad share one slot of a fixed
    height under them (the keypad opens under the quick raises, or in a grid's place while it is open, so its
    keys are on the first screen).
    The keypad keeps what was typed across other taps and across a refusal; its Bid key names the amount.
    """

    def __init__(self, ctx: TableContext, *, unit: int, max_digits: int, other_label: str,
                 extra: Part[BidHandT] | None = None, step: Callable[[Auction], int] | None = None,
                 grid_most: int = GRID_MOST, bid_label: Callable[[int], str] | None = None) -> None:
        self.ctx, self.extra, self.grid_most, self.step = ctx, extra, grid_most, step
        self.bid_label = bid_label  # a game whose bids are not all amounts says them in its own words
        self.calls = body("", key="calls", size=theme.SMALL)
        self.to_call = one_line("", key="to-call", size=24, weight=ft.FontWeight.BOLD)
        self.to_beat = body("", key="to-beat")
        self.no_raise = body("", key="no-raise")
        self.bids = Pool(grid([]), lambda i: quick_bid_button(i, self._bid))
        self.fixed: BidGrid | None = None  # every bid, when the game has few: made at the first refresh
        self.pass_button = big_button(gettext("Pass"), "pass", self._pass, filled=False, expand=True)
        self.other = big_button(other_label, "bid-other", self._toggle_keypad, filled=False, expand=True)
        self.unit, self.max_digits = unit, max_digits
        self.keypad: Keypad | None = None  # made when Other first opens it (a grid's game never does)
        self.bids_box = ft.Column([self.bids.box, self.no_raise], spacing=theme.GAP, tight=True)
        self.slot_column = ft.Column([self.bids_box], spacing=theme.GAP, tight=True)
        self.slot = ft.Container(self.slot_column, height=KEYPAD_HEIGHT)
        self.keypad_card = PartWhenShown(self.slot_column, self._keypad_card)
        self.hand_number = 0
        # The call history and the bid to beat keep two lines each whatever they say, so Pass, Other, the bids
        # and the keypad never creep down as the auction goes round.
        parts: list[ft.Control] = [fixed_lines(self.calls, 2), self.to_call, fixed_lines(self.to_beat, 2),
                                   ft.Row([self.pass_button, self.other]), self.slot]
        if extra is not None:
            assert isinstance(extra, ft.Control)
            parts.append(extra)
        super().__init__(parts, spacing=12, tight=True)

    @property
    def fmt(self) -> Callable[[int], str]:
        """How a bid is said: the game's ``bid_label``, else its amounts' format."""
        return self.bid_label or self.ctx.fmt

    def refresh(self, hand: BidHandT) -> None:
        fmt, auction = self.fmt, hand.auction
        if hand.number != self.hand_number:
            self.new_auction(hand.number)
        who = auction.to_call()
        self.calls.value = latest_calls([gettext("{player} pass").format(player=p) if a is None
                                         else gettext("{player} {amount}").format(player=p, amount=fmt(a))
                                         for p, a in auction.calls])
        self.to_call.value = gettext("{who} to call").format(who=who)
        self.to_beat.value = (gettext("Bid to beat: {high_bid} ({high_bidder})").format(
            high_bid=fmt(auction.high_bid), high_bidder=auction.high_bidder) if auction.high_bid
                              else gettext("Opening bid at least {lowest_bid} (up to {cap})").format(
                                  lowest_bid=fmt(auction.lowest_bid()), cap=fmt(auction.rules.cap)))
        fixed = self._grid(hand)
        verdict = None if who is None else legal(  # Pass and every bid of the grid: one question to the rules
            self.ctx.game, [Passed(who), *(fixed.entries(who, BidMade) if fixed is not None else [])])
        self._show_bids(hand, who, verdict)
        self.pass_button.disabled = verdict is not None and not verdict.allows(Passed(who or ""))
        self.pass_button.tooltip = gettext("{who} passes").format(who=who)
        if self.extra is not None:
            self.extra.refresh(hand)

    def _show_bids(self, hand: BidHandT, who: str | None, verdict: Legal | None) -> None:
        """The grid of every bid (greyed where the rules refuse it: ``verdict``), or the next few raises."""
        fixed = self._grid(hand)
        if fixed is not None:
            fixed.refresh(self.ctx, who, BidMade, lambda player, amount: gettext("{who} bids {amount}").format(
                who=player, amount=self.fmt(amount)), verdict)
            self.no_raise.visible = False
            return
        fmt, amounts = self.fmt, self.amounts(hand)

        def fill(button: ft.Control, amount: int) -> None:
            assert isinstance(button, ft.Button)
            button.key, button.data = f"bid-{amount}", amount
            button.content, button.tooltip = fmt(amount), gettext("{who} bids {amount}").format(
                who=who, amount=fmt(amount))
        self.bids.sync(amounts, fill)
        self.no_raise.visible = not amounts
        self.no_raise.value = gettext("No bid above {cap} is possible").format(cap=fmt(hand.auction.rules.cap))

    def amounts(self, hand: BidHandT) -> list[int]:
        """The quick bids: the lowest and the next ones up by the game's ``step`` (the rules' quick raises
        when it has none)."""
        if self.step is None:
            return self.ctx.game.rules.quick_raises(hand, QUICK_BIDS)
        return quick_bids(hand.auction, self.step(hand.auction))

    def _grid(self, hand: BidHandT) -> BidGrid | None:
        """The fixed grid of this game's bids, made once (None: too many bids for one; quick raises then)."""
        if self.fixed is None:
            amounts = fixed_bids(hand.auction.rules, self.grid_most)
            if amounts is None:
                self.slot.height = rows_height(QUICK_BIDS, QUICK_PER_ROW) + theme.GAP + KEYPAD_HEIGHT
                return None
            self.fixed = BidGrid(amounts, self._bid_amount, label=self.fmt)
            self.bids_box.controls.insert(0, self.fixed)
            self.bids.box.visible = False
            # Every bid the game knows is a button of the grid: a keypad for "another" bid would type only what
            # the grid offers, so there is none (decided at the first refresh: nothing moves on a tap).
            self.other.visible = False
            self.slot.height = max(KEYPAD_HEIGHT, self.fixed.height_px)
        return self.fixed

    def _who(self) -> str:
        hand = self.ctx.game.table.current
        assert isinstance(hand, BiddingHand)  # an auction's part: only a bidding hand is on it
        return str(hand.auction.to_call())

    def _bid(self, e: ft.ControlEvent) -> None:
        self._bid_amount(int(e.control.data))

    def _bid_amount(self, amount: int) -> None:
        self.ctx.act(BidMade(self._who(), amount))

    def _bid_typed(self, amount: int) -> bool:
        done = self.ctx.act(BidMade(self._who(), amount))
        if done:
            self._show_keypad(False)
        return done

    def _pass(self, e: ft.ControlEvent) -> None:
        self.ctx.act(Passed(self._who()))

    def _toggle_keypad(self, e: ft.ControlEvent) -> None:
        self._show_keypad(not self.keypad_card.shown)

    def _keypad_card(self) -> ft.Container:
        """The keypad's card, made at its first opening (``keypad_card``): about forty controls a table never
        sends while the keypad stays shut, the slot's fixed height unchanged."""
        self.keypad = Keypad("bid-keypad", self._bid_typed, unit=self.unit, format_amount=self.ctx.fmt,
                             done_label=gettext("Bid"), max_digits=self.max_digits, compact=True)
        keypad_card = card(self.keypad, padding=8)
        keypad_card.padding = ft.Padding.symmetric(horizontal=4, vertical=8)  # seven MIN_TAP keys to a row
        return keypad_card

    def _show_keypad(self, shown: bool) -> None:
        """The keypad opens under the quick raises, or takes a grid's place in the slot (and gives it back):
        either way Pass, Other and every bid left on the screen stay put."""
        self.keypad_card.show(shown)
        self.bids_box.visible = not shown or self.fixed is None

    def new_auction(self, number: int) -> None:
        """A new hand's auction starts with the keypad closed: an amount typed (and refused) in the last
        auction is nobody's bid now; if one was left, a notice says it went."""
        left = self.keypad.value() if self.keypad is not None and self.keypad.digits else None
        self.hand_number = number
        if self.keypad is not None:
            self.keypad.clear()
        self._show_keypad(False)
        if left is not None and number > 1:
            self.ctx.say_notice(gettext("Cleared {left}, typed in the last auction and not bid").format(
                left=self.ctx.fmt(left)))


def quick_bids(auction: Auction, step: int) -> list[int]:
    """The lowest bid and the next ones up by ``step``, never above the cap: one tap for the usual calls."""
    low = auction.lowest_bid()
    return [a for a in (low + k * step for k in range(QUICK_BIDS)) if a <= auction.rules.cap]


def quick_bid_button(i: int, on_click: Callable[[ft.ControlEvent], None]) -> ft.Control:
    """A quick raise: three to a row of one width, so six of them fill two rows whatever amounts they name."""
    return big_button("", f"bid-slot-{i}", on_click, width=QUICK_WIDTH)


CALLS_SHOWN = 60  # about two lines of the call history on a phone: the latest calls, the older ones "…"


def latest_calls(calls: list[str]) -> str:
    """The call history, latest calls last; older calls that would not fit two lines are an ellipsis."""
    if not calls:
        return gettext("No calls yet")
    shown: list[str] = []
    for call in reversed(calls):
        if shown and len(" · ".join([call, *shown])) > CALLS_SHOWN:
            return "… " + " · ".join(shown)
        shown.insert(0, call)
    return " · ".join(shown)
