"""Replication of one score book with a CouchDB database: push what is new here, pull what is new there.

What travels, as documents with fixed ids (a second write of one is refused
with a conflict, so a retried push is a no-op):

- ``game:<id>:setup``: the game's kind, seats, dealer, settings, name;
- ``game:<id>:event:<n>``: the game's n-th entry, with ``after``, the hash of
  the setup and the entries before it.  An entry is taken only when it follows
  the entries it was made after, so two phones that both continued a game
  never mix their entries: the second continuation travels as a game of its
  own, "continued on another phone", and each phone keeps both;
- ``trash:<id>``: the game was deleted (into the trash: it can be brought back);
- ``player:<id>``: a player and their name.

A checkpoint per server (``SyncRecord``: kept in the data folder, and as a
``_local/`` document on the server) makes a sync incremental: with nothing new
it costs three requests whatever the number of games.  Everything pulled is
checked as an import is (``Scorekeeper.receive_games``); a game the rules refuse
is left out with a notice.
"""

from __future__ import annotations

import hashlib
import json
import secrets
from collections.abc import Callable
from dataclasses import dataclass, field

from scorekeeper.rules.names import name_key
from scorekeeper.store.errors import StoreError
from scorekeeper.store.model import GameSummary, Player
from scorekeeper.service import ReceivedGame, ReceivedGameRefused, Scorekeeper, StaleGame, StorageProblem

from .client import CouchClient, JSONDict, SyncFailure
from .record import GameLink, SyncRecord

PUSH_BATCH = 1000  # documents per _bulk_docs request; the record is saved after each acknowledged batch
ROUNDS = 3  # pull/push rounds in one sync: a divergence found while pushing is settled in the next round
COPY_SUFFIX = " (continued on another phone)"

Progress = Callable[[str], None]


@dataclass
class SyncReport:
    """What one sync did, for the CLI's lines and the Settings screen."""

    received_games: int = 0
    received_entries: int = 0
    sent_games: int = 0
    sent_documents: int = 0
    trashed: int = 0
    notices: list[str] = field(default_factory=list)
    requests: int = 0

    def summary(self) -> str:
        return (f"received {self.received_games} new game{'s' if self.received_games != 1 else ''} and "
                f"{self.received_entries} entr{'ies' if self.received_entries != 1 else 'y'}; sent "
                f"{self.sent_games} game{'s' if self.sent_games != 1 else ''} ({self.sent_documents} documents)"
                + (f"; {self.trashed} moved to the trash" if self.trashed else ""))


def setup_doc_id(remote: str) -> str:
    return f"game:{remote}:setup"


def event_doc_id(remote: str, n: int) -> str:
    return f"game:{remote}:event:{n:06d}"


def _canonical(value: object) -> bytes:
    return json.dumps(value, sort_keys=True, ensure_ascii=False, separators=(",", ":")).encode()


def setup_head(setup: JSONDict) -> str:
    """The chain's start: the hash of what makes the game (not its name, which may differ on a copy)."""
    core = {k: setup.get(k) for k in ("kind", "players", "dealer", "settings")}
    return hashlib.sha256(_canonical(core)).hexdigest()[:32]


def next_head(head: str, event: object) -> str:
    return hashlib.sha256(head.encode() + _canonical(event)).hexdigest()[:32]


def heads(setup: JSONDict, events: list[JSONDict]) -> list[str]:
    """``heads[n]``: what entry n must come ``after`` (len(events) + 1 values)."""
    out = [setup_head(setup)]
    for event in events:
        out.append(next_head(out[-1], event))
    return out


def change_mark(summary: GameSummary) -> str:
    """What tells, from the game list alone, that a game changed since it was last in step (the list's
    time has whole seconds, so its figures are part of it): a sync reads no game that did not change."""
    return f"{summary.updated}|{summary.events}|{summary.hands}|{summary.finished}|{summary.totals}"


def _strip(doc: JSONDict) -> JSONDict:
    return {k: v for k, v in doc.items() if not k.startswith("_")}


class Replicator:
    """One sync of one service's score book with one database."""

    def __init__(self, service: Scorekeeper, client: CouchClient, record: SyncRecord,
                 progress: Progress | None = None) -> None:
        self.service = service
        self.client = client
        self.record = record
        self.progress = progress or (lambda _line: None)
        self.report = SyncReport()
        self._diverged = False
        self._incoming: list[tuple[str, JSONDict, ReceivedGame, bool]] = []
        self._to_send = self._sent = 0  # documents of games in this push, and those acknowledged so far
        self._unlinked: dict[tuple[object, ...], list[str]] | None = None  # games here no server game is

    # ------------------------------------------------------------------ the whole sync
    def run(self) -> SyncReport:
        self.client.check()
        since = self.record.since
        remote_mark = self.client.get_local(self.record.checkpoint_name)
        if not remote_mark or remote_mark.get("since") != since:
            since = "0"  # the two checkpoints disagree (a new server, a restored folder): read everything again
        for _round in range(ROUNDS):
            since = self.pull(since)
            self._diverged = False
            pushed = self.push()
            if not pushed and not self._diverged:
                break
        self.record.since = since
        self.record.save()
        if not remote_mark or remote_mark.get("since") != since:
            self.client.put_local(self.record.checkpoint_name, {"since": since, **(
                {"_rev": remote_mark["_rev"]} if remote_mark and isinstance(remote_mark.get("_rev"), str) else {})})
        self.report.requests = self.client.requests
        return self.report

    # ------------------------------------------------------------------ pull
    def pull(self, since: str) -> str:
        self._unlinked = None  # worked out again for each pull (a push links games)
        self._matched: list[str] = []  # games here found to be server games in this pull
        setups: dict[str, JSONDict] = {}
        events: dict[str, dict[int, JSONDict]] = {}
        trashed: set[str] = set()
        players: list[JSONDict] = []
        read = 0
        for docs, since in self.client.changes(since):
            read += len(docs)
            self.progress(f"read {read} documents from the server")
            for doc in docs:
                self._sort(doc, setups, events, trashed, players)
        maybe_same = self._receive_players(players)
        for remote in sorted(set(setups) | set(events)):
            self._merge(remote, setups.get(remote), events.get(remote, {}))
        self._store_received()
        self._offer_joins(maybe_same)
        for remote in sorted(trashed):
            self._trash(remote)
        self.record.save()
        return since

    @staticmethod
    def _sort(doc: JSONDict, setups: dict[str, JSONDict], events: dict[str, dict[int, JSONDict]],
              trashed: set[str], players: list[JSONDict]) -> None:
        kind, remote = doc.get("type"), doc.get("game")
        if kind == "player" and isinstance(doc.get("name"), str):
            players.append(doc)
        elif not isinstance(remote, str):
            return
        elif kind == "setup" and doc["_id"] == setup_doc_id(remote):
            setups[remote] = doc
        elif kind == "event" and isinstance(n := doc.get("n"), int) and not isinstance(n, bool) \
                and doc["_id"] == event_doc_id(remote, n):
            events.setdefault(remote, {})[n] = doc
        elif kind == "trash" and doc["_id"] == f"trash:{remote}":
            trashed.add(remote)

    def _remote_game(self, remote: str) -> tuple[JSONDict | None, dict[int, JSONDict]]:
        """A game's documents read whole (when the changes did not bring all that is needed)."""
        setups: dict[str, JSONDict] = {}
        found: dict[str, dict[int, JSONDict]] = {}
        for doc in self.client.docs_in_range(f"game:{remote}:", f"game:{remote}:\ufff0"):
            self._sort(doc, setups, found, set(), [])
        return setups.get(remote), found.get(remote, {})

    def _merge(self, remote: str, setup: JSONDict | None, docs: dict[int, JSONDict]) -> None:
        """Bring one game of the server in step here (new, extended, or continued elsewhere too)."""
        link = self.record.games.get(remote)
        if link is None and self._is_own(remote):
            link = self.record.link(remote, local=remote)  # ours, pushed before its record was saved
        elif link is None and setup is not None and (same := self._same_game_here(setup)) is not None:
            link = self.record.link(remote, local=same)  # received before the record was lost (a restore)
        start = link.count if link is not None and link.head is not None and link.local is not None else 0
        setup = setup or (link.setup if link is not None else None)
        if setup is None or (start not in docs and any(n > start for n in docs)):
            setup, docs = self._remote_game(remote)  # the changes did not bring all that is needed
            start = 0
        if setup is None or not _setup_shape(setup):
            return  # entries whose game never arrived (yet): they are read again with the game
        head = setup_head(setup) if start == 0 else link.head if link is not None else None
        chain = _chain(docs, start, str(head))
        if link is None or link.local is None:
            self._receive(remote, setup, chain, copy=False)
        else:
            self._merge_known(link, setup, start, chain)

    def _same_game_here(self, setup: JSONDict) -> str | None:
        """A game here, linked to no game of the server, set up as ``setup`` is and created at the same
        moment: the game itself, received before this record was started afresh (a restored folder, a lost
        record).  It is brought in step rather than received a second time."""
        if self._unlinked is None:
            linked = set(self.record.remote_of_local())
            self._unlinked = {}
            for summary in self.service.repo.list_games(include_deleted=True):
                if summary.id not in linked:
                    mine: tuple[object, ...] = (summary.created, summary.kind, tuple(summary.players),
                                                summary.dealer)
                    self._unlinked.setdefault(mine, []).append(summary.id)
        players = setup.get("players")
        key: tuple[object, ...] = (setup.get("created"), setup.get("kind"),
                                   tuple(players) if isinstance(players, list) else (), setup.get("dealer"))
        for local in self._unlinked.get(key, []):
            try:
                data = self.service.repo.load_game_dict(local)
            except Exception:  # noqa: BLE001 - an unreadable game is not matched
                continue
            if setup_head(data) == setup_head(setup):
                self._unlinked[key].remove(local)
                self._matched.append(local)
                return local
        return None

    def _is_own(self, remote: str) -> bool:
        """A game of this folder that went up before the record of it was saved (a sync killed mid-way)."""
        if remote in self.record.remote_of_local():
            return False
        try:
            self.service.game_summary(remote)
        except Exception:  # noqa: BLE001 - any unknown id is not ours
            return False
        return True

    def _receive(self, remote: str, setup: JSONDict, chain: list[JSONDict], *, copy: bool) -> None:
        """Note a game of the server that is new here; ``_store_received`` stores the pull's together."""
        name = str(setup.get("name") or "") or None
        if copy and name:
            name = name if name.endswith(COPY_SUFFIX) else name + COPY_SUFFIX
        self._incoming.append((remote, setup, ReceivedGame(setup, chain, name, _text(setup.get("created"))), copy))

    def _store_received(self) -> None:
        incoming, self._incoming = self._incoming, []
        outcomes = self.service.receive_games([received for _remote, _setup, received, _copy in incoming])
        for (remote, setup, received, copy), outcome in zip(incoming, outcomes):
            if isinstance(outcome, ReceivedGameRefused):
                self.report.notices.append(f"a game from the server was left out: {outcome}")
                continue
            link = self.record.link(remote, local=outcome)
            link.setup, link.count = _strip(setup), len(received.events)
            link.head = heads(setup, received.events)[-1]
            link.updated = change_mark(self.service.game_summary(outcome))
            self.report.received_games += 1
            self.report.received_entries += len(received.events)
            if copy:
                self.report.notices.append(f"{received.name}: this game was continued on another phone as well; "
                                           "that continuation is kept here as its own game, and yours as it was")

    def _merge_known(self, link: GameLink, setup: JSONDict, start: int, chain: list[JSONDict]) -> None:
        assert link.local is not None
        try:
            local_data = self.service.repo.load_game_dict(link.local)
        except Exception:  # noqa: BLE001 - a local game that cannot be read is left as it is
            return
        mine: list[JSONDict] = list(local_data.get("events", []))
        my_heads = heads(setup, mine)
        end = start + len(chain)
        agrees_before = len(mine) >= start and (start == 0 or my_heads[start] == link.head)
        if agrees_before and mine[start:end] == chain:
            link.count, link.head = end, my_heads[end]  # we hold them (and perhaps more, pushed next)
            return
        overlap = len(mine) - start
        if agrees_before and overlap < len(chain) and mine[start:] == chain[:overlap]:
            try:
                self.service.extend_received_game(link.local, chain[overlap:], expected_count=len(mine))
            except (StaleGame, StorageProblem, ReceivedGameRefused) as exc:
                self.report.notices.append(f"entries from the server were not added this time: {exc}")
                return
            link.count, link.head = end, heads(setup, mine + chain[overlap:])[-1]
            link.updated = change_mark(self.service.game_summary(link.local))
            self.report.received_entries += len(chain) - overlap
            return
        # Two continuations: the server's is kept here as a copy, ours goes up as a game of its own.
        remote_setup, docs = self._remote_game(link.remote)
        own = link.local
        link.local = None
        if remote_setup is not None and _setup_shape(remote_setup):
            self._receive(link.remote, remote_setup, _chain(docs, 0, setup_head(remote_setup)), copy=True)
        fork = self.record.link(f"{link.remote}-{secrets.token_hex(4)}", local=own)
        fork.name_suffix = COPY_SUFFIX

    def _trash(self, remote: str) -> None:
        link = self.record.games.get(remote)
        if link is None or link.local is None or link.trashed:
            return
        try:
            if self.service.game_summary(link.local).deleted_at is None:
                self.service.delete_game(link.local)
                self.report.trashed += 1
            link.trashed = True
            link.updated = change_mark(self.service.game_summary(link.local))
        except Exception as exc:  # noqa: BLE001 - a game that cannot be moved stays where it is
            self.report.notices.append(f"a game deleted on another phone could not be moved to the trash: {exc}")

    def _receive_players(self, players: list[JSONDict]) -> list[tuple[str, Player]]:
        """Players from other phones: a new name is added here (linked, so it never goes back up as
        another player).  Returns the names a player here already has (the other phone's id, ours):
        ``_offer_joins`` decides once the games are in."""
        mine = {name_key(p.name): p for p in self.service.players()}
        linked = set(self.record.player_links.values())
        maybe_same: list[tuple[str, Player]] = []
        for doc in players:
            theirs, name = str(doc["_id"]).removeprefix("player:"), str(doc["name"])
            if theirs in linked or theirs in self.record.players_sent or theirs in self.record.offers:
                continue
            here = mine.get(name_key(name))
            if here is None:
                try:
                    here = self.service.add_player(name)
                except (StoreError, StorageProblem) as exc:
                    self.report.notices.append(f"a player from the server was left out: {exc}")
                    continue
                mine[name_key(name)] = here
                self.record.player_links[here.id] = theirs
                linked.add(theirs)
            elif here.id not in self.record.player_links:  # (linked: the same name from a third phone)
                maybe_same.append((theirs, here))
        return maybe_same

    def _offer_joins(self, maybe_same: list[tuple[str, Player]]) -> None:
        """The same name with another id is offered to be joined (kept in the record), never joined; unless
        the player here sits in a game found here as the server's own (received before this record was
        started afresh): then it is that player, received before."""
        seated = {name_key(seat) for local in self._matched for seat in self.service.game_player_ids(local)}
        for theirs, here in maybe_same:
            if here.id not in self.record.players_sent and name_key(here.name) in seated:
                self.record.player_links[here.id] = theirs
                continue
            self.record.offers[theirs] = here.id
            self.report.notices.append(
                f"{here.name}: a player of this name was also created on another phone; if they are the "
                "same person, join them (nothing was joined)")

    # ------------------------------------------------------------------ push
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
        self.progress(f"sent {self._sent} of {self._to_send} documents to the server")

    def _send(self, docs: list[JSONDict]) -> set[str]:
        """Write documents; return the ids the server holds with other contents (written by another phone)."""
        results = self.client.bulk_docs(docs)
        self.report.sent_documents += sum(1 for _id, error in results if error is None)
        conflicts = [doc_id for doc_id, error in results if error == "conflict"]
        failed = [doc_id for doc_id, error in results if error not in (None, "conflict")]
        if failed:
            raise SyncFailure(f"{self.client.address.shown}: the server refused {len(failed)} documents "
                              f"({failed[0]} first); nothing here was changed")
        if not conflicts:
            return set()
        theirs = self.client.docs_by_id(conflicts)
        sent = {str(d["_id"]): _strip(d) for d in docs}
        return {doc_id for doc_id in conflicts if _strip(theirs.get(doc_id, {})) != sent[doc_id]}


def _chain(docs: dict[int, JSONDict], start: int, head: str) -> list[JSONDict]:
    """The entries from ``start`` on that each follow the one before (``after``): a continuation
    written on another phone after other entries is never taken as following these."""
    chain: list[JSONDict] = []
    n = start
    while n in docs and docs[n].get("after") == head and isinstance(docs[n].get("event"), dict):
        event = docs[n]["event"]
        assert isinstance(event, dict)
        chain.append(event)
        head = next_head(head, event)
        n += 1
    return chain


def _setup_shape(setup: JSONDict) -> bool:
    return (isinstance(setup.get("kind"), str) and isinstance(setup.get("players"), list)
            and isinstance(setup.get("dealer"), str) and isinstance(setup.get("settings", {}), dict))


def _text(value: object) -> str | None:
    return value if isinstance(value, str) and len(value) <= 64 else None
