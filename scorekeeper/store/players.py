"""The player registry: people with ids, kept in the index's ``players`` table.

A game stores the seat names as written at the table *and* the player id of
each seat, so a player renamed later keeps every game (statistics follow the
id).  Names are compared exactly, character for character: "Sam", "sam" and
"Sam " are three different people, because the store must never merge two
people by guessing.  Registry names are unique, so a name means one person
when a game record is imported (a seat name is matched to the player with
exactly that name, or a new player is registered); the app passes player ids
explicitly.
"""

from __future__ import annotations

import secrets
import time
from dataclasses import asdict
from typing import TYPE_CHECKING

from tinydb import Query

from .errors import NotFoundError, StoreError
from .model import Player

if TYPE_CHECKING:
    from tinydb import TinyDB

    from .index import IndexView


def now_iso() -> str:
    return time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime())


def check_name(name: str) -> str:
    if not isinstance(name, str) or not name.strip():
        raise StoreError("a player's name cannot be empty")
    return name


def players_of(view: "IndexView") -> list[Player]:
    """Every registered player, by name."""
    players = view.data.get("players", {}).values()
    return sorted((Player(p["id"], p["name"], p.get("created", "")) for p in players),
                  key=lambda p: (p.name.casefold(), p.name, p.id))


def new_player(name: str) -> Player:
    return Player(f"p-{secrets.token_hex(4)}", name, now_iso())


def free_name(taken: set[str], name: str) -> str:
    """``name``, or "name (2)", "name (3)"... when a different person already has it."""
    if name not in taken:
        return name
    n = 2
    while f"{name} ({n})" in taken:
        n += 1
    return f"{name} ({n})"


class PlayerRegistry:
    """The players part of GameStore (it provides ``_view``, ``_locked`` and ``_index_db``)."""

    def _view(self) -> "IndexView":  # pragma: no cover - provided by GameStore
        raise NotImplementedError

    def _index_db(self) -> "TinyDB":  # pragma: no cover - provided by GameStore
        raise NotImplementedError

    def list_players(self) -> list[Player]:
        return players_of(self._view())

    def get_player(self, player_id: str) -> Player:
        for p in self.list_players():
            if p.id == player_id:
                return p
        raise NotFoundError(f"no player with id {player_id!r}")

    def add_player(self, name: str) -> Player:
        """Register a new person.  Names are unique, compared exactly ("Sam" ≠ "sam")."""
        name = check_name(name)
        with self._locked():  # type: ignore[attr-defined]
            if any(p.name == name for p in self.list_players()):
                raise StoreError(f"there is already a player named '{name}'; give the new player "
                                 "another name so the two stay apart")
            player = new_player(name)
            with self._index_db() as db:
                db.table("players").insert(asdict(player))
            return player

    def player_for_name(self, name: str, *, create: bool = False) -> Player:
        """The player with exactly this name (registering one if ``create``)."""
        for p in self.list_players():
            if p.name == name:
                return p
        if create:
            return self.add_player(name)
        raise NotFoundError(f"no player named '{name}'")

    def rename_player(self, player_id: str, name: str) -> None:
        """Rename a person; their games and tallies stay theirs (they follow the id)."""
        name = check_name(name)
        with self._locked():  # type: ignore[attr-defined]
            self.get_player(player_id)
            if any(p.name == name and p.id != player_id for p in self.list_players()):
                raise StoreError(f"there is already a player named '{name}'")
            with self._index_db() as db:
                db.table("players").update({"name": name}, Query().id == player_id)
