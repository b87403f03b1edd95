"""The entry that finishes a game, through the service the app uses, at hand 12, 100 and 400 (CPU ms, medians).

    .venv/bin/python bench/bench_finish.py [--runs 9] [--hands 12 100 400]

For each length, each run stores a Make-a-Million game one entry short of its end (A and B reach the target on
the last hand: ``tests.store.records.finished_game``), opens it as the table does (``opened_game``: a game
resumed in a new process, or a fresh service), and times ``service.play`` of the finishing entry in CPU time
(``time.process_time``: the machine is shared, the wall clock waits for a core).  That entry keeps the game's
facts for a cold ``stats``; the columns are the entry as the app makes it, and the same entry with the game's
facts worked out from the whole game (no fold held: how every finishing entry was before ``FactFold``), and
how many times the finishing entries read the game's journal for its entries' times.  No asserts.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from scorekeeper.rules import Game, game_from_record  # noqa: E402
from scorekeeper.service import Scorekeeper  # noqa: E402
from scorekeeper.store import GameStore  # noqa: E402
from tests.store.records import finished_game  # noqa: E402


def finishing_entry(data: Path, whole: Game, runs: int, forget_fold: bool) -> tuple[float, int]:
    """Median CPU ms of the finishing entry over ``runs`` games, and the journal readings for times they made."""
    store = GameStore(data, sync=False)
    service = Scorekeeper(store)
    reads = [0]
    load_times: Callable[[str], list[str | None]] = store.load_event_times

    def counted(game_id: str) -> list[str | None]:
        reads[0] += 1
        return load_times(game_id)

    store.load_event_times = counted  # type: ignore[method-assign]
    spent, finishing_reads = [], 0
    try:
        for _ in range(runs):
            game_id = service.new_game(whole.with_events(whole.events[:-1]))
            game = service.opened_game(game_id).value  # as the table opens it
            if forget_fold:
                getattr(service._table.facts, "_folds", {}).clear()  # as before the fold: the facts worked out whole
            reads_before = reads[0]
            began = time.process_time()
            done = service.play(game_id, game, whole.events[-1])
            spent.append(time.process_time() - began)
            assert done.table.finished
            finishing_reads += reads[0] - reads_before
    finally:
        store.close()
    return statistics.median(spent) * 1000, finishing_reads


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--runs", type=int, default=9)
    parser.add_argument("--hands", type=int, nargs="+", default=[12, 100, 400])
    args = parser.parse_args()
    print(f"{'finishing entry, CPU ms (median of ' + str(args.runs) + ')':<44}" + "".join(f"{n:>10} h" for n in args.hands))
    rows: dict[str, list[tuple[float, int]]] = {"as the app makes it": [], "facts worked out whole": []}
    with tempfile.TemporaryDirectory() as scratch:
        for n in args.hands:
            whole = game_from_record(finished_game(n))
            for label, forget in (("as the app makes it", False), ("facts worked out whole", True)):
                rows[label].append(finishing_entry(Path(scratch) / f"{n}-{forget}", whole, args.runs, forget))
    for label, row in rows.items():
        print(f"  {label:<42}" + "".join(f"{ms:>12.2f}" for ms, _reads in row))
    for label, row in rows.items():
        print(f"  {'journal readings, ' + label:<42}" + "".join(f"{reads:>12}" for _ms, reads in row))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
