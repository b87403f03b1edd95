"""Whist at the table: a button per suit names trump, then one tap on the first side's tricks (0 to 13) stores
the count; the other side took the rest."""

from __future__ import annotations

from typing import TYPE_CHECKING

import flet as ft

from scorekeeper.i18n.shown import number
from scorekeeper.i18n.translate import gettext
from scorekeeper.rules import Game
from scorekeeper.rules.bid_events import TrumpNamed
from scorekeeper.rules.events import Event
from scorekeeper.rules.interface import PlayedHand, seating_name
from scorekeeper.ui.corrections import Corrections, GameCorrections
from scorekeeper.ui.editors import choice_buttons, trump_editor
from scorekeeper.ui.games import TableContext, TablePanel
from scorekeeper.ui.panels import EditorDraft, editor
from scorekeeper.ui.shell import Shell
from scorekeeper.ui.widgets import big_button, grid, heading
from scorekeeper.words import N_

from . import TRICKS, SidesTook, WhistHand, WhistPhase


class TrumpChoicePart(ft.Column):
    """The hand's prompt and a button per suit: one tap names trump."""

    def __init__(self, ctx: TableContext) -> None:
        self.ctx = ctx
        self.title = heading("", key="hand-prompt", size=20)
        suits = [big_button(c.label, f"trump-{c.key}", self._named, data=c.key)
                 for c in ctx.game.rules.trump_choices(ctx.game.settings)]
        super().__init__([self.title, grid(suits)], spacing=12, tight=True)

    def refresh(self, hand: WhistHand) -> None:
        self.title.value = hand.prompt()

    def _named(self, e: ft.ControlEvent) -> None:
        self.ctx.act(TrumpNamed(str(e.control.data)))


class SideTricksPart(ft.Column):
    """The hand's prompt (the first side's tricks) and a button per count, 0 to 13: the other side took the rest."""

    def __init__(self, ctx: TableContext) -> None:
        self.ctx = ctx
        self.title = heading("", key="hand-prompt", size=20)
        counts = [big_button(number(n), f"took-{n}", self._took, data=n, width=56) for n in range(TRICKS + 1)]
        super().__init__([self.title, grid(counts)], spacing=12, tight=True)

    def refresh(self, hand: WhistHand) -> None:
        self.title.value = hand.prompt()

    def _took(self, e: ft.ControlEvent) -> None:
        took = int(e.control.data)
        self.ctx.act(SidesTook(took, TRICKS - took))


def tricks_editor(app: Shell, game: Game, hand: PlayedHand, index: int, event: SidesTook,
                  d: EditorDraft) -> list[ft.Control]:
    """The count corrected: a tap on the first side's tricks (the other side took the rest)."""
    first = seating_name(game.players, game.players[0::2])
    return [heading(gettext("The tricks {side} took").format(side=first), size=18),
            grid(choice_buttons(app, hand, index, "edit-took", [(n, number(n)) for n in range(TRICKS + 1)],
                                event.first_side, lambda n: SidesTook(n, TRICKS - n)))]


class WhistCorrections(Corrections):
    """Trump (the shared editor) and the count, each corrected by a tap; the count said with the sides' names."""

    BUILDERS = dict([editor(TrumpNamed, trump_editor), editor(SidesTook, tricks_editor)])
    ENTRY_WORDS = {SidesTook: N_("the count")}

    def describe(self, game: Game, hand: PlayedHand, index: int, event: Event) -> str | None:
        if not isinstance(event, SidesTook):
            return None
        return gettext("{first} took {their}, {second} {others}").format(
            first=seating_name(game.players, game.players[0::2]), their=number(event.first_side),
            second=seating_name(game.players, game.players[1::2]), others=number(event.second_side))


class Panel(TablePanel):
    hand_type = WhistHand
    phases = {WhistPhase.TRUMP: TrumpChoicePart, WhistPhase.TRICKS: SideTricksPart}
    correction_editors: GameCorrections = WhistCorrections()


if TYPE_CHECKING:  # mypy checks the panel against what the app asks
    from scorekeeper.ui.games import GamePanel
    _checked: GamePanel = Panel()
