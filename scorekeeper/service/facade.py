"""Scorekeeper, the one service: builds each use case over the port of the store it calls, and delegates.

Each use case is a plain class handed only what it uses (``store/ports.py``: the table sees the entries and
drafts, Undo the history, the library the game list): its reader sees what it touches, a test can hand it a
small fake, and no use case reaches a method of the store through another's.  What they share is passed
in, not inherited: the :class:`~.core.StoreGuard` (storage failures in one sentence, a game opened), the
:class:`~.core.Notes` (the store's notes, each handed on once) and the table (:class:`~.playing.Playing`),
which Undo and sync store through.  This class holds the whole store (``repo``, which a restore replaces)
and every method the screens and the command line call, each the use case's own.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Iterable, Iterator, Sequence
from datetime import date, datetime
from pathlib import Path
from typing import TYPE_CHECKING, Self, TypeVar

from scorekeeper.jsontypes import JsonObject
from scorekeeper.progress import Progress
from scorekeeper.rules import Event, Game
from scorekeeper.rules.errors import AmountFormat
from scorekeeper.rules.tallies import LifetimeTallies
from scorekeeper.season import Evening, PlayedGame, Season
from scorekeeper.store.errors import StoreError
from scorekeeper.store.interface import Repository
from scorekeeper.store.model import DraftChange, GameSummary, Player
from scorekeeper.store.stats import StatsFilter

from .core import Noted, Notes, StoreGuard
from .errors import ReceivedGameRefused
from .folder import DataFolder, RestoreResult, board_source, disk_repository, folder_of, restore_backup
from .library import Library, Roster, Tallies
from .playing import Playing
from .receiving import ReceivedGame, Receiving
from .record_files import ImportResult, RecordFiles
from .seasons import Seasons
from .undoing import DraftLeft, Stepped, Undoing

if TYPE_CHECKING:
    from scorekeeper.board.source import GameSource

T = TypeVar("T")


class Scorekeeper:
    """The service: every use case, over any :class:`Repository`."""

    def __init__(self, repo: Repository) -> None:
        self.repo = repo
        self._build(repo)

    def _build(self, repo: Repository) -> None:
        """The use cases over ``repo``, each handed its own port (the same store, seen narrowly)."""
        self._notes = Notes(repo)
        self._guard = StoreGuard(repo)
        self._table = Playing(repo, self._guard)
        self._undoing = Undoing(repo, self._guard, self._table)
        self._receiving = Receiving(repo, self._guard, self._table)
        self._library = Library(repo, self._guard)
        self._tallies = Tallies(repo, self._guard)
        self._roster = Roster(repo, self._guard)
        self._seasons = Seasons(repo, self._guard)
        self._records = RecordFiles(repo, self._guard, self._notes)
        self._folder = DataFolder(repo, self._guard, folder_of(repo))

    # -- the store's notes and opening a game (core.py) -------------------------------------------
    def noting(self, use: Callable[[], T]) -> Noted[T]:
        """Run the use case ``use`` and return its value with the notes the store made on the way (for a
        command whose every read may meet a damaged journal: stats, export, a backup)."""
        return self._notes.noting(use)

    def open_library(self) -> tuple[str, ...]:
        """What the store found opening the score book (an upgrade, a repaired index or journal, an
        interrupted restore completed): said once, when the app or a command starts."""
        return self._notes.new()

    def open_game(self, game_id: str) -> Game:
        """The stored game, replayed and checked by the rules core."""
        return self._guard.open_game(game_id)

    def opened_game(self, game_id: str) -> Noted[Game]:
        """:meth:`open_game` and what the store found opening it (a damaged journal and its repair)."""
        return self.noting(lambda: self.open_game(game_id))

    # -- the table (playing.py) --------------------------------------------------------------------
    def new_game(self, game: Game, *, player_ids: list[str] | None = None, name: str | None = None) -> str:
        """Store a new game (with any events it has) and return its id."""
        return self._table.new_game(game, player_ids=player_ids, name=name)

    def play_again(self, game_id: str, game: Game) -> tuple[str, Game]:
        """A new game for the table that played ``game``: :meth:`Playing.play_again`."""
        return self._table.play_again(game_id, game)

    def play(self, game_id: str, game: Game, event: Event, *,
             draft: Callable[[Game], DraftChange | None] | None = None, at: str | None = None) -> Game:
        """Play ``event`` on ``game`` and store it in step: :meth:`Playing.play`."""
        return self._table.play(game_id, game, event, draft=draft, at=at)

    def correct(self, game_id: str, game: Game, transform: Callable[[Game], Game], *,
                received: bool = False, draft: Callable[[Game], DraftChange | None] | None = None) -> Game:
        """A correction, validated and stored whole, one action in the history: :meth:`Playing.correct`."""
        return self._table.correct(game_id, game, transform, received=received, draft=draft)

    def save_draft(self, game_id: str, draft: JsonObject | None) -> None:
        """Keep the cards tapped for a trick not yet saved (None forgets them)."""
        self._table.save_draft(game_id, draft)

    def load_draft(self, game_id: str) -> JsonObject | None:
        return self._table.load_draft(game_id)

    # -- Undo and Redo (undoing.py) ----------------------------------------------------------------
    def history(self, game_id: str) -> list[JsonObject]:
        """The game's history records, as Undo and Redo walk them: :meth:`Undoing.history`."""
        return self._undoing.history(game_id)

    def undo_action(self, game_id: str, game: Game, *, draft: DraftLeft | None = None) -> Stepped:
        """Take back the last action on ``game``: :meth:`Undoing.undo_action`."""
        return self._undoing.undo_action(game_id, game, draft=draft)

    def undo(self, game_id: str, game: Game) -> Game:
        """The game with its last action taken back, stored."""
        return self._undoing.undo(game_id, game)

    def redo_action(self, game_id: str, game: Game, *, draft: DraftLeft | None = None) -> Stepped:
        """Bring back the action Undo took last: :meth:`Undoing.redo_action`."""
        return self._undoing.redo_action(game_id, game, draft=draft)

    # -- sync (receiving.py) -----------------------------------------------------------------------
    def receive_games(self, games: list[ReceivedGame], *,
                      progress: Progress | None = None) -> list[str | ReceivedGameRefused]:
        """Store games pulled from a sync server, each checked: :meth:`Receiving.receive_games`."""
        return self._receiving.receive_games(games, progress=progress)

    def extend_received_game(self, game_id: str, events: list[dict[str, object]], *, expected_count: int,
                             times: list[str | None] | None = None) -> None:
        """Append entries pulled from a sync server: :meth:`Receiving.extend_received_game`."""
        self._receiving.extend_received_game(game_id, events, expected_count=expected_count, times=times)

    def replace_received_events(self, game_id: str, events: list[dict[str, object]], *, expected_count: int) -> None:
        """Replace a game's entries with another phone's correction: :meth:`Receiving.replace_received_events`."""
        self._receiving.replace_received_events(game_id, events, expected_count=expected_count)

    # -- the game list and the tallies (library.py) ------------------------------------------------
    def list_games(self, status: str | None = None, *, offset: int = 0, limit: int | None = None,
                   kind: str | None = None, player: str | None = None) -> list[GameSummary]:
        """One page of the game list, newest first (``status`` "deleted": the trash)."""
        return self._library.list_games(status, offset=offset, limit=limit, kind=kind, player=player)

    def game_list(self, status: str | None = None, *, offset: int = 0, limit: int | None = None,
                  kind: str | None = None, player: str | None = None) -> Noted[list[GameSummary]]:
        """:meth:`list_games` and what the store found reading it (a game's damaged journal, repaired)."""
        return self.noting(lambda: self.list_games(status, offset=offset, limit=limit, kind=kind, player=player))

    def count_games(self, status: str | None = None) -> int:
        return self._library.count_games(status)

    def game_settings(self, game_id: str) -> JsonObject:
        """A stored game's settings alone (no events are read): its list line's currency and sides."""
        return self._library.game_settings(game_id)

    def game_summary(self, game_id: str) -> GameSummary:
        return self._library.game_summary(game_id)

    def resolve_game_id(self, text: str) -> str:
        """A game id from its full text or a unique beginning (the command line)."""
        return self._library.resolve_game_id(text)

    def rename_game(self, game_id: str, name: str) -> None:
        self._library.rename_game(game_id, name)

    def delete_game(self, game_id: str) -> None:
        """Move a game to the trash (``restore_game`` undoes it)."""
        self._library.delete_game(game_id)

    def restore_game(self, game_id: str) -> None:
        self._library.restore_game(game_id)

    def totals_line(self, summary: GameSummary) -> str:
        """A listed game's totals, one a side, as the app's game list and ``scorekeeper games`` show them."""
        return self._library.totals_line(summary)

    def amount_format(self, summary: GameSummary) -> AmountFormat:
        """How a stored game shows its amounts, for its list line: :meth:`Library.amount_format`."""
        return self._library.amount_format(summary)

    def amount_formats(self) -> dict[str, AmountFormat]:
        """Per game kind, how the lifetime tallies' amounts read: :meth:`Tallies.amount_formats`."""
        return self._tallies.amount_formats()

    def tallies(self, chosen: StatsFilter | None = None, *, with_evenings: bool = False) -> LifetimeTallies:
        """Tallies per player and per partnership of the games ``chosen`` (all: lifetime)."""
        return self._tallies.tallies(chosen, with_evenings=with_evenings)

    # -- the players (library.py) ------------------------------------------------------------------
    def players(self) -> list[Player]:
        return self._roster.players()

    def add_player(self, name: str) -> Player:
        return self._roster.add_player(name)

    def add_players(self, names: Sequence[str]) -> list[Player | StoreError]:
        """Many players at once (a first sync): each name's player, or the refusal that left it out."""
        return self._roster.add_players(names)

    def player_for_name(self, name: str, *, create: bool = False) -> Player:
        """The player with exactly this name (registering one if ``create``)."""
        return self._roster.player_for_name(name, create=create)

    def rename_player(self, player_id: str, name: str) -> None:
        self._roster.rename_player(player_id, name)

    def game_player_ids(self, game_id: str) -> dict[str, str]:
        """Seat name → player id for one game."""
        return self._roster.game_player_ids(game_id)

    # -- evenings and seasons (seasons.py) ---------------------------------------------------------
    def played_games(self, summaries: list[GameSummary] | None = None, every_hand: bool = True) -> list[PlayedGame]:
        """Every stored game (or ``summaries``'), as evenings (``every_hand``) and seasons read them."""
        return self._seasons.played_games(summaries, every_hand)

    def tonight(self, now: datetime, listed: list[GameSummary] | None = None) -> Evening | None:
        """The evening under way at ``now``, or None: :meth:`Seasons.tonight`."""
        return self._seasons.tonight(now, listed)

    def all_evenings(self) -> list[Evening]:
        """Every evening, oldest first (worked out again only when a game changed)."""
        return self._seasons.all_evenings()

    def season_of(self, since: date | None = None, until: date | None = None, kind: str | None = None) -> Season:
        """The season table of a range of local dates (inclusive), of one game or all."""
        return self._seasons.season_of(since, until, kind)

    def player_names(self) -> dict[str, str]:
        return self._seasons.player_names()

    # -- record files (record_files.py) ------------------------------------------------------------
    def import_records(self, files: Iterable[tuple[str, bytes]]) -> list[ImportResult]:
        """Store game records (format 1): every file is checked first; any refusal imports none."""
        return self._records.import_records(files)

    def import_records_progressively(self, files: Iterable[tuple[str, bytes]]) -> Iterator[ImportResult]:
        """:meth:`import_records`, yielding each result as soon as its game is durably stored."""
        return self._records.import_records_progressively(files)

    def export_game(self, game_id: str, *, csv: bool = False) -> str:
        """A stored game as a format-1 record (JSON text) or as CSV (one row per hand)."""
        return self._records.export_game(game_id, csv=csv)

    # -- the data folder and its backups (folder.py) -----------------------------------------------
    def data_folder(self) -> Path | None:
        """The folder the score book is kept in, or None for a store that keeps nothing on disk."""
        return self._folder.data_folder()

    def can_back_up(self) -> bool:
        """Whether this score book is a folder a backup can be written from and restored into."""
        return self._folder.can_back_up()

    def write_backup(self, path: str | os.PathLike[str]) -> Path:
        """A zip of the whole score book at ``path`` (written atomically)."""
        return self._folder.write_backup(path)

    def check_backup(self, path: str | os.PathLike[str]) -> int:
        """Check a backup as a restore would, changing nothing; return how many games it holds."""
        return self._folder.check_backup(path)

    def board_source(self) -> GameSource:
        """What the board serves: the data folder, read as another process would, or the store itself."""
        return board_source(self.repo)

    def on_own_store(self) -> Self:
        """A service over its own opening of the same folder (another thread's); a memory store: this one."""
        folder = self.data_folder()
        if folder is None:
            return self
        return type(self)(disk_repository(str(folder)))

    def restore_backup(self, path: str | os.PathLike[str], progress: Progress | None = None) -> RestoreResult:
        """Replace the score book with a backup; the data is unchanged unless it all succeeds (``progress``:
        told (files unpacked, files) as it goes).  Every use case is built again over the restored store."""
        reopened = restore_backup(self.repo, self._guard, path, progress)
        self._notes.new()  # anything the old store still had to say is of data that is gone
        self.repo = reopened.repo
        self._build(reopened.repo)
        return RestoreResult(reopened.games, reopened.saved_copy, self._notes.new())
