"""The live board under the two attacks of issue 16, as a phone on the same Wi-Fi would mount them.

    .venv/bin/python bench/bench_board_attack.py [--seconds S] [--slow N]

Runs ``scorekeeper board --host 127.0.0.1`` in its own process (so its memory is
its own) on a data folder with one game, then prints, each as figures:

1. a viewer loading the page four times a second with nobody else there: its
   latency (median, worst) and how many loads got the board;
2. the same viewer while N (default 200) slowloris connections send one header
   byte every 2 s and reconnect at once when the board hangs up on them: latency,
   loads served, and how many times the attackers were hung up on;
3. the issue's header flood (95 connections, each sending 97 header lines of
   65 KB and never the empty line that ends them), then the same with 8,000-byte
   lines (within the line limit): the board's peak memory (VmHWM, and its growth
   over the idle board) and the viewer's loads during and just after each flood.

No asserts: it prints the figures.  Everything stays on 127.0.0.1.
"""

from __future__ import annotations

import argparse
import http.client
import json
import re
import socket
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path
from urllib.parse import urlsplit

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from scorekeeper.rules import game_from_record  # noqa: E402
from scorekeeper.store import GameStore  # noqa: E402

EXAMPLE = Path(__file__).resolve().parents[1] / "tests" / "examples" / "dollars-made-then-set-back.json"


def start_board(data: Path) -> tuple[subprocess.Popen[str], str, int]:
    """The board in its own process: (process, page path with the token, port)."""
    with GameStore(data, auto_backup=False) as store:
        store.create_game(game_from_record(json.loads(EXAMPLE.read_text(encoding="utf-8"))))
    command = [sys.executable, "-m", "scorekeeper", "board", "--host", "127.0.0.1", "--port", "0", "--data", str(data)]
    board = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    assert board.stdout is not None
    for _ in range(200):
        line = board.stdout.readline()
        if match := re.match(r"(http://\S+)", line):
            url = urlsplit(match.group(1))
            return board, url.path, int(url.port or 80)
    raise RuntimeError("the board printed no address")


def memory_kib(pid: int, field: str) -> int:
    """VmRSS (now) or VmHWM (peak) of a process, in KiB."""
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith(field + ":"):
            return int(line.split()[1])
    return -1


class Viewer(threading.Thread):
    """Loads the board's page four times a second; keeps each load's latency and whether it got the board."""

    def __init__(self, port: int, path: str) -> None:
        super().__init__(daemon=True)
        self.port, self.path = port, path
        self.stopping = threading.Event()
        self.loads: list[tuple[float, bool]] = []

    def run(self) -> None:
        while not self.stopping.wait(0.25):
            self.loads.append(self.load())

    def load(self) -> tuple[float, bool]:
        started = time.perf_counter()
        conn = http.client.HTTPConnection("127.0.0.1", self.port, timeout=10)
        try:
            conn.request("GET", self.path)
            reply = conn.getresponse()
            ok = reply.status == 200 and b"<h1>Make-a-Million</h1>" in reply.read()
        except (OSError, http.client.HTTPException):
            ok = False
        finally:
            conn.close()
        return time.perf_counter() - started, ok

    def report(self, label: str) -> None:
        times = [t for t, _ in self.loads]
        served = sum(ok for _, ok in self.loads)
        print(f"{label}: {served}/{len(self.loads)} loads got the board; latency median "
              f"{statistics.median(times) * 1000:.1f} ms, worst {max(times) * 1000:.1f} ms")


def slowloris(port: int, count: int, seconds: float) -> int:
    """``count`` connections, a header byte each every 2 s, reconnecting when hung up; times hung up on."""
    head = b"GET / HTTP/1.1\r\nHost: board\r\nX-Slow: " + b"a" * 10_000

    def opened() -> socket.socket:
        sock = socket.create_connection(("127.0.0.1", port), timeout=2)
        sock.setblocking(False)
        return sock

    conns = [(opened(), 0) for _ in range(count)]
    hung_up = 0
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        for i, (sock, sent) in enumerate(conns):
            try:
                if sock.recv(1024) == b"":
                    raise ConnectionResetError
            except BlockingIOError:
                pass
            except OSError:
                sock.close()
                hung_up += 1
                conns[i] = (opened(), 0)
                continue
            try:
                sock.send(head[sent:sent + 1])
                conns[i] = (sock, sent + 1)
            except OSError:
                pass
        time.sleep(2)
    for sock, _ in conns:
        sock.close()
    return hung_up


def header_flood(port: int, line_bytes: int) -> None:
    """95 connections, 97 header lines of ``line_bytes`` each, never finished; closed at the end."""
    conns = []
    for _ in range(95):
        sock = socket.create_connection(("127.0.0.1", port), timeout=2)
        sock.sendall(b"GET / HTTP/1.1\r\n")
        conns.append(sock)
    line = b"X-Flood: " + b"a" * (line_bytes - 11) + b"\r\n"
    alive = list(conns)
    for _ in range(97):
        for sock in list(alive):
            try:
                sock.sendall(line)
            except OSError:
                alive.remove(sock)
    print(f"  header flood of {line_bytes:,}-byte lines: {95 - len(alive)} of 95 connections hung up on "
          "before the end of the flood")
    for sock in conns:
        sock.close()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seconds", type=float, default=12.0, help="how long the slowloris attack runs")
    parser.add_argument("--slow", type=int, default=200, help="slowloris connections")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        board, path, port = start_board(Path(folder) / "data")
        try:
            viewer = Viewer(port, path)
            viewer.start()
            time.sleep(3)
            viewer.stopping.set()
            viewer.join()
            viewer.report("1. no attack")
            idle_rss = memory_kib(board.pid, "VmRSS")

            viewer = Viewer(port, path)
            viewer.start()
            hung_up = slowloris(port, args.slow, args.seconds)
            viewer.stopping.set()
            viewer.join()
            viewer.report(f"2. during {args.slow} slowloris connections for {args.seconds:.0f} s")
            print(f"  the board hung up on slow connections {hung_up} times")

            print("3. header floods")
            for line_bytes in (65_000, 8_000):
                viewer = Viewer(port, path)
                viewer.start()
                header_flood(port, line_bytes)
                time.sleep(0.5)  # a load or two after the flood as well
                viewer.stopping.set()
                viewer.join()
                viewer.report("  the viewer during and just after it")
            peak = memory_kib(board.pid, "VmHWM")
            print(f"  board process: idle {idle_rss / 1024:.1f} MiB, peak {peak / 1024:.1f} MiB over the whole run "
                  f"(+{(peak - idle_rss) / 1024:.1f} MiB); now {memory_kib(board.pid, 'VmRSS') / 1024:.1f} MiB")
        finally:
            board.terminate()
            board.wait(timeout=10)


if __name__ == "__main__":
    main()
