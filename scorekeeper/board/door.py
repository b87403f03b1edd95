"""The board's front door: connections wait here, without a thread, until their request head is whole.

Any phone on the Wi-Fi can reach the board, so anyone there can try to wear it out:
open hundreds of connections and send a header byte every two seconds (slowloris),
or send endless 64 KB header lines and never finish.  A thread per connection reading
with a per-read timeout let both lock every viewer out and grow memory into gigabytes.
Here one thread (``FrontDoor``) reads every request head itself, with a selector:

- a deadline for the whole head (``head_seconds`` from the moment a connection starts
  waiting for a request), not per read: trickling bytes buys no time;
- per connection, at most ``max_line`` bytes a line, ``max_headers`` header lines and
  ``max_head`` bytes in all (414 or 431 otherwise); across all connections, at most
  ``total_head`` bytes buffered: when a read would pass it, the connection holding the
  most is hung up on (one that has not named the board's address first);
- at most ``max_waiting`` connections wait at once: a newcomer pushes out the oldest
  waiting one, again those that did not name the board's address first, so an attacker
  holding every place only ever pushes out its own connections, and a phone, whose
  whole request arrives in one packet, is through the door at once;
- only a whole head within those limits is handed on (``dispatch``) to a thread that
  answers it; a keep-alive connection comes back here to wait for its next request;
- an open live stream is watched here too: the moment its phone hangs up, the stream
  is told (``watch``) and frees its viewer place, instead of on its next write.

Only this thread registers and closes the sockets it has seen, so a socket is never
closed under the selector; other threads ask it through ``hand_back``, ``watch`` and
``close``.  The clock is injectable, so tests move time instead of waiting for it.
"""

from __future__ import annotations

import queue
import selectors
import socket
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field

READ_BYTES = 4096  # at most this much is read from one connection at a time
Address = tuple[str, int]
Clock = Callable[[], float]
Dispatch = Callable[[socket.socket, Address, bytes, bytes], None]


@dataclass(frozen=True)
class DoorLimits:
    """What one request head, and all of them together, may cost the board."""

    max_waiting: int = 128  # connections reading a head (or idle between two requests) at once
    head_seconds: float = 5.0  # a phone sends its whole head in one packet; 5 s is generous on bad Wi-Fi
    max_line: int = 8 * 1024  # the request line or one header line
    max_headers: int = 64
    max_head: int = 16 * 1024  # request line and headers of one request
    total_head: int = 256 * 1024  # bytes of unfinished heads buffered across all connections
    tick_seconds: float = 0.25  # how often deadlines are checked when nothing else happens


@dataclass
class Waiting:
    """A connection reading its request head."""

    sock: socket.socket
    address: Address
    deadline: float
    since: int  # arrival order: the lower, the longer it has waited
    buffer: bytearray = field(default_factory=bytearray)
    lines: int = 0  # complete lines so far (the request line is the first)
    line_start: int = 0  # where the line being read starts in ``buffer``
    names_the_board: bool = False  # its request line carries the board's address (and token)

    def eviction_rank(self) -> tuple[bool, int]:
        """Lowest goes first: connections that did not name the board's address, then the oldest."""
        return (self.names_the_board, self.since)


@dataclass
class Watched:
    """An open live stream: ``gone`` is called once, when its client hangs up (or sends anything)."""

    sock: socket.socket
    gone: Callable[[], None]


class FrontDoor(threading.Thread):
    """Accepts connections on ``listener``, reads their request heads, hands whole ones to ``dispatch``.

    ``names_the_board(request_line)`` tells a connection that asked for the board's own
    address from one that did not, so the latter are hung up on first when places run out.
    ``dispatch(sock, address, head, rest)`` is called on this thread with the socket
    already taken off the selector; it must return quickly (start a thread) and end with
    ``hand_back`` or ``close``.
    """

    def __init__(self, listener: socket.socket, dispatch: Dispatch, names_the_board: Callable[[bytes], bool],
                 limits: DoorLimits | None = None, clock: Clock = time.monotonic) -> None:
        super().__init__(name="board-door", daemon=True)
        self.listener, self.dispatch, self.names_the_board = listener, dispatch, names_the_board
        self.limits = limits or DoorLimits()
        self.clock = clock
        self.selector = selectors.DefaultSelector()
        self.waiting: dict[socket.socket, Waiting] = {}
        self.buffered = 0  # bytes in every Waiting.buffer together
        self.peak_buffered = 0
        self.evicted = 0  # hung up on to make room (a place or header bytes)
        self.expired = 0  # hung up on at their head's deadline
        self.refused = 0  # answered 414/431 for a head past the limits
        self._arrivals = 0
        self._requests: queue.SimpleQueue[tuple[str, socket.socket, object]] = queue.SimpleQueue()
        self._wake_read, self._wake_write = socket.socketpair()
        self._wake_read.setblocking(False)
        self._wake_write.setblocking(False)
        self._scratch = bytearray(64 * 1024)  # where refused requests' unread bytes are dropped
        self._stopping = threading.Event()
        listener.setblocking(False)
        self.selector.register(listener, selectors.EVENT_READ, "listener")
        self.selector.register(self._wake_read, selectors.EVENT_READ, "wake")

    # -- asked by other threads ----------------------------------------------------------------
    def hand_back(self, sock: socket.socket, address: Address, rest: bytes) -> None:
        """A connection kept alive after its answer: wait here for its next request (``rest`` begun)."""
        self._ask("wait", sock, (address, rest))

    def watch(self, sock: socket.socket, gone: Callable[[], None]) -> None:
        """Call ``gone`` as soon as the client of this open stream hangs up."""
        self._ask("watch", sock, gone)

    def close(self, sock: socket.socket) -> None:
        """The answer is over: close the connection (and stop watching it)."""
        self._ask("close", sock, None)

    def stop(self) -> None:
        """Hang up on every waiting and watched connection and end the thread."""
        self._stopping.set()
        self._wake()
        if self.is_alive():
            self.join(timeout=2)

    def _ask(self, what: str, sock: socket.socket, detail: object) -> None:
        if self._stopping.is_set():
            _close_quietly(sock)
            return
        self._requests.put((what, sock, detail))
        self._wake()

    def _wake(self) -> None:
        try:
            self._wake_write.send(b"x")
        except OSError:  # the pipe is full (it is being woken anyway) or already closed
            pass

    # -- the thread ---------------------------------------------------------------------------
    def run(self) -> None:
        try:
            while not self._stopping.is_set():
                for key, _ in self.selector.select(self.limits.tick_seconds):
                    try:
                        self._ready(key)
                    except Exception:  # never let one connection end the door for everyone
                        self._drop(key.data)
                self._expire()
        finally:
            self._shut()

    def _ready(self, key: selectors.SelectorKey) -> None:
        if key.data == "listener":
            self._accept()
        elif key.data == "wake":
            self._drain_wake()
        elif isinstance(key.data, Waiting):
            self._read(key.data)
        elif isinstance(key.data, Watched):
            self._forget(key.data.sock)
            key.data.gone()

    def _drain_wake(self) -> None:
        try:
            while self._wake_read.recv(4096):
                pass
        except OSError:
            pass
        while True:
            try:
                what, sock, detail = self._requests.get_nowait()
            except queue.Empty:
                return
            try:
                self._do(what, sock, detail)
            except Exception:  # that connection is in a state nobody expected: hang up on it alone
                if sock in self.waiting:
                    self._hang_up(self.waiting[sock])
                self._forget(sock)
                _close_quietly(sock)

    def _do(self, what: str, sock: socket.socket, detail: object) -> None:
        """One thing another thread asked for (see ``hand_back``, ``watch``, ``close``)."""
        if what == "wait" and isinstance(detail, tuple):
            address, rest = detail
            self._admit(sock, address, rest)
        elif what == "watch" and callable(detail):
            self.selector.register(sock, selectors.EVENT_READ, Watched(sock, detail))
        else:
            self._forget(sock)
            _close_quietly(sock)

    def _accept(self) -> None:
        for _ in range(64):  # then let the others be read too; the rest are accepted next time round
            try:
                sock, address = self.listener.accept()
            except (BlockingIOError, InterruptedError):
                return
            except OSError:  # out of file descriptors, say: the kernel keeps them queued
                return
            waiting = self._admit(sock, address, b"")
            # A phone's request is usually there already: read it now, before newcomers can push it out
            # (unless that would mean hanging up on others for bytes that may not be there).
            if waiting.sock in self.waiting and self.buffered + READ_BYTES <= self.limits.total_head:
                self._read(waiting)

    def _admit(self, sock: socket.socket, address: Address, rest: bytes) -> Waiting:
        if len(self.waiting) >= self.limits.max_waiting:
            self._hang_up(min(self.waiting.values(), key=Waiting.eviction_rank))
            self.evicted += 1
        sock.setblocking(False)
        self._arrivals += 1
        waiting = Waiting(sock, address, self.clock() + self.limits.head_seconds, self._arrivals)
        self.waiting[sock] = waiting
        self.selector.register(sock, selectors.EVENT_READ, waiting)
        if rest and self._make_room(waiting, len(rest)):
            self._take(waiting, rest)
        return waiting

    def _read(self, waiting: Waiting) -> None:
        want = min(READ_BYTES, self.limits.max_head + 1 - len(waiting.buffer))
        if not self._make_room(waiting, want):
            return
        try:
            data = waiting.sock.recv(want)
        except (BlockingIOError, InterruptedError):
            return
        except OSError:
            data = b""
        if not data:  # the client hung up before finishing its request
            self._hang_up(waiting)
            return
        self._take(waiting, data)

    def _make_room(self, reader: Waiting, want: int) -> bool:
        """Keep all heads within ``total_head``: hang up on the greediest (``reader`` too, if it is)."""
        while self.buffered + want > self.limits.total_head:
            holders = [w for w in self.waiting.values() if w.buffer or w is reader]
            greediest = min(holders, key=lambda w: (w.names_the_board, -len(w.buffer), w.since))
            self._hang_up(greediest)
            self.evicted += 1
            if greediest is reader:
                return False
        return True

    def _take(self, waiting: Waiting, data: bytes) -> None:
        """Add what arrived; answer, refuse or keep waiting depending on what the head now holds."""
        start = len(waiting.buffer)
        waiting.buffer += data
        self.buffered += len(data)
        self.peak_buffered = max(self.peak_buffered, self.buffered)
        buffer, limits = waiting.buffer, self.limits
        end = buffer.find(b"\n", start)
        while end >= 0:
            line = bytes(buffer[waiting.line_start:end + 1])
            if len(line) > limits.max_line + 2:  # + 2: its CRLF
                self._refuse(waiting)
                return
            if waiting.lines == 0:
                waiting.names_the_board = self.names_the_board(line)
            elif line in (b"\r\n", b"\n"):  # the empty line that ends the head
                self._hand_on(waiting, end + 1)
                return
            waiting.lines += 1
            waiting.line_start = end + 1
            if waiting.lines > limits.max_headers + 1:
                self._refuse(waiting)
                return
            end = buffer.find(b"\n", end + 1)
        if len(buffer) - waiting.line_start > limits.max_line + 2 or len(buffer) > limits.max_head:
            self._refuse(waiting)

    def _hand_on(self, waiting: Waiting, head_length: int) -> None:
        head, rest = bytes(waiting.buffer[:head_length]), bytes(waiting.buffer[head_length:])
        self._let_go(waiting)
        self.dispatch(waiting.sock, waiting.address, head, rest)

    def _refuse(self, waiting: Waiting) -> None:
        """414 (request line) or 431 (headers), best effort, then hang up."""
        self.refused += 1
        if waiting.lines == 0:
            self._hang_up(waiting, 414, "The address is too long.")
        else:
            self._hang_up(waiting, 431, "The request headers are too large.")

    def _expire(self) -> None:
        now = self.clock()
        for waiting in [w for w in self.waiting.values() if w.deadline <= now]:
            self.expired += 1
            if waiting.buffer:
                self._hang_up(waiting, 408, "The request took too long to arrive.")
            else:  # an idle keep-alive connection is simply closed
                self._hang_up(waiting)

    # -- bookkeeping ----------------------------------------------------------------------------
    def _drop(self, data: object) -> None:
        """What went wrong with a connection is its own business: hang up on it, keep the door open."""
        if isinstance(data, Waiting):
            self._hang_up(data)
        elif isinstance(data, Watched):
            self._forget(data.sock)
            data.gone()

    def _let_go(self, waiting: Waiting) -> None:
        """Off the selector and out of the accounts; the socket itself stays open."""
        self.waiting.pop(waiting.sock, None)
        self.buffered -= len(waiting.buffer)
        waiting.buffer = bytearray()
        self._forget(waiting.sock)

    def _hang_up(self, waiting: Waiting, status: int | None = None, message: str = "") -> None:
        """Out of the accounts first, then (with ``status``) a short answer, then closed."""
        self._let_go(waiting)
        if status is not None:
            answer(waiting.sock, status, message, self._scratch)
        _close_quietly(waiting.sock)

    def _forget(self, sock: socket.socket) -> None:
        try:
            self.selector.unregister(sock)
        except (KeyError, ValueError):
            pass

    def _shut(self) -> None:
        for key in list(self.selector.get_map().values()):
            if isinstance(key.data, (Waiting, Watched)):
                _close_quietly(key.data.sock)
        self.waiting.clear()
        self.buffered = 0
        self.selector.close()
        for sock in (self._wake_read, self._wake_write):
            _close_quietly(sock)
        while True:
            try:
                _, sock, _ = self._requests.get_nowait()
            except queue.Empty:
                return
            _close_quietly(sock)


def answer(sock: socket.socket, status: int, message: str, scratch: bytearray) -> None:
    """A short plain answer, sent without waiting (a client that does not read it loses it).

    What the client already sent is read away first (into ``scratch``, bounded), so that
    closing does not reset the connection before the answer is read.
    """
    body = (message + "\n").encode("utf-8")
    reason = {408: "Request Timeout", 414: "URI Too Long", 431: "Request Header Fields Too Large",
              503: "Service Unavailable"}.get(status, "Error")
    head = (f"HTTP/1.1 {status} {reason}\r\nContent-Type: text/plain; charset=utf-8\r\n"
            f"Content-Length: {len(body)}\r\nConnection: close\r\n\r\n").encode("ascii")
    try:
        sock.setblocking(False)
        for _ in range(16):
            if not sock.recv_into(scratch):
                break
    except OSError:
        pass
    try:
        sock.send(head + body)
        sock.shutdown(socket.SHUT_WR)
    except OSError:
        pass


def _close_quietly(sock: socket.socket) -> None:
    try:
        sock.close()
    except OSError:
        pass
