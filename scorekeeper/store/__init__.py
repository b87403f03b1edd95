"""The storage layer: keeps games, their events and the players, on TinyDB.

It owns TinyDB and nothing else: the rules core (``scorekeeper.rules``)
decides everything about a game; the store only keeps it, durably.  The use
cases live in the service (``scorekeeper.service``), which works over any
store with the ``Repository`` protocol (``interface.py``).  See
``repository.py`` for the layout and the guarantees.
"""

from .errors import (CountMismatch, DamagedFileError, GameFileLost, GameRecovered, NewerVersionError,
                     NotFoundError, ReadOnlyFolder, StoreError)
from .interface import Repository
from .memory import InMemoryGameStore
from .migrations import CURRENT_SCHEMA
from .model import DraftChange, GameSummary, Player, record_fingerprint
from .paths import resolve_data_dir
from .readonly import NoFolderYet, ReadOnlyStore, nothing_there
from .backups import read_backup
from .repository import GameStore
from .restore import restore_backup
from .stats import lifetime_tallies, store_tallies

__all__ = ["CURRENT_SCHEMA", "CountMismatch", "DraftChange", "DamagedFileError", "GameFileLost", "GameRecovered", "GameStore",
           "GameSummary", "InMemoryGameStore", "NewerVersionError", "NoFolderYet", "NotFoundError", "Player", "ReadOnlyFolder", "ReadOnlyStore",
           "Repository",
           "StoreError", "lifetime_tallies", "nothing_there", "read_backup", "record_fingerprint", "resolve_data_dir",
           "restore_backup", "store_tallies"]
