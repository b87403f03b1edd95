"""Fixtures for browser tests (see tests/HARNESS.md). Mark tests @pytest.mark.browser."""

import pytest

from .harness import FletBrowser, FletServer, require_chromium


@pytest.fixture
def flet_web():
    """Factory: ``server, app = flet_web("tests/ui/demo_app.py:main")``.

    Starts the server and Chromium; both are always stopped at teardown.
    Skips the test if /usr/bin/chromium is missing.
    """
    require_chromium()
    opened = []

    def factory(target: str, **browser_kwargs):
        server = FletServer(target)
        opened.append(server)
        server.start()
        app = FletBrowser(server.url, **browser_kwargs)
        opened.append(app)
        app.open()
        return server, app

    try:
        yield factory
    finally:
        for thing in reversed(opened):
            try:
                thing.close() if isinstance(thing, FletBrowser) else thing.stop()
            except Exception:
                pass
