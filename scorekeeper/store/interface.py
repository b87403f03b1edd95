"""What the service layer needs of a store: the ``Repository`` protocol.

Two stores implement it: ``GameStore`` (TinyDB files in a data folder) and
``InMemoryGameStore`` (tests).  Only the methods ``scorekeeper.service``
calls are listed, so a third store (a phone's own database, a server) knows
exactly what to provide.  Games travel as plain dicts here (``Game.to_dict``
and ``event_to_dict`` shapes): the store never imports the rules core to
keep a game, only to describe one in the game list.
"""

from __future__ import annotations

import os
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Protocol, runtime_checkable

from scorekeeper.jsontypes import GameDict, GameListFigures, JsonObject

from .errors import StoreError
from .model import DraftChange, GameSpec, GameSummary, Player

if TYPE_CHECKING:
    from scorekeeper.rules import Event, Game


@runtime_checkable
class Repository(Protocol):
    """The games, their events and the players of one score book."""

    messages: list[str]  # recovery/upgrade notes, shown once (the service hands them on)

    # -- games ------------------------------------------------------------------------------
    def create_game(self, game: Game | GameDict, *, name: str | None = None, player_ids: Sequence[str] | None = None,
                    created: str | None = None, source: str | None = None,
                    summary: GameListFigures | None = None) -> str: ...

    def create_games(self, specs: Sequence[GameSpec]) -> list[str]: ...

    def import_games(self, specs: Sequence[GameSpec]) -> list[tuple[str, bool]]: ...

    def load_game_dict(self, game_id: str) -> GameDict: ...

    def load_settings(self, game_id: str) -> JsonObject: ...

    # when each entry was stored (ISO 8601 with offset; None: stored before times were kept)
    def load_event_times(self, game_id: str) -> list[str | None]: ...

    def load_timed_game_dict(self, game_id: str) -> tuple[GameDict, list[str | None]]: ...  # the settings alone: no events are read

    def load_game(self, game_id: str) -> Game: ...

    def load_events(self, game_id: str) -> list[JsonObject]: ...  # the board's version of a game (``board.source``)  # the replayed Game (the tallies read every game)

    # ``draft``: the game's draft as the entry (or the correction, Undo, Redo) leaves it, written in the same
    # locked step (None: untouched)
    def append_event(self, game_id: str, event: Event | JsonObject, *, expected_count: int | None = None,
                     expected_last: JsonObject | None = None, summary: GameListFigures | None = None,
                     draft: DraftChange | None = None, at: str | None = None) -> int: ...

    def replace_events(self, game_id: str, events: Sequence[Event | JsonObject], *, expected_count: int | None = None,
                       expected_last: JsonObject | None = None, summary: GameListFigures | None = None,
                       history: JsonObject | None = None, draft: DraftChange | None = None,
                       at: str | None = None) -> None: ...

    # what Undo and Redo walk: the game's actions other than an entry played (``service/history.py``)
    def load_history(self, game_id: str) -> list[JsonObject]: ...

    def append_history(self, game_id: str, record: JsonObject) -> None: ...

    def list_games(self, status: str | None = None, *, include_deleted: bool = False, offset: int = 0,
                   limit: int | None = None, kind: str | None = None,
                   player: str | None = None) -> list[GameSummary]: ...

    def count_games(self, status: str | None = None) -> int: ...

    def get_game_summary(self, game_id: str) -> GameSummary: ...

    def game_player_ids(self, game_id: str) -> dict[str, str]: ...

    def find_by_source(self, fingerprint: str) -> str | None: ...

    def resolve_game_id(self, text: str) -> str: ...

    def rename_game(self, game_id: str, name: str) -> None: ...

    def delete_game(self, game_id: str) -> None: ...

    def restore_game(self, game_id: str) -> None: ...

    # -- drafts (a trick being entered, not yet a fact) -------------------------------------
    def save_draft(self, game_id: str, draft: JsonObject | None) -> None: ...

    def load_draft(self, game_id: str) -> JsonObject | None: ...

    # -- players ----------------------------------------------------------------------------
    def list_players(self) -> list[Player]: ...

    def get_player(self, player_id: str) -> Player: ...

    def add_player(self, name: str) -> Player: ...

    def add_players(self, names: Sequence[str]) -> list[Player | StoreError]: ...

    def player_for_name(self, name: str, *, create: bool = False) -> Player: ...

    def rename_player(self, player_id: str, name: str) -> None: ...

    # -- the whole book ---------------------------------------------------------------------
    def write_backup(self, path: str | os.PathLike[str]) -> Path: ...
