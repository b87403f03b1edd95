"""Replication of one score book with a CouchDB database: push what is new here, pull what is new there.

What travels, as documents with fixed ids (a second write of one is refused
with a conflict, so a retried push is a no-op):

- ``game:<id>:setup``: the game's kind, seats, dealer, settings, name;
- ``game:<id>:event:<n>``: the game's n-th entry, with ``after``, the hash of
  the setup and the entries before it.  An entry is taken only when it follows
  the entries it was made after, so two phones that both continued a game
  never mix their entries: the second continuation travels as a game of its
  own, "continued on another phone", and each phone keeps both;
- ``game:<id>:rev:<v>``: a correction made on a phone in step with the server: the corrected entries
  and the chain they replace; the phones in step take it in place of what they hold (later entries:
  ``game:<id>:rev:<v>:event:<n>``), a phone that went on meanwhile keeps both as two games;
- marks, ``game:<id>:name:<stamp>``, ``game:<id>:trash:<stamp>``, ``player:<id>:name:<stamp>``: a
  rename, a move to or from the trash, the newest stamp winning (``trash:<id>``, from before marks, is
  still read);
- ``player:<id>``: a player and their name; ``join:<id>``: that player joined with another, on a phone
  where they were offered to be joined.

A checkpoint per server (``SyncLedger``: kept in the data folder, and as a
``_local/`` document on the server) makes a sync incremental: with nothing new
it costs three requests whatever the number of games.  Everything pulled is
checked as an import is (``Scorekeeper.receive_games``); a game the rules refuse
is left out with a notice.

Its parts: ``documents.py`` (ids, the hash chain, which revision replaces which), ``session.py`` (one
sync's state), ``marks.py``, ``pull.py`` (with ``players.py``) and ``push.py``; ``client.py`` talks to the
server within ``http.py``'s bounds (a whole-request deadline, a size cap); this module runs the rounds.
"""

from __future__ import annotations

from .pull import Pulling
from .push import Pushing
from .session import SyncReport

ROUNDS = 3  # pull/push rounds in one sync: a divergence found while pushing is settled in the next round


class Replicator(Pulling, Pushing):
    """One sync of one service's score book with one database: pull and push, in rounds."""

    # ------------------------------------------------------------------ the whole sync
    def run(self) -> SyncReport:
        self.documents = self.client.check()
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
