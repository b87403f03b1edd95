"""Shared test fixtures: the worked examples live in tests/examples (copied from the rule texts)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

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
