"""The app's one piece of state: the open game, and the only path for changes.

Every change goes rules → service (store) → screen: the rules core validates
the event (a refusal becomes a message and nothing changes), the service keeps
it durably, and only then is the visible screen brought in step.  So nothing
the screen shows as done can be lost, and the screen can never disagree with
the record.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Callable, Mapping, Sequence

from scorekeeper.jsontypes import JsonArray, JsonObject

from scorekeeper.i18n.translate import gettext
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


Tap = tuple[str, int | str]  # (what was tapped, its value): ("money", 40000), ("cards", "J"), a game's own kinds
STORED = "stored"  # a tap kind in ``Draft.taps`` marking an entry stored while the draft stayed (a partner named)


def _tap_value(raw: object) -> int | str | None:
    """``raw`` as a tapped value: a whole number or a word (a damaged file may hold anything)."""
    return raw if isinstance(raw, (int, str)) and not isinstance(raw, bool) else None


def _grouped(taps: Sequence[Tap]) -> JsonObject:
    """Taps as the device keeps them: each kind's values in the order tapped (``{"money": [40000]}``)."""
    grouped: dict[str, JsonArray] = {}
    for kind, value in taps:
        if kind != STORED:
            grouped.setdefault(kind, []).append(value)
    return dict(grouped)


def _ungrouped(data: Mapping[str, object]) -> list[Tap]:
    """Taps read back from the device: any kind of whole numbers or words (the game's panel keeps only what
    its table can hold, since the file may be damaged); a single value counts as one tap."""
    taps: list[Tap] = []
    for kind, raw in data.items():
        if kind in ("editing", "aside", STORED):
            continue
        for value in raw if isinstance(raw, list) else [raw]:
            tapped = _tap_value(value)
            if tapped is not None:
                taps.append((kind, tapped))
    return taps


@dataclass
class Draft:
    """What is being entered (the cards of a trick, typed points), not yet a fact.

    A draft is generic: an ordered list of taps, each ``(kind, value)``; the game's panel decides what
    the kinds are and what they mean (its cards, its typed points).  The order lets undo take back the
    last thing tapped; ``STORED`` marks an entry stored in the middle of the trick.
    """

    taps: list[Tap] = field(default_factory=list)
    editing: int | None = None  # index of the event being corrected, if any
    # The trick being entered, set aside while a stored trick is corrected; it comes back after.
    aside: list[Tap] = field(default_factory=list)
    opened: int = 0  # how many of ``taps`` came with the correction being made (undo closes it, not them)

    def values(self, kind: str) -> list[int | str]:
        """The values tapped of one kind, in the order tapped."""
        return [value for k, value in self.taps if k == kind]

    def ints(self, kind: str) -> list[int]:
        """The whole numbers tapped of one kind (money, points)."""
        return [value for k, value in self.taps if k == kind and isinstance(value, int)]

    def words(self, kind: str) -> list[str]:
        """The words tapped of one kind (card names)."""
        return [value for k, value in self.taps if k == kind and isinstance(value, str)]

    def clear(self) -> None:
        """The entry is done (stored, cancelled): empty, or back to the trick set aside for a correction."""
        aside = self.aside
        self.reset()
        self.taps.extend(aside)

    def reset(self) -> None:
        """Nothing tapped, nothing set aside (another game, a new hand, a game changed elsewhere)."""
        self.taps.clear()
        self.editing = None
        self.aside = []
        self.opened = 0

    def open_correction(self, index: int, taps: Sequence[Tap]) -> None:
        """Correct stored entry ``index``: its taps become the draft; the trick being entered is set aside."""
        if self.editing is None and not self.empty:
            self.aside = [tap for tap in self.taps if tap[0] != STORED]
        aside = self.aside
        self.reset()
        self.aside = aside
        self.taps.extend(taps)
        self.opened = len(self.taps)
        self.editing = index

    @property
    def empty(self) -> bool:
        """Nothing tapped (a correction opened counts as tapped: its cards are the draft)."""
        return all(kind == STORED for kind, _ in self.taps) and self.editing is None

    def tap(self, kind: str, value: int | str) -> None:
        """One card (or typed value) added to what is being entered."""
        if kind == STORED:
            raise ValueError(f"{STORED!r} marks a stored entry, it is not a tap")
        self.taps.append((kind, value))

    def drop(self, kind: str, index: int) -> None:
        """The ``index``-th tap of ``kind`` taken out (its chip tapped)."""
        at = [i for i, (k, _) in enumerate(self.taps) if k == kind][index]
        del self.taps[at]
        if at < self.opened:
            self.opened -= 1

    def keep_only(self, allowed: Callable[[str, int | str], bool]) -> None:
        """Keep the taps ``allowed(kind, value)`` says this entry can hold (a damaged file, typed points
        replaced by cards); stored-entry marks stay."""
        keeps = [kind == STORED or allowed(kind, value) for kind, value in self.taps]
        self.opened = sum(keeps[:self.opened])
        self.taps[:] = [tap for tap, keep in zip(self.taps, keeps) if keep]

    def stored_meanwhile(self) -> None:
        """An entry was stored while this draft stays (a partner named mid-trick): undo takes that back first."""
        if not self.empty:
            self.taps.append((STORED, 0))

    def take_back(self) -> Tap | None:
        """Undo of the last tap: the tap removed, as (kind, value), or ``("editing", i)`` when a correction with
        nothing tapped since it opened is closed; None when the last thing tapped was a stored entry or nothing
        is tapped (then undo takes back the stored entry)."""
        if len(self.taps) > self.opened:
            kind, value = self.taps.pop()
            return None if kind == STORED else (kind, value)
        if self.editing is not None:  # a correction's own cards were not tapped: undo closes the correction
            editing = self.editing
            self.clear()
            return "editing", editing
        return None

    def to_dict(self) -> JsonObject:
        """What has been tapped so far (empty when nothing has), each kind's values in the order tapped; the
        order across kinds stays in memory only (a draft read back undoes its last kind first)."""
        kept = _grouped(self.taps)
        if self.editing is not None:
            kept["editing"] = self.editing
        if self.aside:
            kept["aside"] = _grouped(self.aside)
        return kept

    def restore(self, data: Mapping[str, object]) -> None:
        self.reset()
        self.taps.extend(_ungrouped(data))
        editing = data.get("editing")
        self.editing = editing if isinstance(editing, int) and not isinstance(editing, bool) else None
        aside = data.get("aside")
        if self.editing is not None:
            self.opened = len(self.taps)
            if isinstance(aside, dict):
                self.aside = _ungrouped(aside)


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
        self._kept_draft: tuple[int, JsonObject] = (0, {})
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
                self.say_notice(gettext("The cards tapped for the unfinished trick went with its hand"))
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
            self.say(gettext("Nothing to undo yet"))
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
