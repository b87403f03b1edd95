"""The local record of syncing with one server: the checkpoint, which game is which there, what went up.

Kept as ``sync/<hash of the server>.json`` in the data folder (written
atomically after every acknowledged batch), or in memory for a store that
keeps nothing on disk.  The file is read as hostile as any: one that cannot be
read is set aside and the next sync starts from the beginning, which is safe
(every document has a fixed id, so nothing is stored twice).
"""

from __future__ import annotations

import hashlib
import secrets
from dataclasses import dataclass, field, fields
from pathlib import Path

from scorekeeper.jsontypes import JsonObject, JsonValue
from scorekeeper.store.atomic import atomic_write_bytes, dumps, read_json_dict, timestamp
from scorekeeper.store.errors import DamagedFileError

from .client import JSONDict

MAX_REFUSED = 1000  # games left out that are watched for a fix: a hostile server cannot grow the record more


@dataclass
class GameLink:
    """One game on the server (``remote``) and the game here that it is (``local``; None: no longer one)."""

    remote: str
    local: str | None
    count: int = 0  # entries known to be on the server and here alike
    head: str | None = None  # the hash after those entries
    setup: JSONDict | None = None  # the setup document as it is on the server
    updated: str | None = None  # the local game's "updated" when it was last in step
    trashed: bool = False
    name_suffix: str = ""  # a continuation sent as a game of its own is named so on the server
    rev: int = 0  # the game's revision on the server this phone is in step with (a correction is a new one)
    name: str | None = None  # the game's name here when last in step (None: from before names travelled)
    marks: dict[str, str] = field(default_factory=dict)  # what ("name", "trash") -> the newest stamp in step


GAME_LINK_ORDER = tuple(f.name for f in fields(GameLink))  # a saved link's keys, in the order they are written
GAME_LINK_FIELDS = frozenset(GAME_LINK_ORDER)  # what a saved link may hold


def saved_link(link: GameLink) -> JsonObject:
    """A link as the record keeps it: its fields in order, their values as they are (``asdict`` gave the same
    but copied every value deeply first, the setups too; the record is saved after every acknowledged batch,
    so a first sync of 1,000 games spent more CPU copying links it wrote at once than sending them)."""
    return {name: getattr(link, name) for name in GAME_LINK_ORDER}


@dataclass
class SyncLedger:
    """Everything a sync with one server remembers between two syncs."""

    server: str
    path: Path | None = None
    since: str = "0"
    phone: str = field(default_factory=lambda: secrets.token_hex(8))
    games: dict[str, GameLink] = field(default_factory=dict)
    players_sent: set[str] = field(default_factory=set)
    offers: dict[str, str] = field(default_factory=dict)  # player id on another phone -> the same name here
    player_links: dict[str, str] = field(default_factory=dict)  # a player here -> the one it came from
    last_synced: str | None = None
    last_report: str | None = None
    notices: list[str] = field(default_factory=list)
    stamps: int = 0  # marks written from this phone (a stamp's tie-break within one second)
    player_names: dict[str, str] = field(default_factory=dict)  # a player (their first id) -> name in step
    player_marks: dict[str, str] = field(default_factory=dict)  # a player -> the newest name stamp in step
    joined: dict[str, str] = field(default_factory=dict)  # a player's id -> the id they were joined into
    joins_sent: set[str] = field(default_factory=set)  # the joins (by the joined id) on the server
    refused: dict[str, str] = field(default_factory=dict)  # games left out: read whole again once changed there

    def next_stamp(self, after: str = "") -> str:
        """A mark's stamp: the time first (the newest mark wins), then a count, then this phone.  It sorts
        after ``after`` (the newest mark of the same thing known here) even within one second, or when
        this phone's clock is behind: a change made here after seeing a mark always wins over it."""
        self.stamps += 1
        now, count = timestamp(), self.stamps
        seen, _sep, rest = after.partition("-")
        if seen >= now and rest[:6].isdigit():
            now, count = seen, max(count, int(rest[:6]) + 1)
        return f"{now}-{count:06d}-{self.phone}"

    @property
    def checkpoint_name(self) -> str:
        return f"scorekeeper-{self.phone}"

    def link(self, remote: str, *, local: str | None) -> GameLink:
        link = self.games[remote] = GameLink(remote, local)
        return link

    def remote_of_local(self) -> dict[str, str]:
        return {link.local: remote for remote, link in self.games.items() if link.local is not None}

    @classmethod
    def for_server(cls, data_dir: Path | None, server: str) -> "SyncLedger":
        """The record kept in ``data_dir`` (None: a new one kept by the caller, for a memory store)."""
        if data_dir is None:
            return cls(server)
        path = Path(data_dir) / "sync" / (hashlib.sha256(server.encode()).hexdigest()[:16] + ".json")
        if not path.exists():
            return cls(server, path)
        try:
            return cls._read(server, path, read_json_dict(path))
        except (DamagedFileError, KeyError, TypeError, ValueError, OSError):
            try:
                path.replace(path.with_suffix(".damaged"))
            except OSError:
                pass
            return cls(server, path)

    @classmethod
    def all_in(cls, data_dir: Path) -> list["SyncLedger"]:
        """The records of every server this data folder has synced with (the server settings aside)."""
        found: list[SyncLedger] = []
        for path in sorted((Path(data_dir) / "sync").glob("*.json")):
            if path.name == "server.json":
                continue
            try:
                server = read_json_dict(path).get("server")
            except (DamagedFileError, OSError):
                continue
            if isinstance(server, str):
                record = cls.for_server(data_dir, server)
                if record.path == path:
                    found.append(record)
        return found

    @classmethod
    def _read(cls, server: str, path: Path, data: JsonObject) -> "SyncLedger":
        """The record as ``save`` wrote it; anything of another shape is a ValueError (the record is set aside)."""
        if data.get("server") != server:
            raise ValueError("another server's record")
        games = {remote: _game_link(remote, fields) for remote, fields in _object(data["games"]).items()}
        return cls(server, path, str(data["since"]), str(data["phone"]), games, set(_texts(data["players_sent"])),
                   _strings(data["offers"]), _strings(data.get("player_links")), _text_or_none(data.get("last_synced")),
                   _text_or_none(data.get("last_report")), _texts(data.get("notices"))[-20:],
                   stamps=_count(data.get("stamps", 0)), player_names=_strings(data.get("player_names")),
                   player_marks=_strings(data.get("player_marks")), joined=_strings(data.get("joined")),
                   joins_sent=set(_texts(data.get("joins_sent"))), refused=_strings(data.get("refused")))

    def save(self) -> None:
        if self.path is None:
            return
        self.path.parent.mkdir(mode=0o700, exist_ok=True)
        data = {"server": self.server, "since": self.since, "phone": self.phone,
                "games": {remote: saved_link(link) for remote, link in self.games.items()},
                "players_sent": sorted(self.players_sent), "offers": self.offers, "player_links": self.player_links,
                "last_synced": self.last_synced, "last_report": self.last_report, "notices": self.notices[-20:],
                "stamps": self.stamps, "player_names": self.player_names, "player_marks": self.player_marks,
                "joined": self.joined, "joins_sent": sorted(self.joins_sent),
                "refused": dict(list(self.refused.items())[-MAX_REFUSED:])}
        atomic_write_bytes(self.path, dumps(data))



def _game_link(remote: str, value: JsonValue) -> GameLink:
    """One game link as ``saved_link`` saved it (a field it lacks: as a new link has it)."""
    fields = _object(value)
    if set(fields) - GAME_LINK_FIELDS or fields.get("remote") != remote:
        raise ValueError("a game link of the wrong shape")
    setup = fields.get("setup")
    return GameLink(remote, _text_or_none(fields["local"]), count=_count(fields.get("count", 0)),
                    head=_text_or_none(fields.get("head")), setup=None if setup is None else dict(_object(setup)),
                    updated=_text_or_none(fields.get("updated")), trashed=fields.get("trashed", False) is True,
                    name_suffix=str(fields.get("name_suffix", "")), rev=_whole(fields.get("rev", 0)),
                    name=_text_or_none(fields.get("name")), marks=_strings(fields.get("marks")))


def _object(value: JsonValue) -> JsonObject:
    if not isinstance(value, dict):
        raise ValueError("a mapping of the wrong shape")
    return value


def _strings(value: JsonValue) -> dict[str, str]:
    """A mapping of strings read from the record (absent in a record from before: empty)."""
    if value is None:
        return {}
    return {str(k): str(v) for k, v in _object(value).items()}


def _texts(value: JsonValue) -> list[str]:
    """A list of strings read from the record (absent in a record from before: empty)."""
    if value is None:
        return []
    if not isinstance(value, list):
        raise ValueError("a list of the wrong shape")
    return [str(item) for item in value]


def _text_or_none(value: JsonValue) -> str | None:
    return None if value is None else str(value)


def _whole(value: JsonValue) -> int:
    if not isinstance(value, int) or isinstance(value, bool):
        raise ValueError("a number of the wrong shape")
    return value


def _count(value: JsonValue) -> int:
    """A count kept in the record: a whole number, never negative."""
    count = _whole(value)
    if count < 0:
        raise ValueError("a count of the wrong shape")
    return count
