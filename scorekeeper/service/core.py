"""What every use case stands on: storage failures turned into one sentence, the store's notes, the names a game keeps.

The use cases (``playing.py``, ``undoing.py``, ``receiving.py``, ``library.py``, ``seasons.py``,
``record_files.py``, ``folder.py``) are plain classes, each built with the one small port of the store
it calls (``store/ports.py``) and the collaborators here: a :class:`StoreGuard` and, where it hands notes
on, :class:`Notes`.  :class:`~scorekeeper.service.facade.Scorekeeper` builds them and delegates.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Generic, TypeVar

from scorekeeper.jsontypes import GameListFigures

from scorekeeper.i18n.translate import gettext
from scorekeeper.rules import Game, RuleError
from scorekeeper.rules.names import check_name_length, stored_name
from scorekeeper.store.errors import (CountMismatch, DamagedFileError, GameFileLost, GameRecovered, NotFoundError,
                                      StoreError)
from scorekeeper.store.ports import GameLoad, StoreNotes
from scorekeeper.terminal import has_control_characters

from .errors import StorageProblem, storage_sentence


T = TypeVar("T")


@dataclass(frozen=True)
class Noted(Generic[T]):
    """A use case's value and what the store found while it ran (a damaged journal and its repair, an
    upgrade, a backup that waits), each note handed on once: the caller shows what it was handed."""

    value: T
    notes: tuple[str, ...] = ()


def game_summary_fields(game: Game) -> GameListFigures:
    """The index's description of a game (the figures of its game-list line), from its replayed table."""
    table = game.table
    return {"events": len(game.events), "hands": len(table.hands), "finished": bool(table.finished),
            "winner": list(table.winner) if table.winner else None, "totals": dict(table.totals)}


def check_name(name: str, what: str = "a game's name") -> str:
    """A name as it is kept (NFC), or a StoreError saying why it cannot be one."""
    if not isinstance(name, str) or not name.strip():
        raise StoreError(gettext("{what} cannot be empty").format(what=what))
    if has_control_characters(name):
        raise StoreError(gettext("{what} cannot hold control characters (such as a tab, a line break, an escape, or a "
                                 "zero-width joiner outside a word); type it with letters, digits, spaces and punctuation").format(
            what=what))
    return stored_name(name)


def check_player_name(name: str) -> str:
    """:func:`check_name` and the length a game's seat may have (``rules.names``): the app, the
    import and the command line refuse the same names with the same reasons."""
    name = check_name(name, gettext("a player's name"))
    try:
        return check_name_length(name)
    except RuleError as err:
        raise StoreError(str(err)) from None


def with_stored_names(game: Game) -> Game:
    """A new game whose seats are kept as names are kept (NFC), so "Ána" typed either way is one name."""
    if game.events or all(p == stored_name(p) for p in game.players):
        return game
    return Game.new(game.kind, [stored_name(p) for p in game.players], stored_name(game.dealer), game.settings)


class StoreGuard:
    """How every use case meets the store: its failures turned into one sentence, and a game opened.

    Shared by the use cases (each is handed this one), so a failure reads the same whichever of them met it.
    It sees only the port that opens a game (:class:`~scorekeeper.store.ports.GameLoad`).
    """

    def __init__(self, repo: GameLoad) -> None:
        self.repo = repo

    @contextmanager
    def storing(self, doing: str, game_id: str | None = None) -> Iterator[None]:
        """Turn every storage failure into StorageProblem (one sentence); nothing is reported as stored."""
        try:
            yield
        except (NotFoundError, CountMismatch):
            raise
        except (DamagedFileError, GameFileLost) as exc:
            raise StorageProblem(gettext("Could not {doing}: {exc}. Nothing was stored.").format(
                doing=doing, exc=exc)) from None
        except OSError as exc:
            raise StorageProblem(storage_sentence(exc, doing)) from None
        except GameRecovered as exc:  # the game file was damaged and recovered during this very call
            raise StorageProblem(gettext("{exc} Nothing was stored for that entry; check the game and enter it again "
                                         "if it is missing.").format(
                exc=exc), self._reload(game_id) if game_id else None) from None

    def _reload(self, game_id: str) -> Game | None:
        try:
            return self.open_game(game_id)
        except (StoreError, OSError, ValueError):
            return None

    def open_game(self, game_id: str) -> Game:
        """The stored game, replayed and checked by the rules core."""
        with self.storing(gettext("open the game")):
            data = self.repo.load_game_dict(game_id)
        return Game.from_dict(data, consume=True)  # read for this: its dicts let go as they become events


class Notes:
    """The store's notes handed on, each once: the store keeps its own list (it says a damage found twice in
    one run once); only the service reads it, so no screen or command counts what was said."""

    def __init__(self, repo: StoreNotes) -> None:
        self.repo = repo
        self._given = 0  # how many of the store's notes a use case has returned

    def new(self) -> tuple[str, ...]:
        """What the store found since a use case last returned its notes."""
        found = self.repo.messages
        fresh = tuple(found[self._given:])
        self._given = len(found)
        return fresh

    def noting(self, use: Callable[[], T]) -> Noted[T]:
        """Run the use case ``use`` and return its value with the notes the store made on the way."""
        try:
            value = use()
        except Exception as failed:  # the notes go with the failure (PEP 678 notes): a repair is never unsaid
            for note in self.new():
                failed.add_note(note)
            raise
        return Noted(value, self.new())
