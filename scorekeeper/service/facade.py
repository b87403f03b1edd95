"""Scorekeeper, the one service: builds each use case over the port of the store it calls, and delegates.

Each use case is a plain class handed only what it uses (``store/ports.py``: the table sees the entries and
drafts, Undo the history, the library the game list): its reader sees what it touches, a test can hand it a
small fake, and no use case reaches a method of the store through another's.  What they share is passed
in, not inherited: the :class:`~.core.StoreGuard` (storage failures in one sentence, a game opened), the
:class:`~.core.Notes` (the store's notes, each handed on once) and the table (:class:`~.playing.Playing`),
which Undo and sync store through.  This class holds the whole store (``repo``, which a restore replaces)
and every method the screens and the command line call, each the use case's own: most are a
:class:`UseCaseMethod` naming the use case and its method, so each signature is written once, in the use case.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Iterable, Iterator, Sequence
from datetime import date, datetime
from pathlib import Path
from typing import TYPE_CHECKING, Concatenate, Generic, ParamSpec, Self, TypeVar, overload

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
UseCase = TypeVar("UseCase")
Args = ParamSpec("Args")
Answer = TypeVar("Answer")


class UseCaseMethod(Generic[UseCase, Args, Answer]):
    """A method of the service that is one use case's own, written once: ``play = UseCaseMethod(lambda service:
    service._table, Playing.play)`` makes ``service.play(...)`` call ``service._table.play(...)``.

    The screens and the command line call the same names as before, and mypy checks those calls against the use
    case's own signature (``Args``, ``Answer``) and checks that the use case offers the method; a one-line
    method that only passed its arguments on would write each signature a second time.  The use case is
    looked up at each call, so a restore that builds the use cases again is followed.
    """

    def __init__(self, use_case: Callable[[Scorekeeper], UseCase],
                 method: Callable[Concatenate[UseCase, Args], Answer]) -> None:
        self.use_case = use_case
        self.method = method
        self.__doc__ = method.__doc__

    @overload
    def __get__(self, service: None, owner: type[Scorekeeper]) -> Self: ...

    @overload
    def __get__(self, service: Scorekeeper, owner: type[Scorekeeper] | None = None) -> Callable[Args, Answer]: ...

    def __get__(self, service: Scorekeeper | None,
                owner: type[Scorekeeper] | None = None) -> Self | Callable[Args, Answer]:
        if service is None:
            return self
        use_case = self.use_case(service)
        method = self.method

        def on_use_case(*args: Args.args, **kwargs: Args.kwargs) -> Answer:
            return method(use_case, *args, **kwargs)

        on_use_case.__name__ = method.__name__
        on_use_case.__doc__ = method.__doc__
        return on_use_case


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

    open_library = UseCaseMethod(lambda service: service._notes, Notes.new)
    open_game = UseCaseMethod(lambda service: service._guard, StoreGuard.open_game)

    def opened_game(self, game_id: str) -> Noted[Game]:
        """:meth:`open_game` and what the store found opening it (a damaged journal and its repair); opened to be
        played on, so its facts so far are folded (``Playing.opened``) and its finishing entry adds one hand."""
        return self.noting(lambda: self._table.opened(game_id, self.open_game(game_id)))

    # -- the table (playing.py) --------------------------------------------------------------------
    new_game = UseCaseMethod(lambda service: service._table, Playing.new_game)
    play_again = UseCaseMethod(lambda service: service._table, Playing.play_again)
    play = UseCaseMethod(lambda service: service._table, Playing.play)
    correct = UseCaseMethod(lambda service: service._table, Playing.correct)
    save_draft = UseCaseMethod(lambda service: service._table, Playing.save_draft)
    load_draft = UseCaseMethod(lambda service: service._table, Playing.load_draft)

    # -- Undo and Redo (undoing.py) ----------------------------------------------------------------
    history = UseCaseMethod(lambda service: service._undoing, Undoing.history)
    undo_action = UseCaseMethod(lambda service: service._undoing, Undoing.undo_action)
    undo = UseCaseMethod(lambda service: service._undoing, Undoing.undo)
    redo_action = UseCaseMethod(lambda service: service._undoing, Undoing.redo_action)

    # -- sync (receiving.py) -----------------------------------------------------------------------
    receive_games = UseCaseMethod(lambda service: service._receiving, Receiving.receive_games)
    extend_received_game = UseCaseMethod(lambda service: service._receiving, Receiving.extend_received_game)
    replace_received_events = UseCaseMethod(lambda service: service._receiving, Receiving.replace_received_events)

    # -- the game list and the tallies (library.py) ------------------------------------------------
    list_games = UseCaseMethod(lambda service: service._library, Library.list_games)

    def game_list(self, status: str | None = None, *, offset: int = 0, limit: int | None = None,
                  kind: str | None = None, player: str | None = None) -> Noted[list[GameSummary]]:
        """:meth:`list_games` and what the store found reading it (a game's damaged journal, repaired)."""
        return self.noting(lambda: self.list_games(status, offset=offset, limit=limit, kind=kind, player=player))

    count_games = UseCaseMethod(lambda service: service._library, Library.count_games)
    game_settings = UseCaseMethod(lambda service: service._library, Library.game_settings)
    game_summary = UseCaseMethod(lambda service: service._library, Library.game_summary)
    resolve_game_id = UseCaseMethod(lambda service: service._library, Library.resolve_game_id)
    rename_game = UseCaseMethod(lambda service: service._library, Library.rename_game)
    delete_game = UseCaseMethod(lambda service: service._library, Library.delete_game)
    restore_game = UseCaseMethod(lambda service: service._library, Library.restore_game)
    totals_line = UseCaseMethod(lambda service: service._library, Library.totals_line)
    amount_format = UseCaseMethod(lambda service: service._library, Library.amount_format)
    amount_formats = UseCaseMethod(lambda service: service._tallies, Tallies.amount_formats)
    tallies = UseCaseMethod(lambda service: service._tallies, Tallies.tallies)

    # -- the players (library.py) ------------------------------------------------------------------
    players = UseCaseMethod(lambda service: service._roster, Roster.players)
    add_player = UseCaseMethod(lambda service: service._roster, Roster.add_player)
    add_players = UseCaseMethod(lambda service: service._roster, Roster.add_players)
    player_for_name = UseCaseMethod(lambda service: service._roster, Roster.player_for_name)
    rename_player = UseCaseMethod(lambda service: service._roster, Roster.rename_player)
    game_player_ids = UseCaseMethod(lambda service: service._roster, Roster.game_player_ids)

    # -- evenings and seasons (seasons.py) ---------------------------------------------------------
    played_games = UseCaseMethod(lambda service: service._seasons, Seasons.played_games)
    tonight = UseCaseMethod(lambda service: service._seasons, Seasons.tonight)
    all_evenings = UseCaseMethod(lambda service: service._seasons, Seasons.all_evenings)
    season_of = UseCaseMethod(lambda service: service._seasons, Seasons.season_of)
    season_kinds = UseCaseMethod(lambda service: service._seasons, Seasons.season_kinds)
    player_names = UseCaseMethod(lambda service: service._seasons, Seasons.player_names)

    # -- record files (record_files.py) ------------------------------------------------------------
    import_records = UseCaseMethod(lambda service: service._records, RecordFiles.import_records)
    import_records_progressively = UseCaseMethod(lambda service: service._records, RecordFiles.import_records_progressively)
    export_game = UseCaseMethod(lambda service: service._records, RecordFiles.export_game)

    # -- the data folder and its backups (folder.py) -----------------------------------------------
    data_folder = UseCaseMethod(lambda service: service._folder, DataFolder.data_folder)
    can_back_up = UseCaseMethod(lambda service: service._folder, DataFolder.can_back_up)
    write_backup = UseCaseMethod(lambda service: service._folder, DataFolder.write_backup)
    check_backup = UseCaseMethod(lambda service: service._folder, DataFolder.check_backup)

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
