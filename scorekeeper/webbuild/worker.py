"""flet-web's Python worker (``python-worker.js``) as the site ships it: the app's archive fetched beside
Pyodide, unpacked by the browser (``unpack.js``), and each step of the start marked for bench/bench_web.py.

Each change finds its place by a line of flet-web's own worker, and the build stops, saying so, when one
is not found (a new flet-web), rather than ship a worker that would not start.
"""

from __future__ import annotations

from pathlib import Path

from .fetch import BuildError

PACKAGE_DIR = Path(__file__).resolve().parent


# flet-web's worker downloads the app's archive only once Pyodide has loaded and started: the two are
# fetched one after the other. Here the worker asks for the archive first, and Python's pyfetch is handed
# that download (pyfetch's ``fetcher``), so the archive and Pyodide's runtime come down together.
WORKER_START = "const pyodideModule = await import(self.pyodideUrl);"
WORKER_EARLY_FETCH = ("flet_js.appArchive = self.appPackageUrl ? fetch(self.appPackageUrl) : null;  "
                      "// with Pyodide, not after it (scorekeeper build-web)\n        ")
WORKER_PYFETCH = "response = await pyfetch(app_package_url)"
WORKER_EARLY_PYFETCH = ("response = await pyfetch(app_package_url, fetcher=(lambda request, options: "
                        "flet_js.appArchive) if getattr(flet_js, 'appArchive', None) is not None and "
                        "'app_package_url' not in py_args else None)")


def archive_fetched_with_pyodide(worker: bytes) -> bytes:
    """flet-web's worker, with the app's archive fetched at the worker's start (see WORKER_START)."""
    text = worker.decode("utf-8")
    if text.count(WORKER_START) != 1 or text.count(WORKER_PYFETCH) != 1:
        raise BuildError("flet-web's python-worker.js changed: where it loads Pyodide and the app was not found")
    text = text.replace(WORKER_START, WORKER_EARLY_FETCH + WORKER_START)
    text = with_unpacking_in_js(text.replace(WORKER_PYFETCH, WORKER_EARLY_PYFETCH))
    return with_start_marks(text).encode("utf-8")


WORKER_DEFINITIONS = "self.initPyodide = async function () {"
WORKER_UNPACK = "            await response.unpack_archive(format=_archive_format)\n"
WORKER_JS_UNPACK = "            await flet_js.unpackTarGz(response.js_response)\n"


def with_unpacking_in_js(worker: str) -> str:
    """flet-web's worker, unpacking the app's archive with the browser's gunzip and ``unpack.js`` instead of
    Python's tarfile (seconds of every start, warm and offline ones too, on a busy two-core machine)."""
    if worker.count(WORKER_DEFINITIONS) != 1 or worker.count(WORKER_UNPACK) != 1:
        raise BuildError("flet-web's python-worker.js changed: where it unpacks the app was not found")
    unpack = (PACKAGE_DIR / "unpack.js").read_text("utf-8")
    worker = worker.replace(WORKER_DEFINITIONS, unpack + WORKER_DEFINITIONS)
    return worker.replace(WORKER_UNPACK, WORKER_JS_UNPACK)


# Where the worker's start goes, as performance marks (``scorekeeper:...``) that bench/bench_web.py reads
# off the worker's timeline: a mark costs microseconds, and without them a slow start cannot be taken apart.
WORKER_MARKS = (
    ("self.initPyodide = async function () {\n    try {\n",
     '        performance.mark("scorekeeper:worker-start");\n'),
    ('        self.pyodide.registerJsModule("flet_js", flet_js);\n',
     '        performance.mark("scorekeeper:pyodide-loaded");\n'),
    (WORKER_JS_UNPACK,
     '            import js; js.performance.mark("scorekeeper:archive-unpacked")\n'),
    ("        flet_js.userAppStarting()\n",
     '        import js; js.performance.mark("scorekeeper:app-module-start")\n'),
    ("        await self.flet_js.start_connection(self.receiveCallback);\n",
     '        performance.mark("scorekeeper:app-connected");\n'),
)


def with_start_marks(worker: str) -> str:
    """flet-web's worker with a performance mark after each step of its start (see WORKER_MARKS)."""
    for anchor, mark in WORKER_MARKS:
        if worker.count(anchor) != 1:
            raise BuildError("flet-web's python-worker.js changed: a step of its start was not found")
        worker = worker.replace(anchor, anchor + mark)
    return worker
