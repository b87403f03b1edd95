"""A button that opens its choices (players, or suits) in a dialog that asks the question; a tap on one plays
its event.

For the entries of a hand that come when they come and not at every hand (trump where it is optional,
a double, a pair shown): the dialog is on the screen wherever the button is, says what is asked ("Who
showed the pair?"), and opens over the table, so nothing under it moves and its names are never taken
for the "who took it" row.
"""

from __future__ import annotations

from typing import Callable, Mapping

import flet as ft

from scorekeeper.i18n.translate import gettext
from scorekeeper.rules import Event, Game, TrumpNamed, legal

from .. import theme
from ..widgets import big_button, grid
from ..table_context import TableContext


def grey_refused(game: Game, buttons: Mapping[Event, ft.Control]) -> None:
    """Grey each button whose entry the rules refuse now, asking them once for all (``rules.legal``): what every
    row of choices does that keeps each choice in its place, greyed rather than refused after the tap."""
    verdict = legal(game, buttons)
    for entry, button in buttons.items():
        button.disabled = not verdict.allows(entry)


class Picker(ft.Column):
    """A button that opens a dialog of choices (players or suits) under its question; a tap on one plays its
    event (a refusal keeps the dialog open, the banner saying why)."""

    def __init__(self, ctx: TableContext, key: str, choices: list[tuple[str, str]],
                 make: Callable[[str], Event], question: str) -> None:
        self.ctx, self.make = ctx, make
        self.open = big_button("", key, self._open, filled=False)
        self.buttons = {value: big_button(label, f"{key}-{value}", self._chosen, filled=False, data=value)
                        for value, label in choices}
        self.question = ft.Text(question, key=f"{key}-question", size=theme.BODY + 2, weight=ft.FontWeight.W_600)
        self.dialog = ft.AlertDialog(
            key=f"{key}-picker", title=self.question, content=grid(list(self.buttons.values())),
            actions=[ft.TextButton(content=gettext("Cancel"), key=f"{key}-cancel", on_click=lambda e: self._close())])
        super().__init__([self.open], spacing=8, tight=True)

    def show(self, label: str) -> None:
        """Name the button; grey each choice the rules refuse now (one ``legal`` call, made only while shown)."""
        self.open.content = label
        if not self.visible:
            return
        grey_refused(self.ctx.game, {self.make(value): button for value, button in self.buttons.items()})

    def show_when(self, open_now: bool, label: str) -> None:
        """Shown only while its entry may come now (``open_now``), named ``label``."""
        self.visible = open_now
        self.show(label)

    def _open(self, e: ft.ControlEvent) -> None:
        page = self.ctx.app.page
        page.show_dialog(self.dialog)
        page.update()

    def _close(self) -> None:
        page = self.ctx.app.page
        page.pop_dialog()
        page.update()

    def _chosen(self, e: ft.ControlEvent) -> None:
        page = self.ctx.app.page
        if self.ctx.act(self.make(str(e.control.data))):
            page.pop_dialog()
        page.update()  # (a dialog shown or closed in a handler turns the automatic update off)


class TrumpPicker(Picker):
    """Trump where the table names it when it likes (the record keeps it; the score never needs it): the game's
    own trump choices (``trump_choices``, in its words) under "Trump", as every game with optional trump asks."""

    def __init__(self, ctx: TableContext) -> None:
        choices = [(c.key, c.label) for c in ctx.game.rules.trump_choices(ctx.game.settings)]
        super().__init__(ctx, "trump", choices, TrumpNamed, gettext("Trump"))

    def offer(self, open_now: bool) -> None:
        """Shown while trump may be named now (``open_now``), its button saying "Trump…"."""
        self.show_when(open_now, gettext("Trump…"))
