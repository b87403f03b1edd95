"""The web app (`scorekeeper build-web`) in headless Chromium at 412 x 915, beside the desktop web app.

    .venv/bin/python bench/bench_web.py [--hands N]

Prints, side by side (no asserts; the issue's goals in brackets):
* first load: the bytes the static server answered on a first visit [<= 25 MB];
* first usable frame (Home's "New game" on screen), cold (a new profile), warm (the same profile again)
  [<= 10 s, <= 5 s] and offline (the server stopped, the service worker answering) [<= 5 s];
* the renderer's memory (the resident size of the page's renderer process, Python's worker included)
  [<= 350 MB];
* a tap's answer: a click to the screen changed, for the same Euchre hand taps in the web app and in
  the desktop web app (`scorekeeper --web`), medians [within 2x].

Every host but 127.0.0.1 is unreachable (Chromium's resolver). The site is the one the browser tests
build (tests/browser/static_site.py: built once per source version). Timings are this machine's: run it
alone for figures worth comparing.
"""

from __future__ import annotations

import argparse
import http.server
import os
import statistics
import sys
import tempfile
import threading
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tests.browser.harness import FletBrowser, FletServer, keeper_app_command  # noqa: E402
from tests.browser.static_site import SiteBrowser, built_site  # noqa: E402

HAND = ("♥ hearts", "Bo", "♥ hearts · round 1", "4")
ANSWERS = ("who made trump?", "which suit?", "Tricks the makers took", "took 4 of 5")


class CountingServer:
    """A static server of the site that counts the bytes it answered (bodies and headers)."""

    def __init__(self, folder: Path, port: int) -> None:
        counted = self
        self.sent = 0
        self.port = port

        class Handler(http.server.SimpleHTTPRequestHandler):
            def __init__(self, *args: object, **kwargs: object) -> None:
                super().__init__(*args, directory=str(folder), **kwargs)  # type: ignore[arg-type]

            def log_message(self, *args: object) -> None:
                pass

        class Counting(Handler):
            def setup(self) -> None:
                super().setup()
                raw = self.wfile

                class Meter:
                    def write(self, data: bytes) -> int:
                        counted.sent += len(data)
                        return raw.write(data)

                    def __getattr__(self, name: str) -> object:
                        return getattr(raw, name)

                self.wfile = Meter()  # type: ignore[assignment]

        self.httpd = http.server.ThreadingHTTPServer(("127.0.0.1", port), Counting)
        self.thread = threading.Thread(target=self.httpd.serve_forever, daemon=True)

    def start(self) -> "CountingServer":
        self.thread.start()
        return self

    def stop(self) -> None:
        self.httpd.shutdown()
        self.httpd.server_close()


def free_port() -> int:
    from tests.browser.harness import free_port as pick

    return pick()


def renderer_megabytes() -> float:
    """The largest resident size among Chromium's renderer processes (the app's page and its worker)."""
    largest = 0
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            cmdline = Path(f"/proc/{entry}/cmdline").read_bytes()
            if b"--type=renderer" not in cmdline:
                continue
            for line in Path(f"/proc/{entry}/status").read_text().splitlines():
                if line.startswith("VmRSS:"):
                    largest = max(largest, int(line.split()[1]))
        except OSError:
            continue
    return largest / 1024


def first_frame(url: str, profile: Path) -> tuple[float, float, SiteBrowser]:
    """Seconds from navigation to Home's "New game" on screen, and the renderer's memory then."""
    app = SiteBrowser(url, profile, load_timeout_ms=300000)
    start = time.perf_counter()
    app.open()
    app.button("New game").wait_for(timeout=300000)
    took = time.perf_counter() - start
    app.wait_stable()
    return took, renderer_megabytes(), app


def new_euchre(app: FletBrowser) -> None:
    app.click("New game")
    app.wait_stable()
    app.click("Euchre")
    app.wait_stable()
    for number, name in enumerate(("Ann", "Bo", "Cy", "Di"), start=1):
        app.fill("New player's name", name, submit=True)
        app.expect_text(f"{number}. {name}")
        app.wait_stable()
    app.click("Draw at random")
    app.wait_stable()
    app.click("Start Euchre")
    app.expect_text("which suit is turned up?")
    app.wait_stable()


def tap_answers(app: FletBrowser, hands: int) -> list[float]:
    """Seconds from each click to its answer on screen, the same hand ``hands`` times."""
    times = []
    for _ in range(hands):
        for label, answer in zip(HAND, ANSWERS):
            start = time.perf_counter()
            app.button(label).first.click()
            app.expect_text(answer, timeout_ms=60000)
            times.append(time.perf_counter() - start)
            app.wait_stable(quiet_ms=150)
        app.click("Next hand")
        app.expect_text("which suit is turned up?")
        app.wait_stable()
    return times


def desktop_taps(hands: int) -> list[float]:
    from scorekeeper.rules import Game
    from scorekeeper.store import GameStore

    with tempfile.TemporaryDirectory() as tmp:
        data = Path(tmp) / "data"
        store = GameStore(data)
        game_id = store.create_game(Game.new("euchre", ["Ann", "Bo", "Cy", "Di"], "Di"), name="bench")
        store.close()
        with FletServer("scorekeeper", command=keeper_app_command(data)) as server, \
                FletBrowser(f"{server.url}game/{game_id}", viewport=(412, 915)) as app:
            app.expect_text("which suit is turned up?")
            app.wait_stable()
            return tap_answers(app, hands)


def step(what: str) -> None:
    print(f"-- {what}", file=sys.stderr, flush=True)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--hands", type=int, default=3)
    args = parser.parse_args()
    site = built_site()
    port = free_port()
    url = f"http://127.0.0.1:{port}/"
    with tempfile.TemporaryDirectory() as tmp:
        profile = Path(tmp) / "profile"
        server = CountingServer(site, port).start()
        step("cold start")
        cold, memory, app = first_frame(url, profile)
        app.page.wait_for_timeout(2000)  # the service worker's last puts
        first_load = server.sent
        step("a game's taps in the web app")
        new_euchre(app)
        web = tap_answers(app, args.hands)
        memory = max(memory, renderer_megabytes())
        app.close()
        step("warm start")
        warm, _, app = first_frame(url, profile)
        app.close()
        server.stop()
        step("offline start")
        offline, _, app = first_frame(url, profile)
        app.close()
    step("the same taps in the desktop web app")
    desktop = desktop_taps(args.hands)
    print(f"site: {site}")
    print(f"first load: {first_load / 1e6:.1f} MB answered by the server   (goal <= 25 MB)")
    print(f"first usable frame: cold {cold:.1f} s (goal <= 10) · warm {warm:.1f} s (goal <= 5) · "
          f"offline {offline:.1f} s (goal <= 5)")
    print(f"renderer: {memory:.0f} MB resident at most   (goal <= 350 MB)")
    web_median, desktop_median = statistics.median(web), statistics.median(desktop)
    print(f"a tap's answer (median of {len(web)}): web app {web_median * 1000:.0f} ms · desktop web app "
          f"{desktop_median * 1000:.0f} ms · ratio {web_median / desktop_median:.2f} (goal <= 2)")
    print(f"  web app taps (ms):     {' '.join(f'{t * 1000:.0f}' for t in web)}")
    print(f"  desktop web taps (ms): {' '.join(f'{t * 1000:.0f}' for t in desktop)}")


if __name__ == "__main__":
    main()
