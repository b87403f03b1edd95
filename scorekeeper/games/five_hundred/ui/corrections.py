"""Five Hundred's correction editors: a call (another bid of the grid, or a pass), the contractors' tricks, a
trick's winner, a misdeal."""

from __future__ import annotations

from typing import TYPE_CHECKING

import flet as ft

from scorekeeper.games.five_hundred import BIDS, ContractBid, TrickWon
from scorekeeper.i18n import shown
from scorekeeper.i18n.translate import gettext
from scorekeeper.rules import Event, Game, HandCounted, Passed
from scorekeeper.rules.deal_events import MisdealCalled
from scorekeeper.ui.corrections import Builder, EditorDraft, apply, trick_number
from scorekeeper.ui.editors import player_editor
from scorekeeper.ui.widgets import big_button, grid, heading, tapped
from scorekeeper.words import N_

from .table import CELL, describe as entry_words, grid_label

if TYPE_CHECKING:
    from scorekeeper.rules.interface import PlayedHand

    from scorekeeper.ui.app import App

TRICKS: tuple[type, ...] = (TrickWon,)
CALLS: tuple[type, ...] = (ContractBid,)
ENTRY_WORDS: dict[type, str] = {HandCounted: N_("the contractors' tricks"), MisdealCalled: N_("the misdeal")}
TRICKS_IN_HAND = 10


def running(game: Game, hand: PlayedHand) -> str | None:
    return None


def initial_draft(event: Event) -> EditorDraft | None:
    return None


def describe(game: Game, hand: PlayedHand, index: int, event: Event) -> str | None:
    if isinstance(event, TrickWon):
        return gettext("Trick {index}: {winner} took it").format(index=trick_number(game, hand, index),
                                                                winner=event.winner)
    return entry_words(event)


def call_editor(app: App, game: Game, hand: PlayedHand, index: int, event: ContractBid | Passed,
                d: EditorDraft) -> list[ft.Control]:
    """The same player's call: another bid of the table, or a pass (the rules check the rank again)."""
    player = event.player
    buttons = [big_button(grid_label(b), f"edit-bid-{b}", tapped(lambda b: apply(app, hand, index, ContractBid(player, b)), b),
                          width=CELL if b not in ("misere", "open_misere") else None) for b in BIDS]
    return [heading(gettext("{player}'s call").format(player=player), size=18, key="edit-title"),
            big_button(gettext("Pass"), "edit-pass", lambda e: apply(app, hand, index, Passed(player)), filled=False),
            grid(buttons)]


def count_editor(app: App, game: Game, hand: PlayedHand, index: int, event: HandCounted,
                 d: EditorDraft) -> list[ft.Control]:
    buttons = [big_button(shown.number(n), f"edit-took-{n}", tapped(lambda n: apply(app, hand, index, HandCounted(n)), n),
                          filled=n == event.bidder_side, width=56) for n in range(TRICKS_IN_HAND + 1)]
    return [heading(gettext("Tricks the contractors took"), size=18, key="edit-title"), grid(buttons)]


BUILDERS: dict[type, Builder] = {
    ContractBid: call_editor,
    Passed: call_editor,
    HandCounted: count_editor,
    TrickWon: player_editor(N_("Who took the trick?"), "edit-winner", TrickWon),
    MisdealCalled: player_editor(N_("Who called the misdeal?"), "edit-misdeal", MisdealCalled),
}
