"""The store's plain values: a player, one line of the game list, and how the list is ordered.

Shared by every store (disk, memory, read-only) so that they list games the
same way, newest first, and filter and page them the same way.
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import asdict, dataclass, field
from typing import TYPE_CHECKING, NamedTuple, Required, Sequence, TypedDict

from scorekeeper.jsontypes import GameDict, GameListFigures, JsonObject, JsonValue

from scorekeeper.i18n.translate import gettext
from scorekeeper.rules.names import stored_name

from .errors import NotFoundError, StoreError

if TYPE_CHECKING:
    from scorekeeper.rules import Game

STATUSES = {"in progress": "in progress", "in_progress": "in progress", "finished": "finished",
            "damaged": "damaged", "deleted": "deleted"}


@dataclass(frozen=True)
class DraftChange:
    """What a write does to a game's draft beside the entry it stores: ``record`` replaces it (None or
    empty: forgets it).  Not passing one leaves the draft as it is."""

    record: JsonObject | None


def record_fingerprint(record: JsonValue) -> str:
    """A stable hash of a game record, to notice the same record imported twice: in NFC, as names are
    kept, so a record whose "Ána" was typed with a combining accent is the same record."""
    canonical = stored_name(json.dumps(record, sort_keys=True, ensure_ascii=False, separators=(",", ":")))
    return hashlib.sha256(canonical.encode("utf-8")).hexdigest()


class JournalWrite(NamedTuple):
    """A game's journal mark (inode, size, time) just before and just after this store's own last write of
    it, both taken under the writers' lock: what the service kept of the journal as it left it (its entries'
    times, its facts) still holds while the journal bears ``after``, and a later write extends it only when
    the journal bore that same mark just ``before`` it (no other process wrote in between)."""

    before: list[int]
    after: list[int]
    # the entries' times before the write, as this store last read the journal whole (a game opened in this
    # process, ``JournalRead``), when the journal bore that reading's mark just before the write; else None
    read: tuple[str | None, ...] | None = None


class JournalRead(NamedTuple):
    """A game's journal as this store last read it whole and clean: its mark (inode, size, time), the same
    before and after the reading, and when each entry was stored.  A game resumed in a new process was
    read so when it was opened: this store's next write of it hands these times on (``JournalWrite.read``)
    when the journal still bore ``mark`` just before it, so the entry that finishes the game reads no journal."""

    mark: list[int]
    times: tuple[str | None, ...]


class GameSpec(TypedDict, total=False):
    """One game to store (``create_games``, ``import_games``): the arguments of ``create_game``."""

    game: Required[Game | GameDict]
    name: str | None
    player_ids: Sequence[str] | None
    created: str | None
    source: str | None  # the fingerprint of the record it came from: stored once
    summary: GameListFigures | None  # its list figures, when the caller has them
    times: Sequence[str | None] | None  # when each event was stored (ISO 8601 with offset), when known


@dataclass(frozen=True)
class Player:
    id: str
    name: str
    created: str


@dataclass(frozen=True)
class GameSummary:
    """One line of the game list."""

    id: str
    name: str
    kind: str
    players: tuple[str, ...]
    player_ids: tuple[str, ...]
    dealer: str
    created: str
    updated: str
    events: int | None = None
    hands: int | None = None
    finished: bool | None = None
    winner: tuple[str, ...] | None = None
    totals: dict[str, int] = field(default_factory=dict)
    deleted_at: str | None = None
    problem: str | None = None  # set when the game cannot be read or replayed

    @property
    def status(self) -> str:
        if self.deleted_at:
            return "deleted"
        if self.problem:
            return "damaged"
        return "finished" if self.finished else "in progress"

    def to_json(self) -> JsonObject:
        out: JsonObject = asdict(self)
        out["players"] = list(self.players)
        out["player_ids"] = list(self.player_ids)
        out["winner"] = list(self.winner) if self.winner is not None else None
        out["status"] = self.status
        return out


def newest_first(summaries: list[GameSummary], status: str | None) -> list[GameSummary]:
    """The game list as every store gives it: optionally one status, newest first."""
    if status is not None:
        if status not in STATUSES:
            raise StoreError(gettext("status must be 'in progress', 'finished', 'damaged' or 'deleted'"))
        summaries = [g for g in summaries if g.status == STATUSES[status]]
    return sorted(summaries, key=lambda g: (g.created, g.id), reverse=True)


def summary_of(summaries: list[GameSummary], game_id: str) -> GameSummary:
    for g in summaries:
        if g.id == game_id:
            return g
    raise NotFoundError(gettext("no game with id {game_id!r}").format(game_id=game_id))




def page_of(summaries: list[GameSummary], status: str | None = None, *, offset: int = 0,
            limit: int | None = None, kind: str | None = None, player: str | None = None) -> list[GameSummary]:
    """One page of the game list: filtered by status, kind and player (an id or a seat name), newest first."""
    if kind is not None:
        summaries = [g for g in summaries if g.kind == kind]
    if player is not None:
        summaries = [g for g in summaries if player in g.player_ids or player in g.players]
    ordered = newest_first(summaries, status)
    if offset < 0 or (limit is not None and limit < 0):
        raise StoreError(gettext("offset and limit cannot be negative"))
    return ordered[offset:] if limit is None else ordered[offset:offset + limit]
