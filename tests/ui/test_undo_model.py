"""Undo and Redo against a model, for every installed game, on the in-process app and the real disk store.

A keeper does random things in random order: taps on the table (calls, trump, cards, who took it,
steppers, totals), corrections and deletions of random past entries, Undo, Redo, a language switch,
closing the app and opening it again on the same folder (which is also what a kill leaves: every entry
and every tap is on disk before it shows).  The model is a stack of the keeper's actions, each with the
stored game before and after it.  After every step:

- after Undo, the stored game is the game before the action taken back (a tap taken back changes no
  stored entry);
- after Redo, the game after it;
- a refused correction or a tap that stores nothing leaves the stored game as it was: nothing else
  ever changes it;
- the stored game is only ever one the keeper's own taps and corrections made (never a value nobody
  entered), also when the game's history is damaged (``KeeperWithADamagedHistory``: a byte changed,
  the file deleted or cut), where Undo and Redo may refuse, saying why, and change nothing.
"""

from __future__ import annotations

from pathlib import Path
import shutil
import tempfile

import pytest
from hypothesis import HealthCheck, Phase, settings, strategies as st
from hypothesis.stateful import RuleBasedStateMachine, invariant, precondition, rule

from scorekeeper.rules import Game, event_to_dict, rules_for
from scorekeeper.rules.registry import games
from scorekeeper.store import GameStore
from scorekeeper.ui.app import App, make_main
from scorekeeper.ui.state import TableSession
from scorekeeper.ui.games.numbers import Steppers

from .harness import UI

# no shrinking while the suite runs: a failure prints its steps as found (run with the shrink phase to narrow it)
QUICK_PHASES = (Phase.explicit, Phase.reuse, Phase.generate)
# what is not an entry on the table: the app bar, the screens beside the table, the board
NOT_ENTRIES = {"undo", "redo", "scores", "show-board", "board", "home", "back-to-table", "back-to-scores",
               "scores-expand"}


def stored(store: GameStore, game_id: str) -> list[dict]:
    """The stored game as another program reads it: its entries, in order."""
    return [event_to_dict(e) for e in store.load_game(game_id).events]


def new_game(kind: str) -> Game:
    rules = rules_for(kind)
    count = min(rules.PLAYER_COUNTS)
    players = ["Asha", "Bo", "Cy", "Di", "Ed", "Flo", "Gus", "Hal"][:count]
    return Game.new(kind, players, players[-1], None)


class KeeperAtTheTable(RuleBasedStateMachine):
    """One game, one data folder, one keeper; ``kind`` is set per game below."""

    kind = "make-a-million"

    def __init__(self) -> None:
        super().__init__()
        self.folder = Path(tempfile.mkdtemp(prefix="undo-model-"))
        self.store = GameStore(self.folder / "data")
        self.game_id = self.store.create_game(new_game(self.kind))
        self.ui: UI | None = None
        self.open()
        self.done: list[tuple[str, list[dict], list[dict]]] = []  # ("stored" | "tap", before, after)
        self.undone: list[tuple[str, list[dict], list[dict]]] = []
        self.entered = [stored(self.store, self.game_id)]  # every game the keeper's own actions stored
        self.damaged = False  # the history was damaged (``KeeperWithADamagedHistory``)

    def open(self) -> None:
        if self.ui is not None:
            self.ui.close()
        self.store = GameStore(self.folder / "data")
        self.ui = UI(make_main(lambda: self.store), route=f"/game/{self.game_id}")

    def teardown(self) -> None:
        if self.ui is not None:
            self.ui.assert_no_crash()
            self.ui.close()
        shutil.rmtree(self.folder, ignore_errors=True)

    # -- what the keeper can tap ---------------------------------------------------------------------------
    def entries(self) -> list[object]:
        assert self.ui is not None
        if self.ui.route != f"/game/{self.game_id}":
            self.ui.go(f"/game/{self.game_id}")
        found = []
        for control in self.ui.walk():
            key = getattr(control, "key", None)
            if (key is None or str(key) in NOT_ENTRIES or getattr(control, "disabled", False)
                    or getattr(control, "on_click", None) is None):
                continue
            found.append(control)
        return found

    def pending(self) -> tuple[object, ...]:
        """What is tapped and not stored: the draft, and the steppers' taps."""
        assert self.ui is not None
        steppers = tuple(tuple(c.numbers.taps) for c in self.ui.walk() if isinstance(c, Steppers))
        return repr(_state(self.ui).draft.snapshot()), steppers

    def record(self, before: list[dict], pending_before: tuple[object, ...]) -> None:
        after = stored(self.store, self.game_id)
        if after != before:
            self.done.append(("stored", before, after))
            self.undone.clear()
            self.entered.append(after)
        elif self.pending() != pending_before:
            self.done.append(("tap", before, after))
            self.undone.clear()

    @rule(pick=st.integers(min_value=0, max_value=10_000))
    def tap(self, pick: int) -> None:
        assert self.ui is not None
        if self.ui.dialog() is not None:
            self.ui.dismiss_dialog()
        choices = self.entries()
        if not choices:
            return
        before, pending = stored(self.store, self.game_id), self.pending()
        self.ui.click(choices[pick % len(choices)])
        if self.ui.dialog() is not None:
            self.ui.dismiss_dialog()
        self.record(before, pending)

    @precondition(lambda self: len(stored(self.store, self.game_id)) > 0)
    @rule(pick=st.integers(min_value=0, max_value=10_000), delete=st.booleans())
    def correct_a_past_entry(self, pick: int, delete: bool) -> None:
        """A correction as the hand screen makes one: delete an entry, or give it another's content."""
        assert self.ui is not None
        events = self.store.load_game(self.game_id).events
        index = pick % len(events)
        other = events[(pick // len(events)) % len(events)]
        before, pending = stored(self.store, self.game_id), self.pending()
        state = _state(self.ui)
        if delete:
            self.ui.run(lambda: _app(self.ui).render(state.correct(lambda g: g.delete(index))))
        else:
            self.ui.run(lambda: _app(self.ui).render(state.replace(index, other)))
        self.record(before, pending)

    @rule()
    def undo(self) -> None:
        assert self.ui is not None
        before = stored(self.store, self.game_id)
        if self.ui.route != f"/game/{self.game_id}":
            self.ui.go(f"/game/{self.game_id}")
        if not self.ui.find("undo").disabled:
            self.ui.click("undo")
        after = stored(self.store, self.game_id)
        if after == before:  # a tap taken back (or nothing to take back)
            if self.done and self.done[-1][0] == "tap":
                self.undone.append(self.done.pop())
            elif self.damaged and _state(self.ui).error:
                return  # refused, saying why: the history cannot vouch for what to take back
            else:
                took_back = TOOK_BACK[_app(self.ui).speech.language()]  # said in the language the app speaks
                assert not self.done or self.ui.find("notice").value.startswith(took_back), self.ui.texts()
            return
        while self.done and self.done[-1][0] == "tap":  # taps the stored entry took with it
            self.done.pop()
        assert self.done, "Undo changed the game with no action to take back"
        kind, was, now = self.done.pop()
        assert after == was  # the exported game is the game before the action
        assert before == now
        self.undone.append((kind, was, now))

    @rule()
    def redo(self) -> None:
        assert self.ui is not None
        if self.ui.route != f"/game/{self.game_id}":
            self.ui.go(f"/game/{self.game_id}")
        before = stored(self.store, self.game_id)
        if not self.ui.find("redo").disabled:
            self.ui.click("redo")
        after = stored(self.store, self.game_id)
        stored_undone = [entry for entry in self.undone if entry[0] == "stored"]
        if after == before:
            if self.undone and self.undone[-1][0] == "tap":
                self.done.append(self.undone.pop())
            return
        assert stored_undone, "Redo changed the game with nothing undone"
        while self.undone and self.undone[-1][0] == "tap":
            self.undone.pop()
        kind, was, now = self.undone.pop()
        assert before == was and after == now  # the game after the action again
        self.done.append((kind, was, now))

    @rule(language=st.sampled_from(["hi", "bn", "device"]))
    def switch_language(self, language: str) -> None:
        assert self.ui is not None
        before = stored(self.store, self.game_id)
        self.ui.go("/settings")
        self.ui.click(f"language-{language}")
        self.ui.go(f"/game/{self.game_id}")
        assert stored(self.store, self.game_id) == before

    @rule()
    def close_and_open_again(self) -> None:
        """The app closed (or killed: everything is on disk before it shows) and opened on the same folder."""
        before = stored(self.store, self.game_id)
        self.open()
        assert stored(self.store, self.game_id) == before
        # taps are kept with the draft; steppers' numbers live on the screen, so they are gone now
        self.done = [entry for entry in self.done if entry[0] == "stored" or _draft_taps(self.ui)]
        self.undone = [entry for entry in self.undone if entry[0] == "stored"]

    @invariant()
    def the_stored_game_is_one_the_keeper_made(self) -> None:
        assert stored(self.store, self.game_id) in self.entered

    @invariant()
    def the_table_shows_the_stored_game(self) -> None:
        assert self.ui is not None
        state = _state(self.ui)
        if state.game is not None and state.game_id == self.game_id:
            assert [event_to_dict(e) for e in state.game.events] == stored(self.store, self.game_id)


class KeeperWithADamagedHistory(KeeperAtTheTable):
    """The same keeper, and the game's history damaged now and then (a byte changed, the file deleted or cut)."""

    kind = "euchre"

    @rule(how=st.sampled_from(["byte", "delete", "cut"]), place=st.integers(min_value=0, max_value=100_000))
    def damage_the_history(self, how: str, place: int) -> None:
        path = self.folder / "data" / "games" / f"{self.game_id}.history"
        raw = path.read_bytes() if path.exists() else b""
        if not raw:
            return
        place %= len(raw)
        if how == "delete":
            path.unlink()
        else:
            path.write_bytes(raw[:place] + bytes([raw[place] ^ 0x04]) + raw[place + 1:] if how == "byte" else
                             raw[:place])
        self.damaged = True


def _app(ui: UI | None) -> App:
    assert ui is not None
    app: App = ui.page.data
    return app


def _state(ui: UI) -> TableSession:
    app: App = ui.page.data
    return app.state


# What Undo's notice starts with when it takes back a tap, in each language the keeper can switch to
TOOK_BACK = {"en": "Took back: ", "hi": "वापस लिया: ", "bn": "ফিরিয়ে নেওয়া হলো: "}


def _draft_taps(ui: UI | None) -> bool:
    return ui is not None and not _state(ui).draft.empty


@pytest.mark.long
@pytest.mark.parametrize("kind", sorted(games()))
def test_undo_and_redo_follow_the_keeper_in_every_game(kind: str) -> None:
    machine = type(f"KeeperAt{kind.title().replace('-', '')}", (KeeperAtTheTable,), {"kind": kind})
    runner = machine.TestCase
    # derandomized: the same 4 walks of 20 steps on every run, so a red CI means a fault, not a draw
    runner.settings = settings(max_examples=4, stateful_step_count=20, deadline=None, phases=QUICK_PHASES,
                               derandomize=True, suppress_health_check=list(HealthCheck))
    runner("runTest").runTest()


@pytest.mark.long
def test_undo_and_redo_never_store_what_nobody_entered_when_the_history_is_damaged() -> None:
    runner = KeeperWithADamagedHistory.TestCase
    runner.settings = settings(max_examples=4, stateful_step_count=25, deadline=None, phases=QUICK_PHASES,
                               derandomize=True, suppress_health_check=list(HealthCheck))
    runner("runTest").runTest()
