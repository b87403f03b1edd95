"""One sync's state, shared by its pull and its push: the service, the server, the checkpoint, the report."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from scorekeeper.i18n.translate import gettext, ngettext
from scorekeeper.service import ReceivedGame, Scorekeeper

from .client import CouchClient, JSONDict, clipped
from .documents import game_of
from .ledger import SyncLedger

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
    changed_here: int = 0  # every other change made here (a rename, a player): "nothing was changed" is true

    @property
    def anything_changed(self) -> bool:
        """Whether this sync changed anything in the data folder (its own sync record aside)."""
        return bool(self.received_games or self.received_entries or self.trashed or self.restored
                    or self.corrected or self.changed_here)

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

    def __init__(self, service: Scorekeeper, client: CouchClient, record: SyncLedger,
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
        self._matched: list[str] = []  # games here found to be server games in this pull

    def left_out(self, remote: str, note: str) -> None:
        """A game of the server (or its new entries) refused here: said once, and read whole again at the
        first sync whose changes touch it (fixed or removed there); the checkpoint may move past it."""
        if remote not in self.record.refused:
            self.report.notices.append(note)
        self.record.refused[remote] = note[:300]

    def take_unreadable(self, found: dict[str, None]) -> None:
        """Move the documents the server holds that could not be read (too large, too deep) into ``found``
        (each once), their games marked to be read whole again once fixed; ``note_unreadable`` says them."""
        refused, self.client.refused = self.client.refused, []
        for doc_id in refused:
            if remote := game_of(doc_id):
                self.record.refused.setdefault(remote, "unreadable")
            found[doc_id] = None

    def note_unreadable(self, found: dict[str, None]) -> None:
        """One note for the documents the server holds that could not be read (``take_unreadable``)."""
        if not found:
            return
        refused = list(found)
        self.report.notices.append(ngettext(
            "{count} document on the server could not be read (too large or nested too deeply) and was left "
            "out ({first}); the rest synced, and its game is fetched again once it is fixed or removed",
            "{count} documents on the server could not be read (too large or nested too deeply) and were left "
            "out ({first} first); the rest synced, and their games are fetched again once they are fixed or "
            "removed", len(refused)).format(count=len(refused), first=clipped(refused[0])))
