"""A season's figures as ``scorekeeper stats --json`` prints them: a rating, a player's season figures, an
evening.  Pure: the caller gives the names (player id -> name)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import cast

from scorekeeper.jsontypes import JsonObject, JsonValue
from scorekeeper.rules.tallies import PlayerTallies

from .evenings import Evening
from .standings import PairRecord, Rating, Season, Standing


def season_figures(standing: Standing | None) -> PlayerTallies:
    """A player's season figures beside their counters: win %, current and longest winning streak, last played."""
    if standing is None:
        return cast(PlayerTallies, {"win_pct": None, "current_streak": 0, "longest_streak": 0, "last_played": None})
    return cast(PlayerTallies, {"win_pct": standing.win_pct, "current_streak": standing.current_streak,
                                "longest_streak": standing.longest_streak,
                                "last_played": standing.last_played.isoformat() if standing.last_played else None})


def rating_json(rating: Rating | None) -> dict[str, float] | None:
    """A rating as ``stats --json`` prints it: ``{"mu", "sigma"}`` to six decimals."""
    return None if rating is None else {"mu": round(rating.mu, 6), "sigma": round(rating.sigma, 6)}


def evening_json(evening: Evening, names: Mapping[str, str]) -> JsonObject:
    """One evening as ``stats --json --evenings`` prints it."""
    results: list[JsonValue] = []
    for pid in evening.players:
        results.append({"id": pid, "name": names.get(pid, pid), "games_won": evening.games_won(pid),
                        "totals": {g.game.id: g.points[pid] for g in evening.games if pid in g.points}})
    return {"start": evening.start.isoformat(), "end": evening.end.isoformat(),
            "games": [g.game.id for g in evening.games], "hands": evening.hands,
            "winners": {g.game.id: [names.get(p, p) for p in g.game.players if p in g.winners]
                        for g in evening.games if g.winners},
            "results": results}


def pair_json(record: PairRecord, names: Mapping[str, str], player: str | None, partners: bool) -> JsonObject:
    """Two players across every game of the season, as ``stats --json`` lists them: ``player`` first when
    given, else by name (Ann & Cat, not the order of their ids).  Partners' ``won``: the games their side won;
    opponents' ``won``: each one's wins, in the order they are named."""
    a, b = record.players
    swap = b == player or (a != player and names.get(b, b).casefold() < names.get(a, a).casefold())
    order = (b, a) if swap else (a, b)
    wins = (record.other_won, record.won) if swap else (record.won, record.other_won)
    return {"players": list[JsonValue](order), "names": [names.get(p, p) for p in order], "games": record.games,
            "won": record.won if partners else list[JsonValue](wins), "kinds": list[JsonValue](sorted(record.kinds))}


def pairs_json(table: Season, names: Mapping[str, str],
               player: str | None) -> tuple[list[JsonObject], list[JsonObject]]:
    """The season's partners and head-to-head records, most games first (only ``player``'s, when given)."""
    def chosen(records: Mapping[tuple[str, str], PairRecord], partners: bool) -> list[JsonObject]:
        listed = [pair_json(r, names, player, partners) for r in records.values() if player is None or player in r.players]
        return sorted(listed, key=lambda pair: (-_number(pair["games"]), str(pair["names"]).casefold()))
    return chosen(table.partners, True), chosen(table.opponents, False)


def _number(value: JsonValue) -> float:
    return value if isinstance(value, (int, float)) else 0
