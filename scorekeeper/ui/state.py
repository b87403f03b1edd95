"""The app's one piece of state: the open game, and the only path for changes.

Every change goes rules → store → screen: the rules core validates the event
(a refusal becomes a message and nothing changes), the store keeps it durably,
and only then is the screen redrawn from the replayed game.  So nothing the
screen shows as done can be lost, and the screen can never disagree with the
record.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from typing import Any, Callable

from scorekeeper.rules import Event, Game, RuleError, event_to_dict


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
        self.money.extend(data.get("money", []))
        self.bull_bear.extend(data.get("bull_bear", []))
        self.cards.extend(data.get("cards", []))
        self.points = data.get("points", 0)
        self.editing = data.get("editing")


class AppState:
    """Holds the store, the open game and what the screens need between taps."""

    def __init__(self, store: Any, render: Callable[[], None] | None = None) -> None:
        self.store = store
        self.render = render or (lambda: None)
        self.game_id: str | None = None
        self.game: Game | None = None
        self.error: str | None = None
        self.notice: str | None = None
        self.draft = Draft()
        self._kept_draft: dict[str, Any] = {}
        self.totals_only = False
        self.ui: dict[str, Any] = {}  # what a screen remembers between taps (open keypad, ...)

    # -- games --------------------------------------------------------------------------
    def open_game(self, game_id: str) -> Game:
        self.game_id, self.game = game_id, self.store.load_game(game_id)
        self.error, self.totals_only = None, False
        self.ui.clear()
        self.draft.clear()
        saved = self.store.load_draft(game_id) or {}
        if saved.get("after_events") == len(self.game.events):  # still the same trick
            self.draft.restore(saved.get("draft", {}))
        self._kept_draft = self.draft.to_dict()
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
        self.store.save_draft(self.game_id, {"after_events": len(self.game.events), "draft": tapped}
                              if tapped else None)
        self._kept_draft = tapped

    def start_game(self, game: Game, *, player_ids: list[str] | None = None, name: str | None = None) -> str:
        """Store a new game first, then make it the open one."""
        game_id = self.store.create_game(game, name=name, player_ids=player_ids)
        self.game_id, self.game = game_id, game
        self.error, self.totals_only = None, False
        self.ui.clear()
        self.draft.clear()
        self._kept_draft = {}
        return game_id

    # -- changes ---------------------------------------------------------------------------
    def format_error(self, err: RuleError) -> str:
        if self.game is None:
            return str(err)
        return err.text(self.game.rules.format_amount(self.game.settings))

    def in_step_with_store(self) -> bool:
        """Whether the stored game is the one on screen; if another screen changed it, reload it.

        Two browser tabs (or phones) on one game must never stack an entry on a
        state the store no longer has.
        """
        assert self.game is not None and self.game_id is not None
        stored = self.store.load_events(self.game_id)
        events = self.game.events
        if len(stored) == len(events) and (not events or stored[-1] == event_to_dict(events[-1])):
            return True
        self.game = self.store.load_game(self.game_id)
        self.draft.clear()
        self.error = ("This game was changed on another screen; it has been reloaded and nothing was "
                      "stored for that entry. Enter it again if it still applies.")
        self.render()
        return False

    def act(self, event: Event) -> bool:
        """Play ``event``: refused → a message and nothing changes; else stored, then shown."""
        assert self.game is not None and self.game_id is not None
        if not self.in_step_with_store():
            return False
        try:
            new = self.game.play(event)
        except RuleError as err:
            self.error = self.format_error(err)
            self.render()
            return False
        self.store.append_event(self.game_id, event_to_dict(event))
        self.game, self.error = new, None
        self.draft.clear()
        self.render()
        return True

    def change(self, transform: Callable[[Game], Game]) -> bool:
        """A correction (undo, replace, delete): re-validated whole, stored whole, then shown."""
        assert self.game is not None and self.game_id is not None
        if not self.in_step_with_store():
            return False
        try:
            new = transform(self.game)
        except RuleError as err:
            self.error = self.format_error(err)
            self.render()
            return False
        self.store.replace_events(self.game_id, [event_to_dict(e) for e in new.events])
        self.game, self.error = new, None
        self.draft.clear()
        self.render()
        return True

    def undo(self) -> bool:
        if self.game is None or not self.game.events:
            self.error = "Nothing to undo yet"
            self.render()
            return False
        return self.change(lambda g: g.undo())

    def replace(self, index: int, event: Event) -> bool:
        return self.change(lambda g: g.replace(index, event))

    def say(self, message: str | None) -> None:
        self.error = message
        self.render()
