"""Pedro at the table, tapped as a keeper would: both worked examples through the real controls, one tap a call
and one for the points (six by card), Undo in words (a card tapped first), and the points corrected."""

from __future__ import annotations

from scorekeeper.rules import score_report
from tests.conftest import load_example, load_expected

from .app_fixtures import TapCounter, new_stored_game, open_app, store_at


def play_hand(taps: TapCounter, hand: dict) -> None:
    """One hand of a record: each call, trump (optional, not counted), then the points or the six cards."""
    ui = taps.ui
    if "misdeal" in hand:
        ui.click("misdeal")
        ui.click(f"misdeal-{hand['misdeal']}")
        return
    for player, call in hand["auction"]:
        assert ui.find("to-call").value == f"{player} to call"
        taps.click("pass" if call == "pass" else f"bid-{call}")
    if "points" not in hand and "cards" not in hand:
        return
    if hand.get("trump"):
        ui.click("trump")
        ui.click(f"trump-{hand['trump']}")
    if "cards" in hand:
        taps.click("by-card")
        for card in ("high", "low", "jack", "game", "pedro", "left_pedro"):
            taps.click(f"card-{hand['cards'][card]}")
    else:
        taps.click(f"points-{hand['points']['bidder_side']}")


def play_example(make_ui, tmp_path, name: str) -> tuple[object, str, list[int]]:
    record = load_example(name)
    store = store_at(tmp_path)
    game_id = new_stored_game(store, "pedro", record["players"], record["dealer"], **record["rules"])
    ui = open_app(make_ui, store, f"/game/{game_id}")
    taps, per_hand = TapCounter(ui), []
    for number, hand in enumerate(record["hands"], 1):
        if number > 1:
            ui.click("next-hand")
        before = taps.taps
        play_hand(taps, hand)
        per_hand.append(taps.taps - before)
        if number == 1:
            assert ui.find("result").value == "MADE"
    assert score_report(store.load_game(game_id)) == load_expected(name)
    return ui, game_id, per_hand


def test_the_each_side_example_played_through_the_controls_scores_as_expected(make_ui, tmp_path):
    ui, _, per_hand = play_example(make_ui, tmp_path, "pedro-each-side-bidder-goes-out")
    assert per_hand == [5, 5, 11, 5, 5]  # four calls and the points; by card: the switch and six cards
    assert ui.find("winner").value == "Game won: East+West made the bid and went out: 21 (target 21)"


def test_the_difference_example_with_its_thrown_in_hand(make_ui, tmp_path):
    ui, _, per_hand = play_example(make_ui, tmp_path, "pedro-difference-scoring")
    assert per_hand == [5, 4, 5, 5]
    assert ui.find("winner").value == "Game won: Bob+Dan reached 23 (target 21)"


def test_undo_takes_back_a_card_tapped_then_the_last_call_in_words(make_ui, tmp_path):
    store = store_at(tmp_path)
    game_id = new_stored_game(store, "pedro", ["Ann", "Bob", "Cat", "Dan"], "Dan")
    ui = open_app(make_ui, store, f"/game/{game_id}")
    for key in ("bid-7", "pass", "pass", "pass"):
        ui.click(key)
    assert ui.find("points-question").value == "Points Ann+Cat took (of 14)"
    ui.click("by-card")
    ui.click("card-Bob")
    assert ui.find("points-question").value == "Who won Low?"
    ui.click("undo")
    assert ui.find("notice").value == "Took back: High: Bob"
    assert ui.find("points-question").value == "Who won High?"
    ui.click("undo")
    assert ui.find("notice").value == "Undid: Dan passed"
    assert len(store.load_events(game_id)) == 3


def test_the_points_can_be_corrected_and_the_hand_is_scored_again(make_ui, tmp_path):
    from .test_scoreboard import stored_example

    store = store_at(tmp_path)
    game_id = stored_example(store, "pedro-difference-scoring")
    ui = open_app(make_ui, store, f"/game/{game_id}/hand/1")
    assert ui.find("event-5").value == "the bidder's side took 9 points"
    ui.click("correct-5")
    ui.click("edit-points-8")
    assert ui.find("event-5").value == "the bidder's side took 8 points"
    assert ui.find("notice").value == "Corrected the count: 9 → 8"
    assert score_report(store.load_game(game_id))["hands"][0]["scores"]["Bob"] == 2


def test_who_won_a_counting_card_can_be_corrected_and_the_hand_is_scored_again(make_ui, tmp_path):
    from .test_scoreboard import stored_example

    store = store_at(tmp_path)
    game_id = stored_example(store, "pedro-each-side-bidder-goes-out")
    ui = open_app(make_ui, store, f"/game/{game_id}/hand/3")
    assert ui.find("event-6").value == ("High: South · Low: North · Jack: East · Game: North · Pedro: South · "
                                         "Left Pedro: North")
    ui.click("correct-6")
    assert "Who won each counting card?" in ui.texts()
    ui.click("edit-left_pedro-East")  # East+West would reach 25 in hand 3, so the hands after it cannot follow
    assert ui.find("error").value == "the game is over: East+West reached 25 (target 21); no more hands can be played"
    ui.click("edit-pedro-North")  # the Pedro to South's partner: the same side, the same 13 points
    assert ui.find("event-6").value.endswith("Pedro: North · Left Pedro: North")
    assert store.load_game(game_id).table.hands[2].cards["pedro"] == "North"
    assert score_report(store.load_game(game_id)) == load_expected("pedro-each-side-bidder-goes-out")


def test_a_pedro_game_is_set_up_with_its_partners_and_its_settings_explained(make_ui, tmp_path):
    store = store_at(tmp_path)
    ui = open_app(make_ui, store, "/new")
    ui.click("kind-pedro")
    assert ui.exists("count-4") and not ui.exists("count-3")
    for name in ("N", "E", "S", "W"):
        ui.type("new-name", name)
        ui.click("add-name")
    assert ui.find("sides").value == "Partners: N + S against E + W"
    ui.click("house-rules")
    assert ui.find("help-target").value == "Points that win (51; some play to 42, 52 or 62) · default: 51"
    assert ui.find("help-min_bid").value == "The lowest bid (7; 1 by the older rules) · default: 7"
    ui.click("setting-scoring-difference")
    ui.click("dealer-W")
    ui.click("start")
    game = store.load_game(ui.route.split("/")[2])
    assert (game.kind, game.dealer, game.settings["scoring"], game.settings["min_bid"]) == ("pedro", "W", "difference", 7)
    assert ui.find("to-call").value == "N to call"


def test_a_corrected_bid_says_the_bid_it_replaced(make_ui, tmp_path):
    from .test_corrections_ui import keypad
    from .test_scoreboard import stored_example

    store = store_at(tmp_path)
    game_id = stored_example(store, "pedro-difference-scoring")
    ui = open_app(make_ui, store, f"/game/{game_id}/hand/1")
    assert ui.find("event-2").value == "Bob bid 7"
    ui.click("correct-2")
    keypad(ui, "edit-keypad", "8")
    assert ui.find("notice").value == "Corrected Bob's bid: 7 → 8"  # was "Corrected “Bob bid 7” → “Bob bid 8”"
    assert ui.find("event-2").value == "Bob bid 8"
