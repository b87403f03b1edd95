"""Spades' count lines: the tricks toward each contract (a failed Nil's left out), following every tap."""

from __future__ import annotations

from .app_fixtures import new_stored_game, open_app, store_at

PLAYERS = ["Ann", "Bo", "Cy", "Di"]


def bid(ui, *keys):
    for key in keys:
        ui.click(key)


def test_the_running_count_leaves_out_a_failed_nils_tricks_trick_by_trick(make_ui, tmp_path):
    store = store_at(tmp_path)
    ui = open_app(make_ui, store, f"/game/{new_stored_game(store, 'spades', PLAYERS, 'Di')}")
    bid(ui, "bid-4", "bid-0", "bid-4", "bid-3")  # Ann 4, Bo Nil, Cy 4, Di 3
    assert ui.find("running").value == "Ann+Cy 0 of 8 · Bo+Di 0 of 3 (Nil Bo: 0)"
    assert ui.find("prompt").value == "Trick 1 of 13 · Ann leads"
    for winner in ("Ann", "Bo", "Di"):
        ui.click(f"winner-{winner}")
    assert ui.find("running").value == "Ann+Cy 1 of 8 · Bo+Di 1 of 3 (Nil Bo: 1)"


def test_a_table_that_counts_a_failed_nils_tricks_counts_them_in_the_running_count_too(make_ui, tmp_path):
    store = store_at(tmp_path)
    ui = open_app(make_ui, store, f"/game/{new_stored_game(store, 'spades', PLAYERS, 'Di', nil_tricks='count')}")
    bid(ui, "bid-4", "bid-0", "bid-4", "bid-3")
    for winner in ("Bo", "Bo", "Di"):
        ui.click(f"winner-{winner}")
    assert ui.find("running").value == "Ann+Cy 0 of 8 · Bo+Di 3 of 3"


def test_the_count_lines_follow_the_steppers_while_each_players_tricks_are_entered(make_ui, tmp_path):
    store = store_at(tmp_path)
    ui = open_app(make_ui, store, f"/game/{new_stored_game(store, 'spades', PLAYERS, 'Di')}")
    bid(ui, "bid-4", "bid-0", "bid-4", "bid-3")
    ui.click("totals-only")
    assert ui.find("running").value == "Ann+Cy 0 of 8 · Bo+Di 0 of 3 (Nil Bo: 0)"
    for key in ("tricks-Ann-plus", "tricks-Ann-plus", "tricks-Cy-plus", "tricks-Bo-plus", "tricks-Di-plus"):
        ui.click(key)
    assert ui.find("running").value == "Ann+Cy 3 of 8 · Bo+Di 1 of 3 (Nil Bo: 1)"
    assert ui.find("tricks-sum").value == "5 of 13 tricks"
    ui.click("undo")  # the last + comes back, and the count line with it
    assert ui.find("running").value == "Ann+Cy 3 of 8 · Bo+Di 0 of 3 (Nil Bo: 1)"


def test_a_side_that_bid_only_nils_counts_every_trick_it_takes(make_ui, tmp_path):
    store = store_at(tmp_path)
    ui = open_app(make_ui, store, f"/game/{new_stored_game(store, 'spades', PLAYERS, 'Di')}")
    bid(ui, "bid-0", "bid-5", "bid-0", "bid-6")
    ui.click("winner-Cy")
    assert ui.find("running").value == "Ann+Cy bid only Nils: 1 taken · Bo+Di 0 of 11"


def test_the_running_count_is_said_in_hindi_without_calling_the_tricks_made():
    from scorekeeper.games.spades import TrickWon, TricksBid, running_line
    from scorekeeper.i18n.translate import use_language
    from scorekeeper.rules import Game

    game = Game.new("spades", PLAYERS, "Di")
    for event in (TricksBid("Ann", 4), TricksBid("Bo", 0), TricksBid("Cy", 4), TricksBid("Di", 3), TrickWon("Bo")):
        game = game.play(event)
    hand = game.table.current
    with use_language("hi"):
        assert running_line(hand, hand.tricks()) == "Ann+Cy 8 में से 0 · Bo+Di 3 में से 0 (निल Bo: 1)"
