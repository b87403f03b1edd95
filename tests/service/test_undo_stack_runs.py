"""The Undo stack keeps the entries played between records as runs (``history._PlayedRun``): read action by
action it is exactly the stack of one action per entry played it used to be, for any history of records,
damage markers and counts (a reference built the old way, one action per entry, is compared item by item)."""

from __future__ import annotations

from hypothesis import given, settings, strategies as st

from scorekeeper.jsontypes import JsonObject, JsonValue
from scorekeeper.service.history import (Action, ActionKind, RecordOp, Splice, _apply_record, _read_damage,
                                         _read_record, stacks)
from scorekeeper.store.history_file import DAMAGE_OP


def one_by_one(count_now: int, records: list[JsonValue]) -> tuple[list[Action], list[Action]]:
    """The stacks as :func:`stacks` built them before the runs: one action per entry played."""
    done: list[Action] = []
    undone: list[Action] = []
    count, unsure = 0, False

    def played_up_to(end: int) -> None:
        nonlocal count
        for place in range(count, end):
            done.append(Action(ActionKind.PLAYED, Splice(place, (), ()), place + 1))
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
        elif record.before < count:
            done.append(Action(ActionKind.RECEIVED, Splice(record.before, (), ()), record.before))
            undone.clear()
        played_up_to(record.before)
        _apply_record(record, done, undone)  # type: ignore[arg-type]  (a list of actions only, here)
        count = record.after
    if unsure:
        count = max(count, count_now)
    played_up_to(count_now)
    return done, undone


def a_record(draw: st.DrawFn) -> JsonObject:
    if draw(st.integers(0, 9)) == 0:
        return {"op": DAMAGE_OP, "damage": "replaced", "line": 1, "count": draw(st.none() | st.integers(0, 30))}
    before = draw(st.integers(0, 30))
    op = draw(st.sampled_from(list(RecordOp)))
    kind = draw(st.sampled_from([ActionKind.CORRECTED, ActionKind.DELETED, ActionKind.INSERTED, ActionKind.PLAYED,
                                 ActionKind.RECEIVED]))
    after = draw(st.integers(max(0, before - 2), before + 2))
    return {"op": op.value, "kind": kind.value, "at": max(0, before - 1), "removed": [], "inserted": [],
            "before": before, "after": after, "head": "h", "head_before": "g"}


@settings(max_examples=300, deadline=None)
@given(data=st.data())
def test_the_runs_read_as_one_action_per_entry_played(data: st.DataObject) -> None:
    records: list[JsonValue] = data.draw(st.lists(st.composite(a_record)(), max_size=12))
    count_now = data.draw(st.integers(0, 35))
    done, undone = one_by_one(count_now, records)
    kept = stacks(count_now, records)
    assert len(kept.done) == len(done)
    assert [kept.done[i] for i in range(len(done))] == done
    assert list(kept.done[-3:]) == done[-3:]
    assert list(kept.undone) == undone
