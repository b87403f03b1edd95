"""What the board shows, rendered once per change: the watcher asks the source whether the game changed,
renders it, and the hub hands that one snapshot to every open stream (ten phones cost one replay)."""

from __future__ import annotations

import gzip
import json
import threading
from dataclasses import dataclass, field
from typing import Hashable

from .page import page
from .source import BoardSourceError, GameSource
from .view import BoardView, game_view, message_view


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
