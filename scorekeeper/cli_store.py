"""The store's commands: import, games, export, stats, backup, restore.

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
import json
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

from scorekeeper.store import (GameStore, StoreError, restore_backup,
                               store_tallies)
from scorekeeper.jsonfile import UnreadableFile, read_json
from scorekeeper.store.atomic import atomic_write_bytes
from scorekeeper.store.records import export_game
from scorekeeper.store.records import store_record

PROG = "scorekeeper"


class CommandError(Exception):
    """Refuse the command: the message is printed as one line, exit status 2."""


def _fail(message: str) -> int:
    print(f"{PROG}: error: {' '.join(str(message).split())}", file=sys.stderr)
    return 2


def _guarded(fn: Callable[[argparse.Namespace], int]) -> Callable[[argparse.Namespace], int]:
    """Turn every expected failure into one line and exit 2 (see module docstring)."""
    def run(args: argparse.Namespace) -> int:
        try:
            return fn(args)
        except (CommandError, StoreError) as exc:
            return _fail(str(exc))
        except BrokenPipeError:  # the reader stopped early (`scorekeeper stats | head`): not an error
            sys.stderr.close()
            return 0
        except OSError as exc:
            where = f" {exc.filename}" if exc.filename else ""
            return _fail(f"cannot use{where}: {exc.strerror or exc}")
        except ValueError as exc:  # RuleError and RecordError are ValueErrors
            return _fail(str(exc))
    run.__name__ = fn.__name__
    run.__doc__ = fn.__doc__
    return run


def _open(args: argparse.Namespace) -> GameStore:
    store = GameStore(getattr(args, "data", None))
    for message in store.messages:
        print(f"{PROG}: note: {message}", file=sys.stderr)
    store.messages.clear()
    return store


def _write_out(path: str | None, text: str) -> None:
    if path is None or path == "-":
        sys.stdout.write(text)
        sys.stdout.flush()
    else:
        atomic_write_bytes(Path(path), text.encode("utf-8"))


def _amount(n: Any) -> str:
    return f"{n:,}" if isinstance(n, int) and not isinstance(n, bool) else str(n)


# ---------------------------------------------------------------------- import
def _read_record(name: str) -> Any:
    try:
        return read_json(name)
    except UnreadableFile as exc:
        raise CommandError(str(exc)) from None


@_guarded
def cmd_import(args: argparse.Namespace) -> int:
    """Check every record first; store them only if all are good, one line per stored game."""
    from scorekeeper.rules import game_from_record

    checked = []
    problems = []
    for name in args.files:
        try:
            record = _read_record(name)
            checked.append((name, record, game_from_record(record)))
        except CommandError as exc:
            problems.append(str(exc))
        except ValueError as exc:  # RuleError / RecordError: names the hand
            problems.append(f"{name}: {exc}")
    if problems:
        for p in problems:
            _fail(p)
        print(f"{PROG}: nothing was imported", file=sys.stderr)
        return 2
    store = _open(args)
    for name, record, game in checked:
        gid, new = store_record(store, record, game, name=Path(name).stem if name != "-" else None)
        if not new:
            print(f"already stored as {gid}: {name}", flush=True)
            continue
        hands = len(record.get("hands", []))
        print(f"stored {gid}: {name} ({game.kind}, {', '.join(game.players)}, "
              f"{hands} hand{'s' if hands != 1 else ''})", flush=True)
    return 0


# ---------------------------------------------------------------------- games
@_guarded
def cmd_games(args: argparse.Namespace) -> int:
    store = _open(args)
    games = store.list_games(include_deleted=args.deleted)
    if args.deleted:
        games = [g for g in games if g.deleted_at]
    if args.json:
        _write_out(None, json.dumps({"games": [g.to_json() for g in games]}, ensure_ascii=False, indent=1) + "\n")
        return 0
    if not games:
        print("no games in the trash" if args.deleted else f"no games stored in {store.data_dir}")
        return 0
    order = ["in progress", "finished", "damaged", "deleted"]
    for status in order:
        group = [g for g in games if g.status == status]
        if not group:
            continue
        print(f"{status.capitalize()} ({len(group)})")
        for g in group:
            totals = " · ".join(f"{p} {_amount(g.totals.get(p, 0))}" for p in g.players) if g.totals else ""
            extra = f"won by {', '.join(g.winner)}" if g.winner else (g.problem or "")
            print(f"  {g.id}  {g.created[:10]}  {g.kind:<14}  {g.name}")
            hands = "? hands" if g.hands is None else f"{g.hands} hand{'s' if g.hands != 1 else ''}"
            print(f"      {', '.join(g.players)}; {hands}"
                  f"{'; ' + totals if totals else ''}{'; ' + extra if extra else ''}")
    return 0


# ---------------------------------------------------------------------- export
# hands_csv and export_game live in scorekeeper/store/records.py (the app exports too)
_export_one = export_game


@_guarded
def cmd_export(args: argparse.Namespace) -> int:
    if args.all is None and args.game_id is None:
        raise CommandError("say which game to export (GAME_ID, see `scorekeeper games`) or --all DIR")
    if args.all is not None and (args.game_id is not None or args.output is not None):
        raise CommandError("--all DIR exports every game into DIR; it takes no GAME_ID or -o")
    store = _open(args)
    if args.all is None:
        gid = store.resolve_game_id(args.game_id)
        _write_out(args.output, _export_one(store, gid, args.csv))
        if args.output not in (None, "-"):
            print(f"exported {gid} to {args.output}", file=sys.stderr)
        return 0
    folder = Path(args.all)
    if folder.exists() and not folder.is_dir():
        raise CommandError(f"{folder} is a file; --all needs a folder")
    folder.mkdir(parents=True, exist_ok=True)
    count = 0
    for g in store.list_games():
        if g.problem:
            print(f"{PROG}: note: game {g.id} was not exported: {g.problem}", file=sys.stderr)
            continue
        suffix = ".csv" if args.csv else ".json"
        atomic_write_bytes(folder / f"{g.id}{suffix}", _export_one(store, g.id, args.csv).encode("utf-8"))
        count += 1
    print(f"exported {count} game{'s' if count != 1 else ''} to {folder}")
    return 0


# ---------------------------------------------------------------------- stats
def _fmt(v: Any) -> str:
    if v is None:
        return "–"
    if isinstance(v, float):
        return f"{v:,.1f}".rstrip("0").rstrip(".")
    return _amount(v)


def _stats_lines(label: str, t: dict[str, Any]) -> list[str]:
    lines = [label,
             f"    games {t['games_played']} played, {t['games_finished']} finished, {t['games_won']} won"]
    if "exact_hits" in t:
        lines.append(f"    deals {t['hands_bid']}, exact {t['exact_hits']} ({_fmt(t['exact_pct'])}%), "
                     f"tricks {t['total_captured']}, points {t['points']}")
        return lines
    lines.append(f"    bids {t['hands_bid']}, made {t['bids_made']} ({_fmt(t['bids_made_pct'])}%), "
                 f"average winning bid {_fmt(t['average_winning_bid'])}, "
                 f"largest set-back {_fmt(t['largest_set_back'])}, captured {_fmt(t['total_captured'])}")
    if "game_points" in t:
        lines.append(f"    game points {t['game_points']}")
    return lines


@_guarded
def cmd_stats(args: argparse.Namespace) -> int:
    store = _open(args)
    tallies = store_tallies(store)
    if args.json:
        _write_out(None, json.dumps(tallies, ensure_ascii=False, indent=1) + "\n")
        return 0
    if not tallies["players"]:
        print("no games stored yet")
        return 0
    print("Players")
    for p in tallies["players"]:
        print(f"  {p['name']}: {p['games_played']} games, {p['games_won']} won")
        for kind, t in p["by_kind"].items():
            print("\n".join("  " + line for line in _stats_lines(f"  {kind}", t)))
    if tallies["partnerships"]:
        print("Partnerships")
        for t in tallies["partnerships"]:
            print("\n".join("  " + line for line in _stats_lines(f"  {' & '.join(t['names'])} ({t['kind']})", t)))
    if tallies["games_skipped"]:
        print(f"(not counted, the rules refuse them: {', '.join(tallies['games_skipped'])})")
    return 0


# ---------------------------------------------------------------------- backup / restore
@_guarded
def cmd_backup(args: argparse.Namespace) -> int:
    store = _open(args)
    target = Path(args.file)
    if target.is_dir():
        raise CommandError(f"{target} is a folder; give a file name such as {target / 'scorekeeper-backup.zip'}")
    store.write_backup(target)
    n = len(store.list_games(include_deleted=True))
    print(f"backed up {n} game{'s' if n != 1 else ''} and {len(store.list_players())} players to {target}")
    return 0


@_guarded
def cmd_restore(args: argparse.Namespace) -> int:
    saved, n = restore_backup(getattr(args, "data", None), args.file)
    store = _open(args)  # upgrades an older backup, reports anything odd
    print(f"restored {n} game files from {args.file} into {store.data_dir}; "
          f"what was there before is saved as {saved}")
    return 0


# ---------------------------------------------------------------------- wiring
def add_store_commands(subparsers: Any) -> None:
    """Add the store's subcommands to an argparse subparsers object."""
    def sub(name: str, help_: str, func: Callable[[argparse.Namespace], int]) -> argparse.ArgumentParser:
        p = subparsers.add_parser(name, help=help_, description=help_)
        # SUPPRESS: a --data given before the command (to the main parser) is not reset
        p.add_argument("--data", metavar="DIR", default=argparse.SUPPRESS,
                       help="the data folder (default: $FLET_APP_STORAGE_DATA, $SCOREKEEPER_DATA, "
                            "or the user data folder)")
        p.set_defaults(func=func)
        return p

    p = sub("import", "store game records (format 1); all are checked before any is stored", cmd_import)
    p.add_argument("files", nargs="+", metavar="FILE", help="game record files ('-' reads standard input)")

    p = sub("games", "list the stored games, newest first", cmd_games)
    p.add_argument("--json", action="store_true", help="one JSON object on standard output")
    p.add_argument("--deleted", action="store_true", help="list the games in the trash instead")

    p = sub("export", "write game records (format 1) that `scorekeeper score` accepts", cmd_export)
    p.add_argument("game_id", nargs="?", metavar="GAME_ID", help="the game (its id or the start of it)")
    p.add_argument("-o", "--output", metavar="FILE", help="write to FILE instead of standard output")
    p.add_argument("--all", metavar="DIR", help="export every game into DIR, one file each")
    p.add_argument("--csv", action="store_true", help="one row per hand, for spreadsheets")

    p = sub("stats", "lifetime tallies per player and per partnership", cmd_stats)
    p.add_argument("--json", action="store_true", help="one JSON object on standard output")

    p = sub("backup", "write a backup of all games and players to FILE (a zip)", cmd_backup)
    p.add_argument("file", metavar="FILE")

    p = sub("restore", "replace the stored data with a backup FILE (the current data is saved first)",
            cmd_restore)
    p.add_argument("file", metavar="FILE")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog=PROG)
    subparsers = parser.add_subparsers(dest="command", required=True)
    add_store_commands(subparsers)
    args = parser.parse_args(argv)
    return args.func(args)


if __name__ == "__main__":
    sys.exit(main())
