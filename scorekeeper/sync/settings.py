"""The sync server a data folder is set up with: its address, the user and the password.

Kept in the data folder (``sync/server.json``, readable by its owner only), so the app's Settings and
``scorekeeper sync`` without a URL use the same server; in memory for a store that keeps nothing on disk.
The password is kept because a phone syncs in the background.  What protects it, and what does not
(README, "Sync"): the file is created owner-only (0600, in a 0700 folder) and never world-readable even
while written; it is in no backup, export or document a sync sends (those hold games and players only);
it is never printed or logged, and the Settings screen never shows it back.  It is not encrypted: anyone
who can read the owner's files (root, a backup of the whole phone, a stolen unlocked phone) can read it,
so the group gives each phone a CouchDB user of its own that can do nothing but sync that database.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

from scorekeeper.store.atomic import atomic_write_bytes, dumps, read_json_dict
from scorekeeper.store.errors import DamagedFileError

from .client import ServerAddress, SyncFailure

_IN_MEMORY: dict[str, "SavedServer"] = {}


@dataclass(frozen=True)
class SavedServer:
    url: str  # https://host:port/database, without credentials
    user: str
    password: str

    def address(self) -> ServerAddress:
        return ServerAddress.parse(self.url, self.user, self.password)


def _path(data_dir: Path | None) -> Path | None:
    return None if data_dir is None else Path(data_dir) / "sync" / "server.json"


def load_server(data_dir: Path | None) -> SavedServer | None:
    """The saved server, or None (none saved, or a file that cannot be read: set it again)."""
    path = _path(data_dir)
    if path is None:
        return _IN_MEMORY.get("server")
    if not path.exists():
        return None
    try:
        data = read_json_dict(path)
        saved = SavedServer(str(data["url"]), str(data["user"]), str(data["password"]))
        saved.address()
        return saved
    except (DamagedFileError, KeyError, SyncFailure, OSError):
        return None


def save_server(data_dir: Path | None, url: str, user: str, password: str) -> SavedServer:
    """Check and keep the server (SyncFailure says what is wrong with the address; nothing is kept then).

    An empty ``password`` keeps the one saved (the Settings screen never shows it back, so a field left
    empty means "unchanged")."""
    if not password and (saved := load_server(data_dir)) is not None:
        password = saved.password
    address = ServerAddress.parse(url, user or None, password)
    saved = SavedServer(f"{address.base}/{address.database}", address.user, address.password)
    path = _path(data_dir)
    if path is None:
        _IN_MEMORY["server"] = saved
        return saved
    path.parent.mkdir(mode=0o700, parents=True, exist_ok=True)  # the password: its owner only
    os.chmod(path.parent, 0o700)  # a folder made before, by hand or by an older version
    atomic_write_bytes(path, dumps({"url": saved.url, "user": saved.user, "password": saved.password}),
                       mode=0o600)
    return saved
