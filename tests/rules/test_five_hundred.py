"""Five Hundred (docs/rules.md section 8): the Avondale table, the ranking, both biddings, misère, slam, both
ways to win and the losing score, with literal figures and every refusal as a player reads it."""

from __future__ import annotations

from typing import Any

import pytest

from scorekeeper.games.five_hundred import BIDS, ContractBid, TrickWon, bid_value
from scorekeeper.rules import Game, HandCounted, Passed, RuleError, game_from_record, score_report

PLAYERS = ["North", "East", "South", "West"]  # West deals: North calls first


def record(hands: list[Any], **rules: Any) -> dict[str, Any]:
    return {"format": "scorekeeper-game/1", "game": "five-hundred", "rules": rules, "players": PLAYERS,
            "dealer": "West", "hands": hands}


def refusal(hands: list[Any], **rules: Any) -> str:
    with pytest.raises(RuleError) as err:
        game_from_record(record(hands, **rules))
    return str(err.value)


def won(bid: str, by: str = "North", first: str = "North") -> list[list[str]]:
    """``by`` bids ``bid`` and the other three pass (``first`` calls first: left of the dealer)."""
    start = PLAYERS.index(first)
    order = PLAYERS[start:] + PLAYERS[:start]
    before = order[:order.index(by)]
    return [[p, "pass"] for p in before] + [[by, bid]] + [[p, "pass"] for p in order[order.index(by) + 1:]]


def hand(bid: str, tricks: Any, by: str = "North", first: str = "North") -> dict[str, Any]:
    return {"auction": won(bid, by, first), "tricks": tricks}


def first(h: dict[str, Any], **rules: Any) -> dict[str, Any]:
    return score_report(game_from_record(record([h], **rules)))["hands"][0]


def game(**rules: Any) -> Game:
    return Game.new("five-hundred", PLAYERS, "West", rules)


# -- the table of bids -------------------------------------------------------------------------------
def test_the_avondale_table():
    assert [bid_value(f"{n}{s}") for n in (6, 10) for s in ("S", "C", "D", "H", "NT")] == [
        40, 60, 80, 100, 120, 440, 460, 480, 500, 520]
    assert (bid_value("7H"), bid_value("8S"), bid_value("misere"), bid_value("open_misere")) == (200, 240, 250, 500)


def test_misere_ranks_between_7nt_and_8s_and_open_misere_between_10d_and_10h():
    assert BIDS[9:12] == ("7NT", "misere", "8S")
    assert BIDS[-4:] == ("10D", "open_misere", "10H", "10NT")
    assert len(BIDS) == 27


# -- scoring ------------------------------------------------------------------------------------------
def test_made_scores_the_value_and_the_opponents_10_a_trick_nothing_for_overtricks():
    h = first(hand("7H", {"bidder_side": 8}))
    assert (h["bid_value"], h["made"], h["slam"]) == (200, True, False)
    assert h["scores"] == {"North": 200, "East": 20, "South": 200, "West": 20}


def test_failed_loses_the_value_and_the_opponents_still_score_their_tricks():
    h = first(hand("8S", {"bidder_side": 7, "other_side": 3}))
    assert (h["made"], h["scores"]) == (False, {"North": -240, "East": 30, "South": -240, "West": 30})
    g = game_from_record(record([hand("8S", {"bidder_side": 7})]))
    assert g.table.hands[0].verdict() == "North 8♠ (240): North+South took 7 of 10, 8 needed: −240; East+West +30"


@pytest.mark.parametrize("bid, slam, points", [("7S", True, 250), ("7S", False, 140), ("9H", True, 400),
                                                ("10NT", True, 520)])
def test_a_slam_worth_less_than_250_scores_250_with_the_slam_setting(bid, slam, points):
    h = first(hand(bid, {"bidder_side": 10}), slam=slam)
    assert (h["slam"], h["scores"]["North"], h["scores"]["East"]) == (True, points, 0)


@pytest.mark.parametrize("bid, tricks, points", [("misere", 0, 250), ("misere", 1, -250), ("open_misere", 0, 500),
                                                  ("open_misere", 3, -500)])
def test_a_misere_scores_plus_or_minus_its_value_and_the_opponents_nothing(bid, tricks, points):
    h = first(hand(bid, {"bidder_side": tricks}), misere="any_time")
    assert h["scores"] == {"North": points, "East": 0, "South": points, "West": 0}
    assert (h["bidder_tricks"], h["made"], h["slam"]) == (tricks, points > 0, False)


def test_a_misere_is_lost_at_the_bidders_first_trick_and_the_partner_sits_out():
    g = game().play(ContractBid("North", "open_misere"))
    g = g.play(Passed("East")).play(Passed("South")).play(Passed("West"))
    assert g.why_not(TrickWon("South")) == "hand 1, trick 1: South sits out the misère of North"
    g = g.play(TrickWon("East")).play(TrickWon("North"))
    assert score_report(g)["hands"][0]["scores"]["North"] == -500
    long_list = hand("open_misere", ["East", "North", "West", "East"])  # a record may go on after the lost trick
    assert first(long_list)["bidder_tricks"] == 1
    assert refusal([hand("open_misere", ["East", "North", "South"])]) == (
        "hand 1, trick 3: South sits out the misère of North")
    assert refusal([hand("open_misere", ["East", "North", "West", "clubs"])]) == (
        "hand 1, trick 4: clubs is not at this table (North, East, South and West)")
    assert refusal([hand("open_misere", ["East", "North"] + ["West", "East"] * 4 + ["West"])]) == (
        "hand 1, trick 11: a hand has 10 tricks and all are entered")
    illegal = {"auction": won("misere"), "tricks": ["South", "East"]}  # misère first: the call is the fault
    assert refusal([illegal]) == (
        "hand 1, call 1: North bid misere, but misère may only follow a bid of seven (no bid yet)")
    assert refusal([{"auction": won("misere")[1:], "tricks": ["South"]}], misere="any_time") == (
        "hand 1, call 1: expected North to call, got 'East'")


def test_the_other_sides_count_written_null_is_refused_not_taken_as_left_out():
    assert refusal([hand("7H", {"bidder_side": 10, "other_side": None})]) == (
        "hand 1: the other side's tricks must be a whole number; got null")


def test_trick_by_trick_counts_the_contractors_side():
    winners = ["North", "East", "West", "South", "South", "East", "North", "West", "East", "North"]
    h = first(hand("6NT", winners, by="East"))
    assert (h["bidder_side"], h["bidder_tricks"], h["scores"]["East"], h["scores"]["North"]) == (
        ["East", "West"], 5, -120, 50)


def test_a_thrown_in_hand_and_a_misdeal_score_nothing():
    passes = {"auction": [[p, "pass"] for p in PLAYERS]}
    g = game_from_record(record([passes, {"misdeal": "North"}, {}]))
    assert score_report(g)["hands"][0] == {"number": 1, "dealer": "West", "bidder": None, "bid": None,
                                           "scores": dict.fromkeys(PLAYERS, 0), "totals": dict.fromkeys(PLAYERS, 0)}
    assert (g.table.hands[1].dealer, g.table.current.dealer) == ("North", "North")


# -- the auction ----------------------------------------------------------------------------------------
def test_each_bid_ranks_above_the_bid_to_beat():
    assert refusal([{"auction": [["North", "7H"], ["East", "pass"], ["South", "pass"], ["West", "7D"]]}]) == (
        "hand 1, call 4: West bid 7D but the bid to beat is 7H")


def test_the_calls_go_round_skipping_those_who_passed_until_three_pass_after_a_bid():
    calls = [["North", "6S"], ["East", "pass"], ["South", "6H"], ["West", "pass"], ["East", "7S"]]
    assert refusal([{"auction": calls}]) == "hand 1, call 5: expected North to call, got 'East'"
    g = game_from_record(record([{"auction": calls[:4] + [["North", "7S"], ["South", "pass"]]}]))
    assert (g.table.current.bidder, g.table.current.bid) == ("North", "7S")


def test_with_bidding_once_each_player_calls_once_the_dealer_last():
    g = game_from_record(record([{"auction": [["North", "6S"], ["East", "pass"], ["South", "7C"], ["West", "7D"]]}],
                                bidding="once"))
    assert (g.table.current.bidder, g.table.current.bid) == ("West", "7D")
    assert refusal([{"auction": [["North", "6S"], ["East", "pass"], ["South", "7C"], ["West", "pass"],
                                 ["North", "8S"]]}], bidding="once") == (
        "hand 1, call 5: the auction is over: South has the contract at 7C")


def test_misere_follows_the_setting():
    assert refusal([{"auction": [["North", "6S"], ["East", "misere"]]}]) == (
        "hand 1, call 2: East bid misere, but misère may only follow a bid of seven (the bid to beat is 6S)")
    assert refusal([{"auction": [["North", "misere"]]}]) == (
        "hand 1, call 1: North bid misere, but misère may only follow a bid of seven (no bid yet)")
    assert game_from_record(record([{"auction": [["North", "misere"]]}], misere="any_time")).table.current.auction.high_bid == "misere"
    assert refusal([{"auction": [["North", "open_misere"]]}], misere="off") == (
        "hand 1, call 1: North bid open_misere, but this table plays without misère (setting misere: off)")
    # open misère may be bid at any time it ranks higher, with after_seven too
    assert game_from_record(record([{"auction": [["North", "open_misere"]]}])).table.current.auction.high_bid == "open_misere"


def test_a_call_that_is_not_a_bid_of_the_table():
    assert refusal([{"auction": [["North", "7 hearts"]]}]) == (
        "hand 1, call 1: North called '7 hearts': not pass nor a bid of the table (6S ... 10NT, misere, open_misere)")


def test_tricks_come_only_after_a_finished_auction_and_add_up_to_10():
    assert refusal([{"auction": [["North", "6S"]], "tricks": {"bidder_side": 6}}]) == (
        "hand 1: the tricks come after the auction; East is still to call")
    assert refusal([{"auction": [[p, "pass"] for p in PLAYERS], "tricks": {"bidder_side": 6}}]) == (
        "hand 1, counts: the hand was complete before its counts (Everyone passed: the hand is thrown in)")
    assert refusal([hand("7H", {"bidder_side": 7, "other_side": 4})]) == "hand 1: tricks 7 + 4 do not add up to 10"
    assert refusal([hand("7H", {"bidder_side": 11})]) == "hand 1: the contractors' tricks are 0 to 10, not 11"


# -- winning --------------------------------------------------------------------------------------------
def test_with_win_by_any_the_opponents_win_on_their_tricks_with_bid_they_play_on():
    hands = [hand("10NT", {"bidder_side": 10}, by="East"), hand("6S", {"bidder_side": 0}, first="East")]
    g = game_from_record(record(hands, target=600))
    assert (score_report(g)["winner"], g.table.result) == (["East", "West"], "East+West reached 620 (target 600)")
    g = game_from_record(record(hands, target=600, win_by="bid"))
    assert score_report(g)["winner"] is None


def test_both_sides_past_the_target_the_contractors_win():
    firsts = ["North", "East", "South", "West", "North"]
    bids = [("9H", "North", 9), ("9H", "East", 9), ("6S", "South", 6), ("6S", "West", 6), ("6S", "North", 6)]
    hands = [hand(b, {"bidder_side": t}, by=by, first=f) for (b, by, t), f in zip(bids, firsts)]
    g = game_from_record(record(hands))
    assert (score_report(g)["totals"], score_report(g)["winner"]) == (dict.fromkeys(PLAYERS, 530), ["North", "South"])
    assert g.table.result == "North+South made 6♠ and reached 530 (target 500)"


def test_a_side_at_or_below_lose_at_loses_and_never_with_null():
    hands = [hand("10NT", {"bidder_side": 5})]
    g = game_from_record(record(hands, lose_at=-500))
    assert (score_report(g)["winner"], g.table.result) == (
        ["East", "West"], "North+South fell to −520 (a side at −500 or below loses): East+West win")
    assert score_report(game_from_record(record(hands, lose_at=None, target=2000)))["winner"] is None


def test_the_settings_and_their_defaults():
    assert game().settings == {"target": 500, "lose_at": -500, "win_by": "any", "bidding": "rounds",
                               "misere": "after_seven", "slam": True}
    with pytest.raises(RuleError) as err:
        game(win_by="points")
    assert str(err.value) == "setting win_by is 'points' but must be one of 'any', 'bid'"
    with pytest.raises(RuleError) as err:
        game(lose_at=5)
    assert str(err.value) == "setting lose_at is 5 but must be empty or a whole number from −100,000 to −1"


def test_the_table_legal_bids_follow_the_bid_to_beat():
    g = game().play(ContractBid("North", "7NT"))
    legal = g.table.current.auction.legal_bids()
    assert legal[:3] == ["misere", "8S", "8C"] and "7NT" not in legal and len(legal) == 17
    assert g.why_not(HandCounted(3)) == "hand 1: the tricks come after the auction; East is still to call"
