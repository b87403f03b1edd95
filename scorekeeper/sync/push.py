"""Pushing: the games changed here since they were last in step, sent as documents in acknowledged batches.

A correction made here after the game went up is sent as the game's next revision (the corrected list of
entries, and the chain it replaces): the other phones in step take it in place of the entries they hold.
Another phone that wrote that revision first has continued the game too: the next pull settles it (ours
then goes up as a game of its own, "continued on another phone").
"""

from __future__ import annotations

from dataclasses import dataclass

from scorekeeper.i18n.translate import gettext
from scorekeeper.store.model import GameSummary
from scorekeeper.words import _

from .client import JSONDict, SyncFailure, clipped
from .documents import change_mark, event_doc_id, heads, revision_doc_id, setup_doc_id, without_meta
from .marks import Marking, shown_name
from .ledger import GameLink

PUSH_BATCH = 1000  # documents per _bulk_docs request; the record is saved after each acknowledged batch


@dataclass
class Outgoing:
    """One game's documents in a push, and what its link says once the server acknowledged them."""

    link: GameLink
    setup: JSONDict
    entries: list[JSONDict]
    docs: list[JSONDict]
    summary: GameSummary
    revision: int

    @property
    def trashed(self) -> bool:
        return self.summary.deleted_at is not None


class Pushing(Marking):
    """The push half of a sync."""

    def push(self) -> bool:
        """Send every game changed here since its last sync; True when anything was sent."""
        by_local = self.record.remote_of_local()
        pending: list[Outgoing] = []
        for summary in self.service.repo.list_games(include_deleted=True):
            remote = by_local.get(summary.id)
            link = self.record.games.get(remote) if remote else None
            if link is None:
                link = self.record.link(summary.id, local=summary.id)
            outgoing = self._outgoing(link, summary)
            if outgoing is not None:
                pending.append(outgoing)
        sent_any = self._push_players()
        self._to_send, self._sent = sum(len(item.docs) for item in pending), 0
        batch: list[Outgoing] = []
        size = 0
        for item in pending:
            batch.append(item)
            size += len(item.docs)
            if size >= PUSH_BATCH:
                self._push_batch(batch)
                batch, size = [], 0
                sent_any = True
        if batch:
            self._push_batch(batch)
            sent_any = True
        return sent_any

    def _outgoing(self, link: GameLink, summary: GameSummary) -> Outgoing | None:
        """What one game needs sent (None: nothing, it is in step)."""
        trashed = summary.deleted_at is not None
        if link.updated == change_mark(summary) and link.trashed == trashed and summary.name == (link.name or summary.name):
            return None
        try:
            data, times = self.service.repo.load_timed_game_dict(summary.id)
        except Exception:  # noqa: BLE001 - a damaged game stays here until it is readable
            return None
        setup: JSONDict = {"type": "setup", "game": link.remote, "kind": data["kind"], "players": data["players"],
                 "dealer": data["dealer"], "settings": data.get("settings") or {},
                 "name": shown_name(summary.name, link.name_suffix), "created": summary.created}
        mine: list[JSONDict] = [dict(e) for e in data.get("events", [])]
        my_heads = heads(setup, mine)
        docs: list[JSONDict] = []
        revision, start = link.rev, link.count
        if link.head is None:
            docs.append({"_id": setup_doc_id(link.remote), **setup})
        elif len(mine) < link.count or my_heads[link.count] != link.head:
            # corrected here after it went up: the next revision replaces what the other phones hold
            revision, start = link.rev + 1, len(mine)
            docs.append({"_id": revision_doc_id(link.remote, revision), "type": "revision", "game": link.remote,
                         "v": revision, "replaces": link.head, "replaced": link.count, "events": mine})
        docs += [{"_id": event_doc_id(link.remote, n, revision), "type": "event", "game": link.remote, "n": n,
                  **({"v": revision} if revision else {}), "after": my_heads[n], "event": mine[n],
                  **({"at": times[n]} if n < len(times) and times[n] else {})}
                 for n in range(start, len(mine))]
        docs += self.game_marks(link, summary, trashed)
        if not docs:  # in step already (its list line changed)
            link.updated, link.name = change_mark(summary), summary.name
            return None
        return Outgoing(link, setup, mine, docs, summary, revision)

    def _push_players(self) -> bool:
        """Send the players new here, and the renames made here; True when anything was sent."""
        here = self.service.players()
        players: list[JSONDict] = [{"_id": f"player:{p.id}", "type": "player", "name": p.name, "created": p.created}
                                   for p in here
                                   if p.id not in self.record.players_sent and p.id not in self.record.player_links]
        if players:
            self._send(players)
            self.record.players_sent.update(str(d["_id"]).removeprefix("player:") for d in players)
        later = self.player_marks(here) + self.join_docs()
        if later:
            refused = self._send(later)
            self.marks_sent(None, [d for d in later if str(d["_id"]) not in refused])
            self.record.joins_sent.update(str(d["player"]) for d in later if d["type"] == "join")
        return bool(players or later)

    def _push_batch(self, batch: list[Outgoing]) -> None:
        docs = [doc for item in batch for doc in item.docs]
        refused = self._send(docs)
        for item in batch:
            link = item.link
            if any(str(d["_id"]) in refused for d in item.docs):
                self._diverged = True  # another phone wrote there first: the next pull settles it
                continue
            link.setup = dict(item.setup)
            link.rev, link.count, link.head = item.revision, len(item.entries), heads(item.setup, item.entries)[-1]
            link.updated, link.trashed, link.name = change_mark(item.summary), item.trashed, item.summary.name
            self.marks_sent(link, item.docs)
            self.report.sent_games += 1
        self.record.save()  # after the server acknowledged: killed before this, the next push is a no-op
        self._sent += len(docs)
        self.progress(_("sent {done} of {total} documents to the server").format(done=self._sent, total=self._to_send),
                      self._sent, self._to_send)

    def _send(self, docs: list[JSONDict]) -> set[str]:
        """Write documents; return the ids the server holds with other contents (written by another phone)."""
        results = self.client.bulk_docs(docs)
        self.report.sent_documents += sum(1 for _id, error in results if error is None)
        conflicts = [doc_id for doc_id, error in results if error == "conflict"]
        failed = [doc_id for doc_id, error in results if error not in (None, "conflict")]
        if failed:
            raise SyncFailure(gettext("{shown}: the server refused {count} documents ({failed} first)").format(
                shown=self.client.address.shown, count=len(failed), failed=clipped(failed[0])))
        if not conflicts:
            return set()
        theirs = self.client.docs_by_id(conflicts)
        sent = {str(d["_id"]): without_meta(d) for d in docs}
        return {doc_id for doc_id in conflicts if without_meta(theirs.get(doc_id, {})) != sent[doc_id]}
