"""``scorekeeper sync URL``: one sync of the data folder with the group's CouchDB database.

The URL is ``https://user:password@host:port/database`` (left out: the server
set in the app's Settings for the same data folder); without a user and
password in it, ``--user`` and the ``SCOREKEEPER_SYNC_PASSWORD`` environment
variable give them (a password on the command line shows in the process list).
Progress goes to standard error when it is a terminal, nothing when it is not;
the result is one line on standard output, then one line per notice.  A server
that cannot be used is one line on standard error and exit status 2; the
password is never printed.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Callable

from scorekeeper.i18n.translate import gettext as _
from scorekeeper.refusal import CommandError
from scorekeeper.service import Scorekeeper
from scorekeeper.sync import ServerAddress, SyncFailure, data_folder, load_server, sync_book
from scorekeeper.terminal import safe_text


def progress_line() -> "ProgressLine | None":
    """A line redrawn on standard error while the sync works, or None when standard error is no terminal."""
    return ProgressLine() if sys.stderr.isatty() else None


class ProgressLine:
    """One line on the terminal, rewritten in place (``\\r``), cleared at the end."""

    def __call__(self, text: str) -> None:
        sys.stderr.write("\r\033[K" + text)
        sys.stderr.flush()

    def done(self) -> None:
        sys.stderr.write("\r\033[K")
        sys.stderr.flush()


def run_sync(args: argparse.Namespace, service_of: Callable[[argparse.Namespace], Scorekeeper]) -> int:
    """The command's body; ``service_of(args)`` opens the data folder (the store commands' way)."""
    service = service_of(args)
    try:
        if args.url is None:
            saved = load_server(data_folder(service))
            if saved is None:
                raise CommandError(_("no sync server is set for this data folder; give its URL, such as "
                                     "https://user:password@couch.example.org:6984/scores"))
            address = saved.address()
        else:
            address = ServerAddress.parse(args.url, getattr(args, "user", None),
                                          os.environ.get("SCOREKEEPER_SYNC_PASSWORD"))
    except SyncFailure as exc:
        raise CommandError(str(exc)) from None
    line = progress_line()
    try:
        report = sync_book(service, address, progress=line)
    except SyncFailure as exc:
        raise CommandError(str(exc)) from None
    finally:
        if line is not None:
            line.done()
    print(_("synced with {server}: {summary}").format(server=address.shown, summary=report.summary()))
    for notice in report.notices:
        print(safe_text(_("note: {notice}").format(notice=notice)))
    return 0


def add_sync_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("url", metavar="URL", nargs="?",
                   help=_("the database, such as https://user:password@host:6984/scores "
                          "(default: the server set in the app's Settings for this data folder)"))
    p.add_argument("--user", metavar="NAME", help=_("the user, when the URL names none "
                   "(the password then comes from $SCOREKEEPER_SYNC_PASSWORD)"))
