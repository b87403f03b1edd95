"""The matches the seasons have rated, kept between runs so a season is rated again only from its first
changed game on (``scorekeeper.season.rated`` says why that equals rating it from scratch).

Rating 2,000 games one match at a time is most of what a season costs once each game's facts are read
from the stats cache.  Each rated match is a pure function of its chain key, whatever store or data
folder it came from, so one memo serves the whole process (the app asks for several ranges and games in
an evening) and one file in the user's cache folder (outside the data folder, never synced or backed up)
carries it to the next ``scorekeeper stats``.  The file is read as hostile as any: an entry that is not
as written is dropped and that match rated again.
"""

from __future__ import annotations

import contextlib
import json
import math
from pathlib import Path

from scorekeeper import limits
from scorekeeper.jsonfile import NotARecordFile, read_regular
from scorekeeper.jsontypes import JsonValue
from scorekeeper.season.rated import RatedMatch, RatingMemo

from .atomic import atomic_write_bytes
from .ports import GameList
from .stats_cache import CACHE_VERSION, cache_folder, writes_cache

MATCHES_KEPT = 12_000  # the overall season and each game's own of 2,000 games, with room for a few ranges

MEMO: RatingMemo = {}
"""Every match rated or read in this process, the most recently used last (``rate_match`` moves a match
read again to the end)."""

_READ: set[Path] = set()  # memo files already read into MEMO by this process
_WRITTEN: dict[Path, int] = {}  # how many matches MEMO held when it was last read or written there


def memo_file() -> Path:
    return cache_folder() / "ratings.json"


def rating_memo() -> RatingMemo:
    """The process's memo, with the cache folder's file read into it the first time."""
    path = memo_file()
    if path not in _READ:
        _READ.add(path)
        for key, rated in _read_matches(path).items():
            MEMO.setdefault(key, rated)
        _WRITTEN[path] = len(MEMO)
    return MEMO


def keep_rating_memo(store: GameList) -> None:
    """Write the memo to the cache folder when matches were rated since it was read (the most recently used
    ``MATCHES_KEPT``); a folder only read writes nothing, as with the stats cache."""
    while len(MEMO) > MATCHES_KEPT:  # the process keeps no more than the file would (a folder only read too)
        MEMO.pop(next(iter(MEMO)))
    path = memo_file()
    if not writes_cache(store) or len(MEMO) == _WRITTEN.get(path):
        return
    matches = [[key, [x for pair in rated for x in pair]] for key, rated in MEMO.items()]
    with contextlib.suppress(OSError):
        path.parent.mkdir(parents=True, exist_ok=True)
        atomic_write_bytes(path, json.dumps({"version": CACHE_VERSION, "matches": matches},
                                            separators=(",", ":")).encode("utf-8"), sync=False)
        _WRITTEN[path] = len(MEMO)


def _read_matches(path: Path) -> RatingMemo:
    """The file's matches, or none when it is missing, damaged or of another version."""
    try:
        doc = json.loads(read_regular(path, limits.MAX_STORED_FILE_BYTES))
    except (OSError, ValueError, NotARecordFile, RecursionError):
        return {}
    if not isinstance(doc, dict) or doc.get("version") != CACHE_VERSION or not isinstance(doc.get("matches"), list):
        return {}
    memo: RatingMemo = {}
    for entry in doc["matches"]:
        rated = _match(entry)
        if rated is not None:
            memo[rated[0]] = rated[1]
    return memo


def _match(entry: JsonValue) -> tuple[str, RatedMatch] | None:
    """One kept match: its key and its players' (mu, sigma), every figure a finite float."""
    if not isinstance(entry, list) or len(entry) != 2 or not isinstance(entry[0], str):
        return None
    figures = entry[1]
    if (not isinstance(figures, list) or not figures or len(figures) % 2
            or not all(type(x) is float and math.isfinite(x) for x in figures)):
        return None
    numbers = [x for x in figures if isinstance(x, float)]
    return entry[0], tuple(zip(numbers[::2], numbers[1::2]))
