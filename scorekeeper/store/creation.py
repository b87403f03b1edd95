"""Storing new games: one (the app's new game) or many at once (an import), each game's files then ONE index write.

A game exists once its setup file does: killed half-way, the games whose
files were written are added back on the next open; a failure stores none
of the batch.
"""

from __future__ import annotations

import contextlib
import os
import secrets
import time
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import asdict
from pathlib import Path
from typing import TYPE_CHECKING, cast

from scorekeeper.jsontypes import GameDict, GameListFigures, JsonObject

from scorekeeper.i18n.translate import gettext
from scorekeeper import limits
from scorekeeper.limits import mib
from scorekeeper.rules.names import name_key

from .atomic import atomic_write_bytes, atomic_write_pieces, dumps, fsync_dir
from .core import StoreCore
from .errors import NotFoundError, StoreError
from .game_dicts import as_event_dict, as_game_dict, computed_summary, default_game_name
from .entry_times import last_change
from .gamefiles import SetupHeader, journal_mark, journal_path, journal_pieces
from .history_file import HISTORY_SUFFIX
from .index import PlayerEntry, index_entry
from .migrations import CURRENT_SCHEMA
from .players import new_player, now_iso
from .model import GameSpec, JournalWrite
from .import_once import store_once

if TYPE_CHECKING:
    from scorekeeper.rules import Event, Game


class GameCreation(StoreCore):
    """The new games part of GameStore."""

    def create_game(self, game: Game | GameDict, *, name: str | None = None,
                    player_ids: Sequence[str] | None = None, created: str | None = None,
                    source: str | None = None, summary: GameListFigures | None = None,
                    times: Sequence[str | None] | None = None) -> str:
        """Store a new game (a rules ``Game`` or its dict) with any events it has; return its id.

        ``player_ids`` gives the registry player of each seat, in seat order;
        without it each seat name is matched to the player with exactly that
        name, registering new players as needed.  ``source`` is a fingerprint
        of the record it was imported from (see :func:`record_fingerprint`);
        ``summary`` its list figures (else they are worked out when listed); ``times`` when each of its
        events was stored (an imported record's hand ends), kept in its journal.
        """
        return self.create_games([GameSpec(game=game, name=name, player_ids=player_ids, created=created,
                                           source=source, summary=summary, times=times)])[0]

    def create_games(self, specs: Sequence[GameSpec]) -> list[str]:
        """Store many new games at once (an import): each game's files, then ONE index write.

        Each spec holds ``create_game``'s arguments.  Killed half-way, the
        games whose files were written are added back on the next open; none
        is half there.  A failure (a full disk) stores none of the batch: the
        files already written for it are removed, so a game said not stored
        never comes back on the next open.
        """
        written: list[Path] = []
        try:
            return self._create_games(specs, written)
        except Exception:  # not on an interrupt: like a kill, it leaves the games to be added back on open
            for path in reversed(written):
                with contextlib.suppress(OSError):
                    path.unlink()
            raise

    def _create_games(self, specs: Sequence[GameSpec], written: list[Path]) -> list[str]:
        # A game's events stay as the game holds them: each is made a dict, then a journal line, as its
        # journal is written (a game's events as dicts and its journal as bytes take twice what the game does).
        setups = [_setup_and_events(spec["game"]) for spec in specs]
        with self._locked():
            data = self._index_copy()
            games = data.setdefault("games", {})
            players = data.setdefault("players", {})
            by_name = {name_key(p["name"]): p["id"] for p in players.values()}  # as the same player is told
            known = set(by_name.values())
            next_key = max((int(k) for k in games), default=0) + 1
            next_pkey = max((int(k) for k in players), default=0) + 1
            taken = set(self._game_ids_on_disk()) | self._ids_with_a_history()  # never paired with another's history
            taken_names = {str(g.get("name") or "") for g in games.values()}
            ids = []
            marks: dict[str, list[int]] = {}
            for spec, (d, events) in zip(specs, setups):
                seats = [str(p) for p in d["players"]]
                given = spec.get("player_ids")
                if given is None:
                    pids = []
                    for seat in seats:
                        key = name_key(seat)
                        if key not in by_name:
                            player = new_player(seat)
                            players[str(next_pkey)] = cast(PlayerEntry, asdict(player))
                            next_pkey += 1
                            by_name[key] = player.id
                            known.add(player.id)
                        pids.append(by_name[key])
                else:
                    pids = list(given)
                    if len(pids) != len(seats):
                        raise StoreError(gettext("{count} seats but {count2} player ids").format(
                            count=len(seats), count2=len(pids)))
                    if len(set(pids)) != len(pids):
                        raise StoreError(gettext("the same player cannot sit in two seats"))
                    for pid in pids:
                        if pid not in known:
                            raise NotFoundError(gettext("no player with id {pid!r}").format(pid=pid))
                created = spec.get("created") or now_iso()
                game_id = self._new_game_id(taken)
                taken.add(game_id)
                header: SetupHeader = {"schema": CURRENT_SCHEMA, "id": game_id, "kind": d["kind"], "players": seats,
                                       "player_ids": pids, "dealer": d["dealer"], "settings": d["settings"],
                                       "created": created,
                                       "name": spec.get("name") or default_game_name(
                                           d["kind"], created, d["settings"], seats, taken_names),
                                       "source": spec.get("source")}
                path = self._setup_path(game_id)
                # The journal first, then the setup file (a game exists once its setup does), then the
                # index: killed before the index entry is written, the next open adds the game back.
                written.append(journal_path(path))  # a journal past the cap stops the batch: none of it is stored
                atomic_write_pieces(journal_path(path), _capped_journal(events, spec.get("times") or ()), keep=0,
                                    sync=self.sync,
                                    sync_folder=False)
                written.append(path)
                atomic_write_bytes(path, dumps({"game": {"1": header}, "events": {}}), keep=0, sync=self.sync,
                                   sync_folder=False)
                # the list's figures (worked out once now rather than at every listing) and the journal they
                # describe: a journal cut short since is then noticed by the list
                figures = spec.get("summary") or computed_summary({**d, "events": [as_event_dict(e) for e in events]})
                summary: GameListFigures = {**figures, "journal": journal_mark(path)}
                marks[game_id] = summary["journal"]
                games[str(next_key)] = index_entry(header, summary=summary, updated=last_change(
                    created, spec.get("times") or (), now_iso()))
                next_key += 1
                taken_names.add(header["name"] or "")
                ids.append(game_id)
            if self.sync:
                fsync_dir(self.games_dir)  # every new file's name made durable at once, before the index
            with self._index_db() as db:  # one write for the whole batch
                db.storage.write(data)
            self.journals_written.update({game_id: JournalWrite([0, 0, 0], mark) for game_id, mark in marks.items()})
        return ids

    def import_games(self, specs: Sequence[GameSpec]) -> list[tuple[str, bool]]:
        """:meth:`create_games` for imported records: (game id, stored now) per spec.

        A spec whose ``source`` (the record's fingerprint) is stored already is
        not stored again.  The look-up and the store are one step under the
        writers' lock (across processes), so two imports of one record at once
        store it once.
        """
        with self._locked():
            return store_once(specs, self.find_by_source, self.create_games)

    def _ids_with_a_history(self) -> set[str]:
        """The ids a history in games/ is named for (one an older version left behind when its game was deleted
        and the trash emptied): a new game never takes one, or Undo would walk another game's history."""
        try:
            names = os.listdir(self.games_dir)
        except FileNotFoundError:
            return set()
        return {name[:-len(HISTORY_SUFFIX)] for name in names if name.endswith(HISTORY_SUFFIX)}

    @staticmethod
    def _new_game_id(taken: set[str]) -> str:
        while True:
            gid = f"{time.strftime('%Y%m%d', time.gmtime())}-{secrets.token_hex(3)}"
            if gid not in taken:
                return gid


def _setup_and_events(game: Game | GameDict) -> tuple[GameDict, Sequence[Event | JsonObject]]:
    """A game to store as its setup (a game dict without events) and its events as it holds them."""
    if isinstance(game, Mapping):
        d = as_game_dict(game)  # checks the dict's shape; its events are dicts already
        return {**d, "events": []}, d["events"]
    return {"kind": game.kind, "players": list(game.players), "dealer": game.dealer, "settings": dict(game.settings),
            "events": []}, game.events


def _capped_journal(events: Sequence[Event | JsonObject], times: Sequence[str | None]) -> Iterator[bytes]:
    """The journal of ``events`` a piece at a time, refused once it passes the cap of a stored file: an import
    refuses a game whose journal would be larger, so every stored file can be read back, backed up and restored."""
    cap = limits.MAX_STORED_FILE_BYTES
    size = 0
    for piece in journal_pieces((as_event_dict(e) for e in events), times):
        size += len(piece)
        if size > cap:
            raise StoreError(gettext("a game of {count:,} entries is too long to keep: its events take more than "
                                     "{max_stored_file_bytes}, the most a game file may take (so that every backup of "
                                     "it can be restored); nothing of it was stored").format(
                count=len(events), max_stored_file_bytes=mib(cap)))
        yield piece
