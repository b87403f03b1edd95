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
the first.  Only in a browser: an app installed on a phone or a desktop opens its chooser natively, with no
time limit, and a picker sheet that keeps the app in front (iOS) would be mistaken for a refusal.
"""

from __future__ import annotations

import asyncio
import weakref
from typing import TYPE_CHECKING, Awaitable, Callable, cast

import flet as ft

from scorekeeper.i18n.translate import gettext

from . import theme
from .shown_parts import PartWhenShown
from .widgets import big_button, body

if TYPE_CHECKING:
    from .shell import Shell

OPEN_SECONDS = 4.0  # a chooser that opened has taken the focus well within this; a refused one never does
AWAY = (ft.AppLifecycleState.INACTIVE, ft.AppLifecycleState.HIDE, ft.AppLifecycleState.PAUSE)
Ask = Callable[[], Awaitable[str | None]]  # a request for a file, as a screen's button runs it
Lifecycle = Callable[[ft.AppLifecycleStateChangeEvent], object]


class PickReplaced(Exception):
    """A newer request for a file took this one's place: the newer one answers the keeper."""


class FileChooser:
    """The session's file picker and the one request it is waiting for."""

    def __init__(self, app: Shell) -> None:
        self.picker: ft.FilePicker = app.platform_service(ft.FilePicker)
        self.in_browser = bool(app.page.web)  # where a late request is refused: see the module's docstring
        self.focus_left = asyncio.Event()
        self.waiting: asyncio.Future[list[ft.FilePickerFile]] | None = None
        page = app.page
        earlier = cast(Lifecycle | None, page.on_app_lifecycle_state_change)

        def lifecycle(e: ft.AppLifecycleStateChangeEvent) -> object:
            if e.state in AWAY:
                self.focus_left.set()
            return earlier(e) if earlier is not None else None
        page.on_app_lifecycle_state_change = lifecycle

    async def pick(self, not_opened: Callable[[], None], *, dialog_title: str, allowed_extensions: list[str],
                   allow_multiple: bool) -> list[ft.FilePickerFile]:
        """The files picked, with their bytes; ``not_opened`` is called once if the chooser shows no sign of
        opening.  Raises :class:`PickReplaced` when a newer request takes over."""
        if self.waiting is not None:
            self.waiting.cancel()  # the page never answers a refused chooser: stop waiting for it
        self.focus_left.clear()
        request = asyncio.ensure_future(self.picker.pick_files(
            dialog_title=dialog_title, file_type=ft.FilePickerFileType.CUSTOM,
            allowed_extensions=allowed_extensions, allow_multiple=allow_multiple, with_data=True))
        self.waiting = request
        left = asyncio.ensure_future(self.focus_left.wait())
        try:
            await asyncio.wait((request, left), timeout=OPEN_SECONDS, return_when=asyncio.FIRST_COMPLETED)
        finally:
            left.cancel()
        if self.in_browser and not request.done() and not self.focus_left.is_set():
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


class NotOpenedCard:
    """A screen's card for a refused chooser, under the button (``name``) that asked for it: the sentence, and
    "Choose the file", which asks again at once.  Made when a chooser is first refused (``place_in`` says where):
    most visits never see it, and a screen's every control costs its build (a tap on a file button still builds
    nothing before it asks)."""

    def __init__(self, app: Shell, guard: Callable[[str, Ask], Callable[[ft.ControlEvent], Awaitable[None]]],
                 send: Callable[[], None], name: str) -> None:
        chooser_of(app)  # the picker reaches the page with the screen, not with the first tap on a file button
        self.again: Ask | None = None
        self.guard, self.send, self.name = guard, send, name
        self.card: PartWhenShown[ft.Container] | None = None

    def place_in(self, column: ft.Column, place: int | Callable[[], int] | None) -> PartWhenShown[ft.Container]:
        """Where the card goes when it is first shown: in ``column`` at ``place`` (under the button)."""
        self.card = PartWhenShown(column, self._made, place)
        return self.card

    def _made(self) -> ft.Container:
        name, guard = self.name, self.guard
        return ft.Container(
            content=ft.Column([
                body(gettext("The file chooser did not open: this device answered the tap too slowly. Tap "
                             "“Choose the file” to open it."), key=f"{name}-chooser-not-opened", weight=ft.FontWeight.W_600),
                big_button(gettext("Choose the file"), f"{name}-chooser-again", guard(gettext("Choose the file"), self.ask_again)),
            ], spacing=theme.GAP, tight=True),
            key=f"{name}-chooser-card", padding=12, border_radius=10, border=ft.Border.all(2, theme.ERROR))

    def tap(self, what: str, request: Callable[[Callable[[], None]], Awaitable[str | None]]
            ) -> Callable[[ft.ControlEvent], Awaitable[None]]:
        """A file button's handler (the screen's ``guard`` for ``what``) that runs :meth:`asking`'s action."""
        return self.guard(what, self.asking(request))

    def asking(self, request: Callable[[Callable[[], None]], Awaitable[str | None]]) -> Ask:
        """``request`` (given what to call if its chooser does not open) as a button's action: this card
        says a refused chooser, and its "Choose the file" runs the action again; a replaced request says
        nothing (the newer one answers)."""
        async def ask() -> str | None:
            try:
                return await request(self.not_opened(ask))
            except PickReplaced:
                return None
            finally:
                self.answered()
        return ask

    def not_opened(self, again: Ask) -> Callable[[], None]:
        """What a request for a file calls when its chooser shows no sign of opening: the card says so."""
        def say_it() -> None:
            self.again = again
            self._show(True)
            self.send()
        return say_it

    def answered(self) -> None:
        self.again = None
        self._show(False)

    def _show(self, shown: bool) -> None:
        assert self.card is not None, "place_in says where the card goes before a chooser is asked for"
        self.card.show(shown)

    async def ask_again(self) -> str | None:
        """ "Choose the file": the same request again, on a fresh tap the browser lets open a chooser."""
        again = self.again
        self.answered()
        return await again() if again is not None else None
