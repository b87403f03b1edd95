"""Schema versions of the data folder and the upgrades between them.

The index (``scorekeeper.json``) holds ``meta.schema``; every game file's
setup holds the version it was written with.  Opening data of an older
version upgrades it (after keeping a copy of the old file); data of a newer
version is refused untouched, because rewriting it would drop whatever the
newer version added.

Versions:

1. The first development layout: everything in one TinyDB file,
   ``scorekeeper.json``, with tables ``meta`` (``{"schema": 1}``) and
   ``games`` (one document per game: ``name``, ``kind``, ``players``,
   ``dealer``, ``settings``, ``events`` (event dicts), ``created``,
   ``deleted``).  No player registry.  It made every event cost a rewrite of
   all history, which is why it was replaced.
2. A small index with a player registry, one TinyDB file per game holding
   its setup and every event, deleted games in ``trash/``.  Every event cost
   a rewrite of its game's file (185 ms at 500 hands).
3. The current layout (see ``repository.py`` and ``gamefiles.py``): the same
   index (its entries also keep each game's settings, so a lost setup file
   can be rebuilt), and per game a setup file plus an append-only journal of
   its events (``<id>.events``).

An upgrade must be safe to interrupt: it writes the new files first and the
new index last, with ids derived from the old document ids, so running it
again after a crash produces the same result.
"""

from __future__ import annotations

import secrets
from typing import TYPE_CHECKING, Callable, TypedDict, cast

from scorekeeper.jsontypes import JsonObject, JsonValue

from .atomic import atomic_write_bytes, dumps, read_json_dict
from .errors import DamagedFileError
from .index import IndexTables, PlayerEntry

if TYPE_CHECKING:
    from .core import StoreCore

CURRENT_SCHEMA = 3


class V1Game(TypedDict, total=False):
    """A game as version 1 kept it in the index, whole (no validator knows it: a wrong one fails the upgrade)."""

    kind: str
    players: list[str]
    dealer: str
    settings: JsonObject
    events: list[JsonValue]
    name: str
    created: str
    deleted: bool


V1Index = IndexTables[V1Game]  # a version-1 index: its meta and its whole games


class V2Entry(TypedDict, total=False):
    """What the upgrade to version 3 changes in a version-2 index entry (the rest is kept as it is)."""

    id: str
    settings: JsonObject


V2Index = IndexTables[V2Entry]  # a version-2 index, as far as the upgrade to 3 reads and changes it


def _v1_to_v2(store: "StoreCore") -> None:
    old = cast(V1Index, read_json_dict(store.index_path))  # a version-1 index, read as it was
    players: dict[str, PlayerEntry] = {}
    by_name: dict[str, str] = {}
    games: dict[str, dict[str, object]] = {}  # version-2 entries, as written
    now = old.get("meta", {}).get("1", {}).get("created", "")
    for key, doc in sorted(old.get("games", {}).items(), key=lambda kv: int(kv[0])):
        game_id = f"v1-{int(key):04d}"
        created = doc.get("created") or now
        pids = []
        for name in doc["players"]:
            if name not in by_name:  # exact names: the v1 data had nothing else
                pid = f"p-{secrets.token_hex(4)}"
                by_name[name] = pid
                players[str(len(players) + 1)] = {"id": pid, "name": name, "created": created}
            pids.append(by_name[name])
        header = {"schema": 2, "id": game_id, "kind": doc["kind"], "players": list(doc["players"]),
                  "player_ids": pids, "dealer": doc["dealer"], "settings": doc.get("settings") or {},
                  "created": created, "name": doc.get("name") or game_id, "source": None}
        data = {"game": {"1": header},
                "events": {str(i): {"e": e} for i, e in enumerate(doc.get("events", []), start=1)}}
        folder = store.trash_dir if doc.get("deleted") else store.games_dir
        atomic_write_bytes(folder / f"{game_id}.json", dumps(data), keep=0, sync=store.sync)
        entry = {k: header[k] for k in ("id", "name", "kind", "players", "player_ids", "dealer",
                                        "created", "source")}
        entry.update(deleted_at=created if doc.get("deleted") else None, summary=None)
        games[str(len(games) + 1)] = entry
    # The new index last: until it is written the old one stays, and an
    # interrupted upgrade simply runs again (same ids, same files).
    new = {"meta": {"1": {"schema": 2, "created": now, "upgraded_from": 1}},
           "games": games, "players": players}
    atomic_write_bytes(store.index_path, dumps(new), keep=0, sync=store.sync)


def _v2_to_v3(store: "StoreCore") -> None:
    """Move every game's events from its setup file into a journal; the index last."""
    from .gamefiles import journal_path, read_setup, setup_events, uses_journal, write_journal

    settings: dict[str, JsonObject] = {}
    for folder in (store.games_dir, store.trash_dir):
        for path in sorted(folder.glob("*.json")):
            if path.name.startswith("."):
                continue
            try:
                data, header = read_setup(path, CURRENT_SCHEMA)
            except (DamagedFileError, OSError):
                continue  # recovered when the game is opened; an old setup file is still read right
            settings[path.name[:-5]] = dict(header.get("settings") or {})
            if uses_journal(header):
                continue  # done by an earlier, interrupted run
            write_journal(journal_path(path), setup_events(data), keep=0, sync=store.sync)
            header["schema"] = 3
            data["events"] = {}
            atomic_write_bytes(path, dumps(data), keep=1, sync=store.sync)  # .bak1: the old file
    index = cast(V2Index, read_json_dict(store.index_path))  # a version-2 index, upgraded in place
    meta = next(iter(index["meta"].values()))
    meta["schema"] = 3
    meta.setdefault("upgraded_from", 2)
    for doc in index.get("games", {}).values():
        if doc.get("id") in settings:
            doc["settings"] = settings[doc["id"]]
    atomic_write_bytes(store.index_path, dumps(index), keep=0, sync=store.sync)


UPGRADES: dict[int, Callable[["StoreCore"], None]] = {1: _v1_to_v2, 2: _v2_to_v3}


def upgrade(store: "StoreCore", from_version: int) -> None:
    """Run the upgrades from ``from_version`` up to CURRENT_SCHEMA, one at a time."""
    version = from_version
    while version < CURRENT_SCHEMA:
        UPGRADES[version](store)
        version += 1
