"""The first screen is built without importing any game or the sync (issue 36: the web app's start).

In the browser every module is imported by Python compiled to WebAssembly: importing every game's rules and
screens to build Home cost the web app's first frame about half a second of a phone's CPU. Home lists the
book's games, so a book of one Euchre game imports Euchre, and only it; every game's title comes to the game
filter once Home is sent. Run in a fresh interpreter, since other tests have imported everything.
"""

from __future__ import annotations

import json
import subprocess
import sys
import textwrap
from pathlib import Path

from scorekeeper.rules import registry
from tests.shipped import shipped_games

ROOT = Path(__file__).resolve().parents[2]

PROBE = textwrap.dedent("""
    import asyncio, json, sys, tempfile
    from scorekeeper.rules import Game
    from scorekeeper.service import disk_repository
    from scorekeeper.store import GameStore
    from scorekeeper.testing.session import AsyncUI
    from scorekeeper.ui import home
    from scorekeeper.ui.app import make_main

    folder = tempfile.mkdtemp()
    store = GameStore(folder)
    store.create_game(Game.new("euchre", ["Ann", "Bo", "Cy", "Di"], "Di"), name="Friday")
    store.close()
    seen = {}
    build = home.HomeScreen.__init__

    def built(screen, app):
        build(screen, app)
        seen.setdefault("modules", sorted(name for name in sys.modules if name.startswith("scorekeeper.")))

    home.HomeScreen.__init__ = built

    async def start():
        ui = AsyncUI(make_main(lambda: disk_repository(folder)),
                     stubs={"SharedPreferences.get_keys": [], "SharedPreferences.get": None})
        await ui.start()
        seen["filter"] = [option.key for option in ui.find("filter-kind").options]
        seen["resume"] = ui.find("resume-card").visible is not False
        ui.assert_no_crash()
        await ui.close()

    asyncio.run(start())
    print(json.dumps(seen))
""")


def test_home_is_built_importing_only_the_books_own_game_and_no_sync():
    done = subprocess.run([sys.executable, "-c", PROBE], cwd=ROOT, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr[-2000:]
    seen = json.loads(done.stdout.strip().splitlines()[-1])
    games = sorted({name.split(".")[2] for name in seen["modules"] if name.startswith("scorekeeper.games.")})
    assert games == ["euchre"]
    assert [name for name in seen["modules"] if name.startswith("scorekeeper.sync")] == []
    assert seen["resume"] is True
    assert len(shipped_games()) == 14 and set(shipped_games()) <= set(seen["filter"])  # each added once Home was sent
    assert len(seen["filter"]) == 1 + len(registry.games())  # "All games" and every game installed: those fourteen, any plug-in
    assert seen["filter"][0] == "all" and "euchre" in seen["filter"] and "pedro" in seen["filter"]
