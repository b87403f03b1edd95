"""The splice a correction is kept as: the smallest change between two lists of entries, and its inverse."""

from __future__ import annotations

from hypothesis import given, strategies as st

from scorekeeper.service.history import ActionKind, Splice, events_head

entries = st.lists(st.sampled_from([{"type": "pass", "player": p} for p in "ABCD"]), max_size=12)


@given(entries, entries)
def test_a_splice_turns_before_into_after_and_its_inverse_turns_it_back(before, after):
    splice = Splice.between(before, after)
    assert splice.fits(before)
    assert splice.applied(before) == after
    assert splice.inverse().applied(after) == before


def test_a_corrected_entry_is_one_entry_replaced_at_its_place():
    a, b, c, d = ({"type": "pass", "player": p} for p in "ABCD")
    splice = Splice.between([a, b, c], [a, d, c])
    assert (splice.at, splice.removed, splice.inserted) == (1, (b,), (d,))
    assert splice.kind() is ActionKind.CORRECTED
    assert Splice.between([a, b, c], [a, c]).kind() is ActionKind.DELETED
    assert Splice.between([a, c], [a, b, c]).kind() is ActionKind.INSERTED


def test_the_head_tells_two_lists_of_entries_apart():
    a, b = {"type": "pass", "player": "A"}, {"type": "pass", "player": "B"}
    assert events_head([a, b]) == events_head([dict(a), dict(b)])
    assert events_head([a, b]) != events_head([b, a])
    assert len(events_head([])) == 32
