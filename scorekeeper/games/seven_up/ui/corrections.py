"""Seven Up's correction editors and its entries in words: the turn-up, the beg, trump, a misdeal, each point."""

from __future__ import annotations

from typing import TYPE_CHECKING

import flet as ft

from scorekeeper.games.seven_up import Begged, JackTurned, PointNobody, PointTaken, words
from scorekeeper.games.seven_up.settings import BEGS
from scorekeeper.i18n.translate import gettext
from scorekeeper.rules import Event, Game, TrumpNamed
from scorekeeper.rules.deal_events import MisdealCalled
from scorekeeper.ui.corrections import Corrections, EditorDraft, apply, editor
from scorekeeper.ui.editors import trump_editor
from scorekeeper.ui.games import four_points
from scorekeeper.ui.games.misdeal import MISDEAL_EDITOR, shared_entry_line
from scorekeeper.ui.widgets import big_button, grid, heading, tapped
from scorekeeper.words import N_

if TYPE_CHECKING:
    from scorekeeper.rules.interface import PlayedHand
    from scorekeeper.ui.shell import Shell


def entry_line(event: Event, hand: PlayedHand | None = None) -> str | None:
    """This game's entries in words (None: the shared wording applies)."""
    dealer = hand.dealer if hand is not None else ""
    if isinstance(event, PointTaken) and event.point in words.POINT_LINE:
        return words.POINT_LINE[event.point].format(player=event.player)
    if isinstance(event, PointNobody) and event.point in words.NOBODY_LINE:
        return str(words.NOBODY_LINE[event.point])
    if isinstance(event, JackTurned) and event.turn in words.JACK_BUTTON:
        return str(words.JACK_BUTTON[event.turn]) if not dealer else words.JACK_LINE[event.turn].format(dealer=dealer)
    if isinstance(event, Begged) and event.answer in words.BEG_WORDS:
        return str(words.BEG_WORDS[event.answer])
    if isinstance(event, TrumpNamed):
        return words.TRUMP_LINE.format(trump=words.suit_word(event.trump))
    return shared_entry_line(event)


point_editor = four_points.point_editor(words, PointTaken, PointNobody)  # who took a point: a tap saves it


def beg_editor(app: Shell, game: Game, hand: PlayedHand, index: int, event: Begged,
               d: EditorDraft) -> list[ft.Control]:
    """Stood, gift or ran the cards: a tap saves it (a gift that would put someone out is refused, saying so)."""
    buttons = [big_button(str(words.BEG_WORDS[b]), f"edit-beg-{b}",
                          tapped(lambda b: apply(app, hand, index, Begged(b)), b), filled=False) for b in BEGS]
    return [heading(gettext("Stood, gift or ran the cards?"), size=18, key="edit-title"), grid(buttons)]


class SevenUpCorrections(Corrections):
    """Seven Up's entries: who took each point and the beg (a tap saves either), trump and a misdeal."""

    ENTRY_WORDS = {PointTaken: N_("the point"), PointNobody: N_("the point"), Begged: N_("the beg"),
                   JackTurned: N_("the turned jack"), MisdealCalled: N_("the misdeal")}
    BUILDERS = dict([
        editor(PointTaken, point_editor), editor(PointNobody, point_editor), editor(Begged, beg_editor),
        editor(TrumpNamed, trump_editor), MISDEAL_EDITOR,
    ])

    def describe(self, game: Game, hand: PlayedHand, index: int, event: Event) -> str | None:
        return entry_line(event, hand)


CORRECTIONS = SevenUpCorrections()
