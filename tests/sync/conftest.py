"""A real CouchDB-API server for the sync tests: PouchDB Server (``tests/sync/pouchdb.py``).

Without node or the server the tests are skipped, except under CI (``SCOREKEEPER_REQUIRE_COUCHDB=1``, set by
``.ci/run``), where a missing server fails them.  The server starts once per test session and every test
gets a database of its own.
"""

from __future__ import annotations

import os
from collections.abc import Iterator

import pytest

from .pouchdb import PASSWORD, Server, ServerDidNotStart, pouchdb_server, running_pouchdb

__all__ = ["PASSWORD", "Server"]


@pytest.fixture(scope="session")
def couch_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    executable = pouchdb_server()
    if executable is None:
        if os.environ.get("SCOREKEEPER_REQUIRE_COUCHDB") == "1":
            pytest.fail("PouchDB Server is required under CI (SCOREKEEPER_REQUIRE_COUCHDB=1) but is not installed")
        pytest.skip("PouchDB Server is not installed (npm install pouchdb-server into ~/.cache/scorekeeper-pouchdb)")
    try:
        with running_pouchdb(executable, tmp_path_factory.mktemp("pouchdb")) as server:
            yield server
    except ServerDidNotStart as exc:
        pytest.fail(str(exc))


@pytest.fixture
def database_url(couch_server: Server) -> str:
    """A fresh, empty database of its own for one test, as the URL a phone is given."""
    return couch_server.url(couch_server.new_database())
