"""Undo and Redo: the keeper's last action taken back whole, or brought back, and kept in the history.

Undo takes back the last *action* (``history.py``): an entry played, a whole correction, a deletion,
never simply the last entry of the journal, so after a correction of hand 1 it is the correction that
goes, not the trick entered in hand 3.  What it took back stays in the history (recorded as undone,
never erased), so Redo can bring it back until the next action, a crash or a backup in between.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from scorekeeper.i18n.translate import gettext
from scorekeeper.jsontypes import JsonObject
from scorekeeper.rules import Game, RuleError, event_from_dict, event_to_dict
from scorekeeper.store.atomic import timestamp
from scorekeeper.store.errors import NotFoundError
from scorekeeper.store.model import DraftChange
from scorekeeper.store.ports import HistoryReader

from .core import StoreGuard

from .errors import GONE, StorageProblem
from .history import (Action, ActionKind, CannotStep, RecordOp, Refusal, Splice, history_record, redo_splice, stacks,
                      undo_splice)
from .playing import Playing


@dataclass(frozen=True)
class Stepped:
    """What one Undo or Redo did: the game before and after, the action, and the splice applied now."""

    before: Game
    game: Game
    kind: ActionKind
    splice: Splice

    @property
    def reopened(self) -> bool:
        """The game was over and is open again (an Undo of its last entry)."""
        return self.before.table.finished and not self.game.table.finished


DraftLeft = Callable[[Stepped], "DraftChange | None"]  # the draft an Undo or Redo leaves, from what it did


class Undoing:
    """Undo and Redo over the game's history; the table (:class:`Playing`) stores what a step gives."""

    def __init__(self, repo: HistoryReader, guard: StoreGuard, table: Playing) -> None:
        self.repo = repo  # the one port of the store this use case calls (``store/ports.py``)
        self._storing = guard.storing
        self._table = table

    def history(self, game_id: str) -> list[JsonObject]:
        """The game's history records (what Undo and Redo walk), as stored and checked, with a marker where
        the store found it damaged (``store/history_file.py``); StorageProblem when the game is gone
        (deleted on another screen) or its history cannot be read."""
        try:
            with self._storing(gettext("read what was done to the game")):
                return self.repo.load_history(game_id)
        except NotFoundError:
            raise StorageProblem(GONE) from None

    def undo_action(self, game_id: str, game: Game, *, draft: DraftLeft | None = None) -> Stepped:
        """Take back the last action on ``game`` (the one on screen), or CannotStep saying why (nothing
        changed); StaleGame / StorageProblem as any correction.  ``draft`` gives the draft the step leaves
        (from what it did), stored in the same locked write as the entries and the history record."""
        return self._walk(game_id, game, RecordOp.UNDONE, draft)

    def undo(self, game_id: str, game: Game) -> Game:
        """The game with its last action taken back, stored (see :meth:`undo_action`)."""
        return self.undo_action(game_id, game).game

    def redo_action(self, game_id: str, game: Game, *, draft: DraftLeft | None = None) -> Stepped:
        """Bring back the action Undo took last, or CannotStep saying why (nothing changed); ``draft`` as
        for :meth:`undo_action`."""
        return self._walk(game_id, game, RecordOp.REDONE, draft)

    def _walk(self, game_id: str, game: Game, op: RecordOp, draft: DraftLeft | None) -> Stepped:
        """One step back (``UNDONE``) or forward (``REDONE``) along the game's history, stored with its record."""
        events = [event_to_dict(e) for e in game.events]
        history = stacks(len(events), self.history(game_id))
        waiting = history.done if op is RecordOp.UNDONE else history.undone
        if not waiting:
            raise CannotStep(Refusal.NOTHING)
        action = waiting[-1]
        splice = undo_splice(events, action) if op is RecordOp.UNDONE else redo_splice(events, action)
        return self._step(game_id, game, events, action, splice, op, draft)

    def _step(self, game_id: str, game: Game, events: list[JsonObject], action: Action, splice: Splice,
              op: RecordOp, draft: DraftLeft | None) -> Stepped:
        after = splice.applied(events)
        try:
            new = spliced(game, len(events), splice, after)
        except (RuleError, ValueError, TypeError, KeyError):  # the entries around it changed since: not certain
            raise CannotStep(Refusal.CHANGED) from None
        stepped = Stepped(game, new, action.kind, splice)
        record = history_record(op, action.kind, splice, events, after, timestamp())
        self._table.store_whole(game_id, game, new, after, record, draft(stepped) if draft is not None else None,
                          doing=gettext("store that Undo") if op is RecordOp.UNDONE else gettext("store that Redo"))
        return stepped


def spliced(game: Game, count: int, splice: Splice, after: list[JsonObject]) -> Game:
    """``game`` with ``splice`` applied (``after``: its entries then).  The last entry taken back or one entry put
    back at the end, the commonest Undo and Redo, cost the same in hand 500 as in hand 2 (``Game.undo``,
    ``Game.play``); any other splice (a correction's) replays the game, as a correction does."""
    if splice.at == count - 1 and len(splice.removed) == 1 and not splice.inserted:
        return game.undo()
    if splice.at == count and not splice.removed and len(splice.inserted) == 1:
        return game.play(event_from_dict(splice.inserted[0]))
    return game.with_events(event_from_dict(e) for e in after)
