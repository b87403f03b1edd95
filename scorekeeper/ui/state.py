"""The app's one piece of state: the open game, and the only path for changes.

Every change goes rules → service (store) → screen: the rules core validates
the event (a refusal becomes a message and nothing changes), the service keeps
it durably, and only then is the visible screen brought in step.  So nothing
the screen shows as done can be lost, and the screen can never disagree with
the record.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from typing import TYPE_CHECKING, Any, Callable, Sequence

from scorekeeper.rules import Event, Game, RuleError
from scorekeeper.service import Scorekeeper, StaleGame, StorageProblem

if TYPE_CHECKING:
    from scorekeeper.service import Repository

Transform = Callable[[Game], Game]


def make_service(store_or_service: Scorekeeper | Repository) -> Scorekeeper:
    """The app's one service: given as is, or built over a bare store (tests pass stores)."""
    if isinstance(store_or_service, Scorekeeper):
        return store_or_service
    return Scorekeeper(store_or_service)


DRAFT_LISTS = ("money", "bull_bear", "cards")  # the draft's lists of tapped cards (Make-a-Million's, Twenty-nine's)
STORED = "stored"  # a tap in ``Draft.taps`` that stored an event while the draft stayed (a partner named)


@dataclass
class Draft:
    """A trick being entered (cards tapped so far), not yet a fact.

    ``taps`` is the order of the taps (``"money"``, ``"bull_bear"``, ``"cards"``,
    ``"points"``, or ``STORED`` for an entry stored in the middle of the trick),
    so that undo takes back the last thing tapped, not the list it sits in.
    """

    money: list[int] = field(default_factory=list)
    bull_bear: list[str] = field(default_factory=list)
    points: int = 0
    cards: list[str] = field(default_factory=list)  # Twenty-nine counting cards tapped
    editing: int | None = None  # index of the event being corrected, if any
    taps: list[str] = field(default_factory=list)
    # The trick being entered, set aside while a stored trick is corrected; it comes back after.
    aside: dict[str, list[int | str]] = field(default_factory=dict)

    def clear(self) -> None:
        """The entry is done (stored, cancelled): empty, or back to the trick set aside for a correction."""
        aside = self.aside
        self.reset()
        self.money.extend(int(v) for v in aside.get("money", []))
        self.bull_bear.extend(str(c) for c in aside.get("bull_bear", []))

    def reset(self) -> None:
        """Nothing tapped, nothing set aside (another game, a new hand, a game changed elsewhere)."""
        self.money.clear()
        self.bull_bear.clear()
        self.cards.clear()
        self.taps.clear()
        self.points = 0
        self.editing = None
        self.aside = {}

    def open_correction(self, index: int, money: Sequence[int], bull_bear: Sequence[str]) -> None:
        """Correct stored trick ``index``: its cards become the draft; the trick being entered is set aside."""
        if self.editing is None and (self.money or self.bull_bear):
            self.aside = {"money": list(self.money), "bull_bear": list(self.bull_bear)}
        aside = self.aside
        self.reset()
        self.aside = aside
        self.money.extend(money)
        self.bull_bear.extend(bull_bear)
        self.editing = index

    @property
    def empty(self) -> bool:
        """Nothing tapped (a correction opened counts as tapped: its cards are the draft)."""
        return not (self.money or self.bull_bear or self.cards or self.points) and self.editing is None

    def tap(self, kind: str, value: int | str) -> None:
        """One card tapped into the trick (``kind`` is one of ``DRAFT_LISTS``)."""
        if kind not in DRAFT_LISTS:
            raise ValueError(f"a draft holds {', '.join(DRAFT_LISTS)}, not {kind!r}")
        getattr(self, kind).append(value)
        self.taps.append(kind)

    def drop(self, kind: str, index: int) -> None:
        """A tapped card taken out of the trick (its chip tapped)."""
        getattr(self, kind).pop(index)
        if kind in self.taps:
            self.taps.reverse()
            self.taps.remove(kind)
            self.taps.reverse()

    def stored_meanwhile(self) -> None:
        """An entry was stored while this draft stays (a partner named mid-trick): undo takes that back first."""
        if not self.empty:
            self.taps.append(STORED)

    def take_back(self) -> tuple[str, int | str] | None:
        """Undo of the last tap: the card (or typed points) removed, as (kind, value), or ``("editing", i)``
        when a correction opened with nothing tapped is closed; None when the last thing tapped was a stored
        entry or nothing is tapped (then undo takes back the stored entry)."""
        while self.taps:
            kind = self.taps.pop()
            if kind == STORED:
                return None
            if kind == "points" and self.points:
                points, self.points = self.points, 0
                return kind, points
            items = getattr(self, kind, None)
            if isinstance(items, list) and items:
                return kind, items.pop()
        if self.editing is not None:  # a correction's own cards were not tapped: undo closes the correction
            editing = self.editing
            self.clear()
            return "editing", editing
        for kind in ("bull_bear", "money", "cards"):  # a draft read back without its order: the last list first
            items = getattr(self, kind)
            if items:
                return kind, items.pop()
        if self.points:
            points, self.points = self.points, 0
            return "points", points
        return None

    def to_dict(self) -> dict[str, Any]:
        """What has been tapped so far (empty when nothing has); the order of the taps stays in memory only
        (a draft read back undoes its last list first)."""
        return {k: v for k, v in asdict(self).items() if v not in ([], 0, None, {}) and k != "taps"}

    def restore(self, data: dict[str, Any]) -> None:
        self.reset()
        self.money.extend(int(v) for v in data.get("money", []) if isinstance(v, int))
        self.bull_bear.extend(str(c) for c in data.get("bull_bear", []) if isinstance(c, str))
        self.cards.extend(str(c) for c in data.get("cards", []) if isinstance(c, str))
        points = data.get("points", 0)
        self.points = points if isinstance(points, int) else 0
        editing = data.get("editing")
        self.editing = editing if isinstance(editing, int) else None
        aside = data.get("aside")
        if isinstance(aside, dict) and self.editing is not None:
            money = aside.get("money", [])
            specials = aside.get("bull_bear", [])
            self.aside = {"money": [v for v in money if isinstance(v, int)] if isinstance(money, list) else [],
                          "bull_bear": [c for c in specials if isinstance(c, str)] if isinstance(specials, list)
                          else []}


class AppState:
    """The open game and its draft; every change goes through ``act``/``change``/``undo``."""

    def __init__(self, service: Scorekeeper, *, refresh: Callable[[], None] | None = None,
                 show_error: Callable[[str | None], None] | None = None,
                 stored: Callable[[], None] | None = None) -> None:
        self.service = service
        # Where a neutral note goes (the table screen points it at its banner's notice).
        self.notify: Callable[[str], None] | None = None
        self.refresh = refresh or (lambda: None)
        self._show_error = show_error
        self.stored = stored or (lambda: None)  # after every stored change (the phone's haptic)
        self.game_id: str | None = None
        self.game: Game | None = None
        self.error: str | None = None
        self.draft = Draft()
        self._kept_draft: tuple[int, dict[str, Any]] = (0, {})
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
        self.draft.reset()
        saved = self.service.load_draft(game_id) or {}
        draft = saved.get("draft") if isinstance(saved, dict) else None
        if isinstance(draft, dict) and saved.get("after_events") == len(game.events):  # still the same trick
            self.draft.restore(draft)
        self._kept_draft = (len(game.events), self.draft.to_dict())
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
        kept = (len(self.game.events), self.draft.to_dict())  # a draft kept over a stored entry moves on with it
        if kept == self._kept_draft:
            return
        after_events, tapped = kept
        self.service.save_draft(self.game_id, {"after_events": after_events, "draft": tapped} if tapped else None)
        self._kept_draft = kept

    def start_game(self, game: Game, *, player_ids: list[str] | None = None, name: str | None = None) -> str:
        """Store a new game first, then make it the open one."""
        game_id = self.service.new_game(game, name=name, player_ids=player_ids)
        self.game_id, self.game = game_id, game
        self.error = None
        self.panel_memory.clear()
        self.draft.reset()
        self._kept_draft = (0, {})
        return game_id

    # -- changes ---------------------------------------------------------------------------
    def format_error(self, err: RuleError) -> str:
        if self.game is None:
            return str(err)
        return err.text(self.game.rules.format_amount(self.game.settings))

    def _apply(self, step: Callable[[Game], Game], takes_draft: bool = False, appends: bool = False) -> bool:
        """Run one change through the service; a refusal is said and nothing changes.

        The draft goes only with the entry it belongs to (``takes_draft``: the trick
        its cards make); any other entry keeps it, unless the hand it was tapped
        for is over, and then a notice says what went.
        """
        assert self.game is not None and self.game_id is not None
        hands_before = len(self.game.table.hands)
        try:
            new = step(self.game)
        except RuleError as err:
            message = self.format_error(err)
        except StaleGame as stale:
            self.game = stale.game
            self.draft.reset()
            message = str(stale)
        except StorageProblem as err:  # disk full, read-only, a recovered file: nothing was stored
            if err.game is not None:
                self.game = err.game
                self.draft.reset()
            message = str(err)
        else:
            self.game = new
            self.show_error(None)
            if takes_draft:
                self.draft.clear()
            elif not self.draft.empty and len(new.table.hands) != hands_before:
                self.draft.reset()
                self.say_notice("The cards tapped for the unfinished trick went with its hand")
            elif appends:
                self.draft.stored_meanwhile()
            self.refresh()
            self.stored()
            return True
        self.show_error(message)
        self.refresh()
        return False

    def act(self, event: Event, *, takes_draft: bool = False) -> bool:
        """Play ``event``: refused → a message and nothing changes; else stored, then shown.

        ``takes_draft``: the event is what the draft was tapped for (the trick), so the draft goes with it;
        any other event keeps what is tapped.
        """
        game_id = self.game_id
        assert game_id is not None
        return self._apply(lambda g: self.service.play(game_id, g, event), takes_draft, appends=True)

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

    def replace(self, index: int, event: Event, *, takes_draft: bool = False) -> bool:
        game_id = self.game_id
        assert game_id is not None
        return self._apply(lambda g: self.service.correct(game_id, g, lambda old: old.replace(index, event)),
                           takes_draft)

    def say_notice(self, message: str) -> None:
        """A neutral note in the banner (what went, what was taken back)."""
        if self.notify is not None:
            self.notify(message)

    def say(self, message: str | None) -> None:
        self.show_error(message)
        self.refresh()
