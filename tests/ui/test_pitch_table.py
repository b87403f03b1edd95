"""Auction Pitch at the table, clicked through as a keeper would: the worked example, every tap counted."""

from __future__ import annotations

from scorekeeper.rules import score_report
from tests.conftest import load_example, load_expected

from .app_fixtures import TapCounter, new_stored_game, open_app, store_at


def play_hand(taps: TapCounter, hand: dict) -> None:
    """One hand of a record through the real controls: each call, all six tricks if taken, then the four points."""
    ui = taps.ui
    for player, call in hand["auction"]:
        assert ui.find("to-call").value == f"{player} to call"
        taps.click("pass" if call == "pass" else f"bid-{call}")
    if hand.get("all_tricks"):
        taps.click("all-tricks")
    if hand.get("trump"):  # optional: not counted among the hand's taps
        ui.click("trump")
        ui.click(f"trump-{hand['trump']}")
    # after all six tricks High and Game are the pitcher's side's by the rules: only Low and the Jack are asked
    asked = ("low", "jack") if hand.get("all_tricks") else ("high", "low", "jack", "game")
    for point in asked:
        owner = hand["points"][point]
        taps.click("point-nobody" if owner is None else f"point-{owner}")


def test_the_four_player_example_played_through_the_controls_scores_as_expected(make_ui, tmp_path):
    record = load_example("pitch-four-players-out-in-points-order")
    store = store_at(tmp_path)
    game_id = new_stored_game(store, "pitch", record["players"], record["dealer"], **record["rules"])
    ui = open_app(make_ui, store, f"/game/{game_id}")
    taps = TapCounter(ui)
    for number, hand in enumerate(record["hands"], 1):
        if number > 1:
            ui.click("next-hand")
        before = taps.taps
        play_hand(taps, hand)
        if number == 1:
            first_hand_taps = taps.taps - before
            assert ui.find("result").value == "SET BACK"
            assert ui.find("verdict").value == "Di set back: took 2 < bid 3 → −3"
    assert first_hand_taps == 8  # four calls, then High, Low, Jack and Game: one tap each
    assert ui.find("winner").value == "Game won: Cy went out first with Low: 7 (target 7)"
    game = store.load_game(game_id)
    assert score_report(game) == load_expected("pitch-four-players-out-in-points-order")
    assert game.table.hands[0].trump == "spades"  # the record's trumps were entered too


def test_the_partners_example_with_a_smudge_played_through_the_controls(make_ui, tmp_path):
    record = load_example("pitch-partners-smudge-bidder-goes-out")
    store = store_at(tmp_path)
    game_id = new_stored_game(store, "pitch", record["players"], record["dealer"], **record["rules"])
    ui = open_app(make_ui, store, f"/game/{game_id}")
    taps = TapCounter(ui)
    for number, hand in enumerate(record["hands"], 1):
        if number > 1:
            ui.click("next-hand")
        play_hand(taps, hand)
        if number == 2:
            assert ui.find("verdict").value == "North+South made the smudge: all four points and all six tricks → +5"
    assert ui.find("winner").value == "Game won: East+West made the bid and went out: 11 (target 11)"
    assert score_report(store.load_game(game_id)) == load_expected("pitch-partners-smudge-bidder-goes-out")


def test_the_dealer_holds_the_bid_and_a_forced_dealer_cannot_pass(make_ui, tmp_path):
    store = store_at(tmp_path)
    game_id = new_stored_game(store, "pitch", ["Ann", "Bob", "Cy", "Di"], "Di")
    ui = open_app(make_ui, store, f"/game/{game_id}")
    ui.click("bid-2")
    ui.click("pass")
    ui.click("pass")
    assert ui.exists("bid-2")  # the dealer may equal Ann's 2
    assert ui.find("to-call").value == "Di to call"
    ui.click("bid-2")
    assert ui.find("point-question").value == "Who took High?"
    assert ui.find("contract").value == "Di pitched 2"
    assert not ui.find("point-nobody").visible  # High always goes to a player
    ui.click("point-Di")
    ui.click("point-Ann")
    assert ui.find("point-question").value == "Who took the Jack of trumps?"
    assert ui.find("point-nobody").content == "Not out"
    ui.click("point-nobody")
    assert ui.find("point-nobody").content == "Tied"
    assert ui.find("points-taken").value == "High: Di · Low: Ann · Jack: nobody (not dealt)"
    ui.click("undo")
    assert ui.find("point-question").value == "Who took the Jack of trumps?"
    ui.click("point-Cy")
    ui.click("point-Di")
    assert ui.find("verdict").value == "Di made it: took 2 ≥ bid 2 → +2 points"
    ui.click("next-hand")
    for _ in range(3):
        ui.click("pass")
    assert ui.find("to-call").value == "Ann to call"
    assert ui.find("pass").disabled  # everyone passed: the dealer must bid


def test_a_pitch_game_is_started_from_the_new_game_screen_with_its_house_rules(make_ui, tmp_path):
    from .test_new_game import seat

    store = store_at(tmp_path)
    ui = open_app(make_ui, store, "/new")
    ui.click("kind-pitch")
    assert [ui.exists(f"count-{n}") for n in range(1, 9)] == [False] + [True] * 6 + [False]
    seat(ui, "Ann", "Bob", "Cy", "Di")
    ui.click("house-rules")
    ui.click("setting-partnership-fixed")
    assert ui.find("sides").value == "Partners: Ann + Cy against Bob + Di"
    ui.click("setting-smudge-five")
    ui.type("setting-target", "7")
    ui.click("dealer-Di")
    ui.click("start")
    game = store.load_game(ui.route.split("/")[2])
    assert (game.kind, game.settings["partnership"], game.settings["smudge"], game.settings["target"]) == (
        "pitch", "fixed", "five", 7)
    assert ui.find("to-call").value == "Ann to call"
    assert ui.exists("bid-5")  # the smudge


def test_the_players_screen_counts_high_low_jack_and_game_each_player_took(make_ui):
    from scorekeeper.rules import game_from_record
    from scorekeeper.store import InMemoryGameStore
    from tests.conftest import load_example

    store = InMemoryGameStore()
    store.create_game(game_from_record(load_example("pitch-four-players-out-in-points-order")))
    bob = store.player_for_name("Bob").id
    ui = open_app(make_ui, store, "/players")
    ui.click(f"player-{bob}")
    shown = {kind: (ui.find(f"stat-{bob}-pitch-{kind}-label").value, ui.find(f"stat-{bob}-pitch-{kind}").value)
             for kind in ("took_high", "took_low", "took_jack", "took_game")}
    assert shown == {"took_high": ("High taken", "1"), "took_low": ("Low taken", "2"), "took_jack": ("Jack taken", "2"),
                     "took_game": ("Game taken", "3")}


def test_after_all_six_tricks_only_low_and_the_jack_are_asked_and_the_jack_is_the_pitchers_or_nobodys(make_ui, tmp_path):
    store = store_at(tmp_path)
    game_id = new_stored_game(store, "pitch", ["Ann", "Bob", "Cy", "Dan"], "Dan", smudge="five")
    ui = open_app(make_ui, store, f"/game/{game_id}")
    for call in ("bid-5", "pass", "pass", "pass"):
        ui.click(call)
    taps = TapCounter(ui)
    taps.click("all-tricks")
    assert ui.find("point-question").value == "Who took Low?"
    assert ui.find("points-taken").value == "High: Ann"
    taps.click("point-Cy")
    assert ui.find("point-question").value == "Who took the Jack of trumps?"
    assert [p for p in ("Ann", "Bob", "Cy", "Dan") if not ui.find(f"point-{p}").disabled] == ["Ann"]
    taps.click("point-Ann")
    assert taps.taps == 3  # all six tricks, Low, Jack: High and Game were not asked
    assert ui.find("result").value == "SET BACK"  # Low went to Cy: the smudge needs all four points
    hand = store.load_game(game_id).table.hands[0]
    assert hand.points == {"high": "Ann", "low": "Cy", "jack": "Ann", "game": "Ann"}
    ui.click("undo")  # the Jack taken back: Game, which followed from it, goes with it
    assert ui.find("point-question").value == "Who took the Jack of trumps?"
