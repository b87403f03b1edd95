"""A phone's first sync with a server holding thousands of player documents (PouchDB Server, in memory,
on 127.0.0.1), before and after the players were received in one write.

    .venv/bin/python bench/bench_sync_players.py [--players N] [--no-before]

Prints, side by side:

1. before: the same players added here one at a time, as a sync did until now (each addition read every
   player and rewrote the index): about as long as that sync took (3,000: 160 s on the 2-core test
   machine, the issue saw 212 s);
2. after: phone B's first sync with ``N`` (default 3,000) player documents on the server, each a new name
   here, and its next sync with nothing new.

No asserts: it prints the figures.  Needs node and PouchDB Server in ~/.cache/scorekeeper-pouchdb
(``.ci/run`` installs it).
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import httpx  # noqa: E402

from scorekeeper.service import Scorekeeper  # noqa: E402
from scorekeeper.store import GameStore  # noqa: E402
from scorekeeper.sync import ServerAddress, sync_book  # noqa: E402
from tests.sync.pouchdb import ADMIN, PASSWORD, pouchdb_server, running_pouchdb  # noqa: E402


def timed_sync(service: Scorekeeper, address: ServerAddress, label: str) -> None:
    start = time.perf_counter()
    report = sync_book(service, address)
    seconds = time.perf_counter() - start
    print(f"{label:<36} {seconds:8.2f} s  {report.requests:5d} requests  ({report.summary()})", flush=True)


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--players", type=int, default=3000)
    parser.add_argument("--no-before", dest="before", action="store_false",
                        help="leave out the one-by-one figure (it takes minutes at 3,000)")
    args = parser.parse_args()
    executable = pouchdb_server()
    if executable is None:
        print("PouchDB Server is not installed (see .ci/run)", file=sys.stderr)
        return 2
    with tempfile.TemporaryDirectory() as folder, running_pouchdb(executable, Path(folder)) as server:
        database = server.new_database()
        address = ServerAddress.parse(server.url(database))
        docs = [{"_id": f"player:p{i:06d}", "type": "player", "name": f"Player {i}", "created": "2025-01-01"}
                for i in range(args.players)]
        httpx.post(f"{server.base}/{database}/_bulk_docs", auth=(ADMIN, PASSWORD), json={"docs": docs},
                   timeout=120).raise_for_status()
        print(f"{args.players:,} player documents on the server, phone B empty")
        if args.before:
            one_by_one = Scorekeeper(GameStore(Path(folder) / "before"))
            start = time.perf_counter()
            for doc in docs:
                one_by_one.add_player(str(doc["name"]))
            print(f"{'before: one write per player':<36} {time.perf_counter() - start:8.2f} s", flush=True)
        b = Scorekeeper(GameStore(Path(folder) / "B"))
        timed_sync(b, address, "after: B's first sync (one write)")
        timed_sync(b, address, "B: sync with nothing new")
        print(f"players on B: {len(b.players()):,}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
