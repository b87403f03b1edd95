"""Twenty-eight at the table, clicked through as a keeper would: the worked examples, every tap counted."""

from __future__ import annotations

import pytest

from scorekeeper.rules import score_report
from tests.conftest import load_example, load_expected

from .app_fixtures import TapCounter, new_stored_game, open_app, store_at


def play_hand(taps: TapCounter, hand: dict) -> None:
    """One hand of a record through the real controls."""
    ui = taps.ui
    if "misdeal" in hand:
        taps.click("misdeal")
        taps.click(f"misdeal-{hand['misdeal']}")
        return
    for player, call in hand["auction"]:
        assert ui.find("to-call").value == f"{player} to call"
        if call == "pass":
            taps.click("pass")
        elif ui.exists(f"bid-{call}"):
            taps.click(f"bid-{call}")
        else:
            taps.click("bid-other")
            taps.keypad("bid-keypad", str(call))
    if "auction" in hand and len(hand) == 1 and not ui.exists("trick-title"):
        return
    if "trump" in hand:
        taps.click("trump")
        taps.click(f"trump-{hand['trump']}")
    for key in ("double", "redouble"):
        if key in hand:
            taps.click(key)
            taps.click(f"{key}-{hand[key]}")
    if "counts" in hand:
        if "pair" in hand:
            taps.click("pair")
            taps.click(f"pair-{hand['pair']}")
        taps.click("totals-only")
        taps.keypad("count-keypad", str(hand["counts"]["bidder_side"]))
        return
    for number, trick in enumerate(hand.get("tricks", []), 1):
        if number < 8:
            taps.click("points-other")
            taps.keypad("points-keypad", str(trick["points"]))
        taps.click(f"winner-{trick['winner']}")
        if number == 6 and "pair" in hand:
            taps.click("pair")
            taps.click(f"pair-{hand['pair']}")


def play_example(make_ui, tmp_path, name: str):
    record = load_example(name)
    store = store_at(tmp_path)
    game_id = new_stored_game(store, "twenty-eight", record["players"], record["dealer"], **record.get("rules", {}))
    ui = open_app(make_ui, store, f"/game/{game_id}")
    taps, per_hand = TapCounter(ui), []
    for number, hand in enumerate(record["hands"], 1):
        if number > 1:
            ui.click("next-hand")
        before = taps.taps
        play_hand(taps, hand)
        per_hand.append(taps.taps - before)
    return ui, store, game_id, per_hand


@pytest.mark.long
def test_the_pair_example_played_through_the_controls_scores_as_expected(make_ui, tmp_path):
    ui, store, game_id, per_hand = play_example(make_ui, tmp_path, "twenty-eight-pair-rebid-and-partner-20")
    assert score_report(store.load_game(game_id)) == load_expected("twenty-eight-pair-rebid-and-partner-20")
    # Hand 3, a typical hand: Asha's 14 and three passes, then the total on its keypad (1 and 5, Save).
    assert per_hand[2] == 8
    assert ui.find("to-call").value == "Dev to call"  # hand 7 is still in its auction: Ben 14, Asha 15
    assert ui.find("sixes-Asha+Chitra").value == "0 game points"
    assert ui.find("sixes-Ben+Dev").value == "+1 game point"


def test_the_kerala_example_with_a_double_and_a_redouble_played_through_the_controls(make_ui, tmp_path):
    ui, store, game_id, _ = play_example(make_ui, tmp_path, "twenty-eight-kerala-double-redouble")
    assert score_report(store.load_game(game_id)) == load_expected("twenty-eight-kerala-double-redouble")
    assert ui.find("verdict").value == "North+South made it: 16 ≥ target 15 → 1 × 4 = +4 game points"
    assert ui.find("winner").value == "Game won: North+South reached +8 game points (target 6)"


def test_the_first_speaker_cannot_pass_and_a_bid_over_a_partner_starts_at_20(make_ui, tmp_path):
    store = store_at(tmp_path)
    game_id = new_stored_game(store, "twenty-eight", ["A", "B", "C", "D"], "D")
    ui = open_app(make_ui, store, f"/game/{game_id}")
    assert ui.find("to-call").value == "C to call"
    assert ui.find("pass").disabled
    ui.click("bid-14")
    ui.click("pass")
    assert ui.find("to-call").value == "A to call"
    assert ui.find("bid-15").disabled and not ui.find("bid-20").disabled  # over a partner at 20: the grid keeps 15 greyed
    ui.click("bid-20")
    for _ in range(3):
        ui.click("pass")
    assert ui.find("contract").value == "A bid 20, trump not named · target 20 · ×1"
    assert ui.find("trick-title").value == "Trick 1 of 8"
    ui.click("card-J")
    ui.click("card-9")
    assert ui.find("trick-value").value == "Worth 5: J 3 + 9 2"
    assert ui.find("card-J").content == "J (3)"  # the counting cards still out in the hand
    ui.click("winner-B")
    assert ui.find("running").value == "A+C 0 · B+D 5 · needs 20 more"
    assert ui.find("trick-1").value == "1. B: 5 (J 9)"
    ui.click("undo")  # the trick comes back as the cards tapped for it
    assert ui.find("trick-value").value == "Worth 5: J 3 + 9 2"


def test_a_twenty_eight_game_is_started_anticlockwise_by_default_or_clockwise(make_ui, tmp_path):
    from .test_new_game import seat

    store = store_at(tmp_path)
    ui = open_app(make_ui, store, "/new")
    ui.click("kind-twenty-eight")
    assert ui.exists("count-4") and not ui.exists("count-5")
    seat(ui, "N", "E", "S", "W")
    assert ui.find("sides").value == "Partners: N + S against E + W"
    ui.click("house-rules")
    ui.toggle("setting-doubling")
    ui.type("setting-max_hands", "8")
    ui.click("dealer-W")
    assert ui.find("dealer-line").value == "W deals; S, on the dealer's right, calls first"
    ui.click("setting-direction-clockwise")
    assert ui.find("dealer-line").value == "W deals; N, on the dealer's left, calls first"
    ui.click("setting-direction-anticlockwise")
    ui.click("start")
    game = store.load_game(ui.route.split("/")[2])
    assert (game.kind, game.settings["doubling"], game.settings["max_hands"]) == ("twenty-eight", True, 8)
    assert ui.find("to-call").value == "S to call"  # the dealer's right


def test_the_pair_is_asked_in_a_dialog_that_says_what_it_asks_and_closes_once_it_is_stored(make_ui, tmp_path):
    store = store_at(tmp_path)
    game_id = new_stored_game(store, "twenty-eight", ["A", "B", "C", "D"], "D")
    ui = open_app(make_ui, store, f"/game/{game_id}")
    for call in ("bid-16", "pass", "pass", "pass"):
        ui.click(call)
    assert ui.dialog() is None
    ui.click("pair")
    assert ui.dialog() is not None and ui.find("pair-question").value == "Who showed the pair?"
    ui.click("pair-cancel")
    assert ui.dialog() is None
    ui.click("pair")
    ui.click("pair-B")
    assert ui.dialog() is None
    assert store.load_game(game_id).table.current.pair == "B"
