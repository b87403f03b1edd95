"""Take the README's screenshots from the running app at phone size.

    .venv/bin/python tests/browser/make_screenshots.py [OUT_DIR]

Seeds a throwaway data folder with the rule texts' example games and a few
games in progress, serves the app with `scorekeeper --web`, and saves one PNG
per screen (412 x 915, a common phone) into OUT_DIR (default assets/screenshots).
"""

from __future__ import annotations

import json
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from scorekeeper.games.exact_bid import BidsMade  # noqa: E402
from scorekeeper.games.make_a_million import TrickTaken  # noqa: E402
from scorekeeper.games.twenty_nine import PointsTrickTaken, RoyalsShown  # noqa: E402
from scorekeeper.rules import BidMade, Game, Passed, TrumpNamed, game_from_record  # noqa: E402
from scorekeeper.store import GameStore  # noqa: E402
from tests.browser.harness import FletBrowser, FletServer  # noqa: E402

EXAMPLES = ROOT / "tests" / "examples"


def seed(data: Path) -> dict[str, str]:
    store = GameStore(data)
    ids = {}
    for name in ("dollars-made-then-set-back", "six-players-silent-partner", "twenty-nine-royals-against"):
        record = json.loads((EXAMPLES / f"{name}.json").read_text())
        ids[name] = store.create_game(game_from_record(record), name=name.replace("-", " ").capitalize())
    auction = Game.new("make-a-million", ["Asha", "Zoe", "Ben", "Yuri"], "Yuri")
    for event in (BidMade("Asha", 175000), BidMade("Zoe", 190000), Passed("Ben")):
        auction = auction.play(event)
    ids["auction"] = store.create_game(auction, name="Tuesday, auction")
    tricks = auction
    for event in (BidMade("Yuri", 200000), Passed("Asha"), Passed("Zoe"), TrumpNamed("red"),
                  TrickTaken("Zoe", (30000,), ("bull",)), TrickTaken("Yuri", (40000, 40000, 40000)),
                  TrickTaken("Asha", (15000, 10000))):
        tricks = tricks.play(event)
    ids["tricks"] = store.create_game(tricks, name="Tuesday, trick by trick")
    nine = Game.new("twenty-nine", ["North", "East", "South", "West"], "West")
    for event in (BidMade("North", 16), BidMade("East", 17), Passed("South"), Passed("West"), Passed("North"),
                  TrumpNamed("spades"), RoyalsShown("West"), PointsTrickTaken("East", 4)):
        nine = nine.play(event)
    ids["nine"] = store.create_game(nine, name="Twenty-nine in progress")
    exact = Game.new("exact-bid", ["Ann", "Bob", "Cy", "Di"], "Di", {"start_cards": 5})
    exact = exact.play(BidsMade((("Ann", 2), ("Bob", 1), ("Cy", 0), ("Di", 2))))
    ids["exact"] = store.create_game(exact, name="Exact bid in progress")
    store.close()
    return ids


def main() -> int:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else ROOT / "assets" / "screenshots"
    out.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as folder:
        data = Path(folder) / "data"
        ids = seed(data)
        shots = {
            "home": "/",
            "new-game": "/new",
            "auction": f"/game/{ids['auction']}",
            "trick-by-trick": f"/game/{ids['tricks']}",
            "scoreboard": f"/game/{ids['dollars-made-then-set-back']}/scores",
            "dispute-view": f"/game/{ids['dollars-made-then-set-back']}/hand/1",
            "twenty-nine": f"/game/{ids['nine']}",
            "exact-bid": f"/game/{ids['exact']}",
            "players": "/players",
            "settings": "/settings",
        }
        command = lambda port: [sys.executable, "-m", "scorekeeper", "--web", "--port", str(port),  # noqa: E731
                                "--data", str(data)]
        with FletServer("scorekeeper", command=command) as server:
            for name, route in shots.items():
                with FletBrowser(server.url.rstrip("/") + route, viewport=(412, 915)) as app:
                    app.page.wait_for_timeout(1500)  # let charts and fonts settle
                    app.screenshot(str(out / f"{name}.png"))
                    print(f"{name}: {out / (name + '.png')}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
