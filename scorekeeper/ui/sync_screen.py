"""The Sync screen (``/settings/sync``): the Sync card alone, at the top, one tap from Settings' app bar
(and from Settings' own Sync card).

The card used to sit far down Settings (where the data lives, backups and languages come first); on a
slow phone scrolling to it while the screen was drawn again (the device's language arriving) could miss
it. Here the server, user and password fields are the first thing on the screen.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import flet as ft

from scorekeeper.i18n.translate import gettext

from .common import app_bar
from .sync_panel import SyncCard

if TYPE_CHECKING:
    from .shell import Shell

ROUTE = "/settings/sync"


class SyncScreen:
    """The group's server and "Sync now", built once per visit like every screen."""

    def __init__(self, app: Shell) -> None:
        self.app = app
        self.sync_card = SyncCard(app, app.sync)
        self.view = ft.View(route=ROUTE, appbar=app_bar(gettext("Sync")),
                            controls=[app.banner, self.sync_card.view], scroll=ft.ScrollMode.AUTO,
                            padding=12, spacing=12, horizontal_alignment=ft.CrossAxisAlignment.STRETCH)

    def refresh(self) -> None:
        """Nothing here follows the games: the card changes its own controls as a sync goes."""
