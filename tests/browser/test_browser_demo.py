"""Proves the browser harness: the demo app in headless Chromium."""

from pathlib import Path

import pytest

SHOT_DIR = Path("/tmp/scorekeeper-browser")


@pytest.mark.browser
def test_demo_in_chromium(flet_web):
    server, app = flet_web("tests/ui/demo_app.py:main")

    app.expect_text("Count: 0")
    app.click("Increment")  # Button: accessible name = its text
    app.expect_text("Count: 1")
    app.click_label("Add one")  # IconButton: named via tooltip on a wrapper
    app.expect_text("Count: 2")

    app.fill("Your name", "Ann")  # TextField: textbox named by label
    # The change's answer before the Enter: once in a busy run "Submitted: Ann" never came, most likely
    # because the Enter went while the answer was still on its way (the tree had been still for 250 ms
    # only because the server had not answered yet) and the field drawn again with it lost the Enter.
    app.expect_text("Hello, Ann!")
    app.submit("Your name")
    try:
        app.expect_text("Submitted: Ann", timeout_ms=10000)
    except AssertionError:  # an Enter lost in a redraw on a loaded machine (seen twice in a whole CI run):
        app.submit("Your name")  # pressed again, as a user would; the demo's submit is idempotent
        app.expect_text("Submitted: Ann")

    app.select("Green")  # Dropdown: unnamed [aria-expanded] button, options as buttons
    app.expect_text("Colour: green")

    app.click("Reset…")
    app.dialog().wait_for(timeout=10000)  # AlertDialog: role alertdialog
    app.expect_text("This cannot be undone.")
    app.dialog().get_by_role("button", name="No").click()
    app.expect_text("Answer: no")
    app.dialog().wait_for(state="detached", timeout=10000)

    shot = app.screenshot(SHOT_DIR / "demo.png")
    assert shot.stat().st_size > 5000  # a blank canvas PNG is ~ 3 KB


@pytest.mark.browser
def test_server_is_killed():
    from .harness import FletServer, require_chromium

    require_chromium()
    with FletServer("tests/ui/demo_app.py:main") as server:
        proc = server.proc
        assert proc.poll() is None
    assert proc.poll() is not None
