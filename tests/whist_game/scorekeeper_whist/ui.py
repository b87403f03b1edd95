"""Whist at the table: a button per suit names trump, then one tap on the first side's tricks (0 to 13) stores
the count, the other side taking the rest; each is corrected on the hand screen by a tap too."""

from __future__ import annotations

from typing import TYPE_CHECKING, Sequence

import flet as ft

from scorekeeper.i18n.shown import number
from scorekeeper.i18n.translate import gettext
from scorekeeper.rules import Game
from scorekeeper.rules.bid_events import TrumpNamed
from scorekeeper.rules.events import Event
from scorekeeper.rules.interface import PlayedHand, seating_name
from scorekeeper.ui.corrections import Corrections, GameCorrections
from scorekeeper.ui.editors import choice_buttons, trump_editor
from scorekeeper.ui.games import TablePanel, TableContext
from scorekeeper.ui.games.choices import ChoicesPart, TrumpChoicesPart, counts
from scorekeeper.ui.panels import EditorDraft, editor
from scorekeeper.ui.shell import Shell
from scorekeeper.ui.widgets import grid, heading
from scorekeeper.words import N_

from . import TRICKS, SidesTook, WhistHand, WhistPhase


class CountPart(ChoicesPart[WhistHand, int]):
    KEY = "took"

    def choices(self, ctx: TableContext) -> Sequence[tuple[int, str]]:
        return counts(0, TRICKS)

    def event(self, value: int) -> Event:
        return SidesTook(value, TRICKS - value)


def count_editor(app: Shell, game: Game, hand: PlayedHand, index: int, event: SidesTook,
                 d: EditorDraft) -> list[ft.Control]:
    """The count corrected: a tap on the first side's tricks (the other side took the rest)."""
    first = seating_name(game.players, game.players[0::2])
    return [heading(gettext("The tricks {side} took").format(side=first), size=18),
            grid(choice_buttons(app, hand, index, "edit-took", counts(0, TRICKS), event.first_side,
                                lambda n: SidesTook(n, TRICKS - n)))]


class WhistCorrections(Corrections):
    """Trump (the shared editor) and the count, each corrected by a tap; the count said with the sides' names."""

    BUILDERS = dict([editor(TrumpNamed, trump_editor), editor(SidesTook, count_editor)])
    ENTRY_WORDS = {SidesTook: N_("the count")}

    def describe(self, game: Game, hand: PlayedHand, index: int, event: Event) -> str | None:
        if not isinstance(event, SidesTook):
            return None
        return gettext("{first} took {their}, {second} {others}").format(
            first=seating_name(game.players, game.players[0::2]), their=number(event.first_side),
            second=seating_name(game.players, game.players[1::2]), others=number(event.second_side))


class Panel(TablePanel):
    hand_type = WhistHand
    phases = {WhistPhase.TRUMP: TrumpChoicesPart[WhistHand], WhistPhase.TRICKS: CountPart}
    correction_editors: GameCorrections = WhistCorrections()


if TYPE_CHECKING:  # mypy checks the panel against what the app asks
    from scorekeeper.ui.games import GamePanel
    _checked: GamePanel = Panel()
