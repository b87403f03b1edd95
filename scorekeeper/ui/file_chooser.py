"""A file chooser that opens, or a screen that says it did not.

A browser opens a file chooser only within about five seconds of the tap that asked for it (the tap's "user
activation").  In the web app Python runs in the browser and answers the tap itself; on a very slow phone
its answer can come later than that, and the browser then refuses without a word: Flet's ``pick_files``
would wait an hour and the keeper would see nothing happen.

A chooser that opens takes the page's focus: Flutter reports the app inactive or hidden, and Flet passes
that to the page (``on_app_lifecycle_state_change``).  When neither that nor the picked files come within
:data:`OPEN_SECONDS` of the request, the chooser did not open: the caller's ``not_opened`` is told, and its
screen offers a button that asks again (a fresh tap, a fresh activation).  The earlier request is still
listened to (a browser whose chooser keeps the focus would be mistaken, and its file is still taken) until
a new request takes its place: only one request is ever waited for, so the second tap never queues behind
the first.
"""

from __future__ import annotations

import asyncio
import weakref
from typing import TYPE_CHECKING, Any, Callable, cast

import flet as ft

if TYPE_CHECKING:
    from .shell import Shell

OPEN_SECONDS = 4.0  # a chooser that opened has taken the focus well within this; a refused one never does
AWAY = (ft.AppLifecycleState.INACTIVE, ft.AppLifecycleState.HIDE, ft.AppLifecycleState.PAUSE)


class PickReplaced(Exception):
    """A newer request for a file took this one's place: the newer one answers the keeper."""


class FileChooser:
    """The session's file picker and the one request it is waiting for."""

    def __init__(self, app: Shell) -> None:
        self.picker: ft.FilePicker = app.platform_service(ft.FilePicker)
        self.focus_left = asyncio.Event()
        self.waiting: asyncio.Future[list[ft.FilePickerFile]] | None = None
        page = app.page
        earlier = page.on_app_lifecycle_state_change

        def lifecycle(e: ft.AppLifecycleStateChangeEvent) -> Any:
            if e.state in AWAY:
                self.focus_left.set()
            return cast(Callable[[Any], Any], earlier)(e) if earlier is not None else None
        page.on_app_lifecycle_state_change = lifecycle

    async def pick(self, not_opened: Callable[[], None], **options: Any) -> list[ft.FilePickerFile]:
        """The files picked (``options`` as ``FilePicker.pick_files``'s); ``not_opened`` is called once if the
        chooser shows no sign of opening.  Raises :class:`PickReplaced` when a newer request takes over."""
        if self.waiting is not None:
            self.waiting.cancel()  # the page never answers a refused chooser: stop waiting for it
        self.focus_left.clear()
        request = asyncio.ensure_future(self.picker.pick_files(**options))
        self.waiting = request
        left = asyncio.ensure_future(self.focus_left.wait())
        try:
            await asyncio.wait((request, left), timeout=OPEN_SECONDS, return_when=asyncio.FIRST_COMPLETED)
        finally:
            left.cancel()
        if not request.done() and not self.focus_left.is_set():
            not_opened()
        try:
            return await request
        except asyncio.CancelledError:
            if self.waiting is not request:
                raise PickReplaced() from None
            raise
        finally:
            if self.waiting is request:
                self.waiting = None


_choosers: weakref.WeakKeyDictionary[Shell, FileChooser] = weakref.WeakKeyDictionary()


def chooser_of(app: Shell) -> FileChooser:
    """The session's chooser, made (and its picker sent to the page) at the first call: a screen with a
    file button calls it as it is built, so the tap that opens a chooser does no more than ask for it."""
    chooser = _choosers.get(app)
    if chooser is None:
        chooser = _choosers[app] = FileChooser(app)
    return chooser
