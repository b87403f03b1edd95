"""Receiving players: the players a pull brought from other phones, added here together, and the same name
created on two phones offered to be joined (never joined silently)."""

from __future__ import annotations

from scorekeeper.i18n.translate import gettext, ngettext
from scorekeeper.rules.names import name_key
from scorekeeper.service import StorageProblem
from scorekeeper.store.model import Player

from .client import JSONDict, clipped
from .marks import Marking


class ReceivingPlayers(Marking):
    """The players half of a pull."""

    def _receive_players(self, players: list[JSONDict]) -> list[tuple[str, Player]]:
        """Players from other phones: the new names are added here together, in one write (linked, so
        they never go back up as other players); those refused are one note.  Returns the names a player
        here already has (the other phone's id, ours): ``_offer_joins`` decides once the games are in."""
        here = self.service.players()
        mine = {name_key(p.name): p for p in here}
        own = {p.id for p in here}
        linked = set(self.record.player_links.values())
        maybe_same: list[tuple[str, Player]] = []
        new: dict[str, tuple[str, str]] = {}  # a name's key -> (their id, the name)
        for doc in players:
            theirs, name = str(doc["_id"]).removeprefix("player:"), str(doc["name"])
            if theirs in own:  # our own, sent before a kill let this phone note it
                self.record.players_sent.add(theirs)
                continue
            if theirs in linked or theirs in self.record.players_sent or theirs in self.record.offers \
                    or theirs in self.record.joined or theirs in self.record.joined.values():
                continue
            same = mine.get(name_key(name))
            if same is None:
                new.setdefault(name_key(name), (theirs, name))
            elif same.id not in self.record.player_links:  # (linked: the same name from a third phone)
                maybe_same.append((theirs, same))
        self._add_players(list(new.values()))
        return maybe_same

    def _add_players(self, new: list[tuple[str, str]]) -> None:
        try:
            added = self.service.add_players([name for _theirs, name in new])
        except StorageProblem as exc:
            self.report.notices.append(gettext("a player from the server was left out: {exc}").format(
                exc=clipped(exc, 300)))
            return
        refused = [(theirs, result) for (theirs, _name), result in zip(new, added) if not isinstance(result, Player)]
        for (theirs, _name), result in zip(new, added):
            if isinstance(result, Player):
                self.record.player_links[result.id] = theirs
                self.report.changed_here += 1
        if refused:
            self.report.notices.append(ngettext(
                "{count} player from the server was left out ({first}: {reason})",
                "{count} players from the server were left out ({first}: {reason}, and the others)",
                len(refused)).format(count=len(refused), first=clipped(refused[0][0]),
                                     reason=clipped(refused[0][1], 200)))

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
                gettext("{name}: a player of this name was also created on another phone; if they are the same "
                        "person, join them (nothing was joined)").format(
                    name=here.name))
