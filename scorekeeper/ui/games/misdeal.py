"""The misdeal every game that allows one offers before its first call or bid: one part, the same for all.

"Misdeal…" opens a row of the players; a tap stores ``MisdealCalled(player)`` (``rules.deal_events``) and
the same dealer deals again.  It shows only while the hand has no entry yet (``started`` is False) and
the game allows a misdeal (``allowed``: where a setting decides it).  The game gives the question.
"""

from __future__ import annotations

from typing import Callable

import flet as ft

from scorekeeper.i18n.suits import suit_word
from scorekeeper.i18n.translate import gettext
from scorekeeper.rules.bid_events import Passed, TrumpNamed
from scorekeeper.rules.deal_events import MisdealCalled
from scorekeeper.rules.events import Event
from scorekeeper.rules.interface import PlayedHand
from scorekeeper.words import TRUMP_LINE, N_

from .. import theme
from ..editors import player_editor
from ..panels import editor
from ..widgets import MIN_TAP, big_button, body, card, grid
from ..table_context import TableContext


def misdeal_called_by(player: str) -> str:
    """A misdeal in words, with who called it: the entry in the corrections list and the contract line of the
    hand it ended (every game says it so)."""
    return gettext("Misdeal called by {misdeal_by}").format(misdeal_by=player)


MISDEAL_EDITOR = editor(MisdealCalled, player_editor(N_("Who called the misdeal?"), "edit-misdeal", MisdealCalled))
"""A misdeal corrected with a tap on who called it: the editor every game that re-deals one files for it."""


def shared_entry_line(event: Event) -> str | None:
    """A pass, a misdeal or a suit named trump in the words of the games that say each entry themselves
    (``WordedCorrections``): the same in each, so each game's ``entry_line`` ends with it (a game that says trump
    otherwise says it first); None for any other entry."""
    if isinstance(event, TrumpNamed):
        return TRUMP_LINE.format(suit=suit_word(event.trump))
    if isinstance(event, Passed):
        return gettext("{player} passed").format(player=event.player)
    if isinstance(event, MisdealCalled):
        return misdeal_called_by(event.player)
    return None


class MisdealPart(ft.Column):
    """A "Misdeal…" button over the players, shown before the hand's first entry."""

    def __init__(self, ctx: TableContext, question: str = N_("Who called the misdeal?"),
                 allowed: Callable[[TableContext], bool] = lambda ctx: True) -> None:
        self.ctx, self.allowed = ctx, allowed
        self.open = big_button(gettext("Misdeal…"), "misdeal", self._toggle, filled=False)
        self.open.height = MIN_TAP
        self.players = card(body(gettext(question), size=theme.SMALL),
                            grid([big_button(p, f"misdeal-{p}", self._misdeal, filled=False, data=p,
                                             tooltip=gettext("{player} calls a misdeal").format(player=p))
                                  for p in ctx.game.players]))
        self.players.visible = False
        super().__init__([self.open, self.players], spacing=8, tight=True)

    def refresh(self, hand: PlayedHand) -> None:
        self.visible = not hand.started and self.allowed(self.ctx)
        if not self.visible:
            self.players.visible = False

    def _toggle(self, e: ft.ControlEvent) -> None:
        self.players.visible = not self.players.visible

    def _misdeal(self, e: ft.ControlEvent) -> None:
        self.players.visible = False
        self.ctx.act(MisdealCalled(str(e.control.data)))
