"""What the keeper did to a game, action by action: the history that Undo and Redo walk.

An *action* is what one tap or one dialog did to the stored entries: an entry played, a correction
(with the re-scoring it caused), a deletion, an Undo or a Redo.  Each changes the list of entries by
one *splice*: at place ``at``, the entries ``removed`` gave way to the entries ``inserted``.

Playing an entry is by far the most common action, and it is not written twice: the history file
holds only the other actions (and what Undo and Redo did), each with the entry count before and
after it, and the entries played between two of them are read off the journal.  So a tap still
appends one line, and the history costs nothing until a correction or an Undo is made.

Nothing is erased: an Undo is itself recorded, with the entries it took back, so a crash, a sync or
a backup in between keeps them, and Redo brings them back from there.  Entries that came from
elsewhere (another phone by sync, an import) are a *barrier*: Undo never takes back what the keeper
here did not just do, and says why instead.

The history is trusted no further than it can be checked: the store checks every line (its checksum,
its place in the chain, the setup file's witness: ``store/history_file.py``) and hands damage on as a
marker, a barrier that names what is wrong; and what an Undo or a Redo would store is checked against
the hash of the game the record says it gives back (``head_before``).  Undo and Redo never store what
the keeper never entered: they refuse, and say why (``Refusal.DAMAGED_HISTORY``).

Everything here is pure: lists of JSON entries in, facts out; the store keeps the records.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum
from typing import overload

from scorekeeper.jsontypes import JsonObject, JsonValue
from scorekeeper.store.history_file import DAMAGE_OP, HistoryDamage as HistoryDamage  # (the UI names it from here)

from .entry_heads import events_head as events_head  # (the hash every record keeps; its tests name it from here)


class ActionKind(StrEnum):
    """What an action was; the words for each are the UI's."""

    PLAYED = "played"  # one entry added at the end (a tap)
    CORRECTED = "corrected"  # an entry replaced (and everything after it re-scored)
    DELETED = "deleted"  # an entry taken out
    INSERTED = "inserted"  # an entry put in before others
    RECEIVED = "received"  # entries from elsewhere (sync, import): a barrier for Undo
    DAMAGED = "damaged"  # the history is damaged here: a barrier for Undo and Redo, which name the damage


class RecordOp(StrEnum):
    """What a history record says happened."""

    DONE = "done"  # an action other than playing one entry
    UNDONE = "undone"  # Undo took the action on top back
    REDONE = "redone"  # Redo brought the last undone action back


@dataclass(frozen=True)
class Splice:
    """At place ``at``, the entries ``removed`` gave way to ``inserted``."""

    at: int
    removed: tuple[JsonObject, ...]
    inserted: tuple[JsonObject, ...]

    @classmethod
    def between(cls, before: Sequence[JsonObject], after: Sequence[JsonObject]) -> Splice:
        """The smallest splice that turns ``before`` into ``after`` (their common start and end kept)."""
        start = 0
        while start < min(len(before), len(after)) and before[start] == after[start]:
            start += 1
        end = 0
        while end < min(len(before), len(after)) - start and before[-1 - end] == after[-1 - end]:
            end += 1
        return cls(start, tuple(before[start:len(before) - end]), tuple(after[start:len(after) - end]))

    def inverse(self) -> Splice:
        return Splice(self.at, self.inserted, self.removed)

    def fits(self, events: Sequence[JsonObject]) -> bool:
        """Whether ``events`` hold, at ``at``, exactly the entries this splice removes."""
        return tuple(events[self.at:self.at + len(self.removed)]) == self.removed

    def applied(self, events: Sequence[JsonObject]) -> list[JsonObject]:
        return [*events[:self.at], *self.inserted, *events[self.at + len(self.removed):]]

    def kind(self) -> ActionKind:
        """What a keeper's action with this splice was, in one word."""
        if not self.removed and len(self.inserted) == 1:
            return ActionKind.INSERTED
        if not self.inserted and len(self.removed) == 1:
            return ActionKind.DELETED
        return ActionKind.CORRECTED

    def to_json(self) -> JsonObject:
        return {"at": self.at, "removed": list(self.removed), "inserted": list(self.inserted)}

    @classmethod
    def from_json(cls, data: JsonObject) -> Splice | None:
        at, removed, inserted = data.get("at"), data.get("removed"), data.get("inserted")
        if not (isinstance(at, int) and not isinstance(at, bool) and at >= 0 and isinstance(removed, list)
                and isinstance(inserted, list) and all(isinstance(e, dict) for e in [*removed, *inserted])):
            return None
        return cls(at, tuple(e for e in removed if isinstance(e, dict)), tuple(e for e in inserted if isinstance(e, dict)))


@dataclass(frozen=True)
class Damage:
    """What is wrong with the history where Undo or Redo stopped: ``line`` (1-based) of the history
    file, when one line is to blame; ``count``: the game's entry count after the last action the damage
    hides, when the store's witness knows it (the entries played after it can still be taken back)."""

    kind: HistoryDamage
    line: int | None = None
    count: int | None = None


@dataclass(frozen=True)
class Action:
    """One action on the Undo (or Redo) stack: what it was, the splice that takes it, and the game it left.

    On the Undo stack ``splice`` is what the action did (Undo applies its inverse); on the Redo stack it
    is what Redo would do again.  ``count`` and ``head`` are the entry count and hash the game must still
    have for that to be right: just after the action (Undo), or just after its Undo (Redo); ``result``
    is the hash the game must have once the step is made: the game before the action (Undo), or after
    it (Redo), so what is put back is exactly what was taken out.  An entry played at the end has no
    record of its own: its splice is read off the journal when it is taken back (``head`` None: it is
    checked by its place alone).  A record written before these hashes were kept has ``result`` None.
    """

    kind: ActionKind
    splice: Splice
    count: int
    head: str | None = None
    result: str | None = None
    damage: Damage | None = None

    @property
    def barrier(self) -> bool:
        return self.kind in (ActionKind.RECEIVED, ActionKind.DAMAGED)


def history_record(op: RecordOp, kind: ActionKind, splice: Splice, before: Sequence[JsonObject],
                   after: list[JsonObject], stamp: str) -> JsonObject:
    """The line a history file keeps for one record: the splice, and the entry count and hash of the game
    before it and after it (what Undo, or Redo, must find and must give back)."""
    return record_of(op, kind, splice, (len(before), len(after)), (events_head(before), events_head(after)), stamp)


def record_of(op: RecordOp, kind: ActionKind, splice: Splice, counts: tuple[int, int], heads: tuple[str, str],
              stamp: str) -> JsonObject:
    """:func:`history_record` from the counts and heads before and after, where they are known without the
    entries themselves (an Undo or a Redo of the last entry keeps its game's heads entry by entry)."""
    return {"op": op.value, "kind": kind.value, **splice.to_json(), "before": counts[0], "after": counts[1],
            "head_before": heads[0], "head": heads[1], "at_time": stamp}


def received_record(before: Sequence[JsonObject], after: list[JsonObject], stamp: str) -> JsonObject:
    """The barrier a game's entries from elsewhere leave (a sync, an import): not the keeper's to undo."""
    return history_record(RecordOp.DONE, ActionKind.RECEIVED, Splice(len(before), (), ()), before, after, stamp)


@dataclass(frozen=True)
class _Record:
    op: RecordOp
    kind: ActionKind
    splice: Splice
    before: int
    after: int
    head: str
    head_before: str | None  # None: a record from before it was kept


def _read_record(data: JsonValue) -> _Record | None:
    """One history line, or None when it is not one this version wrote (it is then left out)."""
    if not isinstance(data, dict):
        return None
    splice = Splice.from_json(data)
    op, kind, before, after, head = (data.get("op"), data.get("kind"), data.get("before"), data.get("after"),
                                     data.get("head"))
    head_before = data.get("head_before")
    if splice is None or op not in set(RecordOp) or kind not in set(ActionKind) or kind == ActionKind.DAMAGED:
        return None
    if not (isinstance(before, int) and isinstance(after, int) and isinstance(head, str)
            and (head_before is None or isinstance(head_before, str))):
        return None
    return _Record(RecordOp(str(op)), ActionKind(str(kind)), splice, before, after, head, head_before)


def _read_damage(data: JsonValue) -> Damage | None:
    """A damage marker the store put where the history is damaged (``store/history_file.py``), or None.
    A marker it cannot read is still damage: the kind it names is then the history's not being as written."""
    if not isinstance(data, dict) or data.get("op") != DAMAGE_OP:
        return None
    kind, line, count = data.get("damage"), data.get("line"), data.get("count")
    return Damage(HistoryDamage(kind) if kind in set(HistoryDamage) else HistoryDamage.REPLACED,
                  line if isinstance(line, int) and not isinstance(line, bool) else None,
                  count if isinstance(count, int) and not isinstance(count, bool) and count >= 0 else None)


def changes_in(records: Sequence[JsonValue]) -> int:
    """How many changes a history holds (what a draft says it follows): its records but the marks of
    damage, which come and go as the damage is found and written down."""
    return sum(1 for record in records if _read_damage(record) is None)


@dataclass(frozen=True)
class Stacks:
    """What Undo and Redo would take: the actions done (last on top) and the ones undone (next on top)."""

    done: Sequence[Action]
    undone: tuple[Action, ...]


class _PlayedRun:
    """Entries played one after another, places ``start`` to ``end - 1``, on the Undo stack as one item: a game of
    2,400 entries would otherwise make 2,400 actions for every Undo, which reads only the top one."""

    barrier = False

    def __init__(self, start: int, end: int) -> None:
        self.start, self.end = start, end

    def action(self, place: int) -> Action:
        return Action(ActionKind.PLAYED, Splice(place, (), ()), place + 1)


class _DoneStack(Sequence[Action]):
    """The Undo stack as :func:`stacks` leaves it: its actions, runs of entries played each read as their
    actions (the top one, what Undo takes, at the same cost at any length)."""

    def __init__(self, items: list[Action | _PlayedRun]) -> None:
        self._items = items
        self._len = sum(item.end - item.start if isinstance(item, _PlayedRun) else 1 for item in items)

    def __len__(self) -> int:
        return self._len

    @overload
    def __getitem__(self, index: int) -> Action: ...

    @overload
    def __getitem__(self, index: slice) -> Sequence[Action]: ...

    def __getitem__(self, index: int | slice) -> Action | Sequence[Action]:
        if isinstance(index, slice):
            return [self[i] for i in range(*index.indices(self._len))]
        place = index + self._len if index < 0 else index
        if not 0 <= place < self._len:
            raise IndexError(index)
        end = self._len
        for item in reversed(self._items):  # (from the top: what Undo asks for)
            begin = end - (item.end - item.start if isinstance(item, _PlayedRun) else 1)
            if place >= begin:
                return item.action(item.start + place - begin) if isinstance(item, _PlayedRun) else item
            end = begin
        raise IndexError(index)


def stacks(count_now: int, records: Sequence[JsonValue]) -> Stacks:
    """The Undo and Redo stacks of a game of ``count_now`` entries: its history records, with the entries
    played between them.

    A record that does not follow on from the count before it (a journal repaired after a crash, a file
    from elsewhere) becomes a barrier: Undo stops there rather than guess.  So does damage (a marker):
    on both stacks, so Undo and Redo each name it; what it hid is not known, so no entry is taken for
    played between it and the next record (when the store's witness gives the count after what it hid,
    the entries after that count are; with neither, none after it is).
    """
    done: list[Action | _PlayedRun] = []
    undone: list[Action] = []
    count = 0
    unsure = False  # the count is not known: damage hid what came before

    def played_up_to(end: int) -> None:
        nonlocal count
        if end > count:  # (entries since taken back by an Undo count too: they were played)
            top = done[-1] if done else None
            if isinstance(top, _PlayedRun) and top.end == count:
                top.end = end
            else:
                done.append(_PlayedRun(count, end))
            undone.clear()
        count = max(count, end)

    for raw in records:
        damage = _read_damage(raw)
        if damage is not None:
            barrier = Action(ActionKind.DAMAGED, Splice(count, (), ()), count, damage=damage)
            done.append(barrier)
            undone[:] = [barrier]
            if damage.count is None:
                unsure = True
            else:
                count, unsure = (damage.count if unsure else max(count, damage.count)), False
            continue
        record = _read_record(raw)
        if record is None:
            continue
        if unsure:
            count, unsure = record.before, False
        elif record.before < count:  # the entries went back without a record: nothing below is certain
            done.append(Action(ActionKind.RECEIVED, Splice(record.before, (), ()), record.before))
            undone.clear()
        played_up_to(record.before)
        _apply_record(record, done, undone)
        count = record.after
    if unsure:
        count = max(count, count_now)
    played_up_to(count_now)
    return Stacks(_DoneStack(done), tuple(undone))


def _apply_record(record: _Record, done: list[Action | _PlayedRun], undone: list[Action]) -> None:
    """One record on the stacks: an action done, undone (its inverse was applied) or redone."""
    action = Action(record.kind, record.splice.inverse() if record.op is RecordOp.UNDONE else record.splice,
                    record.after, record.head, record.head_before)
    if record.op is RecordOp.DONE:
        done.append(action)
        undone.clear()
    elif record.op is RecordOp.UNDONE:
        if done and not done[-1].barrier:  # (a barrier is never taken back: what it hid is not known)
            _pop(done)
        undone.append(action)
    elif record.op is RecordOp.REDONE:
        if undone and not undone[-1].barrier:
            undone.pop()
        done.append(action)


def _pop(done: list[Action | _PlayedRun]) -> None:
    """Take the top action off the Undo stack (the last entry of a run of entries played, or the run's one)."""
    top = done[-1]
    if isinstance(top, _PlayedRun) and top.end - top.start > 1:
        top.end -= 1
    else:
        done.pop()


class Refusal(StrEnum):
    """Why Undo or Redo changes nothing (the UI says it in words)."""

    NOTHING = "nothing"  # no action to take back (or to bring back)
    FROM_ELSEWHERE = "from-elsewhere"  # the last entries came from another phone or an import
    CHANGED = "changed"  # the game is no longer as the action left it (changed elsewhere since)
    DAMAGED_HISTORY = "damaged-history"  # the history of what was done is damaged there (``damage`` says how)


class CannotStep(Exception):
    """Undo or Redo cannot be made; ``reason`` says why (and ``damage`` what is damaged, for
    ``DAMAGED_HISTORY``), and nothing was changed."""

    def __init__(self, reason: Refusal, damage: Damage | None = None) -> None:
        super().__init__(reason.value)
        self.reason = reason
        self.damage = damage


def _barrier(action: Action) -> CannotStep:
    if action.kind is ActionKind.DAMAGED:
        return CannotStep(Refusal.DAMAGED_HISTORY, action.damage)
    return CannotStep(Refusal.FROM_ELSEWHERE)


def undo_splice(events: Sequence[JsonObject], action: Action) -> Splice:
    """The splice that takes ``action`` (on top of the Undo stack) back from ``events``, or CannotStep."""
    if action.barrier:
        raise _barrier(action)
    if action.kind is ActionKind.PLAYED:
        if len(events) != action.count or not events:
            raise CannotStep(Refusal.CHANGED)
        return Splice(action.count - 1, (events[-1],), ())
    return _checked(events, action, action.splice.inverse())


def redo_splice(events: Sequence[JsonObject], action: Action) -> Splice:
    """The splice that brings ``action`` (on top of the Redo stack) back onto ``events``, or CannotStep."""
    if action.barrier:
        raise _barrier(action)
    return _checked(events, action, action.splice)


def _checked(events: Sequence[JsonObject], action: Action, splice: Splice) -> Splice:
    """``splice``, when the game is exactly as the action left it and the splice gives back exactly the
    game its record says (CHANGED: the game moved on elsewhere; DAMAGED_HISTORY: the record's entries are
    not the ones taken out, whatever changed them)."""
    if len(events) != action.count or (action.head is not None and events_head(events) != action.head) \
            or not splice.fits(events):
        raise CannotStep(Refusal.CHANGED)
    if action.result is not None and events_head(splice.applied(events)) != action.result:
        raise CannotStep(Refusal.DAMAGED_HISTORY, Damage(HistoryDamage.ENTRIES))
    return splice

