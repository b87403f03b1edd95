"""Opening the home screen with 10 saved games against 1,000, and what one tap sends.

    python bench/bench_home.py [--runs 7]

Fills an in-memory store with 10, 20, then 1,000 exact-bid games, opens the real
app on the home screen in the in-process harness (tests/ui/harness.py: a real
Flet page and session, a stand-in client), and prints side by side: the
median time to open, the bytes of the first frame, the game cards built, and
the ratio 1,000 / 10 (goal: the same order, ratio <= 2).  Then, on the
new-game screen with four players seated, the bytes one "Draw at random" tap
sends (the screen keeps its controls: a patch, not the whole tree).
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

import msgpack

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from scorekeeper.rules import Game  # noqa: E402
from scorekeeper.store.memory import InMemoryGameStore  # noqa: E402
from scorekeeper.ui.app import make_main  # noqa: E402
from tests.ui.harness import UI  # noqa: E402

GOAL = 2.0


def store_with(n: int) -> InMemoryGameStore:
    store = InMemoryGameStore()
    game = Game.new("exact-bid", ["Ann", "Bo"], "Ann", {})
    for _ in range(n):
        store.create_game(game)
    return store


def timed(action) -> float:
    began = time.perf_counter()
    action()
    return time.perf_counter() - began


def sent(ui: UI, start: int = 0) -> int:
    return sum(len(msgpack.packb(body)) for _, body in ui.session.connection.messages[start:])


def open_home(store: InMemoryGameStore) -> tuple[float, int, int]:
    began = time.perf_counter()
    ui = UI(make_main(lambda: store), route="/")
    took = time.perf_counter() - began
    cards = sum(1 for c in ui.walk() if str(getattr(c, "key", "")).startswith("item-"))
    size = sent(ui)
    ui.close()
    return took, size, cards


def dealer_tap_bytes() -> int:
    ui = UI(make_main(InMemoryGameStore), route="/new")
    for name in ("Ann", "Bo", "Cy", "Di"):
        ui.type("new-name", name)
        ui.click("add-name")
    before = len(ui.session.connection.messages)
    ui.click("dealer-random")
    size = sent(ui, before)
    ui.close()
    return size


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7)
    args = parser.parse_args()
    rows = []
    for n in (10, 20, 1000):
        store = store_with(n)
        runs = [open_home(store) for _ in range(args.runs)]
        listing = statistics.median(timed(lambda: store.list_games(None)) for _ in range(args.runs))
        took = statistics.median(r[0] for r in runs)
        rows.append((n, took, listing, runs[0][1], runs[0][2]))
    print(f"{'saved games':>12} {'open (median)':>14} {'store list':>11} {'the rest':>10} {'first frame':>12}"
          f" {'cards built':>12}")
    for n, took, listing, size, cards in rows:
        print(f"{n:>12,} {took * 1000:>11.1f} ms {listing * 1000:>8.1f} ms {(took - listing) * 1000:>7.1f} ms"
              f" {size:>10,} B {cards:>12}")
    def own(row: tuple[int, float, float, int, int]) -> float:
        return row[1] - row[2]
    ratio = own(rows[2]) / own(rows[1])
    print(f"the screen's own time (open minus the store's list), 1,000 / 20 games (one full page each): "
          f"{ratio:.2f} (goal <= {GOAL}); 1,000 / 10: {own(rows[2]) / own(rows[0]):.2f}")
    print(f"new game, one 'Draw at random' tap: {dealer_tap_bytes():,} B sent")
    return 0 if ratio <= GOAL else 1


if __name__ == "__main__":
    raise SystemExit(main())
