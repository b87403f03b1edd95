"""PouchDB Server (a CouchDB-API server from npm) started on 127.0.0.1, in memory: for the sync tests and
bench/bench_sync.py.  ``.ci/run`` installs it into ``$HOME/.cache/scorekeeper-pouchdb``;
``SCOREKEEPER_POUCHDB_SERVER`` may name another executable.  The start-up wait is bounded and the server
is always killed.  Every request is authenticated once the admin exists (Apache CouchDB 4.2 crashes when a
database is created without credentials after an admin exists).
"""

from __future__ import annotations

import os
import secrets
import shutil
import socket
import subprocess
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

import httpx

ADMIN, PASSWORD = "keeper", "s3cret-pw"
START_SECONDS = 30


def pouchdb_server() -> str | None:
    named = os.environ.get("SCOREKEEPER_POUCHDB_SERVER")
    if named:
        return named
    cached = Path.home() / ".cache" / "scorekeeper-pouchdb" / "node_modules" / ".bin" / "pouchdb-server"
    return str(cached) if cached.exists() and shutil.which("node") else None


@dataclass(frozen=True)
class Server:
    port: int

    @property
    def base(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def url(self, database: str, password: str = PASSWORD) -> str:
        return f"http://{ADMIN}:{password}@127.0.0.1:{self.port}/{database}"

    def new_database(self) -> str:
        name = "scores-" + secrets.token_hex(4)
        auth = (ADMIN, PASSWORD)
        httpx.put(f"{self.base}/{name}", auth=auth, timeout=10).raise_for_status()
        httpx.put(f"{self.base}/{name}/_security", auth=auth, timeout=10,
                  json={"admins": {"names": [ADMIN]}, "members": {"names": [ADMIN]}}).raise_for_status()
        return name


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


class ServerDidNotStart(Exception):
    pass


@contextmanager
def running_pouchdb(executable: str, folder: Path) -> Iterator[Server]:
    """The server on a free port, with its admin; killed on leaving (it writes its config into ``folder``)."""
    server = Server(free_port())
    proc = subprocess.Popen([executable, "--in-memory", "--host", "127.0.0.1", "--port", str(server.port)],
                            cwd=folder, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, start_new_session=True)
    try:
        deadline = time.monotonic() + START_SECONDS
        while True:
            try:
                if httpx.get(server.base, timeout=1).status_code == 200:
                    break
            except httpx.HTTPError:
                pass
            if proc.poll() is not None or time.monotonic() > deadline:
                raise ServerDidNotStart(f"PouchDB Server did not start within {START_SECONDS} s "
                                        f"(exit status {proc.poll()})")
            time.sleep(0.1)
        # the first admin ends the "admin party": from here every request is authenticated
        httpx.put(f"{server.base}/_config/admins/{ADMIN}", content=f'"{PASSWORD}"', timeout=10).raise_for_status()
        yield server
    finally:
        proc.kill()
        proc.wait(timeout=10)
