"""What the service layer needs of a store: the ``Repository`` protocol.

Two stores implement it: ``GameStore`` (TinyDB files in a data folder) and
``InMemoryGameStore`` (tests).  Only the methods ``scorekeeper`` calls are listed, so a third store (a
phone's own database, a server) knows exactly what to provide.  Games travel as plain dicts here
(``Game.to_dict`` and ``event_to_dict`` shapes): the store never imports the rules core to keep a game, only
to describe one in the game list.

``Repository`` is the sum of the small ports of ``ports.py`` (each use case of the service sees one of them),
plus the four methods no use case of the service calls (the board, the command line and the screens read
them from the store itself).  Each method's signature is written once, in its port: a port and the whole
store cannot disagree.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol, runtime_checkable

from scorekeeper.jsontypes import JsonObject

from .model import Player
from .ports import (
    BackupWriter,
    GameLoad,
    GameShelf,
    PlayerRoster,
    ReceivedStore,
    RecordStore,
    StoreNotes,
    TableStore,
    TallyStore,
    UndoStore,
)

if TYPE_CHECKING:
    from scorekeeper.rules import Game


@runtime_checkable
class Repository(StoreNotes, GameLoad, TableStore, UndoStore, ReceivedStore, RecordStore, GameShelf,
                 TallyStore, PlayerRoster, BackupWriter, Protocol):
    """The games, their events and the players of one score book: every port, and what no use case sees."""

    def load_game(self, game_id: str) -> Game: ...  # the replayed Game

    def load_events(self, game_id: str) -> list[JsonObject]: ...  # the board's version of a game (``board.source``)

    def find_by_source(self, fingerprint: str) -> str | None: ...

    def get_player(self, player_id: str) -> Player: ...
