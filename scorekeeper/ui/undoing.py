"""Undo and Redo from any screen: the keeper's last action taken back whole, or brought back, and said.

An action is what one tap or one dialog did: a card tapped into the trick being entered (taken back
from the draft), or a stored action (an entry played, a correction, a deletion: ``service/history.py``).
Undo takes back the last one, whichever screen it is pressed on, and the banner says what went
("Undid the correction of hand 1: back to trick 2, Asha took $55,000"); Redo brings it back until the next
action.  The words are built here, from the facts the service returns.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

import flet as ft

from scorekeeper.i18n.translate import gettext
from scorekeeper.rules import Game, event_from_dict
from scorekeeper.service import Stepped
from scorekeeper.service.history import ActionKind, Refusal

from .draft import RedoStep
from .state import ChangeResult, refusal_words
from .games import GamePanel, TableContext, TablePanel, panel_for
from .widgets import icon_button

if TYPE_CHECKING:
    from .shell import Shell


def undo_last(app: Shell, panel: GamePanel | None = None) -> ChangeResult:
    """Undo on any screen: the last tap of the draft, else the last stored action; the outcome carries the
    words the banner says, and is rendered.

    ``panel`` is the table's own (built) panel, which knows the taps its steppers keep; other screens
    pass none, and the draft alone is asked.
    """
    state, ctx = app.state, TableContext(app)
    before = state.draft.snapshot()
    taken = _take_back_tap(ctx, panel)
    if taken is not None:
        state.keep_redo(RedoStep(False, before, state.draft.snapshot(), taken))
        return _said(app, ChangeResult(state.game, False, (gettext("Took back: {taken}").format(taken=taken),)))
    said: list[str] = []

    def leaves(stepped: Stepped) -> None:
        """The draft as this Undo leaves it (a trick given back as its cards) and the step kept for Redo,
        put before the step is written, so the step stores them in its one write."""
        words_panel = panel or panel_for(stepped.game.kind)
        if stepped.kind is ActionKind.PLAYED:
            said.append(words_panel.undone(ctx, event_from_dict(stepped.splice.removed[0])))
        else:
            said.append(_action_words(words_panel, stepped))
        state.keep_redo(RedoStep(True, before, state.draft.snapshot(), said[-1]))

    outcome = state.undo(leaves)
    stepped = outcome.stepped
    if stepped is None:
        state.draft.load_snapshot(before)  # a stored-entry mark the draft gave up comes back
        return _said(app, outcome)
    if len(stepped.game.table.hands) < len(stepped.before.table.hands):
        ctx.result_seen = None  # a hand reopened: its result is not the one the table moved on from
    back = _correction_back(panel or panel_for(stepped.game.kind), stepped)
    if back is not None:
        hand, entry = back
        notice = (gettext("Undid the correction of hand {hand}: back to {entry}. The game is open again.")
                  if stepped.reopened else gettext("Undid the correction of hand {hand}: back to {entry}")).format(
            hand=hand, entry=entry)
    elif stepped.reopened:
        notice = gettext("Undid: {what}. The game is open again.").format(what=said[-1])
    else:
        notice = gettext("Undid: {what}").format(what=said[-1])
    return _said(app, replace(outcome, notices=(notice,)))


def redo_last(app: Shell, panel: GamePanel | None = None) -> ChangeResult:
    """Redo on any screen: bring back what the last Undo took (a tap, or a stored action); the outcome
    carries the words the banner says, and is rendered."""
    state = app.state
    steps = state.redo_steps
    if not state.redo_waiting:  # nothing undone, or something tapped since: a new action
        return _said(app, ChangeResult(state.game, False, error=refusal_words(Refusal.NOTHING, undoing=False)))
    if steps and not steps[-1].stored:
        step = steps.pop()
        state.draft.load_snapshot(step.before)
        return _said(app, ChangeResult(state.game, False, (gettext("Redid: {what}").format(what=step.words),)))
    kept = steps[-1]

    def leaves(stepped: Stepped) -> None:
        """The trick given back by Undo is the trick stored again: the draft as it was before that Undo,
        put before the step is written, so the step stores it (and Redo without this step) in its one write."""
        steps.pop()
        state.draft.load_snapshot(kept.before)

    outcome = state.redo(leaves)
    stepped = outcome.stepped
    if stepped is None:
        return _said(app, outcome)
    words_panel = panel or panel_for(stepped.game.kind)
    what = _action_words(words_panel, stepped)
    back = _correction_back(words_panel, stepped)
    over = stepped.game.table.finished and not stepped.before.table.finished
    if back is not None:
        hand, entry = back
        notice = (gettext("Redid the correction of hand {hand}: {entry} again. The game is over again.") if over
                  else gettext("Redid the correction of hand {hand}: {entry} again")).format(hand=hand, entry=entry)
    elif over:
        notice = gettext("Redid: {what}. The game is over again.").format(what=what)
    else:
        notice = gettext("Redid: {what}").format(what=what)
    return _said(app, replace(outcome, notices=(notice,)))


def _said(app: Shell, outcome: ChangeResult) -> ChangeResult:
    """The draft as a tap taken back (or given back by Redo) leaves it is kept (a tap's one write; a stored
    Undo or Redo wrote its draft with it, so nothing is left to write), then the outcome is shown."""
    app.state.keep_draft()
    app.render(outcome)
    return outcome


def _take_back_tap(ctx: TableContext, panel: GamePanel | None) -> str | None:
    """The last tap taken out of the draft, in words; None when nothing was tapped since the last entry."""
    if panel is not None:
        return panel.take_back(ctx)
    tap = ctx.draft.take_back()
    if tap is None:
        return None
    kind, value = tap
    words_panel = panel_for(ctx.game.kind)
    return words_panel.tap_words(ctx, kind, value) if isinstance(words_panel, TablePanel) else str(value)


def _action_words(panel: GamePanel, stepped: Stepped) -> str:
    """A stored action in words: the entry it concerns, and for a correction or deletion, which hand."""
    splice = stepped.splice
    # the entry as it is after this step (the one put back or brought back), else the one taken out
    shown, game = (splice.inserted, stepped.game) if splice.inserted else (splice.removed, stepped.before)
    if not shown:
        return gettext("the last entry")
    context = game.with_events(game.events[:splice.at])
    entry = panel.entry_words(context, event_from_dict(shown[0]))
    if stepped.kind is ActionKind.PLAYED:
        return entry
    hand = hand_number_at(game, splice.at)
    if stepped.kind is ActionKind.DELETED:
        return gettext("the deletion from hand {hand} of {entry}").format(hand=hand, entry=entry)
    if stepped.kind is ActionKind.INSERTED:
        return gettext("the entry added to hand {hand}, {entry}").format(hand=hand, entry=entry)
    if len(splice.removed) > 1 or len(splice.inserted) > 1:
        return gettext("the correction of hand {hand}").format(hand=hand)
    return gettext("the correction of hand {hand}, {entry}").format(hand=hand, entry=entry)


def _correction_back(panel: GamePanel, stepped: Stepped) -> tuple[int, str] | None:
    """For an Undo or Redo of a correction of one entry: its hand and the entry as it is now, in words (the value
    that is back, "the makers' 3 tricks"), so the banner says which value stands; None for any other action."""
    splice = stepped.splice
    if stepped.kind is not ActionKind.CORRECTED or len(splice.removed) != 1 or len(splice.inserted) != 1:
        return None
    game = stepped.game
    entry = panel.entry_words(game.with_events(game.events[:splice.at]), event_from_dict(splice.inserted[0]))
    return hand_number_at(game, splice.at), entry


def hand_number_at(game: Game, index: int) -> int:
    """The number of the hand that entry ``index`` of ``game`` belongs to (the hand in play past the end)."""
    table = game.table
    for hand in table.hands:
        if hand.first_event <= index < hand.first_event + hand.event_count:
            return hand.number
    if table.current is not None:
        return table.current.number
    return table.hands[-1].number if table.hands else 1


def undo_redo_buttons(app: Shell, panel: GamePanel | None = None) -> tuple[ft.IconButton, ft.IconButton]:
    """The app bar's Undo and Redo, side by side on every screen of a game (Redo greyed out until Undo
    has taken something back)."""
    undo = icon_button(ft.Icons.UNDO, "undo", gettext("Undo the last entry"), lambda e: undo_last(app, panel))
    redo = icon_button(ft.Icons.REDO, "redo", gettext("Redo: bring back what Undo took"),
                       lambda e: redo_last(app, panel), disabled=True)
    return undo, redo


def refresh_undo_redo(app: Shell, undo: ft.IconButton, redo: ft.IconButton) -> None:
    """Undo is greyed out with nothing to take back, Redo with nothing to bring back."""
    state = app.state
    undo.disabled = state.game is None or (not state.game.events and state.draft.empty and not state.history)
    redo.disabled = not state.redo_waiting
