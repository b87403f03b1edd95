"""Bid Euchre (docs/rules.md, "Bid Euchre"): each side's points a trick, the set and the moon, the stuck dealer,
both ways of winning, the record's refusals as the spec words them, and over random legal games: replay, export
then import, and Undo."""

from __future__ import annotations

import random
from typing import Any

import pytest
from hypothesis import given, strategies as st

from scorekeeper.games.bid_euchre import MOON, TrickWon
from scorekeeper.rules import (BidMade, Game, Passed, RecordError, RuleError, TrumpNamed, game_from_record,
                               score_report)
from scorekeeper.rules.bid_events import HandCounted
from scorekeeper.rules.deal_events import MisdealCalled
from tests.rules.helpers import PROPERTY_RUNS, random_walk, the_three_properties

PLAYERS = ["Ann", "Bob", "Cat", "Dan"]


def record(*hands: dict[str, Any], **rules: Any) -> dict[str, Any]:
    return {"format": "scorekeeper-game/1", "game": "bid-euchre", "rules": rules, "players": PLAYERS,
            "dealer": "Dan", "hands": list(hands)}


def calls(*said: Any) -> list[list[Any]]:
    """The four calls from Ann (left of Dan, the first dealer)."""
    return [[p, c] for p, c in zip(PLAYERS, said)]


def report(*hands: dict[str, Any], **rules: Any) -> dict[str, Any]:
    return score_report(game_from_record(record(*hands, **rules)))


@pytest.mark.parametrize("hand, scores, made", [
    ({"auction": calls(3, "pass", "pass", "pass"), "tricks": {"bidder_side": 4}}, [4, 2, 4, 2], True),
    ({"auction": calls(3, "pass", "pass", "pass"), "tricks": {"bidder_side": 3, "other_side": 3}}, [3, 3, 3, 3], True),
    ({"auction": calls(4, "pass", "pass", "pass"), "tricks": {"bidder_side": 3}}, [-4, 3, -4, 3], False),
    ({"auction": calls("pass", 5, "pass", "pass"), "tricks": {"bidder_side": 0}}, [6, -5, 6, -5], False),
    ({"auction": calls("moon", "pass", "pass", "pass"), "tricks": ["Ann"] * 6}, [12, 0, 12, 0], True),
    ({"auction": calls("moon", "pass", "pass", "pass"), "tricks": ["Ann"] * 5 + ["Bob"]}, [-12, 1, -12, 1], False),
    ({"auction": calls(3, "pass", 6, "pass"), "tricks": {"bidder_side": 6}}, [6, 0, 6, 0], True),
])
def test_each_side_scores_its_tricks_the_set_bidders_lose_the_bid_and_a_moon_is_twelve(hand, scores, made):
    got = report(hand)
    assert (list(got["hands"][0]["scores"].values()), got["hands"][0]["made"]) == (scores, made)


def test_a_moon_worth_another_value_and_a_bid_whose_moon_is_not_played():
    hand = {"auction": calls("moon", "pass", "pass", "pass"), "tricks": {"bidder_side": 6}}
    assert report(hand, moon=20)["totals"] == {"Ann": 20, "Bob": 0, "Cat": 20, "Dan": 0}
    with pytest.raises(RecordError) as err:
        report(hand, moon=None)
    assert str(err.value) == "hand 1, call 1: Ann bid moon, but the moon is not played here (rules: moon null)"


@pytest.mark.parametrize(("said", "moon", "line"), [
    ("Moon", 12, 'hand 1, call 1: Ann called "Moon": a call is a number of tricks up to 6, "moon" or "pass"'),
    ("4", 12, 'hand 1, call 1: Ann called "4": a call is a number of tricks up to 6, "moon" or "pass"'),
    (None, 12, 'hand 1, call 1: Ann called null: a call is a number of tricks up to 6, "moon" or "pass"'),
    ("Moon", None, 'hand 1, call 1: Ann called "Moon": a call is an amount or "pass"'),
])
def test_a_call_that_is_no_call_is_told_what_a_call_is_the_moon_among_them(said, moon, line):
    # the refusal said 'a call is an amount or "pass"' where "moon" is a call too
    with pytest.raises(RecordError) as err:
        report({"auction": calls(said, "pass", "pass", "pass")}, moon=moon)
    assert str(err.value) == line


def test_a_stuck_dealer_bids_and_with_redeal_four_passes_throw_the_hand_in_and_pass_the_deal():
    stuck = report({"auction": calls("pass", "pass", "pass", 3), "tricks": {"bidder_side": 3}})
    assert (stuck["hands"][0]["bidder"], stuck["totals"]["Dan"]) == ("Dan", 3)
    thrown = report({"auction": calls("pass", "pass", "pass", "pass")},
                    {"auction": [["Bob", 3], ["Cat", "pass"], ["Dan", "pass"], ["Ann", "pass"]],
                     "tricks": {"bidder_side": 3}}, all_pass="redeal")
    assert [(h["dealer"], h["bidder"], h["bid"]) for h in thrown["hands"]] == [("Dan", None, None), ("Ann", "Bob", 3)]


def test_made_or_set_lets_only_the_side_that_made_or_set_win_and_any_lets_the_bidders_win_first():
    # Ann+Cat bid 3 and take 3 (3 each): Bob+Dan at 3 passed target 3 on their tricks alone and play on
    hands = [{"auction": calls(3, "pass", "pass", "pass"), "tricks": {"bidder_side": 3}}]
    assert report(*hands, target=3)["winner"] == ["Ann", "Cat"]
    hands = [{"auction": calls(3, "pass", "pass", "pass"), "tricks": {"bidder_side": 1}}]
    assert report(*hands, target=5)["winner"] == ["Bob", "Dan"]  # they set the bidders at 5
    hands = [{"auction": calls(4, "pass", "pass", "pass"), "tricks": {"bidder_side": 4}}]
    assert report(*hands, target=2)["winner"] == ["Ann", "Cat"]
    hands = [{"auction": calls(3, "pass", "pass", "pass"), "tricks": {"bidder_side": 3}},
             {"auction": [["Bob", 3], ["Cat", "pass"], ["Dan", "pass"], ["Ann", "pass"]], "tricks": {"bidder_side": 2}}]
    assert report(*hands, target=5)["winner"] == ["Ann", "Cat"]  # 3 + 4, setting Bob+Dan
    hands = [{"auction": calls(3, "pass", "pass", "pass"), "tricks": {"bidder_side": 3}},
             {"auction": [["Bob", 3], ["Cat", "pass"], ["Dan", "pass"], ["Ann", "pass"]], "tricks": {"bidder_side": 3}}]
    assert report(*hands, target=6)["winner"] == ["Bob", "Dan"]  # both at 6, the bidders first
    assert report(*hands, target=6, win_by="any")["winner"] == ["Bob", "Dan"]
    assert report(hands[0], target=3, win_by="any")["winner"] == ["Ann", "Cat"]  # both at 3: the bidders
    assert report(hands[0], target=4, win_by="any")["winner"] is None


@pytest.mark.parametrize("hand, rules, refusal", [
    ({"auction": calls("moon", "pass", "pass", "pass"), "tricks": ["Ann", "Ann", "Cat"]}, {},
     "hand 1, trick 3: Cat sits out the moon of Ann"),
    ({"auction": calls("pass", "pass", "pass", "pass")}, {},
     "hand 1, call 4: everyone else passed, so the dealer Dan is stuck: he must bid at least 3"),
    ({"auction": calls(3, "pass", "pass", 3)}, {}, "hand 1, call 4: Dan bid 3 but the bid is already 3: the lowest "
                                                   "bid now is 4"),
    ({"auction": calls(6, "pass", "pass", 6)}, {}, "hand 1, call 4: Dan bid 6 but the bid is already 6: the lowest "
                                                   "bid now is moon"),
    ({"auction": calls("moon", "moon", "pass", "pass")}, {}, "hand 1, call 2: Bob cannot bid after Ann's moon: only "
                                                             "a pass is left"),
    ({"auction": calls(2, "pass", "pass", "pass")}, {}, "hand 1, call 1: Ann bid 2 but the lowest bid is 3"),
    ({"auction": calls(7, "pass", "pass", "pass")}, {},
     "hand 1, call 1: Ann bid 7: a bid is a number of tricks up to 6, or \"moon\""),
    ({"auction": calls(6, "pass", "pass", "pass")}, {"moon": None, "min_bid": 6}, None),
    ({"auction": calls(3, "pass", "pass", "pass"), "tricks": {"bidder_side": 3, "other_side": 2}}, {},
     "hand 1, tricks: the sides' tricks add up to 6, not 3 + 2"),
    ({"auction": calls(3, "pass", "pass", "pass"), "tricks": {"bidder_side": 7}}, {},
     "hand 1, tricks: the bidding side took 0 to 6 tricks, not 7"),
    ({"auction": calls(3, "pass", "pass", "pass"), "trump": "none"}, {},
     "hand 1, trump: Ann named trump 'none'; it must be one of hearts, diamonds, clubs, spades, no_trump"),
    ({"auction": calls(3, "pass", "pass", "pass"), "tricks": ["Zed"]}, {},
     "hand 1, trick 1: Zed is not at this table (Ann, Bob, Cat and Dan)"),
    ({"auction": calls(3, "pass", "pass", "pass"), "tricks": ["Ann", "Bob", "Cat", "Dan", "Ann", "Cat", "Bob"]}, {},
     "hand 1, trick 7: a hand has 6 tricks and all are entered"),
    ({"auction": calls("moon", "pass", "pass", "pass"), "tricks": ["Ann"] * 7}, {},
     "hand 1, trick 7: a hand has 6 tricks and all are entered"),
])
def test_a_broken_hand_is_refused_in_one_line_naming_the_hand_and_call_or_trick(hand, rules, refusal):
    follow = {"auction": [["Ann", 3], ["Bob", "pass"], ["Cat", "pass"], ["Dan", "pass"]], "tricks": {"bidder_side": 3}}
    if refusal is None:  # (a legal record: six, with no moon above it, ends nobody's turn early)
        report(hand, **rules)
        return
    with pytest.raises((RecordError, RuleError)) as err:
        report(hand, follow, **rules)
    assert str(err.value) == refusal


@pytest.mark.parametrize("rules, refusal", [
    ({"min_bid": 7}, "setting min_bid is 7 but must be a whole number from 1 to 6"),
    ({"win_by": "first"}, "setting win_by is 'first' but must be one of 'made_or_set', 'any'"),
    ({"all_pass": "stuck"}, "setting all_pass is 'stuck' but must be one of 'dealer_takes', 'redeal'"),
])
def test_a_bad_setting_is_refused(rules, refusal):
    with pytest.raises(RuleError) as err:
        Game.new("bid-euchre", PLAYERS, "Dan", rules)
    assert str(err.value) == refusal


def test_after_the_moon_the_prompt_says_only_a_pass_is_left():
    """The moon is the top bid: the player to call may only pass, and the prompt says so instead of 'lowest bid 8'
    (no such bid; found playing at 412 x 915). Below the top the lowest bid is still said."""
    game = game_from_record(record({"auction": calls("pass", "moon")}))
    assert game.table.prompt() == "Cat to call · bid to beat moon (Bob) · only a pass is left"
    game = game_from_record(record({"auction": calls("pass", 6)}))
    assert game.table.prompt() == "Cat to call · bid to beat 6 (Bob) · lowest bid moon"


def test_after_the_top_bid_of_pedro_the_prompt_says_only_a_pass_is_left():
    game = Game.new("pedro", PLAYERS, "Dan").play(BidMade("Ann", 14))
    assert game.table.prompt() == "Bob to call · bid to beat 14 (Ann) · only a pass is left"


def test_a_hand_in_progress_asks_for_the_tricks_and_says_the_moon():
    game = game_from_record(record({"auction": calls("pass", "moon", "pass", "pass"), "trump": "no_trump"}))
    assert game.table.prompt() == "Bob bid moon · how many tricks did Bob+Dan take?"
    assert game.table.current.explain()[0] == "Bob bid moon; trump No trump"


# -- over random legal games ------------------------------------------------------------------------------------
def candidates(game: Game, rnd: random.Random) -> list[Any]:
    players = game.players
    out: list[Any] = [Passed(p) for p in players] * 4 + [BidMade(p, a) for p in players for a in range(1, MOON + 1)]
    out += [TrumpNamed(rnd.choice(["hearts", "no_trump"])), HandCounted(rnd.randint(0, 6))]
    out += [TrickWon(p) for p in players] * 3
    return out + ([MisdealCalled(rnd.choice(players))] if rnd.random() < 0.05 else [])


@st.composite
def games(draw: st.DrawFn) -> Game:
    rnd, steps = random.Random(draw(st.integers(0, 10**6))), draw(st.integers(0, 60))
    rules = {"min_bid": draw(st.integers(1, 6)), "all_pass": draw(st.sampled_from(["dealer_takes", "redeal"])),
             "moon": draw(st.sampled_from([12, None, 8])), "target": draw(st.integers(1, 40)),
             "win_by": draw(st.sampled_from(["made_or_set", "any"]))}
    game = Game.new("bid-euchre", PLAYERS, rnd.choice(PLAYERS), rules)
    return random_walk(game, rnd, steps, candidates)


RUNS = PROPERTY_RUNS
(test_replaying_the_same_entries_gives_the_same_scores, test_export_then_import_is_the_same_game,
 test_undo_is_the_game_before_the_last_entry) = the_three_properties(games())


@RUNS
@given(games())
def test_partners_always_score_alike_and_the_sides_tricks_come_to_six(game: Game) -> None:
    for hand in game.table.hands:
        assert hand.scores["Ann"] == hand.scores["Cat"] and hand.scores["Bob"] == hand.scores["Dan"]
        if hand.bidder is not None and hand.bid != MOON and hand.made:
            assert sum(hand.scores.values()) == 12
