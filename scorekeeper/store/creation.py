"""Storing new games: one (the app's new game) or many at once (an import), each game's files then ONE index write.

A game exists once its setup file does: killed half-way, the games whose
files were written are added back on the next open; a failure stores none
of the batch.
"""

from __future__ import annotations

import contextlib
import secrets
import time
from collections.abc import Sequence
from dataclasses import asdict
from pathlib import Path
from typing import TYPE_CHECKING, cast

from scorekeeper.jsontypes import GameDict, GameListFigures

from scorekeeper.i18n.translate import gettext
from scorekeeper import limits
from scorekeeper.limits import mib
from scorekeeper.rules.names import name_key

from .atomic import atomic_write_bytes, dumps, fsync_dir
from .core import StoreCore
from .errors import NotFoundError, StoreError
from .game_dicts import as_game_dict, computed_summary, default_game_name
from .gamefiles import SetupHeader, journal_bytes, journal_mark, journal_path
from .index import PlayerEntry, index_entry
from .migrations import CURRENT_SCHEMA
from .players import new_player, now_iso
from .model import GameSpec
from .records import store_once

if TYPE_CHECKING:
    from scorekeeper.rules import Game


class GameCreation(StoreCore):
    """The new games part of GameStore."""

    def create_game(self, game: Game | GameDict, *, name: str | None = None,
                    player_ids: Sequence[str] | None = None, created: str | None = None,
                    source: str | None = None, summary: GameListFigures | None = None) -> str:
        """Store a new game (a rules ``Game`` or its dict) with any events it has; return its id.

        ``player_ids`` gives the registry player of each seat, in seat order;
        without it each seat name is matched to the player with exactly that
        name, registering new players as needed.  ``source`` is a fingerprint
        of the record it was imported from (see :func:`record_fingerprint`);
        ``summary`` its list figures (else they are worked out when listed).
        """
        return self.create_games([GameSpec(game=game, name=name, player_ids=player_ids, created=created,
                                           source=source, summary=summary)])[0]

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
        dicts = [as_game_dict(spec["game"]) for spec in specs]
        journals = [journal_bytes(d["events"]) for d in dicts]  # every one checked before any file is written
        for d, journal in zip(dicts, journals):
            if len(journal) > limits.MAX_STORED_FILE_BYTES:
                raise StoreError(gettext("a game of {count:,} entries is too long to keep: its events take {count2}, "
                                         "and a game file may take {max_stored_file_bytes} (so that every backup of it can be restored); nothing of it was stored").format(
                    count=len(d['events']), count2=mib(len(journal)), max_stored_file_bytes=mib(limits.MAX_STORED_FILE_BYTES)))
        with self._locked():
            data = self._index_copy()
            games = data.setdefault("games", {})
            players = data.setdefault("players", {})
            by_name = {name_key(p["name"]): p["id"] for p in players.values()}  # as the same player is told
            known = set(by_name.values())
            next_key = max((int(k) for k in games), default=0) + 1
            next_pkey = max((int(k) for k in players), default=0) + 1
            taken = set(self._game_ids_on_disk())
            taken_names = {str(g.get("name") or "") for g in games.values()}
            ids = []
            for spec, d, journal in zip(specs, dicts, journals):
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
                written.append(journal_path(path))
                atomic_write_bytes(journal_path(path), journal, keep=0, sync=self.sync, sync_folder=False)
                written.append(path)
                atomic_write_bytes(path, dumps({"game": {"1": header}, "events": {}}), keep=0, sync=self.sync,
                                   sync_folder=False)
                # the list's figures (worked out once now rather than at every listing) and the journal they
                # describe: a journal cut short since is then noticed by the list
                summary: GameListFigures = {**(spec.get("summary") or computed_summary(d)), "journal": journal_mark(path)}
                games[str(next_key)] = index_entry(header, summary=summary, updated=created)
                next_key += 1
                taken_names.add(header["name"] or "")
                ids.append(game_id)
            if self.sync:
                fsync_dir(self.games_dir)  # every new file's name made durable at once, before the index
            with self._index_db() as db:  # one write for the whole batch
                db.storage.write(data)
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

    @staticmethod
    def _new_game_id(taken: set[str]) -> str:
        while True:
            gid = f"{time.strftime('%Y%m%d', time.gmtime())}-{secrets.token_hex(3)}"
            if gid not in taken:
                return gid
