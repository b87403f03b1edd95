"""The game list: a page of games with their figures, worked out again where a journal changed since.

The figures come from the index (written when a hand ends); a game whose
journal changed since its summary was made is replayed once and its summary kept.
"""

from __future__ import annotations

import os

from scorekeeper.jsontypes import GameListFigures

from scorekeeper.i18n.translate import gettext

from .errors import NotFoundError, StoreError
from .gamefiles import JOURNAL_SUFFIX, journal_mark, mark_of_journal
from .game_dicts import computed_summary
from .index import IndexView
from .model import GameSummary
from .recovery import Recovery


class Summaries(Recovery):
    """The game list's part of GameStore."""

    def list_games(self, status: str | None = None, *, include_deleted: bool = False, offset: int = 0,
                   limit: int | None = None, kind: str | None = None,
                   player: str | None = None) -> list[GameSummary]:
        """One page of the game list, newest first.  ``status``: None (all), "in progress", "finished"...

        The figures come from the index (written when a hand ends); a game on
        the page whose journal changed since its summary was made, or that has
        none yet, is replayed once here and its summary kept.
        """
        view = self._view()
        ids = view.page(status, include_deleted, offset, limit, kind, player)
        stale = [game_id for game_id in ids if self._summary_is_stale(view, game_id)]
        if stale:
            with self._locked():
                self._refresh_summaries(stale)
            view = self._view()  # a restore may have swapped the folder meanwhile: its games only
        return [view.summary(game_id) for game_id in ids if view.entry(game_id) is not None]

    def _summary_is_stale(self, view: IndexView, game_id: str) -> bool:
        entry = view.entry(game_id)
        summary = None if entry is None else entry.get("summary")
        if entry is None or summary is None:
            return True
        if summary.get("problem"):
            return False
        mark = summary.get("journal")
        if mark is None:
            return False
        folder = self._trash_prefix if entry.get("deleted_at") else self._games_prefix
        return mark != mark_of_journal(folder + game_id + JOURNAL_SUFFIX)  # (a plain string: 2,000 games listed)

    @property
    def _games_prefix(self) -> str:
        return os.fspath(self.games_dir) + os.sep

    @property
    def _trash_prefix(self) -> str:
        return os.fspath(self.trash_dir) + os.sep

    def _refresh_summary(self, game_id: str) -> None:
        self._refresh_summaries([game_id])

    def _refresh_summaries(self, game_ids: list[str]) -> None:
        """Replay games whose list figures are missing or stale; ONE index write for all of them."""
        fresh: dict[str, GameListFigures] = {}
        for game_id in game_ids:
            try:
                path = self._find_setup(game_id)
                d = self.load_game_dict(game_id)
            except NotFoundError:
                fresh[game_id] = {"problem": gettext("its file is missing")}
            except (StoreError, OSError) as exc:
                fresh[game_id] = {"problem": str(exc)}
            else:
                fresh[game_id] = {**computed_summary(d), "journal": journal_mark(path)}
        if not fresh:
            return
        data = self._index_copy()
        for doc in data.get("games", {}).values():
            if doc["id"] in fresh:
                doc["summary"] = fresh[doc["id"]]
        try:
            with self._index_db() as db:
                db.storage.write(data)
        except OSError:  # a full disk: figures worked out again later; reading never needs free space
            self._cache.written(data)

    def get_game_summary(self, game_id: str) -> GameSummary:
        view = self._view()
        if view.entry(game_id) is None:
            raise NotFoundError(gettext("no game with id {game_id!r}").format(game_id=game_id))
        if self._summary_is_stale(view, game_id):
            with self._locked():
                self._refresh_summary(game_id)
        return self._view().summary(game_id)
