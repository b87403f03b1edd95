"""Two games started the same day are told apart by their default names in the game list."""

from __future__ import annotations

from pathlib import Path

import pytest

from scorekeeper.i18n.translate import use_language
from scorekeeper.rules import Game
from scorekeeper.store import GameStore, InMemoryGameStore

PLAYERS = ["Ann", "Bob", "Cy", "Dan"]
DAY = "2026-12-05T19:30:00Z"


@pytest.fixture(params=["memory", "disk"])
def store(request: pytest.FixtureRequest, tmp_path: Path) -> InMemoryGameStore | GameStore:
    return InMemoryGameStore() if request.param == "memory" else GameStore(tmp_path / "data")


def names_of(store: InMemoryGameStore | GameStore, ids: list[str]) -> list[str]:
    return [store.get_game_summary(i).name for i in ids]


def test_an_individual_and_a_partnership_pitch_game_of_one_day_have_different_names(store):
    ids = [store.create_game(Game.new("pitch", PLAYERS, "Ann", {}), created=DAY),
           store.create_game(Game.new("pitch", PLAYERS, "Ann", {"partnership": "fixed"}), created=DAY)]
    assert names_of(store, ids) == ["Auction Pitch, Dec 5, 2026", "Auction Pitch (fixed partners), Dec 5, 2026"]


def test_a_second_game_of_the_same_kind_and_day_is_numbered(store):
    ids = [store.create_game(Game.new("euchre", PLAYERS, "Ann", {}), created=DAY) for _ in range(3)]
    assert names_of(store, ids) == ["Euchre, Dec 5, 2026", "Euchre, Dec 5, 2026 #2", "Euchre, Dec 5, 2026 #3"]


def test_a_name_the_keeper_gave_is_kept_as_given_even_when_taken(store):
    ids = [store.create_game(Game.new("euchre", PLAYERS, "Ann", {}), name="Friday", created=DAY) for _ in range(2)]
    assert names_of(store, ids) == ["Friday", "Friday"]


def test_the_numbered_name_is_in_the_language_the_game_was_made_in(store):
    with use_language("bn"):
        ids = [store.create_game(Game.new("twenty-eight", PLAYERS, "Ann", {}), created=DAY) for _ in range(2)]
    assert names_of(store, ids)[1].endswith(" #২")
