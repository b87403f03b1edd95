"""bench/reference_scorer.py, the yardstick of bench/bench_score.py, scores as the app does.

The benchmark's ratio is only fair while the reference does the same job: these tests hold it to
the app's golden outputs (tests/score_golden), record by record, for every Make-a-Million record
it takes on, and to its refusals.
"""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path
from types import ModuleType

import pytest

ROOT = Path(__file__).resolve().parents[1]
GOLDEN = ROOT / "tests" / "score_golden"


def reference() -> ModuleType:
    spec = importlib.util.spec_from_file_location("reference_scorer", ROOT / "bench" / "reference_scorer.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def million_records() -> list[str]:
    names = []
    for path in sorted((GOLDEN / "records").glob("*.json")):
        try:
            record = json.loads(path.read_bytes())
        except ValueError:
            continue
        if isinstance(record, dict) and record.get("game") == "make-a-million":
            names.append(path.name)
    return names


def run(module: ModuleType, path: Path, capsys: pytest.CaptureFixture[str], *extra: str) -> tuple[int, str, str]:
    code = module.main([str(path), *extra])
    out, err = capsys.readouterr()
    return code, out, err


def test_it_agrees_with_every_golden_make_a_million_record_it_scores(capsys: pytest.CaptureFixture[str]) -> None:
    module, expected = reference(), json.loads((GOLDEN / "expected.json").read_text(encoding="utf-8"))
    verdicts: dict[str, int] = {}
    for name in million_records():
        code, out, err = run(module, GOLDEN / "records" / name, capsys)
        golden = expected[name]["json"]
        if code == 2 and "fixed partnerships only" in err:
            verdicts["not its scope"] = verdicts.get("not its scope", 0) + 1
            continue
        assert code == golden["code"], (name, err)
        assert out == golden["out"], name
        verdict = "same report" if code == 0 else "both refuse"
        verdicts[verdict] = verdicts.get(verdict, 0) + 1
    assert verdicts == {"same report": 7, "both refuse": 69, "not its scope": 33}


def test_its_report_of_a_worked_example_is_the_documented_one(capsys: pytest.CaptureFixture[str]) -> None:
    example = ROOT / "tests" / "examples" / "dollars-made-then-set-back.json"
    code, out, _ = run(reference(), example, capsys)
    assert code == 0
    report = json.loads(out)
    assert [h["totals"] for h in report["hands"]] == [
        {"A": 170000, "Z": 260000, "B": 170000, "Y": 260000},
        {"A": 340000, "Z": 20000, "B": 340000, "Y": 20000},
    ]
    assert report["winner"] is None


def test_without_checks_it_scores_alike_but_takes_a_broken_record(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    module = reference()
    example = json.loads((ROOT / "tests" / "examples" / "dollars-made-then-set-back.json").read_text("utf-8"))
    example["hands"][0]["auction"][1] = ["Z", 180000]  # 5,000 over A's 175,000: below the lowest raise
    path = tmp_path / "low-raise.json"
    path.write_text(json.dumps(example), encoding="utf-8")
    assert run(module, path, capsys)[:1] == (2,)
    code, out, _ = run(module, path, capsys, "--no-checks")
    assert code == 0
    assert json.loads(out)["totals"] == {"A": 340000, "Z": 20000, "B": 340000, "Y": 20000}
