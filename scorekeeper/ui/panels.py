"""The protocols between the shared screens and a game's own: its panel, its corrections, its editors.

A leaf of ``scorekeeper.ui`` (it imports the toolkit's values, never a screen),
so the shared screens (``ui.games``, ``ui.corrections``, ``ui.common``) and every
game's ui package name these without importing one another.  ``ui.games`` and
``ui.corrections`` re-export them under their old names.
"""

from __future__ import annotations

from typing import Any, Callable, Mapping, Protocol, TypeVar, runtime_checkable

import flet as ft

from scorekeeper.rules import Event, Game
from scorekeeper.rules.events import TRICK_PLACE, place_of
from scorekeeper.rules.interface import PlayedHand

from .games.context import TableContext
from .shell import Shell
from .games.setup_context import GameSetup

EditorDraft = dict[str, Any]  # what an open editor holds between taps (its own keys: cards tapped, values)
Builder = Callable[..., list[ft.Control]]  # an editor as BUILDERS keeps it (each event type its own: see ``editor``)
EventE = TypeVar("EventE", contravariant=True)
E = TypeVar("E")


class Editor(Protocol[EventE]):
    """A correction editor for one event type: the controls that correct entry ``index`` of ``hand``."""

    def __call__(self, app: Shell, game: Game, hand: PlayedHand, index: int, event: EventE, draft: EditorDraft,
                 /) -> list[ft.Control]: ...


def editor(event_type: type[E], build: Editor[E]) -> tuple[type, Builder]:
    """One entry of ``BUILDERS``, typed: mypy checks that ``build`` takes events of ``event_type``
    (``BUILDERS = dict([editor(YourEvent, your_editor), ...])``; a plain ``{YourEvent: your_editor}`` works
    the same, unchecked)."""
    return event_type, build


class GameCorrections(Protocol):
    """What a game's ``corrections`` (a module of its ui package, or an object) offers: its editors, which of
    its events are tricks and calls, and its entries in words.  ``Corrections`` gives the defaults."""

    @property
    def BUILDERS(self) -> Mapping[type, Builder]:
        """Per event type: its editor (an entry without one cannot be corrected)."""
        ...

    @property
    def TRICKS(self) -> tuple[type, ...]:
        """The events that are a trick ("trick 8" on the buttons)."""
        ...

    @property
    def CALLS(self) -> tuple[type, ...]:
        """The game's own calls of an auction, beside bids and passes ("call 3")."""
        ...

    @property
    def ENTRY_WORDS(self) -> Mapping[type, str]:
        """What its other entries are called on their buttons ("the royals")."""
        ...

    def describe(self, game: Game, hand: PlayedHand, index: int, event: Event) -> str | None:
        """The game's entry in words (None: the shared words for bids, passes and trump)."""
        ...

    def initial_draft(self, event: Event) -> EditorDraft | None:
        """What the editor of ``event`` starts with (None: nothing beyond the event itself)."""
        ...

    def running(self, game: Game, hand: PlayedHand) -> str | None:
        """What each side has counted so far in a hand being played (None: nothing runs meanwhile)."""
        ...


class Corrections:
    """A game's corrections with nothing of its own: a game overrides what it has (``GameCorrections``)."""

    BUILDERS: Mapping[type, Builder] = {}
    CALLS: tuple[type, ...] = ()
    ENTRY_WORDS: Mapping[type, str] = {}

    @property
    def TRICKS(self) -> tuple[type, ...]:
        """The events it corrects that its facts count as tricks (``@fact(name, place=TRICK_PLACE)``)."""
        return tuple(t for t in self.BUILDERS if place_of(str(getattr(t, "TYPE", ""))) == TRICK_PLACE)

    def describe(self, game: Game, hand: PlayedHand, index: int, event: Event) -> str | None:
        return None

    def initial_draft(self, event: Event) -> EditorDraft | None:
        return None

    def running(self, game: Game, hand: PlayedHand) -> str | None:
        return None


@runtime_checkable
class Race(Protocol):
    """A race display that can follow the game in place."""

    def show(self, game: Game) -> None: ...


class GamePanel(Protocol):
    """What the UI asks of one game (a game's ``Panel``, in the package its module's ``screens()`` returns)."""

    new_game_settings: GameSetup  # the game's sections of the new-game screen (``setup.py``)
    correction_editors: GameCorrections  # the game's correction editors (``corrections.py``)

    def build_table(self, ctx: TableContext) -> ft.Control:
        """The table's entry panel for this game, built once per visit."""
        ...

    def refresh_table(self, ctx: TableContext) -> None:
        """Bring the panel in step with ``ctx.game`` by changing its controls' properties."""
        ...

    def race(self, game: Game) -> ft.Control:
        """The race to the target (score bars, or a game's own display); the control has ``show(game)``."""
        ...

    def undone(self, ctx: TableContext, event: Event) -> str:
        """Undo took ``event`` back: give a trick back as the draft it was; say what it was, in words."""
        ...

    def entry_words(self, before: Game, event: Event) -> str:
        """A stored entry in words ("trick 2, Asha took $55,000"), ``before`` being the game just before it:
        what Undo and Redo say they took back or brought back when it was corrected or deleted."""
        ...

    def contract(self, game: Game, hand: PlayedHand) -> str:
        """One line for a hand's contract on the scoreboard and in the hand view: who bid what, trump..."""
        ...

    def take_back(self, ctx: TableContext) -> str | None:
        """Undo in the middle of an entry: take the last tapped card out of the draft and say which, in words
        ("$40,000 from trick 4"); None when nothing is tapped since the last stored entry."""
        ...
