"""Restoring a backup zip over a data folder, all or nothing (the checks are ``backups.py``'s).

A restore holds the locks beside the data folder (``folder_lock.py``): the restore lock from the
moment it unpacks the backup beside the folder, so a second restore waits for it and no opening
removes its stage; the folder lock from the copy of what is there until the restored folder is open
again, so no opening completes, undoes or empties its swap, and no command backs up a folder half
swapped; and the writers' lock from the copy until the swap is done, so no change is stored that the
copy would miss.  An opening waits only for the swap, a second restore for the whole of the first
(each for a bounded time, then one sentence, nothing changed).
"""

from __future__ import annotations

import contextlib
import os
import shutil
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from scorekeeper.progress import Progress
from scorekeeper.i18n.translate import gettext

from .backups import BackupRefused, CheckedBackup, ReplayedGame, keep_checked_figures, unpack_and_check
from .fact_files import Facts, StoredSeats, write_facts
from .gamefiles import JOURNAL_SUFFIX, SetupHeader
from .swap import STAGE_BUILDING, stage_path, swap_in
from .atomic import timestamp
from .errors import NewerVersionError, StoreError
from .folder_lock import folder_locked, restore_locked
from .repository import GameStore

if TYPE_CHECKING:
    from scorekeeper.rules import Game


@dataclass(frozen=True)
class Restored:
    """What a restore did, and the restored folder opened (upgraded and checked) before anyone else opens it."""

    saved_copy: Path  # backups/before-restore-<time>.zip: the data as it was before
    games: int  # game files restored (the trash not counted)
    store: GameStore


def restore_into(data_dir: str | os.PathLike[str] | None, path: str | os.PathLike[str],
                 progress: Progress | None = None) -> Restored:
    """Replace the store's contents with a backup zip; see ``backups.py`` for the checks.

    The backup is unpacked beside the data folder and checked completely (every game replayed by
    the rules, ``backup_rules.py``) before anything is touched, and what the check learned is kept in its
    index (each game's list figures and its journal's mark: ``keep_checked_figures``), so the opening of the
    restored folder reads and replays no journal again; the current contents are saved as
    ``backups/before-restore-<time>.zip``; then the new folder is swapped in and opened.  On any
    failure the data is exactly as before.  See the module docstring for the locks.
    """
    store = GameStore(data_dir, auto_backup=False)
    stage = stage_path(store.data_dir, STAGE_BUILDING)
    facts: list[_CheckedFacts] = []
    with restore_locked(store.data_dir):  # a second restore waits; an opening leaves the stage alone
        shutil.rmtree(stage, ignore_errors=True)  # left by a restore that was killed
        try:
            with _said_as_not_restored(None):
                checked = unpack_and_check(Path(path), stage, progress, _facts_kept_in(facts))
            keep_checked_figures(checked)  # the opening below reads no journal the check read
            with folder_locked(store.data_dir):  # no opening until the restored folder is open
                saved = _swap(store, checked)
                reopened = GameStore(store.data_dir)  # this thread holds the folder lock: opening takes it again
            _keep_facts(facts, reopened.data_dir)  # the first stats replays no game the check replayed
        finally:
            shutil.rmtree(stage, ignore_errors=True)
    return Restored(saved, checked.games, reopened)


@dataclass(frozen=True)
class _CheckedFacts:
    """A restored game's facts as the check's replay gave them (what ``stats`` keeps per game: ``fact_files``),
    with what its fact file is keyed by."""

    game_id: str
    seats: dict[str, str]
    created: str
    times: tuple[str | None, ...]
    facts: Facts
    mark: list[int]  # its journal's, as unpacked: the facts are kept only while the journal is still so


def _facts_kept_in(kept: list[_CheckedFacts]) -> ReplayedGame:
    """What works out the facts of each game the check replays, while it is in hand, into ``kept``: without
    them the first ``stats`` after a restore read every journal and replayed every game a second time.  A
    game whose facts cannot be worked out is left out (that ``stats`` replays it, and says what it finds)."""
    from .stats import facts_of_game

    def keep(game_id: str, header: SetupHeader, times: tuple[str | None, ...], game: Game, mark: list[int]) -> None:
        if len(times) != len(game.events):
            return
        seats = {str(seat): str(pid) for seat, pid in zip(header["players"], header["player_ids"])}
        created = str(header.get("created", ""))
        try:
            found = facts_of_game(game_id, game, seats, times, created)
        except Exception:  # a derivation only: the restore goes on
            return
        kept.append(_CheckedFacts(game_id, seats, created, times, found, mark))
    return keep


def _keep_facts(kept: list[_CheckedFacts], data_dir: Path) -> None:
    """Write the fact file of each game in ``kept`` now that the checked folder is ``data_dir``'s, each only
    while its journal is as the check read it (the swap's renames keep its mark; a write since, by another
    process, moves it, and that game's facts are not kept).  Never fails the restore."""
    for found in kept:
        journal = os.fspath(data_dir / "games" / f"{found.game_id}{JOURNAL_SUFFIX}")
        write_facts(data_dir, found.game_id, StoredSeats(found.seats, found.created, journal), found.times,
                    found.facts, found.mark)


def restore_backup(data_dir: str | os.PathLike[str] | None, path: str | os.PathLike[str],
                   progress: Progress | None = None) -> tuple[Path, int]:
    """:func:`restore_into`, answering (the before-restore copy, game files restored)."""
    restored = restore_into(data_dir, path, progress)
    return restored.saved_copy, restored.games


def _unused_name(folder: Path, label: str) -> Path:
    """``<label>-<time>.zip`` in ``folder``, numbered (``-2``, ``-3``...) past any zip of that name: two restores
    in one second would otherwise write the second's copy over the first's (carried over into the folder)."""
    stamp = timestamp()
    target, n = folder / f"{label}-{stamp}.zip", 1
    while target.exists():
        n += 1
        target = folder / f"{label}-{stamp}-{n}.zip"
    return target


def _swap(store: GameStore, checked: CheckedBackup) -> Path:
    """Save what is there, then swap the checked backup in (the caller holds the folder lock); the saved copy."""
    saved: list[Path] = []
    with _said_as_not_restored(saved), store._locked():  # no writer between the copy and the swap
        saved.append(store.write_backup(_unused_name(store.backups_dir, "before-restore")))
        swap_in(store.data_dir, checked.folder, keep_from_old=["backups"])
    return store.data_dir / "backups" / saved[0].name


@contextlib.contextmanager
def _said_as_not_restored(saved: list[Path] | None) -> Iterator[None]:
    """A failure of the disk or the store as one sentence: the backup was not restored, the data is as it was
    (and where the copy of it is, once ``saved`` holds it); a refused backup says its own."""
    try:
        yield
    except (BackupRefused, NewerVersionError):
        raise
    except (OSError, StoreError) as exc:
        where = (gettext("; a copy of it is at backups/{name}").format(name=saved[0].name) if saved else "")
        reason = exc.strerror if isinstance(exc, OSError) and exc.strerror else str(exc)
        raise StoreError(gettext("the backup could not be restored ({reason}); the data is as it was "
                                 "before{where}").format(
            reason=reason, where=where)) from None
