"""Lifetime tallies of Bid Euchre: the bids made and set, the moons shot and made, the tricks each side took."""

from __future__ import annotations

import json
from pathlib import Path

from scorekeeper.rules import game_from_record
from scorekeeper.store import InMemoryGameStore, store_tallies

EXAMPLES = Path(__file__).resolve().parents[1] / "examples"
MEASURES = ("games_won", "hands_bid", "bids_made", "largest_set_back", "side_tricks", "moons_bid", "moons_made")


def test_bid_euchre_counts_bids_moons_and_each_sides_tricks():
    store = InMemoryGameStore()
    for name in ("bid-euchre-stuck-dealer-moon", "bid-euchre-failed-moon-win-by-set"):
        store.create_game(game_from_record(json.loads((EXAMPLES / f"{name}.json").read_text(encoding="utf-8"))))
    t = store_tallies(store)
    mine = {p["name"]: tuple(p["by_kind"]["bid-euchre"][m] for m in MEASURES) for p in t["players"]}
    assert mine == {
        "Ann": (1, 0, 0, None, 15, 0, 0), "Bob": (0, 3, 2, 3, 15, 0, 0), "Cat": (1, 1, 1, None, 15, 0, 0),
        "Dan": (0, 0, 0, None, 15, 1, 0),  # Dan's moon failed; a moon is not a numbered bid
        "North": (0, 2, 0, 5, 15, 0, 0), "East": (1, 1, 1, None, 15, 0, 0), "South": (0, 0, 0, None, 15, 1, 1),
        "West": (1, 1, 1, None, 15, 0, 0)}
    sides = {"+".join(s["names"]): (s["games_won"], s["hands_bid"], s["moons_bid"], s["moons_made"])
             for s in t["partnerships"]}
    assert sides == {"Ann+Cat": (1, 1, 0, 0), "Bob+Dan": (0, 3, 1, 0), "North+South": (0, 2, 1, 1),
                     "East+West": (1, 2, 0, 0)}
