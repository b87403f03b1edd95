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
import time
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING
from urllib.parse import quote, unquote, urlsplit

from scorekeeper.i18n.translate import gettext
from scorekeeper.limits import MAX_RECORD_BYTES, mib

if TYPE_CHECKING:
    import httpx

JSONDict = dict[str, object]
CHANGES_PAGE = 2000  # changes read per request: a first sync of 1,000 games takes a few pages
MAX_CHANGES_PAGES = 500  # a million changes: a feed that goes on beyond is not a group's score book
MAX_ANSWER_BYTES = MAX_RECORD_BYTES  # one answer (a page of changes, a game's documents) is read up to this
MAX_SEQ_CHARS = 4096  # a checkpoint (CouchDB's are a few hundred characters) is kept and sent back
OUR_PREFIXES = ("game:", "player:", "join:", "trash:")  # the documents a sync reads; others are not ours


class SyncFailure(Exception):
    """The server could not be used (unreachable, refused the password, answered nonsense).

    ``str(err)`` is one sentence for the player, without the password.
    """


def clipped(text: object, limit: int = 80) -> str:
    """Text from the server (an id, a reason) as a note shows it: short, and safe for a terminal (a hostile
    field may hold megabytes or escape sequences; a note and the sync record stay small)."""
    from scorekeeper.terminal import safe_text

    value = str(text)
    return safe_text(value if len(value) <= limit else value[:limit] + "…")


RESERVED = "#/?@[]"  # characters a user or password must percent-encode in an address


@dataclass(frozen=True)
class ServerAddress:
    """Where the group's database is, and who we are there: parsed from ``https://user:pw@host:port/db``."""

    base: str  # scheme://host:port, no credentials
    database: str
    user: str
    password: str = field(repr=False)  # never in a repr, a log line or a traceback

    @classmethod
    def parse(cls, url: str, user: str | None = None, password: str | None = None) -> "ServerAddress":
        url = url.strip()
        rest = url.partition("://")[2]
        try:
            parts = urlsplit(url)
            port = f":{parts.port}" if parts.port else ""
            hostname = parts.hostname
        except ValueError:  # a port that is no number or too large, a bracket left open...
            parts, port, hostname = urlsplit(""), "", None
        if hostname is not None and "@" in rest and "@" not in parts.netloc.partition("/")[0] or \
                any(ch in rest.rpartition("@")[0] for ch in "#/?[]"):
            raise SyncFailure(gettext("{url}: the user or password holds a character that must be percent-encoded "
                                      "in an address (# as %23, / as %2F, ? as %3F, @ as %40, % as %25)").format(
                url=redact(url)))
        if parts.scheme not in ("http", "https") or not hostname:
            raise SyncFailure(gettext("{url} is not a server address; give one such as "
                                      "https://user:password@couch.example.org:6984/scores").format(
                url=redact(url)))
        database = parts.path.strip("/")
        if not database or "/" in database:
            raise SyncFailure(gettext("{url} names no database; end it with the database, such as "
                                      "https://couch.example.org:6984/scores").format(
                url=redact(url)))
        name = unquote(parts.username) if parts.username else (user or "")
        secret = unquote(parts.password) if parts.password else (password or "")
        if not name:
            raise SyncFailure(gettext("{url} gives no user; write it as "
                                      "https://user:password@host:port/database").format(
                url=redact(url)))
        host = f"[{hostname}]" if ":" in hostname else hostname
        return cls(f"{parts.scheme}://{host}{port}", database, name, secret)

    @property
    def shown(self) -> str:
        """The address as messages show it: the user, never the password."""
        return gettext("{base}/{database} as {user}").format(base=clipped(self.base), database=clipped(self.database),
                                                             user=clipped(self.user))

    @property
    def key(self) -> str:
        """What names this server's checkpoint: the same database as the same user."""
        return f"{self.base}/{self.database}#{self.user}"


def redact(url: str) -> str:
    """``url`` with whatever comes before its last ``@`` (a user and password, however written) shown as
    ``***``; the rest clipped and safe for a terminal."""
    scheme, sep, rest = url.strip().partition("://")
    if "@" not in rest:
        return clipped(url.strip(), 200)
    credentials, _at, place = rest.rpartition("@")
    user = credentials.partition(":")[0]
    shown_user = f"{user}:" if ":" in credentials and not any(ch in user for ch in RESERVED) else ""
    return clipped(f"{scheme}{sep}{shown_user}***@{place}", 200)


class CouchClient:
    """One database on one server, always authenticated (CouchDB 4.2 crashes on anonymous creation).

    Every request ends by its deadline and reads at most ``MAX_ANSWER_BYTES``; the changes feed is read
    in at most ``MAX_CHANGES_PAGES`` pages.  Documents the server holds that cannot be read (too large,
    nested too deeply) are left out one by one and listed in ``refused``: the rest still syncs.
    """

    def __init__(self, address: ServerAddress, *, transport: "httpx.BaseTransport | None" = None) -> None:
        # imported when a sync runs, not when the app starts (httpx also loads its optional command-line
        # tools where they are installed, which a phone has no use for)
        import httpx

        from . import http

        self.address = address
        self.requests = 0  # every request made, for the "a sync with nothing new costs a handful" promise
        self.refused: list[str] = []  # ids of documents that could not be read (too large, too deep)
        self._deadline = http.Deadline()
        try:
            self._http = httpx.Client(base_url=address.base, auth=(address.user, address.password),
                                      timeout=http.READ_SECONDS, follow_redirects=False, trust_env=False,
                                      transport=transport or http.bounded_transport(self._deadline))
        except Exception as exc:  # noqa: BLE001 - an address httpx cannot use (InvalidURL, an IDNA error...)
            raise SyncFailure(gettext("could not reach {shown}: {name__}; check the address and the network").format(
                shown=address.shown, name__=type(exc).__name__)) from None

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
        from . import http

        self.requests += 1
        shown = self.address.shown
        self._deadline.deadline = time.monotonic() + http.REQUEST_SECONDS
        try:
            with self._http.stream(method, self._path(tail), params=params,
                                   content=None if body is None else json.dumps(body).encode(),
                                   headers={"Content-Type": "application/json", "Accept": "application/json"}) as answer:
                self._check_status(answer.status_code, method, tail)
                return answer.status_code, http.parse(http.read_capped(answer, MAX_ANSWER_BYTES))
        except http.TooLarge:
            raise Unreadable(gettext("{shown}: an answer larger than {max_record_bytes}; refused").format(
                shown=shown, max_record_bytes=mib(MAX_ANSWER_BYTES))) from None
        except http.Unreadable:
            raise Unreadable(gettext("{shown}: the server's answer is not JSON; is this a CouchDB database?").format(
                shown=shown)) from None
        except SyncFailure:
            raise
        except Exception as exc:  # noqa: BLE001 - any failure of the network library is one sentence
            if self._deadline.deadline is not None and time.monotonic() >= self._deadline.deadline:
                raise SyncFailure(gettext("{shown}: the server did not answer within {seconds} seconds; the sync "
                                          "stopped").format(shown=shown, seconds=int(http.REQUEST_SECONDS))) from None
            raise SyncFailure(gettext("could not reach {shown}: {name__}; check the address and the network").format(
                shown=shown, name__=type(exc).__name__)) from None
        finally:
            self._deadline.deadline = None

    def _check_status(self, status: int, method: str, tail: str) -> None:
        if status in (401, 403):
            raise SyncFailure(gettext("{shown}: the server refused the user or password").format(
                shown=self.address.shown))
        if status == 404 and tail == "":
            raise SyncFailure(gettext("{shown}: no such database on the server; create it first (see the "
                                      "README)").format(shown=self.address.shown))
        if status not in (200, 201, 202, 404):
            raise SyncFailure(gettext("{shown}: the server answered {status_code} to {method} {value}").format(
                shown=self.address.shown, status_code=status, method=method, value=tail or "/"))

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
        status, doc = self._call("GET", f"/_local/{quote(name, safe='')}")
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
            out.append((item["id"], clipped(error) if error else None))
        return out

    def docs_by_id(self, ids: Sequence[str]) -> dict[str, JSONDict]:
        """The documents with these ids that exist (``_all_docs`` with keys: one request, more when some
        cannot be read: halves are read again, and a single one that cannot be is left out, in ``refused``)."""
        if not ids:
            return {}
        try:
            _status, answer = self._call("POST", "/_all_docs", body={"keys": list(ids)},
                                         params={"include_docs": "true"})
        except Unreadable:
            if len(ids) == 1:
                self.refused.append(ids[0])
                return {}
            half = len(ids) // 2
            return {**self.docs_by_id(ids[:half]), **self.docs_by_id(ids[half:])}
        return {str(doc["_id"]): doc for doc in self._readable(_rows_docs(answer, self.address.shown))}

    def docs_in_range(self, start: str, end: str) -> list[JSONDict]:
        """The documents whose ids sort between ``start`` and ``end`` (one game's documents)."""
        try:
            _status, answer = self._call("GET", "/_all_docs", params={
                "startkey": json.dumps(start), "endkey": json.dumps(end), "include_docs": "true"})
            return self._readable(_rows_docs(answer, self.address.shown))
        except Unreadable:  # one document of the game cannot be read: the others, one by one
            _status, answer = self._call("GET", "/_all_docs", params={
                "startkey": json.dumps(start), "endkey": json.dumps(end)})
            ids = _row_ids(answer, self.address.shown)
            return list(self.docs_by_id(ids).values())

    def _readable(self, docs: list[JSONDict]) -> list[JSONDict]:
        from .http import too_deep

        kept = []
        for doc in docs:
            if too_deep(doc):
                self.refused.append(str(doc["_id"]))
            else:
                kept.append(doc)
        return kept

    def changes(self, since: str) -> Iterator[tuple[list[JSONDict], str, set[str]]]:
        """The documents changed since ``since``, a page at a time, each page with the sequence after it and
        the ids it named (deleted ones too).  At most ``MAX_CHANGES_PAGES`` pages, and a feed whose
        ``last_seq`` comes back again stops the sync: a hostile feed is never read for ever."""
        seen = {since}
        for _page in range(MAX_CHANGES_PAGES):
            results, last = self._changes_page(since)
            ids = {str(r["id"]) for r in results if isinstance(r.get("id"), str)}
            docs = [doc for r in results if isinstance(doc := r.get("doc"), dict)
                    and isinstance(doc.get("_id"), str) and not r.get("deleted")]
            full = len(results) >= CHANGES_PAGE
            if full and last in seen:
                raise SyncFailure(gettext("{shown}: the server's changes do not move on (the same last_seq came "
                                          "back); the sync stopped").format(shown=self.address.shown))
            seen.add(last)
            since = last
            yield self._readable(docs), since, ids
            if not full:
                return
        raise SyncFailure(gettext("{shown}: the server's changes went on for more than {pages} pages; the sync "
                                  "stopped").format(shown=self.address.shown, pages=MAX_CHANGES_PAGES))

    def _changes_page(self, since: str) -> tuple[list[JSONDict], str]:
        """One page of changes with its documents; a page that cannot be read whole (a document too large
        or nested too deeply in it) is read again without them, and its documents one by one."""
        params = {"since": since, "limit": str(CHANGES_PAGE)}
        try:
            return self._results(self._call("GET", "/_changes", params={**params, "include_docs": "true"})[1])
        except Unreadable:
            results, last = self._results(self._call("GET", "/_changes", params=params)[1])
        wanted = [str(r["id"]) for r in results if isinstance(r.get("id"), str) and not r.get("deleted")
                  and str(r["id"]).startswith(OUR_PREFIXES)]
        docs = self.docs_by_id(wanted)
        return [{**r, "doc": docs[str(r.get("id"))]} if str(r.get("id")) in docs else r for r in results], last

    def _results(self, answer: object) -> tuple[list[JSONDict], str]:
        if not isinstance(answer, dict) or not isinstance(answer.get("results"), list):
            raise SyncFailure(gettext("{shown}: _changes did not answer a list of results").format(
                shown=self.address.shown))
        last = answer.get("last_seq")
        if isinstance(last, bool) or not isinstance(last, (str, int)) or len(str(last)) > MAX_SEQ_CHARS:
            raise SyncFailure(gettext("{shown}: _changes gave no last_seq a checkpoint can keep").format(
                shown=self.address.shown))
        return [r for r in answer["results"] if isinstance(r, dict)], str(last)


class Unreadable(SyncFailure):
    """An answer too large to read, or not JSON (a document in it nested too deeply)."""


def _rows_docs(answer: object, shown: str) -> list[JSONDict]:
    if not isinstance(answer, dict) or not isinstance(answer.get("rows"), list):
        raise SyncFailure(gettext("{shown}: _all_docs did not answer rows").format(shown=shown))
    return [row["doc"] for row in answer["rows"]
            if isinstance(row, dict) and isinstance(row.get("doc"), dict) and isinstance(row["doc"].get("_id"), str)]


def _row_ids(answer: object, shown: str) -> list[str]:
    if not isinstance(answer, dict) or not isinstance(answer.get("rows"), list):
        raise SyncFailure(gettext("{shown}: _all_docs did not answer rows").format(shown=shown))
    return [str(row["id"]) for row in answer["rows"] if isinstance(row, dict) and isinstance(row.get("id"), str)]
