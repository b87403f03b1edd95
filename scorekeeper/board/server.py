"""The board server: a small read-only web server for the table's phones.

Pure standard library (``ThreadingHTTPServer`` in a thread), so the same code
runs from ``scorekeeper board`` and inside the app (desktop, web, a packaged
phone build) without a second process.

- Only ``GET``; every other method is 405.
- Every address carries an unguessable token (``secrets.token_urlsafe(16)``:
  128 bits): ``/b/<token>/`` the page, ``/b/<token>/state`` the state as JSON,
  ``/b/<token>/events`` the push stream (server-sent events).  Any other path
  or token is 404; a new token makes the old address stop working.
- One watcher thread asks the data source a few times a second whether the
  game changed; each change is rendered once and pushed to every open stream
  (so ten phones cost one replay, not ten).  A stream starts with the whole
  state, so a phone that lost the connection is right again as soon as its
  browser reconnects, and gets a comment every ~15 s to keep the line open.
- Limits: concurrent streams (viewers), requests per client per second, a
  read timeout for slow clients; strict security headers (the token is in
  the address, so no referrer leaves the page; no CORS header at all).
"""

from __future__ import annotations

import gzip
import json
import secrets
import threading
import time
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any, Callable, Hashable

from .net import display_host
from .page import CONTENT_SECURITY_POLICY, page
from .source import BoardSourceError, GameSource
from .view import BoardView, game_view, message_view

DEFAULT_PORT = 8551
MAX_VIEWERS = 32
MAX_OTHER_CONNECTIONS = 64  # page and state requests in flight, besides the streams
REQUESTS_PER_SECOND = 10.0  # steady rate per client address
REQUEST_BURST = 30  # a page load plus reconnects fit in easily
POLL_SECONDS = 0.25
KEEPALIVE_SECONDS = 15.0
READ_TIMEOUT_SECONDS = 10.0

SECURITY_HEADERS = {
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "no-referrer",
    "Content-Security-Policy": CONTENT_SECURITY_POLICY,
    "X-Frame-Options": "DENY",
    "Cross-Origin-Resource-Policy": "same-origin",
    "Cache-Control": "no-store",
}


@dataclass(frozen=True)
class Snapshot:
    """One rendered state of the board, in every form a client asks for."""

    seq: int
    title: str
    view: BoardView
    page_bytes: bytes = field(repr=False)
    page_gzip: bytes = field(repr=False)
    state_bytes: bytes = field(repr=False)
    event_bytes: bytes = field(repr=False)

    @classmethod
    def of(cls, seq: int, title: str, view: BoardView) -> "Snapshot":
        state = json.dumps({"seq": seq, "now": view.now, "html": view.html, "data": view.data})
        body = page(title, view.html, view.now).encode("utf-8")
        # json.dumps escapes every newline, so the state is one "data:" line of the stream.
        event = f"id: {seq}\nevent: board\ndata: {state}\n\n".encode("utf-8")
        return cls(seq, title, view, body, gzip.compress(body, 6), state.encode("utf-8"), event)


class Hub:
    """The latest snapshot, and a condition the streams wait on for a newer one."""

    def __init__(self) -> None:
        self._cond = threading.Condition()
        self._snapshot: Snapshot | None = None
        self._generation = 0  # bumped when streams must stop (server stopped, new address)

    @property
    def snapshot(self) -> Snapshot | None:
        with self._cond:
            return self._snapshot

    @property
    def generation(self) -> int:
        with self._cond:
            return self._generation

    def publish(self, snapshot: Snapshot) -> None:
        with self._cond:
            self._snapshot = snapshot
            self._cond.notify_all()

    def end_streams(self) -> None:
        with self._cond:
            self._generation += 1
            self._cond.notify_all()

    def wait_newer(self, seq: int, generation: int, timeout: float) -> Snapshot | None:
        """A snapshot newer than ``seq``, or None after ``timeout`` or when streams must end."""
        with self._cond:
            self._cond.wait_for(lambda: self._generation != generation
                                or (self._snapshot is not None and self._snapshot.seq > seq), timeout)
            if self._generation != generation or self._snapshot is None or self._snapshot.seq <= seq:
                return None
            return self._snapshot


class Watcher(threading.Thread):
    """The one thread that notices changes in the data folder and renders each change once."""

    def __init__(self, source: GameSource, game_id: str | None, hub: Hub, poll: float) -> None:
        super().__init__(name="board-watcher", daemon=True)
        self.source, self.game_id, self.hub, self.poll = source, game_id, hub, poll
        self.stopping = threading.Event()
        self._seen: Hashable = object()
        self._seq = 0

    def run(self) -> None:
        while not self.stopping.wait(self.poll):
            try:
                self.refresh()
            except Exception:  # never stop watching; the next poll tries again
                self._seen = object()

    def refresh(self) -> None:
        """Render the board again if the game (or which game is the latest) changed."""
        try:
            game_id = self.game_id or self.source.latest_game_id()
            version: Hashable = (game_id, self.source.game_version(game_id) if game_id else None)
        except BoardSourceError as err:
            game_id, version = None, ("error", str(err))
        except Exception as err:  # never let a hostile folder end the watcher
            game_id, version = None, ("error", repr(err))
        if version == self._seen:
            return
        self._seen = version
        title, view = self.render(game_id, version)
        self._seq += 1
        self.hub.publish(Snapshot.of(self._seq, title, view))

    def render(self, game_id: str | None, version: Hashable) -> tuple[str, BoardView]:
        if isinstance(version, tuple) and version and version[0] == "error":
            return "Scorekeeper", message_view("The board cannot read the games", str(version[1]))
        if game_id is None:
            return "Scorekeeper", message_view("No game yet", "Start a game on the keeper's phone; it shows here.")
        try:
            game = self.source.load_game(game_id)
            return game.rules.TITLE, game_view(game_id, game)
        except BoardSourceError as err:
            return "Scorekeeper", message_view("This game cannot be shown", str(err))
        except Exception as err:  # a rule module tripping over strange data: say so, keep serving
            return "Scorekeeper", message_view("This game cannot be shown", f"{type(err).__name__}: {err}")


class RateLimiter:
    """A token bucket per client address: ``rate`` requests a second, bursts up to ``burst``."""

    def __init__(self, rate: float, burst: int, clock: Callable[[], float] = time.monotonic) -> None:
        self.rate, self.burst, self.clock = rate, burst, clock
        self._buckets: dict[str, tuple[float, float]] = {}
        self._lock = threading.Lock()

    def allow(self, client: str) -> bool:
        now = self.clock()
        with self._lock:
            if len(self._buckets) > 4096:  # many addresses: forget the idle ones
                self._buckets = {k: v for k, v in self._buckets.items() if now - v[1] < 60}
            tokens, last = self._buckets.get(client, (float(self.burst), now))
            tokens = min(float(self.burst), tokens + (now - last) * self.rate)
            allowed = tokens >= 1.0
            self._buckets[client] = (tokens - 1.0 if allowed else tokens, now)
            return allowed


class _HTTPServer(ThreadingHTTPServer):
    daemon_threads = True
    allow_reuse_address = True
    request_queue_size = 128  # a table of phones opening the page at once is not turned away by the kernel
    board: "BoardServer"

    def __init__(self, address: tuple[str, int], handler: type[BaseHTTPRequestHandler], connections: int) -> None:
        super().__init__(address, handler)
        self.connections = threading.BoundedSemaphore(connections)

    def process_request(self, request: Any, client_address: Any) -> None:
        """Past the connection cap (idle sockets held open on purpose), hang up at once."""
        if not self.connections.acquire(blocking=False):
            self.shutdown_request(request)
            return
        try:
            super().process_request(request, client_address)
        except BaseException:
            self.connections.release()
            raise

    def process_request_thread(self, request: Any, client_address: Any) -> None:
        try:
            super().process_request_thread(request, client_address)
        finally:
            self.connections.release()

    def handle_error(self, request: Any, client_address: Any) -> None:
        """A client that hangs up mid-answer is normal on phones: no traceback on the console."""


class BoardHandler(BaseHTTPRequestHandler):
    server: _HTTPServer
    server_version = "ScorekeeperBoard"
    sys_version = ""
    protocol_version = "HTTP/1.1"
    timeout = READ_TIMEOUT_SECONDS

    # -- every method but GET ---------------------------------------------------------------
    def __getattr__(self, name: str) -> Any:
        if name.startswith("do_"):
            return self._not_allowed
        raise AttributeError(name)

    def _not_allowed(self) -> None:
        self.close_connection = True  # its body (if any) is never read, so the connection cannot go on
        self._plain(405, "Only GET: this board is read-only.", {"Allow": "GET", "Connection": "close"})

    # -- GET --------------------------------------------------------------------------------
    def do_GET(self) -> None:
        board = self.server.board
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
        else:
            snap = board.hub.snapshot
            if snap is None:
                self._plain(503, "The board is starting; try again in a moment.", {"Retry-After": "1"})
            elif where == "page":
                self._page(snap)
            else:
                self._send(200, snap.state_bytes, "application/json")

    def _page(self, snap: Snapshot) -> None:
        accepts = self.headers.get("Accept-Encoding", "")
        if "gzip" in accepts.lower():
            self._send(200, snap.page_gzip, "text/html; charset=utf-8",
                       {"Content-Encoding": "gzip", "Vary": "Accept-Encoding"})
        else:
            self._send(200, snap.page_bytes, "text/html; charset=utf-8", {"Vary": "Accept-Encoding"})

    def _stream(self, board: "BoardServer") -> None:
        if not board.viewers.acquire(blocking=False):
            self._plain(503, f"The board already has {board.max_viewers} viewers; try again later.",
                        {"Retry-After": "10"})
            return
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
            seq = -1
            while True:
                snap = board.hub.wait_newer(seq, generation, board.keepalive)
                if board.hub.generation != generation:
                    return
                if snap is None:
                    self.wfile.write(b": keep-alive\n\n")
                else:
                    self.wfile.write(snap.event_bytes)
                    seq = snap.seq
                self.wfile.flush()
        except (OSError, ValueError):  # the phone went away (or its socket timed out)
            return
        finally:
            board.viewers.release()

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

    def log_message(self, format: str, *args: Any) -> None:
        """Quiet: the terminal shows the address and the QR code, not every phone's request."""


class BoardServer:
    """The board of one game (or of whichever game was played last), served on ``host:port``.

    ``start()`` binds and serves in background threads; ``stop()`` ends them;
    ``new_address()`` draws a new token so the old address stops working.
    """

    def __init__(self, source: GameSource, game_id: str | None = None, *, host: str = "0.0.0.0",
                 port: int = DEFAULT_PORT, max_viewers: int = MAX_VIEWERS, poll: float = POLL_SECONDS,
                 keepalive: float = KEEPALIVE_SECONDS, rate: float = REQUESTS_PER_SECOND,
                 burst: int = REQUEST_BURST) -> None:
        self.source, self.game_id, self.host, self.requested_port = source, game_id, host, port
        self.max_viewers, self.keepalive = max_viewers, keepalive
        self.viewers = threading.BoundedSemaphore(max_viewers)
        self.limiter = RateLimiter(rate, burst)
        self.hub = Hub()
        self.token = secrets.token_urlsafe(16)
        self._poll = poll
        self._httpd: _HTTPServer | None = None
        self._threads: list[threading.Thread] = []
        self._watcher: Watcher | None = None

    # -- lifecycle --------------------------------------------------------------------------
    @property
    def running(self) -> bool:
        return self._httpd is not None

    def start(self) -> None:
        """Bind (``OSError`` if the port is taken) and serve; the first state is rendered before."""
        if self._httpd is not None:
            return
        httpd = _HTTPServer((self.host, self.requested_port), BoardHandler, self.max_viewers + MAX_OTHER_CONNECTIONS)
        httpd.board = self
        self._watcher = Watcher(self.source, self.game_id, self.hub, self._poll)
        self._watcher.refresh()
        self._httpd = httpd
        serve = threading.Thread(target=httpd.serve_forever, kwargs={"poll_interval": 0.2},
                                 name="board-server", daemon=True)
        self._threads = [serve, self._watcher]
        for thread in self._threads:
            thread.start()

    def stop(self) -> None:
        """Stop serving: open streams end, the port is freed."""
        httpd, self._httpd = self._httpd, None
        if httpd is None:
            return
        if self._watcher is not None:
            self._watcher.stopping.set()
        self.hub.end_streams()
        httpd.shutdown()
        httpd.server_close()
        for thread in self._threads:
            thread.join(timeout=2)
        self._threads = []

    def show_game(self, game_id: str | None) -> None:
        """Show another game (None: whichever is played most recently) from the next poll on."""
        self.game_id = game_id
        if self._watcher is not None:
            self._watcher.game_id = game_id

    def new_address(self) -> str:
        """A new token: the old address stops working (open streams on it end); the new URL."""
        self.token = secrets.token_urlsafe(16)
        self.hub.end_streams()
        return self.url

    # -- addresses ----------------------------------------------------------------------------
    @property
    def port(self) -> int:
        return self._httpd.server_address[1] if self._httpd else self.requested_port

    @property
    def url(self) -> str:
        """The address to give the table: this machine's LAN address when serving all interfaces."""
        return f"http://{display_host(self.host)}:{self.port}/b/{self.token}/"

    def route(self, raw_path: str) -> str | None:
        """``page``, ``state``, ``events``, ``redirect`` (no trailing slash) or None (404)."""
        path = raw_path.split("?", 1)[0].split("#", 1)[0]
        parts = path.split("/")
        if len(parts) < 3 or parts[0] != "" or parts[1] != "b":
            return None
        if not secrets.compare_digest(parts[2].encode("utf-8", "replace"), self.token.encode("ascii")):
            return None
        rest = "/".join(parts[3:]) if len(parts) > 3 else None
        if rest is None:
            return "redirect"
        return {"": "page", "state": "state", "events": "events"}.get(rest)

    def __enter__(self) -> "BoardServer":
        self.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self.stop()
