"""The web app's first visit downloads each of the start's big files once (its service worker fetches them
while it installs and the page waits for it, so the browser keeps their compiled code), and the next
start downloads none of them: a phone pays for the engine, Python and the app once.

The site is built once per version of the sources (``static_site.built_site``), from npm and PyPI.
"""

from __future__ import annotations

import http.server
import json
import re
import threading
from collections import Counter
from pathlib import Path

import pytest

from .harness import free_port, require_chromium
from .static_site import SiteBrowser, built_site

pytestmark = [pytest.mark.browser, pytest.mark.long]
START_MS = 180000  # a cold start on a busy 2-core machine


class CountedSite:
    """The site served on 127.0.0.1, counting the GETs of each file."""

    def __init__(self, folder: Path) -> None:
        self.asked: Counter[str] = Counter()
        asked = self.asked

        class Handler(http.server.SimpleHTTPRequestHandler):
            def __init__(self, *args, **kwargs) -> None:
                super().__init__(*args, directory=str(folder), **kwargs)

            def log_message(self, *args: object) -> None:
                pass

            def do_GET(self) -> None:  # noqa: N802 - http.server's name
                asked[self.path.split("?")[0].split("#")[0].lstrip("/")] += 1
                super().do_GET()

        Handler.extensions_map = {**Handler.extensions_map, ".mjs": "text/javascript", ".wasm": "application/wasm"}
        self.httpd = http.server.ThreadingHTTPServer(("127.0.0.1", free_port()), Handler)
        self.url = f"http://127.0.0.1:{self.httpd.server_address[1]}/"
        threading.Thread(target=self.httpd.serve_forever, daemon=True).start()

    def stop(self) -> None:
        self.httpd.shutdown()
        self.httpd.server_close()


def test_the_first_visit_downloads_each_start_file_once_and_the_next_start_none(tmp_path: Path) -> None:
    require_chromium()
    site = built_site()
    # python.js is left out: the page's head loads it before its service worker exists, and the worker
    # fetches its own copy to keep (3.5 KB twice, so that the next start finds it with no network)
    big = [name for name in json.loads((site / "site-files.json").read_text())["start"] if name != "python.js"]
    big += ["canvaskit/chromium/canvaskit.js", "canvaskit/chromium/canvaskit.wasm"]
    packed = set(json.loads((site / "site-files.json").read_text())["packed"])
    served = CountedSite(site)
    try:
        profile = tmp_path / "profile"
        with SiteBrowser(served.url, profile, load_timeout_ms=START_MS) as app:
            app.button("New game").wait_for(timeout=START_MS)
        # a packed file is downloaded as its .gz only, which the service worker unpacks
        asked = {name: (served.asked[name], served.asked[name + ".gz"]) for name in big}
        assert asked == {name: (0, 1) if name in packed else (1, 0) for name in big}
        assert {"main.dart.js", "pyodide/pyodide.asm.wasm", "canvaskit/chromium/canvaskit.wasm"} <= packed
        # the goal, from a host that sends every file as it is (no compression): at most 25 MB
        assert sum((site / name).stat().st_size * times for name, times in served.asked.items()
                   if (site / name).is_file()) <= 25_000_000
        assert "canvaskit/canvaskit.wasm" not in served.asked  # the variant Chromium does not use
        served.asked.clear()
        with SiteBrowser(served.url, profile, load_timeout_ms=START_MS) as app:
            app.button("New game").wait_for(timeout=START_MS)
        assert [name for name in served.asked if re.search(r"\.(js|mjs|wasm|zip|tar\.gz)$", name)
                and name != "sw.js"] == []
    finally:
        served.stop()
