"""A data folder with games in it, and a board server on it (127.0.0.1, a free port)."""

from __future__ import annotations

import http.client
import json
from pathlib import Path
from typing import Any, Callable, Iterator
from urllib.parse import urlsplit

import pytest

from scorekeeper.board import BoardServer, open_source
from scorekeeper.rules import Game, game_from_record
from scorekeeper.store import GameStore

EXAMPLES = Path(__file__).resolve().parent.parent / "examples"


def example_game(name: str) -> Game:
    return game_from_record(json.loads((EXAMPLES / f"{name}.json").read_text(encoding="utf-8")))


@pytest.fixture
def data_dir(tmp_path: Path) -> Path:
    return tmp_path / "data"


@pytest.fixture
def store(data_dir: Path) -> Iterator[GameStore]:
    with GameStore(data_dir, auto_backup=False, sync=False) as s:
        yield s


@pytest.fixture
def serve(data_dir: Path, store: GameStore) -> Iterator[Callable[..., BoardServer]]:
    """Start a board on the folder (``serve(game_id=None, **limits)``); stopped after the test."""
    started: list[BoardServer] = []

    def start(game_id: str | None = None, **options: Any) -> BoardServer:
        options.setdefault("poll", 0.05)
        server = BoardServer(open_source(data_dir), game_id, host="127.0.0.1", port=0, **options)
        server.start()
        started.append(server)
        return server

    yield start
    for server in started:
        server.stop()


class Reply:
    def __init__(self, status: int, headers: dict[str, str], body: bytes) -> None:
        self.status, self.headers, self.body = status, headers, body

    @property
    def text(self) -> str:
        return self.body.decode("utf-8")


def request(server: BoardServer, path: str, method: str = "GET", headers: dict[str, str] | None = None) -> Reply:
    """One request to the board (path relative to the server, e.g. ``/b/TOKEN/``)."""
    conn = http.client.HTTPConnection("127.0.0.1", server.port, timeout=5)
    try:
        conn.request(method, path, headers=headers or {})
        resp = conn.getresponse()
        return Reply(resp.status, {k.lower(): v for k, v in resp.getheaders()}, resp.read())
    finally:
        conn.close()


def board_path(server: BoardServer, rest: str = "") -> str:
    return urlsplit(server.url).path + rest


class Stream:
    """An open push stream, read event by event with a socket timeout as the safety net."""

    def __init__(self, server: BoardServer, path: str | None = None) -> None:
        self.conn = http.client.HTTPConnection("127.0.0.1", server.port, timeout=5)
        self.conn.request("GET", path or board_path(server, "events"))
        self.response = self.conn.getresponse()

    def next_state(self) -> dict[str, Any]:
        """The data of the next ``board`` event (keep-alive comments are skipped)."""
        event, data = None, None
        while True:
            line = self.response.fp.readline()
            if not line:
                raise EOFError("the stream ended")
            line = line.rstrip(b"\n").decode("utf-8")
            if line.startswith("event: "):
                event = line[7:]
            elif line.startswith("data: "):
                data = line[6:]
            elif line == "" and event == "board" and data is not None:
                return json.loads(data)

    def close(self) -> None:
        """Hang up, as a phone does: the response holds the socket too (the stream is ``Connection: close``)."""
        self.response.close()
        self.conn.close()
