"""The correction editors for partners, a misdeal, the royals and the discarded Money, tapped as a player would."""

from __future__ import annotations

from scorekeeper.rules import (BidMade, Game, MisdealCalled, MoneyDiscarded, PartnersNamed, Passed, RoyalsShown,
                               TrumpNamed)

from .app_fixtures import open_app, store_at
from .test_scoreboard import stored_example


def test_the_silent_partner_named_at_the_end_of_a_hand_can_be_corrected_and_too_many_are_refused(make_ui, tmp_path):
    store = store_at(tmp_path)
    game_id = stored_example(store, "six-players-silent-partner")
    ui = open_app(make_ui, store, f"/game/{game_id}/hand/1")
    assert ui.find("event-8").value == "Partners: Y"
    ui.click("correct-8")
    assert "Who partnered A?" in ui.texts()
    for p in ("B", "C"):
        ui.click(f"edit-partner-{p}")  # Y, B and C: one too many for six players
    ui.click("edit-save")
    assert "3 partners named but at most 2 can be: the bidder lays 2 cards face up" in ui.find("error").value
    assert store.load_game(game_id).events[7] == PartnersNamed(("Y",))
    ui.click("edit-partner-Y")
    ui.click("edit-partner-C")
    ui.click("edit-save")
    assert ui.find("event-8").value == "Partners: B"
    assert ui.find("notice").value == "Corrected partners: B"
    assert store.load_game(game_id).events[7] == PartnersNamed(("B",))


def test_who_called_a_misdeal_can_be_corrected(make_ui, tmp_path):
    store = store_at(tmp_path)
    game = Game.new("make-a-million", ["Ann", "Bo", "Cy", "Di"], "Di", {}).play(MisdealCalled("Bo"))
    game_id = store.create_game(game)
    ui = open_app(make_ui, store, f"/game/{game_id}/hand/1")
    assert ui.find("result").value == "MISDEAL"
    assert ui.find("event-1").value == "Bo calls a misdeal"
    ui.click("correct-1")
    ui.click("edit-misdeal-Cy")
    assert ui.find("event-1").value == "Cy calls a misdeal"
    assert ui.find("notice").value == "Corrected Cy calls a misdeal"
    assert list(store.load_game(game_id).events) == [MisdealCalled("Cy")]


def test_who_showed_the_royals_in_twenty_nine_can_be_corrected(make_ui, tmp_path):
    store = store_at(tmp_path)
    game_id = stored_example(store, "twenty-nine-royals-against")
    ui = open_app(make_ui, store, f"/game/{game_id}/hand/1")
    assert ui.find("event-6").value == "East shows the royals (King and Queen of trump)"
    ui.click("correct-6")
    assert "Who showed the royals?" in ui.texts()
    ui.click("edit-royals-West")
    assert ui.find("event-6").value == "West shows the royals (King and Queen of trump)"
    assert store.load_game(game_id).events[5] == RoyalsShown("West")


def test_the_discarded_money_can_be_corrected_but_never_to_more_than_three_cards(make_ui, tmp_path):
    store = store_at(tmp_path)
    game = Game.new("make-a-million", ["Ann", "Bo", "Cy", "Di"], "Di", {}).play(BidMade("Ann", 175_000))
    for p in ("Bo", "Cy", "Di"):
        game = game.play(Passed(p))
    game = game.play(MoneyDiscarded((10_000, 5_000))).play(TrumpNamed("red"))
    game_id = store.create_game(game)
    ui = open_app(make_ui, store, f"/game/{game_id}/hand/1")
    assert ui.find("event-5").value == "Money shown and discarded: $10,000, $5,000"
    ui.click("correct-5")
    assert ui.find("edit-discarded").value == "Discarded: $10,000, $5,000"
    ui.click("edit-clear")
    assert ui.find("edit-discarded").value == "Discarded: none"
    for value in (40_000, 30_000, 15_000, 10_000):
        ui.click(f"edit-money-{value}")
    ui.click("edit-save")
    assert "4 cards discarded, but the bidder discards three" in ui.find("error").value
    assert store.load_game(game_id).events[4] == MoneyDiscarded((10_000, 5_000))
    ui.click("edit-clear")
    ui.click("edit-money-30000")
    ui.click("edit-save")
    assert ui.find("event-5").value == "Money shown and discarded: $30,000"
    assert store.load_game(game_id).events[4] == MoneyDiscarded((30_000,))
