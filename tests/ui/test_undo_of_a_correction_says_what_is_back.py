"""Undo of a correction says which value is back, in every registered game.

For each game's finished game (the Play again set), the first choice of an entry's editor that changes the
game is tapped; then Undo must say "Undid the correction of hand N: back to <the entry as it was>", the
entry in the game's own words (never "entry 5"), and Redo "Redid the correction of hand N: <the corrected
entry> again".
"""

from __future__ import annotations

import pytest

from scorekeeper.rules import game_to_record
from scorekeeper.ui.games import panel_for
from scorekeeper.ui.widgets import Keypad
from tests.shipped import shipped_games

from .app_fixtures import open_app, store_at
from .test_play_again import FINISHED


def editor_choices(ui) -> list[str]:
    """The editor's buttons a keeper may tap (not Cancel), then its keypads' amounts (a digit and done, as
    one choice each: "edit-keypad-1+done")."""
    keys, keypads = [], []
    for control in ui.walk():
        key = str(getattr(getattr(control, "key", None), "value", getattr(control, "key", None)) or "")
        if isinstance(control, Keypad) and key.startswith("edit-"):
            keypads.append(key)
        elif key.startswith("edit-") and key != "edit-cancel" and "keypad" not in key and getattr(
                control, "on_click", None) is not None and not getattr(control, "disabled", False):
            keys.append(key)
    return keys + [f"{pad}-{digit}+done" for pad in keypads for digit in "123456789"]


def tap(ui, choice: str) -> None:
    """A button, or a keypad's digit then its done key."""
    if choice.endswith("+done"):
        pad_digit = choice.removesuffix("+done")
        ui.click(pad_digit)
        ui.click(pad_digit.rsplit("-", 1)[0] + "-done")
    else:
        ui.click(choice)


def said_entry(game, index: int, event) -> str:
    return panel_for(game.kind).entry_words(game.with_events(game.events[:index]), event)


def test_every_registered_game_is_undone_here():
    assert set(FINISHED) == set(shipped_games())


@pytest.mark.parametrize("kind", sorted(FINISHED))
def test_undo_and_redo_of_a_correction_say_the_value_that_stands(make_ui, tmp_path, kind):
    game = FINISHED[kind][0]()
    store = store_at(tmp_path)
    game_id = store.create_game(game)
    stored = game_to_record(store.load_game(game_id))
    ui = open_app(make_ui, store, f"/game/{game_id}/hand/1")
    hand = game.table.hands[0]
    for k in range(1, hand.event_count + 1):
        if ui.find(f"correct-{k}").disabled:
            continue
        ui.click(f"correct-{k}")
        tried: set[str] = set()
        while game_to_record(store.load_game(game_id)) == stored:
            if not ui.exists("editor"):  # a refused choice may close nothing; a held one closes the editor
                ui.click(f"correct-{k}")
            fresh = [choice for choice in editor_choices(ui) if choice not in tried]
            if not fresh:
                break
            tried.add(fresh[0])
            tap(ui, fresh[0])
            if fresh[0].endswith("+done") or fresh[0] == "edit-save":
                continue
            if ui.exists("edit-save") and not ui.find("edit-save").disabled:
                ui.click("edit-save")  # a stepper moved: saved
        if game_to_record(store.load_game(game_id)) != stored:
            break
        if ui.exists("edit-cancel"):
            ui.click("edit-cancel")
    else:
        pytest.fail(f"no editor of {kind}'s first hand changed an entry")
    index = hand.first_event + k - 1
    corrected = store.load_game(game_id)
    was = said_entry(game, index, game.events[index])
    now = said_entry(corrected, index, corrected.events[index])
    assert was != now and not was.startswith("entry "), (was, now)
    ui.click("undo")
    assert ui.find("notice").value == f"Undid the correction of hand 1: back to {was}"
    assert game_to_record(store.load_game(game_id)) == stored
    ui.click("redo")
    assert ui.find("notice").value == f"Redid the correction of hand 1: {now} again"
