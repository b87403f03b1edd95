"""Before the first call: a player may call a misdeal and the same dealer deals again.

A part for a bidding game's auction (``AuctionPart(..., extra=MisdealPart(ctx))``), for every game whose
rules take the shared ``MisdealCalled``; it shows only while no call has been made.
"""

from __future__ import annotations

from typing import Protocol

import flet as ft

from scorekeeper.i18n.translate import gettext
from scorekeeper.rules.auction import Auction
from scorekeeper.rules.deal_events import MisdealCalled

from ..widgets import MIN_TAP, big_button, body, card, grid
from .context import TableContext


class HasAuction(Protocol):
    @property
    def auction(self) -> Auction: ...


class MisdealPart(ft.Column):
    """A button that opens the players; a tap on one records the misdeal he called."""

    def __init__(self, ctx: TableContext) -> None:
        self.ctx = ctx
        self.open = big_button(gettext("Misdeal…"), "new-deal", self._toggle, filled=False)
        buttons = [big_button(p, f"new-deal-{p}", self._misdeal, filled=False, data=p) for p in ctx.game.players]
        for button in buttons:
            button.height = MIN_TAP
        self.players = card(body(gettext("Who called the misdeal? The same dealer deals again.")), grid(buttons))
        self.players.visible = False
        super().__init__([self.open, self.players], spacing=12, tight=True)

    def refresh(self, hand: HasAuction) -> None:
        self.visible = not hand.auction.calls

    def _toggle(self, e: ft.ControlEvent) -> None:
        self.players.visible = not self.players.visible

    def _misdeal(self, e: ft.ControlEvent) -> None:
        self.players.visible = False
        self.ctx.act(MisdealCalled(str(e.control.data)))
