"""Recovery: what opening a data folder repairs, and where damaged files are taken back from.

Every repair keeps the damaged file (``NAME.damaged-<time>``) and adds one
sentence to the store's ``messages``, shown to the user once:

- a damaged index: the newest readable rolling copy or snapshot is opened,
  and the games and players it lacks are added back from the game files; with
  none, the index is rebuilt from the game files;
- the index and the files disagree (killed between two writes, files copied
  by hand): the game files win (``_reconcile``);
- a damaged setup file: its rolling copies, the snapshots in ``backups/``,
  and last the index entry, which keeps everything a setup file holds;
- a damaged events journal (an unreadable line, or fewer whole entries
  than the game list or the caller knows were stored): the entries before
  the damage, then the copy (``.bakN``, snapshots) holding the most of the
  rest, then the intact entries after the damage where they follow on; the
  ones that cannot are kept aside in ``<id>.events.kept-<time>``.  The game
  list's figures are worked out again.  A full disk: read as repaired,
  nothing written, said each time.  A torn last line no evidence shows was
  acknowledged is a killed append and is ignored, silently.

Here: reading a game's files and repairing them as they are read (setup
files, journals); the index's repairs on open are ``opening.py``'s, the
journal repair itself (pure) ``journal_repair.py``'s.  They run under the
store's lock.
"""

from __future__ import annotations

import contextlib
import json
import os
from collections.abc import Iterator
from pathlib import Path

from scorekeeper.jsontypes import GameDict, JsonObject

from scorekeeper.i18n.translate import gettext

from scorekeeper import limits
from scorekeeper.jsonfile import UnreadableFile, read_regular

from .atomic import aside_name, atomic_write_bytes, backup_name, dumps, fsync_dir, move_aside
from .core import StoreCore
from .errors import DamagedFileError, GameFileLost, NotFoundError, StoreError, os_reason
from .gamefiles import (SetupHeader, journal_mark, journal_path, mark_of_journal, read_journal, read_setup, setup_dict,
                        setup_events, uses_journal, validate_setup, write_journal)
from .journal_repair import (JournalCopy, JournalRepair, acknowledged_in, damage_message, iso_from_epoch,
                             journal_copies, listed_at_in, repair_journal, snapshot_member, when_label)
from .migrations import CURRENT_SCHEMA
from .model import JournalRead

JOURNALS_READ_KEPT = 8  # games whose journal's times are kept as last read: the few opened at a table

SETUP_KEEP = 2          # rolling generations of each setup file (renames)


class Recovery(StoreCore):
    """Reading a game's setup file and journal, repairing what is damaged (see the module docstring)."""

    def _read_setup(self, game_id: str, path: Path | None = None) -> tuple[JsonObject, SetupHeader]:
        """Read and check a setup file, recovering it if damaged; the header's id follows the file name."""
        path = path or self._find_setup(game_id)
        try:
            data, header = read_setup(path, CURRENT_SCHEMA)
        except FileNotFoundError:
            raise NotFoundError(gettext("no game with id {game_id!r}").format(game_id=game_id)) from None
        except DamagedFileError as exc:
            with self._locked():
                data, header = self._recover_setup(game_id, path, exc)
        if header["id"] != game_id:
            with self._locked():
                self.messages.append(
                    gettext("The game file {name} said it was game {id}; it is kept as game {game_id}, the name of "
                            "its file (a copied file is a game of its own).").format(
                        name=path.name, id=header['id'], game_id=game_id))
                header["id"] = game_id
                atomic_write_bytes(path, dumps(data), keep=SETUP_KEEP, sync=self.sync)
        return data, header

    def _events(self, game_id: str, path: Path, data: JsonObject, header: SetupHeader) -> list[JsonObject]:
        """The events of a game whose setup was read; a damaged journal, or one holding fewer entries
        than the game list says were stored, is recovered (:meth:`_recover_journal`) and said so."""
        if not uses_journal(header):
            return setup_events(data)
        jpath = journal_path(path)
        if not jpath.exists():
            self._find_lost_journal(game_id, path, header)
        mark = mark_of_journal(os.fspath(jpath))
        journal = read_journal(jpath)
        if journal.is_clean() and len(journal.events) >= self._acknowledged(game_id):
            self._note_read(game_id, mark, journal.times, jpath)
            return journal.events
        return self._recover_journal(game_id, path, header)

    def _note_read(self, game_id: str, mark: list[int], times: tuple[str | None, ...], jpath: Path) -> None:
        """Keep the times of a journal just read whole and clean (``journals_read``), when its mark was the
        same before and after the reading (nobody wrote it meanwhile), for the few games read last."""
        if mark != mark_of_journal(os.fspath(jpath)) or mark == [0, 0, 0]:
            self.journals_read.pop(game_id, None)
            return
        self.journals_read.pop(game_id, None)
        self.journals_read[game_id] = JournalRead(mark, times)
        if len(self.journals_read) > JOURNALS_READ_KEPT:
            del self.journals_read[next(iter(self.journals_read))]  # the game read longest ago

    def load_game_dict(self, game_id: str) -> GameDict:
        """The game as the dict ``Game.from_dict`` takes (no rules involved)."""
        path = self._find_setup(game_id)
        data, header = self._read_setup(game_id, path)
        return setup_dict(header, self._events(game_id, path, data, header))

    def _recover_setup(self, game_id: str, path: Path, damage: DamagedFileError) -> tuple[JsonObject, SetupHeader]:
        """Replace a damaged setup file by its newest readable copy (rolling copies, snapshots, the index)."""
        aside = move_aside(path)
        journal = journal_path(path)
        for label, raw in self._setup_copies(path):
            try:
                data = json.loads(raw.decode("utf-8"))
                if not isinstance(data, dict):
                    continue
                header = validate_setup(data, path, CURRENT_SCHEMA)
            except (ValueError, StoreError):
                continue
            if journal.exists() and not uses_journal(header):  # an old copy: the journal holds the events
                header["schema"] = CURRENT_SCHEMA
                data["events"] = {}
            atomic_write_bytes(path, dumps(data), keep=0, sync=self.sync)
            events = len(read_journal(journal).events) if uses_journal(header) else len(setup_events(data))
            self.messages.append(
                gettext("The file of game '{value}' could not be read ({reason}). It was kept as {name} and its copy "
                        "from {label} was opened ({events} events).").format(
                    value=header.get('name') or game_id, reason=damage.reason, name=aside.name, label=label, events=events))
            return data, header
        raise GameFileLost(
            gettext("the file of game {game_id} could not be read ({reason}) and no backup of it is readable; it was "
                    "kept as {aside}").format(
                game_id=game_id, reason=damage.reason, aside=aside))

    def _setup_copies(self, path: Path) -> Iterator[tuple[str, bytes]]:
        for gen in range(1, SETUP_KEEP + 1):
            source = backup_name(path, gen)
            with contextlib.suppress(OSError, UnreadableFile):  # read as the setup file is: a link is not followed
                copy = read_regular(source, limits.MAX_STORED_FILE_BYTES)
                yield iso_from_epoch(source.lstat().st_mtime).replace("T", " "), copy
        for snap in self._snapshots():
            raw = snapshot_member(snap, path.name)
            if raw is not None:
                yield when_label(snap), raw
        entry = self._view().entry(path.name[:-5]) if self.index_path.exists() else None
        if entry and "settings" in entry:  # the index keeps everything a setup file holds
            header = {"schema": CURRENT_SCHEMA, **{k: entry[k] for k in (
                "id", "kind", "players", "player_ids", "dealer", "settings", "created", "name", "source")}}
            yield gettext("the game list"), dumps({"game": {"1": header}, "events": {}})

    def _find_lost_journal(self, game_id: str, path: Path, header: SetupHeader) -> None:
        """A setup file without its journal: moved half-way to or from the trash, or lost."""
        with self._locked():
            jpath = journal_path(path)
            if jpath.exists():
                return
            other = (self.trash_dir if path.parent == self.games_dir else self.games_dir) / jpath.name
            if other.exists():  # a move between games/ and trash/ was interrupted: finish it
                os.replace(other, jpath)
                fsync_dir(path.parent)
                return
            name = header.get("name") or game_id
            for snap in self._snapshots():
                raw = snapshot_member(snap, jpath.name)
                if raw is None:
                    continue
                atomic_write_bytes(jpath, raw, keep=0, sync=self.sync)
                self._forget_listed(game_id)
                journal = read_journal(jpath)
                self.messages.append(gettext("The events of game '{name}' were missing (no file {name2}); the backup "
                                             "from {snap} was opened ({count} entries).").format(
                    name=name, name2=jpath.name, snap=when_label(snap), count=len(journal.events)))
                return
            write_journal(jpath, [], keep=0, sync=self.sync)
            self._forget_listed(game_id)
            self.messages.append(gettext("The events of game '{name}' are missing (no file {name2}) and no backup "
                                         "holds them; it opens with none.").format(
                name=name, name2=jpath.name))

    def _acknowledged(self, game_id: str) -> int:
        """How many entries the game list says were stored: a hand's end or a correction wrote it,
        after its entries were durably in the journal, so the journal can never hold fewer."""
        return acknowledged_in(self._view, game_id)

    def _listed_at(self, game_id: str) -> float:
        """When the game list last described the game (epoch seconds; 0 if unknown)."""
        return listed_at_in(self._view, game_id)

    def _journal_copies(self, jpath: Path) -> Iterator[JournalCopy]:
        """The game's journal as its rolling copies and the snapshots in ``backups/`` hold it."""
        return journal_copies(jpath, self.backups_dir)

    def _recover_journal(self, game_id: str, path: Path, header: SetupHeader, acknowledged: int = 0) -> list[JsonObject]:
        """A journal with damage, or holding fewer entries than were acknowledged: recover and say so.

        The entries before the damage, the copy (rolling or snapshot) that
        holds the most of the rest, and the intact entries after the damage
        are put together (see :func:`repair_journal`).  The damaged file is
        kept; intact entries that cannot follow on are kept aside in a file
        named in the message; the game list's figures are dropped so they are
        worked out again from the repaired game.  If the repair cannot be
        written (a full disk), nothing on disk changes: the game is read as
        repaired and the message says so, on every read until it can be.
        A torn last line no evidence shows was acknowledged is a killed
        append: it is ignored silently, as before.
        """
        jpath = journal_path(path)
        with self._locked():
            journal = read_journal(jpath)  # again, under the lock: another process may have repaired it
            acknowledged = max(acknowledged, self._acknowledged(game_id))
            if journal.is_clean() and len(journal.events) >= acknowledged:
                return journal.events
            repair = repair_journal(journal, self._journal_copies(jpath), acknowledged, self._listed_at(game_id))
            if repair is None:
                return journal.events
            name = str(header.get("name") or game_id)
            try:
                aside, kept = self._write_repair(jpath, repair)
            except OSError as exc:
                said = damage_message(name, jpath.name, journal, repair, acknowledged, failure=os_reason(exc))
                if said not in self.messages:  # read again in the same run (the list, then the game): said once
                    self.messages.append(said)
                return repair.events
            self._forget_listed(game_id)
            self.messages.append(damage_message(name, jpath.name, journal, repair, acknowledged,
                                                aside=aside.name, kept=kept.name if kept else None))
            return repair.events

    def _recover_all_journals(self) -> None:
        """Read the journals changed since the game list described them, recovering (and saying) any
        damage: before a backup is written, so that it holds journals a restore accepts.  A journal whose
        file is as the list saw it (inode, size, time) is skipped: a snapshot of many finished games costs
        no more than the zip.  Only journals: a damaged setup file is left for the game's next opening."""
        try:
            view = self._view()
            figures = {gid: view.figures(gid) for gid in view.key_of}
        except StoreError:
            figures = {}
        for game_id, path in self._game_ids_on_disk().items():
            mark = (figures.get(game_id) or {}).get("journal")
            if mark is not None and mark == journal_mark(path):
                continue
            with contextlib.suppress(StoreError, OSError):
                data, header = read_setup(path, CURRENT_SCHEMA)
                if uses_journal(header) and journal_path(path).exists():
                    self._events(game_id, path, data, header)

    def _forget_listed(self, game_id: str) -> None:
        """After a repair, the game list's figures no longer describe the game: they are worked out again
        when it is next listed (if the list cannot be written now, its journal mark tells it later)."""
        with contextlib.suppress(StoreError, OSError):
            self._forget_summary(game_id)

    def _write_repair(self, jpath: Path, repair: "JournalRepair") -> tuple[Path, Path | None]:
        """Keep the unplaced entries aside, move the damaged journal aside, write the repaired one.

        On a failure everything written is taken back, so the folder is as it was."""
        kept = None
        if repair.unplaced:
            kept = aside_name(jpath, "kept")
            atomic_write_bytes(kept, b"".join(line for _n, _e, line in repair.unplaced), keep=0, sync=self.sync)
        try:
            aside = move_aside(jpath)
        except OSError:
            if kept:
                kept.unlink(missing_ok=True)
            raise
        try:
            write_journal(jpath, repair.events, keep=0, sync=self.sync, times=repair.times)
        except OSError:
            os.replace(aside, jpath)
            if kept:
                kept.unlink(missing_ok=True)
            raise
        return aside, kept
