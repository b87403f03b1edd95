"""A full disk while playing: one sentence on screen, the entry not shown as accepted, the app goes on."""

from __future__ import annotations

import errno

from .app_fixtures import disk_store_at, new_stored_game, open_app


def test_a_bid_on_a_full_disk_is_refused_with_a_sentence_and_taken_once_space_is_freed(make_ui, tmp_path,
                                                                                      monkeypatch):
    store = disk_store_at(tmp_path)  # the disk is the point
    game_id = new_stored_game(store, "make-a-million", ["A", "Z", "B", "Y"], "Y")
    ui = open_app(make_ui, store, f"/game/{game_id}")
    assert ui.find("to-call").value == "A to call"

    def no_space(fd: int) -> None:
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr("os.fsync", no_space)
    ui.click("bid-175000")
    assert ui.find("error").value == ("Could not store that entry: the disk is full. Nothing was stored; "
                                      "free space or fix the folder and try again.")
    assert ui.find("to-call").value == "A to call"  # the bid is not shown as accepted
    assert store.load_events(game_id) == []

    monkeypatch.undo()  # space freed
    ui.click("bid-175000")
    assert ui.find("to-call").value == "Z to call"
    assert [e["type"] for e in store.load_events(game_id)] == ["bid"]
    assert not ui.exists("error") or not ui.find("error").value  # the message went with the problem
    ui.assert_no_crash()
