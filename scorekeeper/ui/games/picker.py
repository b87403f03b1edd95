"""A button that opens a row of choices (players, or suits) under it; a tap on one plays its event.

For the entries of a hand that come when they come and not at every hand (trump where it is optional,
a double, a pair shown): the row opens under the button, so nothing above it moves.
"""

from __future__ import annotations

from typing import Callable

import flet as ft

from scorekeeper.rules import Event

from ..widgets import MIN_TAP, big_button, card, grid
from ..table_context import TableContext


class Picker(ft.Column):
    """A button that opens a row of choices (players or suits); a tap on one plays its event."""

    def __init__(self, ctx: TableContext, key: str, choices: list[tuple[str, str]],
                 make: Callable[[str], Event]) -> None:
        self.ctx, self.make = ctx, make
        self.open = big_button("", key, self._toggle, filled=False)
        self.buttons = {value: big_button(label, f"{key}-{value}", self._chosen, filled=False, data=value)
                        for value, label in choices}
        for button in self.buttons.values():
            button.height = MIN_TAP
        self.choices = card(grid(list(self.buttons.values())), key=f"{key}-picker", padding=8)
        self.choices.visible = False
        super().__init__([self.open, self.choices], spacing=8, tight=True)

    def show(self, label: str, can: Callable[[str], bool]) -> None:
        self.open.content = label
        for value, button in self.buttons.items():
            button.disabled = not can(value)

    def _toggle(self, e: ft.ControlEvent) -> None:
        self.choices.visible = not self.choices.visible

    def _chosen(self, e: ft.ControlEvent) -> None:
        if self.ctx.act(self.make(str(e.control.data))):
            self.choices.visible = False
