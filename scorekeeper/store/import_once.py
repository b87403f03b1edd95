"""Game records and the store: the CSV form of a score report, and storing a checked record once.

The use cases (import, export) are the service's (``scorekeeper.service``),
shared by the command line and the app so both write and read exactly the
same files; this module holds the pieces that need no rules core.
"""

from __future__ import annotations

import csv
import io
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from scorekeeper.jsontypes import JsonObject, JsonValue

from .model import GameSpec, record_fingerprint

if TYPE_CHECKING:
    from scorekeeper.rules import Game

    from .interface import Repository

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


def store_record(store: Repository, record: JsonValue, game: Game, name: str | None = None) -> tuple[str, bool]:
    """Store a record already checked by ``game_from_record`` (``game``).

    Returns (game id, True) when stored now, or (the id it was stored under
    before, False) when the same record was imported already.
    """
    return store.import_games([GameSpec(game=game, source=record_fingerprint(record), name=name)])[0]


def store_once(specs: Sequence[GameSpec], find_by_source: Callable[[str], str | None],
               create_games: Callable[[Sequence[GameSpec]], list[str]]) -> list[tuple[str, bool]]:
    """(game id, stored now) for each spec: a spec whose ``source`` is stored already (or comes
    earlier in ``specs``) is not stored again.  A store calls it holding its writers' lock, so the
    look-up and the store are one step that no other import can come between."""
    stored: dict[str, str] = {}  # source -> game id, stored before or by this call
    new: list[GameSpec] = []
    coming: set[str] = set()  # sources of the specs in ``new``
    for spec in specs:
        source = spec.get("source")
        if source and (source in stored or source in coming):
            continue
        found = find_by_source(source) if source else None
        if source and found is not None:
            stored[source] = found
            continue
        new.append(spec)
        if source:
            coming.add(source)
    created = iter(create_games(new) if new else [])
    out: list[tuple[str, bool]] = []
    for spec in specs:
        source = spec.get("source")
        if source in stored:
            out.append((stored[source], False))
            continue
        game_id = next(created)
        out.append((game_id, True))
        if source:
            stored[source] = game_id
    return out
