"""An entry and the draft it leaves are one locked write: both stored, or (a crash between them) the entry
stored and a draft that opening sets aside, never a draft that belongs to no entry."""

from __future__ import annotations

import pytest

from scorekeeper.games.make_a_million.events import TrickTaken
from scorekeeper.rules import BidMade, Game, Passed, TrumpNamed
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


# An entry (append_event) and a correction (replace_events) each store the draft they leave: the same checks.
WRITES = {
    "an entry": lambda store, gid, draft, count: store.append_event(gid, BID, expected_count=count, draft=draft),
    "a correction": lambda store, gid, draft, count: store.replace_events(gid, [BID], expected_count=count,
                                                                          draft=draft),
}


@pytest.mark.parametrize("write", WRITES.values(), ids=WRITES.keys())
def test_a_refused_write_leaves_the_draft_untouched(any_store, write):
    from scorekeeper.store import CountMismatch

    gid = a_game(any_store)
    any_store.save_draft(gid, {"after_events": 0, "draft": {"money": [5000]}})
    with pytest.raises(CountMismatch):
        write(any_store, gid, DraftChange(None), 3)
    assert any_store.load_draft(gid) == {"after_events": 0, "draft": {"money": [5000]}}


@pytest.mark.parametrize("write", WRITES.values(), ids=WRITES.keys())
def test_the_draft_is_written_inside_the_lock_of_the_write(open_store, monkeypatch, write):
    store = open_store()
    gid = a_game(store)
    depths: list[int] = []
    real = game_events.write_draft_file

    def watched(path, draft, *, sync):
        depths.append(store._lock_depth)
        real(path, draft, sync=sync)

    monkeypatch.setattr(game_events, "write_draft_file", watched)
    write(store, gid, DraftChange({"after_events": 1, "draft": {"money": [1]}}), 0)
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


def test_a_correction_stores_the_draft_it_leaves_with_its_entries_and_history(any_store):
    gid = a_game(any_store)
    any_store.append_event(gid, BID, expected_count=0)
    any_store.save_draft(gid, {"after_events": 1, "draft": {"money": [5000]}})
    corrected = {"type": "bid", "player": "Ann", "amount": 400000}
    any_store.replace_events(gid, [corrected], expected_count=1, expected_last=BID, history={"op": "done"},
                             draft=DraftChange({"after_events": 1, "draft": {"money": [5000]}, "after_changes": 1}))
    assert any_store.load_events(gid) == [corrected]
    assert any_store.load_history(gid) == [{"op": "done"}]
    assert any_store.load_draft(gid) == {"after_events": 1, "draft": {"money": [5000]}, "after_changes": 1}


def _at_trick_one(store) -> tuple[str, TableSession]:
    """A session on a stored Make-a-Million game whose first trick (Bo took $40,000) is stored."""
    gid = a_game(store)
    session = TableSession(Scorekeeper(store))
    session.open_game(gid)
    for event in (BidMade("Ann", 350000), *(Passed(p) for p in SIX[1:]), TrumpNamed("red"),
                  TrickTaken("Bo", (40000,), ())):
        assert session.submit(event).stored
    return gid, session


def _draft_write_dies(monkeypatch) -> None:
    def dies(path, draft, *, sync):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(game_events, "write_draft_file", dies)


def test_a_crash_before_a_corrections_draft_opens_with_the_correction_and_not_the_editor_it_closed(open_store,
                                                                                                   monkeypatch):
    store = open_store()
    gid, session = _at_trick_one(store)
    session.draft.open_correction(7, [("money", 40000), ("money", 5000)])  # trick 1 corrected at the table
    session.keep_draft()
    assert store.load_draft(gid) == {"after_events": 8, "draft": {"money": [40000, 5000], "editing": 7}}
    _draft_write_dies(monkeypatch)
    assert session.replace(7, TrickTaken("Bo", (40000, 5000), ()), takes_draft=True).stored
    monkeypatch.undo()
    again = TableSession(Scorekeeper(open_store()))
    again.open_game(gid)
    assert again.game is not None and again.game.events[7] == TrickTaken("Bo", (40000, 5000), ())
    assert again.draft.empty  # the file still counts 8 entries, but follows no correction: set aside


def test_a_crash_before_an_undos_draft_opens_with_the_entry_taken_back_and_no_stale_cards(open_store, monkeypatch):
    store = open_store()
    gid, session = _at_trick_one(store)
    session.draft.tap("money", 5000)  # trick 2 being tapped
    session.keep_draft()
    _draft_write_dies(monkeypatch)
    undone = session.undo()
    assert undone.stored and undone.stepped is not None
    monkeypatch.undo()
    again = TableSession(Scorekeeper(open_store()))
    again.open_game(gid)
    assert again.game is not None and len(again.game.events) == 7
    assert again.draft.empty and again.redo_steps == []
