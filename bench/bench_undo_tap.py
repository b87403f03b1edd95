"""The stored Undo tap and Redo tap through the service the app uses, at hand 12, 100 and 400 (CPU ms, medians).

    .venv/bin/python bench/bench_undo_tap.py [--runs 9] [--hands 12 100 400]

For each length, each run stores a Make-a-Million game one entry short (``tests.store.records.long_game``: nobody
reaches the target), opens it as the table does (``opened_game``), plays its last entry through the service, and
times ``undo_action`` of that entry, then ``redo_action`` of it, in CPU time (``time.process_time``: the machine
is shared, the wall clock waits for a core).  Both are taps: issue 39 holds a tap's cost to the same on the
400th hand as on the 12th.  No asserts.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from scorekeeper.rules import Game, game_from_record  # noqa: E402
from scorekeeper.service import Scorekeeper  # noqa: E402
from scorekeeper.store import GameStore  # noqa: E402
from tests.store.records import long_game  # noqa: E402


def taps(data: Path, whole: Game, runs: int) -> tuple[float, float]:
    """Median CPU ms of the Undo tap and of the Redo tap over ``runs`` games."""
    store = GameStore(data, sync=False)
    service = Scorekeeper(store)
    undos, redos = [], []
    try:
        for _ in range(runs):
            game_id = service.new_game(whole.with_events(whole.events[:-1]))
            game = service.opened_game(game_id).value  # as the table opens it
            game = service.play(game_id, game, whole.events[-1])
            began = time.process_time()
            undone = service.undo_action(game_id, game).game
            undos.append(time.process_time() - began)
            began = time.process_time()
            redone = service.redo_action(game_id, undone).game
            redos.append(time.process_time() - began)
            assert len(redone.events) == len(whole.events) == len(undone.events) + 1
    finally:
        store.close()
    return statistics.median(undos) * 1000, statistics.median(redos) * 1000


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--runs", type=int, default=9)
    parser.add_argument("--hands", type=int, nargs="+", default=[12, 100, 400])
    args = parser.parse_args()
    rows: list[tuple[float, float]] = []
    with tempfile.TemporaryDirectory() as scratch:
        for n in args.hands:
            rows.append(taps(Path(scratch) / str(n), game_from_record(long_game(n)), args.runs))
    print(f"{'CPU ms (median of ' + str(args.runs) + ')':<28}" + "".join(f"{n:>10} h" for n in args.hands))
    print(f"  {'Undo of the last entry':<26}" + "".join(f"{u:>12.2f}" for u, _r in rows))
    print(f"  {'Redo of it':<26}" + "".join(f"{r:>12.2f}" for _u, r in rows))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
