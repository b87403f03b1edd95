"""`scorekeeper build-web DIR`: the same checkout builds the same site, and a wrong folder is refused at once."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from tests.browser.static_site import built_site

REPO = Path(__file__).resolve().parents[2]


def run_cli(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "scorekeeper", *args], cwd=REPO, capture_output=True, text=True,
                          timeout=600)


@pytest.mark.long
def test_the_same_checkout_builds_the_same_bytes_over_an_earlier_builds_folder(tmp_path: Path) -> None:
    """One build by the command, compared with the kept one: it writes over a copy of that earlier build
    (with a file of the earlier build's time planted in it), which it must empty first, so every file it
    leaves is its own.  (Two builds did the same: into a new folder, then again over it; a build is most
    of a minute of a loaded machine.)  The sources' bytecode and the packed copies of the same bytes are
    read back from the build cache (webbuild/kept.py): every other step is done again and compared, and
    the compile's own sameness is the next test's."""
    kept = built_site()  # built once per version of the sources (the browser tests use it too)
    site = tmp_path / "site"
    shutil.copytree(kept, site)
    (site / "left-by-the-earlier-build.txt").write_text("stale")
    done = run_cli("build-web", str(site))
    assert done.returncode == 0, done.stderr
    assert not (site / "left-by-the-earlier-build.txt").exists()
    again = json.loads((site / "site-files.json").read_text())
    assert again == json.loads((kept / "site-files.json").read_text())
    assert done.stdout.startswith(f"The web app is in {site} (")
    assert f"version {again['version']}): put the folder on any HTTPS static host" in done.stdout


@pytest.mark.long
def test_compiling_the_same_modules_again_gives_the_kept_builds_bytecode() -> None:
    """The compile a build keeps and reads back (webbuild/kept.py) is checked here for what the build over
    the kept one no longer redoes: a run of Pyodide's compiler under Node now, with its own hash seed, from a
    folder of its own written at its own time, gives the app's rules the bytes the kept build holds for them
    (it fails when the sources' time is not fixed, as comparing two whole builds did)."""
    import io
    import tarfile

    from scorekeeper.webbuild.fetch import default_cache, pyodide_runtime
    from scorekeeper.webbuild.site import bytecode

    site = built_site()
    rules = REPO / "scorekeeper" / "rules"
    modules = {f"__pypackages__/scorekeeper/rules/{p.relative_to(rules).as_posix()}": p.read_bytes()
               for p in sorted(rules.rglob("*.py"))}
    now, = bytecode(pyodide_runtime(default_cache()), modules)
    with tarfile.open(fileobj=io.BytesIO((site / "app.tar.gz").read_bytes())) as archive:
        kept = {name: archive.extractfile(name).read() for name in now}
    assert len(now) == len(modules) > 20
    assert [name for name in now if now[name] != kept[name]] == []


def test_a_folder_of_other_things_is_refused_before_anything_is_downloaded(tmp_path: Path) -> None:
    (tmp_path / "notes.txt").write_text("mine")
    done = run_cli("build-web", str(tmp_path))
    assert (done.returncode, done.stdout) == (2, "")
    assert done.stderr == (f"scorekeeper: {tmp_path} is not empty and was not written by build-web: "
                           "choose an empty folder\n")
    assert [p.name for p in tmp_path.iterdir()] == ["notes.txt"]


def test_the_service_worker_is_told_the_start_s_big_files_to_keep_while_it_installs() -> None:
    """The files sw.js fetches and keeps during its install (so Chromium keeps their compiled code for the
    second start, not only the third) are the start's scripts, runtimes and archive, all files of the site;
    Flutter's builds and renderers are not among them (the worker picks those the browser will run), nor
    anything a start does not load; both builds are on the site, each with its renderer's variants."""
    listed = json.loads((built_site() / "site-files.json").read_text())
    assert listed["start"] == ["flutter_bootstrap.js", "python.js", "python-worker.js",
                               "pyodide/pyodide.mjs", "pyodide/pyodide.asm.mjs", "pyodide/pyodide.asm.wasm",
                               "pyodide/python_stdlib.zip", "pyodide/pyodide-lock.json", "app.tar.gz"]
    assert set(listed["start"]) <= set(listed["files"])
    assert {"main.dart.js", "canvaskit/canvaskit.wasm", "canvaskit/chromium/canvaskit.wasm",
            "main.dart.wasm", "main.dart.mjs", "canvaskit/skwasm.wasm", "canvaskit/skwasm_heavy.wasm"
            } <= set(listed["files"])


def test_the_big_start_files_are_also_written_gzipped_for_the_service_worker_to_fetch() -> None:
    """The service worker fetches NAME.gz for each packed start file and keeps it unpacked: each .gz holds
    exactly its plain file's bytes (a start without the worker fetches the plain file, which stays), and
    the archive and the stdlib's zip, compressed already, are not packed again."""
    import gzip

    site = built_site()
    listed = json.loads((site / "site-files.json").read_text())
    assert listed["packed"] == ["canvaskit/canvaskit.js", "canvaskit/canvaskit.wasm",
                                "canvaskit/chromium/canvaskit.js", "canvaskit/chromium/canvaskit.wasm",
                                "canvaskit/skwasm.js", "canvaskit/skwasm.wasm", "canvaskit/skwasm_heavy.js",
                                "canvaskit/skwasm_heavy.wasm", "flutter_bootstrap.js", "main.dart.js",
                                "main.dart.mjs", "main.dart.wasm", "pyodide/pyodide-lock.json",
                                "pyodide/pyodide.asm.mjs", "pyodide/pyodide.asm.wasm", "pyodide/pyodide.mjs",
                                "python-worker.js", "python.js"]
    for name in listed["packed"]:
        assert gzip.decompress((site / f"{name}.gz").read_bytes()) == (site / name).read_bytes(), name
    assert not (site / "app.tar.gz.gz").exists() and not (site / "pyodide" / "python_stdlib.zip.gz").exists()


def test_what_no_start_or_screen_imports_is_not_downloaded() -> None:
    """The debugger, help(), the terminal's console, doctest and mail clients of Python's standard library,
    the wheels' RECORD lists, oauthlib (only flet's page.login imports it) and the game authors' test kit are
    left out of the first load; what the app
    imports is still there."""
    import io
    import tarfile
    import zipfile

    site = built_site()
    with zipfile.ZipFile(site / "pyodide" / "python_stdlib.zip") as stdlib:
        names = set(stdlib.namelist())
    assert {"pdb.pyc", "pydoc.pyc", "doctest.pyc", "mailbox.pyc", "_pyrepl/__init__.pyc",
            "xmlrpc/client.pyc"} & names == set()
    assert {"asyncio/__init__.pyc", "gettext.pyc", "json/__init__.pyc", "zipfile/__init__.pyc"} <= names
    with tarfile.open(fileobj=io.BytesIO((site / "app.tar.gz").read_bytes())) as archive:
        members = set(archive.getnames())
    assert [name for name in members if name.endswith("/RECORD") or "/scorekeeper/testing/" in name
            or name.startswith("__pypackages__/oauthlib")] == []
    assert {"__pypackages__/scorekeeper/games/euchre/__init__.pyc", "__pypackages__/babel/dates.pyc",
            "main.py"} <= members


def test_a_damaged_build_cache_is_worked_out_again_not_a_crash(tmp_path: Path):
    """A kept compile or packed copy that no longer reads (a disk's fault, a hand's edit) is done again: the
    build gives the same bytes and never stops on its own cache."""
    import gzip

    from scorekeeper.webbuild import kept

    runtime = tmp_path / "runtime"
    runtime.mkdir()
    for name in ("pyodide.asm.wasm", "python_stdlib.zip"):
        (runtime / name).write_bytes(b"runtime")
    compiles: list[int] = []

    def compile_them() -> list[dict[str, bytes]]:
        compiles.append(1)
        return [{"a.pyc": b"A"}, {"b.pyc": b"B"}]

    trees = [{"a.py": b"a = 1"}, {"b.py": b"b = 2"}]
    assert kept.compiled_trees(tmp_path, runtime, trees, compile_them) == [{"a.pyc": b"A"}, {"b.pyc": b"B"}]
    assert kept.compiled_trees(tmp_path, runtime, trees, compile_them) == [{"a.pyc": b"A"}, {"b.pyc": b"B"}]
    assert len(compiles) == 1  # read back
    for path in (tmp_path / "bytecode").glob("*.zip"):
        path.write_bytes(b"not a zip")
    assert kept.compiled_trees(tmp_path, runtime, trees, compile_them) == [{"a.pyc": b"A"}, {"b.pyc": b"B"}]
    assert len(compiles) == 2  # compiled again
    first = kept.gzipped(tmp_path, b"hearts " * 200)
    for path in (tmp_path / "packed").glob("*.gz"):
        path.write_bytes(path.read_bytes()[:12])  # cut short
    assert kept.gzipped(tmp_path, b"hearts " * 200) == first
    assert gzip.decompress(first) == b"hearts " * 200


def test_a_gzip_the_build_writes_or_keeps_has_no_date_and_each_way_of_packing_is_kept_apart(tmp_path: Path):
    """The packed copies and app.tar.gz are read back from the build cache by the build over a kept one, so
    their headers are checked here: no date (mtime 0), so two builds give the same bytes; app.tar.gz's own
    header (gzip.GzipFile's, system 255) is never taken for a packed copy's of the same bytes (system 3)."""
    import gzip

    from scorekeeper.webbuild import kept

    data = b"hearts " * 200
    archive = kept.gzipped(tmp_path, data, kept.archive_level_nine)
    copy = kept.gzipped(tmp_path, data)
    assert [archive[:10].hex(), copy[:10].hex()] == ["1f8b08000000000002ff", "1f8b0800000000000203"]
    assert gzip.decompress(archive) == gzip.decompress(copy) == data
    assert (kept.gzipped(tmp_path, data, kept.archive_level_nine), kept.gzipped(tmp_path, data)) == (archive, copy)
    assert len(list((tmp_path / "packed").glob("*.gz"))) == 2
    assert kept.gzipped(None, data, kept.archive_level_nine) == archive and kept.gzipped(None, data) == copy
