"""The store's errors: one family, each message readable by a player."""

from __future__ import annotations

import errno
from pathlib import Path
from scorekeeper.i18n.translate import gettext

_OS_REASONS = {
    errno.ENOSPC: "the disk is full",
    errno.EDQUOT: "the disk quota is used up",
    errno.EROFS: "the data folder is read-only",
    errno.EACCES: "Scorekeeper may not write to the data folder",
    errno.EPERM: "Scorekeeper may not write to the data folder",
    errno.EIO: "the storage reported an input/output error",
}


def os_reason(exc: OSError) -> str:
    """Why a disk operation failed, in a player's words ("the disk is full")."""
    return _OS_REASONS.get(exc.errno or 0) or (exc.strerror or str(exc)).lower()


class StoreError(Exception):
    """Something the store cannot do; the message says what and why."""


class NotFoundError(StoreError, KeyError):
    """No game or player with that id."""

    def __str__(self) -> str:  # KeyError would quote the message
        return str(self.args[0]) if self.args else ""


class ReadOnlyFolder(StoreError):
    """The data folder cannot be written (a read-only disk, another user's folder): a command that
    only reads may still read it through ``ReadOnlyStore``."""


class NewerVersionError(StoreError):
    """The data was written by a newer Scorekeeper; it is refused, never rewritten."""


class DamagedFileError(StoreError):
    """A data file cannot be read: empty, cut short, not JSON or not the expected shape."""

    def __init__(self, path: Path, reason: str):
        super().__init__(gettext("{name} is damaged ({reason})").format(name=path.name, reason=reason))
        self.path = path
        self.reason = reason


class CountMismatch(StoreError):
    """The stored game is not at the state the caller expected (another screen changed it)."""

    def __init__(self, game_id: str, expected: int, stored: int):
        super().__init__(gettext("game {game_id} has {stored} events stored, not {expected}; it was changed "
                                 "elsewhere").format(
            game_id=game_id, stored=stored, expected=expected))
        self.game_id = game_id
        self.expected = expected
        self.stored = stored


class GameFileLost(StoreError):
    """A game file is damaged and none of its backups is readable (the damaged file is kept)."""


class GameRecovered(StoreError):
    """A game file was found damaged during a change and was recovered from a backup; the change was
    not made (the recovered game may differ from what the caller holds)."""
