"""The web app as `scorekeeper build-web` writes it, served by a plain static server, in Chromium.

* :func:`built_site` — the site, built once per source version and kept outside the repository
  (``~/.cache/scorekeeper-web/sites/HASH``, HASH of the app's sources and the build's pins), so a suite run
  pays for a build only when the code changed; the build's downloads are cached beside it.
* :class:`StaticServer` — a static server on 127.0.0.1 that counts what is downloaded, stoppable and
  restartable on the same port (a service worker belongs to its origin: the offline start needs the same
  address).
* :class:`SiteBrowser` — :class:`FletBrowser` on a persistent profile (closing and reopening it is a
  browser restart with the same data), every other host blocked by Chromium's resolver and recorded.
"""

from __future__ import annotations

import fcntl
import hashlib
import http.server
import os
import subprocess
import threading
from collections import Counter
from pathlib import Path
from typing import Any, Optional

from .harness import CHROMIUM, CHROMIUM_ARGS, REPO_ROOT, FletBrowser, free_port, shared_playwright

# flet-web's client always asks a CDN for Rive's runtime (an animation format the app does not use):
# blocked here like every other host, and the app must work without it.
KNOWN_HARMLESS = ("https://cdn.jsdelivr.net/npm/@rive-app/",)


def source_hash() -> str:
    """What the built site depends on in this checkout: the package, the assets, pyproject and the pins."""
    digest = hashlib.sha256()
    roots = [REPO_ROOT / "scorekeeper", REPO_ROOT / "assets"]
    files = [REPO_ROOT / "pyproject.toml"]
    for root in roots:
        files += [p for p in root.rglob("*") if p.is_file() and "__pycache__" not in p.parts
                  and "screenshots" not in p.parts]
    for path in sorted(files):
        digest.update(path.relative_to(REPO_ROOT).as_posix().encode() + b"\0" + path.read_bytes() + b"\0")
    import flet_web

    digest.update(Path(flet_web.__file__).parent.joinpath("web", "version.json").read_bytes())
    return digest.hexdigest()[:16]


def built_site() -> Path:
    """The site of this checkout, built now unless a build of the same sources is kept (one build at a time)."""
    from scorekeeper.webbuild import build_site
    from scorekeeper.webbuild.fetch import default_cache

    cache = default_cache()
    site = cache / "sites" / source_hash()
    if (site / "sw.js").is_file():
        return site
    cache.mkdir(parents=True, exist_ok=True)
    with open(cache / "build.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        if not (site / "sw.js").is_file():
            building = site.with_name(site.name + f".building-{os.getpid()}")
            build_site(building, cache)
            for old in sorted((cache / "sites").glob("*"), key=lambda p: p.stat().st_mtime)[:-3]:
                if old.is_dir() and ".building" not in old.name:  # keep the last few builds, not every one
                    subprocess.run(["rm", "-rf", str(old)], check=False)
            building.rename(site)
    return site


class StaticServer:
    """A static server of ``folder`` on 127.0.0.1, in a thread of the test's process, that counts the GETs of
    each file (``asked``: what the browser downloaded, its service worker's fetches included); stoppable and
    startable again on the same port."""

    def __init__(self, folder: Path, port: Optional[int] = None) -> None:
        self.folder = folder
        self.port = port or free_port()
        self.url = f"http://127.0.0.1:{self.port}/"
        self.asked: Counter[str] = Counter()
        self.httpd: Optional[http.server.ThreadingHTTPServer] = None

    def start(self) -> "StaticServer":
        folder, asked = str(self.folder), self.asked

        class Handler(http.server.SimpleHTTPRequestHandler):
            extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map,
                              ".mjs": "text/javascript", ".wasm": "application/wasm"}

            def __init__(self, *args: Any, **kwargs: Any) -> None:
                super().__init__(*args, directory=folder, **kwargs)

            def log_message(self, *args: object) -> None:
                pass

            def do_GET(self) -> None:  # noqa: N802 - http.server's name
                asked[self.path.split("?")[0].split("#")[0].lstrip("/")] += 1
                super().do_GET()

        self.httpd = http.server.ThreadingHTTPServer(("127.0.0.1", self.port), Handler)
        threading.Thread(target=self.httpd.serve_forever, daemon=True).start()
        return self

    def stop(self) -> None:
        """Nothing answers on the port any more (a browser's next request is refused, as with no network)."""
        httpd, self.httpd = self.httpd, None
        if httpd is not None:
            httpd.shutdown()
            httpd.server_close()


class SiteBrowser(FletBrowser):
    """Chromium on a persistent profile at phone size, every host but 127.0.0.1 unreachable."""

    def __init__(self, url: str, profile: Path, **kwargs) -> None:
        kwargs.setdefault("viewport", (412, 915))
        kwargs.setdefault("load_timeout_ms", 120000)  # a cold start downloads and starts Python
        kwargs.setdefault("timeout_ms", 30000)
        super().__init__(url, **kwargs)
        self.profile = profile
        self.other_hosts: list[str] = []

    def open(self) -> "SiteBrowser":
        try:
            w, h = self.viewport
            # The resolver knows no host but 127.0.0.1: nothing reaches the internet, service worker included.
            self.browser = shared_playwright().chromium.launch_persistent_context(
                str(self.profile), executable_path=CHROMIUM, timeout=30000,
                args=[*CHROMIUM_ARGS, "--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1"],
                viewport={"width": w, "height": h}, **({"locale": self.locale} if self.locale else {}))
            self.browser.on("request", self._watch_host)
            self.page = self.browser.pages[0] if self.browser.pages else self.browser.new_page()
            self.watch(self.page)
            self.page.goto(self.url, timeout=self.load_timeout_ms)
            self.started()
        except BaseException:
            self.close()
            raise
        return self

    def watch(self, page) -> None:
        page.set_default_timeout(self.timeout_ms)
        page.on("console", lambda m: self.console.append(f"{m.type}: {m.text}"))
        page.on("request", self._watch_host)
        page.on("requestfailed", lambda r: self.failed_requests.append(f"failed ({r.failure}) {r.method} {r.url}"))

    def started(self) -> None:
        """Wait for the app's first frame and its accessibility tree."""
        self.page.wait_for_selector("#loading", state="detached", timeout=self.load_timeout_ms)
        self.page.wait_for_selector("flt-semantics-placeholder", state="attached", timeout=self.load_timeout_ms)
        self.page.locator("flt-semantics-placeholder").dispatch_event("click")
        self.page.wait_for_selector("flt-semantics", state="attached", timeout=self.load_timeout_ms)

    def _watch_host(self, request) -> None:
        if not request.url.startswith(("http://127.0.0.1", "data:", "blob:")) and request.url not in self.other_hosts:
            self.other_hosts.append(request.url)

    def unexpected_hosts(self) -> list[str]:
        return [url for url in self.other_hosts if not url.startswith(KNOWN_HARMLESS)]

    def python_errors(self) -> list[str]:
        """Console lines that say Python failed (a traceback, a crashed session)."""
        return [line for line in self.console if "Traceback" in line or "Python worker init error" in line]
