"""Drafts: the cards tapped for a trick not yet saved (``drafts/<id>.json``), so a dead phone loses no tap.

A draft is a convenience, not a fact: it is never part of the record.  It is
written under the store's lock, so an entry stored with its draft
(``append_event(..., draft=DraftChange(...))``) is one locked step with it.
"""

from __future__ import annotations

import json
from pathlib import Path

from scorekeeper import limits
from scorekeeper.jsonfile import UnreadableFile, read_regular
from scorekeeper.jsontypes import JsonObject

from .atomic import atomic_write_bytes, dumps
from .core import StoreCore
from .model import DraftChange

__all__ = ["DraftChange", "Drafts", "write_draft_file"]


def write_draft_file(path: Path, draft: JsonObject | None, *, sync: bool) -> None:
    """Replace the draft file at ``path`` whole (atomic rename), or remove it for an empty draft."""
    if not draft:
        path.unlink(missing_ok=True)
        return
    path.parent.mkdir(parents=True, exist_ok=True)
    atomic_write_bytes(path, dumps(draft), keep=0, sync=sync)


class Drafts(StoreCore):
    """The drafts part of GameStore."""

    def _draft_path(self, game_id: str) -> Path:
        return self.data_dir / "drafts" / self._setup_path(game_id).name

    def save_draft(self, game_id: str, draft: JsonObject | None) -> None:
        """Keep the cards tapped for a trick not yet saved, so a dead phone loses no tap.

        ``None`` (or an empty draft) forgets it. A draft is a convenience, not a
        fact: it lives beside the game file and is never part of the record.
        """
        with self._locked():
            write_draft_file(self._draft_path(game_id), draft, sync=self.sync)

    def load_draft(self, game_id: str) -> JsonObject | None:
        """The unsaved trick of a game, or None (also if its file is unreadable: it is only a draft)."""
        try:  # the guarded reader: a link is not followed, a pipe never waited on
            draft = json.loads(read_regular(self._draft_path(game_id), limits.MAX_STORED_FILE_BYTES).decode("utf-8"))
        except (OSError, ValueError, UnreadableFile):
            return None
        return draft if isinstance(draft, dict) else None
