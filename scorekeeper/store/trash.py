"""The trash: a deleted game's files move to ``trash/`` (the folder tells that it is deleted) until emptied.

A game's files are its setup (``<id>.json``, which decides where the game is), its journal
(``<id>.events``) and its history (``<id>.history``, what Undo and Redo walk), each with what a repair
kept beside it: they all move together, so a game brought back pairs with its own history (the
setup's witness vouches for it as it was), and emptying the trash leaves no history behind that a
later game of the same id could be paired with.  The history is the last to leave ``games/`` and the
first to come back: killed in the middle of a move, a game whose setup is in ``games/`` still has its
history there.  A history an older version left in ``games/`` for a game it deleted goes when the
trash is emptied.
"""

from __future__ import annotations

import contextlib
import os
from pathlib import Path

from scorekeeper.i18n.translate import gettext

from .atomic import fsync_dir
from .cache_place import forget_facts
from .core import StoreCore
from .errors import NotFoundError
from .gamefiles import JOURNAL_SUFFIX
from .history_file import HISTORY_SUFFIX
from .players import now_iso


def _game_files(folder: Path, game_id: str, suffix: str) -> list[Path]:
    """The game's file ``<id><suffix>`` in ``folder`` and those a repair kept beside it (``<id><suffix>.*``)."""
    return [f for f in folder.glob(f"{game_id}.*")
            if f.name == f"{game_id}{suffix}" or f.name.startswith(f"{game_id}{suffix}.")]


class Trash(StoreCore):
    """Deleting, restoring and emptying: the trash part of GameStore."""

    def _move_game(self, game_id: str, source: Path, target: Path) -> None:
        """Move a game's files between games/ and trash/: journal first, setup (which decides) last, the
        history out of games/ after the setup and into it before (see the module docstring)."""
        setup = source / f"{game_id}.json"
        history = _game_files(source, game_id, HISTORY_SUFFIX)
        files = _game_files(source, game_id, JOURNAL_SUFFIX) + sorted(
            _game_files(source, game_id, ".json"), key=lambda p: p == setup)
        for f in history + files if target == self.games_dir else files + history:
            os.replace(f, target / f.name)
        fsync_dir(target)
        fsync_dir(source)

    def delete_game(self, game_id: str) -> None:
        """Move a game to the trash; :meth:`restore_game` brings it back."""
        with self._locked():
            if self._view().entry(game_id) is None:
                raise NotFoundError(gettext("no game with id {game_id!r}").format(game_id=game_id))
            if not self._setup_path(game_id).exists():
                return  # already in the trash
            self._move_game(game_id, self.games_dir, self.trash_dir)
            self._update_entry(game_id, {"deleted_at": now_iso()})

    def restore_game(self, game_id: str) -> None:
        """Take a game back out of the trash."""
        with self._locked():
            if self._view().entry(game_id) is None:
                raise NotFoundError(gettext("no game with id {game_id!r}").format(game_id=game_id))
            if (self.trash_dir / f"{game_id}.json").exists():
                self._move_game(game_id, self.trash_dir, self.games_dir)
            self._update_entry(game_id, {"deleted_at": None})

    def empty_trash(self) -> int:
        """Delete the games in the trash for good, every file of theirs; return how many."""
        with self._locked():
            data = self._index_copy()
            gone = [gid for gid, p in self._game_ids_on_disk().items() if p.parent == self.trash_dir]
            games = data.get("games", {})
            for key in [k for k, d in games.items() if d.get("id") in gone]:
                del games[key]
            self._write_index(data)  # index first: a crash then leaves a file to re-add, not a hole
            for gid in gone:
                for f in self.trash_dir.glob(f"{gid}.*"):
                    f.unlink()
                for f in _game_files(self.games_dir, gid, HISTORY_SUFFIX):  # an older version left it there
                    with contextlib.suppress(FileNotFoundError):
                        f.unlink()
            fsync_dir(self.trash_dir)
            fsync_dir(self.games_dir)
            forget_facts(self.data_dir, gone)  # nothing reads a gone game's facts again
            return len(gone)
