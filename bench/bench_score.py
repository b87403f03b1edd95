"""How long `scorekeeper score` takes on a long record, against an independent reference scorer.

    python bench/bench_score.py [--hands 5000] [--runs 5] [--thrown-in 20000] [--profile 25]

Builds a 5,000-hand trick-by-trick Make-a-Million record (4 players, fixed
partners, a fixed seed, the highest target the settings allow and
hands steered so nobody reaches it, every hand
legal), writes it to a temporary file, and checks that ``bench/reference_scorer.py``
(a minimal scorer written from the spec alone, checking the record's rules as
``score`` does) prints the very same report as ``score --json``.  Then it times whole
processes, ``--runs`` each, and takes the medians of their CPU time (what the program
costs, even on a busy machine) and of their wall time:

    python -c "import json,sys; json.load(open(sys.argv[1]))" FILE     (the floor: reading it)
    python bench/reference_scorer.py FILE --no-checks                   (reading + arithmetic)
    python bench/reference_scorer.py FILE                               (the reference scorer)
    python -m scorekeeper score FILE --json > /dev/null

and prints them side by side with score's ratio to each (goal: score / reference scorer
<= 1.2, issue 39).  All run with their bytecode cached, as an installed package has it
(see ``installed_env``); the score figure with
its sources compiled on every run is printed too, and then the CPU time of each phase of one
score process (start, imports, reading, fused scoring, output) and of one replay of the record (start,
imports, reading, replay, report, output, freeing: what score does with a record the fused path declines).  Then, in
this process: the replay time per hand of that record against records of
5,000 and 20,000 thrown-in hands (everyone passes; linear: the same per hand),
and the median time of ``game.play`` for the calls of hand 1 against those
of hand 500 (playing one event costs the same at any point of a game).  Last it
profiles the scorer in-process on the same file and prints where time goes.
It also checks (python -X importtime) that the score command imports neither
flet nor tinydb.
"""

from __future__ import annotations

import argparse
import cProfile
import gc
import io
import json
import os
import pstats
import random
import resource
import subprocess
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Callable

GOAL = 1.2  # issue 39: score within 1.2x the CPU time of the reference scorer
TARGET = 100_000_000  # the highest target the settings allow (10**12 is refused)
PLAYERS = ["A", "Z", "B", "Y"]
MONEY = [v for v in (40000, 30000, 15000, 10000, 5000) for _ in range(4)]
COLORS = ["red", "yellow", "black", "green", "none"]


def trick_value(money: list[int], bull_bear: list[str]) -> int:
    """docs/rules.md 1.7, written out again so the benchmark checks the scorer rather than copying it."""
    if bull_bear and bull_bear[-1] == "bear":
        return 0
    return sum(money) * 2 ** bull_bear.count("bull")


def long_record(hands: int, seed: int = 1934) -> dict:
    """A legal record: auctions from left of the dealer, 13 tricks holding exactly 400,000."""
    rnd = random.Random(seed)
    out = []
    totals = dict.fromkeys(PLAYERS, 0)
    dealer = PLAYERS.index("Y")
    for _ in range(hands):
        order = [PLAYERS[(dealer + 1 + i) % 4] for i in range(4)]
        auction, passed, high, bidder, seat = [], set(), None, None, 0
        while not (len(passed) == 3 and bidder is not None):
            player = order[seat % 4]
            seat += 1
            if player in passed:
                continue
            low = 175_000 if high is None else high + 10_000
            if low <= 400_000 and (bidder is None and len(passed) == 3 or rnd.random() < 0.45):
                high, bidder = min(low + 5000 * rnd.choice((0, 0, 1, 3)), 400_000), player
                auction.append([player, high])
            else:
                passed.add(player)
                auction.append([player, "pass"])
        cards = MONEY[:]
        rnd.shuffle(cards)
        discarded = cards[:rnd.choice((0, 0, 0, 1))]
        cards = cards[len(discarded):]
        tricks = [{"winner": "", "money": []} for _ in range(13)]
        for card in cards:
            rnd.choice([t for t in tricks if len(t["money"]) < 3])["money"].append(card)
        for special in ("bull", "bear"):
            rnd.choice([t for t in tricks if len(t["money"]) + len(t.get("bull_bear", [])) < 4]) \
                .setdefault("bull_bear", []).append(special)
        side = {bidder, PLAYERS[(PLAYERS.index(bidder) + 2) % 4]}
        others = [p for p in PLAYERS if p not in side]
        # The target may be at most 100,000,000: a side that is well ahead and bids is set back
        # (it takes just under its bid), so the totals wander but never reach the target.
        set_back = totals[bidder] > 2_000_000
        count = 0
        for t in tricks:
            value = trick_value(t["money"], t.get("bull_bear", []))
            if set_back:
                mine = count + value < high
            else:
                mine = rnd.random() < 0.5
            t["winner"] = rnd.choice(sorted(side)) if mine else rnd.choice(others)
            count += value if mine else 0
        other = sum(trick_value(t["money"], t.get("bull_bear", [])) for t in tricks) - count
        for p in PLAYERS:
            totals[p] += (count if count >= high else -high) if p in side else other
        hand = {"auction": auction, "trump": rnd.choice(COLORS), "tricks": tricks}
        if discarded:
            hand["discarded_money"] = discarded
        out.append(hand)
        dealer = (dealer + 1) % 4
    return {"format": "scorekeeper-game/1", "game": "make-a-million", "rules": {"target": TARGET},
            "players": PLAYERS, "dealer": "Y", "hands": out}


def thrown_in_record(hands: int) -> dict:
    """Every player passes in every hand: each is thrown in and the deal passes left."""
    out, dealer = [], PLAYERS.index("Y")
    for _ in range(hands):
        out.append({"auction": [[PLAYERS[(dealer + 1 + i) % 4], "pass"] for i in range(4)]})
        dealer = (dealer + 1) % 4
    return {"format": "scorekeeper-game/1", "game": "make-a-million", "players": PLAYERS, "dealer": "Y",
            "hands": out}


def installed_env(folder: Path) -> dict[str, str]:
    """The environment of a timed process: bytecode cached (in ``folder``), as an installed package has it.

    ``pip install`` leaves compiled bytecode next to the sources, and Python writes it on the
    first import of an editable install, so a user's ``score`` does not compile its sources;
    a ``PYTHONDONTWRITEBYTECODE`` in the benchmark's own environment would make every timed run
    compile them again (about 40 ms of CPU).  Both commands get the same environment.
    """
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    env["PYTHONPYCACHEPREFIX"] = str(folder / "pycache")
    return env


def median_of(runs: int, argv: list[str], env: dict[str, str] | None = None) -> tuple[float, float]:
    """Median wall time and median CPU time (user + system) of a whole process.

    CPU time is the figure to compare on a busy machine: waiting for a core is not the program's cost.
    """
    walls, cpus = [], []
    for _ in range(runs):
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        start = time.perf_counter()
        subprocess.run(argv, stdout=subprocess.DEVNULL, check=True, env=env)
        walls.append(time.perf_counter() - start)
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        cpus.append(after.ru_utime + after.ru_stime - before.ru_utime - before.ru_stime)
    return statistics.median(walls), statistics.median(cpus)


def same_output(first: list[str], second: list[str], env: dict[str, str]) -> bool:
    """Both commands succeed and print the same bytes: the reference does the same job, so the ratio is fair."""
    outputs = [subprocess.run(argv, capture_output=True, check=True, env=env).stdout for argv in (first, second)]
    return outputs[0] == outputs[1]


def median_call(runs: int, call: Callable[[], object]) -> float:
    """Median CPU seconds of ``call()`` in this process, with the cyclic collector off as in ``score``."""
    times = []
    for _ in range(runs):
        gc.collect()
        gc.disable()
        try:
            start = time.process_time()
            call()
            times.append(time.process_time() - start)
        finally:
            gc.enable()
    return statistics.median(times)


def replay_per_hand(record: dict, runs: int) -> float:
    """Seconds per hand to turn a parsed record into a scored game (in this process)."""
    from scorekeeper.rules import game_from_record

    return median_call(runs, lambda: game_from_record(record)) / len(record["hands"])


def play_times(record: dict, hands: tuple[int, ...], runs: int = 40) -> list[float]:
    """Median CPU seconds of one ``game.play(call)`` over the calls of each hand N, each on the newest game.

    As at the table: the game stands before hand N and every tap plays on the game the
    last tap made.  The hands take turns, run by run, so a busy machine slows them alike.
    """
    from scorekeeper.rules import BidMade, Passed, game_from_record

    games = [game_from_record({**record, "hands": record["hands"][: hand - 1]}) for hand in hands]
    calls = [[Passed(p) if a == "pass" else BidMade(p, a) for p, a in record["hands"][hand - 1]["auction"]]
             for hand in hands]
    times: list[list[float]] = [[] for _ in hands]
    for _ in range(runs):
        for game, events, spent in zip(games, calls, times):
            newest = game.with_events(game.events)
            newest.table  # derived before the clock starts, as on a screen
            for event in events:
                start = time.process_time()  # CPU time: waiting for a core is not play's cost
                newest = newest.play(event)
                spent.append(time.process_time() - start)
    return [statistics.median(spent) for spent in times]


PHASES = """
import gc, json, sys, time
start = time.process_time()
from scorekeeper import cli
from scorekeeper.jsonfile import read_json
from scorekeeper.rules import game_from_record, score_report
from scorekeeper.rules.game_record import record_keys
gc.disable()
marks = [start, time.process_time()]
record = read_json(sys.argv[1], record_keys); marks.append(time.process_time())
game = game_from_record(record); marks.append(time.process_time())
report = score_report(game); marks.append(time.process_time())
text = json.dumps(report, ensure_ascii=False, check_circular=False); marks.append(time.process_time())
del record, game, report, text; marks.append(time.process_time())
print(" ".join(str(m) for m in marks))
"""


FUSED_PHASES = """
import gc, json, sys, time
start = time.process_time()
from scorekeeper import cli
from scorekeeper.jsonfile import read_json
from scorekeeper.rules.game_record import fused_report, record_keys
from scorekeeper.rules.registry import rules_for
rules_for("make-a-million")
gc.disable()
marks = [start, time.process_time()]
record = read_json(sys.argv[1], record_keys); marks.append(time.process_time())
report = fused_report(record); marks.append(time.process_time())
assert report is not None, "the fused path declined the benchmark's record"
text = json.dumps(report, ensure_ascii=False, check_circular=False); marks.append(time.process_time())
print(" ".join(str(m) for m in marks))
"""


def fused_phases(path: Path, env: dict[str, str]) -> str:
    """The same for what ``score --json`` does with this record: the game's fused path (no events, no hands)."""
    done = subprocess.run([sys.executable, "-c", FUSED_PHASES, str(path)], capture_output=True, text=True, check=True,
                          env=env)
    marks = [float(m) for m in done.stdout.split()]
    names = ("start", "imports (with the game's)", "read + strict JSON", "fused scoring", "JSON out")
    spent = [marks[0], *(b - a for a, b in zip(marks, marks[1:]))]
    return "score --json's phases (CPU, one process): " + " · ".join(
        f"{n} {t * 1000:.0f} ms" for n, t in zip(names, spent))


def phases(path: Path, env: dict[str, str]) -> str:
    """Where a ``score`` process spends its CPU time, phase by phase (one process, the same steps as cmd_score)."""
    done = subprocess.run([sys.executable, "-c", PHASES, str(path)], capture_output=True, text=True, check=True,
                          env=env)
    marks = [float(m) for m in done.stdout.split()]
    names = ("start", "imports", "read + strict JSON", "events + replay", "report", "JSON out", "freeing it all")
    spent = [marks[0], *(b - a for a, b in zip(marks, marks[1:]))]
    return "phases (CPU, one process): " + " · ".join(f"{n} {t * 1000:.0f} ms" for n, t in zip(names, spent))


def profile(path: Path, top: int) -> str:
    from scorekeeper import cli

    profiler = cProfile.Profile()
    sink, real = io.StringIO(), sys.stdout
    sys.stdout = sink
    try:
        profiler.runcall(cli.main, ["score", str(path), "--json"])
    finally:
        sys.stdout = real
    text = io.StringIO()
    pstats.Stats(profiler, stream=text).sort_stats("tottime").print_stats(top)
    return text.getvalue()


def imported_modules(path: Path) -> set[str]:
    done = subprocess.run([sys.executable, "-X", "importtime", "-m", "scorekeeper", "score", str(path), "--json"],
                          stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True, check=True)
    return {line.rsplit("|", 1)[-1].strip() for line in done.stderr.splitlines() if "|" in line}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--hands", type=int, default=5000)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--thrown-in", type=int, default=20_000, help="hands of the all-pass record")
    parser.add_argument("--profile", type=int, default=25, help="profile lines to show (0: no profile)")
    args = parser.parse_args()

    record = long_record(args.hands)
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "long-game.json"
        path.write_text(json.dumps(record), encoding="utf-8")
        check = subprocess.run([sys.executable, "-m", "scorekeeper", "score", str(path), "--json"],
                               capture_output=True, text=True)
        if check.returncode != 0:
            print("the generated record was refused:", check.stderr.strip())
            return 1
        report = json.loads(check.stdout)
        assert len(report["hands"]) == args.hands and report["winner"] is None

        env = installed_env(Path(folder))
        reference = str(Path(__file__).with_name("reference_scorer.py"))
        argvs = {
            "json.load": [sys.executable, "-c", "import json,sys; json.load(open(sys.argv[1]))", str(path)],
            "reference, arithmetic only": [sys.executable, reference, str(path), "--no-checks"],
            "reference scorer": [sys.executable, reference, str(path)],
            "score --json": [sys.executable, "-m", "scorekeeper", "score", str(path), "--json"],
        }
        honest = same_output(argvs["reference scorer"], argvs["score --json"], env)
        if not honest:
            print("the reference scorer and score print different reports: no comparison")
            return 1
        for argv in argvs.values():
            median_of(1, argv, env)  # writes the bytecode once
        figures = {name: median_of(args.runs, argv, env) for name, argv in argvs.items()}
        _, compiling_cpu = median_of(args.runs, argvs["score --json"], {**os.environ, "PYTHONDONTWRITEBYTECODE": "1"})
        size = os.path.getsize(path)
        print(f"record: {args.hands} hands, {size:,} bytes ({size / 1e6:.1f} MB); medians of {args.runs} runs; "
              f"the reference scorer and score print the same report, byte for byte")
        print(f"{'process':28} {'CPU time':>9} {'wall time':>10} {'score/it (CPU)':>15}")
        score_cpu = figures["score --json"][1]
        for name, (wall, cpu) in figures.items():
            print(f"{name:28} {cpu * 1000:6.0f} ms {wall * 1000:7.0f} ms {score_cpu / cpu:15.2f}")
        ratio = score_cpu / figures["reference scorer"][1]
        verdict = "OK" if ratio <= GOAL else "ABOVE GOAL"
        print(f"score / reference scorer (CPU): {ratio:.2f}  (goal <= {GOAL}): {verdict}")
        print(f"(bytecode cached, as installed; were its sources compiled on every run, as with "
              f"PYTHONDONTWRITEBYTECODE and no __pycache__: score {compiling_cpu * 1000:.0f} ms CPU)")
        print(fused_phases(path, env))
        print("the replay's " + phases(path, env) + "  (what score does with a record the fused path declines)")

        quarter = args.thrown_in // 4
        normal_each = replay_per_hand(record, args.runs)
        short_each = replay_per_hand(thrown_in_record(quarter), args.runs)
        long_each = replay_per_hand(thrown_in_record(args.thrown_in), args.runs)
        print()
        print(f"replay per hand (CPU, in process): {args.hands:,} real hands {normal_each * 1e6:6.1f} us · "
              f"thrown-in: {quarter:,} hands {short_each * 1e6:6.1f} us, {args.thrown_in:,} hands "
              f"{long_each * 1e6:6.1f} us")
        print(f"  thrown-in/real {long_each / normal_each:.2f} · {args.thrown_in:,}/{quarter:,} thrown-in per hand "
              f"{long_each / short_each:.2f} (linear: about 1)")

        early, late = play_times(record, (1, 500))
        print(f"game.play(a call) (CPU): at hand 1 {early * 1e6:6.1f} us · at hand 500 "
              f"{late * 1e6:6.1f} us · ratio {late / early:.2f} (O(1): about 1)")
        print()

        modules = imported_modules(path)
        heavy = sorted(m for m in modules if m.split(".")[0] in ("flet", "tinydb", "flet_charts"))
        print(f"score imports {len(modules)} modules; flet/tinydb among them: {', '.join(heavy) or 'none'}")
        ours = sorted(m for m in modules if m.startswith("scorekeeper"))
        print("scorekeeper modules imported:", ", ".join(ours))

        if args.profile:
            print()
            print(profile(path, args.profile))
    return 0


if __name__ == "__main__":
    sys.exit(main())
