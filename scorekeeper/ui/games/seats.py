"""A part every trick-taking game can use as it is: a button per seat, and a tap stores who it was.

``SeatsPart`` is the "who took it?" of a game that records only the taker of
each trick (or any entry that names one player): the game's subclass gives the
event a tap stores (``EVENT``, made from the player) and, where it has them, a
title line (the hand's prompt by default), a question, each button's tooltip and
the line under the buttons.  The buttons are built once per visit (keys ``winner-<player>``) and
changed in place on every refresh.
"""

from __future__ import annotations

from typing import Callable, Generic, TypeVar

import flet as ft

from scorekeeper.i18n.translate import LazyText
from scorekeeper.rules import Event
from scorekeeper.rules.interface import PlayedHand

from .. import theme
from ..widgets import big_button, body, grid, heading
from ..table_context import TableContext

HandS = TypeVar("HandS", bound=PlayedHand)


class SeatsPart(ft.Column, Generic[HandS]):
    """A title, the question, a button per seat, a line of what was taken: one tap stores one event."""

    QUESTION: str | LazyText = ""  # a line above the buttons ("Who took it?"), translated when shown; "": none
    EVENT: Callable[[str], Event] | None = None  # the event a tap stores, made from the player's name

    def __init__(self, ctx: TableContext) -> None:
        self.ctx = ctx
        self.heading = heading("", key="trick-title", size=22)
        self.seats = {p: big_button(p, f"winner-{p}", self._took, data=p) for p in ctx.game.players}
        self.line = body("", key="tricks-taken", size=theme.SMALL)
        question = [heading(str(self.QUESTION), size=20)] if str(self.QUESTION) else []
        super().__init__([self.heading, *question, grid(list(self.seats.values())), self.line], spacing=12, tight=True)

    def refresh(self, hand: HandS) -> None:
        self.heading.value = self.entry_title(hand)
        for player, button in self.seats.items():
            button.tooltip = self.seat_tooltip(hand, player)
        self.line.value = self.summary(hand)

    def entry_title(self, hand: HandS) -> str:
        """The line over the buttons: which entry this is, and what is asked (the hand's ``prompt()``)."""
        return hand.prompt()

    def seat_tooltip(self, hand: HandS, player: str) -> str:
        """What a button does, for a screen reader ("Ann took trick 2")."""
        return player

    def summary(self, hand: HandS) -> str:
        """The line under the buttons: what was taken so far."""
        return ""

    def event(self, player: str) -> Event:
        """The event a tap on ``player``'s seat stores (``EVENT(player)``)."""
        if self.EVENT is None:
            raise NotImplementedError(f"{type(self).__name__} names no EVENT")
        return self.EVENT(player)

    def _took(self, e: ft.ControlEvent) -> None:
        self.ctx.act(self.event(str(e.control.data)))
