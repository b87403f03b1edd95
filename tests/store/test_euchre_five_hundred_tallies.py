"""The lifetime tallies of Euchre and Five Hundred, from their worked examples: marches, euchres and lone hands;
contracts made by level, misères and slams; points; with literal figures."""

from __future__ import annotations

from scorekeeper.rules import game_from_record
from scorekeeper.store import InMemoryGameStore, store_tallies

from ..conftest import load_example


def tallies_of(*names: str) -> dict[str, dict]:
    store = InMemoryGameStore()
    for name in names:
        store.create_game(game_from_record(load_example(name)), name=name)
    return {p["name"]: p for p in store_tallies(store)["players"]}


def test_euchre_counts_trump_made_marches_euchres_and_lone_hands():
    east = tallies_of("euchre-march-alone-euchred")["East"]["by_kind"]["euchre"]
    assert {k: east[k] for k in ("games_played", "games_won", "hands_bid", "bids_made", "marches", "euchres", "alone",
                                 "points")} == {"games_played": 1, "games_won": 1, "hands_bid": 2, "bids_made": 2,
                                                "marches": 3, "euchres": 1, "alone": 0, "points": 10}
    ann = tallies_of("euchre-stuck-dealer-defend-alone")["Ann"]["by_kind"]["euchre"]
    # Ann defended alone: a count of its own, not added to the hands she went alone
    assert (ann["hands_bid"], ann["euchres"], ann["alone"], ann["defended_alone"], ann["points"]) == (0, 1, 0, 1, 5)


def test_five_hundred_counts_contracts_made_by_level_misères_and_slams():
    players = tallies_of("five-hundred-misere-slam-thrown-in")
    south, west = players["South"]["by_kind"]["five-hundred"], players["West"]["by_kind"]["five-hundred"]
    assert {k: south[k] for k in ("hands_bid", "bids_made", "made_7", "made_8", "slams", "points")} == {
        "hands_bid": 2, "bids_made": 2, "made_7": 1, "made_8": 1, "slams": 1, "points": 540}
    assert (west["hands_bid"], west["miseres_made"], west["points"]) == (1, 1, 350)
