"""Rook's correction editors: calls, trump, a trick's counters and who took it, the nest, the totals."""

from __future__ import annotations

from typing import TYPE_CHECKING

import flet as ft

from scorekeeper.i18n.shown import number
from scorekeeper.games.rook import COUNTER_POINTS, Counter, CountersTaken, NestShown, RookHand, deck
from scorekeeper.games.rook.report import faces_text
from scorekeeper.i18n.translate import gettext
from scorekeeper.rules import BidMade, Event, Game, HandCounted, Passed, TrumpNamed
from scorekeeper.ui.corrections import Builder, EditorDraft, apply, editor, redraw, trick_number
from scorekeeper.ui.editors import call_editor, trump_editor
from scorekeeper.ui.widgets import Keypad, big_button, body, grid, heading, tapped
from scorekeeper.words import word
from scorekeeper.words import N_

from .table import word_of

if TYPE_CHECKING:
    from scorekeeper.rules.interface import PlayedHand

    from scorekeeper.ui.shell import Shell


TRICKS: tuple[type, ...] = (CountersTaken,)
CALLS: tuple[type, ...] = ()
ENTRY_WORDS: dict[type, str] = {NestShown: N_("the nest")}


def initial_draft(event: Event) -> EditorDraft | None:
    """A trick's or the nest's counters, as the editor starts from them."""
    return EditorDraft({"faces": list(event.counters)}) if isinstance(event, (CountersTaken, NestShown)) else None


def running(game: Game, hand: PlayedHand) -> str | None:
    """What each side has counted so far in the hand in play."""
    if not isinstance(hand, RookHand) or hand.bidder is None:
        return None
    mine, other = hand.running_counts()
    return (f"{game.rules.group_name(game, hand.bidder_side)} {number(mine)} · "
            f"{game.rules.group_name(game, hand.other_side())} {number(other)}")


def describe(game: Game, hand: PlayedHand, index: int, event: Event) -> str | None:
    """This game's entries in words (None: the shared wording applies)."""
    if isinstance(event, CountersTaken):
        shown = ", ".join(word_of(f) for f in event.counters) or gettext("no counters")
        return gettext("Trick {index}: {winner} took {shown}").format(
            index=trick_number(game, hand, index), winner=event.winner, shown=shown)
    if isinstance(event, NestShown):
        return gettext("The nest: ") + ", ".join(word_of(f) for f in event.counters)
    if isinstance(event, HandCounted):
        return gettext("Totals: bidding side {bidder_side}, other side {value}").format(
            bidder_side=event.bidder_side, value=event.other_side or 0)
    return None


def _counters_picker(app: Shell, game: Game, faces: list[str], most: int) -> list[ft.Control]:
    """The counters of the entry being corrected (``faces``): tap to add, the chips' Clear to start again."""
    buttons = [big_button(word(c), f"edit-counter-{c.value}", tapped(lambda f: redraw(app, faces=[*faces, f]), c.value),
                          filled=False, disabled=len(faces) >= most) for c in deck(game.settings).counters]
    shown = faces_text([Counter(f) for f in faces]) or gettext("no counters")
    points = sum(COUNTER_POINTS[Counter(f)] for f in faces)
    return [body(gettext("Counters: {shown} ({points})").format(
        shown=shown, points=points), key="edit-counters"), grid(buttons),
            big_button(gettext("Clear"), "edit-counters-clear", lambda e: redraw(app, faces=[]), filled=False)]


def trick_editor(app: Shell, game: Game, hand: PlayedHand, index: int, event: CountersTaken,
                 d: EditorDraft) -> list[ft.Control]:
    number = trick_number(game, hand, index)
    faces = d.words("faces", event.counters)
    winners = [big_button(p, f"edit-winner-{p}",
                          tapped(lambda p: apply(app, hand, index, CountersTaken(p, tuple(faces))), p),
                          tooltip=gettext("{player} took trick {number}: save the correction").format(
                              player=p, number=number)) for p in game.players]
    return [heading(gettext("Correct trick {number}").format(
        number=number), size=18), *_counters_picker(app, game, faces, 4),
            heading(gettext("Who took it?"), size=18), grid(winners)]


def nest_editor(app: Shell, game: Game, hand: PlayedHand, index: int, event: NestShown,
                d: EditorDraft) -> list[ft.Control]:
    faces = d.words("faces", event.counters)
    return [heading(gettext("Correct the nest"), size=18), *_counters_picker(app, game, faces, 5),
            big_button(gettext("Save"), "edit-save", lambda e: apply(app, hand, index, NestShown(tuple(faces))))]


def counts_editor(app: Shell, game: Game, hand: PlayedHand, index: int, event: HandCounted,
                  d: EditorDraft) -> list[ft.Control]:
    points = deck(game.settings).points
    return [heading(gettext("Bidding side's points"), size=18),
            body(gettext("Entered: {bidder_side} (the other side {value}, the rest of {points})").format(
                bidder_side=event.bidder_side, value=event.other_side or 0, points=points),
                 key="edit-counts"),
            Keypad("edit-count-keypad", lambda v: apply(app, hand, index, HandCounted(v, points - v)),
                   done_label=gettext("Save"), max_digits=3)]


BUILDERS: dict[type, Builder] = dict([  # each editor checked against its event type
    editor(BidMade, call_editor(1)), editor(Passed, call_editor(1)), editor(TrumpNamed, trump_editor),
    editor(CountersTaken, trick_editor), editor(NestShown, nest_editor), editor(HandCounted, counts_editor),
])
