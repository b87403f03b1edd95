"""Backups of the whole data folder: writing them, checking them, restoring them.

A backup is a zip: ``manifest.json`` (format and data version), the index
``scorekeeper.json`` and every game's files under ``games/`` and ``trash/``.
The app takes one on open every 12 hours (``backups/auto-*.zip``, the last 10
kept); ``scorekeeper backup`` and the settings screen write one on demand.

A backup to restore comes from outside and is treated as hostile:

- members are streamed with the cap of the files a data folder holds
  (``scorekeeper.limits``: the same cap the import keeps to, so whatever was
  stored restores), never past the size their header declares, and only when
  the disk has room for all of them: a zip bomb is refused in bounded memory
  and time, and cannot fill the disk;
- member names must be plain (no ``..``, no absolute path, no backslash, no
  duplicate, a sane length) and be files a data folder holds; and each must be
  a file: a member a Unix zip marks as a link (its target's path stored as its
  bytes), a pipe or a folder is refused, since unpacked as a file it would put
  the path where a game's entries belong;
- the whole backup is checked before anything is touched: every game the
  index lists is present, every file parses, the rules accept every game
  (``backup_rules.py``); each file is read and each game replayed once, and
  a restore keeps each game's figures (with its journal's mark) in the index
  it swaps in, so the restored folder's opening reads no journal again;
- the new data folder is built beside the current one and swapped in by
  renames; on any failure the data is exactly as it was, and what was there
  is also saved first as ``backups/before-restore-<time>.zip``.

Writing one is ``backup_zip.py``'s.
"""

from __future__ import annotations

import contextlib
import os
import re
import shutil
import stat
import time
import zipfile
import zlib
from collections.abc import Callable, Iterable, Mapping
from typing import TYPE_CHECKING
from dataclasses import dataclass
from pathlib import Path

from scorekeeper.jsontypes import GameListFigures, JsonObject

from scorekeeper.i18n.translate import gettext
from scorekeeper.jsonfile import NotARecordFile, UnreadableFile, describe_mode, open_regular, parse_json_bytes, too_costly
from scorekeeper import limits
from scorekeeper.limits import MAX_BACKUP_MEMBERS, mib
from scorekeeper.progress import Progress

from .atomic import atomic_write_bytes, dumps
from .backup_rules import StagedGame, game_in_files, games_in_index, refusal_of, replayed, rules_refusal
from .game_dicts import figures_of
from .errors import DamagedFileError, NewerVersionError, StoreError
from .history_file import HISTORY_SUFFIX
from .gamefiles import JOURNAL_SUFFIX, SetupHeader, journal_mark, read_journal, uses_journal, validate_setup
from .journal_repair import acknowledged_by
from .index import INDEX_NAME, game_entries, validate_index
from .migrations import CURRENT_SCHEMA

if TYPE_CHECKING:
    from scorekeeper.rules import Game

BACKUP_FORMAT = "scorekeeper-backup/1"
MAX_NAME_LENGTH = 160
CHUNK = 1024 * 1024
# A game file, or one a repair kept beside it (``X.events.kept-<time>``, ``X.events.damaged-<time>``,
# ``X.json.damaged-<time>``): the entries those hold were acknowledged once, so a backup carries them too.
_GAME_FILE = (r"(?P<game>[A-Za-z0-9][A-Za-z0-9._-]*?)"  # the game's id, then which of its files
              r"(\.json|" + re.escape(JOURNAL_SUFFIX) + "|" + re.escape(HISTORY_SUFFIX) + r")"
              r"(\.(damaged|kept)-[0-9]{8}T[0-9]{6}Z(-[0-9]+)?)?")
GAME_FILE_NAME = re.compile(f"^{_GAME_FILE}$")
_MEMBER_NAME = re.compile(f"^(games|trash)/{_GAME_FILE}$")


def max_member_bytes() -> int:
    """The cap a backup member is read with: no file the store keeps is larger (see scorekeeper.limits).
    Read at each call, so the one cap in ``scorekeeper.limits`` governs the store and its backups alike."""
    return limits.MAX_STORED_FILE_BYTES


def now_iso() -> str:
    return time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime())


# ---------------------------------------------------------------------- checking a backup
class BackupRefused(StoreError):
    """The file is not a backup this version can restore; nothing was changed."""


def _check_name(src: Path, name: str, seen: set[str]) -> None:
    if (len(name) > MAX_NAME_LENGTH or name.startswith("/") or "\\" in name or ".." in name.split("/")
            or "\x00" in name or re.match(r"^[A-Za-z]:", name)):
        raise BackupRefused(gettext("{name} holds a file with an unsafe name ({name2!r}); nothing was changed").format(
            name=src.name, name2=name[:60]))
    if name in seen:
        raise BackupRefused(gettext("{name} holds {name2!r} twice; nothing was changed").format(
            name=src.name, name2=name))
    seen.add(name)
    if name not in ("manifest.json", INDEX_NAME) and not _MEMBER_NAME.match(name):
        raise BackupRefused(gettext("{name} holds an unexpected file {name2!r}; nothing was changed").format(
            name=src.name, name2=name[:60]))


_UNIX_ZIP = 3  # a ``ZipInfo.create_system`` whose ``external_attr`` holds a Unix ``st_mode`` in its high 16 bits


def _check_kind(src: Path, info: zipfile.ZipInfo) -> None:
    """Refuse a member that is not a plain file (a link, a pipe, a folder...) by the mode its zip gives it."""
    mode = info.external_attr >> 16
    if info.create_system == _UNIX_ZIP and stat.S_IFMT(mode) not in (0, stat.S_IFREG):
        raise BackupRefused(gettext("{name} holds {member!r} as {kind}, not as a file; a Scorekeeper backup holds only "
                                    "plain files; nothing was changed").format(
            name=src.name, member=info.filename[:60], kind=describe_mode(mode)))


def _copy_capped(zf: zipfile.ZipFile, info: zipfile.ZipInfo, out: Path, src: Path) -> None:
    """Stream one member to ``out``, refusing it once it passes the cap or the size its header declares."""
    too_big = _too_big(src, info)
    written = 0
    with zf.open(info) as member, open(out, "wb") as fh:
        while True:
            chunk = member.read(CHUNK)
            if not chunk:
                break
            written += len(chunk)
            if written > max_member_bytes() or written > info.file_size:
                raise too_big
            fh.write(chunk)


def _too_big(src: Path, info: zipfile.ZipInfo) -> BackupRefused:
    return BackupRefused(gettext("{name}: {filename} is far larger than any Scorekeeper backup holds (a data file is "
                                 "at most {max_member_bytes}; a damaged or hostile file); nothing was changed").format(
        name=src.name, filename=info.filename, max_member_bytes=mib(max_member_bytes())))


def _check_room(src: Path, infos: list[zipfile.ZipInfo], folder: Path) -> None:
    """Refuse a backup that would not fit on the disk it is unpacked to (sizes as declared; the copy
    refuses a member that grows past its declared size)."""
    needed = sum(i.file_size for i in infos)
    free = shutil.disk_usage(folder).free
    if needed > free:
        raise BackupRefused(gettext("{name} unpacks to {needed} but the disk has {free} free; free some space and "
                                    "restore again; nothing was changed").format(
            name=src.name, needed=mib(needed), free=mib(free)))


Figures = dict[tuple[str, str], GameListFigures]  # ("games" or "trash", game id) -> its figures, journal mark too


@dataclass(frozen=True)
class CheckedBackup:
    """A backup unpacked into a folder beside the data folder and fully checked, with what the check learned
    that the restored folder's opening would otherwise read and replay every journal again for."""

    folder: Path
    games: int  # games it holds (the trash not counted)
    index: JsonObject  # its index, as parsed (``validate_index`` checked it)
    schema: int  # the index's data version
    figures: Figures  # each game the rules replayed (a journal's game): its list figures and its journal's mark


ReplayedGame = Callable[[str, SetupHeader, tuple[str | None, ...], "Game", list[int]], None]
"""Told of each game of ``games/`` the check replayed from its journal, while it is in hand: its id, setup,
entries' times, the game and its journal's mark as unpacked (a restore keeps its facts: ``restore``)."""


def unpack_and_check(src: Path, stage: Path, progress: Progress | None = None,
                     replayed_game: ReplayedGame | None = None) -> CheckedBackup:
    """Unpack ``src`` into ``stage`` (created here) and check all of it; BackupRefused if anything is wrong.
    ``progress``: told (files unpacked, files) as the members are unpacked, the long part of a restore;
    ``replayed_game``: told of each game replayed (see :data:`ReplayedGame`)."""
    if not src.exists() and not src.is_symlink():
        raise BackupRefused(gettext("no such backup file: {src}").format(src=src))
    if src.is_dir():  # open_regular's words are a game record's
        raise BackupRefused(gettext("{src} is a folder; give the path of a backup (a .zip file); nothing was "
                                    "changed").format(src=src))
    try:
        handle = open_regular(src)  # a FIFO or a device is refused at once, never waited on
    except NotARecordFile as exc:
        raise BackupRefused(gettext("{src}: {reason}; give the path of a backup (a .zip file); nothing was "
                                    "changed").format(
            src=src, reason=exc.reason)) from None
    except UnreadableFile as exc:
        raise BackupRefused(gettext("{exc}; nothing was changed").format(exc=exc)) from None
    try:
        zf = zipfile.ZipFile(handle)
    except zipfile.BadZipFile:
        handle.close()
        raise BackupRefused(gettext("{name} is not a Scorekeeper backup (not a zip file; a backup is the .zip "
                                    "that `scorekeeper backup` writes); nothing was changed").format(
            name=src.name)) from None
    except (OSError, ValueError) as exc:
        handle.close()
        raise BackupRefused(gettext("{name} is not a Scorekeeper backup ({exc})").format(
            name=src.name, exc=exc)) from None
    with handle, zf:
        infos = [i for i in zf.infolist() if not i.filename.endswith("/")]
        if len(infos) > MAX_BACKUP_MEMBERS:
            raise BackupRefused(gettext("{name} holds {count} files, more than any backup; nothing was changed").format(
                name=src.name, count=len(infos)))
        seen: set[str] = set()
        for info in infos:
            _check_name(src, info.filename, seen)
            _check_kind(src, info)
        if "manifest.json" not in seen or INDEX_NAME not in seen:
            raise BackupRefused(gettext("{name} is not a Scorekeeper backup (no manifest or no index); nothing was "
                                        "changed").format(
                name=src.name))
        for info in infos:  # the sizes the headers declare: refused before anything is unpacked
            if info.file_size > max_member_bytes():
                raise _too_big(src, info)
        _check_room(src, infos, stage.parent)
        stage.mkdir(parents=True)
        (stage / "games").mkdir()
        (stage / "trash").mkdir()
        try:
            for done, info in enumerate(infos, 1):
                _copy_capped(zf, info, stage / info.filename, src)
                if progress is not None:
                    progress(done, len(infos))
        except (zipfile.BadZipFile, zlib.error, ValueError, EOFError, NotImplementedError) as exc:
            raise BackupRefused(gettext("{name} is damaged ({exc}); nothing was changed").format(
                name=src.name, exc=exc)) from None
    checked, refusal = _check_contents(src, stage, replayed_game)  # every game replayed: one the rules refuse could not be opened
    if refusal is not None:
        raise BackupRefused(refusal)
    return checked


def _load(path: Path, src: Path) -> JsonObject:
    raw = path.read_bytes()  # unpacked within the member cap
    if (costly := too_costly(raw)) is not None:
        member = f"{path.parent.name}/{path.name}" if path.parent.name in ("games", "trash") else path.name
        raise BackupRefused(gettext("{name}: {member} cannot be checked: {reason}; nothing was changed").format(
            name=src.name, member=member, reason=costly))
    try:  # strict, as every input is read: a key given twice is damage, not a choice of which wins
        data = parse_json_bytes(raw, path.name)
    except UnreadableFile:
        raise BackupRefused(gettext("{name}: {name2}/{name3} is damaged; nothing was changed").format(
            name=src.name, name2=path.parent.name, name3=path.name)) from None
    if not isinstance(data, dict):
        raise BackupRefused(gettext("{name}: {name2}/{name3} is damaged; nothing was changed").format(
            name=src.name, name2=path.parent.name, name3=path.name))
    return data


def _check_contents(src: Path, stage: Path, replayed_game: ReplayedGame | None = None,
                    ) -> tuple[CheckedBackup, str | None]:
    """The backup as checked (the games it restores, the figures of those replayed), and the sentence refusing
    it if the rules refuse one of its games (``backup_rules``; None if they accept them all); BackupRefused if
    its files are not whole and agreeing.

    Each setup file and journal is read and parsed once, for both checks: a game whose files are whole is
    replayed at once, while its events are in hand, and its list figures kept (:func:`keep_checked_figures`).
    Any damage anywhere is still said before what the rules refuse, and the rules' refusal is still that of
    the first game in order (games, then the trash).
    """
    refusal: str | None = None
    manifest = _load(stage / "manifest.json", src)
    if manifest.get("format") != BACKUP_FORMAT:
        raise BackupRefused(gettext("{name} is not a Scorekeeper backup; nothing was changed").format(name=src.name))
    index = _load(stage / INDEX_NAME, src)
    try:
        schema = validate_index(index, src)
    except DamagedFileError as exc:
        raise BackupRefused(gettext("{name}: its index is damaged ({reason}); nothing was changed").format(
            name=src.name, reason=exc.reason)) from None
    if schema > CURRENT_SCHEMA:
        raise NewerVersionError(gettext("{name} was written by a newer version of Scorekeeper (data version {schema}; "
                                        "this version reads up to {current_schema}); nothing was changed").format(
            name=src.name, schema=schema, current_schema=CURRENT_SCHEMA))
    setups = 0
    figures: Figures = {}
    for folder in ("games", "trash"):
        for path in sorted((stage / folder).iterdir()):
            if not path.name.endswith(".json"):
                continue
            setups += folder == "games"  # the games it restores; the trash comes along
            try:
                data = _load(path, src)
                header = validate_setup(data, path, CURRENT_SCHEMA)
            except DamagedFileError:
                raise BackupRefused(gettext("{name}: {folder}/{name2} is damaged; nothing was changed").format(
                    name=src.name, folder=folder, name2=path.name)) from None
            journal = path.with_name(path.name[: -len(".json")] + JOURNAL_SUFFIX)
            events: list[JsonObject] = []  # the journal's, once read
            times: tuple[str | None, ...] = ()
            if uses_journal(header):
                if not journal.exists():
                    raise BackupRefused(gettext("{name} lacks the events of game {stem} ({folder}/{name2}); nothing "
                                                "was changed").format(
                        name=src.name, stem=path.stem, folder=folder, name2=journal.name))
                read = read_journal(journal)
                if read.damaged_at is not None:
                    raise BackupRefused(gettext("{name}: {folder}/{name2} is damaged; nothing was changed").format(
                        name=src.name, folder=folder, name2=journal.name))
                events, times = read.events, read.times
            if refusal is None and schema >= 2 and not path.name.startswith("."):  # (a version-1 index: below)
                outcome = _replay_into(figures, src, folder, path, game_in_files(path, data, header, events),
                                       uses_journal(header))
                if isinstance(outcome, str):
                    refusal = outcome
                elif replayed_game is not None and folder == "games" and uses_journal(header) and schema == CURRENT_SCHEMA:
                    replayed_game(path.name[: -len(".json")], header, times, outcome, journal_mark(path))
                del outcome  # the game let go before the next is read
    listed = game_entries(index).values() if schema >= 2 else []  # version 1: games inside the index
    twice = _listed_twice(listed)
    if twice is not None:  # restored, the game would be listed, counted and exported twice
        raise BackupRefused(gettext("{name}: its index lists game {id!r} twice; nothing was changed").format(
            name=src.name, id=twice))
    for doc in listed:
        folder = "trash" if doc.get("deleted_at") else "games"
        if not (stage / folder / f"{doc['id']}.json").exists() and \
                not (stage / ("games" if folder == "trash" else "trash") / f"{doc['id']}.json").exists():
            raise BackupRefused(gettext("{name} lists game {id!r} but does not hold its file; it is not a complete "
                                        "backup; nothing was changed").format(
                name=src.name, id=doc['id']))
    if schema < 2:  # version 1: every game whole inside the index
        refusal = rules_refusal(src, games_in_index(index))
    return CheckedBackup(stage, setups, index, schema, figures), refusal


def _replay_into(figures: Figures, src: Path, folder: str, path: Path, game: StagedGame,
                 journal: bool) -> str | Game:
    """Replay one game of the backup: the sentence refusing the backup if the rules refuse it; else the
    game, its list figures and its journal's mark (as unpacked, the file the restored folder will hold) kept
    in ``figures`` when a journal holds its events.  The caller lets the game go before the next is read."""
    outcome = replayed(game[2])
    if isinstance(outcome, str):
        return refusal_of(src, game[0], game[1], outcome)
    if journal:
        figures[folder, path.name[: -len(".json")]] = {**figures_of(outcome), "journal": journal_mark(path)}
    return outcome


def keep_checked_figures(checked: CheckedBackup) -> None:
    """Write into the unpacked backup's index the figures of each game the check replayed, with its journal's
    mark: the restored folder's opening then finds every game listed as its journal is, so neither its
    snapshot nor its game list reads a journal or replays a game again (each journal of a restore is read,
    parsed and replayed once).  The unpacked files are the restored folder's, under the restore's lock: the
    marks stay true through the swap's renames.

    Only an index of this data version (an older one is upgraded on opening) and only a game the index says
    no more entries of were stored than its journal holds: one whose index says more is left to the opening's
    journal recovery, as before."""
    if checked.schema != CURRENT_SCHEMA or not checked.figures:
        return
    changed = False
    for doc in game_entries(checked.index).values():
        found = checked.figures.get(("trash" if doc.get("deleted_at") else "games", doc["id"]))
        if found is not None and acknowledged_by(doc.get("summary")) <= found["events"]:
            doc["summary"] = found
            changed = True
    if changed:  # made durable with the rest of the stage by the swap (``fsync_tree``); not written: replayed again
        with contextlib.suppress(OSError):
            atomic_write_bytes(checked.folder / INDEX_NAME, dumps(checked.index), keep=0, sync=False)


def _listed_twice(listed: Iterable[Mapping[str, object]]) -> str | None:
    """The id of a game an index lists more than once, or None."""
    seen: set[object] = set()
    for doc in listed:
        if doc["id"] in seen:
            return str(doc["id"])
        seen.add(doc["id"])
    return None


def check_backup(path: str | os.PathLike[str]) -> int:
    """Check a backup completely, as a restore would (nothing changes); return how many games it holds."""
    import tempfile

    with tempfile.TemporaryDirectory(prefix="scorekeeper-check-") as tmp:
        return unpack_and_check(Path(path), Path(tmp) / "backup").games


def read_backup(path: str | os.PathLike[str]) -> dict[str, bytes]:
    """Check a backup completely (nothing changes) and return its files' contents.

    Kept for callers that show what a backup holds; it unpacks into a
    temporary folder with the same caps as a restore.
    """
    import tempfile

    src = Path(path)
    with tempfile.TemporaryDirectory(prefix="scorekeeper-check-") as tmp:
        checked = unpack_and_check(src, Path(tmp) / "backup")
        out: dict[str, bytes] = {}
        for p in sorted(checked.folder.rglob("*")):
            if p.is_file():
                out[str(p.relative_to(checked.folder)).replace(os.sep, "/")] = p.read_bytes()
        return out
