"""The app's one piece of state: the open game, and the only path for changes.

Every change goes rules → service (store) → screen: the rules core validates
the event (a refusal becomes a message and nothing changes), the service keeps
it durably, and only then is the visible screen brought in step.  So nothing
the screen shows as done can be lost, and the screen can never disagree with
the record.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable, Literal

from scorekeeper.jsontypes import JsonArray, JsonObject

from .draft import Draft, RedoStep

from scorekeeper.i18n.translate import gettext
from scorekeeper.rules import Event, Game, RuleError
from scorekeeper.service import Scorekeeper, StaleGame, Stepped, StorageProblem
from scorekeeper.service.history import CannotStep, Refusal

if TYPE_CHECKING:
    from scorekeeper.service import Repository

Transform = Callable[[Game], Game]
StepKind = Literal["undo", "redo"]


def make_service(store_or_service: Scorekeeper | Repository) -> Scorekeeper:
    """The app's one service: given as is, or built over a bare store (tests pass stores)."""
    if isinstance(store_or_service, Scorekeeper):
        return store_or_service
    return Scorekeeper(store_or_service)


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
        self._kept_draft: tuple[int, JsonObject, JsonArray] = (0, {}, [])
        # What a game's table panel keeps for as long as the game is open (typed objects, one key per use).
        self.panel_memory: dict[str, object] = {}
        # The open game's history (what Undo and Redo walk): read when the game is opened and after each
        # correction, Undo or Redo, never on a tap (an entry played adds no record).
        self.history: list[JsonObject] = []
        # What Undo took back, newest last, for Redo (kept with the draft, so a reopened app still has it).
        self.redo_steps: list[RedoStep] = []

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
        self.redo_steps = []
        self._reread_history()
        saved = self.service.load_draft(game_id) or {}
        draft = saved.get("draft") if isinstance(saved, dict) else None
        if saved.get("after_events") == len(game.events):  # still the same trick
            if isinstance(draft, dict):
                self.draft.restore(draft)
            redo = saved.get("redo")
            self.redo_steps = [step for raw in (redo if isinstance(redo, list) else [])
                               if (step := RedoStep.from_json(raw)) is not None]
        self._kept_draft = self._draft_key()
        return game

    def _draft_key(self) -> tuple[int, JsonObject, JsonArray]:
        assert self.game is not None
        return len(self.game.events), self.draft.to_dict(), [step.to_json() for step in self.redo_steps]

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
        kept = self._draft_key()  # a draft kept over a stored entry moves on with it
        if kept == self._kept_draft:
            return
        after_events, tapped, redo = kept
        kept_draft: JsonObject = {"after_events": after_events, "draft": tapped}
        if redo:
            kept_draft["redo"] = redo
        self.service.save_draft(self.game_id, kept_draft if tapped or redo else None)
        self._kept_draft = kept

    def start_game(self, game: Game, *, player_ids: list[str] | None = None, name: str | None = None) -> str:
        """Store a new game first, then make it the open one."""
        game_id = self.service.new_game(game, name=name, player_ids=player_ids)
        self.game_id, self.game = game_id, game
        self.error = None
        self.panel_memory.clear()
        self.draft.reset()
        self.history, self.redo_steps = [], []
        self._kept_draft = (0, {}, [])
        return game_id

    # -- changes ---------------------------------------------------------------------------
    def format_error(self, err: RuleError) -> str:
        if self.game is None:
            return str(err)
        return err.text(self.game.rules.format_amount(self.game.settings))

    def _apply(self, step: Callable[[Game], Game], takes_draft: bool = False, appends: bool = False,
               stepping: StepKind | None = None) -> bool:
        """Run one change through the service; a refusal is said and nothing changes.

        The draft goes only with the entry it belongs to (``takes_draft``: the trick
        its cards make); any other entry keeps it, unless the hand it was tapped
        for is over, and then a notice says what went.  Every change but an Undo or
        Redo (``stepping``) is a new action: Redo has nothing to bring back after it.
        """
        assert self.game is not None and self.game_id is not None
        hands_before = len(self.game.table.hands)
        try:
            new = step(self.game)
        except RuleError as err:
            message = self.format_error(err)
        except CannotStep as refused:
            message = refusal_words(refused.reason, undoing=stepping == "undo")
        except StaleGame as stale:
            self.game = stale.game
            self.draft.reset()
            self.redo_steps = []
            self._reread_history()
            message = str(stale)
        except StorageProblem as err:  # disk full, read-only, a recovered file: nothing was stored
            if err.game is not None:
                self.game = err.game
                self.draft.reset()
                self._reread_history()
            message = str(err)
        else:
            self.game = new
            if stepping is None:
                self.redo_steps = []
            if not appends:  # a correction, an Undo or a Redo added a record
                self._reread_history()
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

    def _reread_history(self) -> None:
        if self.game_id is not None:
            try:
                self.history = self.service.history(self.game_id)
            except StorageProblem:
                self.history = []

    # -- undo and redo -----------------------------------------------------------------------
    def undo_stored(self) -> Stepped | None:
        """Take back the last stored action (the screen says what it was); None: refused, and said why."""
        return self._step(self.service.undo_action, "undo")

    def redo_stored(self) -> Stepped | None:
        """Bring back the stored action Undo took last; None: refused, and said why."""
        return self._step(self.service.redo_action, "redo")

    def _step(self, run: Callable[[str, Game], Stepped], kind: StepKind) -> Stepped | None:
        game_id = self.game_id
        assert game_id is not None
        done: list[Stepped] = []

        def step(game: Game) -> Game:
            done.append(run(game_id, game))
            return done[-1].game

        return done[-1] if self._apply(step, stepping=kind) else None

    @property
    def redo_waiting(self) -> bool:
        """Whether Redo has something to bring back: what the last Undo took (a tap, or a stored action), if
        nothing was tapped or stored since.  The steps are kept with the draft, so a reopened app has them;
        the game's history alone cannot tell whether a stepper was tapped since."""
        return bool(self.redo_steps) and self.redo_steps[-1].after == self.draft.snapshot()

    def keep_redo(self, step: RedoStep) -> None:
        """Undo took ``step`` back: Redo can bring it back until the next action."""
        self.redo_steps.append(step)

    def tapped(self) -> None:
        """A tap that changed what is being entered outside the draft (a stepper): a new action, so Redo has
        nothing to bring back after it."""
        self.redo_steps.clear()

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


def refusal_words(reason: Refusal, *, undoing: bool) -> str:
    """Why Undo (or Redo) changed nothing, in words a keeper can act on."""
    if reason is Refusal.NOTHING:
        return gettext("Nothing to undo yet") if undoing else gettext("Nothing to redo: Undo has taken nothing back "
                                                                     "since the last entry")
    if reason is Refusal.FROM_ELSEWHERE:
        return gettext("The last entries came from another phone by sync: Undo here takes back only what was "
                       "entered on this phone. Nothing was changed; correct an entry from its hand instead.")
    if undoing:
        return gettext("The game was changed elsewhere since that action (another screen or phone), so Undo cannot "
                       "be sure what to take back. Nothing was changed; correct an entry from its hand instead.")
    return gettext("The game was changed elsewhere since Undo took that back, so Redo cannot bring it back safely. "
                   "Nothing was changed.")
