"""The exact-bid variation's correction editors: the trump turned up, everyone's bids, the tricks taken."""

from __future__ import annotations

from typing import TYPE_CHECKING

import flet as ft

from scorekeeper.i18n.shown import number
from scorekeeper.i18n.translate import gettext
from scorekeeper.rules import Event, Game, TrumpNamed
from scorekeeper.games.exact_bid import BidsMade, TricksCounted
from scorekeeper.games.exact_bid.deal import ExactBidDeal

from scorekeeper.ui.corrections import Builder, EditorDraft
from scorekeeper.ui.editors import trump_editor
from scorekeeper.ui.panels import editor
from scorekeeper.ui.games.numbers import initial_draft as tricks_draft, numbers_editor
from scorekeeper.words import N_

if TYPE_CHECKING:
    from scorekeeper.rules.interface import PlayedHand

    from scorekeeper.ui.shell import Shell

TRICKS: tuple[type, ...] = ()  # a deal's tricks are counted whole, not entered one by one
CALLS: tuple[type, ...] = ()
ENTRY_WORDS: dict[type, str] = {BidsMade: N_("the bids"), TricksCounted: N_("the tricks taken")}


def running(game: Game, hand: PlayedHand) -> str | None:
    return None  # a deal is entered whole


def per_player(pairs: tuple[tuple[str, int], ...]) -> str:
    return " · ".join(f"{p} {number(n)}" for p, n in pairs)


def describe(game: Game, hand: PlayedHand, index: int, event: Event) -> str | None:
    if isinstance(event, BidsMade):
        return gettext("Bids: {bids}").format(bids=per_player(event.bids))
    if isinstance(event, TricksCounted):
        return gettext("Tricks taken: {tricks}").format(tricks=per_player(event.tricks))
    return None


def initial_draft(event: Event) -> EditorDraft | None:
    if isinstance(event, BidsMade):
        return EditorDraft({"values": dict(event.bids)})
    return tricks_draft(event)


def per_player_editor(app: Shell, game: Game, hand: PlayedHand, index: int, event: BidsMade | TricksCounted,
                      d: EditorDraft) -> list[ft.Control]:
    """Everyone's bids or tricks corrected: a − / + stepper per player, bounded by the cards of the deal."""
    assert isinstance(hand, ExactBidDeal)  # this game's corrections see this game's deals only
    if isinstance(event, BidsMade):
        return numbers_editor(app, game, hand, index, d, hand.cards, gettext("Bids"), BidsMade)
    return numbers_editor(app, game, hand, index, d, hand.cards)


BUILDERS: dict[type, Builder] = dict([  # each editor checked against its event type
    editor(TrumpNamed, trump_editor), editor(BidsMade, per_player_editor), editor(TricksCounted, per_player_editor),
])
