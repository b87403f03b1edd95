"""A progress bar for long work done in a worker thread: the first sync of many games, an import of many
files, a restore.

The work reports ``(done, total)`` from its thread; :meth:`ProgressStrip.reporter` thins the reports (at
most one per 2 % of the way, ``scorekeeper.progress``) and hands each to the event loop, which changes the
kept bar's value and line and sends that one control: some fifty small updates however long the work.
"""

from __future__ import annotations

import asyncio

import flet as ft

from scorekeeper.progress import Thinned

from . import theme
from .widgets import body


class ProgressStrip:
    """A determinate bar with a line saying what is being done; hidden until work starts, hidden after."""

    def __init__(self, key: str) -> None:
        self.bar = ft.ProgressBar(key=key, value=0.0)
        self.line = body("", key=f"{key}-line", size=theme.SMALL)
        self.view = ft.Column([self.line, self.bar], key=f"{key}-box", visible=False, spacing=4, tight=True,
                              data=self)  # (the strip, for a test that drives it)

    def start(self, text: str) -> None:
        self.bar.value, self.line.value, self.view.visible = 0.0, text, True
        self._update()

    def show(self, done: int, total: int, text: str | None = None) -> None:
        """On the event loop: the work is ``done`` of ``total`` of the way."""
        if total > 0:
            self.bar.value = min(done / total, 1.0)
        if text:
            self.line.value = text
        self.view.visible = True
        self._update()

    def finish(self) -> None:
        self.view.visible = False
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
        try:
            self.view.update()
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
