"""Lifetime tallies of Sixty-six: the deals each player won, the game points they brought, the three-pointers."""

from __future__ import annotations

import json
from pathlib import Path

from scorekeeper.rules import game_from_record
from scorekeeper.store import InMemoryGameStore, store_tallies

EXAMPLES = Path(__file__).resolve().parents[1] / "examples"


def test_sixty_six_counts_each_players_deals_won_and_game_points():
    store = InMemoryGameStore()
    for name in ("sixty-six-every-way-to-score", "sixty-six-early-close-fails-in-progress"):
        store.create_game(game_from_record(json.loads((EXAMPLES / f"{name}.json").read_text(encoding="utf-8"))))
    t = store_tallies(store)
    mine = {p["name"]: p["by_kind"]["sixty-six"] for p in t["players"]}
    assert {name: (m["games_played"], m["games_won"], m["deals_won"], m["game_points"], m["three_pointers"])
            for name, m in mine.items()} == {"Ann": (2, 1, 5, 9, 1), "Bob": (2, 0, 5, 9, 1)}
    assert t["partnerships"] == []  # two players, each alone: nobody's partner
