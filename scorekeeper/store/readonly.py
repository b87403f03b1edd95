"""ReadOnlyStore: look at a data folder that another process is writing, without ever writing.

For a scoreboard on a second screen (a TV, a laptop at the table): it shows
the game the phone is playing and notices every change.  It never writes,
never recovers a damaged file, never takes a backup and never takes the
writer's lock, so it cannot slow down or disturb the app that keeps the
score.  Files are replaced by the writer at any moment (``os.replace``), so a
read that meets a half-gone or just-replaced file is simply tried again.

A restore swaps the whole folder (two renames, under the folder lock beside it:
``folder_lock.py``).  A read that fails while there is no data folder waits for
the swap on that lock, once and at most ``RESTORE_WAIT`` seconds, and is made
again in the restored folder: one more failure is one sentence, never a
traceback nor "no game" for a game only renamed aside for a moment.
"""

from __future__ import annotations

import contextlib
import functools
import os
import time
from pathlib import Path
from collections.abc import Callable, Iterator
from typing import TYPE_CHECKING, Concatenate, ParamSpec, TypeVar

from scorekeeper.jsontypes import GameDict, GameListFigures, JsonObject

from scorekeeper.i18n.translate import gettext

from scorekeeper import limits
from scorekeeper.jsonfile import read_regular

from .atomic import dumps, timestamp
from .backup_zip import game_files, members_of, write_backup_zip
from .errors import DamagedFileError, NotFoundError, StoreError
from .folder_lock import folder_locked
from .memory import InMemoryGameStore
from .gamefiles import (JOURNAL_SUFFIX, Journal, journal_bytes, journal_mark, journal_path, read_journal, read_setup,
                        setup_dict, setup_events, uses_journal)
from .index import INDEX_NAME, IndexCache, IndexEntry, IndexView, summary_from_entry
from .migrations import CURRENT_SCHEMA
from .model import GameSummary, Player
from .paths import resolve_data_dir
from .plain import open_plain, refuse_odd_folder
from .swap import STAGE_BUILDING, STAGE_READY, stage_path
from .players import players_of
from .journal_repair import JournalRepair, acknowledged_in, damage_message, journal_copies, listed_at_in, repair_journal
from .game_dicts import computed_summary

if TYPE_CHECKING:
    from scorekeeper.rules import Game

ONLY_READS = "the data folder is only read here"
RETRIES = 5
RETRY_PAUSE = 0.02  # seconds; a writer's replace takes far less


class _KeptChanging(StoreError):
    """Every unlocked read of a game raced a write (only a writer storing without pause does that)."""


Params = ParamSpec("Params")
Read = TypeVar("Read")


def _through_a_restore(read: Callable[Concatenate[ReadOnlyStore, Params], Read]
                       ) -> Callable[Concatenate[ReadOnlyStore, Params], Read]:
    """A read that failed while the data folder was not there (a restore between its renames) is made again
    once the restore's swap is done (see the module docstring)."""
    @functools.wraps(read)
    def reading(store: ReadOnlyStore, /, *args: Params.args, **kwargs: Params.kwargs) -> Read:
        before = _folder_identity(store.data_dir)
        try:
            return read(store, *args, **kwargs)
        except (OSError, StoreError):
            if before is not None and _folder_identity(store.data_dir) == before:
                raise  # the same folder all along: the failure is the read's own
        store.wait_for_a_restore()  # gone, or swapped while it was read
        return read(store, *args, **kwargs)
    return reading


def _folder_identity(folder: Path) -> tuple[int, int] | None:
    """Which folder is at ``folder`` now (None: none), to tell a folder swapped in by a restore."""
    try:
        st = os.stat(folder)
    except OSError:
        return None
    return (st.st_dev, st.st_ino)


def no_data_folder(data_dir: Path) -> StoreError:
    """The sentence for a data folder that is not there (nor coming back from a restore's swap)."""
    if stage_path(data_dir, STAGE_READY).is_dir():
        return StoreError(gettext("a restore into {data_dir} was interrupted; open the folder once with "
                                  "Scorekeeper (not read-only) to complete it").format(data_dir=data_dir))
    return StoreError(gettext("there is no data folder at {data_dir}").format(data_dir=data_dir))


def nothing_there(data_dir: Path) -> bool:
    """Whether nothing stands at ``data_dir`` (no folder, no link, not even one to nothing) nor at a restore's
    stage beside it: a command that only reads then has no game to read and must make nothing (a mistyped
    ``--data`` left a folder behind).  A restore's stage is completed by the writing store, as before."""
    return not any(os.path.lexists(path) for path in (data_dir, stage_path(data_dir, STAGE_READY),
                                                      stage_path(data_dir, STAGE_BUILDING)))


class NoFolderYet(InMemoryGameStore):
    """The library of a data folder that is not there yet, for the commands that only read: empty, and nothing
    is made on the disk; ``data_dir`` is where it would be (said in what the commands print)."""

    def __init__(self, data_dir: Path) -> None:
        super().__init__()
        self.data_dir = data_dir


class ReadOnlyStore:
    """Reads games from a data folder; see the module docstring."""

    def __init__(self, data_dir: str | os.PathLike[str] | None = None) -> None:
        self.data_dir = resolve_data_dir(data_dir)
        self.games_dir = self.data_dir / "games"
        self.trash_dir = self.data_dir / "trash"
        self.messages: list[str] = []  # what was found damaged (nothing is recovered or upgraded here)
        self.damage: dict[str, str] = {}  # game id -> the damage message of its last read
        if not self.data_dir.is_dir():
            self.wait_for_a_restore()
        for name in ("games", "trash"):  # never read through a link: what it points to is not this folder's
            refuse_odd_folder(self.data_dir, name)
        self._index = IndexCache(self.data_dir / INDEX_NAME)

    def wait_for_a_restore(self) -> None:
        """The data folder is not there: wait, once, for a restore between its renames (``FolderBusy``, one
        sentence, after ``RESTORE_WAIT`` seconds); a StoreError if there is still no folder after it.  The
        folder lock is only opened, never made (nothing is written here), and a restore killed between its
        renames is left for a writer to complete."""
        with folder_locked(self.data_dir, create=False):
            pass
        if not self.data_dir.is_dir():
            raise no_data_folder(self.data_dir)

    @_through_a_restore
    def list_games(self, status: str | None = None, *, include_deleted: bool = False, offset: int = 0,
                   limit: int | None = None, kind: str | None = None,
                   player: str | None = None) -> list[GameSummary]:
        """The game list as the index holds it (for a folder that cannot be written), nothing written:
        the figures the writer last kept, except for a game whose journal changed since (damaged,
        cut short, or written by hand), whose figures are worked out again in memory from the game
        as it reads, so the list never disagrees with the game."""
        view = self._index.view()
        return [self._listed(view, game_id)
                for game_id in view.page(status, include_deleted, offset, limit, kind, player)]

    def _listed(self, view: IndexView, game_id: str) -> GameSummary:
        entry = view.entry(game_id)
        summary: GameListFigures = (entry.get("summary") if entry else None) or {}
        if entry is None or entry.get("deleted_at") or summary.get("problem") or \
                summary.get("journal") in (None, journal_mark(self.games_dir / f"{game_id}.json")):
            return view.summary(game_id)  # the trash is listed as kept: only games/ is read here
        fresh: GameListFigures
        try:
            fresh = computed_summary(self.load_game_dict(game_id))
        except (StoreError, OSError) as exc:
            fresh = {"problem": str(exc)}
        return summary_from_entry({**entry, "summary": fresh})

    @_through_a_restore
    def resolve_game_id(self, text: str) -> str:
        """A full game id, or a unique beginning of one (for the command line)."""
        return self._index.view().resolve(text)

    def _setup_path(self, game_id: str) -> Path:
        if not isinstance(game_id, str) or not game_id or "/" in game_id or "\\" in game_id \
                or game_id.startswith("."):
            raise NotFoundError(gettext("no game with id {game_id!r}").format(game_id=game_id))
        return self.games_dir / f"{game_id}.json"

    @_through_a_restore
    def latest_game_id(self) -> str | None:
        """The game played most recently (its files changed last), or None when there is none.

        Deleted games (in the trash) are not candidates.
        """
        newest: tuple[int, str] | None = None
        try:
            entries = list(os.scandir(self.games_dir))
        except OSError:
            if not self.data_dir.is_dir():
                raise  # a restore between its renames: waited for (``_through_a_restore``)
            return None
        for entry in entries:
            name = entry.name
            if name.startswith("."):
                continue
            if name.endswith(".json"):
                game_id = name[: -len(".json")]
            elif name.endswith(JOURNAL_SUFFIX):
                game_id = name[: -len(JOURNAL_SUFFIX)]
            else:
                continue
            try:
                mtime = entry.stat().st_mtime_ns
            except OSError:  # replaced or deleted while we looked
                continue
            if (newest is None or (mtime, game_id) > newest) and (self.games_dir / f"{game_id}.json").exists():
                newest = (mtime, game_id)
        return newest[1] if newest else None

    @_through_a_restore
    def game_version(self, game_id: str) -> tuple[int, ...]:
        """A cheap token that changes whenever the game changes, by any process (file identities,
        sizes and modification times; no file is read)."""
        setup = self._setup_path(game_id)
        out: list[int] = []
        for path in (setup, journal_path(setup)):
            try:
                st = os.stat(path)
                out += [st.st_ino, st.st_size, st.st_mtime_ns]
            except FileNotFoundError:
                out += [0, 0, 0]
        if out[:3] == [0, 0, 0]:
            raise NotFoundError(gettext("no game with id {game_id!r}").format(game_id=game_id))
        return tuple(out)

    @_through_a_restore
    def load_game_dict(self, game_id: str) -> GameDict:
        """The game as ``Game.from_dict`` takes it, read consistently even while it is being written.

        First without any lock (a writer stores an entry in a millisecond or two, so a read
        almost always falls between two); a game that keeps changing under a busy writer is
        then read holding a shared lock, which only makes the writer wait for that one read.
        """
        try:
            return self._read_between_writes(game_id)
        except _KeptChanging:
            with self._shared_lock():
                return self._read_between_writes(game_id)

    @_through_a_restore
    def get_game_summary(self, game_id: str) -> GameSummary:
        """One game as :meth:`list_games` lists it."""
        return self._listed(self._index.view(), game_id)

    def load_event_times(self, game_id: str) -> list[str | None]:
        """When each entry of the game was stored, as its journal says (None where it does not)."""
        return self.load_timed_game_dict(game_id)[1]

    @_through_a_restore
    def load_timed_game_dict(self, game_id: str) -> tuple[GameDict, list[str | None]]:
        """The game and when each of its entries was stored (a repaired reading: as the repair says)."""
        game = self.load_game_dict(game_id)
        jpath = journal_path(self._setup_path(game_id))
        times = list(read_journal(jpath).times) if jpath.exists() else []
        count = len(game["events"])
        return game, (times + [None] * count)[:count]

    @_through_a_restore
    def load_settings(self, game_id: str) -> JsonObject:
        """The game's settings from its setup file alone (a listing shows every game's amounts
        without reading a journal); a setup file is replaced atomically, so no lock is needed."""
        settings: JsonObject = setup_dict(read_setup(self._setup_path(game_id), CURRENT_SCHEMA)[1], [])["settings"]
        return settings

    @contextlib.contextmanager
    def _shared_lock(self) -> Iterator[None]:
        """Hold the writers' lock file shared (opened read-only: nothing is created or written)."""
        try:
            fd = open_plain(self.data_dir / ".lock", os.O_RDONLY)
        except (FileNotFoundError, DamagedFileError):  # no writer has ever opened this folder, or not a plain file
            yield
            return
        try:
            try:
                import fcntl
                fcntl.flock(fd, fcntl.LOCK_SH)
            except ImportError:  # Windows: no advisory locks
                pass
            yield
        finally:
            os.close(fd)  # closing releases the lock

    def _read_between_writes(self, game_id: str) -> GameDict:
        setup = self._setup_path(game_id)
        problem: Exception | None = None
        for attempt in range(RETRIES):
            if attempt:
                time.sleep(RETRY_PAUSE)
            before = self._version_or_none(game_id)
            try:
                _data, header = read_setup(setup, CURRENT_SCHEMA)
                if uses_journal(header):
                    if not journal_path(setup).exists() and attempt < RETRIES - 1:
                        problem = NotFoundError(gettext("the events of game {game_id!r} are missing").format(
                            game_id=game_id))
                        continue  # moved to or from the trash this very moment: look again
                    events = self._journal_events(game_id, journal_path(setup), str(header.get("name") or game_id))
                else:
                    events = setup_events(_data)
            except FileNotFoundError:
                if before is None:
                    raise NotFoundError(gettext("no game with id {game_id!r}").format(game_id=game_id)) from None
                problem = NotFoundError(gettext("no game with id {game_id!r}").format(game_id=game_id))
                continue
            except DamagedFileError as exc:  # perhaps a file caught mid-replace: look again
                problem = exc
                continue
            if self._version_or_none(game_id) == before:  # nothing changed while we read
                return setup_dict(header, events)
        if isinstance(problem, (NotFoundError, DamagedFileError)):
            raise problem
        raise _KeptChanging(gettext("game {game_id} kept changing while it was read; try again").format(
            game_id=game_id))

    def _journal_events(self, game_id: str, jpath: Path, name: str) -> list[JsonObject]:
        """A journal's events (see :meth:`_repaired`)."""
        journal, repair = self._repaired(game_id, jpath, name)
        return journal.events if repair is None else repair.events

    def _repaired(self, game_id: str, jpath: Path, name: str) -> tuple[Journal, JournalRepair | None]:
        """A journal, and (when it is damaged, or holds fewer entries than the game list says were
        stored) the repair the writer would make, put together in memory: nothing is written.  The
        damage is said in the writer's own words, so a shortened game is never shown in silence."""
        journal = read_journal(jpath)
        view = self._index.view
        acknowledged = acknowledged_in(view, game_id)
        repair = None
        if not journal.is_clean() or len(journal.events) < acknowledged:
            repair = repair_journal(journal, journal_copies(jpath, self.data_dir / "backups"), acknowledged,
                                    listed_at_in(view, game_id))
        if repair is None:
            self.damage.pop(game_id, None)
            return journal, None
        said = damage_message(name, jpath.name, journal, repair, acknowledged, failure=ONLY_READS)
        self.damage[game_id] = said
        if said not in self.messages:
            self.messages.append(said)
        return journal, repair

    @_through_a_restore
    def list_players(self) -> list[Player]:
        """Every registered player, as the writer last kept them (for ``stats`` on a read-only folder)."""
        return players_of(self._index.view())

    @_through_a_restore
    def count_games(self, status: str | None = None) -> int:
        """How many games (of one status; the trash counts only for "deleted")."""
        return len(self._index.view().games(status, include_deleted=False))

    @_through_a_restore
    def write_backup(self, path: str | os.PathLike[str]) -> Path:
        """A backup, written elsewhere, of a folder that cannot be written (nothing here changes).

        A damaged journal goes in as the writer would repair it, with the damaged file and the
        entries it could not place beside it under the names a repair gives them, and that game's
        list figures dropped: the backup restores without a refusal and loses nothing."""
        view = self._index.view()
        members: list[tuple[str, Path | bytes]] = []
        repaired: set[str] = set()
        found = game_files(self.games_dir, self.trash_dir, self.messages)
        for arc, src in members_of(found.files):
            repair = None
            if src.name.endswith(JOURNAL_SUFFIX):
                game_id = src.name[: -len(JOURNAL_SUFFIX)]
                repair = self._repaired(game_id, src, self._game_name(src.with_name(f"{game_id}.json")))[1]
            if repair is None:
                members.append((arc, src))
                continue
            repaired.add(game_id)
            stamp = timestamp()
            damaged = read_regular(src, limits.MAX_STORED_FILE_BYTES)  # as read_journal read it: no link followed
            members += [(arc, journal_bytes(repair.events, repair.times)), (f"{arc}.damaged-{stamp}", damaged)]
            if repair.unplaced:
                members.append((f"{arc}.kept-{stamp}", b"".join(line for _n, _e, line in repair.unplaced)))
        games: dict[str, IndexEntry] = {key: {**doc, "summary": None} if doc["id"] in repaired else doc
                                        for key, doc in view.entries.items() if doc["id"] not in found.left_out}
        return write_backup_zip(Path(path), dumps({**view.data, "games": games}), members, notes=self.messages)

    @staticmethod
    def _game_name(setup: Path) -> str:
        try:
            return str(read_setup(setup, CURRENT_SCHEMA)[1].get("name") or setup.stem)
        except (StoreError, OSError):
            return setup.stem

    def _version_or_none(self, game_id: str) -> tuple[int, ...] | None:
        try:
            return self.game_version(game_id)
        except NotFoundError:
            return None

    def load_game(self, game_id: str) -> Game:
        """The game, replayed by the rules core."""
        from scorekeeper.rules import Game

        return Game.from_dict(self.load_game_dict(game_id), consume=True)  # a fresh read: its dicts let go
