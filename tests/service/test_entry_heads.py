"""The heads an Undo or a Redo of the last entry records, kept entry by entry (``EntryHeads``), are exactly the
hash of the whole list of entries (``events_head``) after every step: entries played, taken back, put back, and
a correction that replaces an entry in the middle (the kept states past it are not trusted)."""

from __future__ import annotations

import pytest
from hypothesis import given, settings, strategies as st

from scorekeeper.rules import Game, event_from_dict, event_to_dict, game_from_record
from scorekeeper.service import entry_heads
from scorekeeper.service.entry_heads import STRIDE, EntryHeads, events_head

from tests.store.records import long_game

WHOLE = game_from_record(long_game(12))  # 72 entries: several strides


def whole_head(game: Game, count: int, then: dict[str, object] | None = None) -> str:
    entries = [event_to_dict(e) for e in game.events[:count]]
    return events_head(entries + ([then] if then is not None else []))


@settings(max_examples=30, deadline=None)
@given(steps=st.lists(st.sampled_from(["play", "undo", "undo", "redo", "correct"]), min_size=1, max_size=60),
       start=st.integers(0, len(WHOLE.events)))
def test_kept_heads_are_the_whole_lists_hash_after_every_step(steps: list[str], start: int) -> None:
    heads = EntryHeads()
    game = WHOLE.with_events(WHOLE.events[:start])
    heads.opened("g", game.events)
    for step in steps:
        count = len(game.events)
        if step == "play" and count < len(WHOLE.events):
            game = game.play(WHOLE.events[count])
        elif step == "undo" and count:
            game = game.undo()
        elif step == "redo" and count < len(WHOLE.events):
            game = game.play(event_from_dict(event_to_dict(WHOLE.events[count])))  # (a new object: as Redo makes)
        elif step == "correct" and count > 2:
            game = game.with_events([*game.events[:1], event_from_dict(event_to_dict(game.events[1])),
                                     *game.events[2:]])  # the same entry, a new object: hashed again from there
        count = len(game.events)
        assert heads.head("g", game.events, count) == whole_head(game, count)
        if count:
            last = event_to_dict(game.events[-1])
            assert heads.head("g", game.events, count - 1, last) == whole_head(game, count)
            assert heads.head("g", game.events, count - 1) == whole_head(game, count - 1)


def test_a_head_near_the_end_hashes_fewer_entries_than_a_stride(monkeypatch: pytest.MonkeyPatch) -> None:
    heads = EntryHeads()
    heads.opened("g", WHOLE.events)
    hashed: list[object] = []
    monkeypatch.setattr(entry_heads, "event_to_dict", lambda event: hashed.append(event) or event_to_dict(event))
    assert heads.head("g", WHOLE.events, len(WHOLE.events) - 1) == whole_head(WHOLE, len(WHOLE.events) - 1)
    assert 0 < len(hashed) < STRIDE
