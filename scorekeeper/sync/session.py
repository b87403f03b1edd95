"""One sync's state, shared by its pull and its push: the service, the server, the checkpoint, the report."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from scorekeeper.i18n.translate import gettext, ngettext
from scorekeeper.service import ReceivedGame, Scorekeeper

from .client import CouchClient, JSONDict
from .record import SyncRecord

Progress = Callable[[str, int, int], None]  # (what is being done, done, total): a line, and a bar's fraction


@dataclass
class SyncReport:
    """What one sync did, for the CLI's lines and the Settings screen."""

    received_games: int = 0
    received_entries: int = 0
    sent_games: int = 0
    sent_documents: int = 0
    trashed: int = 0
    restored: int = 0  # games brought back from the trash (on another phone, so here too)
    corrected: int = 0  # games whose entries a correction made on another phone replaced
    notices: list[str] = field(default_factory=list)
    requests: int = 0

    def summary(self) -> str:
        received = ngettext("received {count} new game", "received {count} new games", self.received_games).format(
            count=self.received_games)
        entries = ngettext("{count} entry", "{count} entries", self.received_entries).format(count=self.received_entries)
        sent = ngettext("sent {count} game ({documents} documents)", "sent {count} games ({documents} documents)",
                        self.sent_games).format(count=self.sent_games, documents=self.sent_documents)
        return (gettext("{received} and {entries}; {sent}").format(received=received, entries=entries, sent=sent)
                + (gettext("; {trashed} moved to the trash").format(trashed=self.trashed) if self.trashed else "")
                + (gettext("; {restored} brought back from the trash").format(
                    restored=self.restored) if self.restored else "")
                + (gettext("; {corrected} corrected").format(corrected=self.corrected) if self.corrected else ""))


class SyncSession:
    """One sync of one service's score book with one database: what its pull and push share."""

    def __init__(self, service: Scorekeeper, client: CouchClient, record: SyncRecord,
                 progress: Progress | None = None) -> None:
        self.service = service
        self.client = client
        self.record = record
        self.progress = progress or (lambda _line, _done, _total: None)
        self.documents = 0  # on the server when the sync began (what a first pull reads, about)
        self.report = SyncReport()
        self._diverged = False
        self._incoming: list[tuple[str, JSONDict, ReceivedGame, bool, int]] = []
        self._to_send = self._sent = 0  # documents of games in this push, and those acknowledged so far
        self._unlinked: dict[tuple[object, ...], list[str]] | None = None  # games here no server game is
