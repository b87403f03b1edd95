"""What every game's screens are built from, and how the app finds a game's screens (``panel_for(kind)``).

A game's screens live in its own package (``scorekeeper/games/<game>/ui/``, offered by the game
module's ``screens()``), whose ``__init__`` defines its panel class: the table panel
(``table.py``), the race display, the new-game settings (``setup.py``) and the
correction editors (``corrections.py``).  No shared UI code asks which game it
holds: it asks the panel, or the rules interface.

A table panel is built once per visit of the table screen and then brought in
step with the state by ``refresh_table`` (properties of the controls it keeps
change; nothing is rebuilt), so a tap sends the client a small patch and the
scroll position stays.
"""

from __future__ import annotations

from types import ModuleType
from typing import Callable, Generic, Mapping, Protocol, TypeVar, cast, get_args, get_origin, runtime_checkable

import flet as ft

from scorekeeper.i18n.translate import gettext

from scorekeeper.rules import Event, Game, RuleError
from scorekeeper.rules.interface import PlayedHand
from scorekeeper.rules.registry import rules_for

# The toolkit a game's screens are built from, in one place (its parts live in their own modules).
from .auction import QUICK_BIDS, AuctionPart, latest_calls
from .part_protocol import Part
from ..table_context import TableContext, TableMemory
from ..panels import Corrections, GameCorrections, GamePanel, Race
from ..setup_context import GameSetup, Setup
from .seats import SeatsPart
from ..shown_parts import PartWhenShown
from .table_parts import NEXT_HAND, ResultPart, ScoreBars, bid_contract, contract_of, outcome_color, set_score_bar


__all__ = ["QUICK_BIDS", "AuctionPart", "GamePanel", "GameTable", "HandWordsPanel", "PartWhenShown", "Part", "PhasedTable", "Race",
           "ResultPart", "ScoreBars", "SeatsPart", "TableContext", "TableMemory", "TablePanel", "bid_contract", "contract_of", "latest_calls",
           "outcome_color", "panel_for", "set_score_bar"]


def panel_for(kind: str) -> GamePanel:
    """A fresh panel for game ``kind`` (one per table visit: it keeps the controls it built), from the game's
    own package (its ``screens()``)."""
    offered: Callable[[], ModuleType] | None = getattr(rules_for(kind), "screens", None)
    if offered is None:
        raise LookupError(f"the game {kind!r} has no screens for the app")
    panel: GamePanel = offered().Panel()
    return panel


HandT = TypeVar("HandT", bound=PlayedHand)


class PhasedTable(ft.Column, Generic[HandT]):
    """A game's table panel: the result of the hand just finished, or the part of the current phase.

    Each part is built the first time its phase comes and kept for the visit;
    only the part of the phase in play is visible.  ``hand_type`` is the game's
    hand class: the table's hand is checked to be one, so each part is handed
    the game's own hand, typed (a table that names none is trusted to be shown
    only its game's hands).  ``explain_from``: the result shows the hand's ``explain()`` from that line (1 for
    a game whose first line is the contract, which the result's verdict says already).
    """

    def __init__(self, ctx: TableContext, makers: dict[str, Callable[[TableContext], Part[HandT]]],
                 result: ResultPart | None = None, *, hand_type: type[HandT] | None = None,
                 explain_from: int = 0) -> None:
        self.ctx, self.makers, self.hand_type, self.explain_from = ctx, makers, hand_type, explain_from
        self.parts: dict[str, Part[HandT]] = {}
        self.result = result or ResultPart(ctx)
        super().__init__([self.result], spacing=12, tight=True)

    def part(self, phase: str) -> Part[HandT]:
        if phase not in self.parts:
            part = self.makers[phase](self.ctx)
            assert isinstance(part, ft.Control)
            self.parts[phase] = part
            self.controls.append(part)
        return self.parts[phase]

    def own(self, hand: PlayedHand) -> HandT:
        """The table's hand as the game's own hand class."""
        if self.hand_type is None:
            return cast(HandT, hand)  # no class named: a game's table is shown only that game's hands
        if not isinstance(hand, self.hand_type):
            raise TypeError(f"the table of {self.ctx.game.kind!r} was given a {type(hand).__name__}")
        return hand

    def part_take_back(self) -> str | None:
        """Undo of a tap the part in play keeps itself (a ``NumbersEntryPart``'s steppers), in words; None when
        it keeps none, so that undo takes back the draft's last tap, else the last stored entry."""
        hand = self.ctx.game.table.current
        part = self.parts.get(hand.phase) if hand is not None and self.ctx.unseen_result() is None else None
        return part.take_back() if isinstance(part, KeepsTaps) else None

    def show_result(self, hand: HandT) -> None:
        self.result.show(hand, hand.explain()[self.explain_from:])

    def refresh(self) -> None:
        finished = self.ctx.unseen_result()
        self.result.visible = finished is not None
        shown: Part[HandT] | None = None
        if finished is not None:
            self.show_result(self.own(finished))
        else:
            hand = self.ctx.game.table.current
            assert hand is not None
            shown = self.part(hand.phase)
            shown.refresh(self.own(hand))
        for part in self.parts.values():
            part.visible = part is shown


class GameTable(Protocol):
    """A game's table panel: a control that brings itself in step with the open game."""

    def refresh(self) -> None: ...


@runtime_checkable
class KeepsTaps(Protocol):
    """A table that keeps taps of its own outside the draft (− / + steppers): undo asks it for the last one first."""

    def take_back(self) -> str | None:
        """The last tap taken back, in words; None when nothing is tapped since the last stored entry."""
        ...


class TablePanel:
    """What every game's panel does alike: its table built once per visit and refreshed in place.

    A game's ``Panel`` names its table class, or only its hand type and a part per phase (a
    ``PhasedTable`` of them is its table), and adds what it says its own way (``undone``, the
    ``race``).  An entry is said in the words of the game's corrections (``describe``) unless the
    panel says it otherwise.
    """

    table_class: Callable[[TableContext], GameTable]
    hand_type: type[PlayedHand] | None = None  # without a table_class: the hand the table is shown
    phases: Mapping[str, Callable[[TableContext], ft.Control]] = {}  # without a table_class: a part per phase
    table: GameTable
    new_game_settings: GameSetup = Setup()  # nothing of its own on the new-game screen beyond its settings
    correction_editors: GameCorrections = Corrections()  # no entry of its own can be corrected
    race_bars: Callable[[Game], ft.Control] = ScoreBars  # the race drawn: the shared bars, unless the game names its own

    def build_table(self, ctx: TableContext) -> ft.Control:
        if hasattr(self, "table_class"):
            self.table = self.table_class(ctx)
        else:
            parts = cast("dict[str, Callable[[TableContext], Part[PlayedHand]]]", dict(self.phases))
            next_label = NEXT_HAND.get(self.new_game_settings.HAND_WORD, NEXT_HAND["Hand"])
            self.table = PhasedTable(ctx, parts, ResultPart(ctx, next_label),
                                     hand_type=self.hand_type)  # it checks each hand is a hand_type
        self.table.refresh()
        assert isinstance(self.table, ft.Control)
        return self.table

    def refresh_table(self, ctx: TableContext) -> None:
        self.table.refresh()

    def race(self, game: Game) -> ft.Control:
        return self.race_bars(game)

    def contract(self, game: Game, hand: PlayedHand) -> str:
        return contract_of(game, hand)

    def take_back(self, ctx: TableContext) -> str | None:
        if isinstance(self.table, KeepsTaps):
            return self.table.take_back()
        if isinstance(self.table, PhasedTable):
            kept = self.table.part_take_back()
            if kept is not None:
                return kept
        tap = ctx.draft.take_back()
        if tap is None:
            return None
        kind, value = tap
        return self.tap_words(ctx, kind, value)

    def tap_words(self, ctx: TableContext, kind: str, value: int | str) -> str:
        """A tapped card in words, for the note undo gives (a game names its own cards)."""
        return str(value)

    def undone(self, ctx: TableContext, event: Event) -> str:
        """Undo took back ``event``, the game's last entry: its words for the notice ("Undid: {what}")."""
        return self.entry_words(ctx.game, event)

    def entry_words(self, before: Game, event: Event) -> str:
        """A stored entry in words, as the corrections ``describe`` it where it was; else by its place."""
        index = len(before.events)
        try:
            after = before.play(event)
        except RuleError:  # the entry does not follow ``before`` (never for a stored one): its place is all
            after = None
        hand = _hand_holding(after, index) if after is not None else None
        words = None if hand is None or after is None else self.correction_editors.describe(after, hand, index, event)
        return words if words is not None else gettext("entry {number}").format(number=index + 1)


class HandWordsPanel(TablePanel, Generic[HandT]):
    """A panel whose entries are said with the hand they belong to (``words_of(event, hand)``, the hand
    checked to be a ``words_hand``), and whose undone entry first gives its taps back (``give_back``).

    That hand is the one in play, or the last one played (an entry that ended it): the same for a stored
    entry said for Undo and Redo (the game just before it) and for what undo took (the game after).
    """

    words_hand: type[HandT]  # the hand it is declared for (``HandWordsPanel[RookHand]``) unless it names one

    def __init_subclass__(cls) -> None:
        super().__init_subclass__()
        if "words_hand" not in cls.__dict__:
            declared = [get_args(base) for base in getattr(cls, "__orig_bases__", ()) if get_origin(base) is HandWordsPanel]
            if declared and declared[0] and isinstance(declared[0][0], type):
                setattr(cls, "words_hand", declared[0][0])

    def words_of(self, event: Event, hand: HandT, /) -> str:
        raise NotImplementedError

    def give_back(self, ctx: TableContext, event: Event, hand: HandT, /) -> None:
        """An undone entry comes back as the draft it was (a trick's cards); by default nothing comes back."""

    def entry_hand(self, game: Game) -> HandT:
        hand = game.table.current or game.table.hands[-1]
        assert isinstance(hand, self.words_hand)  # this game's panel is given this game's hands
        return hand

    def entry_words(self, before: Game, event: Event) -> str:
        return self.words_of(event, self.entry_hand(before))

    def undone(self, ctx: TableContext, event: Event) -> str:
        hand = self.entry_hand(ctx.game)
        self.give_back(ctx, event, hand)
        return self.words_of(event, hand)


def _panel_check() -> GamePanel:
    """mypy checks the panels games extend against the interface the app asks (``GamePanel``): a game's
    ``Panel`` overrides their members with the same signatures, so it needs no check of its own."""
    return HandWordsPanel[PlayedHand]()


def _hand_holding(game: Game, index: int) -> PlayedHand | None:
    """The hand of ``game`` that entry ``index`` belongs to."""
    table = game.table
    for hand in table.hands:
        if hand.started and hand.first_event <= index < hand.first_event + hand.event_count:
            return hand
    current = table.current  # the hand in play: its count is set once it closes
    return current if current is not None and current.started and current.first_event <= index else None
