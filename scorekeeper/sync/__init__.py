"""Replication of the score book through a CouchDB database the group runs itself (issue 20).

``sync_book(service, url)`` is the one use case the command line and the app
call: it reads the local record for that server, runs one sync, keeps what
came in for the Settings screen, and raises :class:`SyncFailure` (one
sentence, no password) when the server cannot be used; the data here is then
as it was, apart from whatever whole games and entries came in before.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING
from weakref import WeakKeyDictionary

from scorekeeper.service import Scorekeeper
from scorekeeper.store.atomic import timestamp

from .client import CouchClient, ServerAddress, SyncFailure, redact
from .record import SyncRecord
from .settings import SavedServer, load_server, save_server
from .replicate import Replicator
from .session import Progress, SyncReport

if TYPE_CHECKING:
    import httpx

__all__ = ["SavedServer", "ServerAddress", "SyncFailure", "SyncRecord", "SyncReport", "data_folder", "load_server",
           "record_of", "redact", "save_server", "sync_book"]


def data_folder(service: Scorekeeper) -> Path | None:
    """The service's data folder, or None for a store that keeps nothing on disk."""
    return service.data_folder()


_MEMORY_RECORDS: "WeakKeyDictionary[object, dict[str, SyncRecord]]" = WeakKeyDictionary()


def record_of(service: Scorekeeper, address: ServerAddress) -> SyncRecord:
    """The local record of syncing this score book with that server (empty before the first sync): in the
    data folder, or beside a store that keeps nothing on disk for as long as that store lives."""
    folder = data_folder(service)
    if folder is not None:
        return SyncRecord.for_server(folder, address.key)
    records = _MEMORY_RECORDS.setdefault(service.repo, {})
    return records.setdefault(address.key, SyncRecord.for_server(None, address.key))


def sync_book(service: Scorekeeper, address: ServerAddress, *, progress: Progress | None = None,
              transport: "httpx.BaseTransport | None" = None) -> SyncReport:
    """One sync of ``service``'s score book with the database at ``address``."""
    record = record_of(service, address)
    with CouchClient(address, transport=transport) as client:
        report = Replicator(service, client, record, progress).run()
    record.last_synced = timestamp()
    record.last_report = report.summary()
    record.notices = (record.notices + report.notices)[-20:]
    record.save()
    return report
