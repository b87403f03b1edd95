"""Bid Whist at the table, tapped as a keeper would: both worked examples through the real controls, 6 to 9 taps
a hand, Undo in words, a bid and the books corrected, and the setup with its settings explained."""

from __future__ import annotations

from scorekeeper.rules import Passed, score_report
from tests.conftest import load_example, load_expected

from .app_fixtures import TapCounter, new_stored_game, open_app, store_at


def play_hand(taps: TapCounter, hand: dict) -> None:
    """One hand of a record: each call (Pass, or the number then the kind), trump or direction (optional, not
    counted), then the books."""
    ui = taps.ui
    if "misdeal" in hand:
        ui.click("misdeal")
        ui.click(f"misdeal-{hand['misdeal']}")
        return
    for _, call in hand["auction"]:
        if call == "pass":
            taps.click("pass")
        else:
            taps.click(f"number-{call[0]}")
            taps.click(f"call-{call[1:]}")
    if "trump" in hand:
        ui.click("trump")
        ui.click(f"trump-{hand['trump']}")
    if "direction" in hand:
        ui.click("direction")
        ui.click(f"direction-{hand['direction']}")
    if "books" in hand:
        taps.click(f"books-{hand['books']['bidder_side']}")


def play_example(make_ui, tmp_path, name: str) -> tuple[list[int], object, object]:
    record = load_example(name)
    store = store_at(tmp_path)
    game_id = new_stored_game(store, "bid-whist", record["players"], record["dealer"], **record.get("rules", {}))
    ui = open_app(make_ui, store, f"/game/{game_id}")
    taps = TapCounter(ui)
    per_hand = []
    for number, hand in enumerate(record["hands"], 1):
        if number > 1:
            ui.click("next-hand")
        before = taps.taps
        play_hand(taps, hand)
        per_hand.append(taps.taps - before)
    return per_hand, ui, store.load_game(game_id)


def test_the_forced_dealer_example_played_through_the_controls_scores_as_expected(make_ui, tmp_path):
    per_hand, ui, game = play_example(make_ui, tmp_path, "bid-whist-no-trump-double-forced-dealer")
    assert per_hand == [7, 7, 6, 6, 6, 8, 6]  # a tap a pass, two a bid, one for the books
    assert all(6 <= n <= 9 for n in per_hand)
    assert ui.find("verdict").value == "East+West bid 4 uptown and took 11 books: made, 11 − 6 = 5"
    assert ui.find("winner").value == "Game won: East+West reached 11 (target 7)"
    assert score_report(game) == load_expected("bid-whist-no-trump-double-forced-dealer")


def test_the_downtown_over_example_with_its_redeal_and_misdeal_scores_as_expected(make_ui, tmp_path):
    per_hand, ui, game = play_example(make_ui, tmp_path, "bid-whist-downtown-over-bid-scoring-lose-at")
    assert per_hand == [7, 4, 7, 6, 0, 8, 7]  # four passes: thrown in; a misdeal is not a hand's taps
    assert score_report(game) == load_expected("bid-whist-downtown-over-bid-scoring-lose-at")


def test_a_refused_bid_is_greyed_and_the_dealer_cannot_pass_after_three_passes(make_ui, tmp_path):
    store = store_at(tmp_path)
    game_id = new_stored_game(store, "bid-whist", ["North", "East", "South", "West"], "West")
    ui = open_app(make_ui, store, f"/game/{game_id}")
    assert ui.find("call-title").value == "Hand 1: North to call"
    assert ui.find("call-U").disabled  # the number of the bid first
    ui.click("number-4")
    ui.click("call-NT")
    assert ui.find("call-title").value == "Hand 1: East to call (the bid to beat: 4 no trump by North)"
    assert ui.find("number-4").disabled and not ui.find("number-5").disabled
    ui.click("pass")
    ui.click("pass")
    ui.click("pass")
    assert ui.find("books-title").value == "Hand 1: how many books did North+South take? (4 no trump: 10 needed)"
    ui.click("undo")
    assert ui.find("notice").value == "Undid: West passed"
    assert store.load_events(game_id)[0] == {"type": "whist_bid", "player": "North", "books": 4, "kind": "NT"}


def test_undo_back_into_the_auction_has_no_number_chosen(make_ui, tmp_path):
    """The dealer's bid undone: the auction is back with no number ticked, not the one tapped for the undone bid."""
    store = store_at(tmp_path)
    game_id = new_stored_game(store, "bid-whist", ["North", "East", "South", "West"], "West")
    ui = open_app(make_ui, store, f"/game/{game_id}")
    for _ in range(3):
        ui.click("pass")
    ui.click("number-4")
    assert ui.find("call-question").value == "4: uptown, downtown or no trump?"
    ui.click("call-U")
    assert ui.find("books-title").value == "Hand 1: how many books did East+West take? (4 uptown: 10 needed)"
    ui.click("undo")
    assert ui.find("call-question").value == "Tap Pass, or the number of a bid"
    assert ui.find("call-U").disabled
    assert ui.find("pass").disabled  # everyone else passed: the dealer must bid
    ui.click("number-5")
    assert ui.find("call-question").value == "5: uptown, downtown or no trump?"
    ui.click("call-D")
    assert ui.find("books-title").value == "Hand 1: how many books did East+West take? (5 downtown: 11 needed)"


def test_a_bid_and_the_books_are_corrected_and_the_game_is_scored_again(make_ui, tmp_path):
    from .test_scoreboard import stored_example

    store = store_at(tmp_path)
    game_id = stored_example(store, "bid-whist-no-trump-double-forced-dealer")
    ui = open_app(make_ui, store, f"/game/{game_id}/hand/1")
    assert ui.find("event-2").value == "East bid 4 downtown"
    ui.click("correct-2")
    assert (ui.find("edit-number-2").disabled, ui.find("edit-number-2").tooltip) == (
        True, "hand 1, call 2: East bid 2D but the lowest bid is 3")  # greyed before the tap
    ui.click("edit-kind-NT")
    assert "4NT is a no-trump bid: no trump suit is named" in ui.find("error").value  # trump clubs follows
    ui.click("edit-kind-U")
    assert ui.find("event-2").value == "East bid 4 uptown"
    assert score_report(store.load_game(game_id))["hands"][0]["scores"]["East"] == 4
    ui = open_app(make_ui, store, f"/game/{game_id}/hand/7")
    ui.click("correct-6")  # the last hand's books: its sixth entry
    ui.click("edit-books-12")
    assert ui.find("event-6").value == "The bidding side took 12 books"
    assert ui.find("notice").value == "Corrected the count: 11 → 12"  # what it was, on one line
    assert score_report(store.load_game(game_id))["totals"]["East"] == 12


def test_a_game_of_bid_whist_is_set_up_for_four_with_its_settings_explained(make_ui, tmp_path):
    store = store_at(tmp_path)
    ui = open_app(make_ui, store, "/new")
    ui.click("kind-bid-whist")
    for name in ("Ann", "Bob", "Cat", "Dan"):
        ui.type("new-name", name)
        ui.click("add-name")
    ui.click("house-rules")
    assert "The dealer may take the bid by matching it" in ui.find("help-dealer_match").value
    ui.type("setting-lose_at", "")
    ui.click("dealer-Dan")
    ui.click("start")
    [game_id] = [g.id for g in store.list_games()]
    assert store.load_game(game_id).settings["lose_at"] is None


def test_the_calls_of_a_hand_are_numbered_in_turn_bids_and_passes_alike(make_ui, tmp_path):
    """A bid is a call as a pass is: the corrections screen numbered the passes 'call 1, 2, 3' and the bid between
    them 'entry 2' (found correcting a Bid Whist hand in Hindi at 412 x 915)."""
    from .test_scoreboard import stored_example

    store = store_at(tmp_path)
    game_id = stored_example(store, "bid-whist-no-trump-double-forced-dealer")
    ui = open_app(make_ui, store, f"/game/{game_id}/hand/1")
    assert [ui.find(f"correct-{k}").content for k in range(1, 5)] == [
        "Correct call 1", "Correct call 2", "Correct call 3", "Correct call 4"]


def one_hand_played(make_ui, tmp_path, auction: list) -> tuple[object, object, str]:
    """A new game (dealer West) with one hand tapped in: ``auction``, then the bidding side's 10 books."""
    store = store_at(tmp_path)
    game_id = new_stored_game(store, "bid-whist", ["North", "East", "South", "West"], "West")
    ui = open_app(make_ui, store, f"/game/{game_id}")
    play_hand(TapCounter(ui), {"auction": auction, "books": {"bidder_side": 10}})
    return ui, store, game_id


def test_a_pass_corrected_to_a_bid_scores_the_hand_again_and_undo_says_the_pass(make_ui, tmp_path):
    """A pass's Correct was greyed: a keeper who put down a pass where the player bid could only delete it (found
    playing Bid Whist at 412 x 915).  Its number, then its kind, save the bid."""
    ui, store, game_id = one_hand_played(make_ui, tmp_path, [["North", "4U"], ["East", "pass"], ["South", "pass"],
                                                             ["West", "pass"]])
    assert score_report(store.load_game(game_id))["totals"] == {"North": 4, "East": 0, "South": 4, "West": 0}
    ui = open_app(make_ui, store, f"/game/{game_id}/hand/1")
    assert not ui.find("correct-2").disabled
    ui.click("correct-2")
    assert ui.find("edit-title").value == "East's call"
    assert not ui.exists("edit-kind-D")  # no number chosen: the kinds wait for it
    ui.click("edit-number-5")
    assert ui.find("edit-number-5").content == "✓ 5"
    ui.click("edit-kind-D")
    assert ui.find("event-2").value == "East bid 5 downtown"
    assert ui.find("notice").value == "Corrected “East passed” → “East bid 5 downtown”"
    report = score_report(store.load_game(game_id))  # East+West bid 5 and took 10 of the 11 needed: set, −5
    assert report["totals"] == {"North": 0, "East": -5, "South": 0, "West": -5}
    ui.click("undo")
    assert ui.find("notice").value == "Undid the correction of hand 1: back to East passed"
    assert score_report(store.load_game(game_id))["totals"] == {"North": 4, "East": 0, "South": 4, "West": 0}


def test_a_bid_corrected_to_a_pass_leaves_the_bid_before_it_standing(make_ui, tmp_path):
    ui, store, game_id = one_hand_played(make_ui, tmp_path, [["North", "3U"], ["East", "4D"], ["South", "pass"],
                                                             ["West", "pass"]])
    assert score_report(store.load_game(game_id))["totals"] == {"North": 0, "East": 4, "South": 0, "West": 4}
    ui = open_app(make_ui, store, f"/game/{game_id}/hand/1")
    ui.click("correct-2")
    ui.click("edit-call-pass")
    assert ui.find("event-2").value == "East passed"
    assert score_report(store.load_game(game_id))["totals"] == {"North": 4, "East": 0, "South": 4, "West": 0}


def test_a_refused_call_says_why_and_changes_nothing(make_ui, tmp_path):
    ui, store, game_id = one_hand_played(make_ui, tmp_path, [["North", "4U"], ["East", "5D"], ["South", "pass"],
                                                             ["West", "pass"]])
    ui = open_app(make_ui, store, f"/game/{game_id}/hand/1")
    ui.click("correct-3")  # South's pass made a bid: a number no kind of which beats East's 5 downtown is greyed
    assert [n for n in range(1, 8) if ui.find(f"edit-number-{n}").disabled] == [1, 2, 3, 4]
    ui.click("edit-number-5")
    assert (ui.find("edit-kind-D").disabled, ui.find("edit-kind-D").tooltip) == (
        True, "hand 1, call 3: South bid 5D but the bid to beat is 5D")
    assert [k for k in ("U", "NT") if not ui.find(f"edit-kind-{k}").disabled] == ["NT"]  # only 5 no trump beats it
    assert store.load_game(game_id).events[2] == Passed("South")  # nothing tapped that the rules refuse
    ui.click("edit-cancel")
    ui.click("correct-1")  # North's bid raised above the bid after it: East's 5 downtown no longer follows
    ui.click("edit-number-6")
    assert "East bid 5D but the bid to beat is 6U" in ui.find("error").value
    assert [ui.find(f"event-{k}").value for k in (1, 2, 3)] == ["North bid 4 uptown", "East bid 5 downtown",
                                                                 "South passed"]
    assert score_report(store.load_game(game_id))["totals"] == {"North": 0, "East": -5, "South": 0, "West": -5}
