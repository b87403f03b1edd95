"""Twenty-eight's UI: the table panel and the sixes (shared with Twenty-nine), setup and corrections."""

from __future__ import annotations

from scorekeeper.games.twenty_eight import Doubled, PairShown, Redoubled, TwentyEightHand
from scorekeeper.games.twenty_eight.words import suit_word
from scorekeeper.rules import Event
from scorekeeper.rules.deal_events import MisdealCalled
from scorekeeper.ui.corrections import GameCorrections
from scorekeeper.ui.games import HandWordsPanel, TableContext, card_points
from scorekeeper.ui.games.misdeal import misdeal_called_by
from scorekeeper.ui.games.entry_templates import EntryTemplates, entry_in_words_or_last
from scorekeeper.ui.setup_context import GameSetup
from scorekeeper.ui.games.sixes import Sixes
from scorekeeper.words import N_

from . import corrections
from .setup import setup
from .table import TRICK, TwentyEightTable


class Panel(HandWordsPanel[TwentyEightHand]):
    """Twenty-eight behind the ``GamePanel`` interface: an entry said by its place in the hand ("trick 3,
    Asha took 4 points"); an undone trick comes back as its cards tapped (or its points)."""

    table_class = TwentyEightTable
    correction_editors: GameCorrections = corrections.CORRECTIONS
    new_game_settings: GameSetup = setup
    race_bars = Sixes

    def words_of(self, event: Event, hand: TwentyEightHand) -> str:
        return describe(event, hand)

    def give_back(self, ctx: TableContext, event: Event, hand: TwentyEightHand) -> None:
        card_points.give_back(ctx, TRICK, event, hand)

    def tap_words(self, ctx: TableContext, kind: str, value: int | str) -> str:
        return card_points.tap_words(ctx, TRICK, kind, value)


# Its own entries that only name who made them, as undo says them.
UNDONE_WORDS: EntryTemplates = {PairShown: N_("the pair shown by {player}"), Doubled: N_("{player}'s double"),
                                Redoubled: N_("{player}'s redouble")}


def describe(event: Event, hand: TwentyEightHand) -> str:
    """An entry of Twenty-eight in words: the card-point games' own, then this game's extras."""
    if isinstance(event, MisdealCalled):  # (no card-point game's shared entry)
        return misdeal_called_by(event.player)
    shared = card_points.entry_words(event, hand, TRICK, suit_word)
    return shared if shared is not None else entry_in_words_or_last(event, UNDONE_WORDS)
