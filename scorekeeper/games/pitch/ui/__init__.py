"""Auction Pitch's UI: the table panel (auction, the four points, result), setup and corrections."""

from __future__ import annotations

from scorekeeper.games.pitch import words
from scorekeeper.i18n.translate import gettext
from scorekeeper.rules import BidMade, Event, Game, Passed, TrumpNamed
from scorekeeper.ui.corrections import GameCorrections
from scorekeeper.ui.games import TableContext, TablePanel
from scorekeeper.ui.setup_context import GameSetup

from . import corrections
from .setup import setup
from .table import PitchTable


class Panel(TablePanel):
    """Auction Pitch behind the ``GamePanel`` interface."""

    table_class = PitchTable
    correction_editors: GameCorrections = corrections.CORRECTIONS
    new_game_settings: GameSetup = setup

    def undone(self, ctx: TableContext, event: Event) -> str:
        """What undo took back, in words ("High to Ann")."""
        return self.entry_words(ctx.game, event)

    def entry_words(self, before: Game, event: Event) -> str:
        """An entry in words (it says itself: nothing of the hand before it is needed)."""
        said = corrections.entry_line(event)  # the points, all six tricks, a misdeal
        if said is not None:
            return said
        if isinstance(event, BidMade):
            return gettext("{player} bid {amount}").format(player=event.player, amount=words.bid_text(event.amount))
        if isinstance(event, Passed):
            return gettext("{player} passed").format(player=event.player)
        if isinstance(event, TrumpNamed):
            return gettext("trump {trump}").format(trump=words.suit_word(event.trump))
        return gettext("the last entry")
