"""The store's costs side by side: an event at hand 1 vs hand 500, a page of 10 vs 1,000 games, an import.

    .venv/bin/python bench/bench_store.py [--rounds N] [--dir DIR]

Prints, in one run (about half a minute):

1. storing one event durably (fsync of the journal), the way the service
   does it (compare-and-append with the expected count and last event), in a
   game with 1 finished hand and in one with 500: medians and their ratio
   (goal <= 1.2: tonight's entry must not slow down as the game grows);
2. listing the first page (20 games) of the game list with 10 and with 1,000
   saved games, on a store just opened (first page) and then again (median),
   and their ratios;
3. importing 1,000 game records through the service (every record checked
   by the rules first, every game fsynced): total seconds.

No asserts: it prints the figures and the ratios.  Cases are interleaved so
that background disk activity hits them alike.
"""

from __future__ import annotations

import argparse
import json
import shutil
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from scorekeeper.rules import Game, event_to_dict, game_from_record  # noqa: E402
from scorekeeper.service import Scorekeeper  # noqa: E402
from scorekeeper.store import GameStore  # noqa: E402

TONIGHT = Path(__file__).resolve().parents[1] / "tests" / "examples" / "dollars-made-then-set-back.json"
PAGE = 20


def counted_game(n_hands: int, names: tuple[str, str, str, str] = ("A", "Z", "B", "Y"),
                 target: int = 100_000_000) -> dict:
    """A record of ``n_hands`` hands entered with counts, far from the target however long.

    The sides take turns to bid 175,000 and be set back with a count of
    100,000, so each gains 125,000 every two hands.
    """
    a, z, b, y = names
    hands = []
    for h in range(n_hands):
        side = (a, b) if h % 2 == 0 else (z, y)
        order = [names[(h + 1 + i) % 4] for i in range(4)]
        bidder = next(p for p in order if p in side)
        hands.append({"auction": [[p, 175000] if p == bidder else [p, "pass"] for p in order],
                      "trump": "red", "counts": {"bidder_side": 100000, "other_side": 300000}})
    return {"format": "scorekeeper-game/1", "game": "make-a-million", "rules": {"target": target},
            "players": list(names), "dealer": a, "hands": hands}


def next_hand_events(game: Game) -> list[dict]:
    """The events of one more hand after ``game``'s last (the same shape as every hand of it)."""
    longer = game_from_record(counted_game(len(game.table.hands) + 1))
    return [event_to_dict(e) for e in longer.events[len(game.events):]]


def time_appends(store: GameStore, gid: str, game: Game, extra: list[dict], samples: list[float]) -> None:
    """Append one hand's events the way the service does, timing each; then put the game back."""
    count = len(game.events)
    last = event_to_dict(game.events[-1])
    for ev in extra:
        t0 = time.perf_counter()
        store.append_event(gid, ev, expected_count=count, expected_last=last)
        samples.append(time.perf_counter() - t0)
        count, last = count + 1, ev
    store.replace_events(gid, [event_to_dict(e) for e in game.events])  # untimed: back to the start


def bench_events(base: Path, rounds: int) -> dict[int, list[float]]:
    store = GameStore(base / "events", auto_backup=False)
    cases = {}
    for hands in (1, 500):
        game = game_from_record(counted_game(hands))
        cases[hands] = (store.create_game(game), game, next_hand_events(game))
    samples: dict[int, list[float]] = {hands: [] for hands in cases}
    for _ in range(rounds):
        for hands, (gid, game, extra) in cases.items():
            time_appends(store, gid, game, extra, samples[hands])
    return samples


def records(n: int) -> list[tuple[str, bytes]]:
    out = []
    for k in range(n):
        names = (f"A{k % 40}", f"Z{k % 40}", f"B{k % 40}", f"Y{k % 40}")
        record = counted_game(1 + k % 5, names, target=100_000_000 - k)  # each record a different game
        out.append((f"game-{k:04d}.json", json.dumps(record).encode()))
    return out


def bench_listing(folders: dict[int, Path], repeats: int) -> dict[int, tuple[float, float]]:
    """(opening the store and its first page, median of the page asked again) per number of games."""
    first: dict[int, float] = {}
    again: dict[int, list[float]] = {n: [] for n in folders}
    for n, folder in folders.items():
        t0 = time.perf_counter()
        page = GameStore(folder, auto_backup=False).list_games(limit=PAGE)
        first[n] = time.perf_counter() - t0
        assert len(page) == min(n, PAGE)
    stores = {n: GameStore(folder, auto_backup=False) for n, folder in folders.items()}
    for s in stores.values():
        s.list_games(limit=PAGE)
    for _ in range(repeats):
        for n, store in stores.items():
            t0 = time.perf_counter()
            store.list_games(limit=PAGE)
            again[n].append(time.perf_counter() - t0)
    return {n: (first[n], statistics.median(again[n])) for n in folders}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=12, help="hands appended per case (8 events each)")
    parser.add_argument("--dir", help="where to make the data folders (default: a temporary folder)")
    args = parser.parse_args()
    base = Path(args.dir) if args.dir else Path(tempfile.mkdtemp(prefix="bench-store-"))
    try:
        run(base, args.rounds)
    finally:
        if not args.dir:
            shutil.rmtree(base, ignore_errors=True)


def run(base: Path, rounds: int) -> None:
    events = bench_events(base, rounds)
    small, large = statistics.median(events[1]), statistics.median(events[500])
    print(f"1. storing one event (fsynced, compare-and-append), {len(events[1])} events per case")
    print(f"   {'game length':>12} {'median ms':>10} {'p90 ms':>8}")
    for hands, s in events.items():
        print(f"   {f'{hands} hands':>12} {statistics.median(s) * 1000:>10.3f} "
              f"{sorted(s)[int(len(s) * 0.9)] * 1000:>8.3f}")
    print(f"   ratio 500 / 1 hand: {large / small:.2f}x (goal <= 1.2x)")

    t0 = time.perf_counter()
    service = Scorekeeper(GameStore(base / "imported", auto_backup=False))
    stored = service.import_records(records(1000))
    imported = time.perf_counter() - t0
    assert len({r.game_id for r in stored}) == service.count_games() == 1000

    ten = Scorekeeper(GameStore(base / "ten", auto_backup=False))
    ten.import_records(records(10))
    listing = bench_listing({10: base / "ten", 1000: base / "imported"}, repeats=200)
    print(f"2. the first page ({PAGE} games) of the game list")
    print(f"   {'saved games':>12} {'open + page ms':>15} {'again, median ms':>17}")
    for n, (first, again) in listing.items():
        print(f"   {n:>12,} {first * 1000:>15.3f} {again * 1000:>17.4f}")
    print(f"   ratio 1,000 / 10 games: open + page {listing[1000][0] / listing[10][0]:.1f}x, "
          f"again {listing[1000][1] / listing[10][1]:.2f}x")
    print(f"3. importing 1,000 records (checked, stored, fsynced): {imported:.1f} s in total")


if __name__ == "__main__":
    main()
