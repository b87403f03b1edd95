"""One request to the board: parsed by ``http.server`` from the head the front door read, answered, handed back.

Only ``GET`` (every other method is 405); every answer carries strict security headers.
"""

from __future__ import annotations

import io
import socket
import threading
import time
from dataclasses import dataclass
from http.server import BaseHTTPRequestHandler
from typing import Callable, Mapping, Protocol

from scorekeeper.webfonts import CACHE_FOR_SECONDS

from .door import FrontDoor
from .hub import Hub, Snapshot
from .languages import Rendition
from .limits import RateLimiter, Slots
from .page import CONTENT_SECURITY_POLICY
from .season_page import CONTENT_SECURITY_POLICY as SEASON_POLICY


class Board(Protocol):
    """What one request needs of the board serving it (``BoardServer`` is one): the handler reads
    this port, so it never imports the server that builds it.  What the server keeps as a plain field is
    declared as one (as ``PlayedHand`` does); the fonts are read through a read-only mapping."""

    write_seconds: float
    door: FrontDoor | None
    limiter: RateLimiter
    token: str
    hub: Hub
    viewers: Slots
    max_viewers: int
    keepalive: float

    @property
    def fonts(self) -> Mapping[str, bytes]: ...
    def season_page(self, accept_language: str | None = None) -> bytes | None: ...
    def route(self, raw_path: str) -> str | None: ...

SECURITY_HEADERS = {
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "no-referrer",
    "Content-Security-Policy": CONTENT_SECURITY_POLICY,
    "X-Frame-Options": "DENY",
    "Cross-Origin-Resource-Policy": "same-origin",
    "Cache-Control": "no-store",
}


class ResponseWriter:
    """The handler's ``wfile``: every write has at most what is left of the answer's deadline.

    ``sendall`` with a timeout bounds the whole call, not each send, so a client that
    reads a byte now and then cannot hold a thread longer than ``seconds`` an answer.
    """

    def __init__(self, sock: socket.socket, seconds: float) -> None:
        self.sock, self.seconds = sock, seconds
        self.closed = False
        self.restart()

    def restart(self) -> None:
        """A new deadline: for each event of a stream, which lasts as long as its phone watches."""
        self.deadline = time.monotonic() + self.seconds

    def write(self, data: bytes) -> int:
        left = self.deadline - time.monotonic()
        if left <= 0:
            raise TimeoutError("the client took too long to read the answer")
        self.sock.settimeout(left)
        self.sock.sendall(data)
        return len(data)

    def flush(self) -> None:
        """Nothing is buffered: every write went out whole."""


@dataclass(frozen=True)
class Arrival:
    """A request whose head has come through the front door: what the handler is given as ``request``."""

    sock: socket.socket
    head: bytes
    rest: bytes  # what the client sent after the head (the start of its next request)


class BoardHandler(BaseHTTPRequestHandler):
    """One request, parsed by http.server from the head the front door read; then back to the door."""

    request: Arrival
    server: Board  # type: ignore[assignment]
    wfile: ResponseWriter  # type: ignore[assignment]
    server_version = "ScorekeeperBoard"
    sys_version = ""
    protocol_version = "HTTP/1.1"

    def setup(self) -> None:
        self.connection = self.request.sock
        self.rfile = io.BytesIO(self.request.head)
        self.wfile = ResponseWriter(self.request.sock, self.server.write_seconds)

    def handle(self) -> None:
        """One request: the next one on a kept-alive connection waits at the front door, not here."""
        self.close_connection = True
        self.handle_one_request()

    def finish(self) -> None:
        door = self.server.door
        if door is None:
            self.connection.close()
        elif self.close_connection:
            door.close(self.connection)
        else:
            door.hand_back(self.connection, self.client_address, self.request.rest)

    # -- every method but GET ---------------------------------------------------------------
    def __getattr__(self, name: str) -> Callable[[], None]:
        if name.startswith("do_"):
            return self._not_allowed
        raise AttributeError(name)

    def _not_allowed(self) -> None:
        self.close_connection = True  # its body (if any) is never read, so the connection cannot go on
        self._plain(405, "Only GET: this board is read-only.", {"Allow": "GET", "Connection": "close"})

    # -- GET --------------------------------------------------------------------------------
    def do_GET(self) -> None:
        board = self.server
        if not board.limiter.allow(self.client_address[0]):
            self._plain(429, "Too many requests; wait a second.", {"Retry-After": "1"})
            return
        where = board.route(self.path)
        if where is None:
            self._plain(404, "Not found.")
        elif where == "redirect":
            self._send(301, b"", "text/plain; charset=utf-8", {"Location": f"/b/{board.token}/"})
        elif where == "events":
            self._stream(board)
        elif where == "season":
            self._season(board)
        elif where in board.fonts:
            self._send(200, board.fonts[where], "font/ttf", {"Cache-Control": f"public, max-age={CACHE_FOR_SECONDS}"})
        else:
            snap = board.hub.snapshot
            if snap is None:
                self._plain(503, "The board is starting; try again in a moment.", {"Retry-After": "1"})
            elif where == "page":
                self._page(snap)
            else:
                self._send(200, self._rendition(snap).state_bytes, "application/json", {"Vary": "Accept-Language"})

    def _season(self, board: Board) -> None:
        """Tonight and the season table, as the app shows them (``season_page.py``), in this viewer's language
        as the board's other pages are."""
        try:
            page = board.season_page(self.headers.get("Accept-Language"))
        except Exception as exc:  # a damaged folder: one line, never a traceback; the board goes on
            self._plain(503, f"The season cannot be read now: {exc}", {"Retry-After": "10"})
            return
        if page is None:
            self._plain(404, "Not found.")
        else:
            self._send(200, page, "text/html; charset=utf-8",
                       {"Content-Security-Policy": SEASON_POLICY, "Vary": "Accept-Language"})

    def _rendition(self, snap: Snapshot) -> Rendition:
        """The board in this viewer's language (their browser's ``Accept-Language``), else the keeper's."""
        return snap.for_viewer(self.headers.get("Accept-Language"))

    def _page(self, snap: Snapshot) -> None:
        accepts, shown = self.headers.get("Accept-Encoding", ""), self._rendition(snap)
        vary = {"Vary": "Accept-Encoding, Accept-Language"}
        if "gzip" in accepts.lower():
            self._send(200, shown.page_gzip, "text/html; charset=utf-8", {"Content-Encoding": "gzip", **vary})
        else:
            self._send(200, shown.page_bytes, "text/html; charset=utf-8", vary)

    def _stream(self, board: Board) -> None:
        if not board.viewers.take():
            self._plain(503, f"The board already has {board.max_viewers} viewers; try again later.",
                        {"Retry-After": "10"})
            return
        gone = threading.Event()
        try:
            generation = board.hub.generation
            self.send_response(200)
            for name, value in SECURITY_HEADERS.items():
                self.send_header(name, value)
            self.send_header("Content-Type", "text/event-stream; charset=utf-8")
            self.send_header("X-Accel-Buffering", "no")
            self.send_header("Connection", "close")
            self.end_headers()
            self.close_connection = True
            self.wfile.write(b"retry: 1000\n\n")
            if board.door is not None:
                board.door.watch(self.connection, lambda: board.hub.wake(gone))
            seq = -1
            while True:
                snap = board.hub.wait_newer(seq, generation, board.keepalive, gone)
                if board.hub.generation != generation or gone.is_set():
                    return
                self.wfile.restart()
                if snap is None:
                    self.wfile.write(b": keep-alive\n\n")
                else:
                    self.wfile.write(self._rendition(snap).event_bytes)
                    seq = snap.seq
        except (OSError, ValueError):  # the phone went away (or took too long to read)
            return
        finally:
            board.viewers.give_back()

    # -- answers ------------------------------------------------------------------------------
    def _plain(self, status: int, message: str, headers: dict[str, str] | None = None) -> None:
        self._send(status, (message + "\n").encode("utf-8"), "text/plain; charset=utf-8", headers)

    def _send(self, status: int, body: bytes, content_type: str, headers: dict[str, str] | None = None) -> None:
        try:
            self.send_response(status)
            for name, value in {**SECURITY_HEADERS, **(headers or {})}.items():
                self.send_header(name, value)
            self.send_header("Content-Type", content_type)
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)
        except OSError:
            self.close_connection = True

    def log_message(self, format: str, *args: object) -> None:
        """Quiet: the terminal shows the address and the QR code, not every phone's request."""
