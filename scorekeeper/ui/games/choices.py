"""A part for an entry that is one of a few values, tapped once (trump named without an auction, a side's tricks),
or one number typed (a deadwood difference).

``SeatsPart`` stores who; this stores which.  A game's subclass names ``KEY`` (the buttons' keys:
``took-7``) and writes ``choices(ctx)`` (each value and its label, in the order shown) and ``event(value)``
(what a tap stores); the title line (key ``hand-prompt``) is the hand's ``prompt()``.  ``TrumpChoicesPart`` is
the trump of a hand nobody bids for: a button per ``trump_choices`` (keys ``trump-<suit>``) storing the shared
``TrumpNamed``; ``counts(low, high)`` are the choices of a count, in the table's digits.  The buttons are built
once per visit and the title changed in place, so nothing moves under the finger.  ``NumberPart`` is the
same frame around a keypad (keys ``<KEY>-0`` to ``-9``, ``-back``, ``-done``): Save stores ``event(value)``, and
what was typed stays when the rules refuse it.
"""

from __future__ import annotations

from typing import Generic, Sequence, TypeVar

import flet as ft

from scorekeeper.i18n.shown import number
from scorekeeper.i18n.translate import gettext
from scorekeeper.rules import Event, TrumpNamed
from scorekeeper.rules.interface import PlayedHand

from ..widgets import MIN_TAP, Keypad, big_button, grid, heading, trump_button
from ..table_context import TableContext

HandC = TypeVar("HandC", bound=PlayedHand)
ValueT = TypeVar("ValueT", int, str)


def counts(low: int, high: int) -> list[tuple[int, str]]:
    """Each whole number from ``low`` to ``high`` and its label in the table's digits: a count's choices."""
    return [(n, number(n)) for n in range(low, high + 1)]


class ChoicesPart(ft.Column, Generic[HandC, ValueT]):
    """The hand's prompt and a button per value: one tap stores ``event(value)``."""

    KEY = "choice"

    def __init__(self, ctx: TableContext) -> None:
        self.ctx = ctx
        self.title = heading("", key="hand-prompt", size=20)
        buttons = [self.button(value, label) for value, label in self.choices(ctx)]
        super().__init__([self.title, grid(buttons)], spacing=12, tight=True)

    def choices(self, ctx: TableContext) -> Sequence[tuple[ValueT, str]]:
        """Each value a tap may store and its label, in the order shown."""
        raise NotImplementedError(f"{type(self).__name__} says its choices: choices(ctx)")

    def event(self, value: ValueT) -> Event:
        """The entry a tap on ``value`` stores."""
        raise NotImplementedError(f"{type(self).__name__} says what a tap stores: event(value)")

    def button(self, value: ValueT, label: str) -> ft.Control:
        short = len(label) <= 2  # a count: buttons a finger wide, so 0 to 13 share the first screen
        return big_button(label, f"{self.KEY}-{value}", self._chosen, data=value, width=MIN_TAP + 8 if short else None)

    def refresh(self, hand: HandC) -> None:
        self.title.value = hand.prompt()

    def _chosen(self, e: ft.ControlEvent) -> None:
        self.ctx.act(self.event(e.control.data))


class TrumpChoicesPart(ChoicesPart[HandC, str]):
    """Trump named where nobody bids for it: a button per the rules' ``trump_choices``, storing ``TrumpNamed``."""

    KEY = "trump"

    def choices(self, ctx: TableContext) -> Sequence[tuple[str, str]]:
        return [(c.key, c.label) for c in ctx.game.rules.trump_choices(ctx.game.settings)]

    def button(self, value: str, label: str) -> ft.Control:
        return trump_button(value, label, f"trump-{value}", self._chosen, data=value)

    def event(self, value: str) -> Event:
        return TrumpNamed(value)


class NumberPart(ft.Column, Generic[HandC]):
    """The hand's prompt and a keypad: Save stores ``event(value)`` of the number typed (``MAX_DIGITS`` at most)."""

    KEY = "number"
    MAX_DIGITS = 3

    def __init__(self, ctx: TableContext) -> None:
        self.ctx = ctx
        self.title = heading("", key="hand-prompt", size=20)
        self.keypad = Keypad(self.KEY, self._typed, done_label=gettext("Save"), max_digits=self.MAX_DIGITS)
        super().__init__([self.title, self.keypad], spacing=12, tight=True)

    def event(self, value: int) -> Event:
        """The entry Save stores."""
        raise NotImplementedError(f"{type(self).__name__} says what Save stores: event(value)")

    def refresh(self, hand: HandC) -> None:
        self.title.value = hand.prompt()

    def _typed(self, value: int) -> bool:
        return self.ctx.act(self.event(value))
