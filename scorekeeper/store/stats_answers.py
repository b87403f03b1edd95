"""The answers worked out from the whole book, kept so the same question over the same games is read, not
worked out again.

``stats`` over 2,000 games spends most of its time reading each game's facts from the stats cache and
rating the season game by game.  When not one game changed since the question was last asked, the answer
cannot have changed either: it is kept beside the stats cache (in the user's cache folder, never in the
data folder) under the book's mark, a hash of every listed game's journal as it is on disk (inode, size,
time), its players, the player list, the language, this device's time zone and the question.  Any entry
stored, Undo, correction, sync, import or rename changes the mark, and the answer is worked out afresh
(each game's facts still come from the stats cache, so only the changed game is replayed).
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
import time
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from scorekeeper import limits
from scorekeeper.i18n.translate import current_language
from scorekeeper.jsonfile import NotARecordFile, read_regular
from scorekeeper.jsontypes import JsonObject, JsonValue

from .atomic import atomic_write_bytes
from .gamefiles import JOURNAL_SUFFIX
from .stats_cache import CACHE_VERSION, cache_folder, writes_cache

if TYPE_CHECKING:
    from .ports import TallyReader

ANSWERS_KEPT = 8  # the last questions asked (a range, a game, a player...): each answer is a few kilobytes


def zone_mark() -> str:
    """This device's time zone as it stands (the local dates of a season depend on it)."""
    return f"{time.tzname}|{time.timezone}|{time.altzone}|{os.environ.get('TZ', '')}"


ANSWERS_VERSION = 2  # raise when how an answer is worked out from the facts changes (1: a range lists whole
# evenings; 2: each player's win %, streaks and last played, the partners and head to head across games)


def book_mark(store: TallyReader) -> str | None:
    """A hash of everything an answer about the whole book depends on, or None for a store with no folder
    on disk.  One ``lstat`` per game: what ``games`` pays to list them anyway."""
    folder = getattr(store, "data_dir", None)
    if not isinstance(folder, Path):
        return None
    games = os.fspath(folder / "games") + os.sep
    digest = hashlib.sha256(
        f"{CACHE_VERSION}|{ANSWERS_VERSION}|{folder}|{current_language()}|{zone_mark()}".encode("utf-8"))
    for summary in store.list_games():
        try:
            st = os.lstat(games + summary.id + JOURNAL_SUFFIX)
            mark: tuple[int, ...] = (st.st_ino, st.st_size, st.st_mtime_ns)
        except OSError:
            mark = ()
        digest.update(repr((summary.id, summary.problem, mark, summary.player_ids, summary.created)).encode("utf-8"))
    digest.update(repr([(p.id, p.name) for p in store.list_players()]).encode("utf-8"))
    return digest.hexdigest()


def answers_file(data_dir: Path) -> Path:
    name = hashlib.sha256(str(data_dir.resolve()).encode("utf-8")).hexdigest()[:16]
    return cache_folder() / f"answers-{name}.json"


def remembered(store: TallyReader, question: JsonValue, work: Callable[[], JsonObject]) -> JsonObject:
    """``work()``'s answer to ``question`` over the whole book: read when the book has not changed since it
    was last worked out, else worked out and kept.  The answer is JSON either way (a kept answer and a
    fresh one are the same structure)."""
    mark = book_mark(store)
    folder = getattr(store, "data_dir", None)
    if mark is None or not isinstance(folder, Path) or not writes_cache(store):  # a folder only read: nothing kept
        return work()
    path = answers_file(folder)
    key = json.dumps([mark, question], separators=(",", ":"))
    kept = _read_answers(path)
    for entry in kept:
        answer = _answer_of(entry, key)
        if answer is not None:
            return answer
    text = json.dumps(work(), separators=(",", ":"))
    fresh: list[JsonValue] = [{"key": key, "sum": _sum(key, text), "answer": text}]
    with contextlib.suppress(OSError):
        path.parent.mkdir(parents=True, exist_ok=True)
        atomic_write_bytes(path, json.dumps({"answers": fresh + kept[:ANSWERS_KEPT - 1]}).encode("utf-8"), sync=False)
    answer = json.loads(text)
    assert isinstance(answer, dict)
    return answer


def _sum(key: str, text: str) -> str:
    return hashlib.sha256(f"{key}\n{text}".encode("utf-8")).hexdigest()


def _read_answers(path: Path) -> list[JsonValue]:
    """The kept answers, or none when the file is missing, damaged or of another shape."""
    try:
        doc = json.loads(read_regular(path, limits.MAX_STORED_FILE_BYTES))
    except (OSError, ValueError, NotARecordFile, RecursionError):
        return []
    answers = doc.get("answers") if isinstance(doc, dict) else None
    return answers if isinstance(answers, list) else []


def _answer_of(entry: JsonValue, key: str) -> JsonObject | None:
    """The kept answer to ``key``, when ``entry`` holds it whole (its checksum right: a damaged file is
    worked out again, never trusted)."""
    if not isinstance(entry, dict) or entry.get("key") != key:
        return None
    text, checksum = entry.get("answer"), entry.get("sum")
    if not isinstance(text, str) or checksum != _sum(key, text):
        return None
    try:
        answer = json.loads(text)
    except (ValueError, RecursionError):
        return None
    return answer if isinstance(answer, dict) else None
