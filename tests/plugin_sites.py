"""Oh Hell (tests/oh_hell_game) installed for a test as ``pip install`` would leave it, without running pip: its
package and a ``.dist-info`` with its entry point in a folder put on ``sys.path``; the registry looks again.
(tests/test_with_a_plug_in_installed.py runs pip itself.)"""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from scorekeeper.rules import registry

OH_HELL = Path(__file__).resolve().parent / "oh_hell_game"


def install_oh_hell(folder: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Install it into ``folder``; the caller's fixture calls ``registry.reload()`` once the test is over."""
    shutil.copytree(OH_HELL / "scorekeeper_oh_hell", folder / "scorekeeper_oh_hell",
                    ignore=shutil.ignore_patterns("__pycache__"))
    info = folder / "scorekeeper_oh_hell-0.1.dist-info"
    info.mkdir()
    (info / "METADATA").write_text("Metadata-Version: 2.1\nName: scorekeeper-oh-hell\nVersion: 0.1\n")
    (info / "entry_points.txt").write_text("[scorekeeper.games]\noh-hell = scorekeeper_oh_hell\n")
    monkeypatch.syspath_prepend(str(folder))
    registry.reload()
