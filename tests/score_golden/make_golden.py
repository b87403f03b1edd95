"""Writes the records of tests/score_golden and what `scorekeeper score` printed for each, once.

    python -m tests.score_golden.make_golden

Run with the code whose output is the reference (it was run once, before the
score path was made faster); tests/test_score_unchanged.py then checks that
every later version prints the same bytes, on standard output and standard
error, with the same exit code, for ``score --json`` and plain ``score``.
The records: every worked example in tests/examples, generated games of
Make-a-Million, exact-bid and Twenty-nine, a long Make-a-Million record of the
benchmark's kind, an all-pass one, and broken copies of several (one break each).
"""

from __future__ import annotations

import copy
import json
import random
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
RECORDS = HERE / "records"
EXPECTED = HERE / "expected.json"
RECORDS_PLACEHOLDER = "<records>/"  # what the expected outputs say for this folder (the checkout can be anywhere)
REPO = HERE.parents[1]


def records() -> dict[str, bytes]:
    """Every record of the set, by file name."""
    sys.path.insert(0, str(REPO / "bench"))
    from bench_score import long_record, thrown_in_record  # type: ignore[import-not-found]

    from tests.rules.strategies import record_of
    from tests.rules.test_broken_records import breaks_of, dump

    out: dict[str, bytes] = {}
    for path in sorted((REPO / "tests" / "examples").glob("*.json")):
        if not path.name.endswith(".expected.json"):
            out[f"example-{path.name}"] = path.read_bytes()
    rnd = random.Random(2026)
    generated = []
    for i, kind in enumerate(["make-a-million"] * 6 + ["exact-bid"] * 3 + ["twenty-nine"] * 3):
        record = record_of(rnd, kind, hands=rnd.randint(1, 12))
        generated.append(record)
        out[f"generated-{i:02}-{kind}.json"] = dump(record)
    out["long-make-a-million.json"] = dump(long_record(300, seed=77))
    out["thrown-in.json"] = dump(thrown_in_record(40))
    examples = [json.loads(b) for name, b in out.items() if name.startswith("example-")]
    for n, record in enumerate([*generated, *examples[::3], long_record(8, seed=5)]):
        for name, (payload, _) in sorted(breaks_of(copy.deepcopy(record), 1000 + n).items()):
            out[f"broken-{n:02}-{name}.json"] = payload
    return out


def score(path: Path, flags: list[str]) -> dict[str, object]:
    """What one ``score`` process printed, in English with Latin digits."""
    import os
    import subprocess

    env = {**os.environ, "LANGUAGE": "en", "LC_ALL": "C.UTF-8", "PYTHONIOENCODING": "utf-8"}
    env.pop("SCOREKEEPER_DIGITS", None)
    done = subprocess.run([sys.executable, "-m", "scorekeeper", "score", str(path), *flags],
                          capture_output=True, env=env, timeout=120)
    def relative(text: bytes) -> str:  # the records' folder as a placeholder: the checkout can be anywhere
        return text.decode("utf-8").replace(f"{RECORDS}/", RECORDS_PLACEHOLDER)

    return {"code": done.returncode, "out": relative(done.stdout), "err": relative(done.stderr)}


def main() -> None:
    RECORDS.mkdir(exist_ok=True)
    expected: dict[str, dict[str, object]] = {}
    for name, payload in records().items():
        path = RECORDS / name
        path.write_bytes(payload)
        expected[name] = {"json": score(path, ["--json"]), "plain": score(path, [])}
    EXPECTED.write_text(json.dumps(expected, ensure_ascii=False, indent=1, sort_keys=True) + "\n", encoding="utf-8")
    print(f"{len(expected)} records")


if __name__ == "__main__":
    main()
