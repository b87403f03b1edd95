"""Undo takes back the last action, whole; Redo brings it back; nothing is ever erased.

Over the disk store and the in-memory one: a correction is one action (Undo takes back the correction,
not the last entry of the journal), a deletion is one, an Undo is recorded rather than erased, and the
history survives reopening the data folder and a backup and restore.
"""

from __future__ import annotations

import pytest

from scorekeeper.rules import Game, event_from_dict, event_to_dict
from scorekeeper.service import Scorekeeper
from scorekeeper.service.history import CannotStep, Refusal
from scorekeeper.store import GameStore

from .conftest import dollars_full, fresh


def played(service, count: int):
    full = dollars_full()
    gid = service.new_game(fresh(full))
    game = service.open_game(gid)
    for event in full.events[:count]:
        game = service.play(gid, game, event)
    return gid, game, full


def dicts(game):
    return [event_to_dict(e) for e in game.events]


def test_undo_after_a_correction_takes_back_the_correction_not_the_last_entry(service):
    gid, game, full = played(service, 40)  # into hand 2
    before = dicts(game)
    trick_two = full.events[10]
    moved = event_from_dict({**event_to_dict(trick_two), "winner": "A"})
    corrected = service.correct(gid, game, lambda g: g.replace(10, moved))
    assert dicts(corrected)[10]["winner"] == "A"

    stepped = service.undo_action(gid, corrected)
    assert dicts(stepped.game) == before
    assert dicts(service.open_game(gid)) == before
    assert stepped.kind.value == "corrected"
    assert stepped.splice.at == 10

    again = service.redo_action(gid, stepped.game)
    assert dicts(again.game) == dicts(corrected)


def test_a_second_undo_takes_back_the_entry_played_before_the_correction(service):
    gid, game, full = played(service, 12)
    corrected = service.correct(gid, game, lambda g: g.delete(11))
    after_undo = service.undo_action(gid, corrected).game
    assert dicts(after_undo) == dicts(game)
    second = service.undo_action(gid, after_undo)
    assert dicts(second.game) == dicts(game)[:11]
    first_redo = service.redo_action(gid, second.game)  # an Undo is no new action: both come back
    assert dicts(first_redo.game) == dicts(game)
    second_redo = service.redo_action(gid, first_redo.game)
    assert dicts(second_redo.game) == dicts(corrected)
    with pytest.raises(CannotStep) as refused:
        service.redo_action(gid, second_redo.game)
    assert refused.value.reason is Refusal.NOTHING


def test_a_new_entry_after_undo_clears_redo(service):
    gid, game, full = played(service, 5)
    back = service.undo_action(gid, game).game
    service.play(gid, back, full.events[4])
    with pytest.raises(CannotStep) as refused:
        service.redo_action(gid, service.open_game(gid))
    assert refused.value.reason is Refusal.NOTHING


def test_undo_on_a_finished_game_opens_it_again(service):
    full = dollars_full()
    short = Game.new(full.kind, full.players, full.dealer, {**full.settings, "target": 300000})
    gid = service.new_game(short)
    game = service.open_game(gid)
    for event in full.events:
        game = service.play(gid, game, event)
    assert game.table.finished  # A+B reach $340,000
    unchanged = service.correct(gid, game, lambda g: g)  # a correction that changes nothing is no action
    assert service.history(gid) == []
    stepped = service.undo_action(gid, unchanged)
    assert stepped.reopened
    assert not service.open_game(gid).table.finished
    assert service.redo_action(gid, stepped.game).game.table.finished


def test_nothing_undone_is_erased_and_the_history_survives_reopening_the_folder(disk_service):
    service = disk_service()
    gid, game, full = played(service, 12)
    corrected = service.correct(gid, game, lambda g: g.delete(11))
    undone = service.undo_action(gid, corrected).game
    records = service.history(gid)
    assert [r["op"] for r in records] == ["done", "undone"]
    assert records[0]["removed"] == [event_to_dict(full.events[11])]  # the deleted trick is kept

    reopened = disk_service()
    game_again = reopened.open_game(gid)
    assert dicts(game_again) == dicts(undone)
    redone = reopened.redo_action(gid, game_again)
    assert dicts(redone.game) == dicts(corrected)


def test_a_backup_carries_the_history_and_a_restore_brings_it_back(disk_service, tmp_path):
    service = disk_service()
    gid, game, full = played(service, 12)
    corrected = service.correct(gid, game, lambda g: g.delete(11))
    backup = service.write_backup(tmp_path / "book.zip")
    service.undo_action(gid, corrected)
    service.restore_backup(backup)
    restored = disk_service()
    game_now = restored.open_game(gid)
    assert dicts(game_now) == dicts(corrected)
    assert dicts(restored.undo_action(gid, game_now).game) == dicts(game)


def test_undo_refuses_when_the_game_was_changed_outside_the_history(tmp_path):
    store = GameStore(tmp_path / "data")
    service = Scorekeeper(store)
    gid, game, full = played(service, 12)
    corrected = service.correct(gid, game, lambda g: g.delete(11))
    # another program rewrote the entries without a record (as an old version of the app would)
    store.replace_events(gid, dicts(corrected)[:-1])
    stale = service.open_game(gid)
    with pytest.raises(CannotStep) as refused:
        service.undo_action(gid, stale)
    assert refused.value.reason is Refusal.CHANGED
    assert dicts(service.open_game(gid)) == dicts(stale)


def test_entries_received_from_another_phone_are_not_undone_here(service):
    gid, game, full = played(service, 5)
    service.extend_received_game(gid, [event_to_dict(e) for e in full.events[5:8]], expected_count=5)
    with pytest.raises(CannotStep) as refused:
        service.undo_action(gid, service.open_game(gid))
    assert refused.value.reason is Refusal.FROM_ELSEWHERE
    assert len(service.open_game(gid).events) == 8
