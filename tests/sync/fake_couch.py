"""An in-process stand-in for the few CouchDB calls a sync makes, as an httpx transport, for the stateful
test of kills and retries (hundreds of syncs: a real server would make it minutes).  It keeps documents
with fixed ids (a second write of one is a conflict, as on CouchDB), a changes feed in write order and
``_local/`` documents; ``kill_after(n)`` makes the n-th write from now (``_bulk_docs``, a checkpoint) be
stored and its answer lost on the way back, as a sync killed right after the server stored what it sent."""

from __future__ import annotations

import json
from urllib.parse import parse_qs, unquote, urlsplit

import httpx


class Killed(Exception):
    """The phone died after the server did its work (raised in place of the answer)."""


class FakeCouch(httpx.BaseTransport):
    def __init__(self, database: str = "scores") -> None:
        self.database = database
        self.docs: dict[str, dict] = {}
        self.seqs: dict[str, int] = {}  # id -> the sequence of its last write
        self.seq = 0
        self.local: dict[str, dict] = {}
        self.countdown: int | None = None

    def kill_after(self, writes: int) -> None:
        self.countdown = writes

    def handle_request(self, request: httpx.Request) -> httpx.Response:
        parts = urlsplit(str(request.url))
        tail = unquote(parts.path).removeprefix(f"/{self.database}")
        query = {k: v[0] for k, v in parse_qs(parts.query).items()}
        body = json.loads(request.read() or b"null")
        status, answer = self._answer(request.method, tail, query, body)
        if self.countdown is not None and request.method in ("POST", "PUT") and tail != "/_all_docs":
            self.countdown -= 1
            if self.countdown <= 0:
                self.countdown = None
                raise Killed()
        return httpx.Response(status, json=answer)

    def _answer(self, method: str, tail: str, query: dict[str, str], body: object) -> tuple[int, object]:
        if tail == "":
            return 200, {"db_name": self.database, "doc_count": len(self.docs)}
        if tail.startswith("/_local/"):
            name = tail.removeprefix("/_local/")
            if method == "GET":
                return (200, self.local[name]) if name in self.local else (404, {"error": "not_found"})
            self.local[name] = {**(body if isinstance(body, dict) else {}), "_rev": "1-0"}
            return 201, {"ok": True}
        if tail == "/_bulk_docs":
            assert isinstance(body, dict)
            return 201, [self._write(doc) for doc in body["docs"]]
        if tail == "/_all_docs":
            return 200, self._all_docs(query, body)
        if tail == "/_changes":
            return 200, self._changes(query)
        return 404, {"error": "not_found"}

    def _write(self, doc: dict) -> dict:
        doc_id = doc["_id"]
        if doc_id in self.docs:
            return {"id": doc_id, "error": "conflict", "reason": "Document update conflict."}
        self.seq += 1
        self.docs[doc_id] = {**doc, "_rev": f"1-{self.seq}"}
        self.seqs[doc_id] = self.seq
        return {"id": doc_id, "rev": f"1-{self.seq}"}

    def _all_docs(self, query: dict[str, str], body: object) -> dict:
        docs = query.get("include_docs") == "true"
        if isinstance(body, dict) and "keys" in body:
            ids = list(body["keys"])
        else:
            start, end = json.loads(query["startkey"]), json.loads(query["endkey"])
            ids = sorted(i for i in self.docs if start <= i <= end)
        rows = [{"id": i, "key": i, **({"doc": self.docs[i]} if docs else {})} if i in self.docs
                else {"key": i, "error": "not_found"} for i in ids]
        return {"rows": rows}

    def _changes(self, query: dict[str, str]) -> dict:
        since, limit = int(query.get("since", "0") or 0), int(query.get("limit", "1000"))
        newer = sorted((seq, i) for i, seq in self.seqs.items() if seq > since)[:limit]
        results = [{"id": i, "seq": seq, **({"doc": self.docs[i]} if query.get("include_docs") == "true" else {})}
                   for seq, i in newer]
        return {"results": results, "last_seq": newer[-1][0] if newer else since}
