"""A stand-in for the store's read-only view of a data folder (the same three names).

It reads the game files the store writes (``games/<id>.json``, replaced
atomically, so a read sees the old file or the new one, never half) and
never writes: no lock, no recovery; a damaged file is an error to show.
"""

from __future__ import annotations

import os
from pathlib import Path

from scorekeeper.rules import Game
from scorekeeper.store.atomic import read_json_dict
from scorekeeper.store.errors import NotFoundError
from scorekeeper.store.repository import _validate_game_file, events_of


class ReadOnlyStore:
    def __init__(self, data_dir: str | os.PathLike[str]) -> None:
        self.games_dir = Path(data_dir) / "games"

    def _path(self, game_id: str) -> Path:
        if not isinstance(game_id, str) or not game_id or "/" in game_id or "\\" in game_id \
                or game_id.startswith("."):
            raise NotFoundError(f"no game with id {game_id!r}")
        return self.games_dir / f"{game_id}.json"

    def latest_game_id(self) -> str | None:
        """The game whose file changed last (an entry rewrites its game's file)."""
        newest: tuple[int, str] | None = None
        try:
            entries = list(os.scandir(self.games_dir))
        except OSError:
            return None
        for entry in entries:
            if entry.name.endswith(".json") and not entry.name.startswith("."):
                try:
                    key = (entry.stat().st_mtime_ns, entry.name[:-5])
                except OSError:
                    continue
                newest = key if newest is None or key > newest else newest
        return newest[1] if newest else None

    def load_game(self, game_id: str) -> Game:
        path = self._path(game_id)
        try:
            data = read_json_dict(path)
        except FileNotFoundError:
            raise NotFoundError(f"no game with id {game_id!r}") from None
        header = _validate_game_file(data, path)
        return Game.from_dict({"kind": header["kind"], "players": header["players"], "dealer": header["dealer"],
                               "settings": header.get("settings") or {}, "events": events_of(data)})

    def game_version(self, game_id: str) -> tuple[int, int, int]:
        st = self._path(game_id).stat()
        return (st.st_mtime_ns, st.st_size, st.st_ino)
