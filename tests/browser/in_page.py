"""Another of the app's addresses opened inside the loaded page, as the browser's back and forward buttons open one.

Starting Flutter in a page (main.dart.js and CanvasKit parsed and compiled, the fonts loaded) costs seconds of
CPU even from the profile's cache, and a test that walked many screens paid it on each: 42 screens read in Hindi
took 103 s of CPU (test, app server and Chromium) loaded afresh, 31 s opened in the loaded page, every text and
box read the same on all 42.  Inside the loaded app the address changes and Flutter's router hears a popstate, so
the server's app shows that route: ``App.on_route_change`` builds its screen from the route alone (``App.show``:
new views, a new banner, the game opened anew when it is another), as a fresh load does.  A screen's state (an editor left open, a banner) lives in
the screen, built again on every visit; the session's language stays the page's.
"""

from __future__ import annotations

import contextlib
import sys
import time
from collections.abc import Mapping
from typing import Any, Optional

from .harness import FletBrowser

GO_TO = """(path) => { history.pushState(null, '', path);
                      window.dispatchEvent(new PopStateEvent('popstate', {state: null})); }"""


def go_within(app: FletBrowser, path: str, most_ms: int = 20000) -> bool:
    """Open ``path`` ("/game/<id>/scores") inside the loaded app and wait until its screen is drawn: the server's
    answer arrived, the tree is no longer the last screen's, and it stopped changing.

    A popstate Flutter's own history step took for its own (it goes back a step, then waits for that popstate,
    when the server moved the route) changes nothing: the address is given again once; a page that still shows
    the last screen is loaded afresh at ``path``, as a rerun would.  False only if even that never came."""
    before, frames = (app.aria(), app.semantics()), len(app.frames_received)
    for _ in range(2):
        app.page.evaluate(GO_TO, path)
        if _drawn(app, before, frames, most_ms // 2):
            return True
    print(f"go_within: {path} not drawn inside the page; loaded afresh", file=sys.stderr)
    return _loaded_afresh(app, path)


def _drawn(app: FletBrowser, before: tuple[str, str], frames: int, most_ms: int) -> bool:
    """Whether the server answered and the screen changed within ``most_ms``: its ARIA snapshot is no longer
    ``before``'s (the snapshot and the tree's word, ``FletBrowser.semantics``, before the address was given).
    The tree is watched as that word, a small script call a look; the snapshot, a large one, is read again
    only when the word has changed (it changes whenever the snapshot does)."""
    deadline = time.monotonic() + most_ms / 1000
    snapshot, look = before
    while True:
        if len(app.frames_received) != frames:
            now = app.semantics()
            if now != look:
                look = now
                if app.aria() != snapshot:
                    break
        if time.monotonic() > deadline:
            return False
        app.page.wait_for_timeout(50)
    app.wait_stable()
    return True


def _loaded_afresh(app: FletBrowser, path: str) -> bool:
    origin = "/".join(app.url.split("/", 3)[:3])
    try:
        app.page.goto(origin + path, timeout=app.load_timeout_ms)
        app.page.wait_for_selector("#loading", state="detached", timeout=app.load_timeout_ms)
        app.enable_accessibility()
    except Exception:  # a page whose Chromium went away
        return False
    return True


class OneTab:
    """One page of the app for a module's tests, in one language: each test's address is opened inside it
    (``go_within``); the page is loaded afresh only for the first test, another language, or a page that
    stopped answering (a failed test's rerun starts from a loaded page again)."""

    def __init__(self, base: str, **browser: Any) -> None:
        self.base = base.rstrip("/")
        self.browser = browser  # FletBrowser's keywords: viewport, locale...
        self.app: Optional[FletBrowser] = None
        self.opened_with: dict[str, Any] = {}

    def open(self, path: str, **browser: Any) -> FletBrowser:
        """The page showing ``path``, in the language (and other keywords) asked, or the module's."""
        wanted = {**self.browser, **browser}
        app = self.app
        if app is not None and (wanted != self.opened_with or not self.went(app, path)):
            self.close()
        if self.app is None:
            self.app = FletBrowser(self.base + path, **wanted).open()
            self.opened_with = wanted
        return self.app

    @staticmethod
    def went(app: FletBrowser, path: str) -> bool:
        """Whether the loaded page opened ``path``: not if it was closed (its Chromium stopped) or never answered."""
        try:
            return not app.page.is_closed() and go_within(app, path)
        except Exception:  # a page whose Chromium went away: loaded afresh
            return False

    def __enter__(self) -> "OneTab":
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def close(self) -> None:
        app, self.app = self.app, None
        if app is not None:
            with contextlib.suppress(Exception):  # its Chromium may have stopped after the module's last test
                app.close()


TRIES = 2  # a browser test runs once more when it fails (tests/conftest.py)


def for_each_try(stored: Mapping[str, tuple[str, object]]) -> dict[str, tuple[str, object]]:
    """``stored`` ({key: (name, game)}, as ``keeper_app_over`` takes it) once for each try of a test."""
    return {f"{key}#{try_}": value for key, value in stored.items() for try_ in range(TRIES)}


class Untouched:
    """Each test's game as no earlier try left it, in a data folder the module's tests share: a test that
    changes its game (an entry, an Undo) takes the next copy when it runs again after a failure, as a test
    with a data folder of its own starts from the stored game on each try."""

    def __init__(self, ids: Mapping[str, str]) -> None:
        self.ids = dict(ids)  # for_each_try's keys: "tonight#0", "tonight#1"
        self.taken: set[str] = set()

    def take(self, key: str) -> str:
        """The id of a copy of ``key``'s game that no try has opened yet."""
        for try_ in range(TRIES):
            game_id = self.ids[f"{key}#{try_}"]
            if game_id not in self.taken:
                self.taken.add(game_id)
                return game_id
        raise LookupError(f"every copy of {key!r} was opened by an earlier try")
