"""The Flet app: routes, the view stack, and how ``scorekeeper`` starts it.

Routes (each a screen module with ``view(app, **params) -> ft.View``):
``/`` home · ``/new`` new game · ``/game/ID`` the table · ``/game/ID/scores``
scoreboard and history · ``/game/ID/hand/N`` one hand (dispute view,
corrections) · ``/players`` players and tallies · ``/settings``.
"""

from __future__ import annotations

import importlib
import os
import re
import sys
from pathlib import Path
from typing import Any, Callable

import flet as ft

from .state import AppState
from .theme import apply_theme

ROUTES: list[tuple[str, str]] = [
    (r"^/$", "home"),
    (r"^/new$", "new_game"),
    (r"^/game/(?P<game_id>[^/]+)$", "table"),
    (r"^/game/(?P<game_id>[^/]+)/scores$", "scoreboard"),
    (r"^/game/(?P<game_id>[^/]+)/hand/(?P<number>\d+)$", "hand_detail"),
    (r"^/players$", "players"),
    (r"^/settings$", "settings_screen"),
]

ASSETS = Path(__file__).resolve().parent.parent.parent / "assets"


def screen_for(route: str) -> tuple[Callable[..., ft.View], dict[str, str]] | None:
    for pattern, module_name in ROUTES:
        match = re.match(pattern, route)
        if match:
            module = importlib.import_module(f"scorekeeper.ui.{module_name}")
            return module.view, match.groupdict()
    return None


def stack_for(route: str) -> list[str]:
    """The views under a route, so the back arrow goes where a player expects."""
    route = route.split("?")[0] or "/"
    if route == "/":
        return ["/"]
    parts = route.strip("/").split("/")
    stack = ["/"]
    if parts[0] == "game" and len(parts) >= 2:
        stack.append(f"/game/{parts[1]}")
        if len(parts) >= 3:
            stack.append(f"/game/{parts[1]}/scores")
        if len(parts) >= 4:
            stack.append(route)
        return stack
    return ["/", route]


class App:
    """One player's session: the page, the app state and the way between screens."""

    def __init__(self, page: ft.Page, store: Any) -> None:
        self.page = page
        self.store = store
        self.state = AppState(store, render=self.render)
        self.theme_mode = "system"
        self.services: dict[str, Any] = {}
        messages = getattr(store, "messages", None) or []
        self.startup_message: str | None = " ".join(messages) or None  # recovery or upgrade notes, shown once

    # -- navigation ---------------------------------------------------------------------
    def go(self, route: str) -> None:
        """Show ``route`` now and put it in the browser's address bar."""
        self.page.route = route
        self.render()
        self.page.run_task(self._push_route, route)

    async def _push_route(self, route: str) -> None:
        try:
            await self.page.push_route(route)
        except Exception:  # the address bar is a nicety; the screen is already shown
            pass

    def on_route_change(self, e: Any = None) -> None:
        self.render()

    def on_view_pop(self, e: Any = None) -> None:
        stack = stack_for(self.page.route or "/")
        self.go(stack[-2] if len(stack) > 1 else "/")

    def render(self) -> None:
        self.state.keep_draft()  # before anything is shown: a tap is kept before it is seen
        route = self.page.route or "/"
        views = []
        for r in stack_for(route):
            found = screen_for(r)
            if found is None:
                found = screen_for("/")
                assert found is not None
            view_fn, params = found
            views.append(view_fn(self, **params))
        self.page.views.clear()
        self.page.views.extend(views)
        self.page.update()

    # -- games ------------------------------------------------------------------------------
    def ensure_game(self, game_id: str) -> None:
        """Open ``game_id`` unless it is already the open game (a deep link or a restart)."""
        if self.state.game_id != game_id:
            self.state.open_game(game_id)
            self.keep_awake(True)

    def service(self, factory: Callable[[], Any]) -> Any:
        """One Flet service (wakelock, file picker, preferences) per session, kept referenced:
        Flet drops a service nothing refers to after the event that made it."""
        name = getattr(factory, "__name__", repr(factory))
        if name not in self.services:
            self.services[name] = factory()
        return self.services[name]

    def keep_awake(self, on: bool) -> None:
        """Keep the screen on during a game, where the platform allows it."""
        try:
            wakelock = self.service(ft.Wakelock)
            self.page.run_task(wakelock.enable if on else wakelock.disable)
        except Exception:  # no wakelock on this platform: the game goes on
            self.services.pop("Wakelock", None)

    def set_theme(self, mode: str) -> None:
        self.theme_mode = mode
        apply_theme(self.page, mode)
        self.render()


def make_main(store_factory: Callable[[], Any]) -> Callable[[ft.Page], None]:
    """The Flet entry point for a store (tests pass an in-memory or temporary one)."""

    def main(page: ft.Page) -> None:
        page.title = "Scorekeeper"
        apply_theme(page, "system")
        app = App(page, store_factory())
        page.on_route_change = app.on_route_change
        page.on_view_pop = app.on_view_pop
        page.data = app
        app.render()
        from .settings_screen import load_preferences  # the device's saved theme (settings screen)
        page.run_task(load_preferences, app)

    return main


def default_store(data: str | None = None) -> Any:
    from scorekeeper.store import GameStore

    return GameStore(data)


def main(page: ft.Page) -> None:
    """Entry point used by ``flet run``, packaged builds and browser tests.

    The data folder comes from the environment (FLET_APP_STORAGE_DATA when
    packaged, else SCOREKEEPER_DATA, else the user data folder).
    """
    make_main(default_store)(page)


def has_display() -> bool:
    if sys.platform.startswith("linux"):
        return bool(os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY"))
    return True


def run_app(web: bool = False, port: int | None = None, data: str | None = None) -> int:
    """``scorekeeper``: a window where there is a display, else (or with --web) a web server."""
    from scorekeeper.store import StoreError

    try:
        store = default_store(data)  # open (and if need be recover) the data before serving
    except (StoreError, OSError) as err:  # not a folder, read-only, newer data: one line, exit 2
        print(f"scorekeeper: {' '.join(str(err).split())}", file=sys.stderr)
        return 2
    for message in getattr(store, "messages", None) or []:
        print(message, file=sys.stderr)
    serve_web = web or not has_display()
    if serve_web:
        os.environ.setdefault("FLET_WEB_NO_CDN", "1")
        os.environ.setdefault("FLET_FORCE_WEB_SERVER", "1")
        os.environ.setdefault("FLET_WEB_RENDERER", "canvaskit")
        port = port or int(os.environ.get("FLET_SERVER_PORT", "8550"))
        print(f"Scorekeeper is served at http://127.0.0.1:{port}/ (Ctrl+C stops it)", flush=True)
    ft.run(
        make_main(lambda: store),
        view=ft.AppView.WEB_BROWSER if serve_web else ft.AppView.FLET_APP,
        host="127.0.0.1" if serve_web else None,
        port=port or 0,
        no_cdn=True,
        web_renderer=ft.WebRenderer.CANVAS_KIT,
        assets_dir=str(ASSETS),
    )
    return 0
