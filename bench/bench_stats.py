"""``scorekeeper stats`` over a season of 2,000 games and 50,000 hands, printed beside ``games``.

    .venv/bin/python bench/bench_stats.py [--games N] [--hands N] [--runs N] [--taps N] [--folder DIR]

Fills a data folder (no fsync, to build it quickly) with ``--games`` finished Make-a-Million games of
``--hands`` hands each (default 2,000 x 25 = 50,000 hands), their entries stored a week apart four games
an evening, then runs, in this process, ``games`` and ``stats --json``, ``stats --json --evenings`` and
``stats --since`` a month, and prints the best of ``--runs`` side by side (goal: stats <= 1 s here), after
the first ``stats`` (which writes the cache: from the facts the service kept after storing each game, and
from every game replayed, for a folder an older version wrote, side by side with ``games``); then ``stats --json`` right after
one change (a new game, an Undo halfway through the book and its Redo), its ratings rated from scratch
(before) and from the first changed game on (after: the memo of rated matches); then ``games`` and ``stats --json``
each in its own process (wall and CPU seconds: on a shared machine the wall time waits for a core).  Then, in the in-process harness,
the season screen (opened, a choice of range, the same choice again) and a tap at a game's table, with
this book beside a book of ten games: the goal is the same tap cost (and beside it the big book's tap
without keeping the game's facts, as before they were kept).  The stats cache goes to
``$SCOREKEEPER_CACHE_DIR`` (default: a folder beside the data folder).  No asserts.
"""

from __future__ import annotations

import argparse
import contextlib
import io
import os
import statistics
import subprocess
import sys
import tempfile
import time
from datetime import datetime, timedelta
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from scorekeeper.cli_store import main  # noqa: E402
from scorekeeper.rules import Game, game_from_record  # noqa: E402
from scorekeeper.service.kept_facts import FactKeeper  # noqa: E402
from scorekeeper.store.fact_files import facts_folder  # noqa: E402
from scorekeeper.rules.when import hand_spans  # noqa: E402
from scorekeeper.store import GameStore  # noqa: E402
from scorekeeper.store.model import GameSpec  # noqa: E402
from tests.store.records import finished_game  # noqa: E402

sys.path.insert(0, str(Path(__file__).resolve().parent))
import bench_ui  # noqa: E402  (the table's taps, as bench_ui makes and times them)

GOAL = 1.0


def fill(data: Path, games: int, hands: int, with_facts: bool = True) -> None:
    """``with_facts``: each game's facts kept as the service keeps them after storing a game (an import, a game
    from sync: ``FactKeeper.created``, the call ``RecordFiles`` and ``Receiving`` make); without: a folder as an
    older version wrote it."""
    store = GameStore(data, sync=False)
    keeper = FactKeeper(store) if with_facts else None
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
            stored(store, keeper, specs)
            specs = []
    if specs:
        stored(store, keeper, specs)
    store.close()


def stored(store: GameStore, keeper: FactKeeper | None, specs: list[GameSpec]) -> None:
    for game_id, spec in zip(store.create_games(specs), specs):
        if keeper is not None:
            game = spec["game"]
            assert isinstance(game, Game)
            keeper.created(game_id, game)


def forget_the_cache(data: Path) -> None:
    """Everything a ``stats`` kept (the stats cache, its answers, the rated matches, in this process and in
    the cache folder), the games' fact files left as they are: the next ``stats`` is a first run."""
    from scorekeeper.store import rating_memo, stats_cache

    stats_cache.KEPT.clear()
    rating_memo.MEMO.clear()
    for kept in stats_cache.cache_folder().glob("*.json"):
        kept.unlink()


def cold_runs(data: Path, runs: int) -> dict[str, tuple[float, float]]:
    """The first ``stats --json`` on the folder (best of ``runs``), with each game's facts kept by the service
    and with none (moved aside: a folder an older version wrote), and ``games`` beside them."""
    facts = facts_folder(data)
    aside = facts.with_name(facts.name + "-aside")
    out: dict[str, tuple[float, float]] = {}
    for label in ("with the facts the service kept", "without (an older version's folder)"):
        best = (float("inf"), float("inf"))
        for _ in range(runs):
            forget_the_cache(data)
            best = min(best, timed_cpu("stats", "--data", str(data), "--json"))
        out[label] = best
        if facts.is_dir():
            facts.rename(aside)
    aside.rename(facts)
    out["games"] = min(timed_cpu("games", "--data", str(data)) for _ in range(runs))
    return out


def timed_cpu(*argv: str) -> tuple[float, float]:
    """Wall and CPU seconds of ``scorekeeper ARGV`` in this process (on a machine shared with other work
    the wall time waits for a core; the CPU time is what the command itself costs)."""
    began, cpu = time.perf_counter(), time.process_time()
    with contextlib.redirect_stdout(io.StringIO()):
        code = main(list(argv))
    assert code == 0
    return time.perf_counter() - began, time.process_time() - cpu


def rated_from_scratch() -> None:
    """Forget every rated match (the process's memo and its file): the next season is rated from its first
    game, as before the memo."""
    from scorekeeper.store import rating_memo

    rating_memo.MEMO.clear()
    rating_memo.memo_file().unlink(missing_ok=True)


def changed(data: Path, change: str) -> None:
    """One change to the book, as a phone makes it: a new game finished tonight (``new``), or an Undo of the
    last entry in the game played halfway through the book (``undo``) and putting it back (``redo``)."""
    store = GameStore(data, sync=False)
    try:
        if change == "new":
            game = game_from_record(finished_game(3))
            late = datetime.fromisoformat("2040-01-01T20:00:00+01:00") + timedelta(minutes=len(store.list_games()))
            store.create_games([GameSpec(game=game, created=late.astimezone().strftime("%Y-%m-%dT%H:%M:%SZ"),
                                         times=[late.isoformat()] * len(game.events))])
            return
        middle = sorted(store.list_games(), key=lambda s: (s.created or "", s.id))[len(store.list_games()) // 2]
        record = store.load_game_dict(middle.id)
        events = record["events"]
        assert isinstance(events, list)
        global UNDONE
        if change == "undo":
            UNDONE = events[-1]
            store.replace_events(middle.id, events[:-1])
        else:
            store.replace_events(middle.id, [*events, UNDONE])
    finally:
        store.close()


UNDONE: object = None  # the entry the last "undo" took back, for "redo" to store again


def after_a_change(data: Path, runs: int) -> None:
    """``stats --json`` right after one change (the kept answer no longer holds): ratings rated from scratch
    (before: what ``stats`` did without the memo of rated matches) beside ratings rated again only from
    the first changed game on (after).  Each figure the best of ``runs``; each run changes the book.  The
    Redo after the memo has seen the Undo finds every match it needs kept (the memo keeps both versions)."""
    print("\n  stats --json right after one change (s, best of runs)   before: rated from scratch   after: from the change on")
    for label, steps in (("a new game finished tonight", ("new",)),
                         ("an Undo in game 1,000 of 2,000 / its Redo", ("undo", "redo"))):
        figures: dict[tuple[bool, str], float] = {}
        for scratch in (True, False):
            for _ in range(runs):
                for step in steps:
                    if scratch:
                        rated_from_scratch()
                    changed(data, step)
                    seconds = timed_cpu("stats", "--data", str(data), "--json")
                    figures[scratch, step] = min(figures.get((scratch, step), seconds), seconds)
        before = " / ".join(f"{figures[True, step][0]:.2f}" for step in steps)
        after = " / ".join(f"{figures[False, step][0]:.2f}" for step in steps)
        cpu = " / ".join(f"{figures[scratch, step][1]:.2f}" for scratch in (True, False) for step in steps)
        print(f"  {label:<44}{before:>14}{after:>30}   (CPU before, after: {cpu})")


def in_own_process(*argv: str) -> tuple[float, float]:
    """Wall and CPU seconds of ``scorekeeper ARGV`` run as its own process (nothing kept in this one helps)."""
    before, began = os.times(), time.perf_counter()
    subprocess.run([sys.executable, "-m", "scorekeeper", *argv], check=True, stdout=subprocess.DEVNULL,
                   cwd=Path(__file__).resolve().parents[1])
    after = os.times()
    return time.perf_counter() - began, (after.children_user - before.children_user
                                         + after.children_system - before.children_system)


def ms(began: float) -> float:
    return (time.perf_counter() - began) * 1000


def season_screen(data: Path) -> dict[str, float]:
    """The season screen in the in-process harness on the store in ``data`` (milliseconds): opened (this
    month), a choice of range (all time: the whole book worked out from the stats cache), another (this
    year), and the first again (the book unchanged: read as worked out)."""
    from scorekeeper.ui.app import make_main
    from tests.ui.harness import UI

    store = GameStore(data, sync=False)
    began = time.perf_counter()
    ui = UI(make_main(lambda: store), route="/season")
    out = {"season screen opened": ms(began)}
    for label, choice in (("season: All time chosen", "all"), ("season: This year chosen", "year"),
                          ("season: All time again", "all")):
        began = time.perf_counter()
        ui.select("season-range", choice)
        out[label] = ms(began)
    ui.close()
    store.close()
    return out


def table_taps(data: Path, taps: int) -> tuple[float, float]:
    """Median server time (ms) of a Money-card tap and of a "who took it" tap at a game's table, the game
    stored in ``data`` beside whatever else is stored there."""
    from scorekeeper.ui.app import make_main
    from tests.ui.harness import UI

    store = GameStore(data, sync=False)
    game_id = store.create_game(bench_ui.Game.new("make-a-million", bench_ui.PLAYERS, "Y", {"target": 100_000_000}),
                                name="Tonight")
    ui = UI(make_main(lambda: store), route=f"/game/{game_id}")
    ui.click(f"bid-{bench_ui.BID}")
    for _ in range(3):
        ui.click("pass")
    ui.click("trump-red")
    money, took = [], []
    for _ in range(taps):
        money.append(bench_ui.timed(ui, "money-5000")[0])
        took.append(bench_ui.timed(ui, "winner-Z")[0])
        ui.click("undo")
        ui.click("draft-card-0")
    ui.close()
    store.close()
    return statistics.median(money), statistics.median(took)


def service_entries(data: Path, keep_facts: bool) -> tuple[float, float]:
    """Median and slowest milliseconds of ``service.play`` over every entry of a 25-hand game stored in
    ``data`` (beside whatever else is there), with the game's facts kept after each entry or not (as before)."""
    from scorekeeper.service import Scorekeeper

    store = GameStore(data, sync=False)
    service = Scorekeeper(store)
    whole = game_from_record(finished_game(25))
    game = Game.new(whole.kind, whole.players, whole.dealer, whole.settings)
    game_id = service.new_game(game)
    keep, before = FactKeeper._keep, FactKeeper.before
    if not keep_facts:
        FactKeeper._keep = lambda *_args: None  # type: ignore[method-assign]
        FactKeeper.before = lambda *_args: None  # type: ignore[method-assign]
    spent = []
    try:
        for event in whole.events:
            began = time.perf_counter()
            game = service.play(game_id, game, event)
            spent.append(ms(began))
    finally:
        FactKeeper._keep, FactKeeper.before = keep, before  # type: ignore[method-assign]
        store.close()
    return statistics.median(spent), max(spent)


def entries(data: Path, small: Path) -> None:
    """An entry stored through the service, with and without keeping the game's facts, in both books."""
    print(f"\n  {'service.play, ms (median / slowest of 150 entries)':<52}{'10 games':>16}{'the book above':>18}")
    for keep_facts in (True, False):
        few, many = service_entries(small, keep_facts), service_entries(data, keep_facts)
        label = "the game's facts kept" if keep_facts else "no facts kept (as before)"
        print(f"  {label:<52}{few[0]:>8.1f} / {few[1]:<5.1f}{many[0]:>10.1f} / {many[1]:.1f}")


def screens(data: Path, small: Path, taps: int) -> None:
    """The season screen and a tap at the table, with the big book beside a book of ten games."""
    rows = [season_screen(small), season_screen(data)]
    print(f"\n  {'(ms, in the harness)':<28}{'10 games':>12}{'the book above':>18}")
    for label in rows[0]:
        print(f"  {label:<28}{rows[0][label]:>12.0f}{rows[1][label]:>18.0f}")
    few, many = table_taps(small, taps), table_taps(data, taps)
    keep, before = FactKeeper._keep, FactKeeper.before
    FactKeeper._keep = lambda *_args: None  # type: ignore[method-assign]  # as before the facts were kept
    FactKeeper.before = lambda *_args: None  # type: ignore[method-assign]
    try:
        bare = table_taps(data, taps)
    finally:
        FactKeeper._keep, FactKeeper.before = keep, before  # type: ignore[method-assign]
    print(f"  {'':<28}{'':>12}{'':>18}   {'the book, no facts kept':>24}")
    print(f"  {'table: Money-card tap':<28}{few[0]:>12.1f}{many[0]:>18.1f}   {bare[0]:>24.1f}   (ratio {many[0] / few[0]:.2f})")
    print(f"  {'table: who-took-it tap':<28}{few[1]:>12.1f}{many[1]:>18.1f}   {bare[1]:>24.1f}   (ratio {many[1] / few[1]:.2f})")


def main_bench() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=2000)
    parser.add_argument("--hands", type=int, default=25)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--taps", type=int, default=15, help="table taps of each kind per book (default 15)")
    parser.add_argument("--folder", type=Path, help="keep the data folder here (filled once, reused by the next run)")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as scratch:
        data = args.folder or Path(scratch) / "data"
        os.environ.setdefault("SCOREKEEPER_CACHE_DIR", f"{data}-cache")
        began = time.perf_counter()
        if not (data / "games").is_dir():
            fill(data, args.games, args.hands)
        print(f"{args.games:,} games, {args.games * args.hands:,} hands stored in {time.perf_counter() - began:.1f} s")
        print(f"  stats --json, first run on the folder (the cache written), best of {args.runs}:")
        for label, (wall, cpu) in cold_runs(data, args.runs).items():
            print(f"    {label:<40}{wall:6.2f} s (CPU {cpu:.2f} s)" + ("" if label == "games" else f"   goal <= {GOAL:.0f} s"))
        cases = {"games": ["games"], "stats --json": ["stats", "--json"],
                 "stats --json --evenings": ["stats", "--json", "--evenings"],
                 "stats --since (a month)": ["stats", "--json", "--since", "2026-01-01", "--until", "2026-01-31"]}
        both = {name: min(timed_cpu(argv[0], "--data", str(data), *argv[1:]) for _ in range(args.runs))
                for name, argv in cases.items()}  # the best of the runs: the machine is shared, noise only adds
        rows = {name: wall for name, (wall, _cpu) in both.items()}
        width = max(map(len, rows))
        for name, seconds in rows.items():
            print(f"  {name:<{width}}  {seconds:6.2f} s (CPU {both[name][1]:.2f} s)" + ("" if name == "games" else
                                                            f"   ({seconds / rows['games']:.1f} x games; goal <= {GOAL:.0f} s)"))
        own = {name: min(in_own_process(*argv, "--data", str(data)) for _ in range(args.runs))
               for name, argv in (("games", ["games"]), ("stats --json", ["stats", "--json"]))}
        print(f"  each in its own process (Python's start and imports included; wall and CPU seconds):")
        for name, (wall, cpu) in own.items():
            print(f"  {name:<{width}}  {wall:6.2f} s   (CPU {cpu:.2f} s)")
        after_a_change(data, args.runs)
        small = Path(scratch) / "small"
        fill(small, 10, args.hands)
        screens(data, small, args.taps)
        entries(data, small)


if __name__ == "__main__":
    main_bench()
