"""The board under slow and greedy clients on the Wi-Fi: viewers are still served, memory stays bounded.

Every attack here is a bounded number of sockets to 127.0.0.1.  Nothing is timed:
deadlines run on a clock the test moves (``FakeClock``), and the checks are on what
a user would see (a viewer gets the board) and on the board's own accounts (bytes of
unfinished request heads it holds, connections it hung up on).
"""

from __future__ import annotations

import http.client
import socket
import time
import tracemalloc
from collections.abc import Callable, Iterator

import pytest

from scorekeeper.board import BoardServer
from scorekeeper.board.door import DoorLimits

from .conftest import Stream, board_path, example_game, request

SOCKET_SECONDS = 5  # the safety net of every read in these tests, never reached when the board is right


class FakeClock:
    """The front door's clock: time moves only when the test says so."""

    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now

    def advance(self, seconds: float) -> None:
        self.now += seconds


def until(condition: Callable[[], bool]) -> bool:
    """Whether ``condition`` holds within a few seconds (the board's threads act on their own)."""
    for _ in range(1000):
        if condition():
            return True
        time.sleep(0.01)
    return condition()


@pytest.fixture
def sockets() -> Iterator[list[socket.socket]]:
    """Raw connections an attacker opens; all closed after the test."""
    opened: list[socket.socket] = []
    yield opened
    for sock in opened:
        sock.close()


def connect(server: BoardServer, opened: list[socket.socket], first_bytes: bytes = b"") -> socket.socket:
    sock = socket.create_connection(("127.0.0.1", server.port), timeout=SOCKET_SECONDS)
    opened.append(sock)
    if first_bytes:
        sock.sendall(first_bytes)
    return sock


def hung_up(sock: socket.socket) -> bytes:
    """Everything the board sent before closing this connection (b"" when it just hung up)."""
    received = b""
    try:
        while chunk := sock.recv(65536):
            received += chunk
    except ConnectionResetError:
        pass
    return received


def board_page_served(server: BoardServer) -> bool:
    reply = request(server, board_path(server))
    return reply.status == 200 and "<h1>Make-a-Million</h1>" in reply.text


def test_a_viewer_is_served_while_slow_clients_hold_every_waiting_place(store, serve, sockets):
    """Slowloris: 40 connections that never finish their headers, against 16 waiting places."""
    store.create_game(example_game("dollars-made-then-set-back"))
    server = serve(limits=DoorLimits(max_waiting=16, head_seconds=3600))
    for number in range(40):
        connect(server, sockets, f"GET / HTTP/1.1\r\nHost: board\r\nX-Slow-{number}: ".encode())
    assert until(lambda: server.door.evicted == 24)  # the 16 latest wait; the 24 oldest were hung up on
    assert board_page_served(server)
    assert server.door.evicted == 25  # the viewer took the place of one more of them
    assert until(lambda: len(server.door.waiting) == 15)  # once the viewer's kept-alive connection is closed
    assert hung_up(sockets[0]) == b""


def test_a_newcomer_past_the_waiting_places_is_served_and_the_oldest_idle_socket_goes(store, serve, sockets):
    store.create_game(example_game("dollars-made-then-set-back"))
    server = serve(limits=DoorLimits(max_waiting=4, head_seconds=3600))
    for _ in range(4):
        connect(server, sockets)  # connected, sending nothing
    assert until(lambda: len(server.door.waiting) == 4)
    assert board_page_served(server)
    assert hung_up(sockets[0]) == b""
    assert until(lambda: len(server.door.waiting) == 3)  # once the newcomer's kept-alive connection is closed


def test_a_head_trickled_byte_by_byte_is_hung_up_on_at_its_deadline(serve, sockets):
    """Each byte comes well within any per-read timeout; the deadline is for the whole head."""
    clock = FakeClock()
    server = serve(limits=DoorLimits(head_seconds=5, tick_seconds=0.01), clock=clock)
    slow = connect(server, sockets)
    assert until(lambda: len(server.door.waiting) == 1)
    for byte in b"GET /b/":
        slow.sendall(bytes([byte]))
        clock.advance(0.7)  # 7 bytes: 4.9 s in all, each well within any per-read timeout
    # Every byte read before the deadline passes: a byte still on its way when the board hangs up would
    # make the close a reset, which a loaded machine's loopback can do, and the 408 would be lost with it.
    assert until(lambda: server.buffered_bytes == 7)
    clock.advance(0.7)  # 5.6 s: past the head's 5 s
    assert hung_up(slow) == (b"HTTP/1.1 408 Request Timeout\r\nContent-Type: text/plain; charset=utf-8\r\n"
                             b"Content-Length: 37\r\nConnection: close\r\n\r\n"
                             b"The request took too long to arrive.\n")
    assert server.door.expired == 1
    assert server.buffered_bytes == 0


def test_a_head_trickled_in_but_whole_within_its_deadline_is_answered(store, serve, sockets):
    store.create_game(example_game("dollars-made-then-set-back"))
    clock = FakeClock()
    server = serve(limits=DoorLimits(head_seconds=5, tick_seconds=0.01), clock=clock)
    slow = connect(server, sockets)
    assert until(lambda: len(server.door.waiting) == 1)
    for piece in (b"GET ", board_path(server).encode(), b" HTTP/1.1\r\n", b"Host: board\r\n", b"\r\n"):
        slow.sendall(piece)
        clock.advance(0.9)  # 4.5 s in all
    response = http.client.HTTPResponse(slow)
    response.begin()
    assert response.status == 200
    assert "<h1>Make-a-Million</h1>" in response.read().decode("utf-8")


def test_a_phone_that_closes_its_live_stream_frees_its_viewer_place_at_once(store, serve):
    store.create_game(example_game("dollars-made-then-set-back"))
    server = serve(max_viewers=1, keepalive=3600)  # no keep-alive write would ever notice it went
    first = Stream(server)
    assert first.next_state()["data"]["title"] == "Make-a-Million"
    assert server.viewers.taken == 1
    first.close()
    assert until(lambda: server.viewers.taken == 0)
    second = Stream(server)
    try:
        assert second.response.status == 200
        assert second.next_state()["data"]["title"] == "Make-a-Million"
    finally:
        second.close()


@pytest.mark.parametrize("line_bytes", [65_000, 8_000])
def test_a_header_flood_never_finished_keeps_the_boards_memory_bounded(store, serve, sockets, line_bytes):
    """The issue's flood: 95 connections each sending 97 header lines, never the empty line that ends them.

    65,000-byte lines are refused at the 8 KiB line limit; 8,000-byte lines fit it, so
    the 16 KiB a head and the 256 KiB of all heads together are what stop them.
    """
    store.create_game(example_game("dollars-made-then-set-back"))
    server = serve(limits=DoorLimits(head_seconds=3600), burst=100)
    tracemalloc.start()
    try:
        before, _ = tracemalloc.get_traced_memory()
        flood = [connect(server, sockets, b"GET / HTTP/1.1\r\n") for _ in range(95)]
        open_ones = list(flood)
        for number in range(97):
            line = f"X-Flood-{number}: ".encode() + b"a" * (line_bytes - 15) + b"\r\n"
            for sock in list(open_ones):
                try:
                    sock.sendall(line)
                except OSError:  # the board hung up on it
                    open_ones.remove(sock)
        assert until(lambda: not server.door.waiting)
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert server.peak_buffered_bytes <= 256 * 1024
    assert (server.door.refused + server.door.evicted, server.buffered_bytes) == (95, 0)
    assert peak - before < 32 * 1024 * 1024  # was 3.3 GB
    assert board_page_served(server)


def test_when_header_bytes_run_out_the_connections_that_did_not_name_the_board_go_first(store, serve, sockets):
    store.create_game(example_game("dollars-made-then-set-back"))
    server = serve(limits=DoorLimits(total_head=64 * 1024, head_seconds=3600))
    viewer = connect(server, sockets, f"GET {board_path(server)} HTTP/1.1\r\nHost: board\r\n".encode())
    assert until(lambda: server.buffered_bytes > 0)
    greedy_head = b"GET / HTTP/1.1\r\n" + (b"X-Greedy: " + b"a" * 6000 + b"\r\n") * 2  # 12 KB, within its own limits
    for _ in range(30):  # 360 KB: far past the 64 KiB of all heads
        connect(server, sockets, greedy_head)
    assert until(lambda: server.door.evicted >= 20)
    viewer.sendall(b"Connection: close\r\n\r\n")
    response = http.client.HTTPResponse(viewer)
    response.begin()
    assert response.status == 200
    assert "<h1>Make-a-Million</h1>" in response.read().decode("utf-8")
    assert until(lambda: server.door.evicted + len(server.door.waiting) == 30)  # every greedy one is counted
    assert server.door.refused == 0
    assert server.peak_buffered_bytes <= 64 * 1024


def test_a_request_line_past_8_kib_is_414_and_too_many_headers_431(serve, sockets):
    server = serve()
    long_line = connect(server, sockets, b"GET /" + b"a" * 9000 + b" HTTP/1.1\r\n\r\n")
    assert hung_up(long_line).split(b"\r\n")[0] == b"HTTP/1.1 414 URI Too Long"
    many = connect(server, sockets, b"GET / HTTP/1.1\r\n" + b"".join(b"X-%d: 1\r\n" % n for n in range(70)) + b"\r\n")
    assert hung_up(many).split(b"\r\n")[0] == b"HTTP/1.1 431 Request Header Fields Too Large"
    assert server.door.refused == 2


def test_a_kept_alive_connection_is_answered_again_after_waiting_at_the_door(store, serve):
    store.create_game(example_game("dollars-made-then-set-back"))
    server = serve()
    conn = http.client.HTTPConnection("127.0.0.1", server.port, timeout=SOCKET_SECONDS)
    try:
        statuses = []
        for path in (board_path(server), board_path(server, "state"), "/nothing"):
            conn.request("GET", path)
            reply = conn.getresponse()
            reply.read()
            statuses.append(reply.status)
        assert statuses == [200, 200, 404]
    finally:
        conn.close()


def test_past_the_answers_in_flight_a_request_is_told_the_board_is_busy(store, serve):
    store.create_game(example_game("dollars-made-then-set-back"))
    server = serve(max_viewers=1, max_answers=0)  # one thread in all, which the open stream holds
    stream = Stream(server)
    try:
        assert stream.next_state()["data"]["title"] == "Make-a-Million"
        reply = request(server, board_path(server))
        assert (reply.status, reply.text) == (503, "The board is busy; try again in a moment.\n")
    finally:
        stream.close()
    assert until(lambda: server.answers.taken == 0)
    assert board_page_served(server)
