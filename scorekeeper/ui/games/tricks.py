"""The table of a ``TrickHand`` game, whole: a tap per trick on the seat that took it, and its corrections.

A game whose hand extends ``rules.trick_hand.TrickHand`` names its hand and its
new-game words and has its screens: ``class Panel(TrickPanel): hand_type = ItsHand``.
The part asks the hand's prompt above the seats and says the tricks taken under
them; a stored trick is corrected by tapping who took it, and said "Trick 2: Ann
took it" (in undo's notice too).  Nothing imports this module but a game's screens.
"""

from __future__ import annotations

from scorekeeper.i18n.translate import gettext
from scorekeeper.rules import Event, Game
from scorekeeper.rules.hand_base import HandPhase
from scorekeeper.rules.interface import PlayedHand
from scorekeeper.rules.trick_hand import TrickHand
from scorekeeper.words import N_

from ..corrections import Corrections, GameCorrections, trick_number
from ..editors import player_editor
from . import SeatsPart, TablePanel


class TricksPart(SeatsPart[TrickHand]):
    """The trick being entered: a tap on the seat that took it stores the hand's ``TRICK``."""

    def seat_tooltip(self, hand: TrickHand, player: str) -> str:
        return gettext("{player} took trick {number}").format(player=player, number=len(hand.winners) + 1)

    def summary(self, hand: TrickHand) -> str:
        return gettext("Taken so far: {taken}").format(taken=hand.taken())

    def event(self, player: str) -> Event:
        hand = self.ctx.game.table.current
        if not isinstance(hand, TrickHand):
            raise TypeError(f"the table of {self.ctx.game.kind!r} is not at a hand of tricks")
        made: Event = hand.TRICK(player)
        return made


class TrickCorrections(Corrections):
    """A trick corrected by tapping who took it; said "Trick 2: Ann took it"."""

    def __init__(self, trick: type) -> None:
        self.trick = trick
        self.BUILDERS = {trick: player_editor(N_("Who took the trick?"), "edit-winner", trick)}

    def describe(self, game: Game, hand: PlayedHand, index: int, event: Event) -> str | None:
        if type(event) is self.trick:
            return gettext("Trick {number}: {winner} took it").format(number=trick_number(game, hand, index),
                                                                      winner=getattr(event, "winner", ""))
        return None


class TrickPanel(TablePanel):
    """A ``TrickHand`` game's panel: its ``hand_type``'s tricks, a part for the play and their corrections."""

    hand_type: type[TrickHand]
    phases = {HandPhase.PLAY: TricksPart}

    def __init__(self) -> None:
        self.correction_editors: GameCorrections = TrickCorrections(self.hand_type.TRICK)
