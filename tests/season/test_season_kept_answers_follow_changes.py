"""Stateful: on a data folder, where stats keeps each game's facts and its answers in the user's cache
folder and the season screen keeps what it worked out, every entry, Undo, correction and rename changes
the season and the evenings at once, exactly as working them out from scratch in a fresh store would."""

from __future__ import annotations

import json
import tempfile
from pathlib import Path

from hypothesis import HealthCheck, settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, rule

from scorekeeper.rules import game_from_record
from scorekeeper.service import Scorekeeper
from scorekeeper.store import GameStore
from scorekeeper.store.memory import InMemoryGameStore
from scorekeeper.store.stats import StatsFilter, store_tallies

from tests.store.records import finished_game, long_game

GAMES = [game_from_record(finished_game(2)), game_from_record(long_game(3)), game_from_record(finished_game(1))]
TIMES = ["2026-12-04T20:00:00+01:00", "2026-12-04T23:50:00+01:00", "2026-12-05T00:30:00+01:00",
         "2026-12-11T20:00:00+01:00", "2026-12-18T21:00:00+01:00"]


def canonical(value: object) -> object:
    """Lists in one order whatever the ids they were sorted by (a fresh store gives new ids)."""
    if isinstance(value, dict):
        return {k: canonical(v) for k, v in value.items()}
    if isinstance(value, list):
        return sorted((canonical(v) for v in value), key=lambda v: json.dumps(v, sort_keys=True))
    return value


def comparable(tallies: dict, ids: list[str], players: dict[str, str]) -> object:
    """The tallies with game ids replaced by their place and player ids by their names (a fresh store
    gives its games and players new ids)."""
    for evening in tallies.get("evenings", []):
        evening["games"] = [ids.index(g) if g in ids else g for g in evening["games"]]
        evening["winners"] = {str(ids.index(g)) if g in ids else g: w for g, w in evening["winners"].items()}
        for result in evening["results"]:
            result["totals"] = sorted(result["totals"].values())
    tallies.pop("games_skipped", None)
    tallies.pop("games_skipped_why", None)
    text = json.dumps(tallies)
    for pid, name in players.items():
        text = text.replace(json.dumps(pid), json.dumps(name))
    return canonical(json.loads(text))


def season_rows(service: Scorekeeper) -> list[tuple]:
    table = service.season_of()
    names = service.player_names()
    return sorted((names[s.player], s.games_finished, s.games_won, s.current_streak, s.longest_streak,
             None if s.rating is None else (round(s.rating.mu, 6), round(s.rating.sigma, 6))) for s in table.table())  # ties: by name, not id


class KeptAnswers(RuleBasedStateMachine):
    @initialize(times=st.lists(st.integers(0, 4), min_size=3, max_size=3))
    def store_three_games(self, times: list[int]) -> None:
        self.folder = Path(tempfile.mkdtemp(prefix="season-kept-"))
        self.store = GameStore(self.folder / "data", auto_backup=False, sync=False)
        self.service = Scorekeeper(self.store)
        self.ids = []
        for n, game in enumerate(GAMES):
            stamps = [TIMES[(times[n] + i // 6) % len(TIMES)] for i in range(len(game.events))]
            self.ids.append(self.store.create_game(game.to_dict(), created="2026-12-01T18:00:00Z", times=stamps))

    @rule(which=st.integers(0, 2))
    def undo(self, which: int) -> None:
        events = self.store.load_events(self.ids[which])
        if events:
            self.store.replace_events(self.ids[which], events[:-1])

    @rule(which=st.integers(0, 2), where=st.integers(0, 40))
    def cut(self, which: int, where: int) -> None:
        events = self.store.load_events(self.ids[which])
        self.store.replace_events(self.ids[which], events[:where % (len(events) + 1)])

    @rule(which=st.integers(0, 2))
    def play_it_all_again(self, which: int) -> None:
        self.store.replace_events(self.ids[which], GAMES[which].to_dict()["events"])

    @rule(which=st.integers(0, 2), step=st.integers(0, 40))
    def enter_the_next_entry(self, which: int, step: int) -> None:
        events = self.store.load_events(self.ids[which])
        every = GAMES[which].to_dict()["events"]
        if len(events) < len(every):
            self.store.append_event(self.ids[which], every[len(events)], at=TIMES[step % len(TIMES)])

    @rule(which=st.integers(0, 3), n=st.integers(0, 3))
    def rename_a_player(self, which: int, n: int) -> None:
        players = self.store.list_players()
        name = f"P{which}-{n}"
        if name not in {p.name for p in players}:  # a name already taken is refused, rightly
            self.store.rename_player(players[which].id, name)

    def from_scratch(self) -> tuple[Scorekeeper, list[str]]:
        """A new store holding the same games, entries, times and player names; and its games' ids."""
        fresh = InMemoryGameStore()
        ids = []
        for gid in self.ids:
            game, times = self.store.load_timed_game_dict(gid)
            ids.append(fresh.create_game(game, created="2026-12-01T18:00:00Z", times=times))
        same = dict(zip(self.store.get_game_summary(self.ids[0]).player_ids, fresh.get_game_summary(ids[0]).player_ids))
        names = {p.id: p.name for p in self.store.list_players()}
        for n, theirs in enumerate(same.values()):  # two steps: a name is never taken twice on the way
            fresh.rename_player(theirs, f"tmp-{n}")
        for mine, theirs in same.items():
            fresh.rename_player(theirs, names[mine])
        return Scorekeeper(fresh), ids

    @invariant()
    def the_season_and_the_evenings_are_as_worked_out_from_scratch(self) -> None:
        if not hasattr(self, "store"):
            return
        scratch, fresh_ids = self.from_scratch()
        chosen = StatsFilter()
        kept = comparable(store_tallies(self.store, chosen, with_evenings=True), self.ids,
                          {p.id: p.name for p in self.store.list_players()})
        again = comparable(store_tallies(scratch.repo, chosen, with_evenings=True), fresh_ids,
                           {p.id: p.name for p in scratch.repo.list_players()})
        assert kept == again
        assert season_rows(self.service) == season_rows(scratch)
        assert len(self.service.all_evenings()) == len(scratch.all_evenings())

    def teardown(self) -> None:
        if hasattr(self, "store"):
            self.store.close()


KeptAnswers.TestCase.settings = settings(max_examples=6, stateful_step_count=5, deadline=None,
                                         suppress_health_check=[HealthCheck.too_slow])
test_kept_answers_follow_every_change = KeptAnswers.TestCase
