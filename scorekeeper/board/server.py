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

Its parts: ``door.py`` (the front door), ``handler.py`` (one request),
``hub.py`` (the watcher and the snapshot every stream shares), ``limits.py``
(rates and places); this module binds, starts, stops and routes.
"""

from __future__ import annotations

import secrets
import socket
import threading
import time
from datetime import datetime

from scorekeeper.i18n.translate import current_language, use_language
from scorekeeper.webfonts import ASSETS_DIR, SCRIPT_FONTS

from .languages import keeper_language, viewer_language
from .door import Address, Clock, DoorLimits, FrontDoor, answer
from .handler import Arrival, Board, BoardHandler
from .hub import Hub, Watcher
from .limits import RateLimiter, Slots
from .net import display_host
from .season_page import SeasonPages
from .source import GameSource

DEFAULT_PORT = 8551
MAX_VIEWERS = 32
MAX_ANSWERS = 32  # page and state answers being written at once, besides the streams
REQUESTS_PER_SECOND = 10.0  # steady rate per client address
REQUEST_BURST = 30  # a page load plus reconnects fit in easily
POLL_SECONDS = 0.25
KEEPALIVE_SECONDS = 15.0
WRITE_SECONDS = 10.0  # to write one whole answer (or one event of a stream) to a client that reads slowly
LISTEN_BACKLOG = 128  # a table of phones opening the page at once is not turned away by the kernel


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
                 max_answers: int = MAX_ANSWERS, write_seconds: float = WRITE_SECONDS,
                 language: str | None = None) -> None:
        self.source, self.game_id, self.host, self.requested_port = source, game_id, host, port
        self._season_pages = SeasonPages()
        self.language = keeper_language(language or current_language())  # a viewer who asks for no language we speak
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
        self._watcher = Watcher(self.source, self.game_id, self.hub, self._poll, self.language)
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

    def season_page(self, accept_language: str | None = None) -> bytes | None:
        """The season page (``season_page.py``) in the viewer's language (their browser's ``Accept-Language``,
        else the keeper's), or None where the source has no store to read it from."""
        store = getattr(self.source, "season_store", lambda: None)()
        if store is None:
            return None
        with use_language(viewer_language(accept_language, self.language)):
            return self._season_pages.page(store, datetime.now().astimezone())

    def route(self, raw_path: str) -> str | None:
        """``page``, ``state``, ``events``, ``season``, ``redirect`` (no trailing slash), a served font's
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
        return {"": "page", "state": "state", "events": "events", "season": "season"}.get(rest)

    def __enter__(self) -> "BoardServer":
        self.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self.stop()


def _board_check(server: BoardServer) -> Board:
    """mypy checks here that the server offers what each request reads of it (``handler.Board``)."""
    return server
