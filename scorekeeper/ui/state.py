"""The app's one piece of state: the open game, and the only path for changes.

Every change goes rules → service (store) → screen: the rules core validates
the event (a refusal becomes a message and nothing changes), the service keeps
it durably, and only then is the visible screen brought in step.  So nothing
the screen shows as done can be lost, and the screen can never disagree with
the record.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from typing import Any, Callable

from scorekeeper.rules import Event, Game, RuleError
from scorekeeper.service import Scorekeeper, StaleGame, StorageProblem
from scorekeeper.store.interface import Repository

Transform = Callable[[Game], Game]


def make_service(store_or_service: Scorekeeper | Repository) -> Scorekeeper:
    """The app's one service: given as is, or built over a bare store (tests pass stores)."""
    if isinstance(store_or_service, Scorekeeper):
        return store_or_service
    return Scorekeeper(store_or_service)


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

    def __init__(self, service: Scorekeeper, *, refresh: Callable[[], None] | None = None,
                 show_error: Callable[[str | None], None] | None = None,
                 stored: Callable[[], None] | None = None) -> None:
        self.service = service
        self.store = service.repo  # screens not yet on the service
        self.refresh = refresh or (lambda: None)
        self._show_error = show_error
        self.stored = stored or (lambda: None)  # after every stored change (the phone's haptic)
        self.game_id: str | None = None
        self.game: Game | None = None
        self.error: str | None = None
        self.draft = Draft()
        self._kept_draft: dict[str, Any] = {}
        # What a game's table panel keeps for as long as the game is open (typed objects, one key per use).
        self.panel_memory: dict[str, object] = {}

    def show_error(self, message: str | None) -> None:
        self.error = message
        if self._show_error is not None:
            self._show_error(message)

    # -- games --------------------------------------------------------------------------
    def open_game(self, game_id: str) -> Game:
        game = self.service.open_game(game_id)
        self.game_id, self.game = game_id, game
        self.error = None
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
        self.error = None
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
            message = str(stale)
        except StorageProblem as err:  # disk full, read-only, a recovered file: nothing was stored
            if err.game is not None:
                self.game = err.game
                self.draft.clear()
            message = str(err)
        else:
            self.game = new
            self.draft.clear()
            self.show_error(None)
            self.refresh()
            self.stored()
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
