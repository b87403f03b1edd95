"""The web app (`scorekeeper build-web`) in headless Chromium at 412 x 915, served as static files, every
other host blocked: the first visit downloads each of the start's big files once (its service worker
fetches them while it installs and the page waits for it, so the browser keeps their compiled code), and
the next start none of them; a hand, Undo and a language switch; the browser closed right after a tap and
opened again on the same profile, the tap kept (IndexedDB); a start with the server stopped (the service
worker); a new version of the site, which takes over at the next start; a second tab, which leaves the
keeping to the first; an entry a full quota refuses, said and not shown, then entered again with the same
taps and kept; a backup downloaded and restored from a picked file.

Each start of Python in the browser costs seconds of a loaded machine's CPU, so a test makes several checks
on one browser, each from a state the test set up itself (a new profile, a new game); the tests share no
profile and no served folder.  The site is built once per version of the sources
(``static_site.built_site``), from npm and PyPI.
"""

from __future__ import annotations

import hashlib
import json
import re
import shutil
from pathlib import Path
from typing import Iterable

import pytest

from .harness import require_chromium
from .static_site import SiteBrowser, StaticServer, built_site

pytestmark = [pytest.mark.browser, pytest.mark.long]
START_MS = 180000  # a cold start on a busy 2-core machine: Python, the app and its packages in the browser


@pytest.fixture(scope="module")
def site() -> Path:
    require_chromium()
    return built_site()


@pytest.fixture
def server(site: Path, tmp_path: Path):
    """The site served from a copy of its own (the test publishes a new version of it), counting downloads."""
    folder = tmp_path / "site"
    shutil.copytree(site, folder)
    served = StaticServer(folder).start()
    try:
        yield served
    finally:
        served.stop()


def tap(app: SiteBrowser, label: str | re.Pattern[str]) -> None:
    app.button(label, exact=isinstance(label, str)).first.click()
    app.wait_stable()


def home(app: SiteBrowser) -> None:
    app.button(re.compile("^(New game|नया खेल)$")).wait_for(timeout=START_MS)
    app.wait_stable()


def start_euchre(app: SiteBrowser) -> None:
    tap(app, "New game")
    tap(app, "Euchre")
    for number, name in enumerate(("Ann", "Bo", "Cy", "Di"), start=1):
        app.fill("New player's name", name, submit=True)
        app.expect_text(f"{number}. {name}")
        app.wait_stable()
    tap(app, "Draw at random")
    tap(app, "Start Euchre")
    app.expect_text("Which suit is turned up?")


def correct_the_maker_then_undo(app: SiteBrowser) -> None:
    """Hand 1's call corrected in the hand editor (Di made it, not Bo), then the correction undone."""
    tap(app, "Scoreboard")
    app.page.get_by_text("Open hand 1: every trick, and corrections").or_(
        app.button(re.compile("^Open hand 1"))).first.click()
    app.wait_stable()
    tap(app, "Correct the call")
    app.expect_text("Bo made ♥ hearts, round 1")
    tap(app, "Di")
    app.expect_text("Di made ♥ hearts, round 1")
    tap(app, "Save")
    app.expect_text("Corrected")
    tap(app, "Undo the last entry")
    app.expect_text("Undid the correction of hand 1: back to")
    tap(app, "Scoreboard and history")  # the app bar's buttons: on screen however far the hand is scrolled
    tap(app, "Back to the table")
    app.expect_text("Bo+Di took all 5, a march: +2")


def publish_a_new_version(folder: Path) -> None:
    """What a new build does to the served folder: a changed page, its listing and the worker's version."""
    page = (folder / "index.html").read_text().replace("<head>", '<head><meta name="site-version" content="2">', 1)
    (folder / "index.html").write_text(page)
    listing = json.loads((folder / "site-files.json").read_text())
    old = listing["version"]
    listing["version"] = "second-version"
    listing["files"]["index.html"] = hashlib.sha256(page.encode()).hexdigest()
    (folder / "site-files.json").write_text(json.dumps(listing))
    worker = (folder / "sw.js").read_text().replace(f'const VERSION = "{old}";', 'const VERSION = "second-version";')
    (folder / "sw.js").write_text(worker)


def wait_for_the_new_version(app: SiteBrowser) -> None:
    """The browser looks for a new service worker (as it does at a start) and installs it beside the running one."""
    app.page.evaluate("""async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        await registration.update();
        for (let i = 0; i < 600 && !registration.waiting; i++) await new Promise((r) => setTimeout(r, 100));
        if (!registration.waiting) throw new Error("the new version was not installed");
    }""")


def page_version(app: SiteBrowser) -> str | None:
    return app.page.evaluate("document.querySelector('meta[name=site-version]')?.content ?? null")


def assert_clean(app: SiteBrowser) -> None:
    assert app.unexpected_hosts() == [], app.unexpected_hosts()
    assert app.python_errors() == [], app.python_errors()


def start_files(site: Path) -> list[str]:
    """The big files every start runs, as the site lists them, and Flutter's build Chromium runs: the
    WebAssembly one with skwasm (it has WasmGC and WebGL).

    python.js is left out: the page's head loads it before its service worker exists, and the worker
    fetches its own copy to keep (3.5 KB twice, so that the next start finds it with no network)."""
    big = [name for name in json.loads((site / "site-files.json").read_text())["start"] if name != "python.js"]
    return big + ["main.dart.wasm", "main.dart.mjs", "canvaskit/skwasm.js", "canvaskit/skwasm.wasm"]


# Flutter's JavaScript build and the renderers Chromium does not use: never downloaded by it.
NOT_RUN_BY_CHROMIUM = ("main.dart.js", "canvaskit/canvaskit.wasm", "canvaskit/chromium/canvaskit.wasm",
                       "canvaskit/skwasm_heavy.wasm")


def downloads_of(server: StaticServer, names: list[str]) -> dict[str, tuple[int, int]]:
    """How often each of ``names`` was downloaded as it is, and as its ``.gz``."""
    return {name: (server.asked[name], server.asked[name + ".gz"]) for name in names}


def once_each(names: list[str], packed: set[str]) -> dict[str, tuple[int, int]]:
    """Each file once: a packed one as its .gz only, which the service worker unpacks; the others as they are."""
    return {name: (0, 1) if name in packed else (1, 0) for name in names}


def scripts_and_runtimes(asked: Iterable[str]) -> list[str]:
    """The downloads a start with everything kept must not make (its service worker's own script aside)."""
    return [name for name in asked if re.search(r"\.(js|mjs|wasm|zip|gz)$", name) and name != "sw.js"]


def test_a_first_visit_a_hand_undo_a_language_and_a_new_version_across_a_browser_restart_and_an_offline_start(
        server, tmp_path):
    profile = tmp_path / "profile"
    big = start_files(server.folder)
    packed = set(json.loads((server.folder / "site-files.json").read_text())["packed"])
    assert {"main.dart.wasm", "pyodide/pyodide.asm.wasm", "canvaskit/skwasm.wasm"} <= packed
    with SiteBrowser(server.url, profile, load_timeout_ms=START_MS) as app:
        home(app)
        assert downloads_of(server, big) == once_each(big, packed)  # the first visit
        # the goal, from a host that sends every file as it is (no compression): at most 25 MB
        assert sum((server.folder / name).stat().st_size * times for name, times in server.asked.items()
                   if (server.folder / name).is_file()) <= 25_000_000
        start_euchre(app)
        for label in ("♥ hearts", "Bo", "♥ hearts · round 1", "4"):
            tap(app, label)
        app.expect_text("Bo made hearts: Bo+Di took 4 of 5: +1")
        tap(app, "Undo the last entry")
        app.expect_text("Undid: the makers' 4 tricks")
        tap(app, "5")  # the hand as it was: the makers took all five
        app.expect_text("Bo+Di took all 5, a march: +2")
        correct_the_maker_then_undo(app)
        tap(app, "Next hand")
        publish_a_new_version(server.folder)  # while the old one runs: it takes over at the next start
        wait_for_the_new_version(app)
        assert page_version(app) is None
        app.button("♠ spades").click()
        app.expect_text("Turn-up ♠ spades · who made trump?")  # on screen: so it is in IndexedDB
        assert_clean(app)
    # each big file once, the new version's install included (it copies what did not change)
    assert downloads_of(server, big) == once_each(big, packed)
    assert [name for name in NOT_RUN_BY_CHROMIUM if server.asked[name] + server.asked[name + ".gz"]] == []
    server.asked.clear()
    # closed at once, and opened again on the same profile: the new version, and the last tap is there
    with SiteBrowser(server.url, profile, load_timeout_ms=START_MS) as app:
        home(app)
        assert scripts_and_runtimes(server.asked) == []  # the second start downloads none of them
        assert page_version(app) == "2"
        tap(app, "Resume")
        app.expect_text("Turn-up ♠ spades · who made trump?")
        app.expect_text("2 / 10")
        tap(app, "Back")
        tap(app, "Settings")
        tap(app, "हिन्दी")
        app.expect_text("सेटिंग्स")
        tap(app, "English")
        app.expect_text("Settings")
        assert_clean(app)
    server.stop()  # no network at all: the service worker starts the app from what it kept
    with SiteBrowser(server.url, profile, load_timeout_ms=START_MS) as app:
        home(app)  # every file of the new version kept: the old ones copied, the changed page fetched
        assert page_version(app) == "2"
        tap(app, "Resume")
        app.expect_text("Turn-up ♠ spades · who made trump?")
        assert_clean(app)


def test_a_second_tab_waits_for_the_first_then_keeps_score_through_a_full_quota_backs_up_and_restores(
        site, tmp_path):
    server = StaticServer(site).start()
    profile = tmp_path / "profile"
    try:
        with SiteBrowser(server.url, profile, load_timeout_ms=START_MS) as app:
            home(app)
            first = app.page
            second = app.browser.new_page()
            app.watch(second)
            second.goto(server.url)
            app.page = second
            app.started()
            app.expect_text("Scorekeeper is open in another tab of this browser", timeout_ms=START_MS)
            first.close()
            home(app)  # the first tab closed: this one keeps score now
            start_euchre(app)
            enter_a_count_the_full_quota_refused(app)
            tap(app, "Back")
            tap(app, "Settings")
            back_up_and_restore(app, tmp_path)
            assert_clean(app)
        with SiteBrowser(server.url, profile, load_timeout_ms=START_MS) as app:  # the browser opened again
            home(app)
            tap(app, "Resume")
            app.expect_text("Bo made hearts: Bo+Di took 4 of 5: +1")  # entered again, and kept
            assert_clean(app)
    finally:
        server.stop()


def enter_a_count_the_full_quota_refused(app: SiteBrowser) -> None:
    """A count the full quota refuses is said and not shown; given room, the same one tap enters it."""
    for label in ("♥ hearts", "Bo", "♥ hearts · round 1"):
        tap(app, label)
    # The call kept, as the keeper sees it (the screen shows an entry only once IndexedDB has it), before the
    # quota fills: tap()'s quiet quarter second can pass before a slow page answers, and a call still on its
    # way to IndexedDB is then refused in its turn (the screen asks who made trump again, and has no "4").
    app.expect_text("Bo made ♥ hearts, round 1")
    fill_the_quota(app, full=True)
    tap(app, "4")
    app.expect_text(re.compile(r"The browser did not keep the last change \(.+\): it is not stored and is "
                               r"not shown; free some space, then enter it again\."))
    app.expect_no_text("Bo made hearts")
    fill_the_quota(app, full=False)
    tap(app, "4")  # the keeper's taps are still there: the one tap that was refused enters it
    app.expect_text("Bo made hearts: Bo+Di took 4 of 5: +1")


def back_up_and_restore(app: SiteBrowser, folder: Path) -> None:
    """From Settings: a backup is a download, and a restore reads a picked file."""
    app.expect_text("In the web app your games are kept in this browser's storage for this site (IndexedDB)")
    with app.page.expect_download(timeout=60000) as download:
        app.button("Back up…").click()
    backup = folder / download.value.suggested_filename
    download.value.save_as(backup)
    assert backup.name.startswith("scorekeeper-backup-") and backup.stat().st_size > 0
    app.wait_stable()
    with app.page.expect_file_chooser(timeout=60000) as chooser:
        app.button("Restore…").click()
    chooser.value.set_files(str(backup))
    app.expect_text(f"Replace everything stored here with {backup.name} (1 game)?")
    tap(app, "Replace my data")
    app.expect_text(f"Restored 1 game file from {backup.name}", timeout_ms=60000)


def test_the_site_is_an_installable_app_that_needs_no_other_host(site):
    manifest = json.loads((site / "manifest.json").read_text())
    assert (manifest["name"], manifest["display"], manifest["background_color"]) == (
        "Scorekeeper", "standalone", "#1B5E20")
    assert sorted(icon["sizes"] for icon in manifest["icons"]) == ["192x192", "192x192", "512x512", "512x512"]
    page = (site / "index.html").read_text()
    assert "cdn.jsdelivr" not in page and "gstatic" not in page and 'flet.routeUrlStrategy = "hash"' in page
    listing = json.loads((site / "site-files.json").read_text())
    assert f'const VERSION = "{listing["version"]}";' in (site / "sw.js").read_text()
    assert "serviceWorkerSettings" not in (site / "flutter_bootstrap.js").read_text().split("_flutter.buildConfig")[1]


# IndexedDB's writes in the worker that runs Python, refused as a full quota refuses them (Chromium's own quota
# override over CDP, tried first, did not reach the worker's IndexedDB here), or let through again.
FULL_QUOTA_JS = """(full) => {
  const store = self.IDBObjectStore.prototype;
  store.realPut = store.realPut || store.put;
  store.put = full ? function () { throw new DOMException("The quota has been exceeded.", "QuotaExceededError"); }
                   : store.realPut;
  return self.location.href;
}"""


def fill_the_quota(app: SiteBrowser, full: bool) -> None:
    """The worker's IndexedDB full (the next write it is asked to keep is refused with QuotaExceededError, as
    on a full phone), or given room again."""
    workers = app.page.workers
    assert workers, "Python runs in a worker of the page"
    for worker in workers:
        worker.evaluate(FULL_QUOTA_JS, full)
