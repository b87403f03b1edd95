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
from scorekeeper.store.entry_times import local_now, stored_at
from scorekeeper.store.ports import UndoStore

from .core import StoreGuard, game_summary_fields

from .errors import GONE, StorageProblem
from .history import (Action, ActionKind, CannotStep, Damage, HistoryDamage, RecordOp, Refusal, Splice, history_record,
                      record_of, redo_splice, stacks, undo_splice)
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

    def __init__(self, repo: UndoStore, guard: StoreGuard, table: Playing) -> None:
        self.repo = repo  # the one port of the store this use case calls (``store/ports.py``)
        self._storing = guard.storing
        self._table = table
        self._heads = table.heads  # the games' heads kept entry by entry, for Undo and Redo of the last entry

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
        history = stacks(len(game.events), self.history(game_id))
        waiting = history.done if op is RecordOp.UNDONE else history.undone
        if not waiting:
            raise CannotStep(Refusal.NOTHING)
        action = waiting[-1]
        if op is RecordOp.UNDONE and action.kind is ActionKind.PLAYED:
            return self._take_back_last(game_id, game, action, draft)
        if op is RecordOp.REDONE and _one_at_the_end(action, len(game.events)):
            return self._put_back(game_id, game, action, draft)
        events = [event_to_dict(e) for e in game.events]
        splice = undo_splice(events, action) if op is RecordOp.UNDONE else redo_splice(events, action)
        return self._step(game_id, game, events, action, splice, op, draft)

    def _take_back_last(self, game_id: str, game: Game, action: Action, draft: DraftLeft | None) -> Stepped:
        """Undo of the entry played last (the commonest Undo), at the same cost in hand 500 as in hand 2 (issue
        39): no entry but the last serialised, the game's heads kept entry by entry (``EntryHeads``), the
        journal cut back by one line (``take_back_last_event``), the facts taking back one hand at most."""
        count = len(game.events)
        if count != action.count or not count:  # (as ``undo_splice`` checks an entry played, by its place alone)
            raise CannotStep(Refusal.CHANGED)
        splice = Splice(count - 1, (event_to_dict(game.events[-1]),), ())
        new = game.undo()
        stepped = Stepped(game, new, action.kind, splice)
        heads = (self._heads.head(game_id, game.events, count), self._heads.head(game_id, game.events, count - 1))
        record = record_of(RecordOp.UNDONE, action.kind, splice, (count, count - 1), heads, timestamp())
        facts, before = self._table.facts, self._table.facts.before(game_id) if new.table.finished else None
        with self._table.in_step(gettext("store that Undo"), game_id):  # the journal cut back by one line
            self.repo.take_back_last_event(game_id, expected_count=count, expected_last=splice.removed[0],
                                           summary=game_summary_fields(new), history=record,
                                           draft=draft(stepped) if draft is not None else None)
        facts.taken_back(game_id, new, before)  # that entry's hand taken back, the game not folded again
        return stepped

    def _put_back(self, game_id: str, game: Game, action: Action, draft: DraftLeft | None) -> Stepped:
        """Redo of one entry at the end (an Undo of the entry played last, brought back), checked as every Redo
        is (the game as that Undo left it, the entry the one it took) from the kept heads, stored as an append."""
        count, entry = len(game.events), action.splice.inserted[0]
        heads = (self._heads.head(game_id, game.events, count), self._heads.head(game_id, game.events, count, entry))
        if count != action.count or action.head not in (None, heads[0]):
            raise CannotStep(Refusal.CHANGED)
        if action.result is not None and heads[1] != action.result:
            raise CannotStep(Refusal.DAMAGED_HISTORY, Damage(HistoryDamage.ENTRIES))
        try:
            new = game.play(event_from_dict(entry))
        except (RuleError, ValueError, TypeError, KeyError):  # the entries around it changed since: not certain
            raise CannotStep(Refusal.CHANGED) from None
        stepped = Stepped(game, new, action.kind, action.splice)
        record = record_of(RecordOp.REDONE, action.kind, action.splice, (count, count + 1), heads, timestamp())
        facts, before = self._table.facts, self._table.facts.before(game_id) if new.table.finished else None
        at = local_now()
        with self._table.in_step(gettext("store that Redo"), game_id):  # appended as an entry played is
            self.repo.put_back_event(game_id, entry, expected_count=count,
                                     expected_last=event_to_dict(game.events[-1]) if count else None,
                                     summary=game_summary_fields(new) if Playing.hand_closed(game, new) else None,
                                     history=record, draft=draft(stepped) if draft is not None else None, at=at)
        facts.appended(game_id, new, before, stored_at(at))
        return stepped

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


def _one_at_the_end(action: Action, count: int) -> bool:
    """A Redo that puts one entry back at the end of a game of ``count`` entries (what an Undo of the entry
    played last took), no barrier."""
    splice = action.splice
    return not action.barrier and splice.at == count and not splice.removed and len(splice.inserted) == 1


def spliced(game: Game, count: int, splice: Splice, after: list[JsonObject]) -> Game:
    """``game`` with ``splice`` applied (``after``: its entries then).  The last entry taken back or one entry put
    back at the end, the commonest Undo and Redo, cost the same in hand 500 as in hand 2 (``Game.undo``,
    ``Game.play``); any other splice (a correction's) replays the game, as a correction does."""
    if splice.at == count - 1 and len(splice.removed) == 1 and not splice.inserted:
        return game.undo()
    if splice.at == count and not splice.removed and len(splice.inserted) == 1:
        return game.play(event_from_dict(splice.inserted[0]))
    return game.with_events(event_from_dict(e) for e in after)
