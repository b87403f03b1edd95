"""What the site is built from, fetched once into a cache and checked: Pyodide from npm, wheels from PyPI.

Only the package registries are asked, through their own clients (``npm pack``, ``pip download``), and
every file is checked against its pin (``pins.py``) before it is used: a cache that was tampered with,
or a registry that answers differently, stops the build instead of shipping something else.
"""

from __future__ import annotations

import base64
import hashlib
import os
import shutil
import subprocess
import sys
import tarfile
from pathlib import Path

from . import pins


class BuildError(Exception):
    """The site cannot be built: one sentence saying what is missing and how to get it."""


def default_cache() -> Path:
    """Where downloads are kept between builds: SCOREKEEPER_WEB_CACHE, else the user's cache folder."""
    chosen = os.environ.get("SCOREKEEPER_WEB_CACHE")
    if chosen:
        return Path(chosen)
    base = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
    return Path(base) / "scorekeeper-web"


def sha256_of(path: Path) -> str:
    digest = hashlib.sha256()
    with open(path, "rb") as fh:
        for block in iter(lambda: fh.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()


def _npm_integrity(path: Path) -> str:
    return "sha512-" + base64.b64encode(hashlib.sha512(path.read_bytes()).digest()).decode()


def _run(command: list[str], cwd: Path, what: str) -> None:
    try:
        done = subprocess.run(command, cwd=cwd, capture_output=True, text=True, timeout=900)
    except FileNotFoundError:
        raise BuildError(f"{what} needs {command[0]!r}, which is not installed") from None
    except subprocess.TimeoutExpired:
        raise BuildError(f"{what} did not finish within 15 minutes") from None
    if done.returncode != 0:
        tail = " ".join((done.stderr or done.stdout).split())[-400:]
        raise BuildError(f"{what} failed ({command[0]} exit {done.returncode}): {tail}")


def pyodide_runtime(cache: Path) -> Path:
    """The folder of Pyodide's runtime files, unpacked from npm's ``pyodide`` package (fetched once)."""
    folder = cache / f"pyodide-{pins.PYODIDE_VERSION}"
    if all((folder / name).is_file() for name in pins.PYODIDE_FILES) and (folder / ".checked").is_file():
        return folder
    cache.mkdir(parents=True, exist_ok=True)
    tarball = cache / f"pyodide-{pins.PYODIDE_VERSION}.tgz"
    if not tarball.is_file() or _npm_integrity(tarball) != pins.PYODIDE_INTEGRITY:
        tarball.unlink(missing_ok=True)
        _run(["npm", "pack", f"pyodide@{pins.PYODIDE_VERSION}", "--silent", "--no-fund", "--no-audit"],
             cache, f"Fetching Pyodide {pins.PYODIDE_VERSION} from npm")
        if not tarball.is_file():
            raise BuildError(f"npm pack did not write {tarball.name}")
    if _npm_integrity(tarball) != pins.PYODIDE_INTEGRITY:
        raise BuildError(f"{tarball.name} from npm does not match its pinned integrity; not used")
    shutil.rmtree(folder, ignore_errors=True)
    folder.mkdir(parents=True)
    with tarfile.open(tarball, "r:gz") as tar:
        for name in pins.PYODIDE_FILES:
            member = tar.extractfile(f"package/{name}")
            if member is None:
                raise BuildError(f"npm's pyodide@{pins.PYODIDE_VERSION} has no {name}")
            (folder / name).write_bytes(member.read())
    (folder / ".checked").write_text(pins.PYODIDE_INTEGRITY + "\n")
    return folder


def wheel_name_matches(file: Path, name: str, version: str) -> bool:
    normal = name.replace("-", "_").lower()
    return file.name.lower().startswith(f"{normal}-{version}-")


def wheels(cache: Path) -> list[Path]:
    """The pinned wheels for Pyodide's platform, downloaded once from PyPI and each checked by its hash."""
    folder = cache / f"wheels-{pins.WHEEL_PLATFORM}"
    folder.mkdir(parents=True, exist_ok=True)
    found = _pinned_wheels(folder)
    if found is None:
        requirements = folder / "requirements.txt"
        requirements.write_text("".join(f"{name}=={version} --hash=sha256:{digest}\n"
                                        for name, version, digest in pins.WHEELS))
        _run([sys.executable, "-m", "pip", "download", "--disable-pip-version-check", "--quiet",
              "--no-deps", "--require-hashes", "--only-binary=:all:", "--dest", str(folder),
              "--platform", pins.WHEEL_PLATFORM, "--python-version", pins.WHEEL_PYTHON,
              "--implementation", "cp", "--abi", pins.WHEEL_ABI, "-r", str(requirements)],
             folder, "Fetching the app's packages from PyPI")
        found = _pinned_wheels(folder)
        if found is None:
            raise BuildError("PyPI did not give every pinned wheel with its pinned hash")
    return found


def _pinned_wheels(folder: Path) -> list[Path] | None:
    """Each pin's wheel in ``folder`` if every one is there with its hash, else None."""
    chosen = []
    for name, version, digest in pins.WHEELS:
        match = [f for f in sorted(folder.glob("*.whl")) if wheel_name_matches(f, name, version)]
        good = [f for f in match if sha256_of(f) == digest]
        if not good:
            for bad in match:
                bad.unlink()
            return None
        chosen.append(good[0])
    return chosen
