"""Twenty-eight's correction editors: calls, trump, the pair, a double or redouble, a trick's card points,
the bidding side's count and a misdeal."""

from __future__ import annotations

from typing import TYPE_CHECKING

from scorekeeper.games.twenty_eight import CardPointsTrick, Doubled, PairShown, Redoubled
from scorekeeper.i18n.translate import gettext
from scorekeeper.rules import BidMade, Event, Game, HandCounted, Passed, TrumpNamed
from scorekeeper.rules.deal_events import MisdealCalled
from scorekeeper.ui.corrections import Builder, EditorDraft
from scorekeeper.ui.editors import (call_editor, card_points_draft, card_points_words, counts_editor, player_editor,
                                   points_trick_editor, trump_editor)
from scorekeeper.ui.games.said import EntryTemplates, said
from scorekeeper.ui.panels import editor
from scorekeeper.words import N_

if TYPE_CHECKING:
    from scorekeeper.rules.interface import PlayedHand

TRICKS: tuple[type, ...] = (CardPointsTrick,)
CALLS: tuple[type, ...] = ()
ENTRY_WORDS: dict[type, str] = {PairShown: N_("the pair"), Doubled: N_("the double"), Redoubled: N_("the redouble"),
                                MisdealCalled: N_("the misdeal")}


def running(game: Game, hand: PlayedHand) -> str | None:
    return None


# Its own entries that only name who made them, as the corrections list says them.
CORRECTION_WORDS: EntryTemplates = {PairShown: N_("{player} shows the pair (King and Queen of trump)"),
                                    Doubled: N_("{player} doubles"), Redoubled: N_("{player} redoubles")}


def describe(game: Game, hand: PlayedHand, index: int, event: Event) -> str | None:
    """This game's entries in words (None: the shared wording applies)."""
    if isinstance(event, MisdealCalled):  # (no card-point game's shared entry)
        return gettext("Misdeal called by {misdeal_by}").format(misdeal_by=event.player)
    shared = card_points_words(game, hand, index, event, CardPointsTrick)
    return shared if shared is not None else said(event, CORRECTION_WORDS)


def initial_draft(event: Event) -> EditorDraft | None:
    return card_points_draft(event, CardPointsTrick)


BUILDERS: dict[type, Builder] = dict([  # each editor checked against its event type
    editor(BidMade, call_editor(1)), editor(Passed, call_editor(1)), editor(TrumpNamed, trump_editor),
    editor(PairShown, player_editor(N_("Who showed the pair?"), "edit-pair", PairShown)),
    editor(Doubled, player_editor(N_("Who doubled?"), "edit-double", Doubled)),
    editor(Redoubled, player_editor(N_("Who redoubled?"), "edit-redouble", Redoubled)),
    editor(CardPointsTrick, points_trick_editor(CardPointsTrick)), editor(HandCounted, counts_editor),
    editor(MisdealCalled, player_editor(N_("Who called the misdeal?"), "edit-misdeal", MisdealCalled)),
])
