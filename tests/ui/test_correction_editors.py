"""The correction editors for partners, a misdeal, the royals and the discarded Money, tapped as a player would."""

from __future__ import annotations

from scorekeeper.rules import BidMade, Game, Passed, TrumpNamed
from scorekeeper.games.make_a_million import MisdealCalled, MoneyDiscarded, PartnersNamed
from scorekeeper.games.twenty_nine import RoyalsShown

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
    assert ui.find("notice").value == "Corrected “Partners: Y” → “Partners: B”"
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
    assert ui.find("notice").value == "Corrected who called the misdeal: Bo → Cy"
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


# -- at the table: the partners named last, the three-card discard ------------------------------------------
def test_at_the_end_of_a_silent_hand_the_table_asks_for_the_partners_and_naming_them_scores_the_hand(
        make_ui, tmp_path):
    from scorekeeper.rules import game_from_record
    from tests.conftest import load_example

    store = store_at(tmp_path)
    example = game_from_record(load_example("six-players-silent-partner"))
    counted_first = list(example.events[:7]) + [example.events[8]]  # the counts in, the partner not yet named
    game = Game.new(example.kind, example.players, example.dealer, example.settings).with_events(counted_first)
    game_id = store.create_game(game)
    ui = open_app(make_ui, store, f"/game/{game_id}")
    assert ui.find("partners-help").value.startswith("Who partnered A?")
    assert not ui.exists("partner-A")  # the bidder is not offered as a partner
    ui.click("partner-Y")
    ui.click("partners-confirm")
    assert store.load_game(game_id).events[-1] == PartnersNamed(("Y",))
    assert store.load_game(game_id).table.hands[0].complete


def test_the_bidder_discards_at_most_three_money_cards_at_the_table(make_ui, tmp_path):
    store = store_at(tmp_path)
    game = Game.new("make-a-million", ["Ann", "Bo", "Cy", "Di"], "Di", {}).play(BidMade("Ann", 175_000))
    for p in ("Bo", "Cy", "Di"):
        game = game.play(Passed(p))
    game_id = store.create_game(game)
    ui = open_app(make_ui, store, f"/game/{game_id}")
    for value in (40_000, 30_000, 15_000):
        ui.click(f"discard-{value}")
    ui.click("discard-10000")
    assert ui.find("error").value == "The bidder discards three cards: no more than three Money cards"
    assert ui.find("discarded").value == "Money shown and discarded: $40,000, $30,000, $15,000"
    ui.click("trump-red")
    assert list(store.load_game(game_id).events[4:]) == [MoneyDiscarded((40_000, 30_000, 15_000)), TrumpNamed("red")]
