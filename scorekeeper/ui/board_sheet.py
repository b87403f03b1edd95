""""Show the board": the table's live board served from inside the app, and its QR code.

The keeper taps "Show the board"; the panel starts the board server in this
process (no second program: the same server ``scorekeeper board`` runs), and
shows a QR code large enough to scan across a table, with the address in
words.  "Stop the board" ends it; "New address" draws a new token, so the old
address (a photo of the code, a guest who left) stops working.

The app itself stays on 127.0.0.1; only the board, read-only, on its own port,
listens on the network.  One board per app session, kept across re-renders.
"""

from __future__ import annotations

import sys
import weakref
from typing import TYPE_CHECKING, Callable

import flet as ft

from scorekeeper.board import DEFAULT_PORT, BoardServer, GameSource
from scorekeeper.board.qr import qr_png

from scorekeeper.i18n.translate import gettext

from . import theme
from .widgets import big_button, body, heading

if TYPE_CHECKING:
    from .shell import Shell

# A browser cannot listen on a socket (Pyodide: Errno 138): the web app says where the board runs instead.
SERVES_BOARD = sys.platform != "emscripten"
QR_SIZE = 300  # logical pixels: scannable from across a card table
ServerFactory = Callable[[GameSource, "str | None", int], BoardServer]


def default_server(source: GameSource, game_id: str | None, port: int) -> BoardServer:
    return BoardServer(source, game_id, host="0.0.0.0", port=port)


class BoardSheet:
    """The board server's lifecycle for one app session: start, stop, new address; and its panel."""

    def __init__(self, app: Shell, make_server: ServerFactory = default_server) -> None:
        self.app = app
        self.make_server = make_server
        self.server: BoardServer | None = None
        self.problem: str | None = None
        self.panel = ft.Column(key="board-sheet", spacing=theme.GAP, tight=True,
                               horizontal_alignment=ft.CrossAxisAlignment.CENTER)

    # -- lifecycle --------------------------------------------------------------------------
    @property
    def running(self) -> bool:
        return self.server is not None and self.server.running

    def start(self) -> None:
        """Serve the board of the open game (or of the latest), on 8551 or, if taken, any free port."""
        game_id = getattr(self.app.state, "game_id", None)
        if self.running:
            assert self.server is not None
            self.server.show_game(game_id)
            return
        self.problem = None
        try:
            source = self.app.service.board_source()
        except Exception as err:
            self.problem = gettext("The board cannot read the games: {err}").format(err=err)
            return
        for port in (DEFAULT_PORT, 0):
            server = self.make_server(source, game_id, port)
            try:
                server.start()
            except OSError as err:
                self.problem = gettext("The board cannot listen on the network: {value}").format(
                    value=err.strerror or err)
                continue
            self.server, self.problem = server, None
            return

    def stop(self) -> None:
        if self.server is not None:
            self.server.stop()
        self.server = None

    def new_address(self) -> None:
        if self.server is not None:
            self.server.new_address()

    # -- the panel ------------------------------------------------------------------------------
    def build(self) -> ft.Control:
        """The panel, filled for the current state (also used to refresh it after a tap)."""
        self.panel.controls = self._contents()
        return self.panel

    def _contents(self) -> list[ft.Control]:
        title = heading(gettext("The board for the table"), key="board-title", size=22)
        if not SERVES_BOARD:
            return [title, body(gettext(
                "A browser cannot serve the board: it needs to listen on the Wi-Fi, which web pages may not do. "
                "Show it from the desktop app, or run scorekeeper board on a computer at the table, with this "
                "game synced to it."), key="board-where")]
        if not self.running or self.server is None:
            lines: list[ft.Control] = [title, body(gettext("Every phone at the table can follow the score live: no "
                                                           "app, no internet, just the same Wi-Fi."))]
            if self.problem:
                lines.append(body(self.problem, key="board-problem", color=theme.ERROR))
            lines.append(big_button(gettext("Show the board"), "board-start", self._on_start))
            return lines
        url = self.server.url
        return [
            title,
            body(gettext("Scan with a phone camera on the same Wi-Fi to see the score, live."), key="board-how",
                 text_align=ft.TextAlign.CENTER),
            ft.Container(
                content=ft.Image(src=qr_png(url), width=QR_SIZE, height=QR_SIZE, fit=ft.BoxFit.CONTAIN,
                                 semantics_label=gettext("QR code of the board's address {url}").format(url=url)),
                bgcolor=ft.Colors.WHITE, padding=8, border_radius=8, key="board-qr"),
            ft.Text(url, key="board-address", size=theme.SMALL, text_align=ft.TextAlign.CENTER),
            ft.Row([
                big_button(gettext("New address"), "board-new-address", self._on_new_address, filled=False,
                           tooltip=gettext("Make a new code; the old address stops working")),
                big_button(gettext("Stop the board"), "board-stop", self._on_stop, filled=False),
            ], wrap=True, alignment=ft.MainAxisAlignment.CENTER, spacing=theme.GAP, run_spacing=theme.GAP),
        ]

    def _refresh(self) -> None:
        self.build()
        self.panel.update()

    def _on_start(self, e: ft.ControlEvent) -> None:
        self.start()
        self._refresh()

    def _on_stop(self, e: ft.ControlEvent) -> None:
        self.stop()
        self._refresh()

    def _on_new_address(self, e: ft.ControlEvent) -> None:
        self.new_address()
        self._refresh()


_SHEETS: "weakref.WeakKeyDictionary[Shell, BoardSheet]" = weakref.WeakKeyDictionary()


def sheet_for(app: Shell, make_server: ServerFactory = default_server) -> BoardSheet:
    """The app session's one board (it lives as long as the session)."""
    sheet = _SHEETS.get(app)
    if sheet is None:
        sheet = _SHEETS[app] = BoardSheet(app, make_server)
    return sheet


class BoardScreen:
    """``/game/ID/board``: the QR code and address of the open game's live board, started on arrival."""

    def __init__(self, app: Shell, game_id: str) -> None:
        self.app = app
        app.ensure_game(game_id)
        self.sheet = sheet_for(app)
        self.view = ft.View(route=f"/game/{game_id}/board", appbar=ft.AppBar(title=ft.Text(gettext("Show the board"))),
                            controls=[board_sheet(app)], padding=16, scroll=ft.ScrollMode.AUTO)

    def refresh(self) -> None:
        """Nothing on this screen follows the game: the board itself does, on the guests' phones."""


def board_sheet(app: Shell) -> ft.Control:
    """The "Show the board" panel for a screen: opening it starts the board for the open game."""
    sheet = sheet_for(app)
    if SERVES_BOARD:
        sheet.start()
    return sheet.build()
