"""A keeper plays, corrects, undoes and redoes a Euchre game while its history is damaged in every way a
file can be (a byte changed anywhere, the file deleted, the file cut anywhere), against a model.

The model is the keeper's actions, each with the stored game before and after it.  Whatever the damage:

- the stored game is only ever one the keeper's own entries and corrections made (never a value nobody
  entered);
- an Undo that is made gives back exactly the game before the keeper's last action, a Redo exactly the
  game after the action Undo took back last; one that cannot be sure refuses (naming the damage when
  there is some) and changes nothing;
- the game stays playable: entries and corrections are stored as ever.
"""

from __future__ import annotations

import shutil
import tempfile
from pathlib import Path

from hypothesis import HealthCheck, Phase, settings, strategies as st
from hypothesis.stateful import RuleBasedStateMachine, invariant, rule

from scorekeeper.rules import Game, RuleError, event_from_dict, event_to_dict
from scorekeeper.service import Scorekeeper
from scorekeeper.service.history import CannotStep, Refusal
from scorekeeper.store import GameStore

PLAYERS = ["North", "East", "South", "West"]
Entries = tuple[str, ...]


def entries(game: Game) -> Entries:
    return tuple(repr(sorted(event_to_dict(e).items())) for e in game.events)


def trump(maker: str) -> dict:
    return {"type": "euchre_trump", "maker": maker, "trump": "hearts", "round": 1, "alone": []}


def counts(tricks: int) -> dict:
    return {"type": "counts", "bidder_side": tricks, "other_side": None}


class KeeperWithADamagedHistory(RuleBasedStateMachine):
    def __init__(self) -> None:
        super().__init__()
        self.folder = Path(tempfile.mkdtemp(prefix="history-damage-"))
        self.data = self.folder / "data"
        self.service = Scorekeeper(GameStore(self.data, sync=False))
        self.game_id = self.service.new_game(Game.new("euchre", PLAYERS, "West", None))
        self.game = self.service.open_game(self.game_id)
        self.entered: set[Entries] = {entries(self.game)}  # every game the keeper's own actions made
        self.done: list[tuple[Entries, Entries]] = []  # (before, after) of each action, last on top
        self.undone: list[tuple[Entries, Entries]] = []
        self.damaged = False
        for entry in (trump("North"), counts(3), trump("East"), counts(4)):  # two hands, and hand 1 corrected:
            self.keep(self.service.play(self.game_id, self.game, event_from_dict(entry)))  # a history from the start
        self.keep(self.service.correct(self.game_id, self.game, lambda g: g.replace(1, event_from_dict(counts(5)))))

    def teardown(self) -> None:
        shutil.rmtree(self.folder, ignore_errors=True)

    @property
    def history(self) -> Path:
        return self.data / "games" / f"{self.game_id}.history"

    def stored(self) -> Entries:
        return entries(self.service.open_game(self.game_id))

    def keep(self, new: Game) -> None:
        """The keeper's own action stored ``new``: a game the keeper made, and an action Undo may take back."""
        before, after = entries(self.game), entries(new)
        self.game = new
        if after != before:
            self.entered.add(after)
            self.done.append((before, after))
            self.undone.clear()

    # -- the keeper ---------------------------------------------------------------------------------------
    @rule(maker=st.sampled_from(PLAYERS), tricks=st.integers(min_value=0, max_value=5))
    def play(self, maker: str, tricks: int) -> None:
        last = event_to_dict(self.game.events[-1]) if self.game.events else None
        entry = counts(tricks) if last is not None and last["type"] == "euchre_trump" else trump(maker)
        try:
            self.keep(self.service.play(self.game_id, self.game, event_from_dict(entry)))
        except RuleError:
            pass  # the game is over, or the entry is refused: nothing stored

    @rule(pick=st.integers(min_value=0, max_value=1000), tricks=st.integers(min_value=0, max_value=5),
          delete=st.booleans())
    def correct(self, pick: int, tricks: int, delete: bool) -> None:
        if not self.game.events:
            return
        index = pick % len(self.game.events)
        kind = event_to_dict(self.game.events[index])["type"]
        new = counts(tricks) if kind == "counts" else trump(PLAYERS[pick % 4])
        try:
            self.keep(self.service.correct(self.game_id, self.game, lambda g: g.delete(index) if delete else
                                           g.replace(index, event_from_dict(new))))
        except RuleError:
            pass

    @rule()
    def undo(self) -> None:
        before = entries(self.game)
        try:
            stepped = self.service.undo_action(self.game_id, self.game)
        except CannotStep as refusal:
            self.refused(refusal, self.done)
            return
        assert self.done, "Undo changed the game with no action to take back"
        was, now = self.done.pop()
        assert (before, entries(stepped.game)) == (now, was)  # exactly the game before the last action
        self.undone.append((was, now))
        self.game = stepped.game

    @rule()
    def redo(self) -> None:
        before = entries(self.game)
        try:
            stepped = self.service.redo_action(self.game_id, self.game)
        except CannotStep as refusal:
            self.refused(refusal, self.undone)
            return
        assert self.undone, "Redo changed the game with nothing undone"
        was, now = self.undone.pop()
        assert (before, entries(stepped.game)) == (was, now)
        self.done.append((was, now))
        self.game = stepped.game

    def refused(self, refusal: CannotStep, waiting: list[tuple[Entries, Entries]]) -> None:
        """A refusal changes nothing, and says the history is damaged only when it is."""
        assert self.stored() == entries(self.game)
        if refusal.reason is Refusal.NOTHING:
            assert not waiting or self.damaged
        else:
            assert self.damaged, refusal.reason  # one keeper, one screen: only damage makes Undo unsure

    @rule()
    def open_again(self) -> None:
        self.service = Scorekeeper(GameStore(self.data, sync=False))
        self.game = self.service.open_game(self.game_id)

    # -- the damage ---------------------------------------------------------------------------------------
    @rule(how=st.sampled_from(["byte", "delete", "cut"]), place=st.integers(min_value=0, max_value=100_000),
          flip=st.integers(min_value=1, max_value=255))
    def damage_the_history(self, how: str, place: int, flip: int) -> None:
        """One byte changed anywhere, the file deleted, or the file cut anywhere."""
        raw = self.history.read_bytes() if self.history.exists() else b""
        if not raw:
            return
        place %= len(raw)
        if how == "delete":
            self.history.unlink()
        else:
            self.history.write_bytes(raw[:place] + bytes([raw[place] ^ flip]) + raw[place + 1:] if how == "byte"
                                     else raw[:place])
        self.damaged = True

    @invariant()
    def the_stored_game_is_one_the_keeper_made(self) -> None:
        stored = self.stored()
        assert stored == entries(self.game)
        assert stored in self.entered  # never a value nobody entered


QUICK_PHASES = (Phase.explicit, Phase.reuse, Phase.generate)  # no shrinking in the suite: a failure prints its steps

TestKeeperWithADamagedHistory = KeeperWithADamagedHistory.TestCase
TestKeeperWithADamagedHistory.settings = settings(max_examples=15, stateful_step_count=30, deadline=None,
                                                  phases=QUICK_PHASES, derandomize=True,
                                                  suppress_health_check=list(HealthCheck))
