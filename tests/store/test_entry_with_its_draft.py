"""An entry and the draft it leaves are one locked write: both stored, or (a crash between them) the entry
stored and a draft that opening sets aside, never a draft that belongs to no entry."""

from __future__ import annotations

import pytest

from scorekeeper.rules import Game
from scorekeeper.service import Scorekeeper
from scorekeeper.store import DraftChange, GameStore
from scorekeeper.store import game_events
from scorekeeper.ui.state import TableSession

SIX = ["Ann", "Bo", "Cy", "Di", "Ed", "Flo"]
BID = {"type": "bid", "player": "Ann", "amount": 350000}


def a_game(store) -> str:
    return store.create_game(Game.new("make-a-million", SIX, "Flo", {"partnership": "silent"}))


def test_an_entry_stores_the_draft_it_leaves_with_it(any_store):
    gid = a_game(any_store)
    any_store.save_draft(gid, {"after_events": 0, "draft": {"money": [40000]}})
    count = any_store.append_event(gid, BID, expected_count=0,
                                   draft=DraftChange({"after_events": 1, "draft": {"money": [40000]}}))
    assert count == 1
    assert any_store.load_draft(gid) == {"after_events": 1, "draft": {"money": [40000]}}
    any_store.append_event(gid, {"type": "pass", "player": "Bo"}, expected_count=1, draft=DraftChange(None))
    assert any_store.load_draft(gid) is None


def test_an_entry_without_a_draft_change_leaves_the_draft_as_it_is(any_store):
    gid = a_game(any_store)
    any_store.save_draft(gid, {"after_events": 0, "draft": {"money": [5000]}})
    any_store.append_event(gid, BID, expected_count=0)
    assert any_store.load_draft(gid) == {"after_events": 0, "draft": {"money": [5000]}}


def test_a_refused_entry_leaves_the_draft_untouched(any_store):
    from scorekeeper.store import CountMismatch

    gid = a_game(any_store)
    any_store.save_draft(gid, {"after_events": 0, "draft": {"money": [5000]}})
    with pytest.raises(CountMismatch):
        any_store.append_event(gid, BID, expected_count=3, draft=DraftChange(None))
    assert any_store.load_draft(gid) == {"after_events": 0, "draft": {"money": [5000]}}


def test_the_draft_is_written_inside_the_lock_of_the_append(open_store, monkeypatch):
    store = open_store()
    gid = a_game(store)
    depths: list[int] = []
    real = game_events.write_draft_file

    def watched(path, draft, *, sync):
        depths.append(store._lock_depth)
        real(path, draft, sync=sync)

    monkeypatch.setattr(game_events, "write_draft_file", watched)
    store.append_event(gid, BID, expected_count=0, draft=DraftChange({"after_events": 1, "draft": {"money": [1]}}))
    assert depths == [1]


def test_a_crash_between_the_entry_and_its_draft_opens_with_the_entry_and_no_stale_cards(open_store,
                                                                                         monkeypatch):
    store = open_store()
    gid = a_game(store)
    store.save_draft(gid, {"after_events": 0, "draft": {"money": [40000]}})

    def dies(path, draft, *, sync):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(game_events, "write_draft_file", dies)
    assert store.append_event(gid, BID, expected_count=0, draft=DraftChange(None)) == 1
    monkeypatch.undo()
    again: GameStore = open_store()
    assert again.load_events(gid) == [BID]
    session = TableSession(Scorekeeper(again))
    session.open_game(gid)
    assert session.draft.empty  # the old file said 0 entries: its cards went with the entry
