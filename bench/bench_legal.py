"""A screen refresh that greys choices: one ``legal`` call against asking the rules once per candidate.

    python bench/bench_legal.py [--runs 200]

For a few positions of the worked examples (an auction's grid with Pass, a trick's winners, Five Hundred's grid
of 27 calls), times a refresh's question both ways, ``--runs`` times each, and prints the medians side by side
in microseconds, with the ratio.  The answers are checked equal first.
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path

from scorekeeper.rules import BidMade, Event, Game, Passed, game_from_record, legal
from timing import median_us  # (the bench folder is first on sys.path when a bench runs)

EXAMPLES = Path(__file__).resolve().parents[1] / "tests" / "examples"


def at(name: str, count: int) -> Game:
    game = game_from_record(json.loads((EXAMPLES / f"{name}.json").read_text(encoding="utf-8")))
    return game.with_events(game.events[:count])


def positions() -> list[tuple[str, Game, list[Event]]]:
    from scorekeeper.games.euchre import TrickWon
    from scorekeeper.games.five_hundred import ContractBid
    from scorekeeper.games.five_hundred.settings import BIDS

    million = at("dollars-made-then-set-back", 1)
    rook = at("rook-95-bid", 1)
    euchre = at("euchre-march-alone-euchred", 14)
    five = at("five-hundred-win-by-bid", 2)
    return [
        ("make-a-million auction, 46 bids + Pass", million,
         [Passed("Z"), *(BidMade("Z", a) for a in range(175000, 400001, 5000))]),
        ("rook auction grid, 19 bids + Pass", rook, [Passed("B"), *(BidMade("B", a) for a in range(70, 161, 5))]),
        ("euchre trick 5, 4 winners", euchre, [TrickWon(p) for p in euchre.players]),
        ("five hundred grid, 27 calls", five, [Passed("Cat"), *(ContractBid("Cat", b) for b in BIDS)]),
    ]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--runs", type=int, default=200)
    runs = parser.parse_args().runs
    print(f"{'screen refresh':44} {'per candidate':>14} {'legal()':>10} {'ratio':>7}   (median µs, {runs} runs)")
    for name, game, candidates in positions():
        def one_by_one() -> list[str | None]:
            return [game.why_not(e) for e in candidates]

        def at_once() -> list[str | None]:
            verdict = legal(game, candidates)
            refusals = verdict.refusals()
            return [refusals.get(e) for e in candidates]

        assert one_by_one() == at_once(), name
        before, after = median_us(one_by_one, runs), median_us(at_once, runs)
        print(f"{name:44} {before:14.0f} {after:10.0f} {after / before:7.2f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
