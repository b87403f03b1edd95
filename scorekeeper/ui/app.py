"""The Flet app: routes to screen classes, the view stack, and how ``scorekeeper`` starts it.

A screen is a class built once per visit (``XScreen(app, **route_params)``)
with a ``view: ft.View`` and a ``refresh()`` that changes the properties of
the controls it keeps.  Only the visible screen is built: the views below it
(what the back arrow returns to) are cheap placeholders, built for real when
they become visible.  So a tap costs what it changes (a small patch to the
client, the scroll position kept), not a rebuild of every screen under it.

Routes: ``/`` home · ``/new`` new game · ``/game/ID`` the table ·
``/game/ID/scores`` scoreboard and history · ``/game/ID/hand/N`` one hand
(dispute view, corrections) · ``/players`` players and tallies · ``/settings`` ·
``/settings/sync`` the group's server (back goes to Settings).
"""

from __future__ import annotations

import importlib
import os
import re
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Callable, Protocol, TypeVar, runtime_checkable

import flet as ft

from scorekeeper.i18n.languages import LANGUAGES
from scorekeeper.i18n.translate import current_language, gettext
from scorekeeper.service import Scorekeeper, StoreError, disk_repository

if TYPE_CHECKING:
    from scorekeeper.service import Repository
    from scorekeeper.webapp.storage import BrowserFolder
    from .sync_panel import BackgroundSync

from .language import Speech, locale_name, speak_in
from . import theme
from .flet_plain_values import skip_plain_values_in_flet_diffs
from .phone import PhoneServices
from .shell import Shell
from .state import ChangeResult, TableSession, make_service
from .theme import apply_theme
from .widgets import MessageBanner, big_button

ROUTES: list[tuple[str, str]] = [
    (r"^/$", "home:HomeScreen"),
    (r"^/new$", "new_game:NewGameScreen"),
    (r"^/game/(?P<game_id>[^/]+)$", "table:TableScreen"),
    (r"^/game/(?P<game_id>[^/]+)/scores$", "scoreboard:ScoreboardScreen"),
    (r"^/game/(?P<game_id>[^/]+)/board$", "board_sheet:BoardScreen"),
    (r"^/game/(?P<game_id>[^/]+)/hand/(?P<number>\d+)$", "hand_detail:HandScreen"),
    (r"^/players$", "players:PlayersScreen"),
    (r"^/evenings$", "evenings:EveningsScreen"),
    (r"^/season$", "season:SeasonScreen"),
    (r"^/settings$", "settings_screen:SettingsScreen"),
    (r"^/settings/sync$", "sync_screen:SyncScreen"),
]

ASSETS = Path(__file__).resolve().parent.parent.parent / "assets"
APP_TITLE = "Scorekeeper"


@runtime_checkable
class Screen(Protocol):
    """What the App needs of a screen: its view, and a way to bring it in step with the state."""

    view: ft.View

    def refresh(self) -> None: ...


ScreenFactory = Callable[..., Screen]


class BrokenScreen:
    """Said instead of a screen that could not be built (a damaged game, a bad link): nothing is lost."""

    def __init__(self, app: App, route: str, reason: str) -> None:
        self.view = ft.View(route=route, appbar=ft.AppBar(title=ft.Text(APP_TITLE)), padding=12, controls=[
            app.banner,
            big_button(gettext("Home"), "home", lambda e: app.go("/")),
        ])
        app.show_error(reason)

    def refresh(self) -> None:
        pass


def match_route(route: str) -> tuple[str, dict[str, str]] | None:
    """The ``module:ClassName`` of a route and its parameters (None: no such route)."""
    path = route.split("?")[0] or "/"
    for pattern, target in ROUTES:
        if match := re.match(pattern, path):
            return target, match.groupdict()
    return None


def screen_factory(target: str) -> ScreenFactory:
    """The screen class named by ``module:ClassName``."""
    module_name, class_name = target.split(":")
    module = importlib.import_module(f"scorekeeper.ui.{module_name}")
    screen_class: ScreenFactory = getattr(module, class_name)
    return screen_class


def stack_for(route: str) -> list[str]:
    """The views under a route, so the back arrow goes where a player expects."""
    route = route.split("?")[0] or "/"
    if route == "/":
        return ["/"]
    parts = route.strip("/").split("/")
    stack = ["/"]
    if parts[0] == "game" and len(parts) >= 2:
        stack.append(f"/game/{parts[1]}")
        if parts[2:] == ["board"]:  # the board is shown from the table or the scoreboard: back goes to the table
            return stack + [route]
        if len(parts) >= 3:
            stack.append(f"/game/{parts[1]}/scores")
        if len(parts) >= 4:
            stack.append(route)
        return stack
    if parts[0] == "settings" and len(parts) >= 2:  # the Sync screen: back goes to Settings
        return ["/", "/settings", route]
    return ["/", route]


def placeholder(route: str) -> ft.View:
    """A view kept under the visible one so the back arrow shows: built for real when it is shown."""
    return ft.View(route=route, appbar=ft.AppBar(title=ft.Text(APP_TITLE)))


PlatformService = TypeVar("PlatformService")


class App:
    """One player's session: the page, the service, the app state and the way between screens."""

    def __init__(self, page: ft.Page, service: Scorekeeper) -> None:
        self.page = page
        self.service = service
        self.banner = MessageBanner()
        self.state = TableSession(service)  # handed no callback: the screens render from its outcomes
        self.screen: Screen | None = None
        self.theme_mode = "system"
        self.flutter_language: str | None = None  # the locale Flutter's own words were last given
        self.speech = Speech()  # the session's language: the device's until preferences or the device say more
        self.preferences: dict[str, object] = {}
        self.platform_services: dict[str, object] = {}
        self.screen_memory: dict[str, object] = {}  # a screen's choices kept for the session, in memory only
        self.phone = PhoneServices(self)  # share sheet, haptic, back button: active on a phone only
        self._sync: BackgroundSync | None = None  # made at its first use (see ``sync``)
        self.web_folder: BrowserFolder | None = None  # the data folder in IndexedDB, in the web app only
        self.startup_message: str | None = " ".join(service.open_library()) or None  # shown once

    @property
    def sync(self) -> BackgroundSync:
        """The session's sync after each finished hand (a server set): made at its first use, so the sync's
        modules are not imported before the first screen."""
        if self._sync is None:
            from .sync_panel import BackgroundSync
            self._sync = BackgroundSync(self)
        return self._sync

    # -- navigation ---------------------------------------------------------------------
    @property
    def route(self) -> str:
        return self.page.route or "/"

    def go(self, route: str) -> None:
        """Show ``route`` now and put it in the browser's address bar."""
        self.page.route = route
        self.show(route)
        self.page.run_task(self._push_route, route)

    async def _push_route(self, route: str) -> None:
        try:
            await self.page.push_route(route)
        except Exception:  # the address bar is a nicety; the screen is already shown
            pass

    def on_route_change(self, e: ft.RouteChangeEvent | None = None) -> None:
        """The address bar changed (a deep link, the browser's back button, a new address typed into an open
        tab): drawn in the session's language, which Flet's reconnect does not set (it bypasses ``speak_in``)."""
        route = self.route
        with self.speech.active():
            if self.screen is not None and self.screen.view.route == route.split("?")[0]:
                self.refresh()
            else:
                self.show(route)

    def on_view_pop(self, e: ft.ViewPopEvent | None = None) -> None:
        """Back (the app bar's arrow, a phone's back button or gesture): the screen before the popped one.
        The popped view's own route, not the page's: in a browser the client may have changed the page's
        route already, and the screen before *that* is one too far back (Settings instead of the Sync screen
        went Home)."""
        popped = e.route if e is not None and e.route else self.route
        stack = stack_for(popped)
        with self.speech.active():
            self.go(stack[-2] if len(stack) > 1 else "/")

    def show(self, route: str) -> None:
        """Build the screen of ``route`` (and only it); the views under it are placeholders.  Drawing writes
        nothing: a tap kept its draft when it changed it."""
        stack = stack_for(route)
        self.banner = MessageBanner()  # one per visit: a message belongs to the screen it was said on
        self.state.error = None
        self.screen = self.build_screen(stack[-1])
        if len(stack) == 1:  # the first screen: back from it leaves the app
            self.phone.guard_leaving(self.screen.view)
        self.page.views.clear()
        self.page.views.extend([placeholder(r) for r in stack[:-1]] + [self.screen.view])
        self.say_flutter_words()
        self.page.update()

    def say_flutter_words(self) -> None:
        """The words Flutter draws itself (the back arrow's name, a text field's menu) in the session's
        language: Flutter's own translations, chosen by the locale."""
        language = current_language() if current_language() in LANGUAGES else LANGUAGES[0]
        if self.flutter_language != language:
            self.flutter_language = language
            self.page.locale_configuration = ft.LocaleConfiguration(
                supported_locales=[ft.Locale(code) for code in LANGUAGES], current_locale=ft.Locale(language))

    def build_screen(self, route: str) -> Screen:
        found = match_route(route)
        if found is None:
            found = match_route("/")
            assert found is not None
        target, params = found
        try:
            return screen_factory(target)(self, **params)
        except Exception as err:  # hostile data or a bad link: say it, lose nothing
            return BrokenScreen(self, route, gettext("This screen cannot be shown: {err}").format(err=err))

    # -- after a change ----------------------------------------------------------------------
    def refresh(self) -> None:
        """Bring the visible screen in step with the state (it changes only what changed; it writes nothing)."""
        if self.screen is not None:
            self.screen.refresh()

    def show_error(self, message: str | None) -> None:
        """The one way to say a refusal: the banner of the visible screen, updated in place."""
        self.state.error = message
        self.banner.say(message, error=True)

    def show_notice(self, message: str | None) -> None:
        """A neutral note (what undo undid, what was saved) in the same place as errors."""
        self.state.error = None
        self.banner.say(message, error=False)

    def render(self, outcome: ChangeResult) -> bool:
        """Show what a change did (``TableSession``'s outcome): its error or notes in the banner, the screen
        in step; a stored change passes ``entry_stored``.  True when something was stored."""
        if outcome.error is not None:
            self.show_error(outcome.error)
        elif outcome.notices:
            self.show_notice(" ".join(outcome.notices))
        else:
            self.show_error(None)
        self.refresh()
        if outcome.stored:
            self.entry_stored()
        return outcome.stored

    def entry_stored(self) -> None:
        """Every stored change passes here (``render``): on a phone, the light haptic; a finished hand syncs."""
        self.phone.entry_stored()
        self.sync.entry_stored()

    # -- games ------------------------------------------------------------------------------
    def ensure_game(self, game_id: str) -> None:
        """Open ``game_id`` unless it is already the open game (a deep link or a restart)."""
        if self.state.game_id != game_id:
            opened = self.state.open_game(game_id)
            self.keep_awake(True)
            if opened.notices:  # what the store found opening it (a damaged journal and its repair)
                self.show_error(" ".join(opened.notices))

    def platform_service(self, factory: Callable[[], PlatformService]) -> PlatformService:
        """One Flet service (wakelock, file picker, preferences, share, haptic) per session, kept referenced:
        Flet drops a service nothing refers to after the event that made it."""
        name = getattr(factory, "__name__", repr(factory))
        if name not in self.platform_services:
            self.platform_services[name] = factory()
        return self.platform_services[name]  # type: ignore[return-value]

    def keep_awake(self, on: bool) -> None:
        """Keep the screen on during a game, where the platform allows it."""
        try:
            wakelock = self.platform_service(ft.Wakelock)
            self.page.run_task(wakelock.enable if on else wakelock.disable)
        except Exception:  # no wakelock on this platform: the game goes on
            self.platform_services.pop("Wakelock", None)

    def speak(self, change: Callable[[Speech], None] | None = None) -> None:
        """Change the session's language (``change``), or take the device's, and show the open screen in it
        (built again: a language switch is not a tap at the table)."""
        before = self.speech.reads()
        if change is not None:
            change(self.speech)
        if self.screen is None:  # nothing drawn yet: the first screen is drawn in the language now chosen
            return
        if self.speech.reads() != before:
            with self.speech.active():
                self.show(self.route)  # which sends the page: a second update would diff the whole page for nothing

    def on_locale_change(self, e: ft.LocaleChangeEvent) -> None:
        """The phone's language changed: the app follows, unless the keeper chose one."""
        first = next((name for name in map(locale_name, e.locales or []) if name), None)
        self.speak(lambda speech: setattr(speech, "device_locale", first))

    def set_theme(self, mode: str) -> None:
        self.theme_mode = mode
        apply_theme(self.page, mode)
        self.page.update()


def make_main(store_factory: Callable[[], Scorekeeper | Repository]) -> Callable[[ft.Page], None]:
    """The Flet entry point for a store or service (tests pass an in-memory or temporary one); every screen
    it sends skips Flet's questions to plain values (``flet_plain_values``), on the desktop, the web and in tests."""
    skip_plain_values_in_flet_diffs()

    def main(page: ft.Page) -> None:
        page.title = APP_TITLE
        apply_theme(page, "system")
        app = App(page, make_service(store_factory()))
        page.on_route_change = app.on_route_change
        page.on_view_pop = app.on_view_pop
        page.on_locale_change = app.on_locale_change
        page.data = app
        speak_in(page, lambda: app.speech)
        from .first_screen import start_in_language
        page.run_task(start_in_language, app)

    return main


def default_store(data: str | None = None) -> Repository:
    """The score book on disk (the service's own opening of it)."""
    return disk_repository(data)


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
    from scorekeeper import webguard

    try:
        store = default_store(data)  # open (and if need be recover) the data before serving
    except (StoreError, OSError) as err:  # not a folder, read-only, newer data: one line, exit 2
        print(f"scorekeeper: {' '.join(str(err).split())}", file=sys.stderr)
        return 2
    for message in Scorekeeper(store).open_library():  # what opening it found; each session's banner says it too
        print(message, file=sys.stderr)
    serve_web = web or not has_display()
    if serve_web:
        os.environ.setdefault("FLET_WEB_NO_CDN", "1")
        os.environ.setdefault("FLET_FORCE_WEB_SERVER", "1")
        os.environ.setdefault("FLET_WEB_RENDERER", "canvaskit")
        port = port or int(os.environ.get("FLET_SERVER_PORT", "8550"))
        try:
            sock = webguard.listen(port)
        except OSError as err:  # taken, or not a port: one line, and no address is announced
            print(gettext("scorekeeper: cannot serve the app on 127.0.0.1:{port}: {why}").format(
                port=port, why=err.strerror or err), file=sys.stderr)
            return 2
        print(gettext("Scorekeeper is served at {address} (Ctrl+C stops it)").format(
            address=f"http://127.0.0.1:{port}/"), flush=True)
        return webguard.serve(make_main(lambda: store), sock, assets_dir=str(ASSETS),  # only its own pages
                              fonts={family: ASSETS / path for family, path in theme.FONTS.items()},
                              main_font=theme.FONT)
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


def _shell_check(app: App) -> Shell:
    """mypy checks here that the App offers every screen what the port promises (``ui.shell.Shell``)."""
    return app
