"""How much memory a sync pull holds, by the size of the score book it receives and the page size.

    python bench/bench_pull_memory.py [--games 40,80,160] [--hands 20]

Phone A imports a book of GAMES Make-a-Million games of HANDS hands each and syncs it to an in-process
stand-in of the server (``tests/sync/fake_couch.py``: the calls a sync makes, over httpx, no network);
then a phone with nothing on it pulls the whole book, once with the feed's own page size (2,000 changes)
and once with pages of 200.  Python's own allocations are traced from the moment the book is on the
server (``tracemalloc``), so the server's documents are not counted, only what the pull makes: the
peak of what it holds at once (the documents it read, the games they bring, the store's writes).

A pull that held every page until it merged them would peak in step with the book; one that merges
each page before the next peaks in step with the page (and the largest game), whatever the book.
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
import tracemalloc
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT)]  # this checkout's sync, not an installed copy's

from scorekeeper.service import Scorekeeper  # noqa: E402
from scorekeeper.store import GameStore  # noqa: E402
from scorekeeper.sync import ServerAddress, client, sync_book  # noqa: E402
from tests.store.records import long_game, renamed  # noqa: E402
from tests.sync.fake_couch import FakeCouch  # noqa: E402

ADDRESS = ServerAddress.parse("http://keeper:pw@couch.test/scores")
MB = 1_000_000


def server_with_book(folder: Path, games: int, hands: int) -> FakeCouch:
    server = FakeCouch()
    phone = Scorekeeper(GameStore(folder / "A", auto_backup=False, sync=False))
    phone.import_records([(f"g{k}.json", json.dumps(renamed(long_game(hands), f"game {k}")).encode())
                          for k in range(games)])
    sync_book(phone, ADDRESS, transport=server)
    return server


def pull_peak(server: FakeCouch, folder: Path, page: int) -> tuple[float, int]:
    """(peak MB the pull allocated at once, games received) for a fresh phone pulling the whole book."""
    client.CHANGES_PAGE = page
    phone = Scorekeeper(GameStore(folder, auto_backup=False, sync=False))
    tracemalloc.start()
    try:
        report = sync_book(phone, ADDRESS, transport=server)
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    return peak / MB, report.received_games


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", default="40,80,160", help="book sizes in games, comma-separated")
    parser.add_argument("--hands", type=int, default=20, help="hands of each game")
    args = parser.parse_args()
    pages = (client.CHANGES_PAGE, 200)
    print(f"peak MB a pull allocates at once (tracemalloc), by book and page size; {args.hands} hands a game")
    print(f"{'games':>6} {'documents':>10} {'feed MB':>8}" + "".join(f" | {f'pages of {p}':>14}" for p in pages))
    for games in (int(g) for g in args.games.split(",")):
        with tempfile.TemporaryDirectory(prefix="bench-pull-") as tmp:
            server = server_with_book(Path(tmp), games, args.hands)
            feed = sum(len(json.dumps(doc)) for doc in server.docs.values()) / MB
            cells = []
            for page in pages:
                peak, received = pull_peak(server, Path(tmp) / f"B{page}", page)
                assert received == games, (received, games)
                cells.append(f" | {peak:14.1f}")
            print(f"{games:>6} {len(server.docs):>10} {feed:>8.2f}" + "".join(cells))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
