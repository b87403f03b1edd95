"""The web app (`scorekeeper build-web`) in headless Chromium at 412 x 915, beside the desktop web app.

    .venv/bin/python bench/bench_web.py [--hands N]

Prints, side by side (no asserts; the issue's goals in brackets):
* first load: the bytes the static server answered on a first visit [<= 25 MB];
* first usable frame (Home's "New game" on screen), cold (a new profile), warm (the same profile again)
  [<= 10 s, <= 5 s] and offline (the server stopped, the service worker answering) [<= 5 s];
* the renderer's memory (the resident size of the page's renderer process, Python's worker included)
  [<= 350 MB], and beside it, at the same moments, its PSS, USS+swap and private footprint (RssAnon + swap,
  Chromium's own "memory footprint"): RSS counts Chromium's own binary whole, 130-odd MB of code shared with
  every Chromium process; the private footprint is what the page alone costs (renderer_measures);
* a tap's answer: a click to the screen changed, for the same Euchre hand taps in the web app and in
  the desktop web app (`scorekeeper --web`), medians [within 2x].

Then where the starts' time goes (the marks the site's worker and page set: Pyodide loaded, the app's
archive unpacked, the app's modules imported, Python connected to Flutter, Home on screen) and where the
renderer's memory goes (the page's JS heap, its renderer's WASM memory (skwasm's, or CanvasKit's in a browser
that runs Flutter's JavaScript build), the worker's JS heap and Pyodide's
WASM memory; the rest of the resident size is Chromium's own: code, fonts, the canvas's pixels), and
Chromium's own account of it (a memory-infra dump through CDP: V8 per isolate, Blink's buffers, ArrayBuffers,
malloc...; bench/web_memory_dump.py prints the whole dump). "renderer" is VmRSS of one process: the page and
its workers share it.

Every host but 127.0.0.1 is unreachable (Chromium's resolver). The site is the one the browser tests
build (tests/browser/static_site.py: built once per source version). Timings are this machine's: run it
alone for figures worth comparing.
"""

from __future__ import annotations

import argparse
import gzip
import http.server
import mimetypes
import os
import re
import statistics
import sys
import tempfile
import threading
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tests.browser.harness import FletBrowser, FletServer, keeper_app_command  # noqa: E402
from tests.browser.static_site import SiteBrowser, built_site  # noqa: E402

HAND = ("♥ hearts", "Bo", "♥ hearts · round 1", "4")
ANSWERS = ("who made trump?", "which suit?", "Tricks the makers took", "took 4 of 5")
TURN_UP_QUESTION = re.compile(r"which suit is turned up\?", re.IGNORECASE)  # the table asks it with a capital now


class CountingServer:
    """A static server of the site that counts what it answered: the files' bytes, and the bytes sent
    gzip-compressed as a compressing host (GitHub Pages, most CDNs) sends them to a browser that asks."""

    COMPRESSED = (".js", ".mjs", ".wasm", ".json", ".html", ".ttf", ".otf", ".tar.gz", ".frag", ".bin")

    def __init__(self, folder: Path, port: int) -> None:
        counted = self
        self.raw = 0
        self.sent = 0
        self.files: dict[str, int] = {}  # each path answered: its bytes as sent (gzipped or not), summed
        self.port = port
        squeezed: dict[Path, bytes] = {}

        class Handler(http.server.BaseHTTPRequestHandler):
            def log_message(self, *args: object) -> None:
                pass

            def do_GET(self) -> None:  # noqa: N802 - http.server's name
                path = (folder / self.path.split("?")[0].split("#")[0].lstrip("/")).resolve()
                if path.is_dir():
                    path = path / "index.html"
                if folder.resolve() not in path.parents or not path.is_file():
                    self.send_error(404)
                    return
                data = path.read_bytes()
                counted.raw += len(data)
                gzip_it = "gzip" in self.headers.get("Accept-Encoding", "") and path.name.endswith(
                    CountingServer.COMPRESSED) and not path.name.endswith(".tar.gz")
                if gzip_it:
                    if path not in squeezed:
                        squeezed[path] = gzip.compress(data, 6, mtime=0)
                    data = squeezed[path]
                kind = mimetypes.guess_type(path.name)[0] or "application/octet-stream"
                if path.suffix == ".mjs":
                    kind = "text/javascript"
                self.send_response(200)
                self.send_header("Content-Type", kind)
                self.send_header("Content-Length", str(len(data)))
                if gzip_it:
                    self.send_header("Content-Encoding", "gzip")
                self.end_headers()
                try:
                    self.wfile.write(data)
                except (BrokenPipeError, ConnectionResetError):  # the browser dropped it (a closing tab)
                    return
                counted.sent += len(data)
                name = path.relative_to(folder.resolve()).as_posix()
                counted.files[name] = counted.files.get(name, 0) + len(data)

        self.httpd = http.server.ThreadingHTTPServer(("127.0.0.1", port), Handler)
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


def renderer_pid(profile: Path) -> int:
    """The largest (by VmRSS) renderer process of the Chromium on ``profile``: the app's page, its Python worker
    and its service worker share it; other browsers on the machine are not counted (0: none found)."""
    parents: dict[int, int] = {}
    commands: dict[int, bytes] = {}
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            try:
                stat = Path(f"/proc/{entry}/stat").read_text()
                parents[int(entry)] = int(stat.rsplit(")", 1)[1].split()[1])
                commands[int(entry)] = Path(f"/proc/{entry}/cmdline").read_bytes()
            except (OSError, ValueError, IndexError):
                continue
    ours = {pid for pid, command in commands.items() if f"--user-data-dir={profile}".encode() in command}

    def descends(pid: int) -> bool:
        for _ in range(10):
            if pid in ours:
                return True
            pid = parents.get(pid, 0)
            if pid <= 1:
                return False
        return False

    largest, chosen = 0.0, 0
    for pid, command in commands.items():
        if b"--type=renderer" in command and descends(pid):
            resident = proc_sizes(pid, "status").get("VmRSS", 0.0)
            if resident > largest:
                largest, chosen = resident, pid
    return chosen


def proc_sizes(pid: int, table: str) -> dict[str, float]:
    """The sizes (MiB) of /proc/PID/TABLE ("status" or "smaps_rollup"), by name ({} if the process is gone)."""
    try:
        lines = Path(f"/proc/{pid}/{table}").read_text().splitlines()
    except OSError:
        return {}
    return {line.split(":")[0]: int(line.split()[1]) / 1024 for line in lines
            if line.endswith(" kB") and ":" in line}


def renderer_status(profile: Path) -> dict[str, float]:
    """The /proc status sizes (MiB) of the renderer process of the Chromium on ``profile`` (renderer_pid):
    ``VmRSS`` is ``RssAnon`` (the page's own memory) plus ``RssFile`` (Chromium's own binary mapped from disk,
    shared with every Chromium process: see renderer_measures) plus ``RssShmem``."""
    sizes = proc_sizes(renderer_pid(profile), "status")
    return {name: sizes.get(name, 0.0) for name in ("VmRSS", "RssAnon", "RssFile", "RssShmem")}


# The renderer's memory four ways, at the same moment (MiB), the one the goal is judged on last:
MEASURES = ("RSS", "PSS", "USS+swap", "private footprint")


def renderer_measures(profile: Path) -> dict[str, float]:
    """The renderer's memory as each tool counts it (MEASURES), read from one process at one moment:

    * RSS (VmRSS): every resident page, its share of Chromium's own binary (130-odd MB of code and data,
      mapped by the browser, GPU and utility processes and every renderer alike) counted whole;
    * PSS (smaps_rollup's Pss): each shared page divided among the processes that map it (Android's
      ``dumpsys meminfo`` figure);
    * USS+swap: the pages no other process maps (Private_Clean + Private_Dirty) and what is swapped out;
    * private footprint: RssAnon + VmSwap, Chromium's own "memory footprint" on Linux and Android (its task
      manager's column, and what its memory-infra dump calls private_footprint_bytes): the memory this page
      alone makes, which nothing gives back until the page frees it or is closed. Clean pages of the binary
      are not in it: the kernel drops and re-reads them as it likes, and the browser needs them anyway.

    The last is the honest figure for the goal: it is what opening the app costs a phone, and what closing
    it gives back; RSS charges the app with Chromium's own code, which a phone's browser has loaded already."""
    pid = renderer_pid(profile)
    status, rollup = proc_sizes(pid, "status"), proc_sizes(pid, "smaps_rollup")
    swap = status.get("VmSwap", 0.0)
    return {"RSS": status.get("VmRSS", 0.0), "PSS": rollup.get("Pss", 0.0),
            "USS+swap": rollup.get("Private_Clean", 0.0) + rollup.get("Private_Dirty", 0.0) + swap,
            "private footprint": status.get("RssAnon", 0.0) + swap}


def show_measures(measures: dict[str, float]) -> str:
    return " · ".join(f"{name} {measures.get(name, 0.0):.0f}" for name in MEASURES)


def most(*readings: dict[str, float]) -> dict[str, float]:
    """Each measure's largest reading (the moments of its largest RSS and largest footprint may differ)."""
    return {name: max(reading.get(name, 0.0) for reading in readings) for name in MEASURES}


def renderer_megabytes(profile: Path) -> float:
    """The largest resident size among the renderer processes of the Chromium on ``profile``."""
    return renderer_status(profile)["VmRSS"]


STEPS = {"worker-start": "the worker runs", "pyodide-loaded": "Pyodide loaded",
         "archive-unpacked": "app.tar.gz unpacked", "app-module-start": "Python ready for the app",
         "home-imported": "Home's modules imported", "app-connected": "Python waits for Flutter",
         "flutter-connects": "Flutter asks for Python", "python-ready": "Python answers Flutter",
         "data-read": "the data folder read from IndexedDB", "home-built": "Home built and sent",
         "flutter-first-frame": "Flutter's first frame", "loading-gone": "the loading screen gone",
         "home": "Home's New game on screen"}

TIMELINE = """(() => ({origin: performance.timeOrigin, now: performance.now(),
  marks: Object.fromEntries(performance.getEntriesByType("mark").filter(m => m.name.startsWith("scorekeeper:"))
    .map(m => [m.name.slice(12), m.startTime]))}))()"""


def start_steps(app: SiteBrowser) -> dict[str, float]:
    """Seconds from navigation to each step of the start, from the page's and the worker's marks (read just
    after Home showed, so "home" is when the bench saw it)."""
    page = app.page.evaluate(TIMELINE)
    steps = dict(page["marks"], home=page["now"])
    for worker in app.page.workers:
        try:
            seen = worker.evaluate(TIMELINE)
        except Exception:  # noqa: BLE001 - another worker (Flutter's), or one that ended
            continue
        shift = seen["origin"] - page["origin"]
        steps.update({name: at + shift for name, at in seen["marks"].items()})
    return {name: at / 1000 for name, at in steps.items()}


def show_steps(label: str, steps: dict[str, float]) -> str:
    shown = [f"{at:4.1f} s {STEPS.get(name, name)}" for name, at in sorted(steps.items(), key=lambda item: item[1])]
    return f"{label}: " + " · ".join(shown)


PAGE_MEMORY = """(() => ({js: performance.memory ? performance.memory.usedJSHeapSize : null,
  canvaskit: globalThis.flutterCanvasKit && flutterCanvasKit.HEAPU8 ? flutterCanvasKit.HEAPU8.length : null,
  skwasm: globalThis._flutter_skwasmInstance && _flutter_skwasmInstance.wasmMemory
    ? _flutter_skwasmInstance.wasmMemory.buffer.byteLength : null}))()"""
WORKER_MEMORY = """(() => ({js: performance.memory ? performance.memory.usedJSHeapSize : null,
  pyodide: self.pyodide ? self.pyodide._module.HEAPU8.length : null}))()"""


def memory_parts(app: SiteBrowser) -> dict[str, float]:
    """Megabytes of the renderer's memory by owner: the page's JS heap and its renderer's WASM memory
    (CanvasKit's, or skwasm's where Flutter runs its WebAssembly build), the
    Python worker's JS heap and Pyodide's WASM memory (a part Chromium does not say is left out)."""
    parts = {}
    page = app.page.evaluate(PAGE_MEMORY)
    parts["page JS heap"], parts["CanvasKit WASM"], parts["skwasm WASM"] = page["js"], page["canvaskit"], page["skwasm"]
    for worker in app.page.workers:
        try:
            seen = worker.evaluate(WORKER_MEMORY)
        except Exception:  # noqa: BLE001 - not the Python worker
            continue
        if seen["pyodide"]:
            parts["worker JS heap"], parts["Pyodide WASM"] = seen["js"], seen["pyodide"]
    return {name: size / 2**20 for name, size in parts.items() if size}  # MiB, as renderer_megabytes


MIB = 2**20  # the dump's bytes as MiB, as renderer_megabytes


def memory_dump(page: Any) -> list[dict[str, Any]]:
    """The trace events of one detailed memory dump of every process, taken through the page's CDP session."""
    session = page.context.new_cdp_session(page)
    events: list[dict[str, Any]] = []
    done: list[bool] = []
    session.on("Tracing.dataCollected", lambda message: events.extend(message["value"]))
    session.on("Tracing.tracingComplete", lambda message: done.append(True))
    session.send("Tracing.start", {"traceConfig": {
        "includedCategories": ["disabled-by-default-memory-infra"], "excludedCategories": ["*"],
        "memoryDumpConfig": {"triggers": []}}, "transferMode": "ReportEvents"})
    answer = session.send("Tracing.requestMemoryDump", {"deterministic": True, "levelOfDetail": "detailed"})
    session.send("Tracing.end")
    while not done:
        page.wait_for_timeout(200)
    session.detach()
    if not answer.get("success"):
        raise RuntimeError(f"Chromium refused the memory dump: {answer}")
    return [event for event in events if event.get("ph") == "v"]


def size_of(entry: dict[str, Any], name: str = "size") -> float:
    attribute = entry.get("attrs", {}).get(name)
    return int(attribute["value"], 16) / MIB if attribute else 0.0


def renderer_dump(events: list[dict[str, Any]]) -> dict[str, Any]:
    """The dump of the renderer that holds the page and its worker: of the processes with a v8 heap, the one
    whose v8 holds the most (a process's dump comes in several events: its allocators, its totals)."""
    by_process: dict[int, dict[str, Any]] = {}
    for event in events:
        merged = by_process.setdefault(event["pid"], {"allocators": {}})
        dumps = event["args"]["dumps"]
        merged["allocators"].update(dumps.get("allocators", {}))
        for key, value in dumps.items():
            if key != "allocators":
                merged[key] = value

    def v8_size(dumps: dict[str, Any]) -> float:
        return size_of(dumps["allocators"].get("v8", {}))
    return max(by_process.values(), key=v8_size)


# The renderer's own allocators, as Chromium's memory-infra dump names them, summed in the bench's line
# (each a top-level allocator of the dump: what it owns, sub-allocations counted in their owner).
DUMP_PARTS = {"v8/main": "page JS heap (V8, after a GC)", "v8/workers": "workers' JS heaps (V8)",
              "partition_alloc/partitions/buffer": "Blink's buffers (resources, strings)",
              "partition_alloc/partitions/array_buffer":
                  "ArrayBuffers (Pyodide's files, and dead ones until a collection)",
              "malloc": "malloc (V8's WASM bytes, Skia, ...)", "shared_memory": "shared memory (GPU, compositor)",
              "gpu": "GPU command and transfer buffers", "blink_gc": "Blink's DOM heap"}


def chromium_parts(page: Any) -> dict[str, float]:
    """Megabytes of the page's renderer by Chromium's own allocators (see DUMP_PARTS): what the JS APIs
    cannot see, the worker's JS heap included. WASM memories and compiled WASM code are in none of them."""
    dumps = renderer_dump(memory_dump(page))
    allocators = dumps["allocators"]
    parts = {label: size_of(allocators.get(name, {})) for name, label in DUMP_PARTS.items()}
    footprint = dumps.get("process_totals", {}).get("private_footprint_bytes")
    if isinstance(footprint, str):  # the same figure as renderer_measures' private footprint, by Chromium
        parts["the process's private footprint (after the dump's collection)"] = int(footprint, 16) / MIB
    return parts


# Flutter's own first frame and the loading screen's end, marked on the page's timeline: what a keeper sees
# before the bench's own accessibility tree (which Home's "New game" is found in) is built.
PAGE_MARKS = """
addEventListener("flutter-first-frame", () => performance.mark("scorekeeper:flutter-first-frame"), {once: true});
let loadingSeen = false;
new MutationObserver((changes, observer) => {
  loadingSeen = loadingSeen || document.getElementById("loading") !== null;
  if (loadingSeen && !document.getElementById("loading")) {
    performance.mark("scorekeeper:loading-gone");
    observer.disconnect();
  }
}).observe(document, {childList: true, subtree: true});
"""


class MarkedSiteBrowser(SiteBrowser):
    """The tests' browser of the site, with PAGE_MARKS set on every page before it loads."""

    def watch(self, page) -> None:
        super().watch(page)
        page.add_init_script(PAGE_MARKS)


def first_frame(url: str, profile: Path) -> tuple[float, dict[str, float], SiteBrowser, dict[str, float]]:
    """Seconds from navigation to Home's "New game" on screen, the renderer's memory then (renderer_measures),
    and the start's steps (seconds from navigation)."""
    app = MarkedSiteBrowser(url, profile, load_timeout_ms=300000)
    start = time.perf_counter()
    app.open()
    app.button("New game").wait_for(timeout=300000)
    took = time.perf_counter() - start
    steps = start_steps(app)
    app.wait_stable()
    return took, renderer_measures(profile), app, steps


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
    app.expect_text(TURN_UP_QUESTION)
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
        app.expect_text(TURN_UP_QUESTION)
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
            app.expect_text(TURN_UP_QUESTION)
            app.wait_stable()
            return tap_answers(app, hands)


def renderer_after_the_worker_stops(app: SiteBrowser, profile: Path) -> dict[str, float]:
    """The renderer's resident size once the site's service worker is stopped, as Chromium stops any service
    worker 30 s after its last event: the first visit's install (the packed files unpacked as they stream into
    the cache) leaves its garbage in the worker's heap, which only stopping it gives back."""
    cdp = app.page.context.new_cdp_session(app.page)
    cdp.send("ServiceWorker.enable")
    cdp.send("ServiceWorker.stopAllWorkers")
    app.page.wait_for_timeout(2000)
    cdp.detach()
    return renderer_measures(profile)


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
        cold, at_cold_frame, app, cold_steps = first_frame(url, profile)
        app.page.wait_for_timeout(2000)  # the service worker's last puts
        first_load, first_load_gzip = server.raw, server.sent
        first_files = dict(server.files)
        step("a game's taps in the web app")
        new_euchre(app)
        web = tap_answers(app, args.hands)
        after_taps = renderer_measures(profile)
        first_visit = most(at_cold_frame, after_taps)
        memory = first_visit["RSS"]
        parts, kinds = memory_parts(app), renderer_status(profile)
        chromium = chromium_parts(app.page)
        app.page.wait_for_timeout(1000)  # the dump collects every isolate's garbage; the workers' lands late
        collected = renderer_measures(profile)
        after_collection = collected["RSS"]
        worker_stopped = renderer_after_the_worker_stops(app, profile)
        after_worker = worker_stopped["RSS"]
        app.close()
        step("warm start")
        warm, at_warm_frame, app, warm_steps = first_frame(url, profile)
        warm_memory = at_warm_frame["RSS"]
        app.close()
        server.stop()
        step("offline start")
        offline, at_offline_frame, app, offline_steps = first_frame(url, profile)
        offline_memory = at_offline_frame["RSS"]
        app.close()
    step("the same taps in the desktop web app")
    desktop = desktop_taps(args.hands)
    print(f"site: {site}")
    print(f"first load: {first_load / 1e6:.1f} MB of files answered; {first_load_gzip / 1e6:.1f} MB sent gzipped "
          f"as a compressing host sends them   (goal <= 25 MB)")
    print("  the first load's files, largest first (KB sent; a file sent twice is counted twice): "
          + " · ".join(f"{name} {size / 1e3:.0f}" for name, size in
                       sorted(first_files.items(), key=lambda item: -item[1])))
    print(f"first usable frame: cold {cold:.1f} s (goal <= 10) · warm {warm:.1f} s (goal <= 5) · "
          f"offline {offline:.1f} s (goal <= 5)")
    print(f"renderer: {memory:.0f} MB resident at most   (goal <= 350 MB)")
    print(f"  at the first frame of the warm start {warm_memory:.0f} MB · of the offline start {offline_memory:.0f} MB")
    print("  the renderer four ways at the same moments (MB: RSS counts Chromium's own binary, shared with every "
          "Chromium process, whole; PSS a share of it; the private footprint, Chromium's own figure, none of it: "
          "the goal's honest figure, see renderer_measures):")
    for label, measures in (("first visit, most", first_visit), ("cold start's first frame", at_cold_frame),
                            ("after the taps", after_taps), ("after the dump's collection", collected),
                            ("the idle service worker stopped", worker_stopped),
                            ("warm start's first frame", at_warm_frame),
                            ("offline start's first frame", at_offline_frame)):
        print(f"    {label:32s} {show_measures(measures)}")
    web_median, desktop_median = statistics.median(web), statistics.median(desktop)
    print(f"a tap's answer (median of {len(web)}): web app {web_median * 1000:.0f} ms · desktop web app "
          f"{desktop_median * 1000:.0f} ms · ratio {web_median / desktop_median:.2f} (goal <= 2)")
    print(f"  web app taps (ms):     {' '.join(f'{t * 1000:.0f}' for t in web)}")
    print(f"  desktop web taps (ms): {' '.join(f'{t * 1000:.0f}' for t in desktop)}")
    print("where a start's time goes (seconds from navigation):")
    for label, steps in (("  cold", cold_steps), ("  warm", warm_steps), ("  offline", offline_steps)):
        print(show_steps(label, steps))
    print("where the renderer's memory goes after the taps (MB): "
          + " · ".join(f"{name} {size:.0f}" for name, size in parts.items())
          + f" · the rest (Chromium's code, fonts, pixels) {memory - sum(parts.values()):.0f}")
    print("  the renderer's resident size by kind (MB): "
          + " · ".join(f"{name} {size:.0f}" for name, size in kinds.items())
          + "   (RssFile: Chromium's own files mapped from disk, shared with every renderer)")
    print("  Chromium's own account of the renderer after the taps (MB; its memory-infra dump): "
          + " · ".join(f"{label} {size:.0f}" for label, size in chromium.items()))
    print(f"  the renderer once the dump collected every JS heap's garbage: {after_collection:.0f} MB resident "
          "(what a first visit leaves dead until V8 collects it is the difference)")
    print(f"  and once the idle service worker is stopped: {after_worker:.0f} MB resident (Chromium stops a service "
          "worker 30 s after its last event; here at once, through CDP)")


if __name__ == "__main__":
    main()
