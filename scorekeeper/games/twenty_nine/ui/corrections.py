"""Twenty-nine's correction editors: calls in points, trump suits, the royals, a trick's card points,
and the bidding side's points counted at the table."""

from __future__ import annotations

from typing import TYPE_CHECKING

from scorekeeper.rules import BidMade, Event, Game, HandCounted, Passed, TrumpNamed
from scorekeeper.games.twenty_nine import PointsTrickTaken, RoyalsShown

from scorekeeper.ui.corrections import Builder, EditorDraft
from scorekeeper.ui.editors import (call_editor, card_points_draft, card_points_words, counts_editor, player_editor,
                                   points_trick_editor, trump_editor)
from scorekeeper.ui.games.said import EntryTemplates, said
from scorekeeper.ui.panels import editor
from scorekeeper.words import N_

if TYPE_CHECKING:
    from scorekeeper.rules.interface import PlayedHand


TRICKS: tuple[type, ...] = (PointsTrickTaken,)
CALLS: tuple[type, ...] = ()
ENTRY_WORDS: dict[type, str] = {RoyalsShown: N_("the royals")}
CORRECTION_WORDS: EntryTemplates = {RoyalsShown: N_("{player} shows the royals (King and Queen of trump)")}


def running(game: Game, hand: PlayedHand) -> str | None:
    """Twenty-nine's points are counted at the end of the hand: nothing runs meanwhile."""
    return None


def describe(game: Game, hand: PlayedHand, index: int, event: Event) -> str | None:
    """This game's entries in words (None: the shared wording applies)."""
    shared = card_points_words(game, hand, index, event, PointsTrickTaken)
    return shared if shared is not None else said(event, CORRECTION_WORDS)


def initial_draft(event: Event) -> EditorDraft | None:
    return card_points_draft(event, PointsTrickTaken)


BUILDERS: dict[type, Builder] = dict([  # each editor checked against its event type
    editor(BidMade, call_editor(1)), editor(Passed, call_editor(1)), editor(TrumpNamed, trump_editor),
    editor(RoyalsShown, player_editor(N_("Who showed the royals?"), "edit-royals", RoyalsShown)),
    editor(PointsTrickTaken, points_trick_editor(PointsTrickTaken)), editor(HandCounted, counts_editor),
])
