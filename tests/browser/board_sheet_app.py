"""The keeper app with the "Show the board" panel open (for the browser test and its screenshot).

The panel is wired into the table and scoreboard screens at merge; this
target opens it on its own route so the test does not depend on that wiring.
The board listens on 127.0.0.1 here: a test never opens a port to the network.
"""

from __future__ import annotations

import asyncio

import flet as ft

from scorekeeper.board import BoardServer
from scorekeeper.ui.app import default_store, make_main
from scorekeeper.ui.board_sheet import board_sheet, sheet_for


def local_server(source, game_id, port):
    return BoardServer(source, game_id, host="127.0.0.1", port=0)


def main(page: ft.Page) -> None:
    make_main(default_store)(page)
    app = page.data
    sheet_for(app, make_server=local_server)

    async def opened() -> None:  # over the first screen, which is drawn once the device's language is known
        while app.screen is None:
            await asyncio.sleep(0.005)
        page.views.append(ft.View(route="/board", appbar=ft.AppBar(title=ft.Text("Show the board")),
                                  controls=[board_sheet(app)], padding=16, scroll=ft.ScrollMode.AUTO))
        page.update()
    page.run_task(opened)
