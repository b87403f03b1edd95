"""Euchre's correction editors: the turn-up's suit, the whole call (who made trump, the suit, the round, who
went alone: each choice the rules refuse there is greyed), the makers' tricks, a trick's winner, a misdeal."""

from __future__ import annotations

from typing import TYPE_CHECKING

import flet as ft

from scorekeeper.games.euchre import SUITS, TRICKS as HAND_TRICKS, EuchreHand, ThrownIn, TrickWon, TrumpMade, TurnedUp, partner_of
from scorekeeper.i18n.translate import gettext
from scorekeeper.jsontypes import JsonValue
from scorekeeper.rules import Game, HandCounted, legal
from scorekeeper.ui.corrections import EditorDraft, apply, editor, redraw
from scorekeeper.ui.games.partnership import TrickCorrections, game_before
from scorekeeper.ui.widgets import big_button, body, grid, heading, tapped
from scorekeeper.words import N_

from .table import call_words, describe as entry_words, suit_label

if TYPE_CHECKING:
    from scorekeeper.rules.interface import PlayedHand

    from scorekeeper.ui.shell import Shell


def turn_up_editor(app: Shell, game: Game, hand: PlayedHand, index: int, event: TurnedUp,
                   d: EditorDraft) -> list[ft.Control]:
    buttons = [big_button(suit_label(s), f"edit-turn-up-{s}", tapped(lambda s: apply(app, hand, index, TurnedUp(s)), s),
                          filled=s == event.suit) for s in SUITS]
    return [heading(gettext("Which suit was turned up?"), size=18, key="edit-title"), grid(buttons)]


def drafted_call(event: TrumpMade, d: EditorDraft, players: tuple[str, ...]) -> TrumpMade:
    """The call as the editor holds it: the entry's, with what was tapped since (a lone defender only
    against a maker who goes alone, and never the maker's own side)."""
    maker = d.word("maker") or event.maker
    alone = d.flag("alone", maker in event.alone)
    defender = d.word("defender", next((p for p in event.alone if p != event.maker), None))
    side = (maker, partner_of(players, maker))
    lone = ((maker,) + ((defender,) if defender is not None and defender not in side else ())) if alone else ()
    return TrumpMade(maker, d.word("trump") or event.trump, d.number("round", event.round), lone)


def call_editor(app: Shell, game: Game, hand: PlayedHand, index: int, event: TrumpMade,
                d: EditorDraft) -> list[ft.Control]:
    """The whole call: each button is the call with one choice changed, greyed where the rules refuse it at
    this entry (round 1 is the turn-up's suit, a partner cannot go alone...); Save stores the call shown."""
    players, before = tuple(game.players), game_before(game, index)
    turn_up = before.table.current.turn_up if isinstance(before.table.current, EuchreHand) else None
    call = drafted_call(event, d, players)

    def choice(key: str, label: str, changes: dict[str, JsonValue], on: bool, *, off: bool = False) -> ft.Control:
        """A button holding the call it would make (None: off), greyed below once the rules answered for all."""
        button = big_button(("✓ " if on else "") + label, key, lambda e: redraw(app, **changes), filled=False)
        button.data = drafted_call(event, d.with_changes(changes), players) if not off else None
        return button

    def suit_changes(s: str) -> dict[str, JsonValue]:
        return {"trump": s, "round": call.round if turn_up is None else (1 if s == turn_up else 2)}

    makers = [choice(f"edit-maker-{p}", p, {"maker": p}, p == call.maker) for p in players]
    suits = [choice(f"edit-trump-{s}", suit_label(s), suit_changes(s), s == call.trump) for s in SUITS]
    rounds = [choice(f"edit-round-{r}", gettext("Round {round}").format(round=r), {"round": r}, r == call.round)
              for r in (1, 2)]
    alone = [choice("edit-alone", gettext("{player} goes alone").format(player=call.maker),
                    {"alone": not call.alone}, bool(call.alone))]
    if game.settings["defend_alone"]:
        lone = call.alone[1:]
        alone += [choice(f"edit-defend-{p}", gettext("{player} defends alone").format(player=p),
                         {"defender": None if p in lone else p}, p in lone, off=not call.alone)
                  for p in players if p not in (call.maker, partner_of(players, call.maker))]
    verdict = legal(before, [call, *(b.data for b in (*makers, *suits, *rounds, *alone) if b.data is not None)])
    for button in (*makers, *suits, *rounds, *alone):  # one question to the rules for every button of the editor
        button.disabled = button.data is None or not verdict.allows(button.data)
    save = big_button(gettext("Save"), "edit-save", lambda e: apply(app, hand, index, call), disabled=not verdict.allows(call))
    return [heading(gettext("Correct the call: who made trump, the suit, the round, alone"), size=18,
                    key="edit-title"),
            body(call_words(call.maker, call.trump, call.round, bool(call.alone)), key="edit-call"), grid(makers), grid(suits), grid(rounds), grid(alone), save]


CORRECTIONS = TrickCorrections(  # Euchre's entries, each with its typed editor
    TrickWon, entry_words, (N_("Tricks the makers took"), "edit-makers", HAND_TRICKS),
    own=[editor(TurnedUp, turn_up_editor), editor(TrumpMade, call_editor)],
    entry_words={TurnedUp: N_("the turn-up"), TrumpMade: N_("the call"), ThrownIn: N_("the hand thrown in"),
                 HandCounted: N_("the makers' tricks")})
