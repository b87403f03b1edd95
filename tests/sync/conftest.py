"""A real CouchDB-API server for the sync tests: PouchDB Server, in memory, on 127.0.0.1.

``.ci/run`` installs it with npm into ``$HOME/.cache/scorekeeper-pouchdb`` (outside the repository);
``SCOREKEEPER_POUCHDB_SERVER`` may name another executable.  Without node or the server the tests are
skipped, except under CI (``SCOREKEEPER_REQUIRE_COUCHDB=1``), where a missing server fails them.
The server starts once per test session (a bounded wait), every test gets a database of its own, and
the server is always killed at the end.  Every request is authenticated: Apache CouchDB 4.2 crashes
when a database is created without credentials once an admin exists.
"""

from __future__ import annotations

import os
import secrets
import shutil
import socket
import subprocess
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import httpx
import pytest

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


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


@pytest.fixture(scope="session")
def couch_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    executable = pouchdb_server()
    if executable is None:
        if os.environ.get("SCOREKEEPER_REQUIRE_COUCHDB") == "1":
            pytest.fail("PouchDB Server is required under CI (SCOREKEEPER_REQUIRE_COUCHDB=1) but is not installed")
        pytest.skip("PouchDB Server is not installed (npm install pouchdb-server into ~/.cache/scorekeeper-pouchdb)")
    folder = tmp_path_factory.mktemp("pouchdb")  # it writes its config and log into its working folder
    server = Server(_free_port())
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
                pytest.fail(f"PouchDB Server did not start within {START_SECONDS} s (exit status {proc.poll()})")
            time.sleep(0.1)
        # the first admin ends the "admin party": from here every request is authenticated
        httpx.put(f"{server.base}/_config/admins/{ADMIN}", content=f'"{PASSWORD}"', timeout=10).raise_for_status()
        yield server
    finally:
        proc.kill()
        proc.wait(timeout=10)


@pytest.fixture
def database_url(couch_server: Server) -> str:
    """A fresh, empty database of its own for one test, as the URL a phone is given."""
    return couch_server.url(couch_server.new_database())
