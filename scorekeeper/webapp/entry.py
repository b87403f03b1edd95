"""The web app's start in the browser (``scorekeeper build-web``'s ``main.py`` calls ``run``).

The same app as ``scorekeeper``: the same screens, rules and store, on a data folder that lives in
IndexedDB (``storage.py``). What differs is said where it differs: the board, which needs a server
socket, and the data's home in Settings.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from typing import TYPE_CHECKING

import flet as ft

if TYPE_CHECKING:
    from scorekeeper.ui.app import App

# flet's controls and services the first screen uses that ``import flet`` does not import (flet imports each at
# its first use): imported before Flutter connects, they cost the first screen nothing
FIRST_SCREEN_CONTROLS = ("Theme", "Dropdown", "DropdownOption", "ListView", "ListTile", "Row", "Semantics", "Text",
                         "Icon", "Icons", "TextButton", "OutlinedButton", "SnackBar", "SharedPreferences")
KEPT_DIR = "/keep"  # mounted on IndexedDB: the data folder and what a restore keeps beside it
DATA_DIR = f"{KEPT_DIR}/scorekeeper"  # a folder inside the mount, so a restore can rename it


class WebKeeper:
    """One tab's app: the keeper's lock, the data folder in IndexedDB, then the app as on the desktop."""

    def __init__(self) -> None:
        from .storage import BrowserFolder

        self.folder = BrowserFolder(KEPT_DIR)
        self.prepared: asyncio.Future[bool] | None = None

    def prepare(self) -> None:
        """Take the keeper's lock and read the data folder from IndexedDB now, while Flutter is still starting
        (Python is ready seconds before Flutter connects): the first screen then waits only for its own build."""
        self.prepared = asyncio.ensure_future(self.lock_and_open())

    async def lock_and_open(self) -> bool:
        """The data folder read, if this tab is the keeper (False: another tab is, and nothing was read)."""
        from .storage import keeper_lock

        if not await keeper_lock(wait=False):
            return False
        await self.folder.open()
        start_mark("data-read")
        return True

    async def main(self, page: ft.Page) -> None:
        from scorekeeper.i18n.translate import gettext

        from .storage import keeper_lock

        if not await (self.prepared if self.prepared is not None else self.lock_and_open()):
            page.title = "Scorekeeper"
            page.add(ft.Text(gettext("Scorekeeper is open in another tab of this browser: keep score there. "
                                     "This tab takes over when that one is closed."), size=18))
            page.update()
            await keeper_lock(wait=True)
            page.controls.clear()
            page.update()
            await self.folder.open()
            start_mark("data-read")
        self.start_app(page)
        start_mark("home-built")

    def start_app(self, page: ft.Page) -> None:
        from scorekeeper.service import disk_repository
        from scorekeeper.ui.app import App, make_main

        make_main(lambda: disk_repository(DATA_DIR))(page)
        app = page.data
        if isinstance(app, App):
            app.web_folder = self.folder

            def say(problem: str) -> None:
                app.show_error(problem)
                page.update()

            def take_back(problem: str) -> None:
                _show_what_is_kept(app)
                say(problem)

            self.folder.on_problem = say
            self.folder.on_refused = take_back
            if self.folder.problem:
                say(self.folder.problem)

    def gate_connection(self) -> None:
        """Every message to the screen passes the folder's gate (flet's Pyodide connection is made by ft.run)."""
        import flet_js  # type: ignore[import-not-found]

        start = flet_js.start_connection

        async def start_gated(send_callback: Callable[[object], None]) -> None:
            await start(self.folder.gate(send_callback))

        flet_js.start_connection = start_gated


def _show_what_is_kept(app: App) -> None:
    """A refused write was taken back (the folder is what IndexedDB holds): the open game is read again with
    the draft kept before the refused entry (the keeper's taps for it, so one tap enters it again), and the
    screen on show is brought in step with it."""
    state = app.state
    if state.game_id is not None:
        taps = state.draft.snapshot()
        events = len(state.game.events) if state.game is not None else 0
        try:
            state.open_game(state.game_id)
        except Exception:  # noqa: BLE001 - the game itself was not kept: the screen says what it can
            state.game_id = state.game = None
        else:  # an entry taken back: its taps are the draft kept before it, read with the game
            if state.game is not None and len(state.game.events) == events:
                state.draft.load_snapshot(taps)  # only the taps' own write was refused: they stay on screen
    with app.speech.active():
        app.refresh()  # in place, as after an Undo: a screen built anew drops controls whose answers are on their way


def start_mark(step: str) -> None:
    """A performance mark on the worker's timeline, read by bench/bench_web.py: without it a slow start
    cannot be taken apart (Python's steps are invisible to the browser's own tools). Nothing outside a
    browser."""
    try:
        import js  # type: ignore[import-not-found]  # Pyodide's bridge to the worker's globals
    except ImportError:
        return
    js.performance.mark(f"scorekeeper:{step}")


def run() -> None:
    """Runs while Flutter is still starting (the worker starts with the page): the app's first screen is
    imported here, so it is ready when Flutter connects."""
    import scorekeeper.ui.app  # noqa: F401
    import scorekeeper.ui.first_screen  # noqa: F401
    import scorekeeper.ui.home  # noqa: F401
    import scorekeeper.ui.settings_screen  # noqa: F401  # the preferences the first screen waits for

    for name in FIRST_SCREEN_CONTROLS:
        getattr(ft, name)  # flet imports a control's module at its first use: here, not while Home is built
    start_mark("home-imported")
    keeper = WebKeeper()
    keeper.prepare()
    ft.run(keeper.main)
    keeper.gate_connection()
