"""An in-memory store with GameStore's interface, for fast UI and service tests.

Same methods, same errors, same identity rules; nothing touches the disk, so
a test can create a store per case for free.  (The cosmicpython "fake
repository".)  Durability, recovery and backups are of course not modelled.
"""

from __future__ import annotations

import copy
import itertools
import os
import time
from collections.abc import Sequence
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING

from scorekeeper.jsontypes import GameDict, GameListFigures, JsonObject

from scorekeeper.i18n.translate import gettext

from .entry_times import UTC_STAMP, changed_by, kept_times, latest_entry, local_now, stored_at
from .game_dicts import as_event_dict, as_game_dict, computed_summary, default_game_name
from .errors import CountMismatch, NotFoundError, StoreError
from .index import ListedGame
from .model import DraftChange, GameSpec, GameSummary, JournalWrite, Player, page_of, summary_of
from .players import check_name, player_named, same_player, taken_message
from .import_once import store_once

if TYPE_CHECKING:
    from scorekeeper.rules import Event, Game


class MemoryGame(ListedGame):
    """One game as this store keeps it: what the disk store's index entry and files hold together."""

    events: list[JsonObject]
    times: list[str | None]  # when each event was stored


class InMemoryGameStore:
    def __init__(self) -> None:
        self._drafts: dict[str, JsonObject] = {}
        self._history: dict[str, list[JsonObject]] = {}
        self.messages: list[str] = []
        self.journals_written: dict[str, JournalWrite] = {}  # none: a store in memory has no journal, keeps no facts
        self._games: dict[str, MemoryGame] = {}
        self._players: dict[str, Player] = {}
        self._ids = itertools.count(1)
        # each game's latest entry time, with the times it was read from: a listing reads again only a game
        # whose times changed (reading every entry of every game made each listing as long as the whole store)
        self._latest: dict[str, tuple[tuple[str | None, ...], datetime | None]] = {}

    # games
    def create_game(self, game: Game | GameDict, *, name: str | None = None, player_ids: Sequence[str] | None = None,
                    created: str | None = None, source: str | None = None,
                    summary: GameListFigures | None = None, times: Sequence[str | None] | None = None) -> str:
        d = as_game_dict(game)
        seats = [str(p) for p in d["players"]]
        if player_ids is None:
            player_ids = [self.player_for_name(n, create=True).id for n in seats]
        else:
            player_ids = list(player_ids)
            if len(player_ids) != len(seats) or len(set(player_ids)) != len(player_ids):
                raise StoreError(gettext("one distinct player id is needed for each seat"))
            for pid in player_ids:
                self.get_player(pid)
        created = created or time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime())
        gid = f"mem-{next(self._ids):04d}"
        self._games[gid] = {"id": gid, "kind": d["kind"], "players": seats, "player_ids": player_ids,
                            "dealer": d["dealer"], "settings": d["settings"], "created": created,
                            "events": copy.deepcopy(d["events"]), "deleted_at": None, "source": source,
                            "times": (list(times or ()) + [None] * len(d["events"]))[:len(d["events"])],
                            "summary": summary.copy() if summary is not None else None,
                            "name": name or default_game_name(
                                d["kind"], created, d["settings"], seats, {g["name"] for g in self._games.values()})}
        return gid

    def create_games(self, specs: Sequence[GameSpec]) -> list[str]:
        return [self.create_game(**spec) for spec in specs]

    def import_games(self, specs: Sequence[GameSpec]) -> list[tuple[str, bool]]:
        """Like GameStore's: each record stored once (one process, so no lock is needed)."""
        return store_once(specs, self.find_by_source, self.create_games)

    def _get(self, game_id: str, *, active: bool = False) -> MemoryGame:
        g = self._games.get(game_id)
        if g is None or (active and g["deleted_at"]):
            raise NotFoundError(gettext("no game with id {game_id!r}").format(game_id=game_id))
        return g

    def append_event(self, game_id: str, event: Event | JsonObject, *, expected_count: int | None = None,
                     expected_last: JsonObject | None = None, summary: GameListFigures | None = None,
                     draft: DraftChange | None = None, at: str | None = None) -> int:
        return self._appended(game_id, event, expected_count, expected_last, summary, draft, at)

    def _appended(self, game_id: str, event: Event | JsonObject, expected_count: int | None,
                  expected_last: JsonObject | None, summary: GameListFigures | None, draft: DraftChange | None,
                  at: str | None) -> int:
        g = self._get(game_id, active=True)
        self._check_expected(game_id, g["events"], expected_count, expected_last)
        g["events"].append(copy.deepcopy(as_event_dict(event)))
        g["times"].append(stored_at(at))
        g["summary"] = summary.copy() if summary is not None else None  # None: replayed when next listed
        if draft is not None:
            self._keep_draft(game_id, draft.record)
        return len(g["events"])

    @staticmethod
    def _check_expected(game_id: str, stored: list[JsonObject], expected_count: int | None,
                        expected_last: JsonObject | None) -> None:
        if expected_count is None:
            return
        if len(stored) != expected_count or (expected_count and expected_last is not None
                                             and stored[-1] != expected_last):
            raise CountMismatch(game_id, expected_count, len(stored))

    def replace_events(self, game_id: str, events: Sequence[Event | JsonObject], *, expected_count: int | None = None,
                       expected_last: JsonObject | None = None, summary: GameListFigures | None = None,
                       history: JsonObject | None = None, draft: DraftChange | None = None,
                       at: str | None = None) -> None:
        self._check_expected(game_id, self._get(game_id, active=True)["events"], expected_count, expected_last)
        g = self._get(game_id, active=True)
        g["events"] = [copy.deepcopy(as_event_dict(e)) for e in events]
        g["times"] = kept_times(g["times"], len(g["events"]), at or local_now())
        g["summary"] = summary.copy() if summary is not None else None
        if history is not None:
            self._history.setdefault(game_id, []).append(copy.deepcopy(history))
        if draft is not None:
            self._keep_draft(game_id, draft.record)

    def take_back_last_event(self, game_id: str, *, expected_count: int, expected_last: JsonObject,
                             summary: GameListFigures, history: JsonObject, draft: DraftChange | None = None) -> None:
        g = self._get(game_id, active=True)
        self._check_expected(game_id, g["events"], expected_count, expected_last)
        if not g["events"]:
            raise CountMismatch(game_id, expected_count, 0)
        g["events"].pop()
        del g["times"][len(g["events"]):]
        g["summary"] = summary.copy()
        self._history.setdefault(game_id, []).append(copy.deepcopy(history))
        if draft is not None:
            self._keep_draft(game_id, draft.record)

    def put_back_event(self, game_id: str, event: JsonObject, *, expected_count: int, expected_last: JsonObject | None,
                       summary: GameListFigures | None, history: JsonObject, draft: DraftChange | None = None,
                       at: str | None = None) -> None:
        self._appended(game_id, event, expected_count, expected_last, summary, draft, at)  # (one write, as on disk)
        self._history.setdefault(game_id, []).append(copy.deepcopy(history))

    def load_history(self, game_id: str) -> list[JsonObject]:
        self._get(game_id, active=True)
        return copy.deepcopy(self._history.get(game_id, []))

    def append_history(self, game_id: str, record: JsonObject) -> None:
        self._get(game_id, active=True)
        self._history.setdefault(game_id, []).append(copy.deepcopy(record))

    def load_events(self, game_id: str) -> list[JsonObject]:
        return copy.deepcopy(self._get(game_id)["events"])

    def load_game_dict(self, game_id: str) -> GameDict:
        g = self._get(game_id)
        return {"kind": g["kind"], "players": list(g["players"]), "dealer": g["dealer"],
                "settings": dict(g["settings"]), "events": copy.deepcopy(g["events"])}

    def load_event_times(self, game_id: str) -> list[str | None]:
        return list(self._get(game_id)["times"])

    def load_timed_game_dict(self, game_id: str) -> tuple[GameDict, list[str | None]]:
        return self.load_game_dict(game_id), self.load_event_times(game_id)

    def load_settings(self, game_id: str) -> JsonObject:
        return dict(self._get(game_id)["settings"])

    def load_game(self, game_id: str) -> Game:
        from scorekeeper.rules import Game
        return Game.from_dict(self.load_game_dict(game_id), consume=True)  # a deep copy: its dicts let go

    def game_player_ids(self, game_id: str) -> dict[str, str]:
        g = self._get(game_id)
        return dict(zip(g["players"], g["player_ids"]))

    def rename_game(self, game_id: str, name: str) -> None:
        if not str(name).strip():
            raise StoreError(gettext("a game's name cannot be empty"))
        self._get(game_id)["name"] = str(name).strip()

    def delete_game(self, game_id: str) -> None:
        self._get(game_id)["deleted_at"] = time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime())

    def restore_game(self, game_id: str) -> None:
        self._get(game_id)["deleted_at"] = None

    def empty_trash(self) -> int:
        gone = [gid for gid, g in self._games.items() if g["deleted_at"]]
        for gid in gone:
            del self._games[gid]
        return len(gone)

    def resolve_game_id(self, text: str) -> str:
        """A full game id, or a unique beginning of one (for the command line)."""
        if text in self._games:
            return text
        matches = [gid for gid in self._games if text and gid.startswith(text)]
        if len(matches) == 1:
            return matches[0]
        raise NotFoundError(gettext("no game with id '{text}'").format(text=text))

    def write_backup(self, path: str | os.PathLike[str]) -> Path:
        raise StoreError(gettext("this store keeps nothing on disk, so it cannot be backed up"))

    def find_by_source(self, fingerprint: str) -> str | None:
        return next((gid for gid, g in self._games.items() if g["source"] == fingerprint), None)

    def list_games(self, status: str | None = None, *, include_deleted: bool = False, offset: int = 0,
                   limit: int | None = None, kind: str | None = None,
                   player: str | None = None) -> list[GameSummary]:
        """Like GameStore's: figures kept per game (given at a hand's end, else replayed once)."""
        out, now = [], time.strftime(UTC_STAMP, time.gmtime())
        for g in self._games.values():
            if g["deleted_at"] and not include_deleted and status != "deleted":
                continue
            info = g["summary"]
            if info is None:
                info = g["summary"] = computed_summary(self.load_game_dict(g["id"]))
            winner = info.get("winner")
            out.append(GameSummary(id=g["id"], name=g["name"], kind=g["kind"], players=tuple(g["players"]),
                                   player_ids=tuple(g["player_ids"]), dealer=g["dealer"],
                                   created=g["created"], updated=changed_by(g["created"], self._latest_entry(g), now), events=len(g["events"]),
                                   hands=info.get("hands"), finished=info.get("finished"),
                                   winner=tuple(winner) if winner else None, totals=dict(info.get("totals") or {}),
                                   deleted_at=g["deleted_at"], problem=info.get("problem")))
        return page_of(out, status, offset=offset, limit=limit, kind=kind, player=player)

    def _latest_entry(self, g: MemoryGame) -> datetime | None:
        """``latest_entry`` of the game's times, read again only when they changed since it was last read."""
        times = tuple(g["times"])
        kept = self._latest.get(g["id"])
        if kept is None or kept[0] != times:
            kept = self._latest[g["id"]] = (times, latest_entry(times))
        return kept[1]

    def count_games(self, status: str | None = None) -> int:
        """How many games (of one status; the trash counts only for "deleted")."""
        return len(self.list_games(status, include_deleted=status == "deleted"))

    def get_game_summary(self, game_id: str) -> GameSummary:
        return summary_of(self.list_games(include_deleted=True), game_id)

    # players
    def list_players(self) -> list[Player]:
        return sorted(self._players.values(), key=lambda p: (p.name.casefold(), p.name, p.id))

    def get_player(self, player_id: str) -> Player:
        try:
            return self._players[player_id]
        except KeyError:
            raise NotFoundError(gettext("no player with id {player_id!r}").format(player_id=player_id)) from None

    def add_player(self, name: str) -> Player:
        name = check_name(name)
        existing = same_player(self._players.values(), name)
        if existing is not None:
            raise StoreError(taken_message(existing))
        p = Player(f"p-{len(self._players) + 1:04d}", name, "")
        self._players[p.id] = p
        return p

    def add_players(self, names: Sequence[str]) -> list[Player | StoreError]:
        """As on disk: each name's player, or what refused it."""
        out: list[Player | StoreError] = []
        for name in names:
            try:
                out.append(self.add_player(name))
            except StoreError as exc:
                out.append(exc)
        return out

    def player_for_name(self, name: str, *, create: bool = False) -> Player:
        """The same look-up as on disk."""
        return player_named(self._players.values(), name, self.add_player if create else None)

    def rename_player(self, player_id: str, name: str) -> None:
        p = self.get_player(player_id)
        name = check_name(name)
        existing = same_player(self._players.values(), name, other_than=player_id)
        if existing is not None:
            raise StoreError(gettext("there is already a player named '{name}'").format(name=existing.name))
        self._players[player_id] = Player(p.id, name, p.created)

    def save_draft(self, game_id: str, draft: JsonObject | None) -> None:
        self._keep_draft(game_id, draft)

    def _keep_draft(self, game_id: str, draft: JsonObject | None) -> None:
        """The one place a draft is kept (``save_draft``, or with the change ``append_event`` and
        ``replace_events`` store)."""
        if draft:
            self._drafts[game_id] = dict(draft)
        else:
            self._drafts.pop(game_id, None)

    def load_draft(self, game_id: str) -> JsonObject | None:
        return self._drafts.get(game_id)

    def close(self) -> None:
        pass
