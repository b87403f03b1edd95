"""What one browser test pays to open the app, with a Chromium launched for it and with a fresh context on
the test process's one Chromium (tests/browser/harness.py, ``shared_chromium``), side by side; and, for the
next step, what a new page costs on a context that has opened the same app before (its HTTP cache and
compiled scripts kept): the part of an open that is the profile's first load rather than the app's start.

    .venv/bin/python bench/bench_browser_open.py [--rounds N]

Serves the harness's demo app (tests/ui/demo_app.py) once, then N times each, interleaved so a load that
comes and goes on a shared machine falls on both alike: open a page on the app, wait for Flutter's first
frame (``#loading`` gone) and its accessibility tree, close.  Prints wall seconds (median, best, worst).
No asserts: it prints the figures.  Needs /usr/bin/chromium and playwright, as the browser tests do.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path
from typing import Any, Callable

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tests.browser.harness import (  # noqa: E402
    CHROMIUM,
    CHROMIUM_ARGS,
    FletServer,
    close_shared_chromium,
    shared_chromium,
    shared_playwright,
)


def drawn(page: Any, url: str) -> None:
    """Load the app and wait for what FletBrowser.open waits for: the first frame and the ARIA tree."""
    page.goto(url, timeout=60000)
    page.wait_for_selector("#loading", state="detached", timeout=60000)
    page.wait_for_selector("flt-semantics-placeholder", state="attached", timeout=60000)
    page.locator("flt-semantics-placeholder").dispatch_event("click")
    page.wait_for_selector("flt-semantics", state="attached", timeout=60000)


def with_a_launch(url: str) -> None:
    """The harness before: a Chromium of its own for every test."""
    browser = shared_playwright().chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS, timeout=30000)
    try:
        drawn(browser.new_page(viewport={"width": 412, "height": 915}), url)
    finally:
        browser.close()


def with_a_context(url: str) -> None:
    """The harness now: a fresh context (profile) on the process's one Chromium."""
    context = shared_chromium().new_context(viewport={"width": 412, "height": 915})
    try:
        drawn(context.new_page(), url)
    finally:
        context.close()


WARM: dict[str, Any] = {}


def on_a_warm_context(url: str) -> None:
    """Not what the harness does (each test gets a fresh profile): a new page on one context kept across
    opens, loaded once before any timing.  Its gap to the fresh context is all a kept context could save."""
    if "context" not in WARM:
        WARM["context"] = shared_chromium().new_context(viewport={"width": 412, "height": 915})
        drawn(WARM["context"].new_page(), url)
    page = WARM["context"].new_page()
    try:
        drawn(page, url)
    finally:
        page.close()


def timed(open_once: Callable[[str], None], url: str) -> float:
    start = time.perf_counter()
    open_once(url)
    return time.perf_counter() - start


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rounds", type=int, default=5)
    rounds = parser.parse_args().rounds
    ways = {"a Chromium launched per test": with_a_launch, "a context on one Chromium": with_a_context,
            "a page on a warm context": on_a_warm_context}
    seconds: dict[str, list[float]] = {name: [] for name in ways}
    with FletServer("tests/ui/demo_app.py:main") as server:
        shared_chromium()  # launched once, as a module's first test does; not counted in either figure
        for _ in range(rounds):
            for name, open_once in ways.items():
                seconds[name].append(timed(open_once, server.url))
        if "context" in WARM:
            WARM.pop("context").close()
        close_shared_chromium()
    print(f"opening the demo app, {rounds} times each (wall seconds)")
    print(f"{'':32} {'median':>7} {'best':>7} {'worst':>7}")
    for name, figures in seconds.items():
        print(f"{name:32} {statistics.median(figures):7.2f} {min(figures):7.2f} {max(figures):7.2f}")


if __name__ == "__main__":
    main()
