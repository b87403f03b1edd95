"""Game records for the store's tests and benchmark, built as literal data.

``long_game`` is a fixed-partnership Make-a-Million game entered with
counts: A&B bid every hand at the opening bid and count 220,000 to 180,000,
so after n hands A and B have n × 220,000 and Z and Y n × 180,000.
"""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

EXAMPLES = Path(__file__).resolve().parents[1] / "examples"
FORMAT = "scorekeeper-game/1"


def untimed(record: dict[str, Any]) -> dict[str, Any]:
    """An exported record without when it was played (``started``, each hand's ``ended``): what the
    tests that compare the game itself read."""
    out = {k: v for k, v in record.items() if k != "started"}
    if isinstance(out.get("hands"), list):
        out["hands"] = [{k: v for k, v in h.items() if k != "ended"} if isinstance(h, dict) else h
                        for h in out["hands"]]
    return out


def example_records() -> dict[str, dict[str, Any]]:
    out = {}
    for path in sorted(EXAMPLES.glob("*.json")):
        if not path.name.endswith(".expected.json"):
            out[path.stem] = json.loads(path.read_text())
    return out


def long_game(n_hands: int, names: tuple[str, str, str, str] = ("A", "Z", "B", "Y"),
              target: int = 100_000_000) -> dict[str, Any]:
    a, z, b, y = names
    hands = []
    for h in range(n_hands):
        dealer = h % 4  # the record's first dealer is seat 0; the deal moves clockwise
        order = [names[(dealer + 1 + i) % 4] for i in range(4)]
        bidder = next(p for p in order if p in (a, b))
        auction = [[p, 175000] if p == bidder else [p, "pass"] for p in order]
        hands.append({"auction": auction, "trump": "red",
                      "counts": {"bidder_side": 220000, "other_side": 180000}})
    return {"format": FORMAT, "game": "make-a-million", "rules": {"target": target},
            "players": list(names), "dealer": a, "hands": hands}


def renamed(record: dict[str, Any], suffix: str) -> dict[str, Any]:
    """The same record with every player name given a suffix (a distinct record)."""
    mapping = {p: f"{p}{suffix}" for p in record["players"]}

    def walk(v: Any) -> Any:
        if isinstance(v, str):
            return mapping.get(v, v)
        if isinstance(v, list):
            return [walk(x) for x in v]
        if isinstance(v, dict):
            return {mapping.get(k, k): walk(x) for k, x in v.items()}
        return v

    out = copy.deepcopy(record)
    out["players"] = walk(record["players"])
    out["dealer"] = walk(record["dealer"])
    out["hands"] = walk(record["hands"])
    return out


def finished_game(n_hands: int, names: tuple[str, str, str, str] = ("A", "Z", "B", "Y")) -> dict[str, Any]:
    """``long_game`` with the target set so that A and B win on hand ``n_hands``."""
    return long_game(n_hands, names, target=220000 * n_hands - 20000)
