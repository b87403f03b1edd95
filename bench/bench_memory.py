"""How much memory `score`, `import` and `restore` take per MB of what they are handed, and the caps that follow.

    python bench/bench_memory.py [--sizes 1,2.5,5] [--budget 512]

Builds records of a few sizes of two kinds (bench_score's generators, fixed seeds): a trick-by-trick
Make-a-Million record (``long``: many fields per hand) and a record where every hand is thrown in
(``thrown-in``: four passes a hand, the most events per byte a legal record has).  For each record, a
fresh process runs

    scorekeeper score FILE --json           the record scored
    scorekeeper import FILE                 into an empty data folder
    scorekeeper restore BACKUP              a backup holding that one imported game, into an empty folder
    GameStore(...).load_game(id)            that game's files read and its events replayed (what a restore
                                            that checks each game through the rules does, one game at a time)

and its peak resident memory is read from ``os.wait4`` (the kernel's high-water mark of that one
child).  The table prints, per command: the input's size (the record; the backup member, the journal,
for restore), the peak, and the peak per MB of input above the peak of the same command on a tiny
record (what the interpreter and its imports take).  Last, the cap each command's worst kind implies:
the input whose peak stays within ``--budget`` MB with a quarter of it left as a margin, next to the
caps ``scorekeeper.limits`` sets now.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(Path(__file__).resolve().parent), str(ROOT)]  # this checkout's caps, not an installed copy's
from bench_score import long_record, thrown_in_record  # noqa: E402  (the benchmark's own generators)

MB = 1_000_000
LONG_BYTES_PER_HAND = 685  # about: the 5,000-hand record is 3.4 MB
THROWN_IN_BYTES_PER_HAND = 70


def peak_mb(argv: list[str]) -> float:
    """Run ``argv`` in a fresh process (its output thrown away) and return its peak RSS in MB."""
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    proc = subprocess.Popen(argv, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, env=env, cwd=ROOT)
    assert proc.stderr is not None
    errors = proc.stderr.read()
    _, status, usage = os.wait4(proc.pid, 0)
    proc.returncode = os.waitstatus_to_exitcode(status)
    if proc.returncode != 0:
        raise SystemExit(f"{' '.join(argv[2:])} failed: {errors.decode(errors='replace').strip()}")
    return usage.ru_maxrss * 1024 / MB  # Linux gives kilobytes


def scorekeeper(*args: str) -> list[str]:
    return [sys.executable, "-m", "scorekeeper", *args]


def measure(record: dict, folder: Path, label: str) -> dict[str, tuple[float, float]]:
    """{command: (input MB, peak MB)} for one record."""
    path = folder / f"{label}.json"
    path.write_text(json.dumps(record), encoding="utf-8")
    source, target = folder / f"{label}-data", folder / f"{label}-restored"
    backup = folder / f"{label}-backup.zip"
    out = {"score": (path.stat().st_size / MB, peak_mb(scorekeeper("score", str(path), "--json")))}
    out["import"] = (out["score"][0], peak_mb(scorekeeper("import", "--data", str(source), str(path))))
    subprocess.run(scorekeeper("backup", "--data", str(source), str(backup)), check=True, stdout=subprocess.DEVNULL,
                   env={**os.environ, "PYTHONPATH": str(ROOT)}, cwd=ROOT)
    journal = max((p.stat().st_size for p in (source / "games").glob("*.events")), default=0)
    target.mkdir()
    out["restore"] = (journal / MB, peak_mb(scorekeeper("restore", "--data", str(target), str(backup))))
    out["replay"] = (journal / MB, peak_mb([sys.executable, "-c", REPLAY, str(target)]))
    return out


# What a restore that replays each game through the rules costs for one game: its files read, its events replayed.
REPLAY = """
import sys
from scorekeeper.store import GameStore
store = GameStore(sys.argv[1], auto_backup=False)
for summary in store.list_games():
    store.load_game(summary.id)
"""


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--sizes", default="1,2.5,5", help="record sizes in MB, comma-separated")
    parser.add_argument("--budget", type=float, default=512.0, help="the peak every accepted input stays within, MB")
    args = parser.parse_args()
    sizes = [float(s) for s in args.sizes.split(",")]
    commands = ("score", "import", "restore", "replay")

    with tempfile.TemporaryDirectory(prefix="bench-memory-") as tmp:
        folder = Path(tmp)
        base = measure(thrown_in_record(4), folder, "tiny")
        rows: list[tuple[str, dict[str, tuple[float, float]]]] = []
        for size in sizes:
            rows.append((f"long {size:g} MB", measure(long_record(int(size * MB / LONG_BYTES_PER_HAND)), folder,
                                                      f"long-{size:g}")))
            rows.append((f"thrown-in {size:g} MB", measure(thrown_in_record(int(size * MB / THROWN_IN_BYTES_PER_HAND)),
                                                           folder, f"thrown-{size:g}")))

    print("peak resident memory of one process (MB); per MB: (peak - tiny record's peak) / input MB")
    print(f"{'record':18}" + "".join(f" | {c + ' in':>10} {'peak':>7} {'per MB':>6}" for c in commands))
    print(f"{'tiny':18}" + "".join(f" | {base[c][0]:10.3f} {base[c][1]:7.1f} {'':>6}" for c in commands))
    worst = dict.fromkeys(commands, 0.0)
    for label, figures in rows:
        cells = []
        for c in commands:
            size, peak = figures[c]
            per = (peak - base[c][1]) / size if size else 0.0
            worst[c] = max(worst[c], per)
            cells.append(f" | {size:10.2f} {peak:7.1f} {per:6.1f}")
        print(f"{label:18}" + "".join(cells))
    print("(restore's and replay's input is the game's journal, the largest member of its backup; replay: the "
          "game's files read and its events replayed, as a restore that checks every game through the rules does)")
    print()

    from scorekeeper import limits

    usable = args.budget * 0.75
    print(f"caps for a {args.budget:g} MB peak, a quarter kept as margin ({usable:g} MB), at the worst per-MB figure:")
    for c in commands:
        cap = (usable - base[c][1]) / worst[c] if worst[c] else float("inf")
        print(f"  {c:8} {worst[c]:5.1f} MB per MB over {base[c][1]:5.1f} MB at start -> input up to {cap:6.1f} MB")
    print(f"limits now: record {limits.mib(limits.MAX_RECORD_BYTES)}, stored file (journal, backup member) "
          f"{limits.mib(limits.MAX_STORED_FILE_BYTES)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
