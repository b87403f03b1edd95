"""Pushing: the games changed here since they were last in step, sent as documents in acknowledged batches."""

from __future__ import annotations

import secrets

from scorekeeper.i18n.translate import gettext

from .client import JSONDict, SyncFailure
from .documents import change_mark, event_doc_id, heads, setup_doc_id, without_meta
from .record import GameLink
from .session import SyncSession

PUSH_BATCH = 1000  # documents per _bulk_docs request; the record is saved after each acknowledged batch


class Pushing(SyncSession):
    """The push half of a sync."""

    def push(self) -> bool:
        """Send every game changed here since its last sync; True when anything was sent."""
        by_local = self.record.remote_of_local()
        pending: list[tuple[GameLink, JSONDict, list[JSONDict], list[JSONDict]]] = []
        for summary in self.service.repo.list_games(include_deleted=True):
            remote = by_local.get(summary.id)
            link = self.record.games.get(remote) if remote else None
            if link is None:
                link = self.record.link(summary.id, local=summary.id)
            trashed = summary.deleted_at is not None
            if link.updated == change_mark(summary) and link.trashed == trashed:
                continue
            try:
                data = self.service.repo.load_game_dict(summary.id)
            except Exception:  # noqa: BLE001 - a damaged game stays here until it is readable
                continue
            setup = {"type": "setup", "game": link.remote, "kind": data["kind"], "players": data["players"],
                     "dealer": data["dealer"], "settings": data.get("settings") or {},
                     "name": summary.name + (link.name_suffix if not summary.name.endswith(link.name_suffix) else ""),
                     "created": summary.created}
            mine: list[JSONDict] = list(data.get("events", []))
            my_heads = heads(setup, mine)
            if link.count and (len(mine) < link.count or my_heads[link.count] != link.head):
                # corrected here after it went up: the corrected game goes up as a game of its own
                link.local = None
                link = self.record.link(f"{link.remote}-{secrets.token_hex(4)}", local=summary.id)
                setup["game"] = link.remote
            docs: list[JSONDict] = []
            if link.count == 0:
                docs.append({"_id": setup_doc_id(link.remote), **setup})
            docs += [{"_id": event_doc_id(link.remote, n), "type": "event", "game": link.remote, "n": n,
                      "after": my_heads[n], "event": mine[n]} for n in range(link.count, len(mine))]
            if trashed and not link.trashed:
                docs.append({"_id": f"trash:{link.remote}", "type": "trash", "game": link.remote})
            if not docs:  # in step already (its list line changed, or it was brought back from the trash)
                link.updated, link.trashed = change_mark(summary), trashed
                continue
            pending.append((link, {**setup, "updated": change_mark(summary), "trashed": trashed}, mine, docs))
        players: list[JSONDict] = [{"_id": f"player:{p.id}", "type": "player", "name": p.name, "created": p.created}
                   for p in self.service.players()
                   if p.id not in self.record.players_sent and p.id not in self.record.player_links]
        if players:
            self._send(players)
            self.record.players_sent.update(str(d["_id"]).removeprefix("player:") for d in players)
        sent_any = bool(players)
        self._to_send, self._sent = sum(len(item[3]) for item in pending), 0
        batch: list[tuple[GameLink, JSONDict, list[JSONDict], list[JSONDict]]] = []
        size = 0
        for item in pending:
            batch.append(item)
            size += len(item[3])
            if size >= PUSH_BATCH:
                self._push_batch(batch)
                batch, size = [], 0
                sent_any = True
        if batch:
            self._push_batch(batch)
            sent_any = True
        return sent_any

    def _push_batch(self, batch: list[tuple[GameLink, JSONDict, list[JSONDict], list[JSONDict]]]) -> None:
        docs = [doc for _link, _setup, _mine, game_docs in batch for doc in game_docs]
        refused = self._send(docs)
        for link, setup, mine, game_docs in batch:
            ids = [str(d["_id"]) for d in game_docs]
            bad = [i for i in ids if i in refused]
            if bad:
                self._diverged = True  # another phone wrote there first: the next pull settles it
                continue
            link.setup = {k: v for k, v in setup.items() if k not in ("updated", "trashed")}
            link.count, link.head = len(mine), heads(setup, mine)[-1]
            link.updated, link.trashed = str(setup["updated"]), bool(setup["trashed"])
            self.report.sent_games += 1
        self.record.save()  # after the server acknowledged: killed before this, the next push is a no-op
        self._sent += len(docs)
        self.progress(gettext("sent {sent} of {to_send} documents to the server").format(
            sent=self._sent, to_send=self._to_send))

    def _send(self, docs: list[JSONDict]) -> set[str]:
        """Write documents; return the ids the server holds with other contents (written by another phone)."""
        results = self.client.bulk_docs(docs)
        self.report.sent_documents += sum(1 for _id, error in results if error is None)
        conflicts = [doc_id for doc_id, error in results if error == "conflict"]
        failed = [doc_id for doc_id, error in results if error not in (None, "conflict")]
        if failed:
            raise SyncFailure(gettext("{shown}: the server refused {count} documents ({failed} first); nothing here "
                                      "was changed").format(
                shown=self.client.address.shown, count=len(failed), failed=failed[0]))
        if not conflicts:
            return set()
        theirs = self.client.docs_by_id(conflicts)
        sent = {str(d["_id"]): without_meta(d) for d in docs}
        return {doc_id for doc_id in conflicts if without_meta(theirs.get(doc_id, {})) != sent[doc_id]}
