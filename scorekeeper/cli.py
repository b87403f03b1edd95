"""The ``scorekeeper`` command: run the app, score a record, and the store's commands.

Bad input never shows a traceback: one line on standard error and exit 2.
Only the app command imports Flet, so ``scorekeeper score`` starts quickly.
"""

from __future__ import annotations

import argparse
import gc
import os
import sys
from typing import TYPE_CHECKING, Callable, Sequence

from .jsontypes import JsonValue

if TYPE_CHECKING:
    from .rules import Game

from .i18n.translate import gettext as _
from .refusal import Refused
from .terminal import safe_text

EXIT_BAD_INPUT = 2


def read_json(path: str, known_keys: Callable[[JsonValue], int] | None = None) -> JsonValue:
    from .jsonfile import UnreadableFile
    from .jsonfile import read_json as read

    try:
        return read(path, known_keys)
    except UnreadableFile as err:
        raise Refused(str(err)) from None


def load_game(path: str) -> Game:
    from .rules.game_record import record_keys

    return replayed(read_json(path, record_keys))  # a record's objects are known: a key given twice is found cheaply


def replayed(record: JsonValue) -> Game:
    """The record's game, replayed; a record the rules refuse is one sentence (Refused)."""
    from .rules import RuleError, game_from_record

    try:  # consume: each hand of the record is let go once replayed (the record and its game never both whole)
        return game_from_record(record, consume=True)
    except RuleError as err:
        raise Refused(err.text(str)) from None


def cmd_score(args: argparse.Namespace) -> int:
    import gc

    # A short-lived batch: the cyclic collector would rescan the whole record's
    # objects again and again for garbage that is never cyclic (nor do the rules' imports make any).
    gc.disable()

    if args.json:
        _score_json(args.file)
    else:  # names are plain text (checked on reading), but nothing from a file may steer the terminal
        from .rules import table_text

        text = table_text(load_game(args.file), terminal_width())
        sys.stdout.write("\n".join(safe_text(line) for line in text.split("\n")))
    _finished_batch.append(True)
    return 0


def _score_json(path: str) -> None:
    """``score --json``: the game's fused path straight from the record where it has one and the record is
    plain, else the replay; the same bytes either way (an output that is not UTF-8, PYTHONIOENCODING=ascii,
    gets the same JSON with \\u escapes)."""
    import json

    from .rules.game_record import fused_report, record_keys, score_report_json

    record = read_json(path, record_keys)  # a record's objects are known: a key given twice is found cheaply
    ascii_only = not _utf8_output()
    report = fused_report(record)
    if report is not None:
        sys.stdout.write(json.dumps(report, ensure_ascii=ascii_only, check_circular=False))
    else:  # written a batch of hands at a time: the whole report and its text would take as much as the game
        for piece in score_report_json(replayed(record), ensure_ascii=ascii_only):
            sys.stdout.write(piece)
    sys.stdout.write("\n")


def terminal_width() -> int | None:
    """The columns of the terminal the table is printed on (``COLUMNS`` may say otherwise); None when the
    output goes to a file or a pipe: the lines stay whole for the program that reads them."""
    if not sys.stdout.isatty():
        return None
    return terminal_columns() or None


_finished_batch: list[bool] = []  # a command that leaves nothing to clean up but memory, once it is done


def run() -> None:
    """The process entry (the ``scorekeeper`` console script and ``python -m scorekeeper``).

    A finished ``score`` of a long record leaves its replayed game, hundreds of
    thousands of small objects, to be freed one by one as the interpreter exits: a
    tenth of the command's time, for nothing anyone sees.  Once its output is
    flushed it ends the process at once instead; every other command (the app, the
    board, the store's commands, with their files and threads) exits normally.
    """
    code = main()
    if _finished_batch:
        import os

        try:
            sys.stdout.flush()
            sys.stderr.flush()
        except BrokenPipeError:  # the reader stopped early: nothing more to say
            pass
        os._exit(code)
    sys.exit(code)


def cmd_app(args: argparse.Namespace) -> int:
    from .ui.app import run_app

    return run_app(web=args.web, port=args.port, data=args.data)


def cmd_board(args: argparse.Namespace) -> int:
    """Serve the live board of a game to the table's phones until Ctrl+C."""
    from .board.cli import serve_board

    return serve_board(args.game, host=args.host, port=args.board_port, data=getattr(args, "data", None))


def cmd_build_web(args: argparse.Namespace) -> int:
    """Write the static site; what it needs comes from npm and PyPI (pinned, checked), once."""
    from pathlib import Path

    from .webbuild import BuildError, build_site

    try:
        built = build_site(Path(args.folder), Path(args.cache) if args.cache else None)
    except BuildError as err:
        raise Refused(str(err)) from None
    print(_("The web app is in {folder} ({files} files, {megabytes} MB, version {version}): put the folder on "
            "any HTTPS static host and open its address on a phone.").format(
        folder=built.folder, files=built.files, megabytes=round(built.bytes / 1e6, 1), version=built.version))
    return 0


class _Parser(argparse.ArgumentParser):
    """argparse's parser, its help as wide as the terminal says, found without ``shutil``: argparse imports
    it (and the compression modules it brings) to size a help it makes for every argument, and ``score``,
    which prints none, would pay for them on every run.  Its subcommands' parsers are of this class too."""

    def _get_formatter(self) -> argparse.HelpFormatter:
        return _LineKeepingFormatter(prog=self.prog, width=(terminal_columns() or 80) - 2)  # argparse's own width

    def format_help(self) -> str:
        """The help, its examples naming a game installed where they name one (``_with_a_kind``): looked up
        only when help is shown, since finding the games imports every one of them."""
        if self.epilog:
            self.epilog = _with_a_kind(self.epilog)
        return super().format_help()


class _LineKeepingFormatter(argparse.HelpFormatter):
    """argparse's help, each line of a description or epilog filled on its own: the examples under a command's
    help stay one command a line instead of run together into one paragraph."""

    def _fill_text(self, text: str, width: int, indent: str) -> str:
        return "\n".join(self._fill_line(line, width, indent) for line in text.splitlines())

    def _fill_line(self, line: str, width: int, indent: str) -> str:
        margin = indent + " " * (len(line) - len(line.lstrip()))  # an example keeps its indent
        return super()._fill_text(line, width, margin) if line.strip() else ""


# What each command's --help ends with: a user in a hurry copies a line and changes a name.
EXAMPLES = {
    "": ["scorekeeper", "scorekeeper --web --port 8550", "scorekeeper score friday.json",
         "scorekeeper stats --evenings"],
    "score": ["scorekeeper score friday.json", "scorekeeper score friday.json --json",
              "cat friday.json | scorekeeper score -"],
    "board": ["scorekeeper board", "scorekeeper board 20261207-15c3bf --port 8551"],
    "build-web": ["scorekeeper build-web site"],
    "import": ["scorekeeper import friday.json saturday.json", "scorekeeper import --data ~/scores friday.json"],
    "games": ["scorekeeper games", "scorekeeper games --deleted", "scorekeeper games --json"],
    "export": ["scorekeeper export 20261207-15c3bf -o friday.json", "scorekeeper export 20261207 --csv -o friday.csv",
               "scorekeeper export --all records"],
    "stats": ["scorekeeper stats", "scorekeeper stats --since 2026-12-01 --until 2026-12-31",
              "scorekeeper stats --game {kind} --player Ann", "scorekeeper stats --evenings --json"],
    "backup": ["scorekeeper backup scores.zip"],
    "restore": ["scorekeeper restore scores.zip"],
    "sync": ["scorekeeper sync https://ann:secret@couch.example.org:6984/scores", "scorekeeper sync"],
    "players": ["scorekeeper players", "scorekeeper players join Ann"],
}


def _add_examples(parser: argparse.ArgumentParser, sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """End each command's help with its examples, and begin it with what the command does where it did not."""
    said = {action.dest: action.help for action in sub._choices_actions}
    parser.epilog = _examples("")
    for name, command in sub.choices.items():
        command.description = command.description or said.get(name)
        command.epilog = _examples(name)


def _examples(command: str) -> str:
    return "\n".join([_("examples:"), *("  " + line for line in EXAMPLES[command])])


def _with_a_kind(text: str) -> str:
    """Examples with ``{kind}`` name a game installed (the first by name): no game is named here."""
    if "{kind}" not in text:
        return text
    from scorekeeper.rules.registry import games as known_games

    return text.replace("{kind}", min(known_games()))


def terminal_columns() -> int:
    """``shutil.get_terminal_size().columns`` without importing shutil: ``COLUMNS``, else the terminal's, else 0
    (not known)."""
    try:
        columns = int(os.environ["COLUMNS"])
    except (KeyError, ValueError):
        columns = 0
    if columns <= 0:
        try:
            columns = os.get_terminal_size(sys.__stdout__.fileno()).columns  # type: ignore[union-attr]
        except (AttributeError, ValueError, OSError):
            columns = 0
    return max(columns, 0)


def build_parser(store_commands: bool = True) -> argparse.ArgumentParser:
    """The whole command line; ``store_commands=False`` leaves out the store's (and TinyDB)."""
    parser: argparse.ArgumentParser = _Parser(
        prog="scorekeeper",
        description=_("Keeps score for card games played with a real deck. Without a command it runs the app."),
    )
    parser.add_argument("--web", action="store_true", help=_("serve the app to a browser instead of opening a window"))
    parser.add_argument("--port", type=int, default=None, help=_("port for --web (default: 8550)"))
    parser.add_argument("--data", metavar="DIR", default=None, help=_("the data folder (overrides SCOREKEEPER_DATA)"))
    parser.set_defaults(func=cmd_app)
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    score = sub.add_parser("score", help=_("re-score a game record and show the arithmetic"))
    score.add_argument("file", metavar="FILE", help=_("a game record (format 1); - reads standard input"))
    score.add_argument("--json", action="store_true", help=_("print the scores as JSON"))
    score.set_defaults(func=cmd_score)
    board = sub.add_parser("board", help=_("serve the live board of a game to every phone at the table"))
    board.add_argument("game", metavar="GAME_ID", nargs="?", default=None,
                       help=_("the game (default: the game played most recently)"))
    board.add_argument("--host", default="0.0.0.0",
                       help=_("address to listen on (default: all interfaces; 127.0.0.1 keeps it on this machine)"))
    board.add_argument("--port", dest="board_port", type=int, default=8551, help=_("port (default: 8551)"))
    board.add_argument("--data", metavar="DIR", default=argparse.SUPPRESS,
                       help=_("the data folder (overrides SCOREKEEPER_DATA)"))
    board.set_defaults(func=cmd_board)
    web = sub.add_parser("build-web", help=_("write the app as a static web site that runs in the browser, offline too"))
    web.add_argument("folder", metavar="DIR", help=_("the folder to write the site into (new, or an earlier build's)"))
    web.add_argument("--cache", metavar="DIR", default=None,
                     help=_("where downloads are kept between builds (default: ~/.cache/scorekeeper-web)"))
    web.set_defaults(func=cmd_build_web)
    if store_commands:
        from .cli_store import add_store_commands

        add_store_commands(sub)
    _add_examples(parser, sub)
    return parser




def choose_language() -> None:
    """The CLI speaks the language of its environment (``LANGUAGE``, ``LC_ALL``, ``LC_MESSAGES``,
    ``LANG``), its numbers in that locale's digits unless ``SCOREKEEPER_DIGITS`` says latin or native."""
    import os

    from .i18n.languages import ENVIRONMENT_VARIABLES, from_environment
    from .i18n.translate import set_language

    language = from_environment(os.environ)
    locale = next((os.environ[v].split(":")[0] for v in ENVIRONMENT_VARIABLES if os.environ.get(v)), None)
    set_language(language, locale=locale, digits=os.environ.get("SCOREKEEPER_DIGITS"))


def _utf8_output() -> bool:
    encoding = (getattr(sys.stdout, "encoding", None) or "").lower().replace("_", "-")
    return encoding.startswith("utf")


def fit_output_to_its_encoding() -> None:
    """An output that cannot write every character (``PYTHONIOENCODING=ascii``, a C locale without UTF-8
    mode) shows the others as ``\\u20b9`` escapes rather than stopping the command with a traceback."""
    if _utf8_output():
        return
    for stream in (sys.stdout, sys.stderr):
        reconfigure = getattr(stream, "reconfigure", None)
        if reconfigure is not None:
            try:
                reconfigure(errors="backslashreplace")
            except (ValueError, OSError):  # a stream that cannot be reconfigured: left as it is
                pass


BATCH_GC_THRESHOLD = 50_000  # young objects between collections in a command that ends when its work is done


def collect_less_often() -> None:
    """A command's bulk work (an import, a restore, a replay of a long game) makes hundreds of thousands of
    small objects that live until it ends; Python's default (a collection every 700 new objects, and older
    generations re-walked as the heap grows) spent a fifth of an import's CPU walking them, finding nothing to
    free.  A collection every 50,000 young objects keeps the same peak (the objects are live) at a quarter
    less CPU; the modules loaded so far are frozen out of every walk."""
    gc.freeze()
    _, older, oldest = gc.get_threshold()
    gc.set_threshold(BATCH_GC_THRESHOLD, older, oldest)


def main(argv: Sequence[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    fit_output_to_its_encoding()
    choose_language()
    # `score` settles disputes and runs in scripts: it starts without loading the store.
    parser = build_parser(store_commands=argv[:1] != ["score"])
    try:
        args = parser.parse_args(argv)
    except SystemExit as exit_:
        return int(exit_.code or 0) and EXIT_BAD_INPUT
    if args.func not in (cmd_app, cmd_board):  # the app and the board run for hours: they keep Python's pace
        collect_less_often()
    try:
        return int(args.func(args) or 0)
    except Refused as err:
        print(_("scorekeeper: {message}").format(message=safe_text(str(err))), file=sys.stderr)
        return EXIT_BAD_INPUT
    except BrokenPipeError:  # the reader stopped early (`scorekeeper score FILE | head`)
        import os

        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())  # no second error at exit
        return 0
    except OSError as err:  # the output cannot be written (a full disk, a closed terminal)
        import os

        print(_("scorekeeper: cannot write the output: {why}").format(why=err.strerror or err), file=sys.stderr)
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())  # what is still buffered goes nowhere
        return EXIT_BAD_INPUT
    except KeyboardInterrupt:
        return 130


if __name__ == "__main__":
    run()
