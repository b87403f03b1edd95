"""The board server: a small read-only web server for the table's phones.

Pure standard library (a selector thread at the door, ``http.server``'s request
handler to answer, a thread per answer), so the same code runs from
``scorekeeper board`` and inside the app (desktop, web, a packaged phone build)
without a second process.

- Only ``GET``; every other method is 405.
- Every address carries an unguessable token (``secrets.token_urlsafe(16)``:
  128 bits): ``/b/<token>/`` the page, ``/b/<token>/state`` the state as JSON,
  ``/b/<token>/events`` the push stream (server-sent events), ``/b/<token>/fonts/<file>``
  the Devanagari and Bengali fonts the page names (read once at start).  Any other path
  or token is 404; a new token makes the old address stop working.
- One watcher thread asks the data source a few times a second whether the
  game changed; each change is rendered once and pushed to every open stream
  (so ten phones cost one replay, not ten).  A stream starts with the whole
  state, so a phone that lost the connection is right again as soon as its
  browser reconnects, and gets a comment every ~15 s to keep the line open.
- Connections wait at the front door (``door.py``: one thread, no thread per
  connection) until their request head is whole, within a deadline for the
  whole head and budgets of header bytes per connection and in total; only
  then does a thread answer.  Viewers on the board's address go ahead of
  anyone else when places run out, and a stream whose phone hangs up frees
  its viewer place at once.
- Limits: concurrent streams (viewers), answers in flight, requests per
  client per second, a deadline for writing each answer; strict security
  headers (the token is in the address, so no referrer leaves the page; no
  CORS header at all).
"""

from __future__ import annotations

import gzip
import io
import json
import secrets
import socket
import threading
import time
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler
from typing import Any, Callable, Hashable

from .door import Address, Clock, DoorLimits, FrontDoor, answer
from .net import display_host
from scorekeeper.webfonts import ASSETS_DIR, CACHE_FOR_SECONDS, SCRIPT_FONTS

from .page import CONTENT_SECURITY_POLICY, page
from .source import BoardSourceError, GameSource
from .view import BoardView, game_view, message_view

DEFAULT_PORT = 8551
MAX_VIEWERS = 32
MAX_ANSWERS = 32  # page and state answers being written at once, besides the streams
REQUESTS_PER_SECOND = 10.0  # steady rate per client address
REQUEST_BURST = 30  # a page load plus reconnects fit in easily
POLL_SECONDS = 0.25
KEEPALIVE_SECONDS = 15.0
WRITE_SECONDS = 10.0  # to write one whole answer (or one event of a stream) to a client that reads slowly
LISTEN_BACKLOG = 128  # a table of phones opening the page at once is not turned away by the kernel

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

    def wake(self, gone: threading.Event) -> None:
        """Set ``gone`` (a stream's client hung up) and let the waiting streams look again."""
        with self._cond:
            gone.set()
            self._cond.notify_all()

    def wait_newer(self, seq: int, generation: int, timeout: float,
                   gone: threading.Event | None = None) -> Snapshot | None:
        """A snapshot newer than ``seq``, or None after ``timeout``, when streams must end or ``gone`` is set."""
        ended = gone or threading.Event()
        with self._cond:
            self._cond.wait_for(lambda: self._generation != generation or ended.is_set()
                                or (self._snapshot is not None and self._snapshot.seq > seq), timeout)
            if self._generation != generation or ended.is_set() or self._snapshot is None \
                    or self._snapshot.seq <= seq:
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
            return game.rules.TITLE, game_view(game_id, game, self.source.notice(game_id))
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


class Slots:
    """A fixed number of places (viewers, answers in flight), taken without waiting; counted for tests."""

    def __init__(self, size: int) -> None:
        self.size = size
        self._taken = 0
        self._lock = threading.Lock()

    @property
    def taken(self) -> int:
        with self._lock:
            return self._taken

    def take(self) -> bool:
        with self._lock:
            if self._taken >= self.size:
                return False
            self._taken += 1
            return True

    def give_back(self) -> None:
        with self._lock:
            self._taken -= 1


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
    server: "BoardServer"  # type: ignore[assignment]
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
    def __getattr__(self, name: str) -> Any:
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
        elif where in board.fonts:
            self._send(200, board.fonts[where], "font/ttf", {"Cache-Control": f"public, max-age={CACHE_FOR_SECONDS}"})
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
                    self.wfile.write(snap.event_bytes)
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

    def log_message(self, format: str, *args: Any) -> None:
        """Quiet: the terminal shows the address and the QR code, not every phone's request."""


def shipped_fonts() -> dict[str, bytes]:
    """``fonts/<file>`` → its bytes, for every script font the page names that the app has on disk.

    Read once: a phone's request never touches the disk, and a missing file is a 404 (boxes on that
    phone, as without the font), never a crash of the board.
    """
    found: dict[str, bytes] = {}
    for path in SCRIPT_FONTS.values():
        try:
            found[path] = (ASSETS_DIR / path).read_bytes()
        except OSError:
            continue
    return found


class BoardServer:
    """The board of one game (or of whichever game was played last), served on ``host:port``.

    ``start()`` binds and serves in background threads; ``stop()`` ends them;
    ``new_address()`` draws a new token so the old address stops working.
    """

    def __init__(self, source: GameSource, game_id: str | None = None, *, host: str = "0.0.0.0",
                 port: int = DEFAULT_PORT, max_viewers: int = MAX_VIEWERS, poll: float = POLL_SECONDS,
                 keepalive: float = KEEPALIVE_SECONDS, rate: float = REQUESTS_PER_SECOND,
                 burst: int = REQUEST_BURST, limits: DoorLimits | None = None, clock: Clock = time.monotonic,
                 max_answers: int = MAX_ANSWERS, write_seconds: float = WRITE_SECONDS) -> None:
        self.source, self.game_id, self.host, self.requested_port = source, game_id, host, port
        self.max_viewers, self.keepalive, self.write_seconds = max_viewers, keepalive, write_seconds
        self.viewers = Slots(max_viewers)
        self.answers = Slots(max_viewers + max_answers)  # a thread each; streams can never take them all
        self.limiter = RateLimiter(rate, burst)
        self.limits = limits or DoorLimits()
        self.hub = Hub()
        self.token = secrets.token_urlsafe(16)
        self.door: FrontDoor | None = None
        self.fonts = shipped_fonts()
        self._clock = clock
        self._poll = poll
        self._listener: socket.socket | None = None
        self._watcher: Watcher | None = None

    # -- lifecycle --------------------------------------------------------------------------
    @property
    def running(self) -> bool:
        return self._listener is not None

    def start(self) -> None:
        """Bind (``OSError`` if the port is taken) and serve; the first state is rendered before."""
        if self._listener is not None:
            return
        family = socket.AF_INET6 if ":" in self.host else socket.AF_INET
        listener = socket.create_server((self.host, self.requested_port), family=family, backlog=LISTEN_BACKLOG)
        self._watcher = Watcher(self.source, self.game_id, self.hub, self._poll)
        self._watcher.refresh()
        self._listener = listener
        self.door = FrontDoor(listener, self._dispatch, self._names_the_board, self.limits, self._clock)
        self.door.start()
        self._watcher.start()

    def stop(self) -> None:
        """Stop serving: open streams end, waiting connections are hung up on, the port is freed."""
        listener, self._listener = self._listener, None
        if listener is None:
            return
        if self._watcher is not None:
            self._watcher.stopping.set()
        self.hub.end_streams()
        if self.door is not None:
            self.door.stop()
        listener.close()
        if self._watcher is not None:
            self._watcher.join(timeout=2)

    def _dispatch(self, sock: socket.socket, address: Address, head: bytes, rest: bytes) -> None:
        """A whole request head came through the front door: a thread answers it, if one is free."""
        if not self.answers.take():
            self._busy(sock)
            return
        try:
            threading.Thread(target=self._answer, args=(Arrival(sock, head, rest), address),
                             name="board-answer", daemon=True).start()
        except RuntimeError:  # no thread to be had: as busy as can be
            self.answers.give_back()
            self._busy(sock)

    @staticmethod
    def _busy(sock: socket.socket) -> None:
        answer(sock, 503, "The board is busy; try again in a moment.", bytearray(1024))
        sock.close()

    def _answer(self, arrival: Arrival, address: Address) -> None:
        try:
            BoardHandler(arrival, address, self)  # type: ignore[arg-type]
        except Exception:  # a client that hangs up mid-answer is normal on phones: no traceback
            if self.door is not None:
                self.door.close(arrival.sock)
        finally:
            self.answers.give_back()

    def _names_the_board(self, request_line: bytes) -> bool:
        """Whether a request line asks for one of the board's own addresses (with the token)."""
        words = request_line.split()
        return len(words) >= 2 and self.route(words[1].decode("latin-1")) is not None

    # -- what the front door holds (for the tests and the benchmark) --------------------------
    @property
    def buffered_bytes(self) -> int:
        """Bytes of unfinished request heads held right now."""
        return self.door.buffered if self.door is not None else 0

    @property
    def peak_buffered_bytes(self) -> int:
        return self.door.peak_buffered if self.door is not None else 0

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
        return int(self._listener.getsockname()[1]) if self._listener else self.requested_port

    @property
    def url(self) -> str:
        """The address to give the table: this machine's LAN address when serving all interfaces."""
        return f"http://{display_host(self.host)}:{self.port}/b/{self.token}/"

    def route(self, raw_path: str) -> str | None:
        """``page``, ``state``, ``events``, ``redirect`` (no trailing slash), a served font's
        ``fonts/<file>``, or None (404)."""
        path = raw_path.split("?", 1)[0].split("#", 1)[0]
        parts = path.split("/")
        if len(parts) < 3 or parts[0] != "" or parts[1] != "b":
            return None
        if not secrets.compare_digest(parts[2].encode("utf-8", "replace"), self.token.encode("ascii")):
            return None
        rest = "/".join(parts[3:]) if len(parts) > 3 else None
        if rest is None:
            return "redirect"
        if rest in self.fonts:
            return rest
        return {"": "page", "state": "state", "events": "events"}.get(rest)

    def __enter__(self) -> "BoardServer":
        self.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self.stop()
