"""``scorekeeper build-web DIR``: the whole app as a static site, Python and all running in the browser.

The site is flet-web's prebuilt client (its page, Flutter's engine in both its builds: WebAssembly with the
skwasm renderer where the browser runs WasmGC, JavaScript with CanvasKit elsewhere), Pyodide's runtime
from npm, and ``app.tar.gz``: this checkout's ``scorekeeper`` package with its dist-info (the games'
entry points), and every package it imports as wheels for Pyodide from PyPI, unpacked, each module
compiled to bytecode by Pyodide's own Python (``compile.mjs``, under Node), as is Pyodide's standard
library (``python_stdlib.zip``). The worker unpacks the archive with the browser's gunzip (``unpack.js``) and
marks each step of its start for bench/bench_web.py. Nothing is
asked of any other host when it runs: no CDN, no micropip (the archive carries no requirements, so
flet's worker installs nothing).

Reproducible: files are written in a fixed order with fixed times, the archive's gzip header holds
no date, and everything comes from pinned, hash-checked downloads (``pins.py``), so the same
checkout gives the same bytes. ``site-files.json`` lists every file's hash, and its ``version`` names
the whole; the service worker (``sw.js``) keeps the site for offline use under that version. The start's
big files are written gzipped beside themselves too (``packed`` in the listing): the service worker
downloads those and unpacks them in the browser, so a first visit is half the bytes from any host.
"""

from __future__ import annotations

import hashlib
import io
import json
import os
import re
import shutil
import tarfile
import tomllib
import zipfile
from dataclasses import dataclass
from pathlib import Path

from . import kept, pins
from .fetch import BuildError, default_cache, pyodide_runtime, wheels
from .worker import archive_fetched_with_pyodide
from scorekeeper.webzone import with_zone_script

PACKAGE_DIR = Path(__file__).resolve().parent
SOURCE_ROOT = PACKAGE_DIR.parent.parent  # the checkout: pyproject.toml, assets/, scorekeeper/
MARKER = ".scorekeeper-web"  # a folder holding it was written by this command and may be written again
FIXED_MTIME = 315532800  # 1980-01-01: every file in the archive gets the same time (zip's earliest)
APP_ARCHIVE = "app.tar.gz"
ENTRY_MODULE = "main"  # what flet's worker runs (flet.pythonModuleName)
SPLASH = "#1B5E20"  # [tool.flet.splash] color and the Android icon's background
SPLASH_DARK = "#0B2E10"

# flet-web's client files a page never asks for: debug symbols, the experimental renderers, Flutter's own service
# worker (it only unregisters itself), source maps, flet-web's Pyodide (npm's is used). Both of Flutter's builds
# stay: main.dart.wasm with skwasm where the browser has WasmGC and WebGL, else main.dart.js with CanvasKit. The
# first holds less memory (bench_web, medians of 3: private footprint at most 355 -> 302 MB, RSS 502 -> 448).
CLIENT_SKIPPED = re.compile(r"^(pyodide/|canvaskit/(wimp|experimental_webparagraph)"
                            r"|.*\.symbols$|.*\.map$|flutter_service_worker\.js$)")
# The big scripts and WASM modules every start runs: the service worker puts them in its cache while it
# installs, and the first visit's page waits for that (boot.js). Chromium keeps a script's compiled code
# (V8's code cache) at once only for a script put in Cache Storage during a service worker's install; one
# put there later, as the page fetches it, is compiled from scratch at the second start too (bench_web's
# marks: the warm start's Pyodide and first frame came 2-3x later than the offline one's). Of Flutter's two
# builds and their renderers, the worker keeps those the browser will ask for (sw.js chooses as flutter.js does).
START_FILES = ("flutter_bootstrap.js", "python.js", "python-worker.js",
               "pyodide/pyodide.mjs", "pyodide/pyodide.asm.mjs", "pyodide/pyodide.asm.wasm",
               "pyodide/python_stdlib.zip", "pyodide/pyodide-lock.json", APP_ARCHIVE)
# The start's files that are also written gzipped beside themselves (NAME.gz), for the service worker to
# fetch while it installs and unpack with the browser's gunzip before it keeps them (sw.js): the first
# visit then downloads about half the bytes even from a host that sends files as they are (python's
# http.server, many static hosts). The plain files stay for a start without the worker in charge. Only
# what gzip makes smaller by PACKED_SAVING at least: app.tar.gz and the stdlib's zip are compressed already.
RENDERER_FILES = ("main.dart.js", "main.dart.mjs", "main.dart.wasm", *(f"canvaskit/{name}.{kind}" for kind in (
    "js", "wasm") for name in ("canvaskit", "chromium/canvaskit", "skwasm", "skwasm_heavy")))
PACKED_CANDIDATES = START_FILES + RENDERER_FILES
PACKED_SAVING = 0.2
# the app's own assets/ that the site does not serve (the README's pictures)
ASSETS_SKIPPED = re.compile(r"^screenshots/")
# what of our package the browser does not need: translators' sources, compiled files, the build itself and
# the game authors' test kit (scorekeeper.testing: only tests import it)
PACKAGE_SKIPPED = re.compile(r"(^|/)__pycache__/|\.pyc$|\.po$|\.pot$|^webbuild/|^testing/")
# what of a wheel is not imported: scripts, Dart sources (flet-charts' flutter/), the type stubs
# and the installer's list of the wheel's files (RECORD: babel's alone is 100 KB)
WHEEL_SKIPPED = re.compile(r"^[^/]+\.data/(scripts|data|headers)/|^flutter/|^bin/|\.pyi$|(^|/)py\.typed$"
                           r"|\.dist-info/RECORD$")
# what of Python's standard library no start or screen imports, in the browser: the debugger, help() and
# the interactive console (only a terminal's REPL imports them), doctest, mail and XML-RPC clients and servers
STDLIB_SKIPPED = re.compile(r"^(_pyrepl/|xmlrpc/|wsgiref/|(pdb|bdb|pydoc|doctest|mailbox|imaplib|ftplib|"
                            r"antigravity|__hello__)\.py$|__phello__/)")


@dataclass(frozen=True)
class BuiltSite:
    folder: Path
    version: str
    files: int
    bytes: int


def build_site(target: Path, cache: Path | None = None) -> BuiltSite:
    """Write the site into ``target`` (created; emptied first only if an earlier build wrote it)."""
    import flet_web  # type: ignore[import-untyped]  # the prebuilt client; flet[all] brings it on a desktop

    client = Path(flet_web.get_package_web_dir())
    if not (SOURCE_ROOT / "pyproject.toml").is_file() or not (SOURCE_ROOT / "assets").is_dir():
        raise BuildError(f"build-web builds the site from a checkout of Scorekeeper (pip install -e .); "
                         f"{SOURCE_ROOT} has no pyproject.toml and assets folder")
    _check_target(target)  # before any download: a wrong folder is said at once
    cache = cache or default_cache()
    runtime = pyodide_runtime(cache)
    app_wheels = wheels(cache)
    _prepare(target)
    files: dict[str, bytes] = {}
    for path in sorted(client.rglob("*")):
        relative = path.relative_to(client).as_posix()
        if path.is_file() and not CLIENT_SKIPPED.match(relative):
            files[relative] = path.read_bytes()
    for name in pins.PYODIDE_FILES:
        files[f"pyodide/{name}"] = (runtime / name).read_bytes()
    # one start of Pyodide's Python under Node compiles both (a start is seconds of CPU)
    stdlib, app = compiled(runtime, stdlib_members(files["pyodide/python_stdlib.zip"]), app_members(app_wheels),
                           cache=cache)
    files["pyodide/python_stdlib.zip"] = deterministic_zip(stdlib)
    assets = SOURCE_ROOT / "assets"
    for path in sorted(assets.rglob("*")):
        relative = path.relative_to(assets).as_posix()
        if path.is_file() and not ASSETS_SKIPPED.match(relative):
            files[relative] = path.read_bytes()  # fonts/, and assets/FontManifest.json over the client's
    files["assets/FontManifest.json"] = with_roboto(files["assets/FontManifest.json"])
    files[APP_ARCHIVE] = deterministic_tar_gz({f"{ENTRY_MODULE}.py": ENTRY_SOURCE.encode(), **app}, cache)
    files["flutter_bootstrap.js"] = without_flutter_service_worker(files["flutter_bootstrap.js"])
    files["python.js"] = (PACKAGE_DIR / "python.js").read_bytes()  # the worker started early
    files["python-worker.js"] = archive_fetched_with_pyodide(files["python-worker.js"])
    files["index.html"] = index_html(files["index.html"].decode("utf-8")).encode("utf-8")
    files.update(icons(assets / "icon.png"))
    files["manifest.json"] = web_manifest()
    listing = {name: hashlib.sha256(data).hexdigest() for name, data in sorted(files.items())}
    version = hashlib.sha256(json.dumps(listing, sort_keys=True).encode()).hexdigest()[:16]
    start = [name for name in START_FILES if name in files]
    packed = packed_copies(files, cache)
    files.update(packed)
    files["site-files.json"] = json.dumps({"version": version, "files": listing, "start": start,
                                           "packed": sorted(name[:-3] for name in packed)},
                                          indent=0, sort_keys=True).encode()
    files["sw.js"] = (PACKAGE_DIR / "sw.js").read_text("utf-8").replace("__VERSION__", version).encode()
    total = 0
    for name, data in sorted(files.items()):
        out = target / name
        out.parent.mkdir(parents=True, exist_ok=True)
        out.write_bytes(data)
        total += len(data)
    (target / MARKER).write_text(version + "\n")
    return BuiltSite(target, version, len(files), total)


def packed_copies(files: dict[str, bytes], cache: Path | None = None) -> dict[str, bytes]:
    """``NAME.gz`` for each of PACKED_CANDIDATES that gzip shrinks enough, fetched by the service worker in
    place of NAME (no date in the gzip header: two builds give the same bytes; ``cache`` keeps them)."""
    packed = {}
    for name in PACKED_CANDIDATES:
        if name in files:
            squeezed = kept.gzipped(cache, files[name])
            if len(squeezed) <= len(files[name]) * (1 - PACKED_SAVING):
                packed[f"{name}.gz"] = squeezed
    return packed


def _check_target(target: Path) -> None:
    """The folder may be written: new, empty, or an earlier build's; a folder of other things is never emptied."""
    if target.exists():
        if not target.is_dir():
            raise BuildError(f"{target} is a file, not a folder: name a folder for the site")
        if any(target.iterdir()) and not (target / MARKER).is_file():
            raise BuildError(f"{target} is not empty and was not written by build-web: choose an empty folder")


def _prepare(target: Path) -> None:
    """An empty folder to write into (an earlier build's files are removed first)."""
    _check_target(target)
    if target.exists():
        shutil.rmtree(target)
    target.mkdir(parents=True)


# -- the Python side: app.tar.gz ---------------------------------------------------------------------------


def app_members(app_wheels: list[Path]) -> dict[str, bytes]:
    """``__pypackages__/`` of ``app.tar.gz``: our package, its dist-info and the unpacked wheels, as sources
    (``main.py``, the entry flet's worker runs, is added beside it)."""
    members: dict[str, bytes] = {}
    for wheel in app_wheels:
        with zipfile.ZipFile(wheel) as archive:
            for info in archive.infolist():
                name = _installed_name(info.filename)
                if info.is_dir() or name is None or not _kept_cldr(name):
                    continue
                members[f"__pypackages__/{name}"] = archive.read(info)
    package = SOURCE_ROOT / "scorekeeper"
    for path in sorted(package.rglob("*")):
        relative = path.relative_to(package).as_posix()
        if path.is_file() and not PACKAGE_SKIPPED.search(relative):
            members[f"__pypackages__/scorekeeper/{relative}"] = path.read_bytes()
    members.update(dist_info())
    return members


def stdlib_members(archive: bytes) -> dict[str, bytes]:
    """Pyodide's ``python_stdlib.zip`` as sources, without what no start or screen imports (STDLIB_SKIPPED)."""
    with zipfile.ZipFile(io.BytesIO(archive)) as stdlib:
        return {info.filename: stdlib.read(info) for info in stdlib.infolist()
                if not info.is_dir() and not STDLIB_SKIPPED.match(info.filename)}


def compiled(runtime: Path, *trees: dict[str, bytes], cache: Path | None = None) -> list[dict[str, bytes]]:
    """Each tree with each module as its ``.pyc`` instead of its ``.py``, compiled by Pyodide's Python 3.14
    under Node: the browser imports them as they are, where it would otherwise compile every module again at
    every start (its files live in memory; npm's ``python_stdlib.zip`` holds only sources, and zipimport
    imports a ``.pyc`` without its source). Tracebacks name files and lines, without the source's text. The
    same sources compiled by an earlier build are read back from ``cache`` (kept.py)."""
    sources = [{name: data for name, data in tree.items() if name.endswith(".py")} for tree in trees]
    out = []
    each_bytecode = kept.compiled_trees(cache, runtime, sources, lambda: bytecode(runtime, *sources))
    for tree, its_sources, its_bytecode in zip(trees, sources, each_bytecode):
        not_sources = {name: data for name, data in tree.items() if name not in its_sources}
        out.append({**not_sources, **its_bytecode})
    return out


def bytecode(runtime: Path, *sources: dict[str, bytes]) -> list[dict[str, bytes]]:
    """Each ``NAME.py`` of each of ``sources`` as ``NAME.pyc``, compiled by one run of Pyodide's Python under
    Node (``compile.mjs``); each set is a folder of its own, compiled as if alone."""
    import subprocess
    import tempfile

    with tempfile.TemporaryDirectory(prefix="scorekeeper-web-") as tmp:
        roots = [Path(tmp) / str(number) for number in range(len(sources))]
        for root, modules in zip(roots, sources):
            for name, data in modules.items():
                (root / name).parent.mkdir(parents=True, exist_ok=True)
                (root / name).write_bytes(data)
                os.utime(root / name, (FIXED_MTIME, FIXED_MTIME))  # a .pyc's header holds its source's time
        try:
            done = subprocess.run(["node", str(PACKAGE_DIR / "compile.mjs"), str(runtime.resolve()),
                                   *map(str, roots)], capture_output=True, text=True, timeout=900)
        except FileNotFoundError:
            raise BuildError("build-web needs Node.js (node) to compile the app for the browser") from None
        if done.returncode != 0:
            raise BuildError(f"compiling for the browser failed: {' '.join((done.stderr + done.stdout).split())[-300:]}")
        return [{name[:-3] + ".pyc": (root / (name[:-3] + ".pyc")).read_bytes() for name in modules}
                for root, modules in zip(roots, sources)]


def deterministic_zip(members: dict[str, bytes]) -> bytes:
    """A zip whose bytes depend only on ``members``: sorted, every file dated 1980-01-01 (zip's earliest)."""
    packed = io.BytesIO()
    with zipfile.ZipFile(packed, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as out:
        for name, data in sorted(members.items()):
            info = zipfile.ZipInfo(name, date_time=(1980, 1, 1, 0, 0, 0))
            info.compress_type, info.external_attr = zipfile.ZIP_DEFLATED, 0o644 << 16
            out.writestr(info, data)
    return packed.getvalue()


def _installed_name(name: str) -> str | None:
    """Where a wheel's file goes in site-packages (None: not installed in the browser)."""
    if WHEEL_SKIPPED.search(name):
        return None
    moved = re.match(r"^[^/]+\.data/(purelib|platlib)/(.+)$", name)
    return moved.group(2) if moved else name


def _kept_cldr(name: str) -> bool:
    """Babel's locale data for the app's languages only: 35 MB of CLDR would be most of the first load."""
    found = re.match(r"^babel/locale-data/([^/]+)\.dat$", name)
    if not found:
        return True
    locale = found.group(1)
    return locale.split("_")[0] in pins.CLDR_LANGUAGES


def dist_info() -> dict[str, bytes]:
    """``scorekeeper-VERSION.dist-info`` from pyproject.toml: the registry finds the games by its entry points."""
    project = tomllib.loads((SOURCE_ROOT / "pyproject.toml").read_text("utf-8"))["project"]
    name, version = project["name"], project["version"]
    folder = f"__pypackages__/{name}-{version}.dist-info"
    metadata = f"Metadata-Version: 2.1\nName: {name}\nVersion: {version}\nSummary: {project['description']}\n"
    groups = dict(project.get("entry-points", {}))
    if project.get("scripts"):
        groups["console_scripts"] = project["scripts"]
    entry_points = "".join(f"[{group}]\n" + "".join(f"{key} = {value}\n" for key, value in entries.items()) + "\n"
                           for group, entries in groups.items())
    return {f"{folder}/METADATA": metadata.encode(), f"{folder}/entry_points.txt": entry_points.encode(),
            f"{folder}/top_level.txt": b"scorekeeper\n"}


def deterministic_tar_gz(members: dict[str, bytes], cache: Path | None = None) -> bytes:
    """A tar.gz whose bytes depend only on ``members``: sorted, fixed times and owners, no gzip date (the gzip
    kept in ``cache`` under the tar's hash: the same sources give the same tar, whose level 9 is 7 s of CPU)."""
    raw = io.BytesIO()
    with tarfile.open(fileobj=raw, mode="w", format=tarfile.GNU_FORMAT) as tar:
        for name, data in sorted(members.items()):
            info = tarfile.TarInfo(name)
            info.size, info.mtime, info.mode = len(data), FIXED_MTIME, 0o644
            info.uid = info.gid = 0
            info.uname = info.gname = ""
            tar.addfile(info, io.BytesIO(data))
    return kept.gzipped(cache, raw.getvalue(), kept.archive_level_nine)


ENTRY_SOURCE = '''"""The web app's entry, run by flet's worker in Pyodide (written by scorekeeper build-web)."""
from scorekeeper.webapp.entry import run

run()
'''


# -- the page ------------------------------------------------------------------------------------------------


def without_flutter_service_worker(bootstrap: bytes) -> bytes:
    """flet-web's bootstrap asks Flutter to register its own (deprecated) service worker, which would replace
    the site's and then unregister itself: the site would lose its offline copy. Leave that out."""
    text = bootstrap.decode("utf-8")
    patched, count = re.subn(r"\n\s*serviceWorkerSettings:\s*\{[^{}]*\},", "", text)
    if count != 1:
        raise BuildError("flet-web's flutter_bootstrap.js changed: its service worker settings were not found")
    return patched.encode("utf-8")


def with_roboto(manifest: bytes) -> bytes:
    """The app's font manifest, plus the client's own Roboto (as ``flet publish`` adds it): Flutter's
    default font, asked of the fallback folder otherwise, where it is not."""
    fonts = json.loads(manifest)
    if not any(font.get("family") == "Roboto" for font in fonts):
        fonts.append({"family": "Roboto", "fonts": [{"asset": "fonts/roboto.woff2"}]})
    return (json.dumps(fonts, indent=1, ensure_ascii=False) + "\n").encode()


def index_html(template: str) -> str:
    """flet-web's page, set to run Python in the browser from this folder, wherever the folder is served."""
    config = (PACKAGE_DIR / "boot.js").read_text("utf-8").replace("__ENTRY__", ENTRY_MODULE)
    page = template.replace("<!-- fletAppConfig -->", f"<script>\n{config}</script>")
    page = re.sub(r'<base href="/">', "", page, count=1)  # boot.js sets it to the page's own folder
    page = page.replace('<script src="flutter_bootstrap.js" async></script>',
                        "<script>scorekeeperBoot();</script>")
    page = with_zone_script(page)  # Pyodide's clock says UTC: the browser says its zone (webzone.py)
    page = page.replace("<title>Flet</title>", "<title>Scorekeeper</title>")
    page = re.sub(r'<meta name="description" content="[^"]*">',
                  '<meta name="description" content="Keeps score for card games at a real table.">', page)
    page = page.replace('content="Flet">', 'content="Scorekeeper">')
    page = page.replace('href="icons/apple-touch-icon-192.png"', 'href="icons/apple-touch-icon-192.png">\n'
                        f'  <meta name="theme-color" content="{SPLASH}"')
    page = page.replace("background: #ffffff;", f"background: {SPLASH};")
    page = page.replace("background: #222222;", f"background: {SPLASH_DARK};")
    page = page.replace('<img src="icons/loading-animation.png" alt="" />',
                        '<img src="icons/icon-512.png" alt="" />')
    if "scorekeeperBoot();" not in page or "fletAppConfig" in page:
        raise BuildError("flet-web's index.html changed: the app's settings could not be put in it")
    return page


def web_manifest() -> bytes:
    """Add to home screen: the name, the splash colours and the icons."""
    icon_list = [{"src": f"icons/icon-{size}.png", "sizes": f"{size}x{size}", "type": "image/png"}
                 for size in (192, 512)]
    icon_list += [{"src": f"icons/icon-maskable-{size}.png", "sizes": f"{size}x{size}", "type": "image/png",
                   "purpose": "maskable"} for size in (192, 512)]
    manifest = {"name": "Scorekeeper", "short_name": "Scorekeeper",
                "description": "Keeps score for card games at a real table.",
                "start_url": ".", "scope": ".", "display": "standalone", "orientation": "portrait",
                "background_color": SPLASH, "theme_color": SPLASH, "prefer_related_applications": False,
                "icons": icon_list}
    return (json.dumps(manifest, indent=2) + "\n").encode()


def icons(source: Path) -> dict[str, bytes]:
    """The home-screen icons from ``assets/icon.png``: plain, and maskable (on the splash colour, with the
    margin Android's masks cut into), plus the favicon and Apple's touch icon."""
    try:
        from PIL import Image
    except ImportError:
        raise BuildError("build-web needs Pillow for the icons (pip install pillow)") from None
    original = Image.open(source).convert("RGBA")
    out: dict[str, bytes] = {}

    def png(image: "Image.Image") -> bytes:
        buffer = io.BytesIO()
        image.save(buffer, format="PNG", optimize=True)
        return buffer.getvalue()

    for size in (192, 512):
        out[f"icons/icon-{size}.png"] = png(original.resize((size, size), Image.Resampling.LANCZOS))
        canvas = Image.new("RGBA", (size, size), SPLASH)
        inner = round(size * 0.8)  # the maskable safe zone is the middle 80%
        canvas.alpha_composite(original.resize((inner, inner), Image.Resampling.LANCZOS),
                               ((size - inner) // 2, (size - inner) // 2))
        out[f"icons/icon-maskable-{size}.png"] = png(canvas)
    out["icons/apple-touch-icon-192.png"] = out["icons/icon-maskable-192.png"]
    out["favicon.png"] = png(original.resize((32, 32), Image.Resampling.LANCZOS))
    return out
