"""Bid Euchre at the table, tapped as a keeper would: both worked examples through the real controls with every
tap counted (6 to 9 a hand), the stuck dealer's Pass greyed, the moon's partner without a button, Undo and a
correction said in words, and the new-game screen."""

from __future__ import annotations

import pytest

from scorekeeper.rules import BidMade, Game, HandCounted, Passed, TrumpNamed, score_report
from tests.conftest import load_example, load_expected

from .app_fixtures import TapCounter, new_stored_game, open_app, store_at
from .test_scoreboard import stored_example

EXAMPLES = ["bid-euchre-stuck-dealer-moon", "bid-euchre-failed-moon-win-by-set"]


def play_hand(taps: TapCounter, hand: dict) -> None:
    """One hand of a record: each call, trump (one tap to open, one to choose), then the tricks."""
    ui = taps.ui
    for player, call in hand["auction"]:
        assert ui.find("to-call").value == f"{player} to call"
        taps.click("pass" if call == "pass" else f"bid-{7 if call == 'moon' else call}")
    if hand.get("trump"):
        taps.click("trump")
        taps.click(f"trump-{hand['trump']}")
    tricks = hand.get("tricks")
    if isinstance(tricks, dict):
        taps.click(f"took-{tricks['bidder_side']}")
    elif tricks:
        for winner in tricks:
            taps.click(f"winner-{winner}")


@pytest.mark.parametrize("name", EXAMPLES)
def test_the_worked_examples_played_through_the_controls_score_as_expected(make_ui, tmp_path, name):
    record = load_example(name)
    store = store_at(tmp_path)
    game_id = new_stored_game(store, "bid-euchre", record["players"], record["dealer"], **record["rules"])
    ui = open_app(make_ui, store, f"/game/{game_id}")
    taps, counts = TapCounter(ui), []
    for number, hand in enumerate(record["hands"], 1):
        if number > 1:
            ui.click("next-hand")
        before = taps.taps
        play_hand(taps, hand)
        counts.append(taps.taps - before)
    assert score_report(store.load_game(game_id)) == load_expected(name)
    if name == EXAMPLES[0]:
        assert counts == [7, 7, 12, 7, 7]  # four calls, trump 2, the count 1; the moon trick by trick
        assert ui.find("winner").value == "Game won: East+West made the bid and reached 15 (target 15)"
    else:
        assert counts == [5, 4, 12, 5, 5, 5]
        assert ui.find("winner").value == "Game won: Ann+Cat set the bidders and reached 15 (target 10)"
    assert all(c <= 9 for c in counts if c != 12)  # a typical hand: 6 to 9 (a moon tapped trick by trick: more)


def test_a_stuck_dealer_cannot_pass_and_a_moon_shows_who_sits_out(make_ui, tmp_path):
    store = store_at(tmp_path)
    game_id = new_stored_game(store, "bid-euchre", ["Ann", "Bob", "Cat", "Dan"], "Dan")
    ui = open_app(make_ui, store, f"/game/{game_id}")
    assert ui.find("bid-7").content == "moon"
    for key in ("pass", "pass", "pass"):
        ui.click(key)
    assert ui.find("pass").disabled  # Dan is stuck
    assert ui.find("bid-7").content == "moon"
    ui.click("bid-7")
    assert ui.find("contract").value == "Dan bid moon; Bob sits out"
    assert not ui.find("winner-Bob").visible and ui.find("winner-Ann").visible
    ui.click("took-5")
    assert ui.find("verdict").value == "Bob+Dan shot the moon and took 5: −12; Ann+Cat +1"
    ui.click("undo")
    assert ui.find("notice").value == "Undid: The bidding side took 5 tricks"
    ui.click("took-6")
    assert score_report(store.load_game(game_id))["totals"] == {"Ann": 0, "Bob": 12, "Cat": 0, "Dan": 12}


def test_the_count_can_be_corrected_and_the_hand_is_scored_again(make_ui, tmp_path):
    store = store_at(tmp_path)
    game_id = stored_example(store, EXAMPLES[0])
    ui = open_app(make_ui, store, f"/game/{game_id}/hand/1")
    ui.click("correct-6")
    ui.click("edit-took-3")
    assert ui.find("event-6").value == "The bidding side took 3 tricks"  # a sentence, as every other line
    assert ui.find("notice").value == "Corrected the count: 5 → 3; the game is no longer over: play goes on from here"
    game = store.load_game(game_id)
    assert game.events[5] == HandCounted(3)
    assert score_report(game)["hands"][0]["scores"] == {"North": 3, "East": -4, "South": 3, "West": -4}


def test_a_bid_euchre_game_is_started_from_the_new_game_screen(make_ui, tmp_path):
    from .test_new_game import seat

    store = store_at(tmp_path)
    ui = open_app(make_ui, store, "/new")
    ui.click("kind-bid-euchre")
    assert [ui.exists(f"count-{n}") for n in range(2, 7)] == [False, False, True, False, False]
    seat(ui, "Ann", "Bob", "Cat", "Dan")
    ui.click("house-rules")
    assert ui.find("help-moon").value == ("What a moon (the bidder alone for all six tricks) is worth, won or lost; "
                                          "empty: not played · default: 12")
    ui.click("setting-moon-None")
    ui.click("setting-win_by-any")
    ui.click("dealer-Dan")
    ui.click("start")
    game = store.load_game(ui.route.split("/")[2])
    assert (game.kind, game.settings) == ("bid-euchre", {"min_bid": 3, "all_pass": "dealer_takes", "moon": None,
                                                         "target": 32, "win_by": "any"})
    assert not ui.exists("bid-7")  # no moon: six is the top bid


def test_a_call_is_corrected_with_one_tap_the_bids_the_rules_refuse_there_greyed(make_ui, tmp_path):
    from scorekeeper.rules import BidMade

    store = store_at(tmp_path)
    game_id = stored_example(store, EXAMPLES[0])
    ui = open_app(make_ui, store, f"/game/{game_id}/hand/1")
    ui.click("correct-2")  # East's 4, over North's 3
    assert ui.find("edit-call-7").content == "moon"
    assert [ui.find(f"edit-call-{a}").disabled for a in (3, 4, 5, 6, 7)] == [True, False, False, False, False]
    ui.click("edit-call-7")
    assert ui.find("notice").value == ("Corrected East's bid: 4 → moon; the game is no longer over: play goes on "
                                       "from here")  # the bid it replaced, in words
    game = store.load_game(game_id)
    assert game.events[1] == BidMade("East", 7)
    assert score_report(game)["hands"][0]["scores"] == {"North": 1, "East": -12, "South": 1, "West": -12}


def test_a_moon_is_said_as_the_moon_on_the_scoreboard_and_the_hands_screen(make_ui, tmp_path):
    """The moon is stored as bid 7: the scoreboard's line and the hand's screen said 'Bob bid 7', a bid no player
    made (found correcting a call to the moon at 412 x 915); they say 'moon' as the table does."""
    store = store_at(tmp_path)
    game = Game.new("bid-euchre", ["Ann", "Bob", "Cat", "Dan"], "Dan")
    for event in (Passed("Ann"), BidMade("Bob", 7), Passed("Cat"), Passed("Dan"), TrumpNamed("hearts"), HandCounted(5)):
        game = game.play(event)
    game_id = store.create_game(game)
    ui = open_app(make_ui, store, f"/game/{game_id}/scores")
    assert ui.find("hand-1-contract").value == "Bob bid moon; trump Hearts"
    ui = open_app(make_ui, store, f"/game/{game_id}/hand/1")
    assert ui.find("contract").value == "Dan deals · Bob bid moon; trump Hearts"
    # the trump's own line in the corrections list starts with a capital, as every other line there
    assert [ui.find(f"event-{k}").value for k in (2, 5)] == ["Bob bid moon", "Trump: Hearts"]
