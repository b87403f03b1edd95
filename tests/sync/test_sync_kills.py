"""Kills and retries, as a hypothesis state machine: phone A plays, corrects, undoes, renames and trashes;
both phones sync, some syncs killed right after the server stored their n-th write; whatever the order,
once both sync to the end they are equal, and a sync with nothing new sends nothing and costs three
requests (a retried push after any kill is a no-op).  The server is ``fake_couch.py`` (in process)."""

from __future__ import annotations

import shutil
import tempfile
from pathlib import Path

import pytest
from hypothesis import HealthCheck, settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, invariant, rule

from scorekeeper.service import Scorekeeper
from scorekeeper.store import GameStore
from scorekeeper.sync import ServerAddress, SyncFailure, sync_book
from tests.store.records import long_game

from .fake_couch import FakeCouch
from .test_sync import import_record
from .test_sync_travel import entries_of, third_hand_the_other_way

ADDRESS = ServerAddress.parse("http://keeper:pw@couch.test/scores")
ENTRIES = entries_of(long_game(6), 0)  # six hands of six entries: what phone A plays, an entry at a time


class KilledSyncs(RuleBasedStateMachine):
    def __init__(self) -> None:
        super().__init__()
        self.folder = Path(tempfile.mkdtemp(prefix="sync3-kills-"))
        self.server = FakeCouch()
        import_record(self.phone("A"), "long", long_game(2))
        self.sync("A")  # both phones in step to begin with: every step then plays, corrects or syncs
        self.sync("B")

    def phone(self, name: str) -> Scorekeeper:
        """The phone as a new process finds it (a killed sync leaves only what is on disk)."""
        return Scorekeeper(GameStore(self.folder / name))

    def _game_id(self) -> str:
        return first_game(self.phone("A"))

    def sync(self, name: str, killed_after: int | None = None):  # type: ignore[no-untyped-def]
        if killed_after is not None:
            self.server.kill_after(killed_after)
        try:
            return sync_book(self.phone(name), ADDRESS, transport=self.server)
        except SyncFailure:
            assert killed_after is not None, "only a killed sync fails here"
            return None
        finally:
            self.server.countdown = None

    # ------------------------------------------------------------------ what phone A does
    @rule(entries=st.integers(1, 8))
    def play(self, entries: int) -> None:
        a, game_id = self.phone("A"), self._game_id()
        if a.game_summary(game_id).deleted_at is not None:
            return
        game = a.open_game(game_id)
        for event in ENTRIES[len(game.events):len(game.events) + entries]:
            game = a.play(game_id, game, event)

    @rule()
    def undo(self) -> None:
        a, game_id = self.phone("A"), self._game_id()
        game = a.open_game(game_id)
        if game.events and a.game_summary(game_id).deleted_at is None:
            a.undo(game_id, game)

    @rule()
    def correct_third_hand(self) -> None:
        a, game_id = self.phone("A"), self._game_id()
        game = a.open_game(game_id)
        if len(game.events) >= 18 and a.game_summary(game_id).deleted_at is None:
            corrected = entries_of(third_hand_the_other_way(), 0)[:18] + list(game.events[18:])
            try:
                a.correct(game_id, game, lambda g: g.with_events(corrected))
            except ValueError:  # a later hand that the corrected one makes illegal: refused, as in the app
                pass

    @rule(name=st.sampled_from(["Tuesday", "long", None]))
    def rename_or_trash(self, name: str | None) -> None:
        """A rename, or (None) a move to the trash or back from it."""
        a, game_id = self.phone("A"), self._game_id()
        if name is not None:
            a.rename_game(game_id, name)
        elif a.game_summary(game_id).deleted_at is None:
            a.delete_game(game_id)
        else:
            a.restore_game(game_id)

    # ------------------------------------------------------------------ syncs, some killed
    @rule(name=st.sampled_from("AB"))
    def sync_phone(self, name: str) -> None:
        self.sync(name)

    @rule(name=st.sampled_from("AAB"), killed_after=st.integers(1, 2))  # A writes: its kills matter most
    def killed_sync(self, name: str, killed_after: int) -> None:
        self.sync(name, killed_after)

    @invariant()
    def nothing_is_ever_copied(self) -> None:
        for name in "AB":
            if (self.folder / name).exists():
                service = self.phone(name)
                names = [g.name for g in service.list_games() + service.list_games("deleted")]
                assert not any("continued on another phone" in n for n in names), names

    def teardown(self) -> None:
        try:
            for name in "ABAB":
                assert self.sync(name) is not None
            self.nothing_is_ever_copied()
            seen = {}
            for name in "AB":
                service = self.phone(name)
                seen[name] = (sorted((g.name, g.events, g.totals) for g in service.list_games()),
                              sorted((g.name, g.events) for g in service.list_games("deleted")),
                              service.open_game(first_game(service)).to_dict())
            assert seen["A"] == seen["B"]
            for name in "AB":
                again = self.sync(name)
                assert again is not None
                assert (again.sent_documents, again.received_entries, again.requests) == (0, 0, 3)
        finally:
            shutil.rmtree(self.folder, ignore_errors=True)



def first_game(service: Scorekeeper) -> str:
    """The one game of the test (on the list or in the trash)."""
    return (service.list_games() + service.list_games("deleted"))[0].id


KilledSyncs.TestCase.settings = settings(max_examples=20, stateful_step_count=10, deadline=None, derandomize=True,
                                         suppress_health_check=[HealthCheck.too_slow])
test_phones_end_equal_after_any_kills_and_retries = pytest.mark.long(KilledSyncs.TestCase)
