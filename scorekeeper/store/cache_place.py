"""Where the derivations of a data folder are kept: the user's cache folder, and in it each game's fact file.

Apart from ``stats_cache`` and ``fact_files`` because the store's own writes need the place too (emptying the
trash removes the fact files of the games deleted for good), and those two modules read the store.
"""

from __future__ import annotations

import hashlib
import os
from pathlib import Path

CACHE_ENV = "SCOREKEEPER_CACHE_DIR"  # where the derived facts are kept, when set (tests, a phone's own cache folder)


def cache_folder() -> Path:
    """The user's cache folder for Scorekeeper: ``$SCOREKEEPER_CACHE_DIR``, else ``$XDG_CACHE_HOME/scorekeeper``,
    else ``~/.cache/scorekeeper``.  Outside the data folder, so sync and backups never carry a derivation."""
    chosen = os.environ.get(CACHE_ENV)
    if chosen:
        return Path(chosen)
    base = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
    return Path(base) / "scorekeeper"


def facts_folder(data_dir: Path) -> Path:
    """The folder of one data folder's fact files, named by a hash of its full path (as the cache's files)."""
    digest = hashlib.sha256(str(data_dir.resolve()).encode("utf-8")).hexdigest()[:16]
    return cache_folder() / f"facts-{digest}"


def fact_file(data_dir: Path, game_id: str) -> Path | None:
    """A game's fact file; None for an id that is no plain file name (an index is read as hostile as any)."""
    return facts_folder(data_dir) / f"{game_id}.json" if plain_game_id(game_id) else None


def plain_game_id(game_id: str) -> bool:
    """Whether a game id can name a file in the facts folder (no path, no hidden file)."""
    return bool(game_id) and not game_id.startswith(".") and not any(c in game_id for c in "/\\\x00")


def forget_facts(data_dir: Path, game_ids: list[str]) -> None:
    """Remove the fact files of games deleted for good: nothing would ever read them again."""
    for game_id in game_ids:
        path = fact_file(data_dir, game_id)
        if path is not None:
            try:
                path.unlink(missing_ok=True)
            except OSError:  # a derivation: one left behind costs a little disk, never a wrong answer
                pass
