"""Tonight on the home screen finds a game begun more than six hours ago whose last hand ended a moment ago:
the evening is read from when each hand ended, not from when the game was created."""

from __future__ import annotations

from datetime import datetime, timedelta, timezone

import pytest

from scorekeeper.rules import game_from_record
from scorekeeper.rules.when import hand_spans
from scorekeeper.service.facade import Scorekeeper
from scorekeeper.store import GameStore, InMemoryGameStore
from tests.store.records import long_game

NAMES = ("Ann", "Zed", "Bea", "Yan")
NOW = datetime(2026, 12, 6, 1, 0, tzinfo=timezone.utc)


@pytest.mark.parametrize("on_disk", [True, False])
def test_a_game_begun_seven_hours_ago_with_a_hand_twenty_minutes_ago_is_tonight(tmp_path, on_disk):
    """Three hands 7 hours, 3 hours and 20 minutes ago (no gap over six hours: one evening).  Before, the home
    screen read only games *listed* as changed in the last six hours, and an imported or synced game (on disk)
    or any game (in memory) was listed at its creation: no "Tonight" at all, though a hand had just ended."""
    store = GameStore(tmp_path / "data") if on_disk else InMemoryGameStore()
    game = game_from_record(long_game(3, NAMES))
    ends = [NOW - timedelta(hours=7), NOW - timedelta(hours=3), NOW - timedelta(minutes=20)]
    times: list[str | None] = [None] * len(game.events)
    for (first, last), at in zip(hand_spans(game), ends):
        times[first:last + 1] = [at.isoformat()] * (last - first + 1)
    store.create_game(game, name="Long", times=times, created="2026-12-05T17:30:00Z")
    evening = Scorekeeper(store).tonight(NOW)
    assert evening is not None
    assert (evening.start.isoformat(), evening.end.isoformat()) == ("2026-12-05T18:00:00+00:00",
                                                                     "2026-12-06T00:40:00+00:00")
    assert [summary.updated for summary in store.list_games()] == ["2026-12-06T00:40:00Z"]  # when last played
