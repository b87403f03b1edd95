"""Replication of the score book through a CouchDB database the group runs itself (issue 20).

``sync_book(service, url)`` is the one use case the command line and the app
call: it reads the local record for that server, runs one sync, keeps what
came in for the Settings screen, and raises :class:`SyncFailure` (one
sentence, no password) when the server cannot be used; the data here is then
as it was, apart from whatever whole games and entries came in before.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING
from weakref import WeakKeyDictionary

from scorekeeper.rules.names import name_key
from scorekeeper.service import Scorekeeper
from scorekeeper.store.atomic import timestamp
from scorekeeper.store.model import Player
from scorekeeper.i18n.translate import gettext
from scorekeeper.words import _

from .client import CouchClient, ServerAddress, SyncFailure, redact
from .ledger import SyncLedger
from .settings import SavedServer, load_server, save_server
from .replicate import Replicator
from .session import Progress, SyncReport

if TYPE_CHECKING:
    import httpx

__all__ = ["JoinOffer", "NothingToJoin", "SavedServer", "ServerAddress", "SyncFailure", "SyncLedger", "SyncReport",
           "data_folder", "join_offers", "join_player", "load_server", "record_of", "redact", "save_server",
           "sync_book"]


def data_folder(service: Scorekeeper) -> Path | None:
    """The service's data folder, or None for a store that keeps nothing on disk."""
    return service.data_folder()


_MEMORY_RECORDS: "WeakKeyDictionary[object, dict[str, SyncLedger]]" = WeakKeyDictionary()


def record_of(service: Scorekeeper, address: ServerAddress) -> SyncLedger:
    """The local record of syncing this score book with that server (empty before the first sync): in the
    data folder, or beside a store that keeps nothing on disk for as long as that store lives."""
    folder = data_folder(service)
    if folder is not None:
        return SyncLedger.for_server(folder, address.key)
    records = _MEMORY_RECORDS.setdefault(service.repo, {})
    return records.setdefault(address.key, SyncLedger.for_server(None, address.key))


def sync_book(service: Scorekeeper, address: ServerAddress, *, progress: Progress | None = None,
              transport: "httpx.BaseTransport | None" = None) -> SyncReport:
    """One sync of ``service``'s score book with the database at ``address``."""
    record = record_of(service, address)
    try:
        client = CouchClient(address, transport=transport)
    except SyncFailure as exc:
        raise _stopped(exc, SyncReport()) from None
    with client:
        replicator = Replicator(service, client, record, progress)
        try:
            report = replicator.run()
        except SyncFailure as exc:
            raise _stopped(exc, replicator.report) from None
    record.last_synced = timestamp()
    record.last_report = report.summary()
    record.notices = (record.notices + report.notices)[-20:]
    record.save()
    return report


def _stopped(exc: SyncFailure, report: SyncReport) -> SyncFailure:
    """Why the sync stopped, and whether anything here changed before it did (said only when true)."""
    if not report.anything_changed:
        return SyncFailure(gettext("{problem} (nothing was changed here)").format(problem=exc))
    return SyncFailure(gettext("{problem} (the sync stopped part way; what came in before is kept here: "
                               "{summary})").format(problem=exc, summary=report.summary()))


@dataclass(frozen=True)
class JoinOffer:
    """A player created on another phone under the name of a player here: maybe one person, maybe two."""

    other: str  # the player's id on the other phone
    player: Player  # the player here of the same name


class NothingToJoin(ValueError):
    """No player of that name is offered to be joined (``str(err)`` says what would be right)."""


def _records(service: Scorekeeper) -> list[SyncLedger]:
    folder = data_folder(service)
    if folder is None:
        return list(_MEMORY_RECORDS.get(service.repo, {}).values())
    return SyncLedger.all_in(folder)


def join_offers(service: Scorekeeper) -> list[JoinOffer]:
    """The players here that a sync found created on another phone as well, by name."""
    players = {p.id: p for p in service.players()}
    offers: dict[str, JoinOffer] = {}
    for record in _records(service):
        for other, here in record.offers.items():
            if here in players and other not in record.joined:
                offers.setdefault(other, JoinOffer(other, players[here]))
    return sorted(offers.values(), key=lambda o: (o.player.name.casefold(), o.other))


def join_player(service: Scorekeeper, name: str) -> list[JoinOffer]:
    """Join the player here named ``name`` (or with that id) with the player(s) of that name created on
    other phones: one person from now on, here and, after the next sync, on every phone (a ``join``
    document travels).  Only what a sync offered is joined; NothingToJoin otherwise."""
    offers = [o for o in join_offers(service) if o.player.id == name or name_key(o.player.name) == name_key(name)]
    if not offers:
        offered = ", ".join(sorted({o.player.name for o in join_offers(service)}))
        if offered:
            raise NothingToJoin(_("no player named {name} is offered to be joined; those offered are: {names}")
                                .format(name=name, names=offered))
        raise NothingToJoin(_("no player named {name} is offered to be joined; a sync offers to join a player "
                              "created on two phones under one name").format(name=name))
    for record in _records(service):
        changed = False
        for offer in offers:
            if record.offers.get(offer.other) == offer.player.id:
                record.joined[offer.other] = record.player_links.get(offer.player.id, offer.player.id)
                del record.offers[offer.other]
                changed = True
        if changed:
            record.save()
    return offers
