"""Where Scorekeeper keeps its data.

One data folder holds everything (the index, one file per game, backups), so
that a user can back it up, move it or point the app at another one.  The
folder is chosen, first match wins:

1. an explicit ``--data DIR`` / ``data_dir=`` argument (tests, scripts, a
   second score book);
2. ``FLET_APP_STORAGE_DATA``: set by Flet when the app runs packaged (Android,
   iOS, desktop bundles); it is the only folder such an app may write to;
3. ``SCOREKEEPER_DATA``: a user's own choice when running from source;
4. the platform's per-user data folder: ``$XDG_DATA_HOME/scorekeeper``
   (``~/.local/share/scorekeeper``) on Linux, ``~/Library/Application
   Support/Scorekeeper`` on macOS, ``%APPDATA%\\Scorekeeper`` on Windows.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Mapping
from pathlib import Path

ENV_FLET = "FLET_APP_STORAGE_DATA"
ENV_SCOREKEEPER = "SCOREKEEPER_DATA"


def platform_data_dir(environ: Mapping[str, str] | None = None,
                      platform: str | None = None) -> Path:
    """The per-user data folder of this platform (not created here)."""
    env = os.environ if environ is None else environ
    plat = sys.platform if platform is None else platform
    home = Path(env.get("HOME") or Path.home())
    if plat.startswith("win"):
        appdata = env.get("APPDATA") or str(home / "AppData" / "Roaming")
        return Path(appdata) / "Scorekeeper"
    if plat == "darwin":
        return home / "Library" / "Application Support" / "Scorekeeper"
    xdg = env.get("XDG_DATA_HOME")
    base = Path(xdg) if xdg and Path(xdg).is_absolute() else home / ".local" / "share"
    return base / "scorekeeper"


def _absolute(folder: str | os.PathLike[str]) -> Path:
    """A folder given by the user, made absolute: ``.`` has no name, and the store names its files and
    backups after the folder (``--data .`` and ``SCOREKEEPER_DATA=.`` are the folder one is in)."""
    return Path(os.path.abspath(Path(folder).expanduser()))


def resolve_data_dir(override: str | os.PathLike[str] | None = None,
                     environ: Mapping[str, str] | None = None,
                     platform: str | None = None) -> Path:
    """The data folder to use, by the order in the module docstring."""
    env = os.environ if environ is None else environ
    if override:
        return _absolute(override)
    for name in (ENV_FLET, ENV_SCOREKEEPER):
        value = env.get(name)
        if value:
            return _absolute(value)
    return platform_data_dir(env, platform)
