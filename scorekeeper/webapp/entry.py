"""The web app's start in the browser (``scorekeeper build-web``'s ``main.py`` calls ``run``).

The same app as ``scorekeeper``: the same screens, rules and store, on a data folder that lives in
IndexedDB (``storage.py``). What differs is said where it differs: the board, which needs a server
socket, and the data's home in Settings.
"""

from __future__ import annotations

from collections.abc import Callable

import flet as ft

KEPT_DIR = "/keep"  # mounted on IndexedDB: the data folder and what a restore keeps beside it
DATA_DIR = f"{KEPT_DIR}/scorekeeper"  # a folder inside the mount, so a restore can rename it


class WebKeeper:
    """One tab's app: the keeper's lock, the data folder in IndexedDB, then the app as on the desktop."""

    def __init__(self) -> None:
        from .storage import BrowserFolder

        self.folder = BrowserFolder(KEPT_DIR)

    async def main(self, page: ft.Page) -> None:
        from scorekeeper.i18n.translate import gettext

        from .storage import keeper_lock

        if not await keeper_lock(wait=False):
            page.title = "Scorekeeper"
            page.add(ft.Text(gettext("Scorekeeper is open in another tab of this browser: keep score there. "
                                     "This tab takes over when that one is closed."), size=18))
            page.update()
            await keeper_lock(wait=True)
            page.controls.clear()
            page.update()
        await self.folder.open()
        self.start_app(page)

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

            self.folder.on_problem = say
            if self.folder.problem:
                say(self.folder.problem)

    def gate_connection(self) -> None:
        """Every message to the screen passes the folder's gate (flet's Pyodide connection is made by ft.run)."""
        import flet_js  # type: ignore[import-not-found]

        start = flet_js.start_connection

        async def start_gated(send_callback: Callable[[object], None]) -> None:
            await start(self.folder.gate(send_callback))

        flet_js.start_connection = start_gated


def run() -> None:
    """Runs while Flutter is still starting (the worker starts with the page): the app's first screen is
    imported here, so it is ready when Flutter connects."""
    import scorekeeper.ui.app  # noqa: F401
    import scorekeeper.ui.home  # noqa: F401

    keeper = WebKeeper()
    ft.run(keeper.main)
    keeper.gate_connection()
