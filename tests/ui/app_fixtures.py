"""Start the real Scorekeeper app in the in-process harness on a throwaway store."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from scorekeeper.rules import Game
from scorekeeper.store import GameStore, InMemoryGameStore
from scorekeeper.ui.app import make_main


class TapCounter:
    """Wraps a harness UI and counts what a player does: every click and keypress is a tap."""

    def __init__(self, ui: Any) -> None:
        self.ui, self.taps = ui, 0

    def click(self, key: str) -> None:
        self.taps += 1
        self.ui.click(key)

    def keypad(self, keypad: str, digits: str, done: str = "done") -> None:
        for d in digits:
            self.click(f"{keypad}-{d}")
        self.click(f"{keypad}-{done}")


def store_at(tmp_path: Path) -> InMemoryGameStore:
    """The store a UI test plays on: in memory, because what is on screen is the point, not the disk."""
    return InMemoryGameStore()


def disk_store_at(tmp_path: Path) -> GameStore:
    """A store in a real data folder, for the tests where the disk is the point (restart, damage, backups)."""
    return GameStore(tmp_path / "data")


def open_app(make_ui: Any, store: Any, route: str = "/") -> Any:
    return make_ui(make_main(lambda: store), route=route)


def new_stored_game(store: Any, kind: str, players: list[str], dealer: str, **settings: Any) -> str:
    return store.create_game(Game.new(kind, players, dealer, settings))
