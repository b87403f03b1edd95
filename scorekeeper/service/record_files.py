"""Game records in and out: importing record files (checked whole first, stored in batches) and exporting a game."""

from __future__ import annotations

import json
from collections.abc import Iterable, Iterator
from datetime import timezone
from typing import NamedTuple
from dataclasses import dataclass, replace
from pathlib import Path

from scorekeeper.jsontypes import JsonValue

from scorekeeper.i18n.translate import gettext, ngettext
from scorekeeper.rules import Game, game_from_record
from scorekeeper.rules.when import event_times, hand_ends, parse_moment, record_with_times
from scorekeeper.store.errors import os_reason
from scorekeeper.store.model import GameSpec, record_fingerprint
from scorekeeper.store.ports import RecordStore
from scorekeeper.store.report_csv import hands_csv
from scorekeeper.terminal import safe_text

from .core import Notes, StoreGuard, game_summary_fields
from .errors import ImportRefused, StorageProblem
from .kept_facts import FactKeeper

IMPORT_BATCH_MAX = 128  # records stored per index write in a large import


@dataclass(frozen=True)
class ImportResult:
    """One imported file: the game it is stored as and whether it was new."""

    file_name: str
    game_id: str
    new: bool  # False: the same record was imported before (it is stored once)
    title: str  # the game's name in the list
    kind: str  # the game's id ("plain-tricks")
    kind_title: str  # the game's title ("Plain tricks")
    players: tuple[str, ...]
    hands: int
    notes: tuple[str, ...] = ()  # what the store found while storing this record's batch (said once)


def _names(names: list[str], limit: int = 10) -> str:
    shown = ", ".join(names[:limit])
    return shown + (gettext(" and {value} more").format(value=len(names) - limit) if len(names) > limit else "")


def import_failure(reason: str, done: list[ImportResult], rest: list[tuple[str, bool]]) -> str:
    """What an import that failed part-way stored and did not: the records before the failing batch
    are stored (each was said as it was), the batch and those after it are not, unless stored before."""
    new = [r for r in done if r.new]
    before = [r.file_name for r in done if not r.new] + [name for name, known in rest if known]
    missing = [name for name, known in rest if not known]
    if not new and not before:
        return (gettext("Could not store the imported games: {reason}. Nothing was stored; free space or fix the "
                        "folder and try again.").format(
            reason=reason))
    total = len(done) + len(rest)
    said = [gettext("Could not store all the imported games: {reason}.").format(reason=reason)]
    if new:
        stored = _names([gettext("{file} as {game}").format(file=r.file_name, game=r.game_id) for r in new])
        said.append(ngettext("{count} of {total} records was stored: {stored}.",
                             "{count} of {total} records were stored: {stored}.", len(new)).format(
            count=len(new), total=total, stored=stored))
    if before:
        said.append(gettext("Already stored before: {before}.").format(before=_names(before)))
    if missing:
        said.append(ngettext("Not stored: {missing}. Free space or fix the folder and import it again (a record "
                             "already stored is not stored twice).",
                             "Not stored: {missing}. Free space or fix the folder and import those again (a record "
                             "already stored is not stored twice).", len(missing)).format(missing=_names(missing)))
    return " ".join(said)


def _name_from_file(name: str) -> str | None:
    """An imported game's name: its file's, without the extension (none for standard input)."""
    return (Path(name).stem or None) if name not in ("", "-") else None


def import_too_large(name: str) -> str:
    """Why an import stops at file ``name``: the records before it and it take more than one import may."""
    from scorekeeper import limits

    return gettext("{name}: the records of one import may take {max_import_bytes} together; import the rest in "
                   "another run").format(name=safe_text(name), max_import_bytes=limits.mib(limits.MAX_IMPORT_BYTES))


def parse_record(name: str, data: bytes) -> JsonValue:
    """The JSON document in a file's bytes, read as strictly as ``score`` reads it (no key given twice,
    no NaN, at most the records' cap), or ImportRefused saying why it is not one."""
    from scorekeeper.jsonfile import UnreadableFile, parse_json_bytes
    from scorekeeper.limits import MAX_RECORD_BYTES, mib
    from scorekeeper.rules.game_record import record_keys

    if len(data) > MAX_RECORD_BYTES:  # the app hands bytes it read itself: the same cap as the command line's
        raise ImportRefused([gettext("{name}: larger than {max_record_bytes}; a game record is far smaller").format(
            name=name, max_record_bytes=mib(MAX_RECORD_BYTES))])
    try:
        return parse_json_bytes(data, safe_text(name), record_keys)
    except UnreadableFile as err:
        raise ImportRefused([str(err)]) from None


class _Checked(NamedTuple):
    """A record file checked and replayed: all an import keeps of it until its game is stored."""

    name: str  # the file's
    fingerprint: str  # the record's, to store it once
    game: Game
    started: str | None  # when the game started, as the store keeps it (UTC)
    times: list[str | None]  # when each entry was stored, as the record says (each hand's "ended")


def _checked(name: str, fingerprint: str, record: JsonValue) -> _Checked:
    """``record`` replayed (its hands let go as they are: see ``game_from_record``), with its times read first."""
    started = utc_moment(record.get("started")) if isinstance(record, dict) else None
    ended = hand_ends(record) if isinstance(record, dict) else []
    game = game_from_record(record, consume=True)
    return _Checked(name, fingerprint, game, started, event_times(game, ended))


class RecordFiles:
    """The use cases of record files."""

    def __init__(self, repo: RecordStore, guard: StoreGuard, notes: Notes) -> None:
        self.repo = repo  # the one port of the store this use case calls (``store/ports.py``)
        self._guard = guard
        self._storing = guard.storing
        self._notes = notes
        self._facts = FactKeeper(self.repo)  # each imported game's facts for a cold ``stats``

    def import_records(self, files: Iterable[tuple[str, bytes]]) -> list[ImportResult]:
        """Store game records (format 1): every file is checked first; any refusal imports none."""
        return list(self.import_records_progressively(files))

    def import_records_progressively(self, files: Iterable[tuple[str, bytes]]) -> Iterator[ImportResult]:
        """``import_records``, yielding each result as soon as its game is durably stored.

        Every file is checked before anything is stored (ImportRefused is
        raised before the first result).  Games are then stored in batches
        of growing size (1, 2, 4 ... 128 records, one index write each): a
        large import costs a few index writes, and the first results come at
        once, so a command killed half-way has acknowledged exactly what it
        stored.  ``files`` is read one at a time, and each file's bytes and record are let go
        once its game is made: hand an iterator that gives each up (the command line's does), and
        no file's bytes stay in memory; the files together may take ``limits.MAX_IMPORT_BYTES``.
        """
        from scorekeeper import limits

        checked: list[_Checked] = []
        problems: list[str] = []
        total = 0
        for name, data in files:
            total += len(data)
            if total > limits.MAX_IMPORT_BYTES:  # every game is held until all are checked: so much at once
                raise ImportRefused([*problems, import_too_large(name)])
            try:
                record = parse_record(name, data)
                del data  # each of bytes, record and game is let go as soon as the next is made
                fingerprint = record_fingerprint(record)
                checked.append(_checked(name, fingerprint, record))
            except ImportRefused as exc:
                problems.extend(exc.problems)
            except ValueError as exc:  # RuleError / RecordError: the core's message, naming the hand
                problems.append(f"{name}: {exc}")
            record = None
        if problems:
            raise ImportRefused(problems)
        stored: dict[str, str] = {}  # fingerprint -> game id, this import included
        done: list[ImportResult] = []
        start, size = 0, 1
        while start < len(checked):
            batch = checked[start:start + size]
            with self._storing(gettext("store the imported games")):
                try:
                    results = self._store_batch(batch, stored)
                except OSError as exc:  # a batch is stored whole or not at all: say which records are in
                    rest = [(one.name, one.fingerprint in stored) for one in checked[start:]]
                    raise StorageProblem(import_failure(os_reason(exc), done, rest)) from None
            notes = self._notes.new()  # a backup that waits, an index repaired: on the batch's first result
            results[0] = replace(results[0], notes=notes) if notes else results[0]
            done.extend(results)
            yield from results
            start, size = start + len(batch), min(size * 2, IMPORT_BATCH_MAX)

    def _store_batch(self, batch: list[_Checked], stored: dict[str, str]) -> list[ImportResult]:
        """Store one batch of checked records (one index write), each record once.

        The store looks for an earlier import of each record and stores the new ones in one
        locked step (``import_games``): two imports of one record at once store it once.
        """
        specs = [GameSpec(game=one.game, source=one.fingerprint, name=_name_from_file(one.name),
                          summary=game_summary_fields(one.game), created=one.started, times=one.times)
                 for one in batch if one.fingerprint not in stored]
        outcomes = iter(self.repo.import_games(specs) if specs else [])
        results = []
        for name, fingerprint, game, _started, times in batch:
            if fingerprint in stored:  # earlier in this import: stored once, announced once
                game_id, new = stored[fingerprint], False
            else:
                game_id, new = next(outcomes)
                stored[fingerprint] = game_id
                if new:
                    self._facts.created(game_id, game, times)  # the journal's times: not read back
            results.append(ImportResult(name, game_id, new, self.repo.get_game_summary(game_id).name, game.kind,
                                        game.rules.TITLE, game.players, len(game.table.hands)))
        return results

    def export_game(self, game_id: str, *, csv: bool = False) -> str:
        """A stored game as a format-1 record (JSON text) or as CSV (one row per hand)."""
        from scorekeeper.rules import game_to_record, score_report

        game = self._guard.open_game(game_id)
        if csv:
            return hands_csv(game_id, list(game.players), score_report(game))
        started = self.repo.get_game_summary(game_id).created or None
        record = record_with_times(game_to_record(game), game, started, self.repo.load_event_times(game_id))
        return json.dumps(record, ensure_ascii=False, indent=1) + "\n"


def utc_moment(value: JsonValue) -> str | None:
    """A record's checked ``started`` as the store keeps a game's creation (UTC, ``...Z``), so the game
    list orders it among the others; the moment is the same."""
    moment = parse_moment(value) if isinstance(value, str) else None
    return None if moment is None else moment.astimezone(timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ")
