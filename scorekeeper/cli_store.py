"""The store's commands: import, games, export, stats, backup, restore, sync, players.

``add_store_commands(subparsers)`` adds them to the main ``scorekeeper``
parser (``scorekeeper/cli.py``); each sets ``func(args) -> int`` (the exit
status).  ``python -m scorekeeper.cli_store ...`` runs them alone.

Every command takes ``--data DIR`` (else the folder of
``scorekeeper.store.paths``).  Bad input is refused with one line on standard
error and exit status 2, never a traceback.  Messages about recovered or
upgraded data go to standard error too, and the command goes on.
"""

from __future__ import annotations

import argparse
import itertools
import json
import sys
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import TypeVar

from scorekeeper.i18n import shown as numbers
from scorekeeper.i18n.translate import gettext as _, lazy_gettext, ngettext
from scorekeeper.i18n.translate import gettext
from scorekeeper.refusal import CommandError
from scorekeeper.cli_targets import among_the_store_files, check_target, games_in_backup, write_file
from scorekeeper.cli_stats import (add_stats_options, evening_games, game_title, nothing_listed, stats_filter,
                                   stats_report, stored_counts)
from scorekeeper.service import ImportRefused, Scorekeeper, StorageProblem
from scorekeeper.store import GameStore, GameSummary, NoFolderYet, ReadOnlyFolder, ReadOnlyStore, StoreError
from scorekeeper.store import nothing_there, resolve_data_dir
from scorekeeper.terminal import progress_line, safe_text

PROG = "scorekeeper"
T = TypeVar("T")


def _fail(message: str) -> int:
    print(_("{prog}: error: {message}").format(prog=PROG, message=" ".join(str(message).split())), file=sys.stderr)
    return 2


def _guarded(fn: Callable[[argparse.Namespace], int]) -> Callable[[argparse.Namespace], int]:
    """Turn every expected failure into one line and exit 2 (see module docstring)."""
    def run(args: argparse.Namespace) -> int:
        try:
            return fn(args)
        except Exception as exc:
            _say(tuple(getattr(exc, "__notes__", ())))  # what the store found before the failure, then the failure
            return _failure(exc)
    run.__name__ = fn.__name__
    run.__doc__ = fn.__doc__
    return run


def _failure(exc: Exception) -> int:
    """The one line (and exit code 2) of an expected failure; anything else is raised again."""
    if isinstance(exc, StorageProblem):  # may name files from the command line
        return _fail(safe_text(str(exc)))
    if isinstance(exc, (CommandError, StoreError)):
        return _fail(str(exc))
    if isinstance(exc, BrokenPipeError):  # the reader stopped early (`scorekeeper stats | head`): not an error
        sys.stderr.close()
        return 0
    if isinstance(exc, OSError):
        if exc.filename:
            return _fail(_("cannot use {file}: {why}").format(file=exc.filename, why=exc.strerror or exc))
        return _fail(_("cannot use it: {why}").format(why=exc.strerror or exc))
    if isinstance(exc, ValueError):  # RuleError and RecordError are ValueErrors
        return _fail(str(exc))
    raise exc


NOTE = lazy_gettext("{prog}: note: {message}")


def _open(args: argparse.Namespace, *, reading: bool = False) -> Scorekeeper:
    """The service over the data folder.  ``reading``: the command only reads the folder (games, export,
    stats, backup to another disk), so a folder that cannot be written is read as it is, through the
    read-only store, with a note; a folder that is not there is read as an empty library and made nowhere (a
    mistyped ``--data`` left an empty folder behind; ``games`` says there is no folder)."""
    folder = resolve_data_dir(getattr(args, "data", None))
    if reading and nothing_there(folder):
        return Scorekeeper(NoFolderYet(folder))
    try:
        service = Scorekeeper(GameStore(getattr(args, "data", None)))
    except ReadOnlyFolder as exc:
        if not reading:
            raise
        store = ReadOnlyStore(getattr(args, "data", None))
        service = Scorekeeper(store)  # type: ignore[arg-type]  # it answers what reading commands ask
        print(_("{prog}: note: {problem}; read as it is (nothing there is recovered, upgraded or written)").format(
            prog=PROG, problem=exc), file=sys.stderr)
    _say(service.open_library())
    return service


def _say(notes: tuple[str, ...]) -> None:
    """Print each note a use case returned (recoveries, repairs, a backup that waits) on standard error."""
    for message in notes:
        print(safe_text(NOTE.format(prog=PROG, message=message)), file=sys.stderr)


def _noted(service: Scorekeeper, use: Callable[[], T]) -> T:
    """Run a use case that reads games (any may meet a damaged journal) and say the notes it returns."""
    done = service.noting(use)
    _say(done.notes)
    return done.value


def _folder(service: Scorekeeper) -> Path | None:
    """The data folder the service keeps (None for a store that has none), which no output may be written into."""
    return getattr(service.repo, "data_dir", None)


def _write_out(path: str | None, text: str, store: Path | None = None) -> None:
    if path is None or path == "-":
        sys.stdout.write(text)
        sys.stdout.flush()
    else:
        write_file(Path(path), text.encode("utf-8"), store)


# ---------------------------------------------------------------------- import
def _read_bytes(name: str) -> bytes:
    """A record's bytes through the reader `score` uses: a regular file, at most the records' cap."""
    from scorekeeper.jsonfile import UnreadableFile, read_input

    try:
        return read_input(name)
    except UnreadableFile as err:
        raise CommandError(str(err)) from None


@_guarded
def cmd_import(args: argparse.Namespace) -> int:
    """Check every record first; store them only if all are good, one line per stored game."""
    from scorekeeper import limits
    from scorekeeper.service import import_too_large

    files: list[tuple[str, bytes]] = []
    problems = []
    total = 0
    for name in args.files:
        try:
            files.append((name, _read_bytes(name)))
        except CommandError as exc:
            problems.append(str(exc))
            continue
        total += len(files[-1][1])
        if total > limits.MAX_IMPORT_BYTES:  # no more is read: the games of one import are held until stored
            problems.append(import_too_large(name))
            files.pop()
            break
    count = len(files)
    service = None
    try:
        if problems:  # still check the readable ones, so one run names every problem
            raise ImportRefused(problems + _problems_of(files))
        service = _open(args)
        results = service.import_records_progressively(_handed_over(files))
        first = next(results, None)  # every record is checked before this one is stored
    except ImportRefused as exc:
        for p in exc.problems:
            _fail(p)
        print(_("{prog}: nothing was imported").format(prog=PROG), file=sys.stderr)
        return 2
    line = progress_line()  # on a terminal: "stored 40 of 1000 games" under the lines, redrawn
    counted, clear = (line.counted(gettext("stored {done} of {total} games")), line.clear) if line else (None, "")
    for n, r in enumerate(itertools.chain([first] if first else [], results), 1):  # each once it is stored
        _say(r.notes)
        print(clear + (f"already stored as {r.game_id}: {safe_text(r.file_name)}" if not r.new else
                       f"stored {r.game_id}: {safe_text(r.file_name)} ({r.kind}, {safe_text(', '.join(r.players))}"
                       f", {r.hands} hand{'s' if r.hands != 1 else ''})"), flush=True)
        if counted is not None:
            counted(n, count)
    if line is not None:
        line.done()
    return 0


def _handed_over(files: list[tuple[str, bytes]]) -> Iterator[tuple[str, bytes]]:
    """The files in order, each taken out of the list as it is given: its bytes are let go once checked."""
    files.reverse()
    while files:
        yield files.pop()


def _problems_of(files: list[tuple[str, bytes]]) -> list[str]:
    from scorekeeper.rules import game_from_record
    from scorekeeper.service import parse_record

    problems = []
    for name, data in files:
        try:
            game_from_record(parse_record(name, data))
        except ImportRefused as exc:
            problems.extend(exc.problems)
        except ValueError as exc:
            problems.append(_("{file}: {problem}").format(file=name, problem=exc))
    return problems


# ---------------------------------------------------------------------- games
@_guarded
def cmd_games(args: argparse.Namespace) -> int:
    service = _open(args, reading=True)
    listing = service.game_list("deleted" if args.deleted else None)
    _say(listing.notes)
    games = listing.value
    if args.json:
        _write_out(None, json.dumps({"games": [g.to_json() for g in games]}, ensure_ascii=False, indent=1) + "\n")
        return 0
    if not games:
        print(_("no games in the trash") if args.deleted else nothing_listed(service))
        return 0
    for status, heading in STATUS_HEADINGS.items():
        group = [g for g in games if g.status == status]
        if not group:
            continue
        print(str(heading).format(count=numbers.number(len(group))))
        for g in group:
            print("\n".join(_game_lines(g, service.totals_line(g))))
    return 0


STATUS_HEADINGS = {"in progress": lazy_gettext("In progress ({count})"), "finished": lazy_gettext("Finished ({count})"),
                   "damaged": lazy_gettext("Damaged ({count})"), "deleted": lazy_gettext("Deleted ({count})")}


def _game_lines(g: GameSummary, totals: str) -> list[str]:
    """Two lines of `scorekeeper games` for one game, its totals as the app's list shows them (one a side,
    in the game's currency and grouping, or points); every text from the data is made safe to print."""
    extra = _("won by {players}").format(players=", ".join(g.winner)) if g.winner else (g.problem or "")
    hands = _("? hands") if g.hands is None else ngettext("{count} hand", "{count} hands", g.hands).format(
        count=numbers.number(g.hands))
    return [safe_text(f"  {g.id}  {numbers.day(g.created)}  {game_title(g.kind)}  {g.name}"),
            safe_text(f"      {', '.join(g.players)}; {hands}{'; ' + totals if totals else ''}"
                      f"{'; ' + extra if extra else ''}")]


# ---------------------------------------------------------------------- export
@_guarded
def cmd_export(args: argparse.Namespace) -> int:
    if args.all is None and args.game_id is None:
        raise CommandError(_("say which game to export (GAME_ID, see `scorekeeper games`) or --all DIR"))
    if args.all is not None and (args.game_id is not None or args.output is not None):
        raise CommandError(_("--all DIR exports every game into DIR; it takes no GAME_ID or -o"))
    service = _open(args, reading=True)
    if args.all is None:
        gid = _noted(service, lambda: service.resolve_game_id(args.game_id))
        _write_out(args.output, _noted(service, lambda: service.export_game(gid, csv=args.csv)), _folder(service))
        if args.output not in (None, "-"):
            print(_("exported {game} to {file}").format(game=gid, file=args.output), file=sys.stderr)
        return 0
    folder = Path(args.all)
    if folder.exists() and not folder.is_dir():
        raise CommandError(_("{folder} is a file; --all needs a folder").format(folder=folder))
    among_the_store_files(folder, _folder(service))
    folder.mkdir(parents=True, exist_ok=True)
    count = 0
    for g in _noted(service, service.list_games):
        if g.problem:
            print(safe_text(_("{prog}: note: game {game} was not exported: {problem}").format(
                prog=PROG, game=g.id, problem=g.problem)), file=sys.stderr)
            continue
        suffix = ".csv" if args.csv else ".json"
        record = _noted(service, lambda: service.export_game(g.id, csv=args.csv))
        write_file(folder / f"{g.id}{suffix}", record.encode("utf-8"), _folder(service))
        count += 1
    print(ngettext("exported {count} game to {folder}", "exported {count} games to {folder}", count).format(
        count=numbers.number(count), folder=folder))
    return 0


# ---------------------------------------------------------------------- stats
@_guarded
def cmd_stats(args: argparse.Namespace) -> int:
    chosen = stats_filter(args.since, args.until, args.game, args.player)
    service = _open(args, reading=True)
    # (no player of --player's name: a NotFoundError, which _guarded says in one line like any StoreError)
    tallies = _noted(service, lambda: service.tallies(chosen, with_evenings=args.evenings))
    if args.json:
        _write_out(None, json.dumps(tallies, ensure_ascii=False, indent=1) + "\n")
        return 0
    print("\n".join(stats_report(tallies, _noted(service, service.amount_formats), stored_counts(service, tallies),
                                  evening_games(service, tallies))))
    return 0


# ---------------------------------------------------------------------- backup / restore
@_guarded
def cmd_backup(args: argparse.Namespace) -> int:
    if nothing_there(folder := resolve_data_dir(getattr(args, "data", None))):  # a mistyped --data: nothing made
        raise CommandError(_("there is no data folder at {data_dir}: nothing to back up").format(data_dir=folder))
    service = _open(args, reading=True)
    target = Path(args.file)
    if target.is_dir():
        raise CommandError(_("{folder} is a folder; give a file name such as {file}").format(
            folder=target, file=target / "scorekeeper-backup.zip"))
    check_target(target, _folder(service))
    try:
        _noted(service, lambda: service.write_backup(target))
    except StorageProblem as exc:
        raise CommandError(str(exc).replace("the data folder", f"the folder of {target.name}")) from None
    n = games_in_backup(target)  # (not the store's count: a game left out of the backup, said in a note, is not in it)
    players = len(_noted(service, service.players))
    print(ngettext("backed up {count} game and {players} players to {file}",
                   "backed up {count} games and {players} players to {file}", n).format(
        count=numbers.number(n), players=numbers.number(players), file=target))
    return 0


@_guarded
def cmd_restore(args: argparse.Namespace) -> int:
    service, line = _open(args), progress_line()  # on a terminal: "unpacked 40 of 1000 files", redrawn
    try:
        result = service.restore_backup(args.file, line.counted(gettext("unpacked {done} of {total} files")) if line else None)
    finally:
        if line is not None:
            line.done()
    _say(result.notes)  # the restored data upgraded or recovered: said once, before the result
    print(_("restored {count} game files from {file} into {folder}; what was there before is saved as {copy}").format(
        count=numbers.number(result.games), file=args.file, folder=getattr(service.repo, "data_dir", ""),
        copy=result.saved_copy))
    return 0


# ---------------------------------------------------------------------- wiring
def add_store_commands(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """Add the store's subcommands to an argparse subparsers object."""
    def sub(name: str, help_: str, func: Callable[[argparse.Namespace], int]) -> argparse.ArgumentParser:
        p: argparse.ArgumentParser = subparsers.add_parser(name, help=help_, description=help_)
        # SUPPRESS: a --data given before the command (to the main parser) is not reset
        p.add_argument("--data", metavar="DIR", default=argparse.SUPPRESS,
                       help=_("the data folder (default: $FLET_APP_STORAGE_DATA, $SCOREKEEPER_DATA, "
                              "or the user data folder)"))
        p.set_defaults(func=func)
        return p

    p = sub("import", _("store game records (format 1); all are checked before any is stored"), cmd_import)
    p.add_argument("files", nargs="+", metavar="FILE", help=_("game record files ('-' reads standard input)"))

    p = sub("games", _("list the stored games, newest first"), cmd_games)
    p.add_argument("--json", action="store_true", help=_("one JSON object on standard output"))
    p.add_argument("--deleted", action="store_true", help=_("list the games in the trash instead"))

    p = sub("export", _("write game records (format 1) that `scorekeeper score` accepts"), cmd_export)
    p.add_argument("game_id", nargs="?", metavar="GAME_ID", help=_("the game (its id or the start of it)"))
    p.add_argument("-o", "--output", metavar="FILE", help=_("write to FILE instead of standard output"))
    p.add_argument("--all", metavar="DIR", help=_("export every game into DIR, one file each"))
    p.add_argument("--csv", action="store_true", help=_("one row per hand, for spreadsheets"))

    p = sub("stats", _("tallies and ratings per player and partnership: of every game, or of the dates, game or "
                       "player chosen"), cmd_stats)
    p.add_argument("--json", action="store_true", help=_("one JSON object on standard output"))
    add_stats_options(p)

    p = sub("backup", _("write a backup of all games and players to FILE (a zip)"), cmd_backup)
    p.add_argument("file", metavar="FILE")

    p = sub("restore", _("replace the stored data with a backup FILE (the current data is saved first)"),
            cmd_restore)
    p.add_argument("file", metavar="FILE")

    from scorekeeper.cli_sync import add_sync_commands  # sync, players: each run on a folder opened here
    add_sync_commands(sub, lambda run: _guarded(lambda args: run(args, _open, _noted)))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog=PROG)
    subparsers = parser.add_subparsers(dest="command", required=True)
    add_store_commands(subparsers)
    args = parser.parse_args(argv)
    code: int = args.func(args)
    return code


if __name__ == "__main__":
    sys.exit(main())
