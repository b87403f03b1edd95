"""Plain tricks at the table: a tap per trick on the seat that took it (the toolkit's ``SeatsPart``); the
toolkit gives the result, the race, undo and the frames of the new-game and corrections screens."""

from __future__ import annotations

from typing import Mapping

from scorekeeper.i18n.translate import gettext
from scorekeeper.rules import Event, Game
from scorekeeper.rules.interface import PlayedHand
from scorekeeper.ui.corrections import Builder, Corrections, GameCorrections, trick_number
from scorekeeper.ui.editors import player_editor
from scorekeeper.ui.games import GamePanel, PhasedTable, SeatsPart, TableContext, TablePanel
from scorekeeper.ui.games.setup_context import GameSetup, Setup
from scorekeeper.words import N_, _

from . import Phase, PlainHand, TrickWon


class TricksPart(SeatsPart[PlainHand]):
    """The trick being entered: a tap on the seat that took it stores the trick."""

    QUESTION = _("Who took it?")

    def entry_title(self, hand: PlainHand) -> str:
        return gettext("Trick {number} of {cards}").format(number=len(hand.winners) + 1, cards=hand.cards)

    def seat_tooltip(self, hand: PlainHand, player: str) -> str:
        return gettext("{player} took trick {number}").format(player=player, number=len(hand.winners) + 1)

    def summary(self, hand: PlainHand) -> str:
        return gettext("Taken so far: {taken}").format(taken=hand.taken())

    def event(self, player: str) -> Event:
        return TrickWon(player)


class PlainTable(PhasedTable[PlainHand]):
    def __init__(self, ctx: TableContext) -> None:
        super().__init__(ctx, {Phase.PLAY: TricksPart}, hand_type=PlainHand)


class PlainCorrections(Corrections):
    """A trick corrected by tapping who took it."""

    BUILDERS: Mapping[type, Builder] = {TrickWon: player_editor(N_("Who took the trick?"), "edit-winner", TrickWon)}
    TRICKS: tuple[type, ...] = (TrickWon,)

    def describe(self, game: Game, hand: PlayedHand, index: int, event: Event) -> str | None:
        if isinstance(event, TrickWon):
            return gettext("Trick {number}: {winner} took it").format(number=trick_number(game, hand, index),
                                                                      winner=event.winner)
        return None


class PlainSetup(Setup):
    FIRST_TO_ACT = N_("leads")


class Panel(TablePanel):
    table_class = PlainTable
    correction_editors: GameCorrections = PlainCorrections()
    new_game_settings: GameSetup = PlainSetup()

    def undone(self, ctx: TableContext, event: Event) -> str:
        if isinstance(event, TrickWon):
            return gettext("{winner}'s trick").format(winner=event.winner)
        return super().undone(ctx, event)


def _panel_check() -> GamePanel:
    """mypy checks the panel against what the app asks (``GamePanel``)."""
    return Panel()
