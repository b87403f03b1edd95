"""One hand: the dispute view and its corrections.

The verdict in large type and every line of ``explain()`` (each trick and
multiplier that made the count), then the hand's entries in words, each with
Correct and Delete.  A correction goes through ``TableSession.correct``
(its outcome rendered): the core replays the whole game, so everything after the
corrected entry is re-validated and re-scored, and a refusal changes nothing
and says why.  The editors live in ``corrections.py``.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import TYPE_CHECKING

import flet as ft

from scorekeeper.i18n.translate import N_, gettext, ngettext
from scorekeeper.rules import Event, Game

from . import theme
from .undoing import refresh_undo_redo, undo_redo_buttons
from .common import banner_of, contract_line, game_setup, in_hand_word, outcome_shown, totals_line
from .corrections import (apply, can_correct, describe, discard_pending, editor_for, entry_name, game_corrections,
                          memory, near_error, new_visit, pending, start_delete, start_edit)
from .widgets import big_button, body, card, error_banner, glued, heading, icon_button

if TYPE_CHECKING:
    from scorekeeper.rules.interface import PlayedHand

    from .shell import Shell


# A hand's lines in the word its game calls one ("Deal 3", not "Hand 3", where the game deals): ``in_hand_word``
TOTALS_AFTER = {"Hand": N_("Totals after hand {number}: {totals}"), "Deal": N_("Totals after deal {number}: {totals}")}
NOTHING_YET = {"Hand": N_("Nothing entered for this hand yet."), "Deal": N_("Nothing entered for this deal yet.")}
NO_SUCH = {"Hand": N_("There is no hand {count} in this game (yet)."),
           "Deal": N_("There is no deal {count} in this game (yet).")}
RESCORED = {"Hand": N_("Hand {number}: {verdict}"), "Deal": N_("Deal {number}: {verdict}")}


def find_hand(game: Game, number: int) -> PlayedHand | None:
    table = game.table
    for hand in table.hands:
        if hand.number == number:
            return hand
    if table.current is not None and table.current.number == number:
        return table.current
    return None


class HandScreen:
    """One hand: built once per visit; after a tap in an editor its controls change in place, so
    correcting trick 12 keeps the editor where the player's finger is (no jump to the top)."""

    def __init__(self, app: Shell, game_id: str, number: str) -> None:
        self.app, self.game_id, self.number = app, game_id, int(number)
        if app.state.game_id == game_id:
            new_visit(app)
        self.undo, self.redo = undo_redo_buttons(app)
        self.title = ft.Text(gettext("Hand {number}").format(number=self.number))
        self.top = ft.Column(spacing=12)
        self.entries = ft.Column(spacing=12, key="entries")
        self.top_inputs: tuple[object, ...] | None = None  # what the top was last built from
        self.entry_slots: dict[int, ft.Column] = {}
        self.entry_inputs: dict[int, tuple[object, ...]] = {}  # per entry: what its card was built from
        self.opened: tuple[object, ...] = (None, None, False)  # the editor or delete open, a re-scored summary shown
        self.bottom = ft.Row([
            big_button(gettext("Scoreboard"), "back-to-scores", lambda e: app.go(f"/game/{game_id}/scores"), filled=False,
                       expand=True),
            big_button(gettext("Table"), "back-to-table", lambda e: app.go(f"/game/{game_id}"), filled=False, expand=True,
                       name=gettext("Back to the table")),
        ])
        self.body = ft.Column([self.top, self.entries, self.bottom], spacing=12, key="hand-view")
        self.view = ft.View(
            route=f"/game/{game_id}/hand/{number}",
            appbar=ft.AppBar(title=self.title, actions=[
                self.undo,
                self.redo,
                icon_button(ft.Icons.LEADERBOARD, "scores", gettext("Scoreboard and history"),
                            lambda e: app.go(f"/game/{game_id}/scores")),
            ]),
            controls=[banner_of(app), self.body], scroll=ft.ScrollMode.AUTO, padding=12, spacing=12)
        self.refresh()

    def refresh(self) -> None:
        """Rebuild only what changed: after a tap in an editor, that entry alone (a small patch)."""
        app, game_id, n = self.app, self.game_id, self.number
        try:
            app.ensure_game(game_id)
        except Exception as err:
            self.top.controls = [ft.Column([error_banner(gettext("This game cannot be opened: {err}").format(err=err)),
                                            big_button(gettext("Home"), "home", lambda e: app.go("/"))])]
            self.entries.controls = []
            return
        game = app.state.game
        assert game is not None
        refresh_undo_redo(self.app, self.undo, self.redo)
        self.title.value = gettext("{word} {number}").format(word=gettext(game_setup(game.kind).HAND_WORD), number=n)
        hand = find_hand(game, n)
        m = memory(app)
        held = held_here(app, hand)
        top_inputs = (id(game), m.rescored, tuple(sorted(held.items())), editor_open(app),
                      None if editor_open(app) else app.state.error)
        if top_inputs != self.top_inputs:
            self.top_inputs = top_inputs
            self.top.controls = [ft.Column(self.top_controls(game, hand), spacing=12)]
        if hand is None or not hand.started:
            self.entries.controls, self.entry_inputs = [], {}
            return
        slots: list[ft.Control] = []
        for k, index in enumerate(range(hand.first_event, hand.first_event + hand.event_count), 1):
            open_here = index in (m.editing, m.deleting)
            inputs = (id(game), held.get(index), open_here,
                      m.draft.shown() if open_here else None,
                      app.state.error if open_here else None)
            slot = self.entry_slots.get(k)
            if slot is None:  # a scroll target: an editor opened in it is brought to the top of the screen
                # (Flet 1.0.5 makes its keys with a decorator mypy does not read)
                scroll_key = ft.ScrollKey(f"entry-slot-{k}")  # type: ignore[call-arg]
                slot = self.entry_slots[k] = ft.Column(key=scroll_key)
            if self.entry_inputs.get(k) != inputs:
                self.entry_inputs[k] = inputs
                # A new unkeyed wrapper in the slot: sent as new (not frozen), so a keypad in the
                # editor can change its own display in place.
                slot.controls = [ft.Column([entry_card(app, game, hand, k, index, held)])]
            slots.append(slot)
        self.entries.controls = slots
        self.show_what_opened(hand.first_event)

    def show_what_opened(self, first: int) -> None:
        """An editor (or a delete) just opened: its entry goes to the top of the screen, so the choices and Save
        are on the first screen, not under the fold; a correction just saved: the top, where the re-scored
        summary is.  Nothing scrolls on any other tap (a tap in an open editor keeps it under the finger)."""
        m = memory(self.app)
        opened = (m.editing, m.deleting, m.rescored is not None)
        if opened == self.opened:
            return
        self.opened = opened
        index = m.editing if m.editing is not None else m.deleting
        if index is not None:
            slot_key = f"entry-slot-{index - first + 1}"
            slot = self.entry_slots.get(index - first + 1)
            if slot is not None:
                slot.on_size_change = self.scroll_when_laid_out(slot, slot_key)
            self.app.page.run_task(self.view.scroll_to, scroll_key=slot_key)
        elif m.rescored is not None:
            self.app.page.run_task(self.view.scroll_to, offset=0)

    def scroll_when_laid_out(self, slot: ft.Column, slot_key: str) -> Callable[[ft.LayoutSizeChangeEvent[ft.LayoutControl]], Awaitable[None]]:
        """The opened editor's slot, once the phone has laid it out, goes to the top again, once.

        The first scroll goes with the editor's patch, and a browser slow to lay the editor out scrolled by the
        page as it was: the entry at the foot of the page could go no further than the old page's end, and
        Cancel landed under the fold (a loaded two-core machine).  The slot's new size is measured after its
        layout, so the scroll that follows it finds the editor in place; a tap in the editor scrolls nothing."""
        async def laid_out(e: ft.LayoutSizeChangeEvent[ft.LayoutControl]) -> None:
            slot.on_size_change = None
            slot.update()
            await self.view.scroll_to(scroll_key=slot_key)
        return laid_out

    def top_controls(self, game: Game, hand: PlayedHand | None) -> list[ft.Control]:
        app, n = self.app, self.number
        controls: list[ft.Control] = []
        done = rescored_card(app, game)
        if done is not None:
            controls.append(done)
        if hand is None:
            controls += [body(in_hand_word(game.kind, NO_SUCH).format(count=n), key="no-hand"),
                         big_button(gettext("Scoreboard"), "to-scores", lambda e: app.go(f"/game/{self.game_id}/scores"))]
        else:
            controls += verdict_section(app, game, hand)
            controls += entries_header(app, game, hand)
        return controls


def editor_open(app: Shell) -> bool:
    m = memory(app)
    return m.editing is not None or m.deleting is not None


def held_here(app: Shell, hand: PlayedHand | None) -> dict[int, Event]:
    if hand is None or not hand.started:
        return {}
    first, count = hand.first_event, hand.event_count
    return {i: e for i, e in pending(app).items() if first <= i < first + count}


def verdict_section(app: Shell, game: Game, hand: PlayedHand) -> list[ft.Control]:
    if not hand.complete:
        running = game_corrections(game).running(game, hand)
        return [
            ft.Text(gettext("IN PROGRESS"), key="result", size=40, weight=ft.FontWeight.BOLD),
            body(gettext("{dealer} deals · {prompt}").format(
                dealer=hand.dealer, prompt=hand.prompt()), key="verdict", weight=ft.FontWeight.W_600),
            *([body(gettext("Counted so far: {running}").format(running=running), key="running")] if running else []),
        ]
    shown = outcome_shown(game, hand)
    word, color = shown.word, shown.color
    big = word  # the same word the table and the scoreboard show
    return [
        ft.Text(big, key="result", size=40, weight=ft.FontWeight.BOLD, color=color),
        body(gettext("{dealer} deals · {hand}").format(
            dealer=hand.dealer, hand=contract_line(game, hand)), key="contract", size=theme.SMALL),
        body(glued(hand.verdict()), key="verdict", weight=ft.FontWeight.W_600),
        card(heading(gettext("How it adds up"), size=18),
             *[body(glued(line), key=f"explain-{i}", size=theme.SMALL) for i, line in enumerate(hand.explain(), 1)],
             key="explain"),
        body(in_hand_word(game.kind, TOTALS_AFTER).format(
            number=hand.number, totals=totals_line(game, hand.totals)), key="hand-totals",
             weight=ft.FontWeight.W_600),
    ]


def entries_header(app: Shell, game: Game, hand: PlayedHand) -> list[ft.Control]:
    """Above the entries: how corrections work, and the corrections held to be applied together."""
    if not hand.started:
        return [body(in_hand_word(game.kind, NOTHING_YET), key="no-events")]
    rows: list[ft.Control] = [heading(gettext("Entries"), size=20),
                              body(gettext("Correct any entry: everything after it is checked and re-scored."),
                                   size=theme.SMALL)]
    held = held_here(app, hand)
    if held:
        rows.append(card(
            *([] if editor_open(app) else [near_error(app.state.error)]),
            heading(ngettext("{count} correction held", "{count} corrections held", len(held)).format(
                count=len(held)), size=18),
            *[body(describe(game, hand, i, e), size=theme.SMALL) for i, e in sorted(held.items())],
            ft.Row([big_button(gettext("Apply together"), "pending-apply", lambda e: apply(app, hand, None, None)),
                    big_button(gettext("Discard"), "pending-discard", lambda e: discard_pending(app), filled=False)],
                   wrap=True),
            key="pending"))
    return rows


def entry_card(app: Shell, game: Game, hand: PlayedHand, k: int, index: int, held: dict[int, Event]) -> ft.Control:
    """Entry ``k`` of the hand in words, Correct and Delete, and its editor when open."""
    event, name = game.events[index], entry_name(game, hand, index)
    return card(
        body(describe(game, hand, index), key=f"event-{k}", size=theme.BODY),
        *([body(gettext("Held: {held}").format(
            held=describe(game, hand, index, held[index])), key=f"held-{k}", size=theme.SMALL,
                italic=True)] if index in held else []),
        ft.Row([  # named for what they change ("Correct trick 8"), for the eye and for a screen reader
            big_button(gettext("Correct {name}").format(
                name=name), f"correct-{k}", lambda e: start_edit(app, index), filled=False,
                       disabled=not can_correct(game, event)),
            big_button(gettext("Delete {name}").format(
                name=name), f"delete-{k}", lambda e: start_delete(app, index), filled=False),
        ], wrap=True),
        *editor_for(app, game, hand, index),
        key=f"entry-{k}",
    )


def rescored_card(app: Shell, game: Game) -> ft.Control | None:
    """After a correction: the totals now (and the result, if the game is over), then every hand from the
    corrected one on, as re-scored.  The totals come first, under the heading: the page scrolls to the top
    on Save, and a correction in an early hand of a long game re-scores so many hands that a totals line
    after them all fell under the fold (seven re-scored hands left it at the screen's foot at 412 px)."""
    done = memory(app).rescored
    if done is None:
        return None
    table = game.table
    lines: list[ft.Control] = [heading(gettext("{what} — re-scored").format(what=done.what), size=20, color=theme.MADE)]
    lines.append(body(gettext("Scores now: {totals}").format(
        totals=totals_line(game, table.totals)), key="rescored-totals",
                      weight=ft.FontWeight.BOLD))
    if table.current is None and table.result:
        lines.append(body(table.result, key="rescored-result"))
    for h in table.hands:
        if h.number >= done.number:
            lines.append(body(glued(in_hand_word(game.kind, RESCORED).format(
                number=h.number, verdict=h.verdict())), size=theme.SMALL, key=f"rescored-{h.number}"))
            lines.append(body(gettext("    Totals: {totals}").format(
                totals=totals_line(game, h.totals)), size=theme.SMALL,
                              key=f"rescored-{h.number}-totals"))
    lines.append(big_button(gettext("OK"), "rescored-ok", lambda e: dismiss_rescored(app), filled=False))
    return card(*lines, key="rescored")


def dismiss_rescored(app: Shell) -> None:
    memory(app).rescored = None
    app.refresh()
