"""A hostile look-alike of a CouchDB database on 127.0.0.1, for the sync tests.

It answers what a test says it answers (``Hostile(answers)``: a function of the method, the path and the
query giving a reply, or None for the usual answer), and otherwise what an empty database answers, or,
given ``upstream``, what the real server answers (it passes the request on).  A reply writes raw bytes to
the socket, so it can drip them, never finish a chunked body, or declare a gigabyte.  Every loop in it is
bounded: it serves at most ``MAX_CONNECTIONS`` connections, each reply writes at most what it says, and
the server stops by itself after ``LIFETIME`` seconds even if the test never stops it.
"""

from __future__ import annotations

import json
import socket
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from urllib.parse import parse_qs, urlsplit

import httpx

LIFETIME = 120.0  # seconds: the server stops by itself
MAX_CONNECTIONS = 200
MAX_REQUESTS_PER_CONNECTION = 200
Reply = Callable[[socket.socket], int]  # writes an answer, returns the bytes it wrote
Answers = Callable[[str, str, dict[str, str]], "Reply | None"]


def head(status: int = 200, headers: dict[str, str] | None = None) -> bytes:
    lines = [f"HTTP/1.1 {status} X"] + [f"{k}: {v}" for k, v in (headers or {}).items()]
    return ("\r\n".join(lines) + "\r\n\r\n").encode()


def json_reply(value: object, status: int = 200, *, close: bool = True) -> Reply:
    """A whole JSON answer; ``close``: the connection ends after it (and the client is told so)."""
    body = json.dumps(value).encode()

    def write(sock: socket.socket) -> int:
        data = head(status, {"Content-Type": "application/json", "Content-Length": str(len(body)),
                             **({"Connection": "close"} if close else {})}) + body
        sock.sendall(data)
        return len(data)
    return write


def drip(data: bytes, every: float, at_most: int = 400) -> Reply:
    """``data`` a byte at a time, one every ``every`` seconds, at most ``at_most`` bytes."""
    def write(sock: socket.socket) -> int:
        sent = 0
        for byte in data[:at_most]:
            sock.sendall(bytes([byte]))
            sent += 1
            time.sleep(every)
        return sent
    return write


class Endless:
    """A body that goes on (chunked, or after a declared length) until the client hangs up or ``at_most``
    bytes; ``written`` counts what went out, so a test sees where the client stopped reading."""

    def __init__(self, headers: dict[str, str], chunk: bytes, at_most: int, *, chunked: bool) -> None:
        self.headers, self.at_most = headers, at_most
        self.piece = (f"{len(chunk):x}\r\n".encode() + chunk + b"\r\n") if chunked else chunk
        self.written = 0

    def __call__(self, sock: socket.socket) -> int:
        sock.sendall(head(200, self.headers))
        while self.written < self.at_most:
            sock.sendall(self.piece)
            self.written += len(self.piece)
        return self.written


@dataclass
class Hostile:
    answers: Answers
    upstream: str | None = None
    database: str = "scores"
    requests: list[tuple[str, str]] = field(default_factory=list)  # (method, path) of each request
    sent: list[int] = field(default_factory=list)  # bytes written for each hostile reply
    port: int = 0

    def url(self, user: str = "keeper", password: str = "s3cret-pw") -> str:
        return f"http://{user}:{password}@127.0.0.1:{self.port}/{self.database}"

    def usual(self, method: str, path: str, body: bytes, headers: dict[str, str], query: str) -> Reply:
        if self.upstream is not None:
            answer = httpx.request(method, self.upstream + path + ("?" + query if query else ""), content=body,
                                   headers={k: v for k, v in headers.items() if k in ("authorization", "content-type")},
                                   timeout=30)
            return json_reply(answer.json(), answer.status_code, close=False)
        tail = path.removeprefix(f"/{self.database}")
        if tail == "":
            return json_reply({"db_name": self.database, "doc_count": 0}, close=False)
        if tail.startswith("/_local/"):
            return json_reply({"error": "not_found"}, 404, close=False) if method == "GET" else \
                json_reply({"ok": True}, 201, close=False)
        if tail == "/_bulk_docs":
            docs = json.loads(body or b"{}").get("docs", [])
            return json_reply([{"id": d.get("_id"), "rev": "1-0"} for d in docs], 201, close=False)
        if tail == "/_all_docs":
            return json_reply({"rows": []}, close=False)
        return json_reply({"results": [], "last_seq": "0"}, close=False)

    # ------------------------------------------------------------------ serving
    def _serve(self, listener: socket.socket, stop: threading.Event) -> None:
        deadline = time.monotonic() + LIFETIME
        listener.settimeout(0.2)
        for _connection in range(MAX_CONNECTIONS):
            while not stop.is_set() and time.monotonic() < deadline:
                try:
                    sock, _addr = listener.accept()
                    break
                except socket.timeout:
                    continue
            else:
                return
            threading.Thread(target=self._connection, args=(sock,), daemon=True).start()

    def _connection(self, sock: socket.socket) -> None:
        sock.settimeout(30)
        buffer = b""
        try:
            for _request in range(MAX_REQUESTS_PER_CONNECTION):
                while b"\r\n\r\n" not in buffer:
                    more = sock.recv(65536)
                    if not more or len(buffer) > 1 << 20:
                        return
                    buffer += more
                header, _sep, buffer = buffer.partition(b"\r\n\r\n")
                lines = header.decode("latin-1").split("\r\n")
                method, target, _version = lines[0].split(" ", 2)
                headers = {k.strip().lower(): v.strip() for k, _s, v in (line.partition(":") for line in lines[1:])}
                length = int(headers.get("content-length", "0"))
                while len(buffer) < length:
                    more = sock.recv(1 << 20)
                    if not more:
                        return
                    buffer += more
                body, buffer = buffer[:length], buffer[length:]
                parts = urlsplit(target)
                query = {k: v[0] for k, v in parse_qs(parts.query).items()}
                self.requests.append((method, parts.path))
                reply = self.answers(method, parts.path, query)
                if reply is None:
                    self.usual(method, parts.path, body, headers, parts.query)(sock)
                    continue
                self.sent.append(reply(sock))
                return  # a hostile reply ends its connection
        except OSError:  # the client hung up (as it should, at its deadline or its cap)
            self.sent.append(-1)
        finally:
            sock.close()


@contextmanager
def hostile_server(answers: Answers, upstream: str | None = None, database: str = "scores") -> Iterator[Hostile]:
    """The server on a free port of 127.0.0.1 while the block runs; stopped on leaving (or by itself)."""
    server = Hostile(answers, upstream, database)
    listener = socket.socket()
    listener.bind(("127.0.0.1", 0))
    listener.listen(16)
    server.port = listener.getsockname()[1]
    stop = threading.Event()
    thread = threading.Thread(target=server._serve, args=(listener, stop), daemon=True)
    thread.start()
    try:
        yield server
    finally:
        stop.set()
        thread.join(timeout=5)
        listener.close()
