"""Twenty-eight's correction editors: calls, trump, the pair, a double or redouble, a trick's card points,
the bidding side's count and a misdeal."""

from __future__ import annotations

from typing import TYPE_CHECKING

import flet as ft

from scorekeeper.games.twenty_eight import CardPointsTrick, Doubled, PairShown, Redoubled
from scorekeeper.i18n.translate import gettext
from scorekeeper.rules import BidMade, Event, Game, HandCounted, Passed, TrumpNamed
from scorekeeper.rules.deal_events import MisdealCalled
from scorekeeper.ui.corrections import Builder, EditorDraft, apply, fmt_of, redraw, trick_number
from scorekeeper.ui.editors import call_editor, player_editor, stepper, trump_editor
from scorekeeper.ui.widgets import Keypad, big_button, body, grid, heading, tapped
from scorekeeper.words import N_

if TYPE_CHECKING:
    from scorekeeper.rules.interface import PlayedHand
    from scorekeeper.ui.app import App

TRICKS: tuple[type, ...] = (CardPointsTrick,)
CALLS: tuple[type, ...] = ()
ENTRY_WORDS: dict[type, str] = {PairShown: N_("the pair"), Doubled: N_("the double"), Redoubled: N_("the redouble"),
                                MisdealCalled: N_("the misdeal")}


def running(game: Game, hand: PlayedHand) -> str | None:
    return None


def describe(game: Game, hand: PlayedHand, index: int, event: Event) -> str | None:
    """This game's entries in words (None: the shared wording applies)."""
    if isinstance(event, CardPointsTrick):
        return gettext("Trick {index}: {winner} took {points} points").format(
            index=trick_number(game, hand, index), winner=event.winner, points=event.points)
    if isinstance(event, HandCounted):
        return gettext("Bidding side's points: {bidder_side}").format(bidder_side=event.bidder_side)
    if isinstance(event, PairShown):
        return gettext("{player} shows the pair (King and Queen of trump)").format(player=event.player)
    if isinstance(event, Doubled):
        return gettext("{player} doubles").format(player=event.player)
    if isinstance(event, Redoubled):
        return gettext("{player} redoubles").format(player=event.player)
    if isinstance(event, MisdealCalled):
        return gettext("Misdeal called by {misdeal_by}").format(misdeal_by=event.player)
    return None


def initial_draft(event: Event) -> EditorDraft | None:
    return {"points": event.points} if isinstance(event, CardPointsTrick) else None


def counts_editor(app: App, game: Game, hand: PlayedHand, index: int, event: HandCounted,
                  d: EditorDraft) -> list[ft.Control]:
    return [heading(gettext("Bidding side's points"), size=18),
            body(gettext("Entered: {bidder_side}").format(bidder_side=event.bidder_side), key="edit-counts"),
            Keypad("edit-count-keypad", lambda v: apply(app, hand, index, HandCounted(v)), format_amount=fmt_of(game),
                   done_label=gettext("Save"), max_digits=2)]


def trick_editor(app: App, game: Game, hand: PlayedHand, index: int, event: CardPointsTrick,
                 d: EditorDraft) -> list[ft.Control]:
    number = trick_number(game, hand, index)
    points = d.setdefault("points", event.points)
    winners = [big_button(p, f"edit-winner-{p}",
                          tapped(lambda p: apply(app, hand, index, CardPointsTrick(p, d["points"])), p),
                          tooltip=gettext("{player} took trick {number}: save the correction").format(
                              player=p, number=number)) for p in game.players]
    return [heading(gettext("Correct trick {number}").format(number=number), size=18, key="edit-title"),
            stepper(app, "edit-points", gettext("Card points"), points, 0, 12, lambda v: redraw(app, points=v)),
            heading(gettext("Who took it?"), size=18), grid(winners)]


BUILDERS: dict[type, Builder] = {
    BidMade: call_editor(1),
    Passed: call_editor(1),
    TrumpNamed: trump_editor,
    PairShown: player_editor(N_("Who showed the pair?"), "edit-pair", PairShown),
    Doubled: player_editor(N_("Who doubled?"), "edit-double", Doubled),
    Redoubled: player_editor(N_("Who redoubled?"), "edit-redouble", Redoubled),
    CardPointsTrick: trick_editor,
    HandCounted: counts_editor,
    MisdealCalled: player_editor(N_("Who called the misdeal?"), "edit-misdeal", MisdealCalled),
}
