"""What a game's table panel works with: the app, the open game, its draft, and what the table remembers.

``TableContext`` is the one object a panel's parts hold; every change goes
through it (``act``, ``replace``, ``changed``), so a part never reaches the
service another way.  It hands the change to the table session and renders the
outcome the session returns (``Shell.render``): the session knows no screen.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Callable, Sequence

import flet as ft

from scorekeeper.rules import Event, Game
from scorekeeper.rules.interface import PlayedHand

if TYPE_CHECKING:
    from .draft import Draft
    from .shell import Shell
    from .state import TableSession


class TableMemory:
    """What the table remembers for as long as the game is open (a visit to the scoreboard keeps it)."""

    result_seen: int | None = None  # the hand whose result the table moved on from
    totals_only: bool = False  # the hand is being entered as totals, not trick by trick


@dataclass
class TableContext:
    """What a table panel works with: the app (state, service, messages) and what the table remembers."""

    app: Shell

    @property
    def memory(self) -> TableMemory:
        memory = self.app.state.panel_memory.get("table")
        if not isinstance(memory, TableMemory):
            memory = TableMemory()
            self.app.state.panel_memory["table"] = memory
        return memory

    @property
    def result_seen(self) -> int | None:
        return self.memory.result_seen

    @result_seen.setter
    def result_seen(self, number: int | None) -> None:
        self.memory.result_seen = number

    @property
    def totals_only(self) -> bool:
        return self.memory.totals_only

    @totals_only.setter
    def totals_only(self, on: bool) -> None:
        self.memory.totals_only = on

    def enter_totals_only(self, on: bool) -> Callable[[ft.ControlEvent], None]:
        """A button's handler that switches the hand to totals only (or back to trick by trick)."""
        def switch(e: ft.ControlEvent) -> None:
            self.totals_only = on
            self.changed()

        return switch

    @property
    def state(self) -> TableSession:
        return self.app.state

    @property
    def game(self) -> Game:
        game = self.app.state.game
        assert game is not None
        return game

    @property
    def draft(self) -> Draft:
        return self.app.state.draft

    @property
    def fmt(self) -> Callable[[int], str]:
        return self.game.rules.format_amount(self.game.settings)

    def act(self, event: Event, *, takes_draft: bool = False) -> bool:
        """Play ``event`` (refused: the banner says why, nothing changes); the draft stays unless the event is
        what it was tapped for (``takes_draft``: the trick)."""
        return self.app.render(self.app.state.submit(event, takes_draft=takes_draft))

    def replace(self, index: int, event: Event, *, takes_draft: bool = False) -> bool:
        """Correct stored entry ``index`` to ``event`` (a trick edited at the table: ``takes_draft``)."""
        return self.app.render(self.app.state.replace(index, event, takes_draft=takes_draft))

    def changed(self) -> None:
        """Something on this screen changed (a card tapped): keep the draft (only a change is written),
        update what shows."""
        self.app.show_error(self.app.state.keep_draft())  # None: kept (or unchanged), and the banner clears
        self.app.refresh()

    def say_notice(self, message: str) -> None:
        """A neutral note in the banner (what went, what was taken back)."""
        self.app.show_notice(message)

    def unseen_result(self) -> PlayedHand | None:
        """The hand just finished, while its result is still to be shown (or the game is over)."""
        table = self.game.table
        last = table.hands[-1] if table.hands else None
        if last is None:
            return None
        current = table.current
        if current is None or (self.result_seen != last.number and not current.started):
            return last
        return None

    def side_name(self, players: Sequence[str]) -> str:
        """A side's one name, in seating order (the same as in the race and on the scoreboard)."""
        return self.game.rules.group_name(self.game, players)

    def move_on(self, number: int) -> None:
        """On to the next hand: trick by trick again, the draft empty."""
        self.result_seen = number
        self.totals_only = False
        self.app.refresh()


