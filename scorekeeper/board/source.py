"""Where the board reads its game: the data folder, read-only.

The board runs beside the keeper (another process, or a thread of the app)
and must never write: not a lock file, not a recovered backup.  It needs
three questions answered, and asks them through this one small interface so
the server does not care what answers them:

- ``latest_game_id()``: the game played most recently (None: no game yet);
- ``load_game(game_id)``: the game, replayed by the rules core;
- ``game_version(game_id)``: a value that changes whenever the game changes,
  cheap enough to ask a few times a second;
- ``notice(game_id)``: what the last ``load_game`` found damaged (the
  store's one message about a damaged journal), shown above the game, so a
  game put together from a damaged file is never shown as if it were whole.

Anything that goes wrong while reading (a missing or damaged file, events the
rules refuse) is a ``BoardSourceError`` with a one-line message the board
shows instead of the game; the reading goes on at the next change.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Hashable, Protocol

from scorekeeper.jsontypes import GameDict, JsonObject

from scorekeeper.i18n.translate import gettext
from scorekeeper.rules import Game, RuleError
from scorekeeper.store import ReadOnlyStore
from scorekeeper.store.model import GameSummary


class BoardSourceError(Exception):
    """The game cannot be read right now; the message says why, in one line."""


class GameSource(Protocol):
    """What the board server reads (see the module docstring)."""

    def latest_game_id(self) -> str | None: ...
    def load_game(self, game_id: str) -> Game: ...
    def game_version(self, game_id: str) -> Hashable: ...
    def notice(self, game_id: str) -> str | None: ...


class FolderSource:
    """A data folder read through the store's read-only view; never writes to it."""

    def __init__(self, data_dir: str | os.PathLike[str]) -> None:
        self.data_dir = Path(data_dir)
        if not self.data_dir.is_dir():
            raise BoardSourceError(gettext("there is no data folder at {data_dir}; give the folder the app keeps its "
                                           "games in (--data DIR)").format(
                data_dir=self.data_dir))
        self._store = ReadOnlyStore(self.data_dir)

    def latest_game_id(self) -> str | None:
        try:
            return self._store.latest_game_id()
        except Exception as err:  # a hostile folder must not stop the board
            raise BoardSourceError(gettext("the game list cannot be read: {err}").format(err=err)) from None

    def load_game(self, game_id: str) -> Game:
        try:
            return self._store.load_game(game_id)
        except RuleError as err:
            raise BoardSourceError(gettext("the rules refuse this game's entries: {problem}").format(
                problem=err.text(str))) from None
        except Exception as err:  # damaged, missing, or being replaced right now
            raise BoardSourceError(gettext("game {game_id} cannot be read: {err}").format(
                game_id=game_id, err=err)) from None

    def game_version(self, game_id: str) -> Hashable:
        try:
            return self._store.game_version(game_id)
        except Exception as err:
            return ("unreadable", str(err))

    def season_store(self) -> object:
        """The store the board's season page reads (read-only: the stats cache is read, never written)."""
        return self._store

    def notice(self, game_id: str) -> str | None:
        """The read-only store's damage message for the game as last loaded (None: it read whole)."""
        return self._store.damage.get(game_id)


class OpenStore(Protocol):
    """What the board reads of an open store (``GameStore``, ``InMemoryGameStore``)."""

    def list_games(self) -> list[GameSummary]: ...
    def load_game_dict(self, game_id: str) -> GameDict: ...
    def load_events(self, game_id: str) -> list[JsonObject]: ...


class StoreSource:
    """Any open store object (``GameStore``, ``InMemoryGameStore``): for the app's own process."""

    def __init__(self, store: OpenStore) -> None:
        self._store = store

    def latest_game_id(self) -> str | None:
        try:
            games = self._store.list_games()
        except Exception as err:
            raise BoardSourceError(gettext("the game list cannot be read: {err}").format(err=err)) from None
        return max(games, key=lambda g: (g.updated, g.created, g.id)).id if games else None

    def load_game(self, game_id: str) -> Game:
        try:
            return Game.from_dict(self._store.load_game_dict(game_id), consume=True)
        except RuleError as err:
            raise BoardSourceError(gettext("the rules refuse this game's entries: {problem}").format(
                problem=err.text(str))) from None
        except Exception as err:
            raise BoardSourceError(gettext("game {game_id} cannot be read: {err}").format(
                game_id=game_id, err=err)) from None

    def game_version(self, game_id: str) -> Hashable:
        try:
            return tuple(repr(e) for e in self._store.load_events(game_id))
        except Exception as err:
            return ("unreadable", str(err))

    def season_store(self) -> object:
        """The store the board's season page reads (the app's own)."""
        return self._store

    def notice(self, game_id: str) -> str | None:
        """None: the store of the app's own process repairs a damaged journal itself and the app says so."""
        return None


def open_source(data_dir: str | os.PathLike[str] | None) -> GameSource:
    """The board's view of a data folder (None: the folder the app uses by default)."""
    from scorekeeper.store import resolve_data_dir

    return FolderSource(resolve_data_dir(data_dir))
