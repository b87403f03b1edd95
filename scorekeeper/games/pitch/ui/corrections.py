"""Auction Pitch's correction editors: calls, trump, a misdeal, who took each point; each typed to its event."""

from __future__ import annotations

from typing import TYPE_CHECKING

from scorekeeper.games.pitch import AllTricksTaken, PointNobody, PointTaken, SweepTaken, words
from scorekeeper.rules import BidMade, Event, Game, Passed, TrumpNamed
from scorekeeper.rules.deal_events import MisdealCalled
from scorekeeper.ui.corrections import Corrections, editor
from scorekeeper.ui.editors import call_editor, player_editor, trump_editor
from scorekeeper.ui.games import four_points
from scorekeeper.ui.games.misdeal import misdeal_called_by
from scorekeeper.ui.games.entry_templates import EntryTemplates, entry_in_words
from scorekeeper.words import N_

if TYPE_CHECKING:
    from scorekeeper.rules.interface import PlayedHand


ENTRY_TEMPLATES: EntryTemplates = {AllTricksTaken: N_("{player}'s side took all six tricks"),
                                   SweepTaken: N_("{player}'s side took all six tricks")}


def entry_line(event: Event) -> str | None:
    """This game's entries in words (None: the shared wording applies)."""
    if isinstance(event, PointTaken) and event.point in words.POINT_LINE:
        return words.POINT_LINE[event.point].format(player=event.player)
    if isinstance(event, PointNobody) and event.point in words.NOBODY_LINE:
        return str(words.NOBODY_LINE[event.point])
    if isinstance(event, MisdealCalled):
        return misdeal_called_by(event.player)
    return entry_in_words(event, ENTRY_TEMPLATES)


point_editor = four_points.point_editor(words, PointTaken, PointNobody)  # who took a point: a tap saves it


class PitchCorrections(Corrections):
    """Pitch's entries: who took each point (a tap saves it), the calls, trump and a misdeal."""

    ENTRY_WORDS = {PointTaken: N_("the point"), PointNobody: N_("the point"), AllTricksTaken: N_("all six tricks"), SweepTaken: N_("all six tricks"),
                   MisdealCalled: N_("the misdeal")}
    BUILDERS = dict([
        editor(PointTaken, point_editor), editor(PointNobody, point_editor), editor(TrumpNamed, trump_editor),
        editor(BidMade, call_editor(1)), editor(Passed, call_editor(1)),
        editor(MisdealCalled, player_editor(N_("Who called the misdeal?"), "edit-misdeal", MisdealCalled)),
    ])

    def describe(self, game: Game, hand: PlayedHand, index: int, event: Event) -> str | None:
        return entry_line(event)


CORRECTIONS = PitchCorrections()
