"""High, Low, Jack and Game at the table: who took each point, as every game of the All Fours family asks it
and corrects it.

Each game has its own point events and says a point nobody took in its own words (the Jack "not dealt" or
"out of play"); the question, the buttons, the points entered so far and the editor are the same, so they are
built here once.  The game places the buttons' ``row`` and the ``taken`` line in its own part.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable, Mapping, Protocol

import flet as ft

from scorekeeper.i18n.translate import LazyText, gettext
from scorekeeper.rules import Event, Game, legal

from .. import theme
from ..corrections import EditorDraft, apply
from ..panels import Editor
from ..table_context import TableContext
from ..widgets import big_button, body, grid, heading, tapped

if TYPE_CHECKING:
    from scorekeeper.rules.interface import PlayedHand
    from scorekeeper.ui.shell import Shell


class PointWords(Protocol):
    """The words of a game's points: its ``words`` module answers them."""

    @property
    def POINT_WORDS(self) -> Mapping[str, LazyText]: ...  # "High"
    @property
    def POINT_LINE(self) -> Mapping[str, LazyText]: ...  # "High: {player}"
    @property
    def NOBODY_LINE(self) -> Mapping[str, LazyText]: ...  # "Game: nobody (tied)"
    @property
    def NOBODY_BUTTON(self) -> Mapping[str, LazyText]: ...  # "Tied"


class PointEntry(Event, Protocol):
    """Either of a game's point events: who took ``point``, or that nobody did."""

    @property
    def point(self) -> str: ...


class PointButtons:
    """A button per player and one for nobody (shown where the point may be nobody's) for the point asked, and
    the points entered so far; the rules grey the players who may not take it."""

    def __init__(self, ctx: TableContext, words: PointWords, taken: Callable[[str, str], Event],
                 nobody: Callable[[str], Event]) -> None:
        self.ctx, self.words, self.taken_by, self.nobody_took = ctx, words, taken, nobody
        self.asked = ""
        self.seats = {p: big_button(p, f"point-{p}", self._took, data=p) for p in ctx.game.players}
        self.nobody = big_button("", "point-nobody", self._nobody, filled=False)
        self.row = grid([*self.seats.values(), self.nobody])
        self.taken = body("", key="points-taken", size=theme.SMALL)

    def refresh(self, asked: str | None, points: Mapping[str, str | None]) -> None:
        """``asked``: the point asked next (None once all four are in); ``points``: who took each one entered."""
        self.asked, point, words = asked or "", asked or "game", self.words
        verdict = legal(self.ctx.game, [self.taken_by(self.asked, p) for p in self.seats])
        for p, button in self.seats.items():
            button.tooltip = gettext("{player} took {point}").format(player=p, point=words.POINT_WORDS[point])
            button.disabled = not verdict.allows(self.taken_by(self.asked, p))
        self.nobody.visible = point in words.NOBODY_BUTTON
        if self.nobody.visible:
            self.nobody.content = str(words.NOBODY_BUTTON[point])
            self.nobody.tooltip = str(words.NOBODY_LINE[point])
        entered = [words.POINT_LINE[k].format(player=v) if v is not None else str(words.NOBODY_LINE[k])
                   for k, v in points.items()]
        self.taken.value = " · ".join(entered) if entered else gettext("No points entered yet")

    def _took(self, e: ft.ControlEvent) -> None:
        self.ctx.act(self.taken_by(self.asked, str(e.control.data)))

    def _nobody(self, e: ft.ControlEvent) -> None:
        self.ctx.act(self.nobody_took(self.asked))


def point_editor(words: PointWords, taken: Callable[[str, str], Event],
                 nobody: Callable[[str], Event]) -> Editor[PointEntry]:
    """The editor of who took a point: a tap on a player (or on nobody, for the Jack and Game) saves it."""
    def build(app: Shell, game: Game, hand: PlayedHand, index: int, event: PointEntry,
              d: EditorDraft) -> list[ft.Control]:
        point = event.point
        buttons = [big_button(p, f"edit-point-{p}", tapped(lambda p: apply(app, hand, index, taken(point, p)), p),
                              filled=False) for p in game.players]
        if point in words.NOBODY_BUTTON:
            buttons.append(big_button(str(words.NOBODY_BUTTON[point]), "edit-point-nobody",
                                      lambda e: apply(app, hand, index, nobody(point)), filled=False))
        title = str(words.POINT_WORDS.get(point, point))
        return [heading(gettext("Who took {point}?").format(point=title), size=18, key="edit-title"), grid(buttons)]
    return build
