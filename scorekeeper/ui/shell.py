"""The port between the screens and the shell: what a screen may ask of the app session it runs in.

``ui.app.App`` is the shell (the page, the service, the state, the way between
screens); every screen, part and game screen is typed against :class:`Shell`
instead, so no screen imports ``ui.app`` and the app imports its screens in one
direction only.  A leaf of ``scorekeeper.ui``: it names the value types a
screen handles (the state, the service, the banner, the language) and nothing
that imports a screen.
"""

from __future__ import annotations

from typing import Awaitable, Callable, Protocol, TypeVar

import flet as ft

from scorekeeper.service import Scorekeeper

from .language import Speech
from .progress_bar import ProgressStrip
from .state import ChangeResult, TableSession
from .widgets import MessageBanner

PlatformService = TypeVar("PlatformService")


class PhoneFacts(Protocol):
    """What the settings screen reads of the phone services (``ui.phone.PhoneServices``)."""

    @property
    def active(self) -> bool: ...
    @property
    def haptic_on(self) -> bool: ...


class SyncListener(Protocol):
    """A card that shows the session's sync (``ui.sync_panel.SyncCard``)."""

    @property
    def progress(self) -> ProgressStrip: ...
    def show_running(self) -> None: ...
    def show_result(self, message: str | None) -> None: ...


class SyncRunner(Protocol):
    """The session's one background sync (``ui.sync_panel.BackgroundSync``)."""

    last_message: str | None
    listeners: list[SyncListener]

    def run(self) -> Awaitable[str | None]: ...


class Shell(Protocol):
    """What a screen asks of the app session (``ui.app.App`` is one)."""

    page: ft.Page
    service: Scorekeeper
    state: TableSession
    banner: MessageBanner
    speech: Speech
    preferences: dict[str, object]
    screen_memory: dict[str, object]
    theme_mode: str
    startup_message: str | None

    @property
    def phone(self) -> PhoneFacts: ...
    @property
    def sync(self) -> SyncRunner: ...
    @property
    def route(self) -> str: ...
    @property
    def screen(self) -> object: ...  # the screen on show (built again after a language switch)

    def go(self, route: str) -> None: ...
    def show(self, route: str) -> None: ...
    def refresh(self) -> None: ...
    def show_error(self, message: str | None) -> None: ...
    def show_notice(self, message: str | None) -> None: ...
    def render(self, outcome: ChangeResult) -> bool: ...
    def ensure_game(self, game_id: str) -> None: ...
    def platform_service(self, factory: Callable[[], PlatformService]) -> PlatformService: ...
    def keep_awake(self, on: bool) -> None: ...
    def speak(self, change: Callable[[Speech], None] | None = None) -> None: ...
    def set_theme(self, mode: str) -> None: ...
    def on_route_change(self, e: ft.RouteChangeEvent | None = None) -> None: ...
    def on_view_pop(self, e: ft.ViewPopEvent | None = None) -> None: ...
    def on_locale_change(self, e: ft.LocaleChangeEvent) -> None: ...
