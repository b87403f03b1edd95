"""Twenty-eight's UI: the table panel and the sixes (shared with Twenty-nine), setup and corrections."""

from __future__ import annotations

import flet as ft

from scorekeeper.games.twenty_eight import CardPointsTrick, Doubled, PairShown, Redoubled
from scorekeeper.games.twenty_eight.words import suit_word
from scorekeeper.i18n.translate import gettext, ngettext
from scorekeeper.rules import BidMade, Event, Game, HandCounted, Passed, TrumpNamed
from scorekeeper.rules.deal_events import MisdealCalled
from scorekeeper.ui.corrections import GameCorrections
from scorekeeper.ui.games import GamePanel, TableContext, TablePanel
from scorekeeper.ui.games.setup_context import GameSetup
from scorekeeper.ui.games.sixes import Sixes

from . import corrections
from .setup import setup
from .table import TwentyEightTable


class Panel(TablePanel):
    """Twenty-eight behind the ``GamePanel`` interface."""

    table_class = TwentyEightTable
    correction_editors: GameCorrections = corrections
    new_game_settings: GameSetup = setup

    def race(self, game: Game) -> ft.Control:
        return Sixes(game)

    def undone(self, ctx: TableContext, event: Event) -> str:
        """What undo took back, in words; an undone trick comes back as its typed points."""
        if isinstance(event, CardPointsTrick):
            ctx.draft.clear()
            ctx.draft.tap("points", event.points)
            return ngettext("{winner}'s trick of {count} point", "{winner}'s trick of {count} points",
                            event.points).format(winner=event.winner, count=event.points)
        if isinstance(event, BidMade):
            return gettext("{player} bid {amount}").format(player=event.player, amount=event.amount)
        if isinstance(event, Passed):
            return gettext("{player} passed").format(player=event.player)
        if isinstance(event, TrumpNamed):
            return gettext("trump {trump}").format(trump=suit_word(event.trump))
        if isinstance(event, PairShown):
            return gettext("the pair shown by {player}").format(player=event.player)
        if isinstance(event, Doubled):
            return gettext("{player}'s double").format(player=event.player)
        if isinstance(event, Redoubled):
            return gettext("{player}'s redouble").format(player=event.player)
        if isinstance(event, HandCounted):
            return gettext("the count {bidder_side}").format(bidder_side=event.bidder_side)
        if isinstance(event, MisdealCalled):
            return gettext("Misdeal called by {misdeal_by}").format(misdeal_by=event.player)
        return gettext("the last entry")


def _panel_check() -> GamePanel:
    """mypy checks the panel against the interface the app asks (``GamePanel``)."""
    return Panel()
