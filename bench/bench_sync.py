"""Syncing 1,000 games through a real CouchDB-API server (PouchDB Server, in memory, on 127.0.0.1).

    .venv/bin/python bench/bench_sync.py [--games N]

Prints, for phone A (the games imported there) and phone B (an empty folder):

1. A's first sync (every game pushed) and B's first sync (every game pulled, checked by the rules and
   stored): seconds and requests (goal: each under 60 s);
2. a sync with nothing new on each phone: seconds and requests (goal: under 1 s, a handful of requests).

No asserts: it prints the figures.  Needs node and PouchDB Server in ~/.cache/scorekeeper-pouchdb
(``.ci/run`` installs it).
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from scorekeeper.service import Scorekeeper  # noqa: E402
from scorekeeper.store import GameStore  # noqa: E402
from scorekeeper.sync import ServerAddress, sync_book  # noqa: E402
from tests.store.records import long_game  # noqa: E402
from tests.sync.pouchdb import pouchdb_server, running_pouchdb  # noqa: E402


def timed_sync(service: Scorekeeper, address: ServerAddress, label: str) -> None:
    start = time.perf_counter()
    report = sync_book(service, address)
    seconds = time.perf_counter() - start
    print(f"{label:<32} {seconds:8.2f} s  {report.requests:5d} requests  ({report.summary()})")


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=1000)
    args = parser.parse_args()
    executable = pouchdb_server()
    if executable is None:
        print("PouchDB Server is not installed (see .ci/run)", file=sys.stderr)
        return 2
    with tempfile.TemporaryDirectory() as folder, running_pouchdb(executable, Path(folder)) as server:
        address = ServerAddress.parse(server.url(server.new_database()))
        a, b = Scorekeeper(GameStore(Path(folder) / "A")), Scorekeeper(GameStore(Path(folder) / "B"))
        a.import_records([(f"g{i}.json", json.dumps(long_game(3, target=50_000_000 + i)).encode())
                          for i in range(args.games)])
        print(f"{args.games:,} games of 3 hands on phone A")
        timed_sync(a, address, "A: first sync (push all)")
        timed_sync(b, address, "B: first sync (pull all)")
        timed_sync(a, address, "A: sync with nothing new")
        timed_sync(b, address, "B: sync with nothing new")
    return 0


if __name__ == "__main__":
    sys.exit(main())
