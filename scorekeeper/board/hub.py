"""What the board shows, rendered once per change: the watcher asks the source whether the game changed,
renders it, and the hub hands that one snapshot to every open stream (ten phones cost one replay).

A snapshot holds the board in each language the app speaks (`languages.Rendition`); a request takes
the one its browser asks for, else the keeper's."""

from __future__ import annotations

import threading
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Hashable

from scorekeeper.i18n.translate import gettext

from .languages import Render, Rendition, pick, render_each
from .source import BoardSourceError, GameSource
from .view import BoardView, game_view, message_view


@dataclass(frozen=True)
class Snapshot:
    """One rendered state of the board, in each language, in every form a client asks for."""

    seq: int
    renditions: Mapping[str, Rendition]
    keeper: str  # the language of a viewer whose browser asks for none we speak

    @classmethod
    def of(cls, seq: int, render: Render, keeper: str) -> "Snapshot":
        return cls(seq, render_each(seq, render), keeper)

    def for_viewer(self, accept_language: str | None) -> Rendition:
        return pick(self.renditions, accept_language, self.keeper)

    @property
    def keepers(self) -> Rendition:
        return self.renditions[self.keeper]


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

    def __init__(self, source: GameSource, game_id: str | None, hub: Hub, poll: float, keeper: str = "en") -> None:
        super().__init__(name="board-watcher", daemon=True)
        self.source, self.game_id, self.hub, self.poll, self.keeper = source, game_id, hub, poll, keeper
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
        self._seq += 1
        self.hub.publish(Snapshot.of(self._seq, self.drawer(game_id, version), self.keeper))

    def render(self, game_id: str | None, version: Hashable) -> tuple[str, BoardView]:
        """The board of ``version`` in the language current now."""
        return self.drawer(game_id, version)()

    def drawer(self, game_id: str | None, version: Hashable) -> Render:
        """How to draw the board of ``version`` in the language current when called: the game is read
        (replayed) once here, then drawn once per language."""
        if isinstance(version, tuple) and version and version[0] == "error":
            problem = str(version[1])
            return lambda: message(gettext("The board cannot read the games"), problem)
        if game_id is None:
            return lambda: message(gettext("No game yet"), gettext("Start a game on the keeper's phone; it shows here."))
        try:
            game, notice = self.source.load_game(game_id), self.source.notice(game_id)
        except BoardSourceError as err:
            problem = str(err)
            return lambda: message(gettext("This game cannot be shown"), problem)
        except Exception as err:  # a rule module tripping over strange data: say so, keep serving
            problem = f"{type(err).__name__}: {err}"
            return lambda: message(gettext("This game cannot be shown"), problem)

        def draw() -> tuple[str, BoardView]:
            try:
                return gettext(game.rules.TITLE), game_view(game_id, game, notice)
            except Exception as err:  # a rule module tripping over strange data while drawing
                return message(gettext("This game cannot be shown"), f"{type(err).__name__}: {err}")
        return draw


def message(title: str, text: str) -> tuple[str, BoardView]:
    """The board when there is no game to show: the app's name, and why."""
    return gettext("Scorekeeper"), message_view(title, text)
