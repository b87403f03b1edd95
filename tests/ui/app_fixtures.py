"""Start the real Scorekeeper app in the in-process harness on a throwaway store."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from scorekeeper.rules import Game
from scorekeeper.store import GameStore
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


def store_at(tmp_path: Path) -> GameStore:
    return GameStore(tmp_path / "data")


def open_app(make_ui: Any, store: Any, route: str = "/") -> Any:
    return make_ui(make_main(lambda: store), route=route)


def new_stored_game(store: Any, kind: str, players: list[str], dealer: str, **settings: Any) -> str:
    return store.create_game(Game.new(kind, players, dealer, settings))
