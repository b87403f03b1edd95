"""Small ports: the few methods of a store that one use case calls, each a protocol of its own.

``Repository`` (``interface.py``) is everything the service may ask of a store, 29 methods.  A function that
needs three of them is typed against a port naming those three, so its reader sees what it touches, a test
can hand it a small fake, and a store that offers only that much (a read-only book) can be given to it.
Each port repeats its methods' signatures as ``Repository`` declares them (or fewer optional arguments): mypy
checks that a ``Repository`` is every port (``_a_repository_is_every_port`` below), so they cannot drift.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Protocol

from scorekeeper.jsontypes import GameDict

from .model import GameSpec, GameSummary, Player

if TYPE_CHECKING:
    from .interface import Repository


class GameImport(Protocol):
    """Store games from records, each once (``import_once.store_record``)."""

    def import_games(self, specs: Sequence[GameSpec]) -> list[tuple[str, bool]]: ...


class TimedGames(Protocol):
    """Read one stored game with when each entry was stored (``stats.game_facts``)."""

    def load_timed_game_dict(self, game_id: str) -> tuple[GameDict, list[str | None]]: ...


class GameList(Protocol):
    """List the stored games, the trash left out (``stats_cache.read_book``)."""

    def list_games(self) -> list[GameSummary]: ...


class PlayerList(Protocol):
    """List the book's players (names by id, for the tallies)."""

    def list_players(self) -> list[Player]: ...


class BookReader(TimedGames, GameList, Protocol):
    """Every stored game, read for its counts and facts (``stats.book``)."""


class TallyReader(BookReader, PlayerList, Protocol):
    """The book and its players: what the lifetime tallies read (``stats.store_tallies``)."""


def _a_repository_is_every_port(repo: Repository) -> tuple[GameImport, TallyReader]:
    """(Never called: mypy checks that a ``Repository`` offers each port, with the same signatures.)"""
    return repo, repo
