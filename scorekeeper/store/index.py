"""The index (``scorekeeper.json``): schema version, one entry per game, the player registry.

A TinyDB document file (tables ``meta``, ``games``, ``players``), written
atomically with rolling copies (``atomic.AtomicJSONStorage``).  It changes
when a game is created, renamed, deleted or finishes a hand (its summary:
hands, totals, winner), never on a single tap.

Reading it is cached: :class:`IndexCache` keeps the parsed index and the
game list built from it, keyed by the file's identity (inode, size,
modification time).  Showing the first page of 1,000 saved games is then a
``stat`` and a slice, as cheap as for 10; a change by another process (the
command line importing while the app runs) changes the file's identity and
is read on the next call.
"""

from __future__ import annotations

import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import Generic, Mapping, TypedDict, TypeVar, cast

from scorekeeper.jsontypes import GameListFigures, JsonObject

from scorekeeper.i18n.translate import gettext

from .atomic import AtomicJSONStorage, TinyTables, read_json_dict
from .errors import DamagedFileError, NotFoundError, StoreError
from .gamefiles import SetupHeader
from .model import STATUSES, GameSummary

INDEX_NAME = "scorekeeper.json"
INDEX_KEEP = 5  # rolling generations of the index

FileIdentity = tuple[int, int, int]


class ListedGame(TypedDict):
    """What every store keeps of a game beside its events: its setup and its line in the game list."""

    id: str
    name: str
    kind: str
    players: list[str]
    player_ids: list[str]
    dealer: str
    settings: JsonObject
    created: str
    source: str | None
    deleted_at: str | None
    summary: GameListFigures | None  # None: replayed when next listed


class IndexEntry(ListedGame):
    """The index's entry of a game (``index_entry``): its list line, and its setup should that file be lost."""

    updated: str


class PlayerEntry(TypedDict):
    """The index's entry of a registered player."""

    id: str
    name: str
    created: str


class IndexMeta(TypedDict, total=False):
    """The index's version information (its ``meta`` table's one document)."""

    schema: int
    created: str
    upgraded_from: int


EntryT = TypeVar("EntryT")


class IndexTables(TypedDict, Generic[EntryT], total=False):
    """The tables every version of the index has, by document key: its meta, and its games as that version
    keeps them (the upgrades in ``migrations`` read the older ones)."""

    meta: dict[str, IndexMeta]
    games: dict[str, EntryT]


class IndexDocument(IndexTables[IndexEntry], total=False):
    """The whole index as the store changes it (``_index_copy``): TinyDB's tables by document key."""

    players: dict[str, PlayerEntry]


class EntryChange(TypedDict, total=False):
    """What the store changes in one game's entry of the index (``_update_entry``)."""

    name: str
    deleted_at: str | None
    summary: GameListFigures | None
    updated: str


def file_identity(path: Path) -> FileIdentity:
    st = os.stat(path)
    return (st.st_ino, st.st_size, st.st_mtime_ns)


def validate_index(data: JsonObject, path: Path) -> int:
    """Check the index has the expected shape; return its schema version."""
    meta = data.get("meta")
    if not isinstance(meta, dict) or not meta:
        raise DamagedFileError(path, gettext("its version information is missing"))
    doc = next(iter(meta.values()))
    schema = doc.get("schema") if isinstance(doc, dict) else None
    if not isinstance(schema, int) or isinstance(schema, bool) or schema < 1:
        raise DamagedFileError(path, gettext("its version information is missing"))
    for table in ("games", "players"):
        if table in data and not isinstance(data[table], dict):
            raise DamagedFileError(path, gettext("its '{table}' part is not readable").format(table=table))
    if schema < 2:  # version 1 kept whole games in the index; the upgrade reads them
        return schema
    for doc in _table(data, "games").values():
        if not isinstance(doc, dict) or not isinstance(doc.get("id"), str) or "kind" not in doc \
                or not isinstance(doc.get("players"), list) or not isinstance(doc.get("player_ids"), list):
            raise DamagedFileError(path, gettext("one of its game entries is not readable"))
    for doc in _table(data, "players").values():
        if not isinstance(doc, dict) or not isinstance(doc.get("id"), str) or not isinstance(doc.get("name"), str):
            raise DamagedFileError(path, gettext("one of its players is not readable"))
    return schema


def _table(data: JsonObject, name: str) -> JsonObject:
    """One TinyDB table of the index (an object of documents by key); {} where there is none."""
    table = data.get(name, {})
    return table if isinstance(table, dict) else {}


def game_entries(data: JsonObject) -> dict[str, IndexEntry]:
    """The index's game entries by TinyDB key: ``validate_index`` checked the fields the store relies on
    (id, kind, players, player_ids); the store wrote the rest with ``index_entry``."""
    return cast(dict[str, IndexEntry], _table(data, "games"))


def player_entries(data: JsonObject) -> dict[str, PlayerEntry]:
    """The index's registered players by TinyDB key (``validate_index`` checked each one's id and name)."""
    return cast(dict[str, PlayerEntry], _table(data, "players"))


def index_entry(header: SetupHeader, *, deleted_at: str | None = None, summary: GameListFigures | None = None,
                updated: str | None = None) -> IndexEntry:
    """The index's entry of a game: enough to list it, and to rebuild its setup file if that is lost."""
    return {"id": header["id"], "name": header.get("name") or header["id"], "kind": header["kind"],
            "players": list(header["players"]), "player_ids": list(header["player_ids"]),
            "dealer": header["dealer"], "settings": dict(header.get("settings") or {}),
            "created": header.get("created", ""), "updated": updated or header.get("created", ""),
            "source": header.get("source"), "deleted_at": deleted_at, "summary": summary}


def summary_from_entry(doc: IndexEntry) -> GameSummary:
    summary: GameListFigures = doc.get("summary") or {}
    winner = summary.get("winner")
    return GameSummary(
        id=doc["id"], name=doc.get("name") or doc["id"], kind=doc["kind"],
        players=tuple(doc["players"]), player_ids=tuple(doc["player_ids"]), dealer=doc.get("dealer", ""),
        created=doc.get("created", ""), updated=doc.get("updated") or doc.get("created", ""),
        events=summary.get("events"), hands=summary.get("hands"), finished=summary.get("finished"),
        winner=tuple(winner) if winner else None, totals=dict(summary.get("totals") or {}),
        deleted_at=doc.get("deleted_at"), problem=summary.get("problem"))


def entry_status(doc: IndexEntry) -> str:
    """A game's status from its index entry (the same rule as ``GameSummary.status``)."""
    if doc.get("deleted_at"):
        return "deleted"
    summary: GameListFigures = doc.get("summary") or {}
    if summary.get("problem"):
        return "damaged"
    return "finished" if summary.get("finished") else "in progress"


@dataclass
class IndexView:
    """One version of the index, parsed, with what listing needs precomputed.

    The list is kept as index entries in order (newest first) and per status;
    a ``GameSummary`` is made only for the games a page shows.
    """

    identity: FileIdentity
    data: JsonObject  # the whole document, as read (a backup copies it)
    entries: dict[str, IndexEntry] = field(default_factory=dict)  # TinyDB key -> the game's entry
    key_of: dict[str, str] = field(default_factory=dict)  # game id -> TinyDB document id
    by_source: dict[str, str] = field(default_factory=dict)
    order: list[IndexEntry] = field(default_factory=list)  # every entry, trash included, newest first
    by_status: dict[str, list[IndexEntry]] = field(default_factory=dict)  # "active" = not in the trash
    _summaries: dict[str, GameSummary] = field(default_factory=dict)

    @classmethod
    def build(cls, identity: FileIdentity, data: JsonObject) -> "IndexView":
        games = game_entries(data)
        view = cls(identity, data, games)
        for key, doc in games.items():
            view.key_of[doc["id"]] = key
            source = doc.get("source")
            if source:
                view.by_source.setdefault(source, doc["id"])
        view.order = sorted(games.values(), key=lambda d: (d.get("created", ""), d["id"]), reverse=True)
        view.by_status["active"] = [d for d in view.order if not d.get("deleted_at")]
        for doc in view.order:
            view.by_status.setdefault(entry_status(doc), []).append(doc)
        return view

    def games(self, status: str | None, include_deleted: bool) -> list[IndexEntry]:
        """The entries of one status (None: every game; the trash only with ``include_deleted``), newest first."""
        if status is None:
            return self.order if include_deleted else self.by_status["active"]
        wanted = STATUSES.get(status)
        if wanted is None:
            raise StoreError(gettext("status must be 'in progress', 'finished', 'damaged' or 'deleted'"))
        return self.by_status.get(wanted, [])

    def page(self, status: str | None, include_deleted: bool, offset: int, limit: int | None,
             kind: str | None, player: str | None) -> list[str]:
        """The ids of one page of the game list, newest first (the arguments of ``list_games``)."""
        entries = self.games(status, include_deleted)  # precomputed per version of the index
        if kind is not None:
            entries = [d for d in entries if d["kind"] == kind]
        if player is not None:
            entries = [d for d in entries if player in d["player_ids"] or player in d["players"]]
        if offset < 0 or (limit is not None and limit < 0):
            raise StoreError(gettext("offset and limit cannot be negative"))
        return [d["id"] for d in (entries[offset:] if limit is None else entries[offset:offset + limit])]

    def resolve(self, text: str) -> str:
        """A full game id, or a unique beginning of one (for the command line)."""
        ids = list(self.key_of)
        if text in ids:
            return text
        matches = [i for i in ids if text and i.startswith(text)]
        if len(matches) == 1:
            return matches[0]
        if matches:
            raise StoreError(gettext("'{text}' matches {count} games: {matches}").format(
                text=text, count=len(matches), matches=', '.join(sorted(matches)[:5])))
        raise NotFoundError(gettext("no game with id '{text}' (see `scorekeeper games`)").format(text=text))

    def summary(self, game_id: str) -> GameSummary:
        """The game-list line of one game (made once per version of the index)."""
        found = self._summaries.get(game_id)
        if found is None:
            entry = self.entry(game_id)
            if entry is None:
                raise NotFoundError(gettext("no game with id {game_id!r}").format(game_id=game_id))
            found = self._summaries[game_id] = summary_from_entry(entry)
        return found

    @property
    def listed(self) -> list[GameSummary]:
        """Every game's line, trash included, newest first."""
        return [self.summary(doc["id"]) for doc in self.order]

    def figures(self, game_id: str) -> GameListFigures | None:
        """The list figures the index keeps of ``game_id`` (None: none yet, or no such game)."""
        entry = self.entry(game_id)
        return None if entry is None else entry.get("summary")

    def entry(self, game_id: str) -> IndexEntry | None:
        key = self.key_of.get(game_id)
        return None if key is None else self.entries[key]


class IndexCache:
    """The parsed index, reread only when the file changed (see the module docstring)."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self._view: IndexView | None = None

    def view(self) -> IndexView:
        """The current index; FileNotFoundError or DamagedFileError as reading it gives them."""
        identity = file_identity(self.path)
        if self._view is None or self._view.identity != identity:
            data = read_json_dict(self.path)
            validate_index(data, self.path)
            self._view = IndexView.build(identity, data)
        return self._view

    def written(self, data: Mapping[str, object]) -> None:
        """The store just wrote ``data``: keep it as the current view without reading it back.

        ``data`` is the index as JSON, whichever type holds it: the file read (``JsonObject``), the store's
        copy (``IndexDocument``: a TypedDict is no ``dict`` to mypy) or TinyDB's tables of its documents.
        """
        try:
            self._view = IndexView.build(file_identity(self.path), cast(JsonObject, data))
        except OSError:
            self._view = None

    def forget(self) -> None:
        self._view = None


class IndexStorage(AtomicJSONStorage):
    """TinyDB storage of the index: atomic writes (with rolling copies) that refresh the cache."""

    def __init__(self, path: str | os.PathLike[str], cache: IndexCache, keep: int = INDEX_KEEP,
                 sync: bool = True) -> None:
        super().__init__(path, keep=keep, sync=sync)
        self.cache = cache

    def write(self, data: TinyTables) -> None:
        self.cache.forget()  # if the write fails half-way, nothing stale is kept
        super().write(data)
        self.cache.written(data)
