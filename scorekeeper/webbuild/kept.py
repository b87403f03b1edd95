"""What a build works out slowly from inputs it can name by their hash, kept in the build's cache folder.

Two steps of ``build-web`` are most of its CPU and are pure functions of their inputs: compiling every
module to bytecode under Node (one start of Pyodide's Python, about 17 s of a 26 s build) and gzipping at
level 9 the start's big files (about 5 s, for files that come from flet-web and Pyodide and so are the same
from one build to the next) and app.tar.gz (about 7 s more, the same archive for the same sources). Each
result is kept under the hash of everything it depends on, so a build of the same inputs reads it back
instead of working it out again; any other input misses and is worked out as before. A result read back is
the one a build of those inputs wrote, byte for byte: the site's bytes do not depend on what the cache holds
(tests/web/test_build_web.py builds over a kept build and compares, checks the compile itself gives the same
bytes twice, and that no gzip it keeps carries a date).
"""

from __future__ import annotations

import contextlib
import gzip
import hashlib
import io
import os
import zipfile
import zlib
from collections.abc import Callable
from pathlib import Path

PACKAGE_DIR = Path(__file__).resolve().parent
KEPT_COMPILES = 3  # the last few sources' bytecode (a checkout's, and the one before), not every version's
KEPT_PACKED = 57  # about three builds' packed files (18 packed copies and app.tar.gz each)


def _store(path: Path, data: bytes) -> None:
    """Write ``data`` whole or not at all (a build stopped half-way leaves no half file to read back)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    partial = path.with_name(f"{path.name}.{os.getpid()}.part")
    partial.write_bytes(data)
    partial.replace(path)


def _recent_only(folder: Path, pattern: str, keep: int) -> None:
    """Remove all but the ``keep`` files of ``folder`` used last (a file read back is touched)."""
    for old in sorted(folder.glob(pattern), key=lambda p: p.stat().st_mtime)[:-keep]:
        old.unlink(missing_ok=True)


def compiled_trees(cache: Path | None, runtime: Path, trees: list[dict[str, bytes]],
                   compile_them: Callable[[], list[dict[str, bytes]]]) -> list[dict[str, bytes]]:
    """``compile_them()``'s answer for these source ``trees``, read back when the same runtime and compiler
    compiled the same trees before (each tree's names and bytes, in order, make the key)."""
    if cache is None:
        return compile_them()
    digest = hashlib.sha256()
    for part in (runtime / "pyodide.asm.wasm", runtime / "python_stdlib.zip", PACKAGE_DIR / "compile.mjs"):
        digest.update(hashlib.sha256(part.read_bytes()).digest())
    for tree in trees:
        digest.update(b"\1tree")
        for name, data in sorted(tree.items()):
            digest.update(name.encode() + b"\0" + hashlib.sha256(data).digest())
    path = cache / "bytecode" / f"{digest.hexdigest()[:32]}.zip"
    kept = _read_back(path, len(trees))
    if kept is not None:
        return kept
    out = compile_them()
    packed = io.BytesIO()
    with zipfile.ZipFile(packed, "w", zipfile.ZIP_STORED) as keep:  # stored: deflating would cost what it saves
        for number, tree in enumerate(out):
            for name, data in sorted(tree.items()):
                keep.writestr(f"{number}/{name}", data)
    _store(path, packed.getvalue())
    _recent_only(path.parent, "*.zip", KEPT_COMPILES)
    return out


def _read_back(path: Path, trees: int) -> list[dict[str, bytes]] | None:
    """The trees kept at ``path``, or None where there are none or the file is damaged (a disk's fault, a
    hand's edit): then the build compiles again, as for a new version, and never stops on its own cache."""
    if not path.is_file():
        return None
    out: list[dict[str, bytes]] = [{} for _ in range(trees)]
    try:
        with zipfile.ZipFile(path) as kept:
            for info in kept.infolist():
                tree_number, name = info.filename.split("/", 1)
                out[int(tree_number)][name] = kept.read(info)
    except (OSError, zipfile.BadZipFile, zlib.error, ValueError, IndexError, EOFError):
        return None
    os.utime(path)
    return out


def level_nine(data: bytes) -> bytes:
    """``data`` gzipped at level 9 with no date in its header (the packed copies of the start's files)."""
    return gzip.compress(data, compresslevel=9, mtime=0)


def archive_level_nine(tar: bytes) -> bytes:
    """app.tar.gz's gzip at level 9, no name or date in its header (``gzip.GzipFile``, as it was always written)."""
    packed = io.BytesIO()
    with gzip.GzipFile(filename="", mode="wb", fileobj=packed, mtime=0, compresslevel=9) as packing:
        packing.write(tar)
    return packed.getvalue()


def gzipped(cache: Path | None, data: bytes, pack: Callable[[bytes], bytes] = level_nine) -> bytes:
    """``pack(data)``, a gzip of ``data`` with no date in its header, read back when the same bytes were
    packed the same way by the same zlib before (and checked to unpack to them).  ``pack`` is named in the
    key: app.tar.gz is written by ``gzip.GzipFile``, whose header says another system than ``gzip.compress``."""
    if cache is None:
        return pack(data)
    key = hashlib.sha256(f"{pack.__name__}\0{zlib.ZLIB_RUNTIME_VERSION}\0".encode() + data).hexdigest()[:32]
    path = cache / "packed" / f"{key}.gz"
    if path.is_file():
        squeezed = path.read_bytes()
        with contextlib.suppress(OSError, EOFError, zlib.error):  # damaged (gzip.BadGzipFile is an OSError)
            if gzip.decompress(squeezed) == data:
                os.utime(path)
                return squeezed
    squeezed = pack(data)
    _store(path, squeezed)
    _recent_only(path.parent, "*.gz", KEPT_PACKED)
    return squeezed
