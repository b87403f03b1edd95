"""A small client of CouchDB's documented HTTP API (PouchDB Server answers the same API).

Only what replication needs: check the database, read and write documents in
bulk, read the changes feed from a checkpoint, keep a ``_local/`` checkpoint.
Every request is counted (a sync with nothing new must cost a handful), and
every failure is a :class:`SyncFailure` whose message never holds the
password: URLs are shown redacted.  A server is hostile like a file: every
answer is checked for its shape before it is used.
"""

from __future__ import annotations

import json
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING
from urllib.parse import quote, urlsplit, urlunsplit

from scorekeeper.i18n.translate import gettext
from scorekeeper.limits import MAX_RECORD_BYTES, mib

if TYPE_CHECKING:
    import httpx

JSONDict = dict[str, object]
TIMEOUT_SECONDS = 20.0
CHANGES_PAGE = 2000  # changes read per request: a first sync of 1,000 games takes a few pages


class SyncFailure(Exception):
    """The server could not be used (unreachable, refused the password, answered nonsense).

    ``str(err)`` is one sentence for the player, without the password.
    """


@dataclass(frozen=True)
class ServerAddress:
    """Where the group's database is, and who we are there: parsed from ``https://user:pw@host:port/db``."""

    base: str  # scheme://host:port, no credentials
    database: str
    user: str
    password: str

    @classmethod
    def parse(cls, url: str, user: str | None = None, password: str | None = None) -> "ServerAddress":
        parts = urlsplit(url.strip())
        if parts.scheme not in ("http", "https") or not parts.hostname:
            raise SyncFailure(gettext("{url} is not a server address; give one such as "
                                      "https://user:password@couch.example.org:6984/scores").format(
                url=redact(url)))
        database = parts.path.strip("/")
        if not database or "/" in database:
            raise SyncFailure(gettext("{url} names no database; end it with the database, such as "
                                      "https://couch.example.org:6984/scores").format(
                url=redact(url)))
        from urllib.parse import unquote
        name = unquote(parts.username) if parts.username else (user or "")
        secret = unquote(parts.password) if parts.password else (password or "")
        if not name:
            raise SyncFailure(gettext("{url} gives no user; write it as "
                                      "https://user:password@host:port/database").format(
                url=redact(url)))
        port = f":{parts.port}" if parts.port else ""
        return cls(f"{parts.scheme}://{parts.hostname}{port}", database, name, secret)

    @property
    def shown(self) -> str:
        """The address as messages show it: the user, never the password."""
        return gettext("{base}/{database} as {user}").format(base=self.base, database=self.database, user=self.user)

    @property
    def key(self) -> str:
        """What names this server's checkpoint: the same database as the same user."""
        return f"{self.base}/{self.database}#{self.user}"


def redact(url: str) -> str:
    """``url`` with any password replaced by ``***`` (for every message and log line)."""
    try:
        parts = urlsplit(url)
        if parts.password is None:
            return url
        netloc = f"{parts.username}:***@{parts.hostname}" + (f":{parts.port}" if parts.port else "")
        return urlunsplit((parts.scheme, netloc, parts.path, "", ""))
    except ValueError:
        return gettext("the server address")


class CouchClient:
    """One database on one server, always authenticated (CouchDB 4.2 crashes on anonymous creation)."""

    def __init__(self, address: ServerAddress, *, transport: "httpx.BaseTransport | None" = None) -> None:
        # imported when a sync runs, not when the app starts (httpx also loads its optional command-line
        # tools where they are installed, which a phone has no use for)
        import httpx

        self._errors = httpx.HTTPError
        self.address = address
        self.requests = 0  # every request made, for the "a sync with nothing new costs a handful" promise
        self._http = httpx.Client(base_url=address.base, auth=(address.user, address.password),
                                  timeout=TIMEOUT_SECONDS, transport=transport, follow_redirects=False)

    def close(self) -> None:
        self._http.close()

    def __enter__(self) -> "CouchClient":
        return self

    def __exit__(self, *_exc: object) -> None:
        self.close()

    # ------------------------------------------------------------------ plumbing
    def _path(self, tail: str = "") -> str:
        return "/" + quote(self.address.database, safe="") + tail

    def _call(self, method: str, tail: str, *, body: object = None, params: Mapping[str, str] | None = None,
              allowed: Sequence[int] = (200, 201, 202)) -> tuple[int, object]:
        self.requests += 1
        try:
            response = self._http.request(method, self._path(tail), params=params,
                                          content=None if body is None else json.dumps(body).encode(),
                                          headers={"Content-Type": "application/json", "Accept": "application/json"})
        except self._errors as exc:
            raise SyncFailure(gettext("could not reach {shown}: {name__}; check the address and the network (nothing "
                                      "was changed here)").format(
                shown=self.address.shown, name__=type(exc).__name__)) from None
        if response.status_code in (401, 403):
            raise SyncFailure(gettext("{shown}: the server refused the user or password (nothing was changed "
                                      "here)").format(
                shown=self.address.shown))
        if response.status_code == 404 and tail == "":
            raise SyncFailure(gettext("{shown}: no such database on the server; create it first (see the README) "
                                      "(nothing was changed here)").format(
                shown=self.address.shown))
        if response.status_code not in allowed:
            raise SyncFailure(gettext("{shown}: the server answered {status_code} to {method} {value} (nothing was "
                                      "changed here)").format(
                shown=self.address.shown, status_code=response.status_code, method=method, value=tail or '/'))
        if len(response.content) > MAX_RECORD_BYTES:
            raise SyncFailure(gettext("{shown}: an answer larger than {max_record_bytes}; refused").format(
                shown=self.address.shown, max_record_bytes=mib(MAX_RECORD_BYTES)))
        try:
            return response.status_code, response.json()
        except ValueError:
            raise SyncFailure(gettext("{shown}: the server's answer is not JSON; is this a CouchDB database?").format(
                shown=self.address.shown)) from None

    # ------------------------------------------------------------------ the API
    def check(self) -> int:
        """The database exists and lets us in (one request); how many documents it holds (0: not said)."""
        _status, info = self._call("GET", "")
        if not isinstance(info, dict) or "db_name" not in info:
            raise SyncFailure(gettext("{shown}: this is not a CouchDB database").format(shown=self.address.shown))
        count = info.get("doc_count")
        return count if isinstance(count, int) and not isinstance(count, bool) and count > 0 else 0

    def get_local(self, name: str) -> JSONDict | None:
        """A ``_local/`` document (not replicated, not in the changes): our checkpoint there."""
        status, doc = self._call("GET", f"/_local/{quote(name, safe='')}", allowed=(200, 404))
        return doc if status == 200 and isinstance(doc, dict) else None

    def put_local(self, name: str, doc: JSONDict) -> None:
        self._call("PUT", f"/_local/{quote(name, safe='')}", body=doc)

    def bulk_docs(self, docs: Sequence[JSONDict]) -> list[tuple[str, str | None]]:
        """Write new documents (``new_edits`` on): each result is (id, None) or (id, error).

        A document written before answers ``conflict``: a retried push is a no-op.
        """
        _status, results = self._call("POST", "/_bulk_docs", body={"docs": list(docs)})
        if not isinstance(results, list):
            raise SyncFailure(gettext("{shown}: _bulk_docs did not answer a list").format(shown=self.address.shown))
        out: list[tuple[str, str | None]] = []
        for item in results:
            if not isinstance(item, dict) or not isinstance(item.get("id"), str):
                raise SyncFailure(gettext("{shown}: _bulk_docs answered something that is not a result").format(
                    shown=self.address.shown))
            error = item.get("error")
            out.append((item["id"], str(error) if error else None))
        return out

    def docs_by_id(self, ids: Sequence[str]) -> dict[str, JSONDict]:
        """The documents with these ids that exist (``_all_docs`` with keys, one request)."""
        if not ids:
            return {}
        _status, answer = self._call("POST", "/_all_docs", body={"keys": list(ids)},
                                     params={"include_docs": "true"})
        return {str(doc["_id"]): doc for doc in _rows_docs(answer, self.address.shown)}

    def docs_in_range(self, start: str, end: str) -> list[JSONDict]:
        """The documents whose ids sort between ``start`` and ``end`` (one game's documents)."""
        _status, answer = self._call("GET", "/_all_docs", params={
            "startkey": json.dumps(start), "endkey": json.dumps(end), "include_docs": "true"})
        return _rows_docs(answer, self.address.shown)

    def changes(self, since: str) -> Iterator[tuple[list[JSONDict], str]]:
        """The documents changed since ``since``, a page at a time, each page with the sequence after it."""
        while True:
            _status, answer = self._call("GET", "/_changes", params={
                "since": since, "include_docs": "true", "limit": str(CHANGES_PAGE)})
            if not isinstance(answer, dict) or not isinstance(answer.get("results"), list):
                raise SyncFailure(gettext("{shown}: _changes did not answer a list of results").format(
                    shown=self.address.shown))
            docs = [r["doc"] for r in answer["results"]
                    if isinstance(r, dict) and isinstance(r.get("doc"), dict) and isinstance(r["doc"].get("_id"), str)
                    and not r.get("deleted")]
            last = answer.get("last_seq")
            if not isinstance(last, (str, int)):
                raise SyncFailure(gettext("{shown}: _changes gave no last_seq").format(shown=self.address.shown))
            since = str(last)
            yield docs, since
            if len(answer["results"]) < CHANGES_PAGE:
                return


def _rows_docs(answer: object, shown: str) -> list[JSONDict]:
    if not isinstance(answer, dict) or not isinstance(answer.get("rows"), list):
        raise SyncFailure(gettext("{shown}: _all_docs did not answer rows").format(shown=shown))
    return [row["doc"] for row in answer["rows"]
            if isinstance(row, dict) and isinstance(row.get("doc"), dict) and isinstance(row["doc"].get("_id"), str)]
