"""Undo takes back the keeper's last action, whole, from any screen, and Redo brings it back.

The case a new user found: with hand 3 under way, correct trick 2 of hand 1 on the hand screen, then
tap Undo.  The correction must go, the entry already made in hand 3 must stay, and the banner must
say what was taken back.
"""

from __future__ import annotations

from scorekeeper.rules import event_from_dict, game_to_record
from scorekeeper.service import Scorekeeper

from .app_fixtures import disk_store_at, new_stored_game, open_app, store_at
from .test_scoreboard import dollars_game


def exported(store, game_id):
    return game_to_record(store.load_game(game_id))


def test_undo_after_a_correction_takes_back_the_correction_and_keeps_the_entry_made_in_hand_three(make_ui, tmp_path):
    store = store_at(tmp_path)
    game_id = dollars_game(store)
    ui = open_app(make_ui, store, f"/game/{game_id}")
    ui.click("next-hand")
    ui.click("pass")  # hand 3's first call: the entry the bad Undo used to delete
    before_correction = exported(store, game_id)
    assert len(before_correction["hands"]) == 3

    ui.click("scores")
    ui.click("hand-1")
    ui.click("correct-11")
    ui.click("edit-winner-A")
    assert ui.find("event-11").value == "Trick 2: A took $40,000 + $40,000 + $40,000 = $120,000"
    after_correction = exported(store, game_id)

    ui.click("undo")
    assert ui.find("notice").value == "Undid the correction of hand 1: back to trick 2, Y took $120,000"
    assert ui.find("event-11").value == "Trick 2: Y took $40,000 + $40,000 + $40,000 = $120,000"
    assert exported(store, game_id) == before_correction  # hand 3's call is still there

    ui.click("redo")
    assert ui.find("notice").value == "Redid the correction of hand 1: trick 2, A took $120,000 again"
    assert ui.find("event-11").value == "Trick 2: A took $40,000 + $40,000 + $40,000 = $120,000"
    assert exported(store, game_id) == after_correction
    assert ui.find("redo").disabled


def test_a_second_undo_takes_back_the_action_before_the_correction(make_ui, tmp_path):
    store = store_at(tmp_path)
    game_id = dollars_game(store)
    ui = open_app(make_ui, store, f"/game/{game_id}")
    ui.click("next-hand")
    at_hand_three = exported(store, game_id)
    ui.click("pass")
    ui.go(f"/game/{game_id}/hand/1")
    ui.click("correct-11")
    ui.click("edit-winner-A")

    ui.click("undo")
    ui.click("undo")
    assert ui.find("notice").value == "Undid: B passed"
    assert exported(store, game_id) == at_hand_three
    ui.click("redo")
    assert ui.find("notice").value == "Redid: B passed"
    ui.click("redo")
    assert ui.find("event-11").value == "Trick 2: A took $40,000 + $40,000 + $40,000 = $120,000"
    assert len(exported(store, game_id)["hands"][2]["auction"]) == 1


def test_undo_on_a_finished_game_takes_back_the_last_entry_and_says_the_game_is_open_again(make_ui, tmp_path):
    store = store_at(tmp_path)
    game_id = dollars_game(store, target=300000)  # hand 2's count ends the game: A+B reach $340,000
    assert store.load_game(game_id).table.finished
    ui = open_app(make_ui, store, f"/game/{game_id}/scores")

    ui.click("undo")
    assert ui.find("notice").value.endswith(". The game is open again.")
    assert not store.load_game(game_id).table.finished
    ui.click("redo")
    assert store.load_game(game_id).table.finished
    assert ui.find("notice").value.endswith(". The game is over again.")


def test_a_new_entry_after_undo_leaves_nothing_to_redo(make_ui, tmp_path):
    store = store_at(tmp_path)
    game_id = dollars_game(store)
    ui = open_app(make_ui, store, f"/game/{game_id}")
    ui.click("next-hand")
    ui.click("pass")
    ui.click("undo")
    assert not ui.find("redo").disabled
    ui.click("pass")
    assert ui.find("redo").disabled


def test_undo_with_a_changed_history_line_says_so_and_stores_no_value_nobody_entered(make_ui, tmp_path):
    """The attacker's case: Euchre hand 1 corrected from 3 to 5 tricks, then the 3 in the history made a 2.
    Undo used to store hand 1 as 2 tricks and say "Undid: … the makers' 2 tricks"."""
    store = disk_store_at(tmp_path)
    game_id = new_stored_game(store, "euchre", ["North", "East", "South", "West"], "West")
    service = Scorekeeper(store)
    game = service.open_game(game_id)
    for entry in ({"type": "euchre_trump", "maker": "North", "trump": "hearts", "round": 1, "alone": []},
                  {"type": "counts", "bidder_side": 3, "other_side": None}):
        game = service.play(game_id, game, event_from_dict(entry))
    five = event_from_dict({"type": "counts", "bidder_side": 5, "other_side": None})
    service.correct(game_id, game, lambda g: g.replace(1, five))
    history = tmp_path / "data" / "games" / f"{game_id}.history"
    history.write_bytes(history.read_bytes().replace(b'"removed":[{"bidder_side":3', b'"removed":[{"bidder_side":2'))
    before = exported(store, game_id)

    ui = open_app(make_ui, store, f"/game/{game_id}")
    ui.click("undo")
    assert ui.find("error").value == (
        "Undo cannot take that back: line 1 of this game's record of changes is not as it was written. Undo never "
        "guesses, so nothing was changed; correct an entry from its hand instead.")
    assert exported(store, game_id) == before
    assert before["hands"][0]["tricks"] == {"makers": 5}
    ui.assert_no_crash()
