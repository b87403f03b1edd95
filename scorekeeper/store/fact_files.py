"""Each game's facts as the service leaves them after writing the game, so the first ``stats`` on a folder
reads them instead of replaying 2,000 games.

The stats cache (``stats_cache``) is filled by the first ``stats`` that finds it empty: reading every
journal and replaying every game takes seconds.  Yet a game was in memory, replayed, when it was written
whole (a new game, an import, a game that came by sync) or finished (the entry, correction, Undo or Redo
that left it so: ``service.kept_facts`` says why only then): the service then keeps its facts (what the
stats cache keeps per game) here, one small file per game in the user's cache folder (never the data
folder: a derivation is neither synced nor backed up), keyed like a stats cache entry by the journal's
mark, the seats' players and the game's created time.  ``read_book`` reads
such a file before replaying a game and folds it into the cache.  A file whose key is not the journal's
as it is now (a crash between the write and the file, a folder copied from elsewhere or written by an
older version, a damaged file) is ignored and the game replayed: reading stays right whatever happened.

The file also keeps when each entry was stored, so the next write of the finished game (a correction)
extends them without reading its journal again: on a line of their own after the facts, so a cold
``stats`` checks them by the file's checksum but never parses them (they were most of each file's bytes).
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path

from scorekeeper import limits
from scorekeeper.jsonfile import NotARecordFile, read_regular
from scorekeeper.jsontypes import JsonValue
from scorekeeper.season import PlayedGame

from .cache_place import fact_file as fact_file, facts_folder as facts_folder, forget_facts, plain_game_id
from .gamefiles import JOURNAL_SUFFIX, read_setup
from .journal_lines import parse_line
from .stats_cache import CACHE_VERSION, GameCounts, _facts_from_json, _facts_json, _journal_mark

Facts = tuple[GameCounts, PlayedGame]


def fact_key(journal: str, player_ids: Sequence[str], created: str, mark: Sequence[int] | None = None) -> JsonValue:
    """The key a game's facts hold while its journal (a plain path) is as it is on disk now (or as ``mark``
    says it was): the stats cache's key for the same game (``read_book``), so one file folds into the other."""
    return [CACHE_VERSION, _journal_mark(journal) if mark is None else list[JsonValue](mark),
            list[JsonValue](player_ids), created]


def facts_reader(data_dir: Path, every_hand: bool = True) -> Callable[[str, JsonValue], tuple[JsonValue, Facts] | None]:
    """What reads one data folder's games' kept facts by game id and key (its folder found once: 2,000
    games' files are read on a cold ``stats``): each game's facts as JSON and read, when its file holds
    them under ``key``; else None (no file, another key, a damaged file: the game is replayed)."""
    folder = os.fspath(facts_folder(data_dir)) + os.sep

    def read(game_id: str, key: JsonValue) -> tuple[JsonValue, Facts] | None:
        doc = _read_path(folder + game_id + ".json") if plain_game_id(game_id) else None
        if doc is None or doc.get("key") != key:
            return None
        facts = doc.get("facts")
        found = _facts_from_json(facts, every_hand)
        return None if found is None else (facts, found)
    return read


def read_facts(data_dir: Path, game_id: str, key: JsonValue, every_hand: bool = True) -> tuple[JsonValue, Facts] | None:
    """One game's kept facts (see :func:`facts_reader`)."""
    return facts_reader(data_dir, every_hand)(game_id, key)


def _read_path(path: str) -> dict[str, JsonValue] | None:
    """The file's key and facts (its times left as bytes, unparsed), or None when it is missing or damaged."""
    parts = _read_parts(path)
    return None if parts is None else parts[0]


def _read_parts(path: str) -> tuple[dict[str, JsonValue], bytes] | None:
    """The file's key and facts, parsed, and its times line as it is; None: missing, damaged, another layout."""
    try:
        checksum, _, body = read_regular(path, limits.MAX_STORED_FILE_BYTES).partition(b"\n")
        if checksum != hashlib.sha256(body).hexdigest().encode("ascii"):  # cut short, half written, spliced
            return None
        facts, _, times = body.partition(b"\n")
        doc = json.loads(facts)
    except (OSError, ValueError, NotARecordFile, RecursionError):
        return None
    return (doc, times) if isinstance(doc, dict) else None


@dataclass(frozen=True)
class StoredSeats:
    """What a game's facts are keyed and counted by besides its entries: its seats' names and players and
    when it was created, as its setup file says (one small file: the cost of a write stays constant)."""

    seat_ids: dict[str, str]
    created: str
    journal: str  # the journal's plain path

    def key(self, mark: Sequence[int] | None = None) -> JsonValue:
        """The key of the game's journal as it is now, or as it was when its mark was ``mark``."""
        return fact_key(self.journal, list(self.seat_ids.values()), self.created, mark)


def stored_seats(store: object, game_id: str) -> StoredSeats | None:
    """The game's seats as stored, when ``store`` keeps its games on disk and is written (a store in memory
    or only read keeps no facts: None), and the game is there to read."""
    from .migrations import CURRENT_SCHEMA
    from .repository import GameStore

    if not isinstance(store, GameStore):
        return None
    try:  # read only: a damaged file is left for the write to find, repair and say (never repaired here first)
        header = read_setup(store._setup_path(game_id), CURRENT_SCHEMA)[1]
        players, player_ids = header["players"], header["player_ids"]
        seat_ids = {str(seat): str(pid) for seat, pid in zip(players, player_ids)}
    except Exception:  # no such game, a damaged setup file: the write itself says so, the facts are not kept
        return None
    return StoredSeats(seat_ids, str(header.get("created", "")),
                       os.fspath(store.games_dir / f"{game_id}{JOURNAL_SUFFIX}"))


def kept_times_of(data_dir: Path, game_id: str, seats: StoredSeats) -> list[str | None] | None:
    """When each of the game's entries was stored, as its fact file says while that file matches the
    journal as it is now (read just before a write); None when it does not."""
    path = fact_file(data_dir, game_id)
    parts = None if path is None else _read_parts(os.fspath(path))
    if parts is None or parts[0].get("key") != seats.key():
        return None
    try:
        times = json.loads(parts[1])
    except (ValueError, RecursionError):
        return None
    if not isinstance(times, list) or not all(t is None or isinstance(t, str) for t in times):
        return None
    return [t if isinstance(t, str) else None for t in times]


def write_facts(data_dir: Path, game_id: str, seats: StoredSeats, times: Sequence[str | None], facts: Facts,
                written: Sequence[int] | None = None) -> None:
    """Keep a game's facts and its entries' times, keyed by its journal as it is now (just written).  Never
    fails: a file not kept only costs a replay on the next cold ``stats``.  Written in place (see
    :func:`_overwrite`), after the checksum of what follows it: a file cut short by a crash, or read half
    written, fails its checksum and is ignored as damaged.

    The facts are of the game the service holds, with one entry per time; another process may have written
    the same game since (a sync, a second window).  ``written`` is the journal's mark as this process's own
    write left it (``GameStore.journals_written``): the facts are kept only while the journal is still so, as
    any write since moves it (an append its size, a rewrite its inode), even a correction that leaves as
    many entries as before.  And the mark is taken on either side of reading the last line's number, which
    must be the count of the facts' entries: a key naming a journal the facts do not describe is never
    written."""
    key = seats.key()
    if written is not None and key != seats.key(list(written)):
        return  # another process wrote the game since this one did
    if last_entry_number(seats.journal) != len(times) or seats.key() != key:
        return
    doc = {"key": key, "facts": _facts_json(*facts)}
    path = fact_file(data_dir, game_id)
    if path is None:
        return
    body = (json.dumps(doc, separators=(",", ":")) + "\n" + json.dumps(list(times), separators=(",", ":"))).encode("utf-8")
    with contextlib.suppress(OSError):
        _overwrite(path, hashlib.sha256(body).hexdigest().encode("ascii") + b"\n" + body)


def drop_facts_of_gone_games(data_dir: Path, listed: set[str]) -> None:
    """Remove the fact files of games no longer in the folder, neither among ``listed`` (the games a
    ``stats`` just read) nor on disk in the games or the trash: deleted for good by an older version, by
    hand, or by the restore of a backup without them.  The disk is looked at after the listing, so a game
    another process stores meanwhile keeps its file."""
    try:
        names = os.listdir(facts_folder(data_dir))
    except OSError:
        return
    unlisted = [name[:-len(".json")] for name in names if name.endswith(".json") and name[:-len(".json")] not in listed]
    forget_facts(data_dir, [game_id for game_id in unlisted if not _stored(data_dir, game_id)])


def _stored(data_dir: Path, game_id: str) -> bool:
    return any((data_dir / folder / f"{game_id}.json").exists() for folder in ("games", "trash"))


JOURNAL_TAIL = 1 << 16  # bytes read from a journal's end to find its last line (an entry's line is far shorter)


def last_entry_number(journal: str) -> int | None:
    """The number of a journal's last entry, read from its end (None: no whole, intact last line there)."""
    try:
        with open(journal, "rb") as f:
            size = f.seek(0, os.SEEK_END)
            f.seek(max(0, size - JOURNAL_TAIL))
            tail = f.read()
    except OSError:
        return None
    lines = tail.rstrip(b"\n").rsplit(b"\n", 1)
    parsed = parse_line(lines[-1]) if tail.endswith(b"\n") and (len(lines) == 2 or size <= JOURNAL_TAIL) else None
    return None if parsed is None else parsed[0]


def _overwrite(path: Path, text: bytes) -> None:
    """Write ``text`` over the file in place.  Neither truncated first nor replaced through a rename: on ext4
    either flushes the file's data to disk on every write (milliseconds, more than the entry's own write);
    cut back only when the new text is shorter (after an Undo)."""
    flags = os.O_WRONLY | os.O_CREAT | getattr(os, "O_NOFOLLOW", 0)
    try:
        fd = os.open(path, flags, 0o600)
    except FileNotFoundError:
        path.parent.mkdir(parents=True, exist_ok=True)
        fd = os.open(path, flags, 0o600)
    with os.fdopen(fd, "wb") as out:
        out.write(text)
        if os.fstat(out.fileno()).st_size > len(text):
            out.truncate(len(text))
