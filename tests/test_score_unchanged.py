"""`scorekeeper score` prints the same bytes as before it was made faster, for every record of tests/score_golden.

The expected outputs were written once by tests/score_golden/make_golden.py with the
code of before the change: ``--json`` and the plain table, standard output and standard
error and the exit code, for the worked examples, generated games and broken records.
"""

from __future__ import annotations

import gc
import json
from pathlib import Path

import pytest

from scorekeeper import cli
from scorekeeper.i18n.translate import set_language

GOLDEN = Path(__file__).resolve().parent / "score_golden"
RECORDS_PLACEHOLDER = "<records>/"
EXPECTED = json.loads((GOLDEN / "expected.json").read_text(encoding="utf-8"))


@pytest.fixture(autouse=True)
def english(monkeypatch: pytest.MonkeyPatch):
    for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG", "SCOREKEEPER_DIGITS"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("LANGUAGE", "en")
    yield
    gc.enable()  # `score` turns the collector off for its short batch
    set_language("en")


def test_the_set_covers_every_worked_example_and_both_outcomes() -> None:
    examples = {p.name for p in (Path(__file__).parent / "examples").glob("*.json") if ".expected." not in p.name}
    assert {n.removeprefix("example-") for n in EXPECTED if n.startswith("example-")} == examples
    assert sum(1 for v in EXPECTED.values() if v["json"]["code"] == 0) == 42
    assert sum(1 for v in EXPECTED.values() if v["json"]["code"] == 2) == 225


@pytest.mark.parametrize("flags", [["--json"], []], ids=["json", "plain"])
@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_score_prints_what_it_printed_before(name: str, flags: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    capsys.readouterr()
    code = cli.main(["score", str(GOLDEN / "records" / name), *flags])
    out, err = capsys.readouterr()
    want = EXPECTED[name]["json" if flags else "plain"]
    here = f"{GOLDEN / 'records'}/"  # the expected outputs name the records' folder by a placeholder
    assert (code, out, err) == (want["code"], want["out"].replace(RECORDS_PLACEHOLDER, here),
                                want["err"].replace(RECORDS_PLACEHOLDER, here))
