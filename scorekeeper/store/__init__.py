"""The storage layer: keeps games, their events and the players, on TinyDB.

It owns TinyDB and nothing else: the rules core (``scorekeeper.rules``)
decides everything about a game; the store only keeps it, durably.  See
``repository.py`` for the layout and the guarantees.
"""

from .errors import DamagedFileError, NewerVersionError, NotFoundError, StoreError
from .memory import InMemoryGameStore
from .migrations import CURRENT_SCHEMA
from .paths import resolve_data_dir
from .repository import (GameStore, GameSummary, Player, read_backup, record_fingerprint,
                         restore_backup)
from .stats import lifetime_tallies, store_tallies

__all__ = ["CURRENT_SCHEMA", "DamagedFileError", "GameStore", "GameSummary", "InMemoryGameStore",
           "NewerVersionError", "NotFoundError", "Player", "StoreError", "lifetime_tallies",
           "read_backup", "record_fingerprint", "resolve_data_dir", "restore_backup", "store_tallies"]
