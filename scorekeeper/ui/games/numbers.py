"""A number for every player, entered at once on − / + steppers: everyone's bids, the tricks each took.

The table's steppers (``Steppers`` over ``Numbers``, which keeps the taps so that undo takes back the
last one) and the correction editor of such an entry (``numbers_editor``) are the same for every game
that enters a number per player; the game gives the bound (the cards dealt, the tricks in a hand).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import partial
from typing import TYPE_CHECKING, Callable, Generic, TypeVar

import flet as ft

from scorekeeper.i18n.shown import number
from scorekeeper.i18n.translate import gettext, ngettext
from scorekeeper.rules import Event, Game
from scorekeeper.rules.deal_events import TricksCounted
from scorekeeper.words import N_

from .. import theme
from ..corrections import EditorDraft, apply, redraw
from ..editors import stepper
from ..widgets import big_button, body, card, heading, icon_button
from ..table_context import TableContext

from scorekeeper.rules.interface import PlayedHand

if TYPE_CHECKING:
    from ..shell import Shell

Pairs = tuple[tuple[str, int], ...]  # (player, number) in seating order: one entry's numbers
HandT = TypeVar("HandT", bound=PlayedHand)


@dataclass
class Numbers:
    """The numbers being entered for one deal (bids or tricks), kept between taps."""

    deal: int = 0
    values: dict[str, int] = field(default_factory=dict)
    taps: list[tuple[str, int]] = field(default_factory=list)  # (player, the number before the tap), in order

    def for_deal(self, deal: int, start: dict[str, int]) -> dict[str, int]:
        if self.deal != deal:
            self.deal, self.values, self.taps = deal, dict(start), []
        return self.values

    def step(self, player: str, by: int, most: int) -> None:
        """One − or + tap, kept in order so that undo takes back the last tap (not the last stored entry)."""
        before = self.values[player]
        self.values[player] = max(0, min(most, before + by))
        if self.values[player] != before:
            self.taps.append((player, before))

    def take_back(self) -> tuple[str, int] | None:
        """Undo of the last − or + tap: (player, the number they are back to); None when nothing is tapped."""
        if not self.taps:
            return None
        player, before = self.taps.pop()
        self.values[player] = before
        return player, before


_BID_WORDS = (N_("{player}: one bid fewer"), N_("{player}: one bid more"))
_TRICK_WORDS = (N_("{player}: one trick fewer"), N_("{player}: one trick more"))


class Steppers(ft.Row):
    """A cell per player: name (and a note) over −, the number, + (bounded by the cards each player holds).

    The cells wrap two to a row on a 412 px phone, so eight players' steppers and the Save
    key under them fit on the first screen.
    """

    CELL_WIDTH = 176  # two cells side by side inside a card on a 412 px screen

    def __init__(self, ctx: TableContext, what: str, numbers: Numbers, words: tuple[str, str] | None = None) -> None:
        """``words``: the − and + tooltips (``N_`` templates of ``{player}``); a bid's or a trick's by default."""
        self.ctx, self.what, self.numbers = ctx, what, numbers
        self.rows: dict[str, tuple[ft.Text, ft.IconButton, ft.Text, ft.IconButton]] = {}
        cells: list[ft.Control] = []
        for p in ctx.game.players:
            note = ft.Text("", size=theme.SMALL)
            fewer, more = words or (_BID_WORDS if what[:3] == "bid" else _TRICK_WORDS)
            minus = icon_button(ft.Icons.REMOVE, f"{what}-{p}-minus", gettext(fewer).format(player=p), self._minus)
            plus = icon_button(ft.Icons.ADD, f"{what}-{p}-plus", gettext(more).format(player=p), self._plus)
            minus.data = plus.data = p
            value = ft.Text("0", key=f"{what}-{p}-value", size=theme.BIG, weight=ft.FontWeight.BOLD, width=44,
                            text_align=ft.TextAlign.CENTER)
            self.rows[p] = (note, minus, value, plus)
            name = ft.Row([ft.Text(p, size=theme.BODY, weight=ft.FontWeight.W_600), note], spacing=8, wrap=True,
                          vertical_alignment=ft.CrossAxisAlignment.CENTER)
            stepper = ft.Row([minus, value, plus], spacing=4, vertical_alignment=ft.CrossAxisAlignment.CENTER)
            cells.append(ft.Container(ft.Column([name, stepper], spacing=0, tight=True), width=self.CELL_WIDTH))
        self.most = 0
        super().__init__(cells, wrap=True, spacing=8, run_spacing=8)

    @property
    def values(self) -> dict[str, int]:
        return self.numbers.values

    def entered(self) -> Pairs:
        """Everyone's number as one entry holds them: (player, number) in seating order."""
        return tuple((p, self.numbers.values[p]) for p in self.ctx.game.players)

    def show(self, values: dict[str, int], most: int, notes: dict[str, str] | None = None) -> None:
        self.most = most
        for p, (note, minus, value, plus) in self.rows.items():
            n = values[p]
            value.value = number(n)
            minus.disabled, plus.disabled = n <= 0, n >= most
            note.value = (notes or {}).get(p, "")
            note.visible = bool(notes)

    def _step(self, player: str, by: int) -> None:
        self.numbers.step(player, by, self.most)
        self.ctx.state.tapped()
        self.ctx.changed()

    def _minus(self, e: ft.ControlEvent) -> None:
        self._step(str(e.control.data), -1)

    def _plus(self, e: ft.ControlEvent) -> None:
        self._step(str(e.control.data), 1)


class NumbersEntryPart(ft.Column, Generic[HandT]):
    """A table part: a number per player on − / + steppers (0 to ``most(hand)``), saved as one entry, ``ENTRY``
    of the numbers in seating order.

    A game whose hand takes everyone's number at once (the points each took in Hearts, the bids of Oh Hell)
    subclasses it, names ``WHAT`` (the keys: ``points-Ann-plus``, ``points-save``), ``SAVE`` (Save's words, an
    ``N_`` template) and ``ENTRY`` (its event class, whose one field is the pairs), and writes ``most(hand)``; it
    may name ``STEP_WORDS`` (the − / + tooltips, "Ann: one fewer" by default),
    write ``start(hand)`` (the numbers a new entry starts from: 0 each) and ``notes(hand)`` (a word beside
    each name).  Its title line (key ``hand-prompt``) is the hand's ``prompt()``.
    """

    WHAT = "numbers"
    SAVE = N_("Save")
    STEP_WORDS: tuple[str, str] | None = (N_("{player}: one fewer"), N_("{player}: one more"))  # None: a bid's, a trick's
    ENTRY: Callable[[Pairs], Event]

    def __init__(self, ctx: TableContext) -> None:
        self.ctx, self.numbers = ctx, Numbers()
        self.title = heading("", key="hand-prompt", size=20)
        self.steppers = Steppers(ctx, self.WHAT, self.numbers, self.STEP_WORDS)
        save = big_button(gettext(self.SAVE), f"{self.WHAT}-save", self._save, expand=True)
        super().__init__([self.title, card(self.steppers, key=f"{self.WHAT}-rows"), save], spacing=12, tight=True)

    def most(self, hand: HandT) -> int:
        """The highest number a player may be given in this hand."""
        raise NotImplementedError(f"{type(self).__name__} says the most a player may be given: most(hand)")

    def start(self, hand: HandT) -> dict[str, int]:
        """The numbers a new entry starts from."""
        return {p: 0 for p in self.ctx.game.players}

    def notes(self, hand: HandT) -> dict[str, str] | None:
        return None

    def refresh(self, hand: HandT) -> None:
        self.title.value = hand.prompt()
        self.steppers.show(self.numbers.for_deal(hand.number, self.start(hand)), self.most(hand), self.notes(hand))

    def take_back(self) -> str | None:
        """Undo while numbers are being entered takes back the last − or + tap, not the entry stored before."""
        hand = self.ctx.game.table.current
        if hand is None or self.numbers.deal != hand.number:
            return None
        tap = self.numbers.take_back()
        if tap is None:
            return None
        player, back_to = tap
        return gettext("{player}'s number, back to {back_to}").format(player=player, back_to=number(back_to))

    def _save(self, e: ft.ControlEvent) -> None:
        self.ctx.act(type(self).ENTRY(self.steppers.entered()))


# -- correcting such an entry --------------------------------------------------------------------------------------
def initial_draft(event: Event) -> EditorDraft | None:
    """The editor of the tricks each took starts from the numbers stored."""
    if isinstance(event, TricksCounted):
        return EditorDraft({"values": dict(event.tricks)})
    return None


def numbers_editor(app: Shell, game: Game, hand: PlayedHand, index: int, d: EditorDraft, high: int,
                   title: str = N_("Tricks taken"), entry: Callable[[Pairs], Event] = TricksCounted) -> list[ft.Control]:
    """A number per player, 0 to ``high`` each, on − / + steppers, saved as one entry (``entry`` of the numbers:
    the tricks each took unless the game says otherwise)."""
    values = d.counts("values")

    def set_value(p: str, v: int) -> None:
        redraw(app, values={**values, p: v})

    rows = [stepper(app, f"edit-{p}", p, values.get(p, 0), 0, high, partial(set_value, p))
            for p in game.players]
    pairs = tuple((p, values.get(p, 0)) for p in game.players)
    return [heading(gettext(title), size=18),
            body(ngettext("{count} card each", "{count} cards each", high).format(count=high), size=theme.SMALL), *rows,
            big_button(gettext("Save"), "edit-save", lambda e: apply(app, hand, index, entry(pairs)))]
