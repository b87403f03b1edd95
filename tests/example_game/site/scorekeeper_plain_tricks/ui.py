"""Plain tricks at the table: a tap per trick on the seat that took it (the toolkit's ``SeatsPart``); the
toolkit gives the table, the result, the race, undo and the frames of the new-game and corrections screens."""

from __future__ import annotations

from typing import TYPE_CHECKING

from scorekeeper.i18n.translate import gettext
from scorekeeper.rules import Event, Game
from scorekeeper.rules.hand_base import HandPhase
from scorekeeper.rules.interface import PlayedHand
from scorekeeper.ui.corrections import Corrections, GameCorrections, trick_number
from scorekeeper.ui.editors import player_editor
from scorekeeper.ui.games import SeatsPart, TablePanel
from scorekeeper.ui.games.setup_context import GameSetup, Setup
from scorekeeper.ui.panels import editor
from scorekeeper.words import N_

from . import PlainHand, TrickWon


class TricksPart(SeatsPart[PlainHand]):
    """The trick being entered (the hand's prompt above the seats): a tap on the seat that took it stores it."""

    EVENT = TrickWon

    def seat_tooltip(self, hand: PlainHand, player: str) -> str:
        return gettext("{player} took trick {number}").format(player=player, number=len(hand.winners) + 1)

    def summary(self, hand: PlainHand) -> str:
        return gettext("Taken so far: {taken}").format(taken=hand.taken())


class PlainCorrections(Corrections):
    """A trick corrected by tapping who took it; said "Trick 2: Ann took it" (in undo's notice too)."""

    BUILDERS = dict([editor(TrickWon, player_editor(N_("Who took the trick?"), "edit-winner", TrickWon))])

    def describe(self, game: Game, hand: PlayedHand, index: int, event: Event) -> str | None:
        if isinstance(event, TrickWon):
            return gettext("Trick {number}: {winner} took it").format(number=trick_number(game, hand, index),
                                                                      winner=event.winner)
        return None


class Panel(TablePanel):
    hand_type, phases = PlainHand, {HandPhase.PLAY: TricksPart}
    correction_editors: GameCorrections = PlainCorrections()
    new_game_settings: GameSetup = Setup(first_to_act=N_("leads"))


if TYPE_CHECKING:  # mypy checks the panel against what the app asks
    from scorekeeper.ui.games import GamePanel
    _checked: GamePanel = Panel()
