"""A foreign page on this machine tries to show the keeper app in a frame: Chromium refuses it.

The foreign page (another port of 127.0.0.1, so another origin) frames two pages: the
keeper app, which must stay blank, and a page of its own without any framing ban, which
loads, so a frame that stays blank is the keeper's answer and not a broken test page.
"""

from __future__ import annotations

import threading
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import pytest

from tests.browser.harness import FletServer, keeper_app_command, require_chromium, shared_chromium

FRAME_SECONDS = 30


def foreign_site(keeper_url: str) -> ThreadingHTTPServer:
    """A page that frames the keeper app (``/``) and a harmless page of its own (``/own``)."""
    pages = {
        "/": f'<iframe name="keeper" src="{keeper_url}"></iframe><iframe name="own" src="/own"></iframe>',
        "/own": "<p id='own'>framed fine</p>",
    }

    class Handler(BaseHTTPRequestHandler):
        def do_GET(self) -> None:
            body = pages.get(self.path, "").encode()
            self.send_response(200 if self.path in pages else 404)
            self.send_header("Content-Type", "text/html; charset=utf-8")
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)

        def log_message(self, format: str, *args: object) -> None:
            """Quiet."""

    return ThreadingHTTPServer(("127.0.0.1", 0), Handler)


@pytest.fixture
def keeper(tmp_path: Path) -> Iterator[FletServer]:
    require_chromium()
    server = FletServer("scorekeeper", command=keeper_app_command(tmp_path / "data"))
    server.start()
    try:
        yield server
    finally:
        server.stop()


@pytest.mark.browser
def test_a_foreign_page_cannot_show_the_keeper_app_in_a_frame(keeper: FletServer):
    site = foreign_site(keeper.url)
    threading.Thread(target=site.serve_forever, daemon=True).start()
    try:
        context = shared_chromium().new_context()  # a fresh profile on the test process's one Chromium
        try:
            page = context.new_page()
            page.goto(f"http://127.0.0.1:{site.server_address[1]}/", timeout=FRAME_SECONDS * 1000)
            own = page.frame(name="own")
            assert own is not None
            own.wait_for_selector("#own", timeout=FRAME_SECONDS * 1000)
            framed = page.frame(name="keeper")
            assert framed is not None
            assert framed.url == "chrome-error://chromewebdata/"  # Chromium's page for a refused frame
            assert framed.query_selector("#loading, flutter-view, flt-glass-pane") is None
        finally:
            context.close()
    finally:
        site.shutdown()
        site.server_close()
