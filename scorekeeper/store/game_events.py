"""A stored game's events and name: appending one event, taking the last one back or putting it back (Undo and
Redo of the entry played last), replacing them all (corrections, other Undos), reading them.

Storing an event appends one line to its game's journal and fsyncs it; the
check that the caller is in step with the stored game reads only the
journal's last line, under the same lock as the append.
"""

from __future__ import annotations

import os
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from scorekeeper.jsontypes import GameDict, GameListFigures, JsonObject

from scorekeeper.i18n.translate import gettext

from .atomic import atomic_write_bytes, backup_name, dumps, fsync_dir
from .drafts import DraftChange, write_draft_file
from .errors import CountMismatch, DamagedFileError, GameRecovered, NotFoundError, StoreError
from .game_dicts import as_event_dict
from .entry_times import kept_times, local_now, stored_at
from .gamefiles import (JOURNAL_KEEP, SetupHeader, Tail, append_event_line, cut_back, journal_mark, journal_path,
                        read_journal, read_tail, setup_dict, setup_events, uses_journal, write_journal)
from .journal_repair import acknowledged_by
from .history_file import Witness, append_history_line, history_path, read_history, sealed_lines
from .migrations import CURRENT_SCHEMA
from .model import JournalWrite
from .plain import open_plain
from .players import now_iso
from .recovery import SETUP_KEEP, Recovery

if TYPE_CHECKING:
    from scorekeeper.rules import Event, Game


class GameEvents(Recovery):
    """The events part of GameStore."""

    def _upgrade_to_journal(self, game_id: str, path: Path, data: JsonObject, header: SetupHeader) -> None:
        """Move the events of an older setup file (data version 2) into a journal; safe to repeat."""
        write_journal(journal_path(path), setup_events(data), keep=0, sync=self.sync)
        header["schema"] = CURRENT_SCHEMA
        data["events"] = {}
        atomic_write_bytes(path, dumps(data), keep=SETUP_KEEP, sync=self.sync)

    def _writable_game(self, game_id: str) -> Path:
        """The setup path of a game that is not in the trash, with its events in a journal."""
        path = self._setup_path(game_id)
        if not path.exists():
            raise NotFoundError(gettext("no game with id {game_id!r} (or it is in the trash)").format(game_id=game_id))
        notes = len(self.messages)
        data, header = self._read_setup(game_id, path)
        if len(self.messages) > notes:  # recovered just now: the caller's change is not for it
            raise GameRecovered(self.messages.pop())
        if not uses_journal(header):
            self._upgrade_to_journal(game_id, path, data, header)
        elif not journal_path(path).exists():  # moved half-way or lost: found (or said) before any append
            self._find_lost_journal(game_id, path, header)
            if len(self.messages) > notes:
                raise GameRecovered(self.messages.pop())
        return path

    def append_event(self, game_id: str, event: Event | JsonObject, *, expected_count: int | None = None,
                     expected_last: JsonObject | None = None, summary: GameListFigures | None = None,
                     draft: DraftChange | None = None, at: str | None = None) -> int:
        """Durably add one event (a dict from ``event_to_dict`` or an Event); return the event count.

        The rules core must have accepted the event first (``game.play``);
        the store keeps it.  With ``expected_count`` (and ``expected_last``,
        the event the caller's game ends with) the check that the stored game
        is still the caller's and the append are one locked step: raises
        :class:`CountMismatch` and stores nothing when they differ.
        ``summary`` (a hand just ended) is written to the game's index entry.
        ``at``: when the entry was stored (an entry that came by sync keeps its phone's time; None: now;
        ``entry_times.NOT_KNOWN``: not said, so none is kept).
        ``draft`` (the draft as the entry leaves it) is written last, in the same locked step: a crash
        before it leaves the entry stored and the draft file of the count before, which opening sets
        aside (its ``after_events`` no longer matches), so the game opens with the entry and no draft.
        """
        ev = as_event_dict(event)
        with self._locked():
            path = self._writable_game(game_id)
            before = journal_mark(path)  # (under the lock: what this store's last write left, or another's)
            try:
                count, tail = append_event_line(journal_path(path), expected_count, expected_last, ev,
                                                sync=self.sync, at=stored_at(at))
            except DamagedFileError:  # the journal's end is unreadable: recover it, store nothing
                notes = len(self.messages)
                self._events(game_id, path, *self._read_setup(game_id, path))
                raise GameRecovered(self.messages.pop() if len(self.messages) > notes else
                                    gettext("the events of game {game_id} could not be read").format(
                                        game_id=game_id)) from None
            if count < 0 and tail.size != tail.good_bytes and (expected_count or 0) > tail.count:
                # the caller was told more entries were stored than the journal now holds whole: damage
                notes = len(self.messages)
                self._recover_journal(game_id, path, self._read_setup(game_id, path)[1], expected_count or 0)
                if len(self.messages) > notes:
                    raise GameRecovered(self.messages.pop())
            if count < 0:
                raise CountMismatch(game_id, expected_count or 0, tail.count)
            mark = journal_mark(path)
            self._wrote(game_id, before, mark)
            if summary is not None:  # a hand ended: the list's figures, once per hand
                try:
                    self._update_entry(game_id, {"summary": {**summary, "journal": mark}, "updated": now_iso()})
                except BaseException:  # all or nothing: an entry is never stored while "not stored" is said
                    cut_back(journal_path(path), tail.good_bytes, sync=self.sync)
                    self.journals_written.pop(game_id, None)
                    raise
            if draft is not None:
                self._write_draft_after(game_id, path, draft)
            return count

    def _write_draft_after(self, game_id: str, path: Path, draft: DraftChange) -> None:
        """The draft a change just stored leaves (the caller holds the lock).  The entries are a fact by now
        and are never said to be unstored for it: a draft that cannot be written is only a convenience lost."""
        try:
            write_draft_file(self.data_dir / "drafts" / path.name, draft.record, sync=self.sync)
        except OSError:
            pass

    def replace_events(self, game_id: str, events: Sequence[Event | JsonObject], *, expected_count: int | None = None,
                       expected_last: JsonObject | None = None, summary: GameListFigures | None = None,
                       history: JsonObject | None = None, draft: DraftChange | None = None,
                       at: str | None = None) -> None:
        """Replace all events of a game at once (undo, corrections), in one atomic write.

        ``history`` (what the change was, for Undo and Redo) is appended to the game's history first,
        under the same lock: a crash between the two leaves a record the journal does not match, which
        Undo refuses to act on, never a change Undo does not know of.  The setup file's witness of the
        history (``history_file.py``) is written once the change is stored.  ``draft`` (the draft as the
        change leaves it) is written last, in the same locked step, as ``append_event`` writes it: a crash
        before it leaves the entries and the history stored and a draft file of the game before, which
        opening sets aside (it follows fewer entries or fewer changes than the game now has).
        ``at``: when entries beyond the stored ones are stored (None: now), so the service that keeps the
        game's facts (``fact_files``) knows their times without reading the journal again.
        """
        evs = [as_event_dict(e) for e in events]
        with self._locked():
            path = self._writable_game(game_id)
            notes = len(self.messages)
            data, header = self._read_setup(game_id, path)
            stored = self._events(game_id, path, data, header)
            if len(self.messages) > notes:
                raise GameRecovered(self.messages.pop())
            if expected_count is not None and (len(stored) != expected_count or (
                    expected_count and expected_last is not None and stored[-1] != expected_last)):
                raise CountMismatch(game_id, expected_count, len(stored))
            jpath = journal_path(path)
            hpath = history_path(path)
            before = journal_mark(path)
            times = kept_times(read_journal(jpath).times, len(evs), at or local_now())
            history_size, witness = (None, None) if history is None else self._append_history(
                hpath, header, history, len(evs))
            try:
                write_journal(jpath, evs, keep=JOURNAL_KEEP, sync=self.sync, times=times)
            except BaseException:
                if history_size is not None:
                    cut_back(hpath, history_size, sync=self.sync)
                raise
            mark = journal_mark(path)
            self._wrote(game_id, before, mark)
            try:  # the list's figures: the new ones, or none (worked out when listed), never the old ones
                self._update_entry(game_id, {"summary": None if summary is None else {
                    **summary, "journal": mark}, "updated": now_iso()})
            except BaseException:  # all or nothing: put the journal (and the history) as it was back
                self.journals_written.pop(game_id, None)
                os.replace(backup_name(jpath, 1), jpath)
                fsync_dir(jpath.parent)
                if history_size is not None:
                    cut_back(hpath, history_size, sync=self.sync)
                raise
            if witness is not None:
                self._write_witness(path, data, header, witness)
            if draft is not None:
                self._write_draft_after(game_id, path, draft)

    def take_back_last_event(self, game_id: str, *, expected_count: int, expected_last: JsonObject,
                             summary: GameListFigures, history: JsonObject, draft: DraftChange | None = None) -> None:
        """Undo of the entry played last: the journal cut back to where that entry's line begins, in one locked
        step with ``history`` (the Undo's record), the game list's figures and ``draft`` (as ``replace_events``).

        Issue 39: a tap's cost must not grow with the game, and rewriting the journal costs every entry; the
        cut costs one line, and leaves the file byte for byte the journal of the entries before it.
        The order is what a kill between two writes may leave: the history record first (a record the journal
        does not yet match reads as the Undo and the entry played again: nothing lost, Undo still offered);
        then the list's figures, written only when they change or when the list says more entries were
        stored than the cut leaves (a journal holding fewer would read as damage and be "repaired"); then the
        cut; then the history's witness and the draft.  CountMismatch (nothing stored) when the journal does
        not end with ``expected_count`` entries, the last ``expected_last``."""
        with self._locked():
            path = self._writable_game(game_id)
            tail = self._tail_in_step(game_id, path, expected_count, expected_last)
            data, header = self._read_setup(game_id, path)
            hpath = history_path(path)
            before = journal_mark(path)
            history_size, witness = self._append_history(hpath, header, history, tail.count - 1)
            try:
                self._figures_before_cut(game_id, summary, before)
                cut_back(journal_path(path), tail.last_begins, sync=self.sync)
            except BaseException:
                cut_back(hpath, history_size, sync=self.sync)
                raise
            self._wrote(game_id, before, journal_mark(path))
            self._write_witness(path, data, header, witness)
            if draft is not None:
                self._write_draft_after(game_id, path, draft)

    def put_back_event(self, game_id: str, event: JsonObject, *, expected_count: int, expected_last: JsonObject | None,
                       summary: GameListFigures | None, history: JsonObject, draft: DraftChange | None = None,
                       at: str | None = None) -> None:
        """Redo of one entry at the end: appended as an entry is played (``append_event``: checked in step, all
        or nothing), then its history record, the history's witness and ``draft``, under the same lock.

        The entry goes first: a kill before its record leaves the journal one entry past the Undo's record,
        which reads as that entry played again (Undo takes it back, as it would the Redo), where a record
        first would leave a Redo the journal does not match, and Undo refused.  For the same reason a record
        that cannot be written (a full disk) does not fail the Redo: the entry is stored, and said so."""
        with self._locked():
            path = self._writable_game(game_id)
            data, header = self._read_setup(game_id, path)
            hpath = history_path(path)
            lines, last = sealed_lines(read_history(hpath, Witness.of_header(header), tail=True), [history])
            self.append_event(game_id, event, expected_count=expected_count, expected_last=expected_last,
                              summary=summary, at=at)  # (all read and checked first: the entry is the commitment)
            try:
                size = append_history_line(hpath, lines, sync=self.sync)[1]
            except (OSError, StoreError):
                return
            self._write_witness(path, data, header, Witness(size, last, expected_count + 1))
            if draft is not None:
                self._write_draft_after(game_id, path, draft)

    def _tail_in_step(self, game_id: str, path: Path, expected_count: int, expected_last: JsonObject | None) -> Tail:
        """The journal's tail, when it holds ``expected_count`` entries ending with ``expected_last`` (the caller
        holds the lock); else CountMismatch, or GameRecovered where its end is damaged (as ``append_event``)."""
        jpath = journal_path(path)
        try:
            tail = journal_tail(jpath)
        except DamagedFileError:
            notes = len(self.messages)
            self._events(game_id, path, *self._read_setup(game_id, path))
            raise GameRecovered(self.messages.pop() if len(self.messages) > notes else
                                gettext("the events of game {game_id} could not be read").format(
                                    game_id=game_id)) from None
        if tail.count == expected_count and (not expected_count or expected_last is None or tail.last == expected_last):
            return tail
        if tail.size != tail.good_bytes and expected_count > tail.count:
            notes = len(self.messages)  # the caller was told more entries were stored than the journal holds whole
            self._recover_journal(game_id, path, self._read_setup(game_id, path)[1], expected_count)
            if len(self.messages) > notes:
                raise GameRecovered(self.messages.pop())
        raise CountMismatch(game_id, expected_count, tail.count)

    def _figures_before_cut(self, game_id: str, summary: GameListFigures, mark: list[int]) -> None:
        """The game list's figures for the game an Undo is about to cut back to: written when they differ from
        the listed ones, or when the list says more entries were stored than ``summary`` has.  They bear the
        journal's ``mark`` before the cut, so the list works them out again once when it next shows the game,
        as after any entry played mid-hand."""
        entry = self._view().entry(game_id)
        listed = entry.get("summary") if entry else None
        if acknowledged_by(listed) <= summary["events"] and _same_figures(listed, summary):
            return
        self._update_entry(game_id, {"summary": {**summary, "journal": mark}, "updated": now_iso()})

    def _append_history(self, hpath: Path, header: SetupHeader, record: JsonObject,
                        count: int) -> tuple[int, Witness]:
        """Append ``record`` to a game's history, checked and chained (``history_file.py``), the damage only
        the witness shows written down before it; return the size to cut back to and the new witness
        (``count``: the game's entries once the record's change is stored).  The caller holds the lock."""
        read = read_history(hpath, Witness.of_header(header), tail=True)
        lines, last = sealed_lines(read, [record])
        before, after = append_history_line(hpath, lines, sync=self.sync)
        return before, Witness(after, last, count)

    def _write_witness(self, path: Path, data: JsonObject, header: SetupHeader, witness: Witness) -> None:
        """Keep the history's witness in the setup file, once its change is stored (the caller holds the lock).

        Written last, and a failure (a full disk) is no failure of the change: a witness left as it was
        still fits the history, which only grew since, and the lines past it are still checked line by
        line; only a deletion of those lines would go unseen.  Never the other way: a witness of lines
        the history does not hold would report damage where there is none.  For the same reason the
        folder is not fsynced for it (a crash may give back the setup file before it, never a mix): a
        correction costs one fsync more, not two."""
        header["history"] = witness.to_json()  # (``header`` is the one ``data`` holds)
        try:
            atomic_write_bytes(path, dumps(data), keep=SETUP_KEEP, sync=self.sync, sync_folder=False)
        except OSError:
            pass

    def load_event_times(self, game_id: str) -> list[str | None]:
        """When each stored entry of the game was stored (ISO 8601 with offset; None where the journal
        does not say: entries stored before times were kept), one per entry."""
        return self.load_timed_game_dict(game_id)[1]

    def load_timed_game_dict(self, game_id: str) -> tuple[GameDict, list[str | None]]:
        """The game as ``load_game_dict`` gives it and when each of its entries was stored, from one
        reading of its journal (the season reads every game: once each)."""
        path = self._find_setup(game_id)
        data, header = self._read_setup(game_id, path)
        jpath = journal_path(path)
        if uses_journal(header) and jpath.exists():
            journal = read_journal(jpath)
            if journal.is_clean() and len(journal.events) >= self._acknowledged(game_id):
                return setup_dict(header, journal.events), list(journal.times)
        events = self._events(game_id, path, data, header)  # recovered first, and said so
        times = list(read_journal(jpath).times) if uses_journal(header) else []
        return setup_dict(header, events), (times + [None] * len(events))[:len(events)]

    def load_history(self, game_id: str) -> list[JsonObject]:
        """The game's history records (what Undo and Redo walk), oldest first, checked against their
        checksums, their chain and the setup file's witness; damage found is a marker where it is
        (``history_file.py``), for Undo and Redo to stop at and name."""
        path = self._setup_path(game_id)
        if not path.exists():
            raise NotFoundError(gettext("no game with id {game_id!r} (or it is in the trash)").format(game_id=game_id))
        header = self._read_setup(game_id, path)[1]  # the witness first: the history only grows after it
        return read_history(history_path(path), Witness.of_header(header)).records

    def append_history(self, game_id: str, record: JsonObject) -> None:
        """Add one history record on its own (entries that came from elsewhere: a barrier for Undo)."""
        with self._locked():
            path = self._writable_game(game_id)
            data, header = self._read_setup(game_id, path)
            count = len(self._events(game_id, path, data, header))
            witness = self._append_history(history_path(path), header, record, count)[1]
            self._write_witness(path, data, header, witness)

    def load_events(self, game_id: str) -> list[JsonObject]:
        events: list[JsonObject] = self.load_game_dict(game_id)["events"]
        return events

    def load_settings(self, game_id: str) -> JsonObject:
        """The game's settings (its currency and grouping, its sides) from its setup file alone: a game
        list shows every game's amounts without reading any event journal."""
        settings: JsonObject = setup_dict(self._read_setup(game_id)[1], [])["settings"]
        return settings

    def load_game(self, game_id: str) -> "Game":
        """The game, replayed and checked by the rules core, exactly where it was left."""
        from scorekeeper.rules import Game
        return Game.from_dict(self.load_game_dict(game_id), consume=True)  # a fresh read: its dicts let go

    def game_player_ids(self, game_id: str) -> dict[str, str]:
        """Seat name → player id for one game."""
        header = self._read_setup(game_id)[1]
        return dict(zip(header["players"], header["player_ids"]))

    def rename_game(self, game_id: str, name: str) -> None:
        name = str(name).strip()
        if not name:
            raise StoreError(gettext("a game's name cannot be empty"))
        with self._locked():
            if self._view().entry(game_id) is None:
                raise NotFoundError(gettext("no game with id {game_id!r}").format(game_id=game_id))
            path = self._find_setup(game_id)
            data, header = self._read_setup(game_id, path)
            header["name"] = name  # so a rebuilt index keeps the name
            atomic_write_bytes(path, dumps(data), keep=SETUP_KEEP, sync=self.sync)
            self._update_entry(game_id, {"name": name})


def _same_figures(listed: object, figures: GameListFigures) -> bool:
    """Whether the game list's figures (``listed``) already say what ``figures`` say, but for the count."""
    return isinstance(listed, dict) and all(listed.get(key) == figures.get(key)
                                            for key in ("hands", "finished", "winner", "totals"))


def journal_tail(path: Path) -> Tail:
    """:func:`~.gamefiles.read_tail` of the journal at ``path``, only read: the check an Undo or a Redo of the
    last entry makes before it writes anything (the caller holds the lock)."""
    fd = open_plain(path, os.O_RDONLY | getattr(os, "O_BINARY", 0))
    try:
        return read_tail(fd, path)
    finally:
        os.close(fd)
