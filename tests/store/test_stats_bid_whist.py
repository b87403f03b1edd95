"""Lifetime tallies of Bid Whist: each bidder's bids made, no-trump bids and Bostons, the side's points, and the
fixed sides as partnerships."""

from __future__ import annotations

import json
from pathlib import Path

from scorekeeper.rules import game_from_record
from scorekeeper.store import InMemoryGameStore, store_tallies

EXAMPLES = Path(__file__).resolve().parents[1] / "examples"


def test_bid_whist_counts_each_bidders_bids_made_no_trump_and_bostons():
    store = InMemoryGameStore()
    store.create_game(game_from_record(json.loads((EXAMPLES / "bid-whist-no-trump-double-forced-dealer.json")
                                                  .read_text(encoding="utf-8"))))
    t = store_tallies(store)
    mine = {p["name"]: p["by_kind"]["bid-whist"] for p in t["players"]}
    assert {name: (m["games_won"], m["hands_bid"], m["bids_made"], m["no_trump_bids"], m["bostons"],
                   m["whist_points"]) for name, m in mine.items()} == {
        "North": (0, 2, 1, 1, 0, 0), "East": (1, 3, 3, 0, 0, 11), "South": (0, 0, 0, 0, 0, 0),
        "West": (1, 2, 1, 1, 1, 11)}
    assert sorted(tuple(side["names"]) for side in t["partnerships"]) == [("East", "West"), ("North", "South")]
