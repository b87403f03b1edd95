"""Game records and the store: the CSV form of a score report, and storing a checked record once.

The use cases (import, export) are the service's (``scorekeeper.service``),
shared by the command line and the app so both write and read exactly the
same files; this module holds the pieces that need no rules core.
"""

from __future__ import annotations

import csv
import io
import json
from typing import Any

from .model import record_fingerprint

_CSV_FIRST = ["number", "dealer", "cards", "bidder", "bid", "target", "bidder_side", "bidder_count",
              "other_count", "made"]
_CSV_PER_PLAYER = ["bids", "tricks", "scores", "totals"]


def hands_csv(game_id: str, players: list[str], report: dict[str, Any]) -> str:
    """One row per scored hand: the score report flattened for spreadsheets."""
    hands = report.get("hands", [])
    keys = [k for k in _CSV_FIRST if any(k in h for h in hands)]
    extra = sorted({k for h in hands for k in h} - set(_CSV_FIRST) - set(_CSV_PER_PLAYER))
    per_player = [k for k in _CSV_PER_PLAYER if any(k in h for h in hands)]
    header = ["game", "hand" if keys and keys[0] == "number" else keys[0], *keys[1:], *extra]
    header += [f"{k}:{p}" for k in per_player for p in players]
    buf = io.StringIO()
    writer = csv.writer(buf, lineterminator="\n")
    writer.writerow(header)
    for h in hands:
        row: list[Any] = [game_id]
        for k in keys + extra:
            v = h.get(k)
            if isinstance(v, list):
                v = " + ".join(map(str, v))
            elif isinstance(v, bool):
                v = "yes" if v else "no"
            row.append("" if v is None else v)
        for k in per_player:
            row += ["" if (h.get(k) or {}).get(p) is None else h[k][p] for p in players]
        writer.writerow(row)
    return buf.getvalue()


def store_record(store: Any, record: Any, game: Any, name: str | None = None) -> tuple[str, bool]:
    """Store a record already checked by ``game_from_record`` (``game``).

    Returns (game id, True) when stored now, or (the id it was stored under
    before, False) when the same record was imported already.
    """
    fingerprint = record_fingerprint(record)
    existing = store.find_by_source(fingerprint)
    if existing:
        return existing, False
    return store.create_game(game, source=fingerprint, name=name), True
