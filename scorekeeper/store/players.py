"""The player registry: people with ids, kept in the index's ``players`` table.

A game stores the seat names as written at the table *and* the player id of
each seat, so a player renamed later keeps every game (statistics follow the
id).  Two names are the same person when they read the same: they are
compared after Unicode normalisation and case folding
(``scorekeeper.rules.names``), so "Ána" typed with a precomposed letter or
with a combining accent, and "ána", are one player, while "Sam" and "Sam "
stay two (the store never merges people by guessing beyond that).  Names are
kept in NFC.  Registry names are unique in that sense, so a name means one
person when a game record is imported (a seat name is matched to the player
with that name, or a new player is registered); the app passes player ids
explicitly.
"""

from __future__ import annotations

import secrets
import time
from collections.abc import Callable, Iterable, Sequence
from dataclasses import asdict
from typing import TYPE_CHECKING

from tinydb import Query

from scorekeeper.i18n.translate import gettext
from scorekeeper.rules.names import name_key, stored_name

from .core import StoreCore
from .errors import NotFoundError, StoreError
from .index import player_entries
from .model import Player

if TYPE_CHECKING:
    from .index import IndexView


def now_iso() -> str:
    return time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime())


def check_name(name: str) -> str:
    """A name to keep, in NFC; StoreError if it is empty."""
    if not isinstance(name, str) or not name.strip():
        raise StoreError(gettext("a player's name cannot be empty"))
    return stored_name(name)


def same_player(players: Iterable[Player], name: str, *, other_than: str | None = None) -> Player | None:
    """The player (other than the one with id ``other_than``) whose name is ``name``: exactly, else
    read the same (see the module docstring)."""
    candidates = [p for p in players if p.id != other_than]
    exact = next((p for p in candidates if p.name == name), None)
    if exact is not None:
        return exact
    key = name_key(name)
    return next((p for p in candidates if name_key(p.name) == key), None)


def taken_message(existing: Player) -> str:
    return (gettext("there is already a player named '{name}'; give the new player another name so the two stay "
                    "apart").format(
        name=existing.name))


def players_of(view: "IndexView") -> list[Player]:
    """Every registered player, by name."""
    players = player_entries(view.data).values()
    return sorted((Player(p["id"], p["name"], p.get("created", "")) for p in players),
                  key=lambda p: (p.name.casefold(), p.name, p.id))


def new_player(name: str) -> Player:
    return Player(f"p-{secrets.token_hex(4)}", stored_name(name), now_iso())


def free_name(taken: set[str], name: str) -> str:
    """``name``, or "name (2)", "name (3)"... when a different person already has it."""
    if name not in taken:
        return name
    n = 2
    while f"{name} ({n})" in taken:
        n += 1
    return f"{name} ({n})"


def player_named(players: Iterable[Player], name: str, add: Callable[[str], Player] | None) -> Player:
    """The player with this name, read as the same player is told; else one registered by ``add`` (if given)."""
    found = same_player(players, name)
    if found is not None:
        return found
    if add is not None:
        return add(name)
    raise NotFoundError(gettext("no player named '{name}'").format(name=name))


class PlayerRegistry(StoreCore):
    """The players part of GameStore."""

    def list_players(self) -> list[Player]:
        return players_of(self._view())

    def get_player(self, player_id: str) -> Player:
        for p in self.list_players():
            if p.id == player_id:
                return p
        raise NotFoundError(gettext("no player with id {player_id!r}").format(player_id=player_id))

    def add_player(self, name: str) -> Player:
        """Register a new person.  Names are unique, as the same player is told ("Sam" = "sam")."""
        name = check_name(name)
        with self._locked():
            existing = same_player(self.list_players(), name)
            if existing is not None:
                raise StoreError(taken_message(existing))
            player = new_player(name)
            with self._index_db() as db:
                db.table("players").insert(asdict(player))
            return player

    def add_players(self, names: Sequence[str]) -> list[Player | StoreError]:
        """Register many people in one write (a first sync may bring thousands: one by one, each rewrote the
        index); each name gives its player, or the StoreError that refused it, as ``add_player`` would."""
        with self._locked():
            taken = {name_key(p.name): p for p in self.list_players()}
            out: list[Player | StoreError] = []
            for name in names:
                try:
                    kept = check_name(name)
                    if name_key(kept) in taken:
                        raise StoreError(taken_message(taken[name_key(kept)]))
                except StoreError as exc:
                    out.append(exc)
                    continue
                player = taken[name_key(kept)] = new_player(kept)
                out.append(player)
            added = [asdict(p) for p in out if isinstance(p, Player)]
            if added:
                with self._index_db() as db:
                    db.table("players").insert_multiple(added)
            return out

    def player_for_name(self, name: str, *, create: bool = False) -> Player:
        """The player with this name, read as the same player is told (registering one if ``create``)."""
        return player_named(self.list_players(), name, self.add_player if create else None)

    def rename_player(self, player_id: str, name: str) -> None:
        """Rename a person; their games and tallies stay theirs (they follow the id)."""
        name = check_name(name)
        with self._locked():
            self.get_player(player_id)
            existing = same_player(self.list_players(), name, other_than=player_id)
            if existing is not None:
                raise StoreError(gettext("there is already a player named '{name}'").format(name=existing.name))
            with self._index_db() as db:
                db.table("players").update({"name": name}, Query().id == player_id)
