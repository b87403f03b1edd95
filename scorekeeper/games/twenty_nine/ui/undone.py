"""What Twenty-nine's undo says it took back: the last entry in words ("trick 3, North took 4 points")."""

from __future__ import annotations

from scorekeeper.games.twenty_nine import RoyalsShown
from scorekeeper.games.twenty_nine.hand import TwentyNineHand
from scorekeeper.games.twenty_nine.words import suit_word
from scorekeeper.i18n.translate import gettext
from scorekeeper.rules import Event
from scorekeeper.ui.games import card_points

from .table import TRICK


def describe(event: Event, hand: TwentyNineHand) -> str:
    shared = card_points.entry_words(event, hand, TRICK, suit_word)
    if shared is not None:
        return shared
    if isinstance(event, RoyalsShown):
        return gettext("the royals shown by {player}").format(player=event.player)
    return gettext("the last entry")
