"""How long storing one event takes, with 10, 1,000 and 5,000 finished hands already stored.

    .venv/bin/python bench/bench_store.py [--rounds N] [--dir DIR]

The goal (issue 3): with 5,000 hands of history an event costs at most 1.5×
what it costs with 10 (what a table enters tonight must not slow down
because of last year), and stays within a few milliseconds.  Each event is
stored durably (fsync of the file and its folder) as in the app.

History is stored as finished four-player Make-a-Million games of 20 hands
(one game of 10 for the smallest case).  Tonight's game is the example
record of two hands played trick by trick (28 events), appended event by
event with ``GameStore.append_event`` into a new game, several times over.
No asserts: it prints the figures and the ratios.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from scorekeeper.rules import Game, event_to_dict, game_from_record  # noqa: E402
from scorekeeper.store import GameStore  # noqa: E402

TONIGHT = Path(__file__).resolve().parents[1] / "tests" / "examples" / "dollars-made-then-set-back.json"


def history_game(n_hands: int, names: tuple[str, ...]) -> Game:
    """A finished fixed-partnership game: A and B bid every hand and win on hand n."""
    a, z, b, y = names
    hands = []
    for h in range(n_hands):
        order = [names[(h + 1 + i) % 4] for i in range(4)]
        bidder = next(p for p in order if p in (a, b))
        hands.append({"auction": [[p, 175000] if p == bidder else [p, "pass"] for p in order],
                      "trump": "red", "counts": {"bidder_side": 220000, "other_side": 180000}})
    return game_from_record({"format": "scorekeeper-game/1", "game": "make-a-million",
                             "rules": {"target": 220000 * n_hands - 20000}, "players": list(names),
                             "dealer": a, "hands": hands})


def fill(store: GameStore, hands: int) -> None:
    per_game = 20 if hands >= 20 else hands
    for g in range(hands // per_game):
        names = (f"A{g % 12}", f"Z{g % 12}", f"B{g % 12}", f"Y{g % 12}")
        store.create_game(history_game(per_game, names))
    store.list_games()  # the summaries are cached, as after a real evening


def tonight_events() -> tuple[Game, list[dict]]:
    tonight = game_from_record(json.loads(TONIGHT.read_text()))
    return tonight, [event_to_dict(e) for e in tonight.events]


def time_one_game(store: GameStore, tonight: Game, events: list[dict], samples: list[float]) -> None:
    gid = store.create_game(Game.new(tonight.kind, tonight.players, tonight.dealer, tonight.settings))
    for ev in events:
        t0 = time.perf_counter()
        store.append_event(gid, ev)
        samples.append(time.perf_counter() - t0)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=15, help="tonight's games per case (28 events each)")
    parser.add_argument("--dir", help="where to make the data folders (default: a temporary folder)")
    args = parser.parse_args()
    base = Path(args.dir) if args.dir else Path(tempfile.mkdtemp(prefix="bench-store-"))
    sizes = (10, 1000, 5000)
    stores = {}
    for hands in sizes:
        data = base / f"history-{hands}"
        fill(GameStore(data, auto_backup=False), hands)
        stores[hands] = GameStore(data, auto_backup=False)  # a new evening: the app starts again
    os.sync()  # let the kernel write back the history first: it would add noise to the first case
    time.sleep(0.5)
    # Interleaved, so that background disk activity hits every case alike.
    tonight, events = tonight_events()
    samples: dict[int, list[float]] = {hands: [] for hands in sizes}
    for _ in range(args.rounds):
        for hands in sizes:
            time_one_game(stores[hands], tonight, events, samples[hands])
    results = {}
    for hands in sizes:
        t0 = time.perf_counter()
        stores[hands].list_games()
        listing = time.perf_counter() - t0
        index_kb = (base / f"history-{hands}" / "scorekeeper.json").stat().st_size / 1024
        s = samples[hands]
        results[hands] = (statistics.median(s), statistics.mean(s), sorted(s)[int(len(s) * 0.95)],
                          listing, index_kb, len(s))
    print(f"data folders in {base}; {results[10][5]} events timed per case, each fsynced")
    print(f"{'finished hands':>15} {'median ms':>10} {'mean ms':>9} {'p95 ms':>8} {'list ms':>8} {'index KB':>9}")
    for hands, (med, mean, p95, listing, kb, _n) in results.items():
        print(f"{hands:>15,} {med * 1000:>10.3f} {mean * 1000:>9.3f} {p95 * 1000:>8.3f} "
              f"{listing * 1000:>8.1f} {kb:>9.1f}")
    # Not history but the game itself: its own file is rewritten on each event.
    long_store = stores[10]
    long_game = history_game(100, ("L1", "L2", "L3", "L4"))
    gid = long_store.create_game(Game(long_game.kind, long_game.players, long_game.dealer,
                                      {**long_game.settings, "target": 100_000_000}, long_game.events))
    own: list[float] = []
    for ev in events[:8]:  # an auction of hand 101
        t0 = time.perf_counter()
        long_store.append_event(gid, ev)
        own.append(time.perf_counter() - t0)
    base_med, base_mean = results[10][0], results[10][1]
    for hands in (1000, 5000):
        print(f"ratio {hands:,} / 10 hands: median {results[hands][0] / base_med:.2f}×, "
              f"mean {results[hands][1] / base_mean:.2f}× (goal ≤ 1.5×)")
    print(f"for comparison, an event in one game already 100 hands long: median "
          f"{statistics.median(own) * 1000:.3f} ms (a game's own length does count)")
    if not args.dir:
        shutil.rmtree(base, ignore_errors=True)


if __name__ == "__main__":
    main()
