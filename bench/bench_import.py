"""How long the app and the score command take to start: the games are found and loaded at first use.

    python bench/bench_import.py [--runs 7]

Prints the median over ``--runs`` fresh processes (bytecode cached, as an installed
package has it) of:

- the time to ``import scorekeeper.ui.app`` (issue 17's goal: 0.35-0.55 s or less on this machine),
- the time to import ``scorekeeper.rules`` alone and then to load every game (the registry reads the
  ``scorekeeper.games`` entry points and the subpackages of ``scorekeeper.games``),
- the wall time of a whole ``scorekeeper score --json`` process on the first worked example,

and the ten slowest modules of one ``python -X importtime -c "import scorekeeper.ui.app"``.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
EXAMPLE = ROOT / "tests" / "examples" / "dollars-made-then-set-back.json"
TIMED = ("import time; t0 = time.perf_counter(); {code}; t1 = time.perf_counter(); {then}; "
         "t2 = time.perf_counter(); print(t1 - t0, t2 - t1)")


def env() -> dict[str, str]:
    return {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}


def timed(code: str, then: str = "pass") -> tuple[float, float]:
    run = subprocess.run([sys.executable, "-c", TIMED.format(code=code, then=then)], cwd=ROOT, env=env(),
                         capture_output=True, text=True, timeout=120, check=True)
    first, second = run.stdout.split()
    return float(first), float(second)


def score_wall() -> float:
    start = time.perf_counter()
    subprocess.run([sys.executable, "-m", "scorekeeper", "score", "--json", str(EXAMPLE)], cwd=ROOT, env=env(),
                   capture_output=True, timeout=120, check=True)
    return time.perf_counter() - start


def slowest_imports(count: int = 10) -> list[tuple[int, str]]:
    run = subprocess.run([sys.executable, "-X", "importtime", "-c", "import scorekeeper.ui.app"], cwd=ROOT, env=env(),
                         capture_output=True, text=True, timeout=120, check=True)
    rows = []
    for line in run.stderr.splitlines():
        if not line.startswith("import time:") or "cumulative" in line:
            continue
        own, cumulative, name = (part.strip() for part in line.replace("import time:", "").split("|"))
        rows.append((int(cumulative), name.strip()))
    return sorted(rows, reverse=True)[:count]


def median(values: list[float]) -> str:
    return f"{statistics.median(values):.3f} s (fastest {min(values):.3f} s)"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7)
    args = parser.parse_args()
    timed("import scorekeeper.ui.app")  # (compiles and caches the bytecode once)
    app = [timed("import scorekeeper.ui.app")[0] for _ in range(args.runs)]
    core = [timed("import scorekeeper.rules", "scorekeeper.rules.registry.games()") for _ in range(args.runs)]
    score = [score_wall() for _ in range(args.runs)]
    print(f"import scorekeeper.ui.app:            {median(app)}  (goal: 0.35-0.55 s or less)")
    print(f"import scorekeeper.rules:             {median([c[0] for c in core])}")
    print(f"  then load every game (registry):    {median([c[1] for c in core])}")
    print(f"scorekeeper score --json (process):   {median(score)}  ({EXAMPLE.name})")
    print("slowest imports of the app (cumulative µs):")
    for micros, name in slowest_imports():
        print(f"  {micros:>9,}  {name}")


if __name__ == "__main__":
    main()
