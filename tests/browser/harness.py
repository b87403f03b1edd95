"""Browser test harness: a Flet app served in web mode, driven by Chromium.

    with FletServer("tests/ui/demo_app.py:main") as server, \\
         FletBrowser(server.url) as app:
        app.click("Increment")
        app.expect_text("Count: 1")
        app.screenshot("/tmp/x.png")

Pieces:
* :class:`FletServer` — runs ``tests/browser/serve.py TARGET --port N`` as a
  subprocess (own process group, always killed), on a free loopback port,
  with FLET_WEB_NO_CDN=1, FLET_WEB_RENDERER=canvaskit, FLET_FORCE_WEB_SERVER=1.
* :class:`FletBrowser` — playwright (sync API) + Debian ``/usr/bin/chromium``;
  waits for ``#loading`` to detach, enables Flutter's accessibility tree
  (``flt-semantics-placeholder``) and finds things by ARIA role + name.
* :func:`require_chromium` — ``pytest.skip`` when /usr/bin/chromium is missing.

Every wait is bounded. See tests/HARNESS.md.
"""

from __future__ import annotations

import atexit
import contextlib
import os
import re
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path
from typing import Any, Callable, Iterator, Mapping, Optional, Union

CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]
# The Chromium of the pages `flet` serves (FletBrowser, the board's guests): Flutter's CanvasKit draws with its own
# CPU surface, the fallback it takes in a browser without WebGL, instead of through WebGL emulated in software
# (SwiftShader: a second process rasterizing every frame of a tap's ripple).  Both are software; what a test
# reads (the accessibility tree, the boxes, the texts) is Flutter's own and the same.  A tap's CPU, 24 taps
# measured on a table's keypad: 12.2 -> 10.2 s for the whole tree (means of 4 and 4 runs).  The static web app
# (static_site.py) keeps WebGL: its skwasm build needs it.
FLET_CHROMIUM_ARGS = [*CHROMIUM_ARGS, "--disable-webgl"]
# What a page's address must not hold from an earlier test (all but the HTTP cache, which is revalidated)
FRESH_STORAGE = ("cookies", "local_storage", "indexeddb", "websql", "service_workers", "cache_storage",
                 "file_systems", "shared_storage", "storage_buckets")
SERVE_PY = Path(__file__).with_name("serve.py")
# The accessibility tree as one short word: every node under flt-semantics-host (its tag, its attributes but the
# style that places it, its own text) hashed.  What an ARIA snapshot shows is read from these nodes, so the
# word changes whenever the snapshot does; reading it is one small script call, where a snapshot is a large one.
LOOK = """() => {
  const host = document.querySelector('flt-semantics-host');
  if (!host || !host.querySelector('flt-semantics')) return '';
  let hash = 2166136261, count = 0;
  const add = (text) => { for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 16777619);
                          hash = Math.imul(hash ^ 1, 16777619); count += text.length + 1; };
  for (const node of host.querySelectorAll('*')) {
    add('<' + node.tagName);
    for (const attribute of node.attributes) if (attribute.name !== 'style') add(attribute.name + '=' + attribute.value);
    for (const child of node.childNodes) if (child.nodeType === Node.TEXT_NODE) add(child.data);
  }
  return count + ':' + (hash >>> 0).toString(16);
}"""
# Resolves once that word has been the same for quietMs (true), or at mostMs (false); an empty tree is the app's
# first frame still to come.
SEMANTICS_STILL = """async ([quietMs, mostMs]) => {
  const look = """ + LOOK + """;
  const deadline = performance.now() + mostMs;
  let last = look(), since = performance.now();
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    const now = performance.now(), seen = look();
    if (now > deadline) return false;
    if (!seen) { last = seen; since = now; continue; }
    if (seen !== last) { last = seen; since = now; } else if (now - since >= quietMs) return true;
  }
}"""

# What ``look`` (a script's function, as source) answers once it has answered the same for quietLooks looks
# pollMs apart, or at mostMs: the page looks at itself, one round trip where a look from Python was one each.
LOOKS_STILL = """async ([pollMs, quietLooks, mostMs]) => {
  const look = LOOK_SOURCE;
  const deadline = performance.now() + mostMs;
  let last = look(), same = 0;
  while (same < quietLooks && performance.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, pollMs));
    const now = look();
    same = JSON.stringify(now) === JSON.stringify(last) ? same + 1 : 0;
    last = now;
  }
  return last;
}"""

REPO_ROOT = Path(__file__).resolve().parents[2]


def require_chromium():
    """Skip the calling test when Debian chromium is not installed."""
    import pytest

    if not os.path.exists(CHROMIUM):
        if os.environ.get("SCOREKEEPER_REQUIRE_BROWSER"):  # CI installs it: missing is a failure
            pytest.fail(f"{CHROMIUM} not found but SCOREKEEPER_REQUIRE_BROWSER is set")
        pytest.skip(f"{CHROMIUM} not found (apt-get install -y chromium)")
    try:
        import playwright  # noqa: F401
    except ImportError:  # pragma: no cover
        pytest.skip("playwright (PyPI package) is not installed")


_SHARED: dict = {}  # "playwright" and "chromium": started on first use, one of each per test process


def shared_playwright():
    """The process's Playwright driver, started on first use (a node process: about a second to start)."""
    if "playwright" not in _SHARED:
        from playwright.sync_api import sync_playwright

        _SHARED["playwright"] = sync_playwright().start()
    return _SHARED["playwright"]


def shared_chromium():
    """The process's Chromium, launched on first use and again if it went away.

    Launching Chromium costs a second or more of a loaded two-core machine; a test needs a fresh profile,
    not a fresh process, so every :class:`FletBrowser` opens its own context on this one."""
    browser = _SHARED.get("chromium")
    if browser is None or not browser.is_connected():
        browser = shared_playwright().chromium.launch(executable_path=CHROMIUM, args=FLET_CHROMIUM_ARGS, timeout=30000)
        _SHARED["chromium"] = browser
    return browser


def shared_profile():
    """The process's Chromium on one on-disk profile (a playwright BrowserContext), launched on first use.

    Starting Flutter in a page costs about ten seconds of CPU: parsing and compiling main.dart.js (9.6 MB) and
    CanvasKit's wasm.  An off-the-record context (``new_context``) compiles them anew in every page; an on-disk
    profile keeps V8's compiled code beside its HTTP cache, so from the third page of an address on a page
    starts in about half the CPU.  The profile's folder outlives a relaunch (the process's servers keep one
    port, :func:`server_port`, so the address, and with it the cache, carries over from module to module)
    and goes when the process ends.  Every request asks the server again (``Cache-Control: max-age=0``):
    a file changed, or another app on the same port, is fetched anew, an unchanged one answers 304.
    Each :class:`FletBrowser` opens its own page with its origin's storage and cookies cleared first."""
    context = _SHARED.get("profile")
    if context is None or context.browser is None or not context.browser.is_connected():
        if "profile_dir" not in _SHARED:
            _SHARED["profile_dir"] = tempfile.mkdtemp(prefix="scorekeeper-chromium-profile-")
        context = shared_playwright().chromium.launch_persistent_context(
            _SHARED["profile_dir"], executable_path=CHROMIUM, args=FLET_CHROMIUM_ARGS, timeout=30000,
            extra_http_headers={"Cache-Control": "max-age=0"})
        for page in context.pages:  # the blank first tab: every test opens its own
            page.close()
        _SHARED["profile"] = context
    return context


def close_shared_chromium() -> None:
    """Stop the process's Chromium, its profile's Chromium and the Playwright driver, if started
    (tests/conftest.py: after the last browser test in a row).  The profile's folder stays for a later one."""
    profile = _SHARED.pop("profile", None)
    browser, driver = _SHARED.pop("chromium", None), _SHARED.pop("playwright", None)
    try:
        with contextlib.suppress(Exception):  # a Chromium already gone has nothing to close
            if profile is not None:
                profile.close()
        if browser is not None and browser.is_connected():
            browser.close()
    finally:
        if driver is not None:
            driver.stop()


def remove_shared_profile() -> None:
    """At the process's end: its Chromium stopped, its profile's folder removed."""
    close_shared_chromium()
    folder = _SHARED.pop("profile_dir", None)
    if folder is not None:
        shutil.rmtree(folder, ignore_errors=True)


atexit.register(remove_shared_profile)  # a script (make_screenshots.py) stops them on its way out too


def free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def server_port() -> int:
    """The port this process's servers take, one after another: the last one's again when it is free, so the
    shared profile (:func:`shared_profile`) meets the same address, and its cache, in the next module."""
    port = _SHARED.get("port")
    if port is not None:
        with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
            s.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)  # as uvicorn binds it
            try:
                s.bind(("127.0.0.1", port))
                return port
            except OSError:  # a server of this process still holds it (two at once): another port
                return free_port()
    _SHARED["port"] = free_port()
    return _SHARED["port"]


class FletServer:
    """A Flet web server for ``target`` (``file.py:main`` or ``pkg.mod:main``)."""

    def __init__(
        self,
        target: str,
        *,
        port: Optional[int] = None,
        env: Optional[dict[str, str]] = None,
        assets_dir: Optional[str] = None,
        cwd: Union[str, Path] = REPO_ROOT,
        start_timeout: float = 30.0,
        log_path: Optional[str] = None,
        command: Optional[Callable[[int], list[str]]] = None,
    ):
        self.target = target
        self.command = command  # port -> argv, to serve with a real CLI instead of serve.py
        self.port = port or server_port()
        self.url = f"http://127.0.0.1:{self.port}/"
        self._env = env or {}
        self._assets = assets_dir
        self._cwd = str(cwd)
        self._timeout = start_timeout
        self.log_path = log_path or f"/tmp/flet-server-{self.port}.log"
        self.proc: Optional[subprocess.Popen] = None

    def start(self) -> "FletServer":
        env = {
            **os.environ,
            "FLET_WEB_NO_CDN": "1",
            "FLET_WEB_RENDERER": "canvaskit",
            "FLET_FORCE_WEB_SERVER": "1",
            "PYTHONUNBUFFERED": "1",
            **self._env,
        }
        env.pop("FLET_SERVER_PORT", None)  # would override --port
        cmd = [sys.executable, str(SERVE_PY), self.target, "--port", str(self.port)]
        if self.command is not None:
            cmd = self.command(self.port)
        elif self._assets:
            cmd += ["--assets", self._assets]
        self._log = open(self.log_path, "wb")
        self.proc = subprocess.Popen(
            cmd,
            cwd=self._cwd,
            env=env,
            stdout=self._log,
            stderr=subprocess.STDOUT,
            stdin=subprocess.DEVNULL,
            start_new_session=True,  # own process group: killpg gets children too
        )
        try:
            self._wait_ready()
        except BaseException:
            self.stop()
            raise
        return self

    def _wait_ready(self):
        deadline = time.monotonic() + self._timeout
        last = None
        while time.monotonic() < deadline:
            if self.proc.poll() is not None:
                raise RuntimeError(
                    f"Flet server exited with {self.proc.returncode}:\n{self.log()}"
                )
            try:
                with urllib.request.urlopen(self.url, timeout=2) as r:
                    if r.status == 200:
                        return
            except OSError as e:
                last = e
            time.sleep(0.1)
        raise TimeoutError(f"Flet server not ready after {self._timeout}s ({last}):\n{self.log()}")

    def log(self) -> str:
        try:
            return Path(self.log_path).read_text(errors="replace")[-4000:]
        except OSError:
            return ""

    def stop(self):
        p, self.proc = self.proc, None
        if p is not None and p.poll() is None:
            try:
                os.killpg(p.pid, signal.SIGTERM)
            except ProcessLookupError:
                pass
            try:
                p.wait(timeout=5)
            except subprocess.TimeoutExpired:
                try:
                    os.killpg(p.pid, signal.SIGKILL)
                except ProcessLookupError:
                    pass
                p.wait(timeout=5)
        if getattr(self, "_log", None):
            self._log.close()
            self._log = None

    def __enter__(self) -> "FletServer":
        return self.start()

    def __exit__(self, *exc):
        self.stop()


class FletBrowser:
    """Headless Chromium on a Flet web app, seen through its ARIA tree."""

    def __init__(
        self,
        url: str,
        *,
        viewport: tuple[int, int] = (1000, 900),
        timeout_ms: int = 15000,
        load_timeout_ms: int = 30000,
        locale: Optional[str] = None,
        timezone_id: Optional[str] = None,
    ):
        self.url = url
        self.timezone_id = timezone_id  # the browser's time zone ("Asia/Kolkata"); None: the machine's
        self.viewport = viewport
        self.locale = locale  # the browser's language (navigator.languages, Accept-Language): "bn-BD"
        self.timeout_ms = timeout_ms
        self.load_timeout_ms = load_timeout_ms
        self.browser = None  # this browser's own context (playwright BrowserContext) on the shared Chromium
        self.page = None  # playwright Page
        self.console: list[str] = []
        #: size of every WebSocket frame the page received from the server, in order
        self.frames_received: list[int] = []
        #: every request answered 4xx/5xx or never answered, from the page's first request on: "404 GET url"
        self.failed_requests: list[str] = []

    # ------------------------------------------------------------- life
    def open(self) -> "FletBrowser":
        try:
            w, h = self.viewport
            # A page of its own on the process's one profile (shared_profile): its address's cookies and
            # storage cleared first, so it sees nothing another test left; the compiled Flutter stays.
            self.browser = shared_profile()
            self.page = self.browser.new_page()
            self.page.set_default_timeout(self.timeout_ms)
            self.page.set_viewport_size({"width": w, "height": h})
            devtools = self.browser.new_cdp_session(self.page)
            self._as_a_fresh_profile(devtools)
            throttle = os.environ.get("SCOREKEEPER_CPU_THROTTLE")  # a loaded CI machine, on purpose: "6"
            if throttle:
                devtools.send("Emulation.setCPUThrottlingRate", {"rate": float(throttle)})
            self.page.on("console", lambda m: self.console.append(f"{m.type}: {m.text}"))
            self.page.on("websocket", self._watch_websocket)
            self.page.on("response", self._watch_response)
            self.page.on("requestfailed",
                         lambda r: self.failed_requests.append(f"failed ({r.failure}) {r.method} {r.url}"))
            self.page.goto(self.url, timeout=self.load_timeout_ms)
            # Flet's index.html shows #loading until the Flutter app has started
            self.page.wait_for_selector("#loading", state="detached", timeout=self.load_timeout_ms)
            self.enable_accessibility()
        except BaseException:
            self.close()
            raise
        return self

    def _as_a_fresh_profile(self, devtools) -> None:
        """This page's language and time zone (what a new context's ``locale`` and ``timezone_id`` set), and no
        cookie, storage or service worker left at its address by an earlier test."""
        if self.locale:
            devtools.send("Emulation.setLocaleOverride", {"locale": self.locale})
            user_agent = self.page.evaluate("navigator.userAgent")
            devtools.send("Network.setUserAgentOverride", {"userAgent": user_agent, "acceptLanguage": self.locale})
        if self.timezone_id:
            devtools.send("Emulation.setTimezoneOverride", {"timezoneId": self.timezone_id})
        self.browser.clear_cookies()
        origin = "/".join(self.url.split("/", 3)[:3])  # http://127.0.0.1:PORT
        devtools.send("Storage.clearDataForOrigin", {"origin": origin, "storageTypes": ",".join(FRESH_STORAGE)})

    def _watch_websocket(self, ws) -> None:
        def received(payload) -> None:
            self.frames_received.append(len(payload.encode() if isinstance(payload, str) else payload))
        ws.on("framereceived", received)

    def _watch_response(self, response) -> None:
        if response.status >= 400:
            self.failed_requests.append(f"{response.status} {response.request.method} {response.url}")

    @property
    def bytes_received(self) -> int:
        """Bytes the page has received over its WebSockets so far (a tap's cost: the difference)."""
        return sum(self.frames_received)

    def enable_accessibility(self):
        """Flutter web draws on a canvas; this makes it build real ARIA nodes."""
        self.page.wait_for_selector(
            "flt-semantics-placeholder", state="attached", timeout=self.load_timeout_ms
        )
        self.page.locator("flt-semantics-placeholder").dispatch_event("click")
        self.page.wait_for_selector("flt-semantics", state="attached", timeout=self.timeout_ms)
        self.wait_stable()

    def wait_stable(self, timeout_ms: Optional[int] = None, quiet_ms: int = 250) -> str:
        """Wait (bounded) until the accessibility tree stops changing; return it.

        The tree fills in over a few frames after it is enabled and after every UI change, so an immediate
        snapshot can be partial.  The page watches its own tree (``SEMANTICS_STILL``) and answers once it has
        been unchanged for ``quiet_ms``: one round trip, where reading the ARIA snapshot every 50 ms took
        about six (the suite's costliest module read 1,531 snapshots, 75 s of its 245 s).  Whatever changes
        the ARIA snapshot changes that tree, so the page is as still as before.  A tree with nothing to read
        yet (the app's root before its first screen, while it waits for the device's language) is the first
        frame still to come, as before: the page is watched again until its snapshot has something in it.
        """
        deadline = time.monotonic() + (timeout_ms or self.timeout_ms) / 1000
        while True:
            left_ms = max(1, int((deadline - time.monotonic()) * 1000))
            self.page.evaluate(SEMANTICS_STILL, [quiet_ms, left_ms])
            snap = self.aria()
            if snap.strip() or time.monotonic() > deadline:
                return snap
            self.page.wait_for_timeout(100)

    def looked_still(self, look: str, poll_ms: int = 30, quiet_looks: int = 3, most_ms: int = 15000) -> Any:
        """What the script function ``look`` answers once it has answered the same ``quiet_looks`` times
        ``poll_ms`` apart (bounded by ``most_ms``): the same looks a loop in Python took, each a round trip
        and a fixed wait, taken by the page itself in one call (``LOOKS_STILL``)."""
        return self.page.evaluate(LOOKS_STILL.replace("LOOK_SOURCE", look), [poll_ms, quiet_looks, most_ms])

    def semantics(self) -> str:
        """The accessibility tree as one short word (``LOOK``), which changes whenever its ARIA snapshot does."""
        return str(self.page.evaluate(LOOK))

    def close(self):
        """Close this browser's pages (the process's profile stays for the next), or its own context."""
        context, self.browser = self.browser, None
        if context is None:
            return
        if context is _SHARED.get("profile"):
            for page in context.pages:  # its own, and any tab the test opened beside it
                page.close()
        else:
            context.close()

    def __enter__(self) -> "FletBrowser":
        return self.open()

    def __exit__(self, *exc):
        self.close()

    # ------------------------------------------------------------- finding
    def button(self, label: Union[str, re.Pattern], exact: bool = True):
        """Button / TextButton / IconButton(tooltip=...) by accessible name."""
        return self.page.get_by_role("button", name=label, exact=exact)

    def textbox(self, label: Union[str, re.Pattern], exact: bool = True):
        """TextField by its ``label``."""
        return self.page.get_by_role("textbox", name=label, exact=exact)

    def dialog(self):
        """The open AlertDialog."""
        return self.page.get_by_role("alertdialog")

    def aria(self) -> str:
        """YAML-ish snapshot of the accessibility tree (great for asserts/debug)."""
        return self.page.locator("flt-semantics-host").aria_snapshot(timeout=self.timeout_ms)

    def unnamed_controls(self) -> list[str]:
        """ARIA lines of controls a screen reader could not name: a button, field, checkbox or switch
        with no name (``- button`` or ``- button [disabled]``)."""
        roles = "button|textbox|checkbox|switch|combobox|slider|radio|link|menuitem"
        return [line.strip() for line in self.aria().splitlines()
                if re.fullmatch(rf"\s*- ({roles})( \[[^\]]*\])*:?", line)]

    def text(self) -> str:
        """All text the accessibility tree exposes."""
        return self.page.locator("flt-semantics-host").inner_text(timeout=self.timeout_ms)

    # ------------------------------------------------------------- acting
    def click(self, label: Union[str, re.Pattern], exact: bool = True):
        self.button(label, exact).click()

    def click_label(self, label: Union[str, re.Pattern], exact: bool = True):
        """Click what carries ``aria-label`` = label. Needed for
        ``IconButton(tooltip=...)``: the tooltip names a wrapper, the inner
        button stays unnamed; a coordinate click on the wrapper hits it."""
        self.page.get_by_label(label, exact=exact).first.click()

    def select(self, option_text: str, dropdown: int = 0):
        """Open the ``dropdown``-th Dropdown (unnamed button with
        aria-expanded) and pick the option whose text is ``option_text``."""
        self.page.locator("flt-semantics[aria-expanded]").nth(dropdown).click()
        self.button(option_text).click()

    def fill(self, label: Union[str, re.Pattern], text: str, submit: bool = False):
        from playwright.sync_api import expect

        box = self.textbox(label)
        # A field that was just built or emptied by the app may still get that update from the
        # server after the text is typed, wiping it (a user would see it vanish and type again):
        # type until the field holds the text, a few times at most, then send Enter.
        for attempt in range(3):
            box.fill(text)
            try:
                expect(box).to_have_value(text, timeout=self.timeout_ms // 3)
                break
            except AssertionError:
                if attempt == 2:
                    raise
                self.wait_stable()
        if submit:
            self.submit(label)

    def submit(self, label: Union[str, re.Pattern]):
        """Press Enter in the textbox named ``label``.

        The text's own round trip first (its on_change and the update it brings): an Enter that
        arrives while the field is being drawn again can be lost, as a user's would not be.  A stable
        tree is all this can wait for; where the change shows an answer, wait for it (``expect_text``)
        first: on a busy machine the answer can come after the tree has been still for a while."""
        self.wait_stable()
        self.textbox(label).press("Enter")

    def expect_text(self, text: Union[str, re.Pattern], timeout_ms: Optional[int] = None):
        """Wait (bounded) until ``text`` is somewhere in the accessibility tree."""
        from playwright.sync_api import expect

        expect(self.page.locator("flt-semantics-host")).to_contain_text(
            text, timeout=timeout_ms or self.timeout_ms
        )

    def expect_no_text(self, text: Union[str, re.Pattern], timeout_ms: Optional[int] = None):
        from playwright.sync_api import expect

        expect(self.page.locator("flt-semantics-host")).not_to_contain_text(
            text, timeout=timeout_ms or self.timeout_ms
        )

    def screenshot(self, path: Union[str, Path], settle_ms: int = 300) -> Path:
        """PNG of the viewport (waits ``settle_ms`` for animations first)."""
        self.page.wait_for_timeout(settle_ms)
        path = Path(path)
        path.parent.mkdir(parents=True, exist_ok=True)
        self.page.screenshot(path=str(path), timeout=self.timeout_ms)
        return path


def keeper_app_command(data: Path) -> Callable[[int], list]:
    """How a test starts the keeper app on a data folder: the real `scorekeeper --web`."""
    return lambda port: [sys.executable, "-m", "scorekeeper", "--web", "--port", str(port), "--data", str(data)]


@contextlib.contextmanager
def keeper_app_over(data: Path, stored: Mapping[str, tuple[str, object]]) -> Iterator[tuple[str, dict[str, str]]]:
    """`scorekeeper --web` over a new data folder holding ``stored`` ({key: (name, game)}, each game stored
    under its name): yields the app's address and each key's game id, then stops the app.  The every-game
    modules each serve their games this way, once per module."""
    require_chromium()
    from scorekeeper.store import GameStore

    store = GameStore(data)
    ids = {key: store.create_game(game, name=name) for key, (name, game) in stored.items()}
    store.close()
    with FletServer("scorekeeper", command=keeper_app_command(data)) as server:
        yield server.url, ids


def opened_keeper_app(data: Path, path: str = "", viewport: tuple[int, int] = (412, 915)):
    """`scorekeeper --web` on ``data``, opened in Chromium at ``path``; yields the browser, then stops both."""
    require_chromium()
    server = FletServer("scorekeeper", command=keeper_app_command(data))
    server.start()
    browser = None
    try:
        browser = FletBrowser(server.url.rstrip("/") + path, viewport=viewport)
        browser.open()
        yield browser
    finally:
        if browser is not None:
            browser.close()
        server.stop()
