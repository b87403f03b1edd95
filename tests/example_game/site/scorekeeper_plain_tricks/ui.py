"""Plain tricks at the table: one tap per trick, on the seat that took it; built from the shared toolkit.

The app finds this module through the game's ``screens()`` and builds its ``Panel`` once per visit of
the table.  The toolkit gives the rest: the result of a finished hand (``ResultPart``, inside
``PhasedTable``), the race as score bars (``TablePanel.race``), undo's notes, the corrections screen's
frame (``Corrections``) and the new-game screen's (``Setup``).
"""

from __future__ import annotations

from typing import Mapping

import flet as ft

from scorekeeper.rules import Event, Game
from scorekeeper.rules.interface import PlayedHand
from scorekeeper.ui import theme
from scorekeeper.ui.corrections import Builder, Corrections, GameCorrections, trick_number
from scorekeeper.ui.editors import player_editor
from scorekeeper.ui.games import GamePanel, PhasedTable, TableContext, TablePanel
from scorekeeper.ui.games.setup_context import GameSetup, Setup
from scorekeeper.ui.widgets import big_button, body, grid, heading

from . import Phase, PlainHand, TrickWon


class TricksPart(ft.Column):
    """The trick being entered: a button per seat; a tap stores the trick."""

    def __init__(self, ctx: TableContext) -> None:
        self.ctx = ctx
        self.title = heading("", key="trick-title", size=22)
        self.seats = {p: big_button(p, f"winner-{p}", self._took, data=p) for p in ctx.game.players}
        self.taken = body("", key="tricks-taken", size=theme.SMALL)
        super().__init__([self.title, heading("Who took it?", size=20), grid(list(self.seats.values())), self.taken],
                         spacing=12, tight=True)

    def refresh(self, hand: PlainHand) -> None:
        number = len(hand.winners) + 1
        self.title.value = f"Trick {number} of {hand.cards}"
        for player, button in self.seats.items():
            button.tooltip = f"{player} took trick {number}"
        self.taken.value = "Taken so far: " + ", ".join(f"{p} {hand.winners.count(p)}" for p in hand.players)

    def _took(self, e: ft.ControlEvent) -> None:
        self.ctx.act(TrickWon(str(e.control.data)))


class PlainTable(PhasedTable):
    """One part per phase (Plain tricks has one), and the hand's result when it is over."""

    def __init__(self, ctx: TableContext) -> None:
        super().__init__(ctx, {Phase.PLAY: TricksPart})


class PlainCorrections(Corrections):
    """A trick corrected by tapping who took it."""

    BUILDERS: Mapping[type, Builder] = {TrickWon: player_editor("Who took the trick?", "edit-winner", TrickWon)}
    TRICKS: tuple[type, ...] = (TrickWon,)

    def describe(self, game: Game, hand: PlayedHand, index: int, event: Event) -> str | None:
        if isinstance(event, TrickWon):
            return f"Trick {trick_number(game, hand, index)}: {event.winner} took it"
        return None


class PlainSetup(Setup):
    """Nothing of its own on the new-game screen beyond its settings (cards each, the target)."""

    FIRST_TO_ACT = "leads"


class Panel(TablePanel):
    table_class = PlainTable
    correction_editors: GameCorrections = PlainCorrections()  # mypy checks each against what the app asks
    new_game_settings: GameSetup = PlainSetup()

    def undone(self, ctx: TableContext, event: Event) -> str:
        return f"{event.winner}'s trick" if isinstance(event, TrickWon) else "the last entry"


def _panel_check() -> GamePanel:
    """mypy checks the panel against the interface the app asks (``GamePanel``)."""
    return Panel()
