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
from collections.abc import Callable
from typing import Protocol, TypeVar

from scorekeeper.i18n.translate import gettext, gettext as _
from scorekeeper.refusal import CommandError
from scorekeeper.service import Scorekeeper
from scorekeeper.sync import (NothingToJoin, ServerAddress, SyncFailure, data_folder, join_offers, join_player,
                              load_server, sync_book)
from scorekeeper.terminal import progress_line, safe_text


T = TypeVar("T")


class Noter(Protocol):
    """Runs a use case on the service and says the notes it returns (the store commands' way)."""

    def __call__(self, service: Scorekeeper, use: Callable[[], T], /) -> T: ...


def run_sync(args: argparse.Namespace, service_of: Callable[[argparse.Namespace], Scorekeeper], noted: Noter) -> int:
    """The command's body; ``service_of(args)`` opens the data folder, ``noted`` says what the store found
    while a use case ran (the store commands' way)."""
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
        shown = (lambda text, _done, _total: line.show(text)) if line is not None else None
        report = noted(service, lambda: sync_book(service, address, progress=shown))
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
                   help="the database, such as https://user:password@host:6984/scores "
                        "(default: the server set in the app's Settings for this data folder)")
    p.add_argument("--user", metavar="NAME", help="the user, when the URL names none "
                   "(the password then comes from $SCOREKEEPER_SYNC_PASSWORD)")


def run_players(args: argparse.Namespace, service_of: Callable[[argparse.Namespace], Scorekeeper],
                noted: Noter) -> int:
    """``scorekeeper players``: the players, and those a sync offers to join; ``players join NAME`` joins."""
    service = service_of(args)
    if args.action == "join":
        if not args.name:
            raise CommandError(_("say whom to join: scorekeeper players join NAME"))
        try:
            offers = noted(service, lambda: join_player(service, args.name))
        except NothingToJoin as exc:
            raise CommandError(str(exc)) from None
        print(safe_text(_("joined {player} with the player of the same name created on another phone "
                          "({count} there); the join reaches the other phones with the next sync")
                        .format(player=offers[0].player.name, count=len(offers))))
        return 0
    offered = {o.player.id for o in noted(service, lambda: join_offers(service))}
    for player in noted(service, service.players):
        line = (_("{player} (also created on another phone: scorekeeper players join \"{player}\" if they are "
                  "the same person)") if player.id in offered else gettext("{player}")).format(player=player.name)
        print(safe_text(line))
    return 0


def add_players_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("action", nargs="?", choices=["join"],
                   help="join: the player NAME is the player of that name a sync found on another phone")
    p.add_argument("name", nargs="?", metavar="NAME")


Opener = Callable[[argparse.Namespace], Scorekeeper]
Runner = Callable[[argparse.Namespace, Opener, Noter], int]
Command = Callable[[argparse.Namespace], int]


def add_sync_commands(sub: Callable[[str, str, Command], argparse.ArgumentParser],
                      wrap: Callable[[Runner], Command]) -> None:
    """Add ``sync`` and ``players`` with the store commands' ``sub``; ``wrap`` gives each its opened folder
    and the store commands' one-line refusals."""
    add_sync_arguments(sub("sync", "sync the games with the group's CouchDB database (see the README)",
                           wrap(run_sync)))
    add_players_arguments(sub("players", "list the players; `players join NAME` joins a player a sync offered",
                              wrap(run_players)))
