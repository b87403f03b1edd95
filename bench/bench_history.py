"""What the checked history costs: a correction and an Undo with 1, 100 and 1,000 lines of history before.

    .venv/bin/python bench/bench_history.py [--rounds N] [--dir DIR]

Each correction (and each Undo, Redo) reads the game's history whole and checks every line (its
checksum, the chain, the setup file's witness) before it appends its own and writes the witness into
the setup file; a tap that stores an entry does neither.  Prints the medians side by side, and the
ratio to the 1-line case (a keeper corrects a few times a game: 1,000 lines is far past any real one).
No asserts.
"""

from __future__ import annotations

import argparse
import shutil
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from scorekeeper.rules import Game, event_from_dict  # noqa: E402
from scorekeeper.service import Scorekeeper  # noqa: E402
from scorekeeper.store import GameStore  # noqa: E402

PLAYERS = ["North", "East", "South", "West"]
LINES = (1, 100, 1000)


def counts(tricks: int):
    return event_from_dict({"type": "counts", "bidder_side": tricks, "other_side": None})


def game_with_history(service: Scorekeeper, lines: int) -> tuple[str, Game]:
    """A Euchre hand whose tricks were corrected ``lines`` times (written without fsync, to set up fast)."""
    gid = service.new_game(Game.new("euchre", PLAYERS, "West", None))
    game = service.open_game(gid)
    game = service.play(gid, game, event_from_dict(
        {"type": "euchre_trump", "maker": "North", "trump": "hearts", "round": 1, "alone": []}))
    game = service.play(gid, game, counts(3))
    for n in range(lines):
        game = service.correct(gid, game, lambda g, n=n: g.replace(1, counts(4 if n % 2 == 0 else 3)))
    return gid, game


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--rounds", type=int, default=15)
    parser.add_argument("--dir", type=Path, default=None)
    args = parser.parse_args()
    root = Path(tempfile.mkdtemp(prefix="bench-history-", dir=args.dir))
    try:
        setup = Scorekeeper(GameStore(root / "data", sync=False))
        games = {lines: game_with_history(setup, lines) for lines in LINES}
        service = Scorekeeper(GameStore(root / "data"))  # as the app stores: fsynced
        timings: dict[tuple[str, int], list[float]] = {}
        for _ in range(args.rounds):
            for lines in LINES:  # interleaved, so background disk activity hits the cases alike
                gid, game = games[lines]
                start = time.perf_counter()
                fixed = service.correct(gid, game, lambda g: g.replace(1, counts(5)))  # it holds 3 or 4: never 5
                middle = time.perf_counter()
                game = service.undo_action(gid, fixed).game
                end = time.perf_counter()
                games[lines] = (gid, game)
                timings.setdefault(("correction", lines), []).append(middle - start)
                timings.setdefault(("undo", lines), []).append(end - middle)
        print(f"{'history lines':>14} " + " ".join(f"{lines:>10}" for lines in LINES))
        for what in ("correction", "undo"):
            medians = [statistics.median(timings[(what, lines)]) * 1000 for lines in LINES]
            print(f"{what + ' ms':>14} " + " ".join(f"{m:>10.2f}" for m in medians))
            print(f"{'ratio':>14} " + " ".join(f"{m / medians[0]:>10.2f}" for m in medians))
    finally:
        shutil.rmtree(root, ignore_errors=True)


if __name__ == "__main__":
    main()
