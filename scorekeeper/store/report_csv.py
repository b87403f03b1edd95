"""A score report as CSV, one row per scored hand: what `scorekeeper export --csv` writes for spreadsheets.

It needs no rules core and no store: the report (``score_report``'s JSON) is flattened as it is.
"""

from __future__ import annotations

import csv
import io
from collections.abc import Sequence

from scorekeeper.jsontypes import JsonObject, JsonValue

_CSV_FIRST = ["number", "dealer", "cards", "bidder", "bid", "target", "bidder_side", "bidder_count",
              "other_count", "made"]
_CSV_LAST_PER_PLAYER = ["scores", "totals"]  # every game's; a game's own per-player facts come before them


def _per_player_keys(hands: Sequence[JsonObject]) -> list[str]:
    """The report's facts given player by player (a dict for each hand), in the order the game reports them."""
    own = [k for h in hands for k, v in h.items() if isinstance(v, dict) and k not in _CSV_LAST_PER_PLAYER]
    return [*dict.fromkeys(own), *(k for k in _CSV_LAST_PER_PLAYER if any(k in h for h in hands))]


def hands_csv(game_id: str, players: list[str], report: JsonObject) -> str:
    """One row per scored hand: the score report flattened for spreadsheets."""
    listed = report.get("hands", [])
    hands = [h for h in listed if isinstance(h, dict)] if isinstance(listed, list) else []
    keys = [k for k in _CSV_FIRST if any(k in h for h in hands)]
    per_player = _per_player_keys(hands)
    extra = sorted({k for h in hands for k in h} - set(_CSV_FIRST) - set(per_player))
    header = ["game", *("hand" if k == "number" else k for k in keys), *extra]
    header += [f"{k}:{p}" for k in per_player for p in players]
    buf = io.StringIO()
    writer = csv.writer(buf, lineterminator="\n")
    writer.writerow(header)
    for h in hands:
        row: list[JsonValue] = [game_id]
        for k in keys + extra:
            v = h.get(k)
            if isinstance(v, list):
                v = " + ".join(map(str, v))
            elif isinstance(v, bool):
                v = "yes" if v else "no"
            row.append("" if v is None else v)
        for k in per_player:
            row += [_of_player(h.get(k), p) for p in players]
        writer.writerow(row)
    return buf.getvalue()


def _of_player(facts: JsonValue, player: str) -> JsonValue:
    """One player's value in a fact given player by player ("" where the hand has none for them)."""
    value = facts.get(player) if isinstance(facts, dict) else None
    return "" if value is None else value
