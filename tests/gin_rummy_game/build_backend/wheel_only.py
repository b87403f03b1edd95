"""A PEP 517 build backend that makes one pure-Python wheel of ``scorekeeper_gin_rummy`` and nothing else.

It reads the name, version and entry points from ``pyproject.toml`` and packs the package folder (its
modules, ``py.typed`` and catalogs) with a ``.dist-info`` as ``pip install`` expects; no sdist, no
editable install.  Enough for the app's tests to ``pip install`` the example offline.
"""

from __future__ import annotations

import base64
import hashlib
import tomllib
import zipfile
from pathlib import Path

HERE = Path(__file__).resolve().parents[1]
PACKAGE = "scorekeeper_gin_rummy"


def get_requires_for_build_wheel(config_settings: object = None) -> list[str]:
    return []


def build_wheel(wheel_directory: str, config_settings: object = None, metadata_directory: object = None) -> str:
    project = tomllib.loads((HERE / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    dist = f"{project['name'].replace('-', '_')}-{project['version']}"
    files = {str(p.relative_to(HERE)): p.read_bytes() for p in sorted((HERE / PACKAGE).rglob("*"))
             if p.is_file() and "__pycache__" not in p.parts}
    files[f"{dist}.dist-info/METADATA"] = (f"Metadata-Version: 2.1\nName: {project['name']}\n"
                                           f"Version: {project['version']}\nSummary: {project['description']}\n").encode()
    files[f"{dist}.dist-info/WHEEL"] = b"Wheel-Version: 1.0\nGenerator: wheel_only\nRoot-Is-Purelib: true\nTag: py3-none-any\n"
    files[f"{dist}.dist-info/entry_points.txt"] = "".join(
        f"[{group}]\n" + "".join(f"{name} = {value}\n" for name, value in points.items()) + "\n"
        for group, points in project["entry-points"].items()).encode()
    record = [f"{path},sha256={_digest(data)},{len(data)}" for path, data in files.items()]
    files[f"{dist}.dist-info/RECORD"] = "\n".join([*record, f"{dist}.dist-info/RECORD,,", ""]).encode()
    name = f"{dist}-py3-none-any.whl"
    with zipfile.ZipFile(Path(wheel_directory) / name, "w", zipfile.ZIP_DEFLATED) as wheel:
        for path, data in files.items():
            wheel.writestr(path, data)
    return name


def _digest(data: bytes) -> str:
    return base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
