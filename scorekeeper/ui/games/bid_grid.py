"""A fixed grid of every bid a game allows: each bid keeps its place for the whole game, the illegal ones greyed.

A game with few legal bids (15 to 29, or 70 to 120 in fives, or 0 to 13) shows all of them at once instead of "the next few raises": a row of raises that shifts by one bid after every call
puts a different number under the finger that meant the one before.  The rules say which bids are legal
now (one ``rules.legal`` call per refresh), so the grid never re-implements a rule; a greyed bid's tooltip says why it is refused.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import flet as ft

from scorekeeper.rules import Event, Legal, legal
from scorekeeper.rules.auction import BidRules, round_up

from .. import theme
from ..widgets import big_button
from ..table_context import TableContext

GRID_MOST = 24  # more bids than this (175,000 to 400,000 in 5,000s: 46) get quick raises and a keypad instead of a grid
BID_WIDTH = 56  # six bids to a row inside a 412 px phone's screen, with the gaps
PER_ROW = 6


def fixed_bids(rules: BidRules, most: int = GRID_MOST) -> list[int] | None:
    """Every amount an auction played by ``rules`` may ever hear, lowest first; None when there are too many
    for a grid (the game then offers quick raises).  Whether one is legal now is the rules' to say."""
    unit = max(rules.unit, 1)
    amounts = list(range(round_up(rules.opening, unit), rules.cap + 1, unit))
    return amounts if 0 < len(amounts) <= most else None


def rows_height(count: int, per_row: int = PER_ROW, height: int = theme.TAP, gap: int = theme.GAP) -> int:
    """The height of ``count`` buttons laid ``per_row`` to a row: what a slot reserves so nothing under it moves."""
    rows = -(-count // per_row)
    return rows * height + max(rows - 1, 0) * gap


class BidGrid(ft.Column):
    """One button per bid in ``values``, laid in rows of ``per_row`` that never reflow.

    ``on_bid(value)`` is the tap.  ``refresh(ctx, bidder, event, name)`` greys every bid the rules refuse for
    ``bidder`` now (``event(bidder, value)`` is the entry the tap would store) and names the others
    (``name(bidder, value)``: "North bids 17"); a greyed bid's tooltip is the rule's reason.
    """

    def __init__(self, values: Sequence[int], on_bid: Callable[[int], object], *, label: Callable[[int], str],
                 key: str = "bid", per_row: int = PER_ROW, width: int = BID_WIDTH,
                 filled: Callable[[int], bool] = lambda value: True) -> None:
        self.values, self.on_bid = list(values), on_bid
        self.buttons = [big_button(label(v), f"{key}-{v}", self._tap, filled=filled(v), width=width, data=v)
                        for v in self.values]
        for button in self.buttons:  # three digits fit a 56 px button: a narrow inner margin
            assert isinstance(button.style, ft.ButtonStyle)
            button.style.padding = ft.Padding.symmetric(horizontal=2, vertical=10)
        # Rows of their own (not one wrapping row): a bid's place does not depend on how wide its neighbours'
        # labels are in the table's language.
        rows = [ft.Row(list[ft.Control](self.buttons[i:i + per_row]), spacing=theme.GAP)
                for i in range(0, len(self.buttons), per_row)]
        self.height_px = rows_height(len(self.values), per_row)
        super().__init__(list[ft.Control](rows), spacing=theme.GAP, tight=True, key=f"{key}-grid")

    def refresh(self, ctx: TableContext, bidder: str | None, event: Callable[[str, int], Event],
                name: Callable[[str, int], str], verdict: Legal | None = None) -> None:
        """Grey what the rules refuse now; a bid keeps its place and its label either way.  ``verdict``: the
        rules' answer for these bids (and maybe more) when the caller asked already, else asked here once."""
        if bidder is None:  # nobody is to bid (the auction is over): every bid greyed, none named for anyone
            for button in self.buttons:
                button.disabled, button.tooltip = True, None
            return
        entries = [event(bidder, value) for value in self.values]
        verdict = verdict if verdict is not None else legal(ctx.game, entries)
        refusals = verdict.refusals()
        for value, entry, button in zip(self.values, entries, self.buttons):
            reason = refusals.get(entry)
            button.disabled = reason is not None
            button.tooltip = name(bidder, value) if reason is None else reason

    def entries(self, bidder: str, event: Callable[[str, int], Event]) -> list[Event]:
        """The entry each bid of the grid would store for ``bidder`` (what a caller asks ``legal`` about)."""
        return [event(bidder, value) for value in self.values]

    def _tap(self, e: ft.ControlEvent) -> None:
        self.on_bid(int(e.control.data))
