"""The auction every bidding game's table uses: whose call, quick bids, Pass, and a keypad for any amount."""

from __future__ import annotations

from typing import Callable, Generic, Protocol, TypeVar

import flet as ft

from scorekeeper.i18n.translate import gettext
from scorekeeper.rules import BidMade, Passed
from scorekeeper.rules.auction import Auction
from scorekeeper.rules.bidding import BiddingHand
from scorekeeper.rules.interface import PlayedHand

from .. import theme
from ..widgets import Keypad, Pool, big_button, body, card, fixed_lines, grid, heading
from .context import TableContext

QUICK_BIDS = 6  # one-tap amounts offered in an auction

HandC = TypeVar("HandC", bound=PlayedHand, contravariant=True)


class Part(Protocol[HandC]):
    """One phase's controls in a table panel (auction, trump, play...): built once, refreshed per hand.

    A part is a control (``PhasedTable`` and ``AuctionPart`` check it when they add it).
    """

    visible: bool

    def refresh(self, hand: HandC) -> None: ...


class AuctionHand(PlayedHand, Protocol):
    """A hand with an auction (every game's hand built on ``BiddingHand``): what the auction part reads."""

    @property
    def auction(self) -> Auction: ...


BidHandT = TypeVar("BidHandT", bound=AuctionHand)


class AuctionPart(ft.Column, Generic[BidHandT]):
    """Whose call, the bid to beat, one tap per quick amount, Pass, and a keypad for any other amount.

    The keypad keeps what was typed across other taps and across a refusal;
    its Bid key is wide and filled and names the amount ("Bid $215,000").
    """

    def __init__(self, ctx: TableContext, *, unit: int, max_digits: int, other_label: str,
                 extra: Part[BidHandT] | None = None, amounts: Callable[[BidHandT], list[int]] | None = None) -> None:
        self.ctx, self.extra = ctx, extra
        self.amounts = amounts or (lambda hand: ctx.game.rules.quick_raises(hand, QUICK_BIDS))
        self.calls = body("", key="calls", size=theme.SMALL)
        self.to_call = heading("", key="to-call", size=24)
        self.to_beat = body("", key="to-beat")
        self.no_raise = body("", key="no-raise")
        self.bids = Pool(grid([]), lambda i: big_button("", f"bid-slot-{i}", self._bid))
        self.pass_button = big_button(gettext("Pass"), "pass", self._pass, filled=False, expand=True)
        self.other = big_button(other_label, "bid-other", self._toggle_keypad, filled=False, expand=True)
        self.keypad = Keypad("bid-keypad", self._bid_typed, unit=unit, format_amount=ctx.fmt, done_label=gettext("Bid"),
                             max_digits=max_digits)
        self.keypad_card = card(self.keypad)
        self.keypad_card.visible = False
        self.hand_number = 0
        # The call history and the bid to beat keep two lines each whatever they say, so the bids, Pass
        # and the keypad never creep down as the auction goes round.
        parts: list[ft.Control] = [fixed_lines(self.calls, 2), self.to_call, fixed_lines(self.to_beat, 2),
                                   self.bids.box, self.no_raise, ft.Row([self.pass_button, self.other]),
                                   self.keypad_card]
        if extra is not None:
            assert isinstance(extra, ft.Control)
            parts.append(extra)
        super().__init__(parts, spacing=12, tight=True)

    def refresh(self, hand: BidHandT) -> None:
        fmt, auction = self.ctx.fmt, hand.auction
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
        amounts = self.amounts(hand)

        def fill(button: ft.Control, amount: int) -> None:
            assert isinstance(button, ft.Button)
            button.key, button.data = f"bid-{amount}", amount
            button.content, button.tooltip = fmt(amount), gettext("{who} bids {amount}").format(
                who=who, amount=fmt(amount))
        self.bids.sync(amounts, fill)
        self.no_raise.visible = not amounts
        self.no_raise.value = gettext("No bid above {cap} is possible").format(cap=fmt(auction.rules.cap))
        self.pass_button.disabled = who is not None and not auction.may_pass(who)
        self.pass_button.tooltip = gettext("{who} passes").format(who=who)
        if self.extra is not None:
            self.extra.refresh(hand)

    def _who(self) -> str:
        hand = self.ctx.game.table.current
        assert isinstance(hand, BiddingHand)  # an auction's part: only a bidding hand is on it
        return str(hand.auction.to_call())

    def _bid(self, e: ft.ControlEvent) -> None:
        self.ctx.act(BidMade(self._who(), int(e.control.data)))

    def _bid_typed(self, amount: int) -> bool:
        done = self.ctx.act(BidMade(self._who(), amount))
        if done:
            self.keypad_card.visible = False
        return done

    def _pass(self, e: ft.ControlEvent) -> None:
        self.ctx.act(Passed(self._who()))

    def _toggle_keypad(self, e: ft.ControlEvent) -> None:
        self.keypad_card.visible = not self.keypad_card.visible

    def new_auction(self, number: int) -> None:
        """A new hand's auction starts with the keypad closed: an amount typed (and refused) in the last
        auction is nobody's bid now; if one was left, a notice says it went."""
        left = self.keypad.value() if self.keypad.digits else None
        self.hand_number = number
        self.keypad.clear()
        self.keypad_card.visible = False
        if left is not None and number > 1:
            self.ctx.state.say_notice(gettext("Cleared {left}, typed in the last auction and not bid").format(
                left=self.ctx.fmt(left)))


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
