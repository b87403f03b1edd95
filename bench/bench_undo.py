"""Undo of the last entry at hand 10 against hand 500: ``Game.undo`` (no replay) beside a full replay.

    python bench/bench_undo.py [--runs 50]

Builds the long Make-a-Million record of ``bench_score.py`` (500 hands trick by trick, every hand legal), and at the
last entry of hand 10 and of hand 500 times ``game.undo()`` and, for comparison, the replay Undo used to be
(``game.with_events(game.events[:-1])``); prints the medians side by side in microseconds.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from scorekeeper.rules import Game, game_from_record

sys.path.insert(0, str(Path(__file__).resolve().parent))
from bench_score import long_record  # noqa: E402  (the same long, legal record the score bench builds)
from timing import median_us  # noqa: E402


def long_game(hands: int) -> Game:
    """A game of ``hands`` hands played trick by trick, nobody reaching the target."""
    return game_from_record(long_record(hands))


def upto_hand(game: Game, hand: int) -> Game:
    """The game as it stood after the last entry of hand ``hand``."""
    table = game.table
    last = table.hands[hand - 1]
    return game.with_events(game.events[:last.first_event + last.event_count])


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--runs", type=int, default=50)
    runs = parser.parse_args().runs
    game = long_game(500)
    print(f"{'Undo of the last entry':28} {'hand 10':>10} {'hand 500':>10}   (median µs, {runs} runs)")
    at10, at500 = upto_hand(game, 10), upto_hand(game, 500)
    for name, undo in (("Game.undo (no replay)", lambda g: g.undo()),
                       ("replay (Undo before)", lambda g: g.with_events(g.events[:-1]))):
        cost = [median_us(lambda: undo(g), runs) for g in (at10, at500)]
        print(f"{name:28} {cost[0]:10.0f} {cost[1]:10.0f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
