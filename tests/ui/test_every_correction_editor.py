"""Every correction editor of every registered game opens on its entry with what it needs, and a stray tap
stores nothing new.

For each game's finished game (the Play again set: every registered game has one), every entry of every
hand: Correct opens the editor under that entry with a way out (Cancel); a keypad in it starts empty
with its done key greyed out (never at 0 ready to store); a Save that is live at once stores the entry as
it was (the editor starts at the stored value, so the game is unchanged); Cancel closes it.
"""

from __future__ import annotations

import pytest

from scorekeeper.rules import game_to_record
from scorekeeper.ui.widgets import Keypad
from tests.shipped import shipped_games

from .app_fixtures import open_app, store_at
from .test_play_again import FINISHED

SAVES = ("edit-save",)  # the editors' own Save (a keypad's done key is checked as a keypad)


def test_every_registered_game_is_corrected_here():
    assert set(FINISHED) == set(shipped_games())


@pytest.mark.parametrize("kind", sorted(FINISHED))
def test_each_entry_opens_its_editor_starting_at_the_stored_value(make_ui, tmp_path, kind):
    game = FINISHED[kind][0]()
    store = store_at(tmp_path)
    game_id = store.create_game(game)
    stored = game_to_record(store.load_game(game_id))
    ui = open_app(make_ui, store, f"/game/{game_id}/hand/1")
    opened = saved = 0
    for hand in game.table.hands:
        ui.go(f"/game/{game_id}/hand/{hand.number}")
        for k in range(1, hand.event_count + 1):
            if ui.find(f"correct-{k}").disabled:
                continue
            ui.click(f"correct-{k}")
            opened += 1
            assert ui.exists("editor") and ui.exists("edit-cancel"), (kind, hand.number, k)
            for keypad in ui.find_all(type=Keypad):
                assert keypad.digits == "" and keypad.done.disabled, (kind, hand.number, k, keypad.key)
            live = [key for key in SAVES if ui.exists(key) and not ui.find(key).disabled]
            if live:
                ui.click(live[0])  # Save at once: the entry as it was
                saved += 1
                assert game_to_record(store.load_game(game_id)) == stored, (kind, hand.number, k)
                ui.go(f"/game/{game_id}/hand/{hand.number}")
            if ui.exists("edit-cancel"):
                ui.click("edit-cancel")
            assert not ui.exists("editor"), (kind, hand.number, k)
    assert opened >= 2, kind
