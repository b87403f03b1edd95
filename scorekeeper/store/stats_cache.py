"""What ``stats``, the evenings and the season read of each stored game, kept between runs.

Replaying 2,000 games takes seconds, so what each game gives (its counts for the tallies, its facts for
evenings and seasons) is kept in the user's cache folder (:func:`cache_file`), never in the data folder:
the data folder is synced and backed up, and a derivation has no place there.  Each game's entry is keyed
by its journal as it is on disk, so any change to the game throws it away.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
import zlib
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING, cast

from scorekeeper import limits
from scorekeeper.jsonfile import NotARecordFile, read_regular
from scorekeeper.jsontypes import JsonObject, JsonValue
from scorekeeper.rules.tallies import Tally
from scorekeeper.season import PlayedGame

from .atomic import atomic_write_bytes
from .cache_place import CACHE_ENV as CACHE_ENV, cache_folder as cache_folder  # (named here by tests and bench)
from .gamefiles import JOURNAL_SUFFIX
from .model import GameSummary

if TYPE_CHECKING:
    from .ports import GameList


@dataclass(frozen=True)
class GameCounts:
    """What one game adds to the tallies: per player id, and per fixed or bidding side (its sorted ids);
    every count a sum over hands, so games add up in any order (the largest set-back: the larger)."""

    kind: str
    players: dict[str, Tally]
    sides: dict[tuple[str, ...], Tally]


CACHE_VERSION = 6  # raise when what a game's facts hold, or how the rules score, changes (6: a partner's own take, a side's defended take, lowest-wins ranks, the latest entry's time)


CACHE_SHARDS = 16  # files each data folder's cache is split into: an entry rewrites one, not the whole cache


def shard_of(game_id: str) -> int:
    """Which of the cache's files keeps a game (stable across runs and machines)."""
    return zlib.crc32(game_id.encode("utf-8")) % CACHE_SHARDS


def cache_file(data_dir: Path, game_id: str) -> Path:
    """The stats cache file holding one game of one data folder: named by a hash of the folder's full
    path, so two data folders never share one (and moving a folder only costs one replay), and by the
    game's shard, so storing an entry rewrites a sixteenth of the cache (a few hundred kilobytes over
    2,000 games), not all of it."""
    return _shard_file(data_dir.resolve(), shard_of(game_id))


def cache_files(data_dir: Path) -> list[Path]:
    """Every stats cache file of one data folder."""
    resolved = data_dir.resolve()
    return [_shard_file(resolved, n) for n in range(CACHE_SHARDS)]


def _shard_file(resolved: Path, shard: int) -> Path:
    digest = hashlib.sha256(str(resolved).encode("utf-8")).hexdigest()[:16]
    return cache_folder() / f"stats-{digest}-{shard:02d}.json"


WorkOut = Callable[[GameSummary], tuple[GameCounts, PlayedGame]]  # one game's facts from the game itself


KeptFacts = Callable[[str, JsonValue], "tuple[JsonValue, tuple[GameCounts, PlayedGame]] | None"]
"""A game's facts as the service kept them after writing it (``fact_files``), by game id and cache key:
as JSON (folded into the cache as it is) and read; None where none match."""


def read_book(store: GameList, work_out: WorkOut, summaries: Iterable[GameSummary] | None = None,
              every_hand: bool = True, kept_facts: KeptFacts | None = None,
              ) -> tuple[list[tuple[GameCounts, PlayedGame]], dict[str, str]]:
    """Every stored game (the trash left out) as the tallies and the season read it, and the games that
    could not be counted, each with why in one line (the rules refuse it, its file is damaged: skipped,
    never fatal).

    Replaying 2,000 games takes seconds, so what each game gives is kept in the user's cache folder
    (:func:`cache_file`, outside the data folder), keyed by the game's journal as it is on disk (inode, size,
    time: any entry stored, Undo, correction or repair changes it), its seats' players and the cache's version: a derivation, thrown
    away when it no longer matches and never in a backup.  A store that keeps nothing on disk, or a
    folder that is only read, works it out every time.  ``summaries``: only these few games (tonight's),
    worked out from the games without reading the cache, whose size grows with the book: the home
    screen costs the same with 2,000 games as with 10.  Without ``every_hand``, each game's hands read
    from the cache are its last one alone (see ``_facts_from_json``).  What this process has read is kept
    (``KEPT``) under the same keys: after an entry, only the changed game is worked out, and the file is
    read and written again only then.  ``kept_facts``: a game missing from the cache is looked for there
    before it is replayed (the first ``stats`` on a folder the service wrote reads no journal)."""
    folder = getattr(store, "data_dir", None)
    cache_path = _shard_file(folder.resolve(), 0) if isinstance(folder, Path) and summaries is None else None
    kept = KEPT.setdefault((str(cache_path), every_hand), {}) if cache_path is not None else {}
    shards: dict[int, dict[str, JsonValue]] = {}  # the files read, each at the first of its games not kept in the process
    games_dir = os.fspath(folder / "games") + os.sep if isinstance(folder, Path) else ""
    fresh: dict[str, JsonValue] = {}  # the games worked out now
    games: list[tuple[GameCounts, PlayedGame]] = []
    skipped: dict[str, str] = {}
    listed: list[str] = []
    for summary in store.list_games() if summaries is None else summaries:
        if summary.problem:
            skipped[summary.id] = summary.problem
            continue
        listed.append(summary.id)
        key: JsonValue = None
        if cache_path is not None:
            key = [CACHE_VERSION, _journal_mark(games_dir + summary.id + JOURNAL_SUFFIX),
                   list[JsonValue](summary.player_ids), summary.created]
            hit = kept.get(summary.id)
            if hit is not None and hit[0] == key:  # read before in this process, unchanged since
                games.append(hit[1])
                continue
            cached = _shard(shards, cache_path, shard_of(summary.id))
            entry = cached.get(summary.id)
            facts = _facts_from_json(entry["facts"], every_hand) if isinstance(entry, dict) and entry.get("key") == key else None
            if facts is not None:
                games.append(facts)
                kept[summary.id] = (key, facts)
                continue
            found = kept_facts(summary.id, key) if kept_facts is not None else None
            if found is not None:
                games.append(found[1])
                fresh[summary.id] = {"key": key, "facts": found[0]}
                kept[summary.id] = (key, found[1])
                continue
        try:
            counts, played = work_out(summary)
        except Exception as exc:  # a game the rules refuse is listed as skipped, with why, not fatal
            skipped[summary.id] = str(exc)
            continue
        games.append((counts, played))
        if key is not None:
            fresh[summary.id] = {"key": key, "facts": _facts_json(counts, played)}
            kept[summary.id] = (key, (counts, played))
    if cache_path is not None and fresh and writes_cache(store):
        with contextlib.suppress(OSError):  # the one file of cache version 1, split since
            cache_path.with_name(f"{cache_path.name[:-len('-00.json')]}.json").unlink(missing_ok=True)
        listed_in: dict[int, list[str]] = {}  # each file's listed games (each game's file found once)
        for gid in listed:
            listed_in.setdefault(shard_of(gid), []).append(gid)
        for shard in sorted({shard_of(gid) for gid in fresh}):  # only the files holding a game worked out now
            _write_cache(_shard_path(cache_path, shard), _shard(shards, cache_path, shard), fresh,
                         listed_in.get(shard, []))
    return games, skipped


def _shard_path(first: Path, shard: int) -> Path:
    """The file of ``shard`` beside the cache's first file (``..-00.json``)."""
    return first.with_name(f"{first.name[:-len('00.json')]}{shard:02d}.json")


def _shard(shards: dict[int, dict[str, JsonValue]], first: Path, shard: int) -> dict[str, JsonValue]:
    """One file's games, read once per reading of the book."""
    if shard not in shards:
        shards[shard] = _read_cache(_shard_path(first, shard))
    return shards[shard]


KEPT: dict[tuple[str, bool], dict[str, tuple[JsonValue, tuple[GameCounts, PlayedGame]]]] = {}
"""Each game's facts as this process last read or worked them out, under the same key as the file's: a
second reading of an unchanged book (the season screen's next choice, the next ``stats`` in the app)
reads neither the file nor the games, and after an entry only the changed game is worked out."""


def _write_cache(path: Path, cached: dict[str, JsonValue], fresh: dict[str, JsonValue], listed: list[str]) -> None:
    """The file with the games just worked out, and every other listed game as it held it (a game no longer
    listed is dropped)."""
    games = {gid: fresh[gid] if gid in fresh else cached[gid] for gid in listed if gid in fresh or gid in cached}
    with contextlib.suppress(OSError):
        path.parent.mkdir(parents=True, exist_ok=True)
        atomic_write_bytes(path, json.dumps({"games": games}, separators=(",", ":")).encode("utf-8"), sync=False)


def _journal_mark(journal: str) -> list[JsonValue]:
    """``gamefiles.journal_mark`` on a plain string path: 2,000 games' marks without pathlib's cost."""
    try:
        st = os.lstat(journal)  # a link's own: what it points to is never looked at
    except FileNotFoundError:
        return [0, 0, 0]
    return [st.st_ino, st.st_size, st.st_mtime_ns]


def writes_cache(store: GameList) -> bool:
    """Whether the cache is written for this store (a store kept on disk and written, not one only read)."""
    from .repository import GameStore

    return isinstance(store, GameStore)


def _read_cache(path: Path | None) -> dict[str, JsonValue]:
    """The cache's games, or none when it is missing, unreadable or of another shape (it is worked out again)."""
    if path is None:
        return {}
    try:
        doc = json.loads(read_regular(path, limits.MAX_STORED_FILE_BYTES))
    except (OSError, ValueError, NotARecordFile, RecursionError):
        return {}
    games = doc.get("games") if isinstance(doc, dict) else None
    return games if isinstance(games, dict) else {}


def _facts_json(counts: GameCounts, played: PlayedGame) -> JsonObject:
    """A game's facts as the cache keeps them.  Every hand's end and running totals (what evenings read) are
    one string of JSON, the last hand's also as they are (all a season and the tallies read): reading the
    file for ``stats`` or the season skims over each game's hands as one string instead of building some
    hundred numbers and times per game, and only the evenings parse them."""
    ends = [at.isoformat() for at in played.hand_ends]
    running: list[JsonValue] = [[totals.get(p, 0) for p in played.players] for totals in played.running]
    return {"kind": counts.kind, "players": {pid: dict(t) for pid, t in counts.players.items()},
            "sides": [[list(pids), dict(t)] for pids, t in counts.sides.items()],
            "game": {"id": played.id, "players": list(played.players), "sides": [list(s) for s in played.sides],
                     "hands": json.dumps([ends, running], separators=(",", ":")),
                     "last": [list[JsonValue](ends[-1:]), running[-1:]],
                     "finished": played.finished, "winners": list[JsonValue](sorted(played.winners)),
                     "lowest_wins": played.lowest_wins,
                     "seen": None if played.last_entry is None else played.last_entry.isoformat()}}


def _facts_from_json(doc: JsonValue, every_hand: bool = True) -> tuple[GameCounts, PlayedGame] | None:
    """A game's facts as the cache kept them, or None when they are not as this version writes them (the
    file is read as hostile as any: anything else is worked out again).  Without ``every_hand`` the game's
    hands are read as its last one alone: all a season's table needs (when, the final totals), not an
    evening's."""
    try:
        assert isinstance(doc, dict)
        game, tallies, sides = doc["game"], doc["players"], doc["sides"]
        assert isinstance(game, dict) and isinstance(tallies, dict) and isinstance(sides, list)
        kind = str(doc["kind"])
        players = tuple(str(p) for p in _listed(game["players"]))
        counts = GameCounts(kind, {str(pid): _tally(t) for pid, t in tallies.items()},
                            {tuple(str(p) for p in _listed(pair[0])): _tally(pair[1])
                             for pair in (_listed(side) for side in sides)})
        text = game["hands"]
        assert isinstance(text, str)
        hands = _listed(json.loads(text) if every_hand else game["last"])
        ends, rows = _listed(hands[0]), [_listed(row) for row in _listed(hands[1])]
        _numbers([v for row in rows for v in row])
        running = tuple(dict(zip(players, cast(list[int | float], row))) for row in rows)
        played = PlayedGame(str(game["id"]), kind, players,
                            tuple(tuple(str(p) for p in _listed(side)) for side in _listed(game["sides"])),
                            tuple(datetime.fromisoformat(str(at)) for at in ends),
                            running, bool(game["finished"]), frozenset(str(p) for p in _listed(game["winners"])),
                            game["lowest_wins"] is True,
                            None if game["seen"] is None else datetime.fromisoformat(str(game["seen"])))
    except (AssertionError, KeyError, IndexError, TypeError, ValueError, RecursionError):
        return None
    return counts, played


def _listed(value: JsonValue) -> list[JsonValue]:
    if not isinstance(value, list):
        raise TypeError("not a list")
    return value


def _tally(value: JsonValue) -> Tally:
    if not isinstance(value, dict) or not set(map(type, value.values())) <= {int}:
        raise TypeError("not a tally")
    return cast(Tally, value)


def _numbers(values: list[JsonValue]) -> None:
    """Every value a number (checked in one pass: a season's cache holds some 300,000 of them)."""
    if not set(map(type, values)) <= {int, float}:
        raise TypeError("not a number")
