"""Chromium's own account of the web app's renderer memory, through a memory-infra dump over CDP.

    .venv/bin/python bench/web_memory_dump.py [--depth N]

Opens the built site (tests/browser/static_site.py) cold in headless Chromium at 412 x 915, waits for
Home's "New game", then starts a new Euchre game and asks Chromium for a detailed memory dump
(`Tracing.start` with `disabled-by-default-memory-infra`, then `Tracing.requestMemoryDump`). Prints, for
the renderer process that holds the page (and its Python worker), its resident and private sizes and each
allocator's size down to --depth: v8 per isolate (main is the page, workers/... the Python worker),
partition_alloc, blink_gc, malloc, skia, gpu, discardable... Sizes are the allocators' own ("size" in
the dump: what each owns, sub-allocations counted in their owner), in MiB as the bench's /proc figures.

bench_web.py's "renderer" is VmRSS of that same process; a dump says who the resident bytes belong to,
which /proc and performance.memory (absent in workers) cannot.
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from bench_web import (MIB, CountingServer, MarkedSiteBrowser, chromium_parts, free_port, memory_dump,  # noqa: E402
                       memory_parts, new_euchre, renderer_dump, renderer_measures, renderer_status, show_measures,
                       size_of)
from tests.browser.static_site import built_site  # noqa: E402

def show(dumps: dict[str, Any], depth: int) -> None:
    totals = dumps.get("process_totals", {})
    print("process totals (MiB): " + " · ".join(f"{name} {int(value, 16) / MIB:.1f}" for name, value in
                                                sorted(totals.items()) if isinstance(value, str)))
    allocators = dumps["allocators"]
    for name in sorted(allocators):
        if name.count("/") >= depth or "global/" in name:
            continue
        size = size_of(allocators[name])
        if size >= 0.5:
            extra = size_of(allocators[name], "allocated_objects_size")
            print(f"  {name:70s} {size:8.1f}" + (f"   (objects {extra:.1f})" if extra else ""))


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--depth", type=int, default=3)
    parser.add_argument("--json", type=Path, help="also write the renderer's whole dump here")
    args = parser.parse_args()
    site = built_site()
    port = free_port()
    with tempfile.TemporaryDirectory() as tmp:
        server = CountingServer(site, port).start()
        profile = Path(tmp) / "profile"
        app = MarkedSiteBrowser(f"http://127.0.0.1:{port}/", profile, load_timeout_ms=300000)
        app.open()
        app.button("New game").wait_for(timeout=300000)
        app.wait_stable()
        app.page.wait_for_timeout(2000)
        new_euchre(app)
        app.wait_stable()
        kinds = renderer_status(profile)
        dumps = renderer_dump(memory_dump(app.page))
        print(f"site: {site}")
        print("renderer /proc (MiB): " + " · ".join(f"{name} {size:.0f}" for name, size in kinds.items()))
        print("renderer four ways (MiB): " + show_measures(renderer_measures(profile)))
        print("the WASM memories and JS heaps as the page and worker report them (MiB): "
              + " · ".join(f"{name} {size:.1f}" for name, size in memory_parts(app).items()))
        show(dumps, args.depth)
        app.page.wait_for_timeout(1000)  # the first dump made every isolate collect; the workers' lands late
        print("renderer /proc once every JS heap collected (MiB): "
              + " · ".join(f"{name} {size:.0f}" for name, size in renderer_status(profile).items()))
        print("Chromium's parts then (MiB): "
              + " · ".join(f"{label} {size:.1f}" for label, size in chromium_parts(app.page).items()))
        if args.json:
            args.json.write_text(json.dumps(dumps))
        app.close()
        server.stop()


if __name__ == "__main__":
    main()
