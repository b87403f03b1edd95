"""Small ports: the few methods of a store that one use case calls, each a protocol of its own.

``Repository`` (``interface.py``) is everything the service may ask of a store, some thirty methods.  A
function that needs three of them is typed against a port naming those three, so its reader sees what it
touches, a test can hand it a small fake, and a store that offers only that much (a read-only book) can be
given to it.  Each use case of the service (``scorekeeper.service``) is built with one port below, and
``tests/test_ports.py`` checks that the port names nothing the use case does not use.
Every method's signature is written once, here: ``Repository`` is built from these ports (it inherits them), and a
port that needs another's method inherits that port (``SeatedPlayers`` is both the table's and the roster's), so
a port and the whole store cannot drift apart.  The one method written twice is ``list_games``: ``GameList``
is the bare listing a read-only reader offers (the board, a test's small book), ``GameShelf``'s is the game
list's pages and filters; a store offering the second offers the first.
"""

from __future__ import annotations

import os
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Protocol

from scorekeeper.jsontypes import GameDict, GameListFigures, JsonObject

from .errors import StoreError
from .model import DraftChange, GameSpec, GameSummary, JournalWrite, Player

if TYPE_CHECKING:
    from scorekeeper.rules import Event, Game


class GameImport(Protocol):
    """Store games from records, each once (``import_once.store_record``)."""

    def import_games(self, specs: Sequence[GameSpec]) -> list[tuple[str, bool]]: ...


class TimedGames(Protocol):
    """Read one stored game with when each entry was stored (``stats.game_facts``)."""

    def load_timed_game_dict(self, game_id: str) -> tuple[GameDict, list[str | None]]: ...


class GameList(Protocol):
    """List the stored games, the trash left out (``stats_cache.read_book``)."""

    def list_games(self) -> list[GameSummary]: ...


class PlayerList(Protocol):
    """List the book's players (names by id, for the tallies)."""

    def list_players(self) -> list[Player]: ...


class BookReader(TimedGames, GameList, Protocol):
    """Every stored game, read for its counts and facts (``stats.book``)."""


class TallyReader(BookReader, PlayerList, Protocol):
    """The book and its players: what the lifetime tallies read (``stats.store_tallies``)."""


# -- the service's use cases (``scorekeeper.service``): each is built with the one port it calls -----------

class StoreNotes(Protocol):
    """What the store found on the way (a repair, an upgrade), for the service to hand on once."""

    messages: list[str]


class GameLoad(Protocol):
    """Read one stored game whole (what opening a game reads)."""

    def load_game_dict(self, game_id: str) -> GameDict: ...


class SeatedPlayers(Protocol):
    """Who sat at a stored game: seat name → player id (the table's and the roster's)."""

    def game_player_ids(self, game_id: str) -> dict[str, str]: ...


class WrittenJournals(Protocol):
    """What the service's fact keeper reads of the store after a write (``service.kept_facts``): each game's
    journal mark just before and after this store's own last write of it, and the entries' times, read
    from the journal where the keeper does not hold them."""

    journals_written: dict[str, JournalWrite]

    def load_event_times(self, game_id: str) -> list[str | None]: ...


class TableStore(SeatedPlayers, WrittenJournals, Protocol):
    """A game at the table: new games, its entries stored in step, its draft (``service.playing``)."""

    def create_game(self, game: Game | GameDict, *, name: str | None = None, player_ids: Sequence[str] | None = None,
                    created: str | None = None, source: str | None = None,
                    summary: GameListFigures | None = None) -> str: ...

    def append_event(self, game_id: str, event: Event | JsonObject, *, expected_count: int | None = None,
                     expected_last: JsonObject | None = None, summary: GameListFigures | None = None,
                     draft: DraftChange | None = None, at: str | None = None) -> int: ...

    def replace_events(self, game_id: str, events: Sequence[Event | JsonObject], *, expected_count: int | None = None,
                       expected_last: JsonObject | None = None, summary: GameListFigures | None = None,
                       history: JsonObject | None = None, draft: DraftChange | None = None,
                       at: str | None = None) -> None: ...

    def save_draft(self, game_id: str, draft: JsonObject | None) -> None: ...

    def load_draft(self, game_id: str) -> JsonObject | None: ...


class HistoryReader(Protocol):
    """Read what was done to a game (what Undo and Redo walk: ``service.undoing``)."""

    def load_history(self, game_id: str) -> list[JsonObject]: ...


class UndoStore(HistoryReader, Protocol):
    """What Undo and Redo read and write (``service.undoing``): the history, and the commonest two steps, the
    entry played last taken back and put back, each stored as one line (any other step is a correction's
    ``replace_events``, through the table)."""

    def take_back_last_event(self, game_id: str, *, expected_count: int, expected_last: JsonObject,
                             summary: GameListFigures, history: JsonObject, draft: DraftChange | None = None) -> None: ...

    def put_back_event(self, game_id: str, event: JsonObject, *, expected_count: int, expected_last: JsonObject | None,
                       summary: GameListFigures | None, history: JsonObject, draft: DraftChange | None = None,
                       at: str | None = None) -> None: ...


class ReceivedStore(Protocol):
    """Store games and entries from a sync server (``service.receiving``)."""

    def create_games(self, specs: Sequence[GameSpec]) -> list[str]: ...

    def append_history(self, game_id: str, record: JsonObject) -> None: ...


class GameSummaries(Protocol):
    """One stored game's line in the game list."""

    def get_game_summary(self, game_id: str) -> GameSummary: ...


class RecordStore(GameImport, GameSummaries, WrittenJournals, Protocol):
    """Import records and export a game with its times (``service.record_files``)."""


class SettingsReader(Protocol):
    """Read a stored game's settings alone (its amounts' currency), no events."""

    def load_settings(self, game_id: str) -> JsonObject: ...


class GameShelf(GameSummaries, SettingsReader, Protocol):
    """The game list and what a keeper does to a listed game (``service.library``)."""

    def list_games(self, status: str | None = None, *, include_deleted: bool = False, offset: int = 0,
                   limit: int | None = None, kind: str | None = None,
                   player: str | None = None) -> list[GameSummary]: ...

    def count_games(self, status: str | None = None) -> int: ...

    def resolve_game_id(self, text: str) -> str: ...

    def rename_game(self, game_id: str, name: str) -> None: ...

    def delete_game(self, game_id: str) -> None: ...

    def restore_game(self, game_id: str) -> None: ...


class TallyStore(TallyReader, SettingsReader, Protocol):
    """The lifetime tallies and the currency their amounts read in (``service.library``'s ``Tallies``)."""


class PlayerRoster(PlayerList, SeatedPlayers, Protocol):
    """The book's players, and who sat at a game (``service.library``'s ``Roster``)."""

    def add_player(self, name: str) -> Player: ...

    def add_players(self, names: Sequence[str]) -> list[Player | StoreError]: ...

    def player_for_name(self, name: str, *, create: bool = False) -> Player: ...

    def rename_player(self, player_id: str, name: str) -> None: ...


class BackupWriter(Protocol):
    """Write a zip of the whole book (``service.folder``)."""

    def write_backup(self, path: str | os.PathLike[str]) -> Path: ...

