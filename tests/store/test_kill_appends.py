"""A process killed (SIGKILL) while storing entries one by one never loses an acknowledged entry.

The kills are placed by acknowledgements, not by the clock: the test reads a chosen number of
"stored" lines and kills at once (sometimes after a short random pause, to land mid-write).  The
player waits on its standard input once it has stored everything, so it is alive until killed
whatever the machine's speed, and every kill lands.  Each acknowledgement is written in one write: with
PYTHONUNBUFFERED set, ``print("stored", n)`` wrote its four pieces one by one, and a kill between them left a
line "stored " without its count.
"""

from __future__ import annotations

import json
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from scorekeeper.rules import Game, game_from_record
from scorekeeper.service import Scorekeeper
from scorekeeper.store import GameStore

from .records import long_game

ROUNDS = 10
pytestmark = pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")

PLAYER = """
import sys
from scorekeeper.rules import game_from_record
from scorekeeper.service import Scorekeeper
from scorekeeper.store import GameStore
import json
service = Scorekeeper(GameStore(sys.argv[1], auto_backup=False))
full = game_from_record(json.loads(sys.argv[3]))
game = service.open_game(sys.argv[2])
print("ready", flush=True)
for event in full.events[len(game.events):]:
    game = service.play(sys.argv[2], game, event)
    sys.stdout.write(f"stored {len(game.events)}\\n")  # one write: an acknowledgement is never cut in two
    sys.stdout.flush()
sys.stdin.read()  # alive until the test kills it
"""


def test_killing_a_player_at_random_moments_never_loses_an_acknowledged_entry(tmp_path):
    rng = random.Random(20251130)
    data_dir = tmp_path / "data"
    record = long_game(300)  # 1,800 entries: more than the rounds can store, however fast the disk
    full = game_from_record(record)
    service = Scorekeeper(GameStore(data_dir, auto_backup=False))
    gid = service.new_game(Game.new(full.kind, full.players, full.dealer, full.settings))
    acknowledged = 0
    killed = 0
    for _ in range(ROUNDS):
        proc = subprocess.Popen([sys.executable, "-c", PLAYER, str(data_dir), gid, json.dumps(record)],
                                stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                                text=True, cwd=Path(__file__).resolve().parents[2])
        assert proc.stdout is not None and proc.stdout.readline() == "ready\n"
        lines = [proc.stdout.readline() for _ in range(rng.randint(0, 40))]
        if rng.random() < 0.5:
            time.sleep(rng.uniform(0.0, 0.01))  # now and then into the write that follows
        assert proc.poll() is None, "the player stays alive until it is killed"
        proc.send_signal(signal.SIGKILL)
        killed += 1
        out, _err = proc.communicate(timeout=30)
        counts = [int(line.split()[1]) for line in [*lines, *out.splitlines()] if line.startswith("stored ")]
        acknowledged = max([acknowledged, *counts])
        store = GameStore(data_dir, auto_backup=False)  # opens after every kill, as the app would
        assert store.messages == []
        stored = store.load_game(gid)  # the rules accept what is there: no torn or doubled entry
        assert stored.events == full.events[:len(stored.events)]
        assert len(stored.events) >= acknowledged
    assert killed == ROUNDS
    assert acknowledged > 0  # the seeded kill points include rounds after some acknowledgements
