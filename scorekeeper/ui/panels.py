"""The protocols between the shared screens and a game's own: its panel, its corrections, its editors.

A leaf of ``scorekeeper.ui`` (it imports the toolkit's values, never a screen),
so the shared screens (``ui.games``, ``ui.corrections``, ``ui.common``) and every
game's ui package name these without importing one another.  ``ui.games`` and
``ui.corrections`` re-export them under their old names.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from typing import Never, Protocol, TypeVar, runtime_checkable

import flet as ft

from scorekeeper.jsontypes import JsonValue
from scorekeeper.rules import Event, Game
from scorekeeper.rules.events import TRICK_PLACE, place_of
from scorekeeper.rules.interface import PlayedHand

from .shell import Shell

from .setup_context import GameSetup
from .table_context import TableContext

EventE = TypeVar("EventE", contravariant=True)
E = TypeVar("E")


class EditorDraft:
    """What an open editor holds between taps: its own keys (the cards tapped, a count, a choice), each a JSON
    value, read back typed; and the event type it was started for (another entry's editor starts afresh).

    A key the editor has not set reads as the default it names (the entry's own value, usually), so an editor
    shows the stored entry until a tap changes one thing.
    """

    def __init__(self, values: Mapping[str, JsonValue] | None = None, *, for_type: type | None = None) -> None:
        self.values: dict[str, JsonValue] = dict(values or {})
        self.for_type = for_type

    def number(self, key: str, default: int = 0) -> int:
        value = self.values.get(key)
        return value if isinstance(value, int) and not isinstance(value, bool) else default

    def numbers(self, key: str) -> list[int]:
        """The whole numbers kept under ``key`` (the Money cards tapped), in the order tapped."""
        value = self.values.get(key)
        return [v for v in value if isinstance(v, int) and not isinstance(v, bool)] if isinstance(value, list) else []

    def words(self, key: str, default: tuple[str, ...] = ()) -> list[str]:
        """The words kept under ``key`` (cards, players), in the order tapped; ``default`` until one is kept."""
        value = self.values.get(key)
        return [v for v in value if isinstance(v, str)] if isinstance(value, list) else list(default)

    def word(self, key: str, default: str | None = None) -> str | None:
        """The one word under ``key`` (a player, a suit), or ``default`` where none is (or None was chosen)."""
        if key in self.values and self.values[key] is None:
            return None
        value = self.values.get(key)
        return value if isinstance(value, str) else default

    def flag(self, key: str, default: bool = False) -> bool:
        value = self.values.get(key)
        return value if isinstance(value, bool) else default

    def counts(self, key: str) -> dict[str, int]:
        """A whole number per name under ``key`` (the tricks each player took)."""
        value = self.values.get(key)
        if not isinstance(value, dict):
            return {}
        return {name: n for name, n in value.items() if isinstance(n, int) and not isinstance(n, bool)}

    def update(self, changes: Mapping[str, JsonValue]) -> None:
        self.values.update(changes)

    def with_changes(self, changes: Mapping[str, JsonValue]) -> EditorDraft:
        """This draft with ``changes`` made, this one untouched (what a choice would make of the entry)."""
        return EditorDraft({**self.values, **changes}, for_type=self.for_type)

    def shown(self) -> str:
        """A snapshot of what is held, to tell whether the editor must be drawn again."""
        return repr((self.for_type, sorted(self.values.items(), key=lambda kv: kv[0])))


class Editor(Protocol[EventE]):
    """A correction editor for one event type: the controls that correct entry ``index`` of ``hand``."""

    def __call__(self, app: Shell, game: Game, hand: PlayedHand, index: int, event: EventE, draft: EditorDraft,
                 /) -> list[ft.Control]: ...


# An editor as BUILDERS keeps it: of some event type, unknown once filed (every ``Editor[E]`` is one, since an
# editor of ``E`` takes fewer events than one of ``Never``); ``ui.corrections.editor_of`` finds the one of an
# entry's own type, the one place that says which events it takes.
Builder = Editor[Never]


def editor(event_type: type[E], build: Editor[E]) -> tuple[type, Builder]:
    """One entry of ``BUILDERS``, typed: mypy checks that ``build`` takes events of ``event_type``
    (``BUILDERS = dict([editor(YourEvent, your_editor), ...])``)."""
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


class WordedCorrections(Corrections):
    """A game's corrections given as data, with no class of its own: its editors (``editor(Type, build)``
    pairs), the words naming its entries (``entry_words``), and the one function that says each entry
    (``entry_line(event)``, which the game's Undo notice says too); ``bid_words``: a bid's amount as its lines
    say it (a word for a number), so a corrected bid's notice says "Bob's bid: 5 → 7" in its words."""

    def __init__(self, entry_line: Callable[[Event], str | None], builders: Iterable[tuple[type, Builder]],
                 entry_words: Mapping[type, str] | None = None, calls: tuple[type, ...] = (),
                 bid_words: Callable[[int], str] | None = None) -> None:
        self.entry_line, self.BUILDERS = entry_line, dict(builders)
        self.ENTRY_WORDS = entry_words or {}
        self.CALLS = calls  # the game's own bids, numbered with the passes ("call 2"), not "entry 2"
        self.bid_words = bid_words

    def describe(self, game: Game, hand: PlayedHand, index: int, event: Event) -> str | None:
        return self.entry_line(event)


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
