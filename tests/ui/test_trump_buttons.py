"""A trump button is filled in its suit's colour with its label in white wherever trump is named or corrected
(one helper, ``widgets.trump_button``, where five places built it), each keeping its own tooltip and label."""

from __future__ import annotations

import flet as ft

from scorekeeper.ui import theme

from .app_fixtures import new_stored_game, open_app, store_at
from .test_scoreboard import dollars_game
from .test_twenty_nine_table import PLAYERS, auction


def look(ui, key: str) -> tuple[object, object, object, object]:
    button = ui.find(key)
    return button.content, button.style.bgcolor, button.style.color, button.tooltip


def test_the_trump_buttons_at_the_table_and_in_the_editor_look_alike_and_keep_their_words(make_ui, tmp_path):
    store = store_at(tmp_path)
    game_id = new_stored_game(store, "exact-bid", ["Ann", "Bob", "Cy"], "Cy", start_cards=3)
    ui = open_app(make_ui, store, f"/game/{game_id}")
    assert look(ui, "trump-red") == ("Red", theme.COLOR_SWATCH["red"], ft.Colors.WHITE, "red is trump")
    game_id = new_stored_game(store, "twenty-nine", PLAYERS, "West")
    ui = open_app(make_ui, store, f"/game/{game_id}")
    auction(ui, "North", 15)
    assert look(ui, "trump-hearts") == ("Hearts", theme.COLOR_SWATCH["hearts"], ft.Colors.WHITE, "hearts are trump")
    ui = open_app(make_ui, store, f"/game/{dollars_game(store)}/hand/1")
    ui.click("correct-9")
    assert look(ui, "edit-trump-red") == ("✓ Red", theme.COLOR_SWATCH["red"], ft.Colors.WHITE, None)
    assert look(ui, "edit-trump-green")[1:] == (theme.COLOR_SWATCH["green"], ft.Colors.WHITE, None)
