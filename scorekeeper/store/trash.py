"""The trash: a deleted game's files move to ``trash/`` (the folder tells that it is deleted) until emptied."""

from __future__ import annotations

import os
from pathlib import Path

from scorekeeper.i18n.translate import gettext

from .atomic import fsync_dir
from .core import StoreCore
from .errors import NotFoundError
from .players import now_iso


class Trash(StoreCore):
    """Deleting, restoring and emptying: the trash part of GameStore."""

    def _move_game(self, game_id: str, source: Path, target: Path) -> None:
        """Move a game's files between games/ and trash/: journal first, setup (which decides) last."""
        setup = source / f"{game_id}.json"
        for f in sorted(source.glob(f"{game_id}.*"), key=lambda p: p == setup):
            if f.name.startswith(f"{game_id}.json") or f.name.startswith(f"{game_id}.events"):
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
        """Delete the games in the trash for good; return how many."""
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
            fsync_dir(self.trash_dir)
            return len(gone)
