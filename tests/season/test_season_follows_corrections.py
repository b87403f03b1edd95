"""A correction or Undo anywhere changes the season exactly as working it out from scratch would: the
season is derived from the stored games whenever it is asked for, never kept beside them."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from scorekeeper.rules import game_from_record
from scorekeeper.store.memory import InMemoryGameStore
from scorekeeper.store.stats import StatsFilter, store_tallies

from tests.store.records import finished_game, long_game

GAMES = [game_from_record(finished_game(2)), game_from_record(long_game(3)), game_from_record(finished_game(1))]
TIMES = ["2026-12-04T20:00:00+01:00", "2026-12-04T23:50:00+01:00", "2026-12-05T00:30:00+01:00",
         "2026-12-11T20:00:00+01:00", "2026-12-18T21:00:00+01:00"]

change = st.tuples(st.sampled_from(["undo", "cut", "again"]), st.integers(0, 2), st.integers(0, 40))


def book(store: InMemoryGameStore, times: list[int]) -> list[str]:
    ids = []
    for n, game in enumerate(GAMES):
        stamps = [TIMES[(times[n] + i // 6) % len(TIMES)] for i in range(len(game.events))]
        ids.append(store.create_game(game.to_dict(), created="2026-12-01T18:00:00Z", times=stamps))
    return ids


def from_scratch(store: InMemoryGameStore, ids: list[str]) -> InMemoryGameStore:
    """A new store holding the same games, entries and times: nothing carried over but the games."""
    fresh = InMemoryGameStore()
    for gid in ids:
        game, times = store.load_timed_game_dict(gid)
        fresh.create_game(game, created="2026-12-01T18:00:00Z", times=times)
    return fresh


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(times=st.lists(st.integers(0, 4), min_size=3, max_size=3), changes=st.lists(change, max_size=5))
def test_a_correction_or_undo_changes_the_season_as_rederiving_it_would(times, changes):
    store = InMemoryGameStore()
    ids = book(store, times)
    chosen = StatsFilter(since=None)
    for what, which, where in changes:
        events = store.load_events(ids[which])
        if what == "undo" and events:
            store.replace_events(ids[which], events[:-1])
        elif what == "cut":
            store.replace_events(ids[which], events[:where % (len(events) + 1)])
        elif what == "again":
            store.replace_events(ids[which], GAMES[which].to_dict()["events"])
        after = store_tallies(store, chosen, with_evenings=True)
        again = store_tallies(from_scratch(store, ids), chosen, with_evenings=True)
        for tallies in (after, again):
            for evening in tallies["evenings"]:
                evening["games"] = [ids.index(g) if g in ids else g for g in evening["games"]]
                evening["winners"] = {}
                for result in evening["results"]:
                    result["totals"] = sorted(result["totals"].values())
        assert after == again
