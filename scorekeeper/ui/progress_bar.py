"""A progress bar for long work done in a worker thread: the first sync of many games, an import of many
files, a restore.

The work reports ``(done, total)`` from its thread; :meth:`ProgressStrip.reporter` thins the reports (at
most one per 2 % of the way, ``scorekeeper.progress``) and hands each to the event loop, which changes the
kept bar's value and line and sends that one control: some fifty small updates however long the work.
"""

from __future__ import annotations

import asyncio
from typing import Callable

import flet as ft

from scorekeeper.progress import Thinned

from . import theme
from .shown_parts import PartWhenShown
from .widgets import body


class ProgressStrip:
    """A determinate bar with a line saying what is being done; hidden until work starts, hidden after.

    Where a screen says where it goes (``place_in``), it is made when work first starts: most visits do no long
    work, and every control a screen builds costs its visit."""

    def __init__(self, key: str) -> None:
        self.key = key
        self._view: ft.Column | None = None
        self.part: PartWhenShown[ft.Column] | None = None
        self.unsent = False  # made into its column since the last update: the column sends it

    @property
    def view(self) -> ft.Column:
        """The line over the bar (made at the first ask)."""
        if self._view is None:
            self.bar = ft.ProgressBar(key=self.key, value=0.0)
            self.line = body("", key=f"{self.key}-line", size=theme.SMALL)
            self._view = ft.Column([self.line, self.bar], key=f"{self.key}-box", visible=False, spacing=4,
                                   tight=True, data=self)  # (the strip, for a test that drives it)
        return self._view

    def place_in(self, column: ft.Column, place: int | Callable[[], int] | None) -> PartWhenShown[ft.Column]:
        """Where the strip goes when work first starts: in ``column`` at ``place`` (and not before)."""
        self.part = PartWhenShown(column, lambda: self.view, place)
        return self.part

    def _show(self, shown: bool) -> None:
        if self.part is not None:
            made_before = self.part.made
            self.part.show(shown)
            self.unsent = self.unsent or (self.part.made and not made_before)
        elif shown or self._view is not None:
            self.view.visible = shown

    def start(self, text: str) -> None:
        self._show(True)
        self.bar.value, self.line.value = 0.0, text
        self._update()

    def show(self, done: int, total: int, text: str | None = None) -> None:
        """On the event loop: the work is ``done`` of ``total`` of the way."""
        self._show(True)
        if total > 0:
            self.bar.value = min(done / total, 1.0)
        if text:
            self.line.value = text
        self._update()

    def finish(self) -> None:
        self._show(False)
        self._update()

    def reporter(self, loop: asyncio.AbstractEventLoop, template: str) -> Thinned:
        """A ``(done, total)`` callback for the worker thread (``template`` with ``{done}`` and ``{total}``)."""
        def hand_over(done: int, total: int) -> None:
            loop.call_soon_threadsafe(self.show, done, total, template.format(done=done, total=total))

        return Thinned(hand_over)

    def line_reporter(self, loop: asyncio.AbstractEventLoop) -> "LineReporter":
        """A sync's ``(line, done, total)`` callback for the worker thread, thinned as :meth:`reporter` is."""
        return LineReporter(self, loop)

    def _update(self) -> None:
        if self._view is None:  # never shown: nothing to draw
            return
        target: ft.Control = self._view
        if self.unsent and self.part is not None:  # not on the page yet: its column brings it
            target, self.unsent = self.part.column, False
        try:
            target.update()
        except Exception:  # the screen is no longer shown (another screen is): nothing to draw
            pass


class LineReporter:
    """The work says what it is doing with each report (a sync: reading, storing, sending)."""

    def __init__(self, strip: ProgressStrip, loop: asyncio.AbstractEventLoop) -> None:
        self.strip, self.loop = strip, loop
        self._line = ""
        self._thinned = Thinned(self._hand_over)

    def _hand_over(self, done: int, total: int) -> None:
        self.loop.call_soon_threadsafe(self.strip.show, done, total, self._line)

    def __call__(self, line: str, done: int, total: int) -> None:
        self._line = line
        self._thinned(done, total)
