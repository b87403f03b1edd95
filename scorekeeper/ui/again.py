"""Play again: a finished game's table and scoreboard start the same table's next game in one tap."""

from __future__ import annotations

from typing import TYPE_CHECKING

import flet as ft

from scorekeeper.i18n.translate import gettext
from scorekeeper.service import StorageProblem

from .widgets import big_button

if TYPE_CHECKING:
    from .shell import Shell


def play_again_button(app: Shell, key: str = "play-again") -> ft.Control:
    """Play again: the same players in the same seats, the next dealer and the same settings (a group that has
    just finished usually plays again at once)."""
    return big_button(gettext("Play again"), key, lambda e: play_again(app), expand=True)


def play_again(app: Shell) -> None:
    """Store the open game's next game and show its table; a store that refuses is said in the banner."""
    try:
        game_id = app.state.play_again()
    except StorageProblem as err:
        app.show_error(str(err))
        return
    app.keep_awake(True)
    app.go(f"/game/{game_id}")
