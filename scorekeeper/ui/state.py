"""The app's one piece of state: the open game, and the only path for changes.

Every change goes rules → service (store) → screen: the rules core validates
the event (a refusal becomes a message and nothing changes), the service keeps
it durably, and only then is the visible screen brought in step.  So nothing
the screen shows as done can be lost, and the screen can never disagree with
the record.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from typing import Any, Callable, Protocol

from scorekeeper.rules import Event, Game, RuleError, event_to_dict

Transform = Callable[[Game], Game]


class Service(Protocol):
    """What the UI asks of the service layer (``scorekeeper.service.Scorekeeper``)."""

    repo: Any
    messages: list[str]

    def new_game(self, game: Game, *, player_ids: list[str] | None = None, name: str | None = None) -> str: ...
    def open_game(self, game_id: str) -> Game: ...
    def play(self, game_id: str, game: Game, event: Event) -> Game: ...
    def correct(self, game_id: str, game: Game, transform: Transform) -> Game: ...
    def undo(self, game_id: str, game: Game) -> Game: ...
    def save_draft(self, game_id: str, draft: dict[str, Any] | None) -> None: ...
    def load_draft(self, game_id: str) -> dict[str, Any] | None: ...


try:
    from scorekeeper.service import StaleGame, StorageProblem
except ImportError:  # until the service layer is merged: the same names, raised by StoreService
    class StaleGame(Exception):  # type: ignore[no-redef]
        """The stored game is not the one on screen (another screen changed it); ``game`` is the stored one."""

        def __init__(self, game: Game) -> None:
            super().__init__("the game was changed on another screen")
            self.game = game

    class StorageProblem(Exception):  # type: ignore[no-redef]
        """The storage refused an entry (disk full, read-only): nothing was stored."""


class StoreService:
    """A thin service over a ``GameStore`` until ``scorekeeper.service`` exists (same names, same promises)."""

    def __init__(self, repo: Any) -> None:
        self.repo = repo
        self.messages: list[str] = list(getattr(repo, "messages", None) or [])

    def new_game(self, game: Game, *, player_ids: list[str] | None = None, name: str | None = None) -> str:
        return str(self.repo.create_game(game, name=name, player_ids=player_ids))

    def open_game(self, game_id: str) -> Game:
        game: Game = self.repo.load_game(game_id)
        return game

    def _check_in_step(self, game_id: str, game: Game) -> None:
        stored = self.repo.load_events(game_id)
        events = game.events
        if len(stored) != len(events) or (events and stored[-1] != event_to_dict(events[-1])):
            raise StaleGame(self.open_game(game_id))

    def play(self, game_id: str, game: Game, event: Event) -> Game:
        self._check_in_step(game_id, game)
        new = game.play(event)
        self.repo.append_event(game_id, event_to_dict(event))
        return new

    def correct(self, game_id: str, game: Game, transform: Transform) -> Game:
        self._check_in_step(game_id, game)
        new = transform(game)
        self.repo.replace_events(game_id, [event_to_dict(e) for e in new.events])
        return new

    def undo(self, game_id: str, game: Game) -> Game:
        return self.correct(game_id, game, lambda g: g.undo())

    def save_draft(self, game_id: str, draft: dict[str, Any] | None) -> None:
        self.repo.save_draft(game_id, draft)

    def load_draft(self, game_id: str) -> dict[str, Any] | None:
        draft: dict[str, Any] | None = self.repo.load_draft(game_id)
        return draft


def make_service(store_or_service: Any) -> Service:
    """The app's one service: given as is, or built over a bare store (tests pass stores)."""
    if hasattr(store_or_service, "play") and hasattr(store_or_service, "repo"):
        service: Service = store_or_service
        return service
    return StoreService(store_or_service)


STALE_MESSAGE = ("This game was changed on another screen; it has been reloaded and nothing was "
                 "stored for that entry. Enter it again if it still applies.")


@dataclass
class Draft:
    """A trick being entered (cards tapped so far), not yet a fact."""

    money: list[int] = field(default_factory=list)
    bull_bear: list[str] = field(default_factory=list)
    points: int = 0
    cards: list[str] = field(default_factory=list)  # Twenty-nine counting cards tapped
    editing: int | None = None  # index of the event being corrected, if any

    def clear(self) -> None:
        self.money.clear()
        self.bull_bear.clear()
        self.cards.clear()
        self.points = 0
        self.editing = None

    def to_dict(self) -> dict[str, Any]:
        """What has been tapped so far (empty when nothing has)."""
        return {k: v for k, v in asdict(self).items() if v not in ([], 0, None)}

    def restore(self, data: dict[str, Any]) -> None:
        self.clear()
        self.money.extend(int(v) for v in data.get("money", []) if isinstance(v, int))
        self.bull_bear.extend(str(c) for c in data.get("bull_bear", []) if isinstance(c, str))
        self.cards.extend(str(c) for c in data.get("cards", []) if isinstance(c, str))
        points = data.get("points", 0)
        self.points = points if isinstance(points, int) else 0
        editing = data.get("editing")
        self.editing = editing if isinstance(editing, int) else None


class AppState:
    """The open game and its draft; every change goes through ``act``/``change``/``undo``."""

    def __init__(self, service: Service, *, refresh: Callable[[], None] | None = None,
                 show_error: Callable[[str | None], None] | None = None) -> None:
        self.service = service
        self.store = service.repo  # screens not yet on the service
        self.refresh = refresh or (lambda: None)
        self._show_error = show_error
        self.game_id: str | None = None
        self.game: Game | None = None
        self.error: str | None = None
        self.draft = Draft()
        self._kept_draft: dict[str, Any] = {}
        self.totals_only = False
        self.ui: dict[str, Any] = {}  # what a screen not yet converted remembers between taps
        # What a game's table panel keeps for as long as the game is open (typed objects, one key per use).
        self.panel_memory: dict[str, object] = {}

    def render(self) -> None:
        """The old name of ``refresh``."""
        self.refresh()

    def show_error(self, message: str | None) -> None:
        self.error = message
        if self._show_error is not None:
            self._show_error(message)

    # -- games --------------------------------------------------------------------------
    def open_game(self, game_id: str) -> Game:
        game = self.service.open_game(game_id)
        self.game_id, self.game = game_id, game
        self.error, self.totals_only = None, False
        self.ui.clear()
        self.panel_memory.clear()
        self.draft.clear()
        saved = self.service.load_draft(game_id) or {}
        draft = saved.get("draft") if isinstance(saved, dict) else None
        if isinstance(draft, dict) and saved.get("after_events") == len(game.events):  # still the same trick
            self.draft.restore(draft)
        self._kept_draft = self.draft.to_dict()
        return game

    def ensure_game(self, game_id: str) -> Game:
        """The game ``game_id``, opened unless it is already the open one."""
        if self.game_id != game_id or self.game is None:
            return self.open_game(game_id)
        return self.game

    def keep_draft(self) -> None:
        """Store the cards tapped for the trick being entered, whenever they change.

        They are not a fact until the trick is saved, but a phone that dies
        mid-trick must not lose a tap either.
        """
        if self.game_id is None or self.game is None:
            return
        tapped = self.draft.to_dict()
        if tapped == self._kept_draft:
            return
        self.service.save_draft(self.game_id, {"after_events": len(self.game.events), "draft": tapped}
                                if tapped else None)
        self._kept_draft = tapped

    def start_game(self, game: Game, *, player_ids: list[str] | None = None, name: str | None = None) -> str:
        """Store a new game first, then make it the open one."""
        game_id = self.service.new_game(game, name=name, player_ids=player_ids)
        self.game_id, self.game = game_id, game
        self.error, self.totals_only = None, False
        self.ui.clear()
        self.panel_memory.clear()
        self.draft.clear()
        self._kept_draft = {}
        return game_id

    # -- changes ---------------------------------------------------------------------------
    def format_error(self, err: RuleError) -> str:
        if self.game is None:
            return str(err)
        return err.text(self.game.rules.format_amount(self.game.settings))

    def _apply(self, step: Callable[[Game], Game]) -> bool:
        """Run one change through the service; a refusal is said and nothing changes."""
        assert self.game is not None and self.game_id is not None
        try:
            new = step(self.game)
        except RuleError as err:
            message = self.format_error(err)
        except StaleGame as stale:
            self.game = stale.game
            self.draft.clear()
            message = STALE_MESSAGE
        except StorageProblem as err:  # disk full, read-only: nothing was stored
            message = str(err)
        else:
            self.game = new
            self.draft.clear()
            self.show_error(None)
            self.refresh()
            return True
        self.show_error(message)
        self.refresh()
        return False

    def act(self, event: Event) -> bool:
        """Play ``event``: refused → a message and nothing changes; else stored, then shown."""
        game_id = self.game_id
        assert game_id is not None
        return self._apply(lambda g: self.service.play(game_id, g, event))

    def change(self, transform: Transform) -> bool:
        """A correction (undo, replace, delete): re-validated whole, stored whole, then shown."""
        game_id = self.game_id
        assert game_id is not None
        return self._apply(lambda g: self.service.correct(game_id, g, transform))

    def undo(self) -> bool:
        if self.game is None or not self.game.events:
            self.say("Nothing to undo yet")
            return False
        return self.change(lambda g: g.undo())

    def replace(self, index: int, event: Event) -> bool:
        return self.change(lambda g: g.replace(index, event))

    def say(self, message: str | None) -> None:
        self.show_error(message)
        self.refresh()
