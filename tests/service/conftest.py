from __future__ import annotations

from pathlib import Path

import pytest

from scorekeeper.rules import Game, game_from_record
from scorekeeper.service import Scorekeeper
from scorekeeper.store import GameStore, InMemoryGameStore

from ..store.records import example_records


@pytest.fixture(params=["disk", "memory"])
def service(request, tmp_path: Path) -> Scorekeeper:
    """The service's promises hold over the TinyDB store and the in-memory one alike."""
    repo = GameStore(tmp_path / "data") if request.param == "disk" else InMemoryGameStore()
    return Scorekeeper(repo)


@pytest.fixture
def disk_service(tmp_path: Path):
    def _open() -> Scorekeeper:
        return Scorekeeper(GameStore(tmp_path / "data"))
    return _open


def dollars_full() -> Game:
    """The rule texts' dollar example: two hands, made then set back."""
    return game_from_record(example_records()["dollars-made-then-set-back"])


def fresh(game: Game) -> Game:
    return Game.new(game.kind, game.players, game.dealer, game.settings)
