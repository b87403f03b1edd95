"""What a plug-in writes, and what `scorekeeper score` imports with plug-ins installed.

    python bench/bench_plugin.py [--runs 5]

For each example plug-in of docs/adding-a-game.md (Plain tricks, a ``TrickHand`` game; Last trick, a
per-player ``BaseHand`` game written from the page alone; Oh Hell, a ``BidsThenTricksHand`` game, and Hearts,
a per-player game of points where the lowest wins, Whist, two fixed sides and no auction, and Gin Rummy, two players, likewise) it counts the names its author wrote, from its
source: each module's own names (classes, functions, assignments; imports and the ``TYPE_CHECKING`` check
left out) and the members of each class it defines, its rules (the module) apart from its screens
(``ui.py``), with the lines of each.  Then, with both installed beside the games that come with
Scorekeeper, the game packages one ``score`` process imports for a record of a game that comes with it
and for each plug-in's record, against every game installed, and the median wall time of those runs
against a process that loads every game first.
"""

from __future__ import annotations

import argparse
import ast
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PLUG_INS = {"Plain tricks": ROOT / "tests" / "example_game", "Last trick": ROOT / "tests" / "toy_game"}
PACKAGES = {"Plain tricks": "scorekeeper_plain_tricks", "Last trick": "scorekeeper_last_trick"}
# Oh Hell (a bids-then-tricks game), Hearts (points each hand, the lowest wins), Whist (two sides, no auction) and
# Gin Rummy (two players) are source distributions (``pip install tests/oh_hell_game``): counted here, their imports checked by
# tests/test_with_a_plug_in_installed.py, which installs them.
SOURCES = {**{title: folder / "site" / PACKAGES[title] for title, folder in PLUG_INS.items()},
           "Oh Hell": ROOT / "tests" / "oh_hell_game" / "scorekeeper_oh_hell",
           "Hearts": ROOT / "tests" / "hearts_game" / "scorekeeper_hearts",
           "Whist": ROOT / "tests" / "whist_game" / "scorekeeper_whist",
           "Gin Rummy": ROOT / "tests" / "gin_rummy_game" / "scorekeeper_gin_rummy"}
RECORDS = {"Twenty-nine (shipped)": ROOT / "tests" / "examples" / "twenty-nine-royals-against.json",
           "Plain tricks": ROOT / "tests" / "example_game" / "plain-tricks.json",
           "Last trick": ROOT / "tests" / "toy_game" / "last-trick.json"}
SCORE = ("import sys; from scorekeeper import cli; {before}code = cli.main(['score', sys.argv[1]]); "
         "print(len({{m.split('.')[2] if m.startswith('scorekeeper.games.') else m.split('.')[0] for m in sys.modules "
         "if m.startswith(('scorekeeper.games.', 'scorekeeper_'))}}), file=sys.stderr)")


def written(path: Path) -> list[str]:
    """The names a module's author wrote: its own top-level names, and each of its classes' members."""
    names: list[str] = []
    for node in ast.parse(path.read_text(encoding="utf-8")).body:
        if isinstance(node, (ast.FunctionDef, ast.ClassDef)):
            names.append(node.name)
            if isinstance(node, ast.ClassDef):
                names += [f"{node.name}.{n}" for n in _members(node)]
        elif isinstance(node, (ast.Assign, ast.AnnAssign)):
            targets = node.targets if isinstance(node, ast.Assign) else [node.target]
            for target in targets:
                names += [t.id for t in ast.walk(target) if isinstance(t, ast.Name)]
    return names


def _members(node: ast.ClassDef) -> list[str]:
    members = []
    for item in node.body:
        if isinstance(item, (ast.FunctionDef, ast.AsyncFunctionDef)):
            members.append(item.name)
        elif isinstance(item, ast.Assign):
            members += [t.id for t in item.targets if isinstance(t, ast.Name)]
        elif isinstance(item, ast.AnnAssign) and isinstance(item.target, ast.Name) and item.value is not None:
            members.append(item.target.id)  # (a NamedTuple's fields are its event's, not names of the game)
    return members


def names_table() -> None:
    print(f"{'plug-in':<14}{'rules names':>12}{'screens names':>15}{'total':>7}{'rules lines':>13}{'screens lines':>15}")
    for title, package in SOURCES.items():
        rules, screens = written(package / "__init__.py"), written(package / "ui.py")
        lines = [len(p.read_text(encoding="utf-8").splitlines()) for p in (package / "__init__.py", package / "ui.py")]
        print(f"{title:<14}{len(rules):>12}{len(screens):>15}{len(rules) + len(screens):>7}{lines[0]:>13}{lines[1]:>15}")
        print(f"  rules: {', '.join(rules)}")
        print(f"  screens: {', '.join(screens)}")


def score_run(record: Path, before: str) -> tuple[float, str]:
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(ROOT), *(str(f / "site") for f in PLUG_INS.values())])}
    start = time.perf_counter()
    run = subprocess.run([sys.executable, "-c", SCORE.format(before=before), str(record)], cwd=ROOT, env=env,
                         capture_output=True, text=True, timeout=120)
    return time.perf_counter() - start, run.stderr.strip().splitlines()[-1]


def imports_table(runs: int) -> None:
    every = "from scorekeeper.rules import registry; registry.games(); "
    print()
    print(f"{'score of a record of':<24}{'games imported':>16}{'of installed':>14}{'median s':>10}{'all loaded s':>14}")
    for title, record in RECORDS.items():
        alone = [score_run(record, "") for _ in range(runs)]
        loaded = [score_run(record, every) for _ in range(runs)]
        print(f"{title:<24}{alone[0][1]:>16}{loaded[0][1]:>14}{statistics.median(t for t, _ in alone):>10.3f}"
              f"{statistics.median(t for t, _ in loaded):>14.3f}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    names_table()
    imports_table(args.runs)


if __name__ == "__main__":
    main()
