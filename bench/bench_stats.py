"""``scorekeeper stats`` over a season of 2,000 games and 50,000 hands, printed beside ``games``.

    .venv/bin/python bench/bench_stats.py [--games N] [--hands N] [--runs N]

Fills a data folder (no fsync, to build it quickly) with ``--games`` finished Make-a-Million games of
``--hands`` hands each (default 2,000 x 25 = 50,000 hands), their entries stored a week apart four games
an evening, then runs, in this process, ``games`` and ``stats --json``, ``stats --json --evenings`` and
``stats --since`` a month, and prints the best of ``--runs`` side by side (goal: stats <= 1 s here), after
the first ``stats`` (which replays every game and writes the cache).  No asserts.
"""

from __future__ import annotations

import argparse
import contextlib
import io
import sys
import tempfile
import time
from datetime import datetime, timedelta
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from scorekeeper.cli_store import main  # noqa: E402
from scorekeeper.rules import game_from_record  # noqa: E402
from scorekeeper.rules.when import hand_spans  # noqa: E402
from scorekeeper.store import GameStore  # noqa: E402
from scorekeeper.store.model import GameSpec  # noqa: E402
from tests.store.records import finished_game  # noqa: E402

GOAL = 1.0


def fill(data: Path, games: int, hands: int) -> None:
    store = GameStore(data, sync=False)
    game = game_from_record(finished_game(hands))
    spans = hand_spans(game)
    first = datetime.fromisoformat("2025-01-03T19:00:00+01:00")
    specs = []
    for n in range(games):
        evening = first + timedelta(days=7 * (n // 4))
        times = [""] * len(game.events)
        for h, (begin, last) in enumerate(spans):
            at = (evening + timedelta(minutes=40 * (n % 4) + h)).isoformat()
            times[begin:last + 1] = [at] * (last - begin + 1)
        specs.append(GameSpec(game=game, created=evening.astimezone().strftime("%Y-%m-%dT%H:%M:%SZ"), times=times))
        if len(specs) == 200:
            store.create_games(specs)
            specs = []
    if specs:
        store.create_games(specs)
    store.close()


def timed(*argv: str) -> float:
    began = time.perf_counter()
    with contextlib.redirect_stdout(io.StringIO()):
        code = main(list(argv))
    assert code == 0
    return time.perf_counter() - began


def main_bench() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=2000)
    parser.add_argument("--hands", type=int, default=25)
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        data = Path(folder) / "data"
        began = time.perf_counter()
        fill(data, args.games, args.hands)
        print(f"{args.games:,} games, {args.games * args.hands:,} hands stored in {time.perf_counter() - began:.1f} s")
        cold = timed("stats", "--data", str(data), "--json")
        print(f"  stats --json, first run (every game replayed, the cache written): {cold:.2f} s")
        cases = {"games": ["games"], "stats --json": ["stats", "--json"],
                 "stats --json --evenings": ["stats", "--json", "--evenings"],
                 "stats --since (a month)": ["stats", "--json", "--since", "2026-01-01", "--until", "2026-01-31"]}
        rows = {name: min(timed(argv[0], "--data", str(data), *argv[1:]) for _ in range(args.runs))
                for name, argv in cases.items()}  # the best of the runs: the machine is shared, noise only adds
        width = max(map(len, rows))
        for name, seconds in rows.items():
            print(f"  {name:<{width}}  {seconds:6.2f} s" + ("" if name == "games" else
                                                            f"   ({seconds / rows['games']:.1f} x games; goal <= {GOAL:.0f} s)"))


if __name__ == "__main__":
    main_bench()
