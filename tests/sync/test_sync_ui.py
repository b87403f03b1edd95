"""The Sync card of Settings, clicked as a user would, against the real server."""

from __future__ import annotations

from pathlib import Path

from scorekeeper.store import GameStore
from scorekeeper.ui.app import make_main
from tests.store.records import long_game
from tests.ui.harness import UI

from .pouchdb import ADMIN, PASSWORD
from .test_sync import book, import_record, phone, sync


def test_sync_now_in_settings_brings_the_groups_game_and_says_what_came_in(tmp_path: Path, database_url: str) -> None:
    a = phone(tmp_path / "A")
    import_record(a, "long", long_game(3))
    sync(a, database_url)
    server = database_url.replace(f"{ADMIN}:{PASSWORD}@", "")
    ui = UI(make_main(lambda: GameStore(tmp_path / "B")), route="/settings/sync")
    try:
        assert ui.find("sync-status").value == "No server set: the games stay on this phone."
        ui.type("sync-server", server)
        ui.type("sync-user", ADMIN)
        ui.type("sync-password", "wrong")
        ui.click("sync-now")
        assert ui.find("sync-status").value == (f"Not synced: {server} as {ADMIN}: the server refused the user or "
                                                "password (nothing was changed here)")
        ui.type("sync-password", PASSWORD)
        ui.click("sync-now")
        assert ui.find("sync-status").value == ("Synced: received 1 new game and 18 entries; sent 0 games "
                                                "(0 documents).")
        assert PASSWORD not in " ".join(ui.texts())
        ui.assert_no_crash()
    finally:
        ui.close()
    assert book(phone(tmp_path / "B")) == [("long", 3, {"A": 660000, "Z": 540000, "B": 660000, "Y": 540000})]


def test_a_finished_hand_syncs_in_the_background_and_reaches_the_other_phone(tmp_path: Path,
                                                                           database_url: str) -> None:
    from scorekeeper.service import Scorekeeper
    from scorekeeper.store import InMemoryGameStore
    from scorekeeper.sync import save_server

    a = phone(tmp_path / "A")
    import_record(a, "long", long_game(3))
    sync(a, database_url)
    b = phone(tmp_path / "B")
    sync(b, database_url)
    save_server(tmp_path / "B", database_url.replace(f"{ADMIN}:{PASSWORD}@", ""), ADMIN, PASSWORD)
    game_id = b.list_games()[0].id
    scratch = Scorekeeper(InMemoryGameStore())
    fourth_hand = scratch.open_game(import_record(scratch, "scratch", long_game(4))).events[18:]
    ui = UI(make_main(lambda: GameStore(tmp_path / "B")), route=f"/game/{game_id}")
    try:
        app = ui.page.data
        for event in fourth_hand[:-1]:
            ui.run(lambda event=event: app.render(app.state.submit(event)))
        assert not app.sync.running and app.sync.last_message is None  # no sync in the middle of a hand
        ui.run(lambda: app.render(app.state.submit(fourth_hand[-1])))
        assert app.sync.last_message == "Synced: received 0 new games and 0 entries; sent 1 game (6 documents)."
        ui.assert_no_crash()
    finally:
        ui.close()
    report = sync(a, database_url)
    assert (report.received_games, report.received_entries) == (0, 6)
    assert book(a) == [("long", 4, {"A": 880000, "Z": 720000, "B": 880000, "Y": 720000})]


def test_a_first_sync_of_many_games_shows_its_bar_to_the_end_then_hides_it(tmp_path: Path,
                                                                           database_url: str) -> None:
    import json

    from scorekeeper.sync import save_server
    from tests.ui.test_progress import control

    a = phone(tmp_path / "A")
    a.import_records([(f"g{i}.json", json.dumps(long_game(1, target=50_000_000 + i)).encode()) for i in range(30)])
    sync(a, database_url)
    save_server(tmp_path / "B", database_url.replace(f"{ADMIN}:{PASSWORD}@", ""), ADMIN, PASSWORD)
    ui = UI(make_main(lambda: GameStore(tmp_path / "B")), route="/settings/sync")
    try:
        assert not ui.exists("sync-progress-box")
        ui.click("sync-now")
        assert ui.find("sync-status").value == ("Synced: received 30 new games and 180 entries; sent 0 games "
                                                "(0 documents).")
        # the worker's last report (every game stored) reached the bar; then the bar went
        assert (control(ui, "sync-progress").value, control(ui, "sync-progress-line").value) == (
            1.0, "stored 30 of 30 games from the server")
        assert not ui.exists("sync-progress-box")
        ui.assert_no_crash()
    finally:
        ui.close()
