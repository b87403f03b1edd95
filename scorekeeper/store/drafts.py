"""Drafts: the cards tapped for a trick not yet saved (``drafts/<id>.json``), so a dead phone loses no tap.

A draft is a convenience, not a fact: it is never part of the record.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from .atomic import atomic_write_bytes, dumps
from .core import StoreCore


class Drafts(StoreCore):
    """The drafts part of GameStore."""

    def _draft_path(self, game_id: str) -> Path:
        return self.data_dir / "drafts" / self._setup_path(game_id).name

    def save_draft(self, game_id: str, draft: dict[str, Any] | None) -> None:
        """Keep the cards tapped for a trick not yet saved, so a dead phone loses no tap.

        ``None`` (or an empty draft) forgets it. A draft is a convenience, not a
        fact: it lives beside the game file and is never part of the record.
        """
        path = self._draft_path(game_id)
        if not draft:
            path.unlink(missing_ok=True)
            return
        path.parent.mkdir(parents=True, exist_ok=True)
        atomic_write_bytes(path, dumps(draft), keep=0, sync=self.sync)

    def load_draft(self, game_id: str) -> dict[str, Any] | None:
        """The unsaved trick of a game, or None (also if its file is unreadable: it is only a draft)."""
        try:
            draft = json.loads(self._draft_path(game_id).read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return None
        return draft if isinstance(draft, dict) else None
