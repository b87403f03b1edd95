"""GameStore: the games, their events and the players, kept in a data folder.

Layout of the data folder (see ``paths.py`` for where it is)::

    scorekeeper.json          the index (index.py): schema, game list with summaries, players
    scorekeeper.json.bak1..5  its previous versions (rolling, see atomic.py)
    games/<id>.json           one game's setup (a TinyDB document file)
    games/<id>.events         its events, one line each, appended (gamefiles.py)
    trash/<id>.*              deleted games, until the trash is emptied
    drafts/<id>.json          a trick being entered, not yet a fact
    backups/*.zip             snapshots of the whole folder (backups.py)
    *.damaged-<time>          files that could not be read, kept for good

Only plain files and folders inside the data folder are read or written (``plain.py``): a link
there is never followed, a pipe never opened to wait on; ``check_sub_folders`` below says what
happens when a sub-folder is a link.  The data folder itself may be a link: the user's choice.

Costs: storing an event appends one line to its game's journal and fsyncs
it, whatever the game's length; the check that the caller is in step with
the stored game reads only the journal's last line, under the same lock as
the append.  The index is written when a game is created, renamed, deleted
or finishes a hand (the service passes the new summary), never per tap, and
its parsed form is cached, so listing a page of games costs the same with
10 or 1,000 games stored.

The game files are the source of truth and a game is known by its file
name: a lost index is rebuilt from them, a game file without an index entry
(the app was killed between the two writes of ``create_game``) is added
back on the next open, and a game file whose inner id disagrees with its
name (a hand-made copy) is corrected once, with a note, never listed twice.
Whether a game is deleted is told by the folder its files are in.

Every write is durable (fsynced, and atomically renamed where it replaces a
file) before the method returns: ``append_event`` returning is what
"acknowledged" means.

The store's modules, one job each: ``index.py`` (the index and its cache),
``gamefiles.py`` (setup files and journals), ``journal_repair.py`` (how a
damaged journal is repaired), ``backups.py`` (checking backups; ``backup_zip.py``
writes them), ``plain.py`` (plain files only: no link followed),
``migrations.py`` (older data), ``interface.py`` (what the service needs of
any store), ``model.py`` and ``game_dicts.py`` (the values they share).
``GameStore`` is made of parts on one base, each one job: ``core.py`` (paths,
the lock, the index), ``recovery.py`` (reading game files, repairing them),
``opening.py`` (opening, its repairs, snapshots), ``summaries.py`` (the game
list), ``game_events.py`` (events), ``creation.py`` (new games), ``trash.py``,
``drafts.py`` and ``players.py`` (the registry); ``restore.py`` restores a
backup.  This module puts them together and opens the folder: its first
steps (an interrupted restore finished, the folders made) under the folder
lock beside it (``folder_lock.py``), the rest under the writers' lock.
"""

from __future__ import annotations

import os
import stat
from pathlib import Path

from scorekeeper.i18n.translate import gettext

from .swap import finish_interrupted_restore
from .errors import StoreError
from .folder_lock import folder_locked
from .creation import GameCreation
from .drafts import Drafts
from .game_events import GameEvents
from .opening import Opening
from .atomic import aside_name
from .plain import folder_kind, refuse_odd_folder
from .players import PlayerRegistry
from .trash import Trash

__all__ = ["GameStore"]


class GameStore(GameEvents, Opening, GameCreation, Trash, Drafts, PlayerRegistry):
    """The store of one data folder.  See the module docstring for the design.

    Opening recovers from damage and upgrades old data (telling the user
    what happened in :attr:`messages`), refuses data written by a newer
    version (:class:`NewerVersionError`) and takes a rolling snapshot.
    """

    def __init__(self, data_dir: str | os.PathLike[str] | None = None, *,
                 auto_backup: bool = True, sync: bool = True):
        super().__init__(data_dir, sync=sync)
        if self.data_dir.exists() and not self.data_dir.is_dir():
            raise StoreError(gettext("the data folder {data_dir} is a file, not a folder").format(
                data_dir=self.data_dir))
        if self.data_dir.is_symlink() and not self.data_dir.exists():  # else mkdir says only "File exists"
            raise StoreError(gettext("the data folder {data_dir} is a link to {target}, which does not exist; "
                                     "make that folder or give another").format(
                data_dir=self.data_dir, target=os.readlink(self.data_dir)))
        try:
            self.data_dir.parent.mkdir(parents=True, exist_ok=True)
            with folder_locked(self.data_dir):  # never while a restore is between its renames (folder_lock.py)
                note = finish_interrupted_restore(self.data_dir)
                if note:
                    self.messages.append(note)
                check_sub_folders(self.data_dir, self.messages)  # nothing is written through a link
                for folder in (self.data_dir, self.games_dir, self.trash_dir, self.backups_dir):
                    folder.mkdir(parents=True, exist_ok=True)
            if not os.access(self.data_dir, os.W_OK | os.X_OK):
                raise PermissionError(13, "Permission denied", str(self.data_dir))
        except OSError as exc:
            raise self._cannot_use(exc) from None
        try:
            with self._locked():
                self._open()
                if auto_backup:
                    self._auto_backup()
        except OSError as exc:  # read-only, full, or not ours: one sentence, never a traceback
            raise self._cannot_use(exc) from None

    def close(self) -> None:
        """Nothing is held open between calls; kept for symmetry with other stores."""

    def __enter__(self) -> "GameStore":
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


# The sub-folders holding what a keeper entered (the games, the trash) or the sync's records
# and password: never replaced behind the user's back, a link there is refused.
KEPT_FOLDERS = ("games", "trash", "sync")
# The sub-folders holding only copies and conveniences (snapshots, unsaved taps, the stats' cache): a link there
# is renamed aside and a plain folder made in its place, so the app goes on.
REPLACED_FOLDERS = ("backups", "drafts", "cache")


def check_sub_folders(data_dir: Path, messages: list[str]) -> None:
    """Make sure the data folder's sub-folders are plain folders inside it, before anything is written.

    A link (or a file, a pipe) in place of ``games/``, ``trash/`` or ``sync/`` is refused with a
    :class:`~scorekeeper.store.errors.StoreError` saying what would be right: they hold what was entered,
    which is never moved behind the user's back.  One in place of ``backups/`` or ``drafts/`` (copies and
    unsaved taps only) is renamed aside, kept as it is, and said in ``messages``; the store then makes a plain
    folder there.  Nothing is ever written through such a link.
    """
    for name in KEPT_FOLDERS:
        refuse_odd_folder(data_dir, name)
    for name in REPLACED_FOLDERS:
        folder = data_dir / name
        found = folder_kind(folder)
        if found is None:
            continue
        mode, kind = found
        kept = aside_name(folder, "link" if stat.S_ISLNK(mode) else "not-a-folder")
        os.rename(folder, kept)
        messages.append(gettext("{name} in the data folder was {kind}, not a folder; Scorekeeper writes only inside "
                                "its data folder, so it was renamed {kept} (what it points to is untouched) and a "
                                "plain folder {name} was made in its place.").format(
            name=name, kind=kind, kept=kept.name))
