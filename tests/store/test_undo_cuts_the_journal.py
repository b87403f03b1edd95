"""Undo of the entry played last cuts the journal back by that one line, and Redo of it appends it again (issue
39: a tap must not rewrite the game): the earlier lines keep their bytes in the same file, the game reads as
before in a new process, and a process killed between any two of the step's writes loses nothing that was
acknowledged and leaves Undo and Redo able to go on."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from scorekeeper.rules import Game, event_to_dict, game_from_record
from scorekeeper.service import Scorekeeper
from scorekeeper.service.history import ActionKind
from scorekeeper.store import GameStore

from .records import long_game

ROOT = Path(__file__).resolve().parents[2]


def three_hands(data: Path) -> tuple[GameStore, Scorekeeper, str, Game, Game]:
    """A three-hand game, its last entry (the one that ends hand 3) played at the table; the store, the
    service, the game's id, the game and the whole game."""
    whole = game_from_record(long_game(3))
    store = GameStore(data, auto_backup=False, sync=False)
    service = Scorekeeper(store)
    game_id = service.new_game(whole.with_events(whole.events[:-1]))
    game = service.opened_game(game_id).value
    return store, service, game_id, service.play(game_id, game, whole.events[-1]), whole


def journal(data: Path, game_id: str) -> Path:
    return data / "games" / f"{game_id}.events"


def test_undo_cuts_the_last_line_off_the_same_file_and_redo_appends_it(tmp_path: Path) -> None:
    data = tmp_path / "data"
    store, service, game_id, game, whole = three_hands(data)
    path = journal(data, game_id)
    before, inode = path.read_bytes(), path.stat().st_ino
    lines = before.splitlines(keepends=True)
    assert len(lines) == len(whole.events) == 18
    undone = service.undo_action(game_id, game).game
    assert path.stat().st_ino == inode  # the same file, not a new one renamed over it
    assert path.read_bytes() == b"".join(lines[:-1])  # the earlier lines' bytes, as they were
    assert not (data / "games" / f"{game_id}.events.bak1").exists()  # no copy of the whole journal made
    redone = service.redo_action(game_id, undone).game
    after = path.read_bytes()
    assert path.stat().st_ino == inode
    assert after.startswith(b"".join(lines[:-1])) and after.count(b"\n") == 18
    assert json.loads(after.splitlines()[-1])["e"] == event_to_dict(whole.events[-1])
    assert [event_to_dict(e) for e in redone.events] == [event_to_dict(e) for e in whole.events]
    store.close()
    reopened = GameStore(data, auto_backup=False, sync=False)
    assert reopened.load_events(game_id) == [event_to_dict(e) for e in whole.events]
    assert reopened.messages == []
    assert reopened.get_game_summary(game_id).hands == 3  # the game list's figures follow
    reopened.close()


def test_the_game_list_follows_an_undo_that_takes_back_a_hand(tmp_path: Path) -> None:
    data = tmp_path / "data"
    store, service, game_id, game, _whole = three_hands(data)
    assert store.get_game_summary(game_id).hands == 3
    undone = service.undo_action(game_id, game).game
    assert store.get_game_summary(game_id).hands == 2
    assert store.get_game_summary(game_id).events == 17
    service.redo_action(game_id, undone)
    assert store.get_game_summary(game_id).hands == 3
    store.close()


CHILD = """
import os, sys
from scorekeeper.service import Scorekeeper
from scorekeeper.store import GameStore, game_events

data, game_id, step, after = sys.argv[1:5]
owner = game_events if after in ("cut_back", "append_history_line") else game_events.GameEvents
real = getattr(owner, after)

def then_killed(*args, **kwargs):
    result = real(*args, **kwargs)
    os._exit(9)  # at once: no cleanup, no buffered write, as a kill

service = Scorekeeper(GameStore(data, auto_backup=False, sync=True))
game = service.opened_game(game_id).value
if step == "redo":
    game = service.undo_action(game_id, game).game
setattr(owner, after, then_killed)  # (the kill: at the step itself)
if step == "redo":
    service.redo_action(game_id, game)
else:
    service.undo_action(game_id, game)
print("not killed")
"""


def killed(data: Path, game_id: str, step: str, after: str) -> None:
    """Run Undo (or an Undo then a Redo) in a new process killed right after ``after`` returns."""
    run = subprocess.run([sys.executable, "-c", CHILD, str(data), game_id, step, after], cwd=ROOT,
                         capture_output=True, text=True, timeout=120, env={**os.environ, "PYTHONPATH": str(ROOT)})
    assert run.returncode == 9, run.stderr[-2000:]


@pytest.mark.parametrize(("step", "after"), [
    ("undo", "_append_history"), ("undo", "_update_entry"), ("undo", "cut_back"), ("undo", "_write_witness"),
    ("redo", "append_event"), ("redo", "append_history_line"), ("redo", "_write_witness")])
def test_a_kill_between_two_writes_loses_nothing_and_undo_goes_on(tmp_path: Path, step: str, after: str) -> None:
    """Killed after each write of the step: the game opens with no damage said, with its 18 entries or the 17
    the Undo leaves (never fewer, never an entry nobody entered), and Undo and Redo still step it: back to 17
    entries, and forward to the whole game again."""
    data = tmp_path / "data"
    store, _service, game_id, _game, whole = three_hands(data)
    store.close()
    killed(data, game_id, step, after)
    store = GameStore(data, auto_backup=False, sync=False)
    service = Scorekeeper(store)
    game = service.opened_game(game_id).value
    assert store.messages == []
    entries = [event_to_dict(e) for e in whole.events]
    assert [event_to_dict(e) for e in game.events] in (entries, entries[:-1])
    if len(game.events) == 18:
        stepped = service.undo_action(game_id, game)
        assert stepped.kind is ActionKind.PLAYED
        game = stepped.game
    assert [event_to_dict(e) for e in game.events] == entries[:-1]
    game = service.redo_action(game_id, game).game
    assert [event_to_dict(e) for e in game.events] == entries
    assert store.load_events(game_id) == entries
    assert store.get_game_summary(game_id).hands == 3
    store.close()
