"""A damaged data file is never a crash at the table: the app opens the last good copy and says so."""

from __future__ import annotations

from scorekeeper.rules import BidMade, Game
from scorekeeper.store import GameStore

from .app_fixtures import open_app


def test_a_garbled_game_list_is_reported_on_the_home_screen_and_the_game_is_still_there(make_ui, tmp_path):
    data = tmp_path / "data"
    store = GameStore(data)
    game_id = store.create_game(Game.new("make-a-million", ["A", "Z", "B", "Y"], "Y"), name="Friday")
    store.append_event(game_id, {"type": "bid", "player": "A", "amount": 175000})
    store.close()
    (data / "scorekeeper.json").write_bytes(b"\x00garbage, not JSON")

    reopened = GameStore(data)
    ui = open_app(make_ui, reopened, "/")
    shown = " ".join(ui.texts())
    assert "scorekeeper.json" in shown  # one clear message about what happened
    ui.click("resume")
    assert ui.find("to-call").value == "Z to call"  # the bid entered before the damage is there
    assert reopened.load_game(game_id).events == (BidMade("A", 175000),)
