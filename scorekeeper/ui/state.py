"""The table session: the open game, its draft, what Redo can bring back, and its message.

Every change goes rules → service (store) → outcome: the rules core validates
the event (a refusal becomes the outcome's error and nothing changes), the
service keeps it durably, and the session returns what happened
(:class:`ChangeResult`).  The session knows no screen: it is handed no callback,
and the screen renders from the outcome it gets back (the banner, the
refresh, the phone's haptic).  So nothing the screen shows as done can be
lost, and the screen can never disagree with the record.

The draft is written when a tap changes it (``keep_draft``, from the tap's
path), never when a screen is drawn; an entry stored, a correction, an Undo and
a Redo carry the draft they leave into the same locked write as their entries
(``Playing.play(..., draft=...)``, ``correct``, ``undo_action``, ``redo_action``).
A draft record names the entries and the changes (history records) it follows,
so a draft file a crash left behind one of those writes is set aside on opening.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Callable, Literal, Protocol

from scorekeeper.jsontypes import JsonArray, JsonObject

from .draft import Draft, RedoStep

from scorekeeper.i18n.translate import gettext
from scorekeeper.rules import Event, Game, RuleError
from scorekeeper.service import DraftChange, Scorekeeper, StaleGame, Stepped, StorageProblem
from scorekeeper.service.history import CannotStep, Damage, HistoryDamage, Refusal, changes_in

if TYPE_CHECKING:
    from scorekeeper.service import Repository

Transform = Callable[[Game], Game]
StepKind = Literal["undo", "redo"]
# the entries and the changes (history records) it follows, the taps, the Redo steps
DraftKey = tuple[int, int, JsonObject, JsonArray]
Leave = Callable[[Game], DraftChange | None]  # the draft a change leaves, from the game with it


class StepRun(Protocol):
    """``Scorekeeper.undo_action`` or ``redo_action``: one step along the history, with the draft it leaves."""

    def __call__(self, game_id: str, game: Game, *, draft: Callable[[Stepped], DraftChange | None] | None = ...,
                 ) -> Stepped: ...


def make_service(store_or_service: Scorekeeper | Repository) -> Scorekeeper:
    """The app's one service: given as is, or built over a bare store (tests pass stores)."""
    if isinstance(store_or_service, Scorekeeper):
        return store_or_service
    return Scorekeeper(store_or_service)


@dataclass(frozen=True)
class ChangeResult:
    """What one change did, for the screen to show: the game now, whether anything was stored (the haptic,
    the sync), the notes to say (``notices``) or why nothing changed (``error``), and for an Undo or Redo
    the facts of the step (``stepped``)."""

    game: Game | None
    stored: bool
    notices: tuple[str, ...] = ()
    error: str | None = None
    stepped: Stepped | None = None


class TableSession:
    """The open game and its draft; every change goes through ``submit``/``correct``/``undo``/``redo``."""

    def __init__(self, service: Scorekeeper) -> None:
        self.service = service
        self.game_id: str | None = None
        self.game: Game | None = None
        self.error: str | None = None  # the session's message: the refusal the screen shows near its controls
        self.draft = Draft()
        self._kept_draft: DraftKey = (0, 0, {}, [])
        # What a game's table panel keeps for as long as the game is open (typed objects, one key per use).
        self.panel_memory: dict[str, object] = {}
        # The open game's history (what Undo and Redo walk): read when the game is opened and after each
        # correction, Undo or Redo, never on a tap (an entry played adds no record).
        self.history: list[JsonObject] = []
        # What Undo took back, newest last, for Redo (kept with the draft, so a reopened app still has it).
        self.redo_steps: list[RedoStep] = []

    # -- games --------------------------------------------------------------------------
    def open_game(self, game_id: str) -> ChangeResult:
        """Open ``game_id`` with the draft kept for it; the outcome carries what the store found on the way
        (a damaged journal and its repair), in the very sentences the command line prints."""
        opened = self.service.opened_game(game_id)
        game = opened.value
        self._forget(game_id, game)
        self._reread_history()
        saved = self.service.load_draft(game_id) or {}
        draft = saved.get("draft") if isinstance(saved, dict) else None
        if (saved.get("after_events"), saved.get("after_changes", 0)) == (len(game.events), self._changes):
            # still the same trick: a file left behind a write a crash cut short follows fewer entries or changes
            if isinstance(draft, dict):
                self.draft.restore(draft)
            redo = saved.get("redo")
            self.redo_steps = [step for raw in (redo if isinstance(redo, list) else [])
                               if (step := RedoStep.from_json(raw)) is not None]
        self._kept_draft = self._draft_key()
        return ChangeResult(game, False, opened.notes)

    def start_game(self, game: Game, *, player_ids: list[str] | None = None, name: str | None = None) -> str:
        """Store a new game first, then make it the open one."""
        game_id = self.service.new_game(game, name=name, player_ids=player_ids)
        self._forget(game_id, game)
        self._kept_draft = (0, 0, {}, [])
        return game_id

    def play_again(self) -> str:
        """A new game for the same table as the open one (same seats, settings, the next dealer), stored
        first, then made the open one; its id."""
        assert self.game is not None and self.game_id is not None
        game_id, game = self.service.play_again(self.game_id, self.game)
        self._forget(game_id, game)
        self._kept_draft = (0, 0, {}, [])
        return game_id

    def _forget(self, game_id: str, game: Game) -> None:
        """``game`` is the open one now: nothing of the game before stays (draft, Redo, panel memory)."""
        self.game_id, self.game = game_id, game
        self.error = None
        self.panel_memory.clear()
        self.draft.reset()
        self.history, self.redo_steps = [], []

    @property
    def _changes(self) -> int:
        """The changes the open game's history holds: what a draft says it follows (a mark of damage the
        store found or wrote down is none, so the count a change leaves is always one more)."""
        return changes_in(self.history)

    # -- the draft --------------------------------------------------------------------------
    def _draft_key(self, changes: int | None = None) -> DraftKey:
        """The draft as it follows the open game (and ``changes`` history records: the count a change being
        stored will leave; by default the history read)."""
        assert self.game is not None
        return (len(self.game.events), self._changes if changes is None else changes, self.draft.to_dict(),
                [step.to_json() for step in self.redo_steps])

    @staticmethod
    def _draft_record(key: DraftKey) -> JsonObject | None:
        """The draft as the device keeps it (None: nothing tapped and nothing for Redo)."""
        after_events, after_changes, tapped, redo = key
        if not tapped and not redo:
            return None
        record: JsonObject = {"after_events": after_events, "draft": tapped}
        if after_changes:
            record["after_changes"] = after_changes
        if redo:
            record["redo"] = redo
        return record

    def _draft_change(self, changes: int | None = None) -> DraftChange | None:
        """The draft a change being stored leaves, for its write (None: the one kept already stands)."""
        key = self._draft_key(changes)
        return None if key == self._kept_draft else DraftChange(self._draft_record(key))

    def keep_draft(self) -> str | None:
        """Store the cards tapped for the trick being entered: called by every tap that changes them.

        They are not a fact until the trick is saved, but a phone that dies
        mid-trick must not lose a tap either.  Unchanged since last kept: no write.
        Returns why it could not be kept (the taps stay on screen), else None.
        """
        if self.game_id is None or self.game is None:
            return None
        kept = self._draft_key()
        if kept == self._kept_draft:
            return None
        try:
            self.service.save_draft(self.game_id, self._draft_record(kept))
        except StorageProblem as err:
            self.error = str(err)
            return self.error
        self._kept_draft = kept
        return None

    def tapped(self) -> None:
        """A tap that changed what is being entered outside the draft (a stepper): a new action, so Redo has
        nothing to bring back after it."""
        self.redo_steps.clear()

    def keep_redo(self, step: RedoStep) -> None:
        """Undo took ``step`` back: Redo can bring it back until the next action."""
        self.redo_steps.append(step)

    @property
    def redo_waiting(self) -> bool:
        """Whether Redo has something to bring back: what the last Undo took (a tap, or a stored action), if
        nothing was tapped or stored since.  The steps are kept with the draft, so a reopened app has them;
        the game's history alone cannot tell whether a stepper was tapped since."""
        return bool(self.redo_steps) and self.redo_steps[-1].after == self.draft.snapshot()

    def _move_draft_on(self, new: Game, hands_before: int, takes_draft: bool, appends: bool) -> tuple[str, ...]:
        """The draft after ``new`` was stored: gone with the entry it was tapped for (``takes_draft``), gone
        with its hand (said), else kept, with a mark that an entry was stored meanwhile."""
        if takes_draft:
            self.draft.clear()
        elif not self.draft.empty and len(new.table.hands) != hands_before:
            self.draft.reset()
            return (gettext("The cards tapped for the unfinished trick went with its hand"),)
        elif appends:
            self.draft.stored_meanwhile()
        return ()

    # -- changes ---------------------------------------------------------------------------
    def format_error(self, err: RuleError) -> str:
        if self.game is None:
            return str(err)
        return err.text(self.game.rules.format_amount(self.game.settings))

    def submit(self, event: Event, *, takes_draft: bool = False) -> ChangeResult:
        """Play ``event``: refused → the outcome's error and nothing changes; else stored with the draft it
        leaves, in one write.

        ``takes_draft``: the event is what the draft was tapped for (the trick), so the draft goes with it;
        any other event keeps what is tapped.  A new action: Redo has nothing to bring back after it.
        """
        game_id, game = self._open()
        before, redo = self.draft.snapshot(), list(self.redo_steps)
        notices: tuple[str, ...] = ()

        def leave(new: Game) -> DraftChange:
            nonlocal notices
            self.redo_steps = []
            notices = self._move_draft_on(new, len(game.table.hands), takes_draft, appends=True)
            return DraftChange(self._draft_record((len(new.events), self._changes, self.draft.to_dict(), [])))

        try:
            new = self.service.play(game_id, game, event, draft=leave)
        except (RuleError, StaleGame, StorageProblem) as err:
            self.draft.load_snapshot(before)  # the draft as it was: nothing happened
            self.redo_steps = redo
            outcome = self._refused(err)
            self.keep_draft()  # a tap that changed the draft before its entry was refused loses nothing
            return outcome
        self.game, self.error = new, None
        self._kept_draft = self._draft_key()
        return ChangeResult(new, True, notices)

    def correct(self, transform: Transform, *, takes_draft: bool = False) -> ChangeResult:
        """A correction (replace, delete, insert): re-validated whole, stored whole with the draft it leaves
        (one write), returned."""
        game_id, game = self._open()
        return self._change(lambda leave: self.service.correct(game_id, game, transform, draft=leave), takes_draft)

    def replace(self, index: int, event: Event, *, takes_draft: bool = False) -> ChangeResult:
        """Entry ``index`` corrected to ``event`` (a trick edited at the table takes its draft with it)."""
        return self.correct(lambda old: old.replace(index, event), takes_draft=takes_draft)

    def undo(self, leaves: Callable[[Stepped], None] | None = None) -> ChangeResult:
        """Take back the last stored action; the outcome's ``stepped`` says what it was (the screen words it),
        or its error why nothing changed.

        ``leaves(stepped)`` puts the draft as the Undo leaves it (a trick given back as its cards, the step
        kept for Redo) before anything is written, with the session's game already the one after the step:
        the draft is stored in the same write as the step.  Refused: the draft and Redo are put back."""
        return self._step(self.service.undo_action, "undo", leaves)

    def redo(self, leaves: Callable[[Stepped], None] | None = None) -> ChangeResult:
        """Bring back the stored action Undo took last (see :meth:`undo`)."""
        return self._step(self.service.redo_action, "redo", leaves)

    def _step(self, run: StepRun, kind: StepKind, leaves: Callable[[Stepped], None] | None) -> ChangeResult:
        game_id, game = self._open()
        done: list[Stepped] = []

        def store(leave: Leave) -> Game:
            def left(stepped: Stepped) -> DraftChange | None:
                done.append(stepped)
                leave(stepped.game)  # the session's part: the game after the step, the draft moved on
                if leaves is not None:
                    leaves(stepped)  # the screen's part: a trick given back as its cards, the step kept for Redo
                return self._draft_change(self._changes + 1)  # a step always adds its history record

            return run(game_id, game, draft=left).game

        outcome = self._change(store, stepping=kind)
        return ChangeResult(outcome.game, True, outcome.notices, stepped=done[-1]) if outcome.stored else outcome

    def _open(self) -> tuple[str, Game]:
        assert self.game_id is not None and self.game is not None
        return self.game_id, self.game

    def _change(self, store: Callable[[Leave], Game], takes_draft: bool = False,
                stepping: StepKind | None = None) -> ChangeResult:
        """Run one whole-game change through the service (a correction, an Undo, a Redo: each adds a
        history record, so the history is read again), handing it the draft it leaves to store in the
        same write.  Every change but an Undo or Redo (``stepping``) is a new action: Redo has nothing to
        bring back after it.  Refused: the game, the draft and Redo stay as they were."""
        _, game = self._open()
        before, redo = self.draft.snapshot(), list(self.redo_steps)
        notices: tuple[str, ...] = ()

        def leave(new: Game) -> DraftChange | None:
            nonlocal notices
            self.game = new  # what the screen's part of an Undo reads (its trick given back), until refused
            if stepping is None:
                self.redo_steps = []
            notices = self._move_draft_on(new, len(game.table.hands), takes_draft, appends=False)
            return self._draft_change(self._changes + (1 if stepping or _changed(game, new) else 0))

        try:
            new = store(leave)
        except (RuleError, CannotStep, StaleGame, StorageProblem) as err:
            self.game = game
            self.draft.load_snapshot(before)
            self.redo_steps = redo
            return self._refused(err, undoing=stepping == "undo")
        self.game, self.error = new, None
        self._reread_history()
        self._kept_draft = self._draft_key()
        return ChangeResult(new, True, notices)

    def _refused(self, err: Exception, *, undoing: bool = False) -> ChangeResult:
        """Nothing was stored: the outcome says why (a game changed elsewhere or recovered is reloaded)."""
        if isinstance(err, RuleError):
            message = self.format_error(err)
        elif isinstance(err, CannotStep):
            message = refusal_words(err.reason, undoing=undoing, damage=err.damage)
        else:
            message = str(err)
            reloaded = err.game if isinstance(err, (StaleGame, StorageProblem)) else None
            if reloaded is not None:
                self.game = reloaded
                self.draft.reset()
                self.redo_steps = [] if isinstance(err, StaleGame) else self.redo_steps
                self._reread_history()
        self.error = message
        return ChangeResult(self.game, False, error=message)

    def _reread_history(self) -> None:
        if self.game_id is not None:
            try:
                self.history = self.service.history(self.game_id)
            except StorageProblem:
                self.history = []


def _changed(before: Game, after: Game) -> bool:
    """Whether a correction changed any entry (one that changed nothing adds no history record)."""
    return len(before.events) != len(after.events) or any(
        type(old) is not type(new) or old != new for old, new in zip(before.events, after.events))


def refusal_words(reason: Refusal, *, undoing: bool, damage: Damage | None = None) -> str:
    """Why Undo (or Redo) changed nothing, in words a keeper can act on (``damage``: what is damaged in the
    game's history, for ``DAMAGED_HISTORY``)."""
    if reason is Refusal.DAMAGED_HISTORY:
        what = damage_words(damage)
        if undoing:
            return gettext("Undo cannot take that back: {damage}. Undo never guesses, so nothing was changed; "
                           "correct an entry from its hand instead.").format(damage=what)
        return gettext("Redo cannot bring that back: {damage}. Redo never guesses, so nothing was changed."
                       ).format(damage=what)
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


def damage_words(damage: Damage | None) -> str:
    """What is damaged in a game's history (the record of its changes that Undo and Redo walk), as the
    part of one sentence :func:`refusal_words` says it in."""
    kind = damage.kind if damage is not None else HistoryDamage.REPLACED
    line = damage.line if damage is not None else None
    if kind is HistoryDamage.CHECKSUM and line is not None:
        return gettext("line {line} of this game's record of changes is not as it was written").format(line=line)
    if kind is HistoryDamage.CHAIN and line is not None:
        return gettext("the line before line {line} of this game's record of changes is missing, changed or out "
                       "of place").format(line=line)
    if kind is HistoryDamage.MISSING:
        return gettext("this game's record of changes was deleted")
    if kind is HistoryDamage.CUT:
        return gettext("this game's record of changes was cut short")
    if kind is HistoryDamage.ENTRIES:
        return gettext("the entries this game's record of changes would put back are not the ones that action "
                       "took out")
    return gettext("this game's record of changes is not the one last written")
