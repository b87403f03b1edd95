"""Opening a data folder: the index read, repaired or rebuilt, upgraded, made to agree with the game files,
and the rolling snapshot taken (see ``recovery.py`` for the repairs' promises).

Every repair keeps the damaged file and says what was done in the store's ``messages``.
"""

from __future__ import annotations

import contextlib
import json
import os
import shutil
import time
import zipfile
from pathlib import Path

from scorekeeper.i18n.shown import moment
from scorekeeper.i18n.translate import gettext

from scorekeeper import limits
from scorekeeper.jsonfile import UnreadableFile, read_regular

from . import migrations
from .atomic import atomic_write_bytes, backup_name, fsync_dir, move_aside, read_json_dict, remove_stale_temps, timestamp
from .backup_zip import (GameFiles, game_files, index_without, kept_aside_members, members_of,
                         write_backup_zip)
from .errors import DamagedFileError, NewerVersionError, StoreError, os_reason
from .gamefiles import SetupHeader
from .index import INDEX_KEEP, INDEX_NAME, IndexEntry, PlayerEntry, index_entry, validate_index
from .journal_repair import iso_from_epoch
from .migrations import CURRENT_SCHEMA
from .players import free_name, now_iso, players_of
from .summaries import Summaries

AUTO_BACKUPS_KEEP = 10  # whole-folder snapshots kept in backups/
AUTO_BACKUP_EVERY = 12 * 3600  # seconds between snapshots taken on open


class Opening(Summaries):
    """What opening the folder does, and the backups it takes (see the module docstring)."""

    # ------------------------------------------------------------------ opening
    def _open(self) -> None:
        for folder in (self.data_dir, self.games_dir, self.trash_dir, self.backups_dir):
            remove_stale_temps(folder)
        try:
            data = read_json_dict(self.index_path)
            schema = validate_index(data, self.index_path)
            if schema == CURRENT_SCHEMA:
                self._cache.written(data)  # parsed once, kept for the game list
        except FileNotFoundError:
            if self._game_ids_on_disk():
                self._rebuild_index()
                self.messages.append(
                    gettext("The data file {index_name} was missing; the game list was rebuilt from the game "
                            "files.").format(
                        index_name=INDEX_NAME))
            else:
                self._rebuild_index()
            schema = CURRENT_SCHEMA
        except DamagedFileError as exc:
            schema = self._recover_index(exc)
        if schema > CURRENT_SCHEMA:
            raise NewerVersionError(
                gettext("the data in {data_dir} was written by a newer version of Scorekeeper (data version {schema}; "
                        "this version reads up to {current_schema}); update Scorekeeper to open it. Nothing was changed.").format(
                    data_dir=self.data_dir, schema=schema, current_schema=CURRENT_SCHEMA))
        if schema < CURRENT_SCHEMA:
            kept = self.index_path.with_name(f"{INDEX_NAME}.schema{schema}-{timestamp()}")
            shutil.copy2(self.index_path, kept)
            fsync_dir(self.data_dir)
            migrations.upgrade(self, schema)
            self._cache.forget()
            self.messages.append(
                gettext("The data was upgraded from version {schema} to version {current_schema}; the old file was "
                        "kept as {name}.").format(
                    schema=schema, current_schema=CURRENT_SCHEMA, name=kept.name))
        self._reconcile()
        view = self._view()
        # games added back or upgraded without figures: worked out now, so the status lists are right
        self._refresh_summaries([gid for gid in view.key_of if view.figures(gid) is None])

    def _recover_index(self, damage: DamagedFileError) -> int:
        """Move the damaged index aside and open the newest good backup of it."""
        aside = move_aside(self.index_path)
        candidates: list[Path] = [backup_name(self.index_path, gen) for gen in range(1, INDEX_KEEP + 1)]
        candidates += self._snapshots()
        for source in candidates:
            try:
                if source.suffix == ".zip":
                    with zipfile.ZipFile(source) as zf:
                        raw = zf.read(INDEX_NAME)
                else:
                    raw = read_regular(source, limits.MAX_STORED_FILE_BYTES)  # a link there is not followed
                when = iso_from_epoch(source.stat().st_mtime)
                data = json.loads(raw.decode("utf-8"))
                if not isinstance(data, dict):
                    continue
                schema = validate_index(data, source)
            except (OSError, ValueError, KeyError, zipfile.BadZipFile, DamagedFileError, UnreadableFile):
                continue
            if schema > CURRENT_SCHEMA:
                continue
            atomic_write_bytes(self.index_path, raw, keep=0, sync=self.sync)
            self.messages.append(
                gettext("The data file {index_name} could not be read ({reason}). It was kept as {name} and the "
                        "backup from {value} was opened (games and players it lacks are added back from the game files).").format(
                    index_name=INDEX_NAME, reason=damage.reason, name=aside.name, value=moment(when, seconds=True)))
            return schema
        self._rebuild_index()
        self.messages.append(
            gettext("The data file {index_name} could not be read ({reason}) and no backup of it was readable. It was "
                    "kept as {name}; the game list was rebuilt from the game files (game and player renames made since may be lost).").format(
                index_name=INDEX_NAME, reason=damage.reason, name=aside.name))
        return CURRENT_SCHEMA

    def _rebuild_index(self) -> None:
        self._write_index({"meta": {"1": {"schema": CURRENT_SCHEMA, "created": now_iso()}},
                           "games": {}, "players": {}})

    def _reconcile(self) -> None:
        """Make the index agree with the game files on disk (the source of truth)."""
        on_disk = self._game_ids_on_disk()
        if not self._needs_reconcile(on_disk):
            return
        data = self._index_copy()
        games = data.setdefault("games", {})
        players = data.setdefault("players", {})
        known_players = {p["id"] for p in players.values()}
        changed = self._drop_entries_listed_twice(games)
        by_id = {doc["id"]: key for key, doc in games.items()}
        next_key = max((int(k) for k in games), default=0) + 1
        next_pkey = max((int(k) for k in players), default=0) + 1
        for gid, path in sorted(on_disk.items()):
            in_trash = path.parent == self.trash_dir
            if gid in by_id:
                doc = games[by_id[gid]]
                if in_trash != bool(doc.get("deleted_at")):
                    doc["deleted_at"] = iso_from_epoch(path.stat().st_mtime) if in_trash else None
                    changed = True
                if (doc.get("summary") or {}).get("problem") == "its file is missing":
                    doc["summary"] = None
                    changed = True
                if not known_players.issuperset(doc["player_ids"]):  # (a hand-made index or backup lacks them)
                    next_pkey = self._add_players(players, known_players, doc, next_pkey)
                    changed = True
                continue
            try:
                header = self._read_setup(gid, path)[1]
            except (StoreError, OSError) as exc:
                self.messages.append(str(exc))
                continue
            next_pkey = self._add_players(players, known_players, header, next_pkey)
            games[str(next_key)] = index_entry(header, deleted_at=(
                iso_from_epoch(path.stat().st_mtime) if in_trash else None))
            next_key += 1
            changed = True
        for doc in games.values():
            if doc["id"] not in on_disk and not (doc.get("summary") or {}).get("problem"):
                doc["summary"] = {"problem": gettext("its file is missing")}
                changed = True
        if changed:
            self._write_index(data)

    @staticmethod
    def _drop_entries_listed_twice(games: dict[str, IndexEntry]) -> bool:
        """Keep one entry per game id (the first by key): a game listed twice was listed, counted and
        exported twice.  Whether any was dropped."""
        seen: set[str] = set()
        twice = []
        for key in sorted(games, key=lambda k: (len(k), k)):  # (TinyDB's keys are numbers written out)
            if games[key]["id"] in seen:
                twice.append(key)
            seen.add(games[key]["id"])
        for key in twice:
            del games[key]
        return bool(twice)

    @staticmethod
    def _add_players(players: dict[str, PlayerEntry], known: set[str], game: SetupHeader | IndexEntry,
                     next_key: int) -> int:
        """Register the players of ``game`` (a setup header or an index entry) that ``players`` lacks, by the
        names the game gives them (made unique); return the next free key.  A game whose players are not
        registered is counted by stats under bare ids and listed by no ``players``."""
        for pid, name in zip(game["player_ids"], game["players"]):
            if pid not in known:
                taken = {p["name"] for p in players.values()}
                players[str(next_key)] = {"id": pid, "name": free_name(taken, name),
                                          "created": game.get("created") or now_iso()}
                known.add(pid)
                next_key += 1
        return next_key

    def _needs_reconcile(self, on_disk: dict[str, Path]) -> bool:
        """Whether the index disagrees with the files (checked without copying the index)."""
        view = self._view()
        if set(on_disk) - set(view.key_of):
            return True
        if len(view.key_of) != len(view.entries):  # a game listed twice (an index edited by hand)
            return True
        known = {player.id for player in players_of(view)}
        if any(not known.issuperset(doc["player_ids"]) for doc in view.entries.values()):
            return True
        for game_id in view.key_of:
            entry = view.entry(game_id)
            path = on_disk.get(game_id)
            problem = (view.figures(game_id) or {}).get("problem")
            if path is None:
                if not problem:
                    return True
            elif (path.parent == self.trash_dir) != bool(entry and entry.get("deleted_at")) or \
                    problem == "its file is missing":
                return True
        return False

    def _auto_backup(self) -> None:
        """Take the snapshot that is due (every 12 hours), keeping the last 10.

        A snapshot is a convenience of opening, never a condition of it: when
        it cannot be written (a full disk) it waits for a later opening and
        the command or the app goes on, with a notice.
        """
        snaps = [p for p in self._snapshots() if p.name.startswith("auto-")]
        if snaps and time.time() - snaps[0].stat().st_mtime < AUTO_BACKUP_EVERY:
            return
        if not self._game_ids_on_disk() and not players_of(self._view()):
            return
        try:
            self.write_backup(self.backups_dir / f"auto-{timestamp()}.zip")
        except OSError as exc:
            self.messages.append(gettext("The automatic backup due now was not taken ({exc}); it will be taken once "
                                         "there is room. Nothing else was affected.").format(
                exc=os_reason(exc)))
            return
        for old in [p for p in self._snapshots() if p.name.startswith("auto-")][AUTO_BACKUPS_KEEP:]:
            with contextlib.suppress(OSError):
                old.unlink()

    def write_backup(self, path: str | os.PathLike[str]) -> Path:
        """Write a zip of the whole store (index, games, trash) to ``path``, atomically.

        A damaged journal is recovered first (and said), so a backup holds
        journals that a restore accepts."""
        with self._locked():
            self._recover_all_journals()
            found = game_files(self.games_dir, self.trash_dir, self.messages)
            kept_aside = self._unrestorable(found)
            left_out = found.left_out | kept_aside.keys()
            index = index_without(self._view(), left_out) if left_out else self.index_path
            return write_backup_zip(Path(path), index, kept_aside_members(members_of(found.files), kept_aside, timestamp()),
                                    sync=self.sync, notes=self.messages)

    def _unrestorable(self, found: GameFiles) -> dict[str, str]:
        """The games the index lists whose setup file is in neither ``games/`` nor ``trash/``, each with why.

        A backup listing one would be refused whole by a restore ("lists game X but does not hold its
        file"), every automatic snapshot with it: so such a game goes out of the backup's index, what is
        left of its files goes in as kept files (``kept_aside_members``), and it is said in one sentence.
        (A game the rules refuse still goes in as it is, and a restore refuses it, naming it: see
        ``backup_rules.py``.)"""
        present = {path.name[: -len(".json")] for path in found.files if path.name.endswith(".json")}
        why: dict[str, str] = {}
        for game_id in self._view().key_of:
            if game_id not in present and game_id not in found.left_out:
                why[game_id] = gettext("its file is missing")
                self.messages.append(gettext("game {game_id} was left out of the backup: its file is missing, so a "
                                             "restore could not give it back").format(game_id=game_id))
        return why
