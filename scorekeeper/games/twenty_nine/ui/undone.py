"""What Twenty-nine's undo says it took back: the last entry in words ("trick 3, North took 4 points")."""

from __future__ import annotations

from scorekeeper.games.twenty_nine import RoyalsShown
from scorekeeper.games.twenty_nine.hand import TwentyNineHand
from scorekeeper.games.twenty_nine.words import suit_word
from scorekeeper.rules import Event
from scorekeeper.ui.games import card_points
from scorekeeper.ui.games.entry_templates import EntryTemplates, entry_in_words_or_last
from scorekeeper.words import N_

from .table import TRICK

UNDONE_WORDS: EntryTemplates = {RoyalsShown: N_("the royals shown by {player}")}


def describe(event: Event, hand: TwentyNineHand) -> str:
    shared = card_points.entry_words(event, hand, TRICK, suit_word)
    return shared if shared is not None else entry_in_words_or_last(event, UNDONE_WORDS)
