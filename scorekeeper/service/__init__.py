"""The use cases of Scorekeeper, one service for the app and the command line alike.

Everything a screen or a command does to the score book goes through
:class:`Scorekeeper`: start, open, play and correct a game, list and manage
games and players, import and export records, back up and restore.  The
rules core decides (a refused entry raises ``RuleError`` and nothing is
stored); the repository (``scorekeeper.store``) keeps; this layer composes
the two so that no screen and no command does it its own way.

One module per use case, each a plain class built with the one small port
of the store it calls (``store/ports.py``): ``playing.py`` (a game at the
table), ``undoing.py`` (Undo, Redo), ``library.py`` (the game list, players,
tallies), ``seasons.py`` (evenings, seasons), ``record_files.py`` (import,
export), ``receiving.py`` (sync), ``folder.py`` (the data folder, backups);
``core.py`` what they share, ``errors.py`` what they refuse with.
:class:`Scorekeeper` (``facade.py``) builds them and delegates to them.  This package's names are the service's interface: the screens
take the store's types (``Repository``, ``GameSummary``, ``StoreError``) and
the tally's words from here, never from the store.

Two promises hold for every change:

- **in step**: an entry is stored only onto the game the caller holds.  The
  check and the write are one locked compare-and-append in the store
  (``expected_count`` and the last event); when another screen or process
  changed the game first, :class:`StaleGame` carries the game as stored now
  and nothing was stored.
- **stored means stored**: a storage failure (disk full, read-only folder,
  unreadable or recovered file) is a :class:`StorageProblem` with one
  sentence for the player, and the entry was not acknowledged.
"""

from __future__ import annotations

from scorekeeper.store.errors import StoreError
from scorekeeper.store.interface import Repository
from scorekeeper.store.model import DraftChange, GameSummary
from scorekeeper.store.stats import tally_text

from .core import Noted
from .errors import ImportRefused, ReceivedGameRefused, StaleGame, StorageProblem
from .facade import Scorekeeper
from .folder import RestoreResult, disk_repository
from .library import totals_line
from .receiving import ReceivedGame
from .record_files import ImportResult, import_too_large, parse_record
from .undoing import Stepped

__all__ = ["DraftChange", "GameSummary", "ImportRefused", "ImportResult", "Noted", "ReceivedGame", "ReceivedGameRefused", "Repository",
           "RestoreResult", "Scorekeeper", "Stepped", "StaleGame", "StorageProblem", "StoreError", "disk_repository",
           "import_too_large", "parse_record", "tally_text", "totals_line"]
