"""Shared test fixtures: the worked examples live in tests/examples (copied from the rule texts)."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
from hypothesis import settings

# CI runs the property tests derandomized: the same draws on every run, so a red CI is a fault anyone can
# reproduce, not a draw nobody sees again. A developer's run (no SCOREKEEPER_CI) draws afresh each time and
# so keeps exploring; a failure it finds is printed with the steps that reproduce it.
settings.register_profile("ci", derandomize=True)
if os.environ.get("SCOREKEEPER_CI"):
    settings.load_profile("ci")

EXAMPLES = Path(__file__).parent / "examples"


def example_names() -> list[str]:
    return sorted(p.stem for p in EXAMPLES.glob("*.json") if not p.stem.endswith(".expected"))


def load_example(name: str) -> dict:
    return json.loads((EXAMPLES / f"{name}.json").read_text(encoding="utf-8"))


def load_expected(name: str) -> dict:
    return json.loads((EXAMPLES / f"{name}.expected.json").read_text(encoding="utf-8"))


@pytest.fixture
def examples_dir() -> Path:
    return EXAMPLES
