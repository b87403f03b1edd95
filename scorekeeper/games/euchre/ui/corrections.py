"""Euchre's correction editors: the turn-up's suit, the trump suit (its round follows from the turn-up), the
makers' tricks, a trick's winner, a misdeal."""

from __future__ import annotations

from typing import TYPE_CHECKING

import flet as ft

from scorekeeper.games.euchre import SUITS, EuchreHand, ThrownIn, TrickWon, TrumpMade, TurnedUp
from scorekeeper.i18n import shown
from scorekeeper.i18n.translate import gettext
from scorekeeper.rules import Event, Game, HandCounted
from scorekeeper.rules.deal_events import MisdealCalled
from scorekeeper.ui.corrections import Builder, EditorDraft, apply, trick_number
from scorekeeper.ui.editors import player_editor
from scorekeeper.ui.widgets import big_button, grid, heading, tapped
from scorekeeper.words import N_

from .table import describe as entry_words, suit_label

if TYPE_CHECKING:
    from scorekeeper.rules.interface import PlayedHand

    from scorekeeper.ui.app import App

TRICKS: tuple[type, ...] = (TrickWon,)
CALLS: tuple[type, ...] = ()
ENTRY_WORDS: dict[type, str] = {TurnedUp: N_("the turn-up"), TrumpMade: N_("trump made"),
                                ThrownIn: N_("the hand thrown in"), HandCounted: N_("the makers' tricks"),
                                MisdealCalled: N_("the misdeal")}


def running(game: Game, hand: PlayedHand) -> str | None:
    return None


def initial_draft(event: Event) -> EditorDraft | None:
    return None


def describe(game: Game, hand: PlayedHand, index: int, event: Event) -> str | None:
    if isinstance(event, TrickWon):
        return gettext("Trick {index}: {winner} took it").format(index=trick_number(game, hand, index),
                                                                winner=event.winner)
    return entry_words(event)


def turn_up_editor(app: App, game: Game, hand: PlayedHand, index: int, event: TurnedUp,
                   d: EditorDraft) -> list[ft.Control]:
    buttons = [big_button(suit_label(s), f"edit-turn-up-{s}", tapped(lambda s: apply(app, hand, index, TurnedUp(s)), s),
                          filled=s == event.suit) for s in SUITS]
    return [heading(gettext("Which suit was turned up?"), size=18, key="edit-title"), grid(buttons)]


def trump_editor(app: App, game: Game, hand: PlayedHand, index: int, event: TrumpMade,
                 d: EditorDraft) -> list[ft.Control]:
    """The same maker, another suit: the turn-up's suit is round 1, any other round 2."""
    turn_up = hand.turn_up if isinstance(hand, EuchreHand) else None

    def made(suit: str) -> TrumpMade:
        round_ = event.round if turn_up is None else (1 if suit == turn_up else 2)
        return TrumpMade(event.maker, suit, round_, event.alone)
    buttons = [big_button(suit_label(s), f"edit-trump-{s}", tapped(lambda s: apply(app, hand, index, made(s)), s),
                          filled=s == event.trump) for s in SUITS]
    return [heading(gettext("{player} made trump: which suit?").format(player=event.maker), size=18, key="edit-title"),
            grid(buttons)]


def count_editor(app: App, game: Game, hand: PlayedHand, index: int, event: HandCounted,
                 d: EditorDraft) -> list[ft.Control]:
    buttons = [big_button(shown.number(n), f"edit-makers-{n}", tapped(lambda n: apply(app, hand, index, HandCounted(n)), n),
                          filled=n == event.bidder_side, width=56) for n in range(TRICKS_IN_HAND + 1)]
    return [heading(gettext("Tricks the makers took"), size=18, key="edit-title"), grid(buttons)]


TRICKS_IN_HAND = 5
BUILDERS: dict[type, Builder] = {
    TurnedUp: turn_up_editor,
    TrumpMade: trump_editor,
    HandCounted: count_editor,
    TrickWon: player_editor(N_("Who took the trick?"), "edit-winner", TrickWon),
    MisdealCalled: player_editor(N_("Who called the misdeal?"), "edit-misdeal", MisdealCalled),
}
