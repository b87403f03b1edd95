"""The in-app "Show the board" panel: it serves the board, shows its code, stops, changes address."""

from __future__ import annotations

import asyncio

import urllib.error
import urllib.request

import flet as ft
import pytest

from scorekeeper.board import BoardServer
from scorekeeper.ui.app import make_main
from scorekeeper.ui.board_sheet import board_sheet, sheet_for
from tests.ui.harness import UI

from .conftest import example_game


def local_server(source, game_id, port):
    return BoardServer(source, game_id, host="127.0.0.1", port=0, poll=0.05)


def status_of(url: str) -> int:
    try:
        with urllib.request.urlopen(url, timeout=5) as reply:
            return reply.status
    except urllib.error.HTTPError as err:
        return err.code


def running_app(store, then):
    """The keeper app on ``store`` with a board that listens on 127.0.0.1 only; ``then(app)`` opens a screen.

    Yields the harness; afterwards every board the app started is stopped.
    """
    apps = []

    def main(page: ft.Page) -> None:
        make_main(lambda: store)(page)
        apps.append(page.data)
        sheet_for(page.data, make_server=local_server)  # a test never opens a port to the network

        async def opened() -> None:  # the first screen is drawn once the device's language is known
            while page.data.screen is None:
                await asyncio.sleep(0.005)
            then(page.data)
        page.run_task(opened)

    ui = UI(main)
    try:
        yield ui
        ui.assert_no_crash()
    finally:
        for app in apps:
            sheet_for(app).stop()
        ui.close()


@pytest.fixture
def sheet_ui(store):
    game_id = store.create_game(example_game("dollars-made-then-set-back"))

    def open_panel(app) -> None:
        app.state.open_game(game_id)
        app.page.views.append(ft.View(route="/board", controls=[board_sheet(app)]))
        app.page.update()

    yield from running_app(store, open_panel)


def test_the_panel_serves_the_open_games_board_and_shows_its_address_and_code(sheet_ui):
    address = sheet_ui.find("board-address").value
    assert address.startswith("http://127.0.0.1:")
    assert sheet_ui.exists("board-qr")
    assert "Scan with a phone camera on the same Wi-Fi to see the score, live." in sheet_ui.texts()
    with urllib.request.urlopen(address, timeout=5) as reply:
        assert "Z+Y made it: count $260,000" in reply.read().decode("utf-8")


def test_a_new_address_retires_the_old_one(sheet_ui):
    old = sheet_ui.find("board-address").value
    sheet_ui.click("board-new-address")
    new = sheet_ui.find("board-address").value
    assert new != old
    assert (status_of(old), status_of(new)) == (404, 200)


def test_stop_ends_the_board_and_show_starts_it_again(sheet_ui):
    old = sheet_ui.find("board-address").value
    sheet_ui.click("board-stop")
    assert not sheet_ui.exists("board-address")
    assert "Show the board" in sheet_ui.texts()
    with pytest.raises(urllib.error.URLError):
        urllib.request.urlopen(old, timeout=2)
    sheet_ui.click("board-start")
    assert status_of(sheet_ui.find("board-address").value) == 200


@pytest.fixture
def table_ui(store):
    game_id = store.create_game(example_game("dollars-made-then-set-back"))
    for ui in running_app(store, lambda app: app.go(f"/game/{game_id}")):
        yield ui, game_id


def test_show_the_board_on_the_table_serves_the_board_and_back_returns_to_the_table(table_ui):
    ui, game_id = table_ui
    ui.click("show-board")
    assert ui.route == f"/game/{game_id}/board"
    address = ui.find("board-address").value
    assert address.startswith("http://127.0.0.1:") and status_of(address) == 200
    ui.back()
    assert ui.route == f"/game/{game_id}"


def test_the_scoreboard_shows_the_board_too(table_ui):
    ui, game_id = table_ui
    ui.click("scores")
    ui.click("show-board")
    assert ui.route == f"/game/{game_id}/board"
    assert ui.exists("board-qr")


def test_in_the_browser_the_panel_says_where_the_board_runs_and_starts_nothing(store, monkeypatch):
    from scorekeeper.ui import board_sheet as module

    monkeypatch.setattr(module, "SERVES_BOARD", False)  # Pyodide: no server socket
    game_id = store.create_game(example_game("dollars-made-then-set-back"))
    started = []

    def refused(source, game_id, port):
        started.append(port)
        raise AssertionError("a browser cannot listen")

    def open_panel(app) -> None:
        app.state.open_game(game_id)
        sheet_for(app, make_server=refused)
        app.page.views.append(ft.View(route="/board", controls=[board_sheet(app)]))
        app.page.update()

    for ui in running_app(store, open_panel):
        assert ("A browser cannot serve the board: it needs to listen on the Wi-Fi, which web pages may not do. "
                "Show it from the desktop app, or run scorekeeper board on a computer at the table, with this "
                "game synced to it.") in ui.texts()
        assert not ui.exists("board-start") and not ui.exists("board-qr")
    assert started == []
