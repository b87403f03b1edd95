"""Pulling: the documents changed on the server since the checkpoint, merged into the score book here.

An entry is taken only when it follows the entries it was made after; a game
continued on two phones travels as a game of its own, "continued on another
phone", and each phone keeps both.  Everything pulled is checked as an import is.
"""

from __future__ import annotations

import secrets
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field

from scorekeeper.i18n.translate import gettext
from scorekeeper.service import ReceivedGame, ReceivedGameRefused, StaleGame, StorageProblem
from scorekeeper.store.model import Player
from scorekeeper.words import _

from .client import JSONDict, clipped
from .documents import (change_mark, entry_chain, entry_times, event_doc_id, game_of, has_setup_shape, heads, is_mark,
                        is_revision, latest_entries, Revision, revision_path, setup_core, setup_doc_id, setup_head, short_text)
from .marks import COPY_SUFFIX
from .players import ReceivingPlayers
from .push import Pushing
from .ledger import GameLink


@dataclass
class Found:
    """The documents one pull read, sorted: per game its setup, revisions and entries; the marks; players."""

    setups: dict[str, JSONDict] = field(default_factory=dict)
    revisions: dict[str, dict[int, JSONDict]] = field(default_factory=dict)
    events: dict[str, dict[int, dict[int, JSONDict]]] = field(default_factory=dict)  # game, revision, place
    trashed: set[str] = field(default_factory=set)  # ``trash:<id>`` from before marks
    marks: dict[tuple[str, str], JSONDict] = field(default_factory=dict)  # the newest of each
    players: list[JSONDict] = field(default_factory=list)
    joins: list[JSONDict] = field(default_factory=list)

    def sort(self, doc: JSONDict) -> None:
        kind, remote = doc.get("type"), doc.get("game")
        if kind == "player" and isinstance(doc.get("name"), str):
            self.players.append(doc)
        elif kind == "mark" and is_mark(doc):
            self._keep_newest(doc)
        elif kind == "join" and doc["_id"] == f"join:{doc.get('player')}":
            self.joins.append(doc)
        elif not isinstance(remote, str):
            return
        elif kind == "setup" and doc["_id"] == setup_doc_id(remote):
            self.setups[remote] = doc
        elif kind == "revision" and is_revision(doc, remote):
            self.revisions.setdefault(remote, {})[int(str(doc["v"]))] = doc
        elif kind == "event" and isinstance(n := doc.get("n"), int) and not isinstance(n, bool) \
                and isinstance(v := doc.get("v", 0), int) and doc["_id"] == event_doc_id(remote, n, v):
            self.events.setdefault(remote, {}).setdefault(v, {})[n] = doc
        elif kind == "trash" and doc["_id"] == f"trash:{remote}":
            self.trashed.add(remote)

    def _keep_newest(self, mark: JSONDict) -> None:
        key = (str(mark["subject"]), str(mark["what"]))
        if key not in self.marks or str(self.marks[key]["stamp"]) < str(mark["stamp"]):
            self.marks[key] = mark

    def games(self) -> list[str]:
        return sorted(set(self.setups) | set(self.events) | set(self.revisions))

    def keep(self, page: Found) -> None:
        """Keep what a page sorted that is applied once the whole pull is read (one per game or player)."""
        self.trashed |= page.trashed
        for doc in page.marks.values():
            self._keep_newest(doc)
        self.players += page.players
        self.joins += page.joins


class Pulling(ReceivingPlayers, Pushing):
    """The pull half of a sync."""

    def pull(self, since: str) -> str:
        """Read the changes since ``since`` and merge them here, one page at a time (see ``merge_page``);
        return the checkpoint reached."""
        self._matched: list[str] = []  # games here found to be server games in this pull
        kept = Found()  # what is merged once every page is read: the marks, the joins and players they name
        maybe_same: list[tuple[str, Player]] = []
        unreadable: dict[str, None] = {}  # the documents of every page that could not be read: said once each
        read = 0
        for docs, since, ids in self.client.changes(since):
            read += len(docs)
            known = 0 < read <= self.documents  # (the database's count when the sync began; more may have come)
            line = (_("read {done} of {total} documents from the server") if known
                    else _("read {done} documents from the server")).format(done=read, total=self.documents)
            self.progress(line, read, self.documents if known else 0)
            found = Found()
            for doc in docs:
                found.sort(doc)
            self.take_unreadable(unreadable)
            maybe_same += self.merge_page(found, kept, {game_of(doc_id) for doc_id in ids})
            del docs, found  # the page let go before the next is read: one page held at a time
        self.note_unreadable(unreadable)
        self._offer_joins(maybe_same)
        for remote in sorted(kept.trashed):
            self._trash(remote)
        self.apply_marks(kept.marks, players=False)
        self.record.save()
        return since

    def merge_page(self, found: Found, kept: Found, touched: set[str]) -> list[tuple[str, Player]]:
        """Merge one page of changes here: its players, then its games, stored before the next page is read,
        so a pull holds one page (at most ``MAX_ANSWER_BYTES``) and the games it brings, never the whole feed
        (up to ``MAX_CHANGES_PAGES`` pages).  A game whose documents span pages is merged as a later sync
        merges it, from what the page before left: the entries after those held, or the game read whole
        from the server when a page does not bring all that is needed.  The marks, the moves to the trash
        and the joins (one per game or player) are kept in ``kept`` and applied once every page is read, as
        before: a mark never waits on a game a later page brings.  ``touched``: the games the page named,
        deleted documents too.  Returns the players here of a name the page brought (``_offer_joins``)."""
        self._unlinked = None  # worked out again for each page (the page before linked games)
        kept.keep(found)
        self.apply_joins(kept.joins, kept.players)
        maybe_same = self._receive_players(found.players)
        self.apply_marks(kept.marks, players=True)  # before the games: they seat players by their names now
        again = touched & set(self.record.refused)  # a game left out before, changed since: read it whole
        for remote in sorted(set(found.games()) | again):
            if remote in self.record.refused:
                self._merge_whole(remote, self.record.games.get(remote))
                continue
            self._merge(remote, found.setups.get(remote), found.revisions.get(remote, {}),
                        found.events.get(remote, {}))
        self._store_received()
        return maybe_same

    def _remote_game(self, remote: str) -> Found:
        """A game's documents read whole (when the changes did not bring all that is needed).  The games
        received so far are stored first: a pull holds one game read whole beside its page, never one for
        each game a page names (a page may name 2,000)."""
        if self._incoming:
            self._store_received()
        found = Found()
        for doc in self.client.docs_in_range(f"game:{remote}:", f"game:{remote}:\ufff0"):
            found.sort(doc)
        return found

    def _merge(self, remote: str, setup: JSONDict | None, revisions: dict[int, JSONDict],
               events: dict[int, dict[int, JSONDict]]) -> None:
        """Bring one game of the server in step here (new, extended, corrected, or continued elsewhere too)."""
        link = self.record.games.get(remote)
        if link is None and self._is_own(remote):
            link = self.record.link(remote, local=remote)  # ours, pushed before its record was saved
        elif link is None and setup is not None and (same := self._same_game_here(setup)) is not None:
            link = self.record.link(remote, local=same)  # received before the record was lost (a restore)
        known = link is not None and link.head is not None and link.local is not None
        revision = link.rev if known and link is not None else 0
        docs = events.get(revision, {})
        start = link.count if known and link is not None else 0
        setup = setup or (link.setup if link is not None else None)
        if (revisions and max(revisions) > revision) or setup is None or (
                start not in docs and any(n > start for n in docs)):
            self._merge_whole(remote, link)  # a correction, or the changes did not bring all that is needed
            return
        if not has_setup_shape(setup):
            return
        head = setup_head(setup) if start == 0 else link.head if link is not None else None
        chain = entry_chain(docs, start, str(head))
        times = entry_times(docs, start, len(chain))
        if link is None or link.local is None:
            self._receive(remote, setup, 0, chain, copy=False, times=times)
        else:
            self._merge_known(link, setup, start, chain, times)

    def _merge_whole(self, remote: str, link: GameLink | None) -> None:
        """One game of the server read whole, every revision, and brought in step here."""
        whole = self._remote_game(remote)
        setup = whole.setups.get(remote)
        if setup is None or not has_setup_shape(setup):
            return  # entries whose game never arrived (yet): they are read again with the game
        revisions, events = whole.revisions.get(remote, {}), whole.events.get(remote, {})
        if link is None or link.local is None:
            self._receive(remote, setup, *latest_entries(setup, revisions, events), copy=False)
        else:
            self._merge_revision(link, setup, revisions, events)

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

    def _receive(self, remote: str, setup: JSONDict, revision: int, chain: list[JSONDict], *, copy: bool,
                 times: list[str | None] | None = None) -> None:
        """Note a game of the server that is new here; ``_store_received`` stores the pull's together."""
        name = str(setup.get("name") or "") or None
        if copy and name:
            name = name if name.endswith(COPY_SUFFIX) else name + COPY_SUFFIX
        received = ReceivedGame(setup, chain, name, short_text(setup.get("created")), times or [])
        self._incoming.append((remote, setup, received, copy, revision))

    def _store_received(self) -> None:
        incoming, self._incoming = self._incoming, []
        def stored(done: int, total: int) -> None:
            self.progress(_("stored {done} of {total} games from the server").format(done=done, total=total),
                          done, total)

        outcomes = self.service.receive_games([received for _remote, _setup, received, _copy, _rev in incoming],
                                              progress=stored)
        for (remote, setup, received, copy, revision), outcome in zip(incoming, outcomes):
            if isinstance(outcome, ReceivedGameRefused):
                self.left_out(remote, gettext("a game from the server was left out: {outcome}; it is fetched "
                                              "again once it is fixed or removed on the server").format(
                    outcome=clipped(outcome, 300)))
                continue
            self.record.refused.pop(remote, None)
            link = self.record.link(remote, local=outcome)
            link.setup, link.count, link.rev = setup_core(setup), len(received.events), revision
            link.head = heads(setup, received.events)[-1]
            summary = self.service.game_summary(outcome)
            link.updated, link.name = change_mark(summary), summary.name
            self.report.received_games += 1
            self.report.received_entries += len(received.events)
            if copy:
                self.report.notices.append(gettext("{name}: this game was continued on another phone as well; that "
                                                   "continuation is kept here as its own game, and yours as it was").format(
                    name=received.name))

    def _merge_known(self, link: GameLink, setup: JSONDict, start: int, chain: list[JSONDict],
                     times: list[str | None] | None = None) -> None:
        assert link.local is not None
        try:
            local_data = self.service.repo.load_game_dict(link.local)
        except Exception:  # noqa: BLE001 - a local game that cannot be read is left as it is
            return
        mine: list[JSONDict] = [dict(e) for e in local_data.get("events", [])]
        my_heads = heads(setup, mine)
        end = start + len(chain)
        agrees_before = len(mine) >= start and (start == 0 or my_heads[start] == link.head)
        if agrees_before and mine[start:end] == chain:
            link.count, link.head = end, my_heads[end]  # we hold them (and perhaps more, pushed next)
            return
        overlap = len(mine) - start
        if agrees_before and overlap < len(chain) and mine[start:] == chain[:overlap]:
            try:
                with self._out_of_the_trash(link.local):
                    self.service.extend_received_game(link.local, chain[overlap:], expected_count=len(mine),
                                                      times=(times or [])[overlap:])
            except (StaleGame, StorageProblem, ReceivedGameRefused) as exc:
                self.left_out(link.remote, gettext("entries from the server were not added this time: {exc}; the "
                                                   "game is fetched again once they are fixed or removed on the "
                                                   "server").format(exc=clipped(exc, 300)))
                return
            self.record.refused.pop(link.remote, None)
            self.report.changed_here += 1
            link.count, link.head = end, heads(setup, mine + chain[overlap:])[-1]
            link.updated = change_mark(self.service.game_summary(link.local))
            self.report.received_entries += len(chain) - overlap
            return
        self._fork(link)

    @contextmanager
    def _out_of_the_trash(self, local: str) -> Iterator[None]:
        """A game in the trash here takes the entries made on another phone too (the trash refuses new
        entries): it is brought back for them and goes back to the trash."""
        trashed = self.service.game_summary(local).deleted_at is not None
        if trashed:
            self.service.restore_game(local)
        try:
            yield
        finally:
            if trashed:
                self.service.delete_game(local)

    def _fork(self, link: GameLink) -> None:
        """Two continuations: the server's is kept here as a copy, ours goes up as a game of its own."""
        whole = self._remote_game(link.remote)
        remote_setup = whole.setups.get(link.remote)
        own = link.local
        link.local = None
        if remote_setup is not None and has_setup_shape(remote_setup):
            self._receive(link.remote, remote_setup, *latest_entries(
                remote_setup, whole.revisions.get(link.remote, {}), whole.events.get(link.remote, {})), copy=True)
        fork = self.record.link(f"{link.remote}-{secrets.token_hex(4)}", local=own)
        fork.name_suffix = COPY_SUFFIX

    def _merge_revision(self, link: GameLink, setup: JSONDict, revisions: dict[int, JSONDict],
                        events: dict[int, dict[int, JSONDict]]) -> None:
        """The server's game is a newer revision (a correction made on a phone in step): it replaces the
        entries here when it really replaces what this phone holds and this phone holds nothing it did not
        replace; else this phone continued the game too, and keeps its own continuation (a game of its own
        on the server), the corrected one as a copy.  A correction that replaces nothing held here (no such
        revision, more entries than the game has) is refused with a note: the game here is untouched."""
        assert link.local is not None
        path, unsound = revision_path(setup, revisions, events)
        if unsound is not None:
            self.left_out(link.remote, _("{game}: a correction from the server replaces nothing this phone holds; "
                                         "it was refused, and the game here is as it was").format(
                game=clipped(link.name or link.remote)))
        newest = path[-1]
        if newest.v == link.rev or link.head is None:  # (None: a game found here as the server's, just linked)
            link.rev = newest.v
            self._merge_known(link, setup, 0, newest.entries)
            return
        try:
            mine: list[JSONDict] = [dict(e) for e in self.service.repo.load_game_dict(link.local).get("events", [])]
        except Exception:  # noqa: BLE001 - a local game that cannot be read is left as it is
            return
        in_step = len(mine) == link.count and heads(setup, mine)[-1] == link.head  # nothing here unsent
        if not in_step and mine[:len(newest.entries)] == newest.entries:
            # our own correction, stored there before a kill let this phone note it: in step, nothing to copy
            link.rev, link.count, link.head = newest.v, len(newest.entries), heads(setup, newest.entries)[-1]
            return
        held = next((i for i, r in enumerate(path) if r.v == link.rev), None)
        if held is None or held + 1 >= len(path):
            return  # the revision this phone is in step with is not on the server as it was: nothing replaces it
        on_chain = heads(setup, path[held].entries[:link.count])[-1] == link.head
        if not on_chain:
            return
        if not (in_step and path[held + 1].replaced >= link.count):
            self._fork(link)
            return
        self._take_correction(link, setup, newest, mine)

    def _take_correction(self, link: GameLink, setup: JSONDict, newest: Revision, mine: list[JSONDict]) -> None:
        assert link.local is not None
        if mine != newest.entries:
            try:
                with self._out_of_the_trash(link.local):
                    self.service.replace_received_events(link.local, newest.entries, expected_count=len(mine))
            except (StaleGame, StorageProblem, ReceivedGameRefused) as exc:
                self.left_out(link.remote, gettext("entries from the server were not added this time: {exc}; the "
                                                   "game is fetched again once they are fixed or removed on the "
                                                   "server").format(exc=clipped(exc, 300)))
                return
            summary = self.service.game_summary(link.local)
            self.report.corrected += 1
            self.report.notices.append(_("{game}: corrected on another phone; the correction is made here too "
                                         "(every entry stays on the server)").format(game=summary.name))
        self.record.refused.pop(link.remote, None)
        link.rev, link.count, link.head = newest.v, len(newest.entries), heads(setup, newest.entries)[-1]
        link.updated = change_mark(self.service.game_summary(link.local))

    def _trash(self, remote: str) -> None:
        link = self.record.games.get(remote)
        if link is None or link.local is None or link.trashed or "trash" in link.marks:
            return  # (a mark says more: it may have been brought back since)
        try:
            if self.service.game_summary(link.local).deleted_at is None:
                self.service.delete_game(link.local)
                self.report.trashed += 1
            link.trashed = True
            link.updated = change_mark(self.service.game_summary(link.local))
        except Exception as exc:  # noqa: BLE001 - a game that cannot be moved stays where it is
            self.report.notices.append(gettext("a game deleted on another phone could not be moved to the trash: "
                                               "{exc}").format(
                exc=exc))
