"""Twenty-nine's correction editors: calls in points, trump suits, the royals, a trick's card points,
and the bidding side's points counted at the table."""

from __future__ import annotations

from typing import TYPE_CHECKING

import flet as ft

from scorekeeper.i18n.translate import gettext
from scorekeeper.rules import BidMade, Event, Game, HandCounted, Passed, TrumpNamed
from scorekeeper.games.twenty_nine import PointsTrickTaken, RoyalsShown

from scorekeeper.ui.corrections import Builder, EditorDraft, apply, fmt_of, redraw, trick_number
from scorekeeper.ui.editors import call_editor, player_editor, stepper, trump_editor
from scorekeeper.ui.widgets import Keypad, big_button, body, grid, heading, tapped
from scorekeeper.words import N_

if TYPE_CHECKING:
    from scorekeeper.rules.interface import PlayedHand

    from scorekeeper.ui.shell import Shell


TRICKS: tuple[type, ...] = (PointsTrickTaken,)
CALLS: tuple[type, ...] = ()
ENTRY_WORDS: dict[type, str] = {RoyalsShown: N_("the royals")}


def running(game: Game, hand: PlayedHand) -> str | None:
    """Twenty-nine's points are counted at the end of the hand: nothing runs meanwhile."""
    return None


def describe(game: Game, hand: PlayedHand, index: int, event: Event) -> str | None:
    """This game's entries in words (None: the shared wording applies)."""
    if isinstance(event, PointsTrickTaken):
        return gettext("Trick {index}: {winner} took {points} points").format(
            index=trick_number(game, hand, index), winner=event.winner, points=event.points)
    if isinstance(event, HandCounted):
        return gettext("Bidding side's points: {bidder_side}").format(bidder_side=event.bidder_side)
    if isinstance(event, RoyalsShown):
        return gettext("{player} shows the royals (King and Queen of trump)").format(player=event.player)
    return None


def initial_draft(event: Event) -> EditorDraft | None:
    return {"points": event.points} if isinstance(event, PointsTrickTaken) else None


def counts_editor(app: Shell, game: Game, hand: PlayedHand, index: int, event: HandCounted,
                  d: EditorDraft) -> list[ft.Control]:
    return [heading(gettext("Bidding side's points"), size=18),
            body(gettext("Entered: {bidder_side}").format(bidder_side=event.bidder_side), key="edit-counts"),
            Keypad("edit-count-keypad", lambda v: apply(app, hand, index, HandCounted(v)), format_amount=fmt_of(game),
                   done_label=gettext("Save"), max_digits=2)]


def points_trick_editor(app: Shell, game: Game, hand: PlayedHand, index: int, event: PointsTrickTaken,
                        d: EditorDraft) -> list[ft.Control]:
    number = trick_number(game, hand, index)
    points = d.setdefault("points", event.points)
    winners = [big_button(p, f"edit-winner-{p}",
                          tapped(lambda p: apply(app, hand, index, PointsTrickTaken(p, d["points"])), p),
                          tooltip=gettext("{player} took trick {number}: save the correction").format(
                              player=p, number=number)) for p in game.players]
    return [heading(gettext("Correct trick {number}").format(number=number), size=18, key="edit-title"),
            stepper(app, "edit-points", gettext("Card points"), points, 0, 12, lambda v: redraw(app, points=v)),
            heading(gettext("Who took it?"), size=18), grid(winners)]



BUILDERS: dict[type, Builder] = {
    BidMade: call_editor(1),
    Passed: call_editor(1),
    TrumpNamed: trump_editor,
    RoyalsShown: player_editor(N_("Who showed the royals?"), "edit-royals", RoyalsShown),
    PointsTrickTaken: points_trick_editor,
    HandCounted: counts_editor,
}
