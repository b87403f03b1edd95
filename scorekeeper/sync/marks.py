"""Marks: what may change after a game's first sync (its name, whether it is in the trash) and a player's
name, sent as documents of their own whose newest stamp wins on every phone alike.

A change made here and not yet sent is never overwritten by a mark from the server: it goes up in this
sync's push, with a newer stamp, and wins on the other phones in turn.
"""

from __future__ import annotations

from scorekeeper.rules.names import name_key
from scorekeeper.store.errors import StoreError
from scorekeeper.store.model import GameSummary, Player
from scorekeeper.service import StorageProblem
from scorekeeper.words import _

from .client import JSONDict, clipped
from .documents import change_mark, mark_doc
from .ledger import GameLink
from .session import SyncSession

COPY_SUFFIX = " (continued on another phone)"


def shown_name(name: str, suffix: str) -> str:
    """A game's name as it goes to the server: a continuation sent as a game of its own is named so."""
    return name if not suffix or name.endswith(suffix) else name + suffix


class Marking(SyncSession):
    """Sending and applying marks (both halves of a sync use them)."""

    # ------------------------------------------------------------------ sending
    def game_marks(self, link: GameLink, summary: GameSummary, trashed: bool) -> list[JSONDict]:
        """The marks one game needs sent: a rename here, a move to or from the trash here."""
        subject = f"game:{link.remote}"
        docs: list[JSONDict] = []
        if link.head is not None and link.name is not None and summary.name != link.name:
            docs.append(mark_doc(subject, "name", self.record.next_stamp(link.marks.get("name", "")),
                                 shown_name(summary.name, link.name_suffix)))
        if trashed != link.trashed:
            docs.append(mark_doc(subject, "trash", self.record.next_stamp(link.marks.get("trash", "")), trashed))
        return docs

    def player_marks(self, players: list[Player]) -> list[JSONDict]:
        """A mark for each of ``players`` (here) renamed since their name was last in step."""
        docs: list[JSONDict] = []
        for player in players:
            first = self.record.player_links.get(player.id, player.id)
            in_step = self.record.player_names.setdefault(first, player.name)  # new here: their document names them
            if in_step != player.name:
                docs.append(mark_doc(f"player:{first}", "name",
                                     self.record.next_stamp(self.record.player_marks.get(first, "")), player.name))
        return docs

    def marks_sent(self, link: GameLink | None, docs: list[JSONDict]) -> None:
        """Note the marks the server acknowledged: they are in step now."""
        for doc in docs:
            if doc.get("type") != "mark":
                continue
            subject, what, stamp, value = str(doc["subject"]), str(doc["what"]), str(doc["stamp"]), doc["value"]
            if subject.startswith("player:"):
                first = subject.removeprefix("player:")
                self.record.player_names[first], self.record.player_marks[first] = str(value), stamp
            elif link is not None:
                link.marks[what] = stamp

    # ------------------------------------------------------------------ applying
    def apply_marks(self, marks: dict[tuple[str, str], JSONDict], *, players: bool) -> None:
        """Apply the newest mark of each player (``players``) or game that is newer than the one in step here."""
        for (subject, what), doc in sorted(marks.items()):
            kind, _sep, key = subject.partition(":")
            if kind == "game" and what in ("name", "trash") and not players:
                self._apply_game_mark(key, what, doc)
            elif kind == "player" and what == "name" and players:
                self._apply_player_name(key, doc)

    def _apply_game_mark(self, remote: str, what: str, doc: JSONDict) -> None:
        link = self.record.games.get(remote)
        stamp = str(doc["stamp"])
        if link is None or link.local is None or stamp <= link.marks.get(what, ""):
            return
        summary = self.service.game_summary(link.local)
        in_step = link.updated == change_mark(summary)  # else entries made here are still to go up
        try:
            if what == "name":
                if not self._rename_game(link, summary, doc.get("value")):
                    return
            elif not self._move_game(link, summary, doc.get("value") is True):
                return
        except (StoreError, StorageProblem) as exc:
            self.report.notices.append(_("{game}: a change made on another phone was not made here: {reason}")
                                       .format(game=summary.name, reason=clipped(exc, 300)))
            return
        link.marks[what] = stamp
        if in_step:  # a mark never counts entries not yet sent as in step: they go up in this sync's push
            link.updated = change_mark(self.service.game_summary(link.local))

    def _rename_game(self, link: GameLink, summary: GameSummary, value: object) -> bool:
        if not isinstance(value, str):
            return False
        name = shown_name(value, COPY_SUFFIX if summary.name.endswith(COPY_SUFFIX) else "")
        if link.name is not None and summary.name != link.name:
            if name != summary.name:
                return False  # renamed here too and not yet sent: ours goes up, newer
            link.name = name  # ours, stored there before a kill let this phone note it
            return True
        if name != summary.name:
            self.service.rename_game(link.local or "", name)
            self.report.changed_here += 1
        link.name = name
        return True

    def _move_game(self, link: GameLink, summary: GameSummary, trashed: bool) -> bool:
        here = summary.deleted_at is not None
        if here != link.trashed:
            if here != trashed:
                return False  # moved here too and not yet sent: ours goes up, newer
            link.trashed = trashed  # ours, stored there before a kill let this phone note it
            return True
        if trashed and not here:
            self.service.delete_game(link.local or "")
            self.report.trashed += 1
        elif here and not trashed:
            self.service.restore_game(link.local or "")
            self.report.restored += 1
        link.trashed = trashed
        return True

    def root(self, player: str) -> str:
        """The id a player joined into goes by (a player never joined: their own)."""
        for _step in range(len(self.record.joined) + 1):  # bounded: a record read from disk may hold a loop
            if player not in self.record.joined:
                break
            player = self.record.joined[player]
        return player

    def player_here(self, first: str) -> Player | None:
        """The player here who is the player first created with id ``first`` (on this phone or another, or
        joined with one of those)."""
        root = self.root(first)
        for player in self.service.players():
            if self.root(self.record.player_links.get(player.id, player.id)) == root:
                return player
        return None

    # ------------------------------------------------------------------ joins
    def join_docs(self) -> list[JSONDict]:
        """The joins made here and not yet sent: each a document of the joined id (one join each)."""
        return [{"_id": f"join:{other}", "type": "join", "player": other, "into": keep}
                for other, keep in sorted(self.record.joined.items()) if other not in self.record.joins_sent]

    def apply_joins(self, joins: list[JSONDict], players: list[JSONDict]) -> None:
        """Joins made on another phone: the two ids are one player here too (said in a notice).  Only a join
        of two players of one name is taken (a join is made only of those): a rogue ``join`` document
        joins nobody, and brings no note and no offer."""
        names = self._names_by_id(players) if joins else {}
        for doc in joins:
            other, keep = doc.get("player"), doc.get("into")
            if not isinstance(other, str) or not isinstance(keep, str) or other in self.record.joined \
                    or other == keep or self.root(keep) == other:
                continue
            if other not in names or names[other] != names.get(keep):
                continue
            self.record.joined[other] = keep
            self.record.joins_sent.add(other)
            self.record.offers.pop(other, None)
            self.record.offers.pop(keep, None)
            here = self.player_here(keep)
            if here is not None:
                self.report.notices.append(_("{player}: joined on another phone with the player of the same name "
                                             "created there; they are one player now").format(player=here.name))

    def _names_by_id(self, players: list[JSONDict]) -> dict[str, str]:
        """Every player id known here (players here, the ids they came from, the players in this pull, those
        offered) -> their name as the same player is told."""
        names = {str(d["_id"]).removeprefix("player:"): name_key(str(d["name"])) for d in players}
        names.update({first: name_key(name) for first, name in self.record.player_names.items()})
        here = {p.id: name_key(p.name) for p in self.service.players()}
        names.update(here)
        names.update({self.record.player_links[pid]: key for pid, key in here.items()
                      if pid in self.record.player_links})
        names.update({theirs: here[mine] for theirs, mine in self.record.offers.items() if mine in here})
        return names

    def _apply_player_name(self, first: str, doc: JSONDict) -> None:
        stamp, value = str(doc["stamp"]), doc.get("value")
        if stamp <= self.record.player_marks.get(first, "") or not isinstance(value, str):
            return
        player = self.player_here(first)
        if player is None:
            return  # a player not on this phone (yet): their games bring the name they were played with
        in_step = self.record.player_names.get(first)
        if in_step is not None and player.name != in_step and player.name != value:
            return  # renamed here too and not yet sent: ours goes up, newer
        if value != player.name:
            try:
                self.service.rename_player(player.id, value)
            except (StoreError, StorageProblem) as exc:
                self.report.notices.append(_("{player}: renamed on another phone, not here: {reason}")
                                           .format(player=player.name, reason=clipped(exc, 300)))
                return
            self.report.changed_here += 1
        self.record.player_names[first], self.record.player_marks[first] = value, stamp
