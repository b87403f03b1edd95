"""The phone path imports nothing the phone does not have: every module of the app, as a phone loads it."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from .requirements import DESKTOP_ONLY

ROOT = Path(__file__).resolve().parents[2]

# main.py (flet build's entry point), then every module of the app: the screens are imported by name
# from ROUTES when first shown, so each is imported here rather than trusting one start-up.
IMPORT_ALL = """
import importlib, json, pkgutil, sys
import main, scorekeeper
failed = {}
for module in pkgutil.walk_packages(scorekeeper.__path__, "scorekeeper."):
    if module.name == "scorekeeper.__main__":  # runs the command line: `python -m scorekeeper`, not the phone
        continue
    try:
        importlib.import_module(module.name)
    except Exception as exc:
        failed[module.name] = f"{type(exc).__name__}: {exc}"
print(json.dumps({"failed": failed, "loaded": sorted(sys.modules)}))
"""


def test_main_and_every_app_module_load_on_android_without_a_desktop_only_module() -> None:
    env = {**os.environ, "FLET_PLATFORM": "android"}
    run = subprocess.run([sys.executable, "-c", IMPORT_ALL], cwd=ROOT, env=env, capture_output=True, text=True,
                         timeout=60)
    assert run.returncode == 0, run.stderr
    result = json.loads(run.stdout)
    assert result["failed"] == {}
    desktop_prefixes = {name.replace("-", "_") for name in DESKTOP_ONLY}
    loaded_desktop = [m for m in result["loaded"] if m.split(".")[0] in desktop_prefixes]
    assert loaded_desktop == []
    assert {"main", "scorekeeper.ui.phone", "scorekeeper.ui.board_sheet", "scorekeeper.board.server",
            "scorekeeper.webguard", "flet_charts", "tinydb", "segno"} <= set(result["loaded"])
