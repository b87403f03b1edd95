"""Playing a game: a new game, one entry, a correction, an undo, the draft of a trick being entered.

An entry is stored only onto the game the caller holds: the check and the
write are one locked compare-and-append in the store (:class:`StaleGame`
when another screen moved the game on; nothing is stored then).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager

from scorekeeper.jsontypes import JsonObject

from scorekeeper.i18n.translate import gettext
from scorekeeper.rules import Event, Game, event_to_dict
from scorekeeper.rules.again import game_again
from scorekeeper.store.atomic import timestamp
from scorekeeper.store.entry_times import local_now, stored_at
from scorekeeper.store.errors import CountMismatch, NotFoundError
from scorekeeper.store.model import DraftChange

from scorekeeper.store.ports import TableStore

from .core import StoreGuard, check_name, game_summary_fields, with_stored_names
from .errors import GONE, StaleGame, StorageProblem
from .history import RecordOp, Splice, history_record, received_record
from .entry_heads import EntryHeads
from .kept_facts import FactKeeper


class Playing:
    """The use cases of the table."""

    def __init__(self, repo: TableStore, guard: StoreGuard) -> None:
        self.repo = repo  # the one port of the store this use case calls (``store/ports.py``)
        self._guard = guard
        self._storing = guard.storing
        self.facts = FactKeeper(self.repo)  # each game's facts for a cold ``stats``, kept after each write
        self.heads = EntryHeads()  # each game's entries' hash, kept for an Undo or a Redo of the last entry

    def new_game(self, game: Game, *, player_ids: list[str] | None = None, name: str | None = None) -> str:
        """Store a new game (with any events it has) and return its id."""
        if name is not None:
            check_name(name, gettext("a game's name"))
        game = with_stored_names(game)
        with self._storing(gettext("store the new game")):
            game_id = self.repo.create_game(game, name=name, player_ids=player_ids,
                                            summary=game_summary_fields(game))
        self.facts.created(game_id, game)
        return game_id

    def opened(self, game_id: str, game: Game) -> Game:
        """``game``, just opened to be played on (replayed whole): its facts so far folded for its finish, and
        its entries hashed for an Undo of its last entry (each at the cost of one entry from then on)."""
        self.facts.opened(game_id, game)
        self.heads.opened(game_id, game.events)
        return game

    def play_again(self, game_id: str, game: Game) -> tuple[str, Game]:
        """A new game for the table that played ``game`` (stored as ``game_id``): the same players in the same
        seats (the same registered players), the same settings, the next dealer (``game_again``); its id and it."""
        again = with_stored_names(game_again(game))
        with self._storing(gettext("open the game")):
            seats = self.repo.game_player_ids(game_id)
        player_ids = [seats[p] for p in game.players] if all(p in seats for p in game.players) else None
        return self.new_game(again, player_ids=player_ids), again

    def play(self, game_id: str, game: Game, event: Event, *,
             draft: Callable[[Game], DraftChange | None] | None = None, at: str | None = None) -> Game:
        """Play ``event`` on ``game`` (the one on screen) and store it; return the game with it.

        ``draft`` gives the draft the entry leaves (from the game with it), stored in the same locked
        write as the entry, so a tap that stores an entry is one write, never an entry and then its draft.
        ``at``: when the entry was first stored, for one that came by sync (None: now).
        RuleError: refused, nothing stored.  StaleGame: the stored game moved
        on (another screen), nothing stored.  StorageProblem: not stored.
        """
        new = game.play(event)
        summary = game_summary_fields(new) if self.hand_closed(game, new) else None
        last = event_to_dict(game.events[-1]) if game.events else None
        left = draft(new) if draft is not None else None
        at = local_now() if at is None else at  # said here, so the game's facts know it without reading it back
        before = self.facts.before(game_id) if new.table.finished else None  # (see ``FactKeeper``)
        with self.in_step(gettext("store that entry"), game_id):
            self.repo.append_event(game_id, event_to_dict(event), expected_count=len(game.events),
                                   expected_last=last, summary=summary, draft=left, at=at)
        self.facts.appended(game_id, new, before, stored_at(at))
        return new

    @contextmanager
    def in_step(self, doing: str, game_id: str) -> Iterator[None]:
        """A write onto the game the caller holds: StaleGame (with the stored game, opened) when another screen
        moved it on, StorageProblem when it is gone or the write failed (``doing`` says what was not done)."""
        try:
            with self._storing(doing, game_id):
                yield
        except CountMismatch:
            raise StaleGame(self.opened(game_id, self._guard.open_game(game_id))) from None
        except NotFoundError:
            raise StorageProblem(GONE) from None

    @staticmethod
    def hand_closed(before: Game, after: Game) -> bool:
        return len(after.table.hands) != len(before.table.hands) or after.table.finished != before.table.finished

    def correct(self, game_id: str, game: Game, transform: Callable[[Game], Game], *,
                received: bool = False, draft: Callable[[Game], DraftChange | None] | None = None) -> Game:
        """A correction (replace, delete, insert): validated whole by the rules, stored whole, and kept in the
        game's history as one action, so Undo takes back exactly it (``received``: entries from another phone,
        which Undo here does not take back).  ``draft`` gives the draft the correction leaves, stored in the
        same locked write as the entries and their history record (as :meth:`play` stores an entry's)."""
        new = transform(game)
        before = [event_to_dict(e) for e in game.events]
        after = [event_to_dict(e) for e in new.events]
        splice = Splice.between(before, after)
        if received:
            record: JsonObject | None = received_record(before, after, timestamp())
        else:
            record = history_record(RecordOp.DONE, splice.kind(), splice, before, after, timestamp()) \
                if splice.removed or splice.inserted else None  # a correction that changed nothing is no action
        self.store_whole(game_id, game, new, after, record, draft(new) if draft is not None else None,
                          doing=gettext("store that correction"))
        return new

    def store_whole(self, game_id: str, game: Game, new: Game, after: list[JsonObject],
                     record: JsonObject | None, draft: DraftChange | None = None, *, doing: str) -> None:
        """Store ``new``'s entries in place of ``game``'s (which must still be the stored ones), with
        ``record`` added to the history and ``draft`` put in place of the game's draft in the same locked step.
        ``doing`` is what a failure says could not be done ("store that correction", "store that Undo"):
        the keeper's own action, in its own words."""
        last = event_to_dict(game.events[-1]) if game.events else None
        before, now = self.facts.before(game_id) if new.table.finished else None, local_now()
        with self.in_step(doing, game_id):
            self.repo.replace_events(game_id, after, expected_count=len(game.events), expected_last=last,
                                     summary=game_summary_fields(new), history=record, draft=draft, at=now)
        self.facts.replaced(game_id, new, before, len(game.events), now)

    def save_draft(self, game_id: str, draft: JsonObject | None) -> None:
        """Keep the cards tapped for a trick not yet saved (None forgets them)."""
        with self._storing(gettext("keep the cards tapped so far")):
            self.repo.save_draft(game_id, draft)

    def load_draft(self, game_id: str) -> JsonObject | None:
        return self.repo.load_draft(game_id)
