"""Pedro (docs/rules.md, "Pedro"): each scoring and who goes out, the one round of bids with the dealer's
privilege, the points as one number or the six counting cards, the record's refusals as the spec words them,
and over random legal games: replay, export then import, and Undo."""

from __future__ import annotations

import random
from typing import Any

import pytest
from hypothesis import given, strategies as st

from scorekeeper.games.pedro import CardsWon
from scorekeeper.rules import (BidMade, Game, Passed, RecordError, RuleError, TrumpNamed, game_from_record,
                               score_report)
from scorekeeper.rules.bid_events import HandCounted
from scorekeeper.rules.deal_events import MisdealCalled
from tests.rules.helpers import PROPERTY_RUNS, random_walk, the_three_properties

PLAYERS = ["North", "East", "South", "West"]


def record(*hands: dict[str, Any], **rules: Any) -> dict[str, Any]:
    return {"format": "scorekeeper-game/1", "game": "pedro", "rules": rules, "players": PLAYERS,
            "dealer": "West", "hands": list(hands)}


def bid(amount: int, by: str = "North", points: int | None = None, **more: Any) -> dict[str, Any]:
    """A hand dealt by West: North opens; ``by`` bids ``amount``, the others pass."""
    calls = [[p, amount if p == by else "pass"] for p in PLAYERS]
    out: dict[str, Any] = {"auction": calls, **more}
    if points is not None:
        out["points"] = {"bidder_side": points}
    return out


def first(hand: dict[str, Any], **rules: Any) -> dict[str, Any]:
    return score_report(game_from_record(record(hand, **rules)))["hands"][0]


@pytest.mark.parametrize("scoring, points, made, north, east", [
    ("each", 9, True, 9, 5),
    ("each", 7, True, 7, 7),
    ("each", 6, False, -7, 8),
    ("each", 0, False, -7, 14),
    ("difference", 9, True, 4, 0),
    ("difference", 7, True, 0, 0),
    ("difference", 6, False, 0, 15),
    ("difference", 14, True, 14, 0),
])
def test_each_scoring_as_the_rules_write_it(scoring, points, made, north, east):
    hand = first(bid(7, points=points), scoring=scoring)
    assert (hand["made"], hand["scores"]) == (made, {"North": north, "East": east, "South": north, "West": east})


def test_a_bid_made_with_fewer_points_than_the_others_scores_them_the_difference():
    hand = first(bid(3, points=5), scoring="difference", min_bid=1)
    assert (hand["made"], hand["scores"]["North"], hand["scores"]["East"]) == (True, 0, 4)


def test_the_six_counting_cards_give_each_side_its_points():
    cards = {"high": "North", "low": "East", "jack": "South", "game": "West", "pedro": "North", "left_pedro": "East"}
    hand = first(bid(8, cards=cards))
    assert (hand["bidder_points"], hand["made"], hand["scores"]["North"], hand["scores"]["East"]) == (7, False, -8, 7)


def test_the_bidder_goes_out_first_even_with_the_other_side_over_the_target():
    report = score_report(game_from_record(record(bid(7, "North", 7), target=7)))
    assert (report["totals"], report["winner"]) == (dict.fromkeys(PLAYERS, 7), ["North", "South"])
    report = score_report(game_from_record(record(bid(7, "East", 7), target=7)))
    assert report["winner"] == ["East", "West"]
    report = score_report(game_from_record(record(bid(7, "North", 6), target=8)))
    assert (report["winner"], report["totals"]["East"]) == (["East", "West"], 8)


def test_everyone_passing_makes_the_dealer_bid_or_throws_the_hand_in():
    passes = {"auction": [[p, "pass"] for p in PLAYERS]}
    with pytest.raises(RuleError, match="hand 1, call 4: West is the dealer and must bid"):
        score_report(game_from_record(record(passes)))
    report = score_report(game_from_record(record(passes, {"auction": [["East", 7], ["South", "pass"], ["West", "pass"], ["North", "pass"]],
                                                          "points": {"bidder_side": 7}}, all_pass="redeal")))
    assert report["hands"][0] == {"number": 1, "dealer": "West", "bidder": None, "bid": None,
                                  "scores": dict.fromkeys(PLAYERS, 0), "totals": dict.fromkeys(PLAYERS, 0)}
    assert report["hands"][1]["dealer"] == "North"


@pytest.mark.parametrize("hand, refusal", [
    ({"auction": [["North", 8], ["East", 15], ["South", "pass"], ["West", "pass"]], "points": {"bidder_side": 8}},
     "hand 1, call 2: East bid 15, the highest bid is 14 (every point)"),
    ({"auction": [["North", 8], ["East", 8], ["South", "pass"], ["West", "pass"]], "points": {"bidder_side": 8}},
     "hand 1, call 2: East bid 8 but the bid is already 8: the lowest raise is 9"),
    ({"auction": [["North", 8], ["East", "pass"], ["South", "pass"], ["West", 8]], "points": {"bidder_side": 8}},
     "hand 1, call 4: West bid 8 but the bid is already 8: the lowest raise is 9"),
    (bid(6, points=7), "hand 1, call 1: North bid 6 but the lowest bid is 7"),
    (bid(7, cards={"high": "North", "low": "North", "jack": "North", "game": "North", "pedro": "North"}),
     "hand 1: cards: who won left_pedro? (all six are always in play)"),
    (bid(7, points=9) | {"points": {"bidder_side": 9, "other_side": 4}}, "hand 1: points 9 + 4 do not add up to 14"),
    (bid(7, points=15), "hand 1: the bidder's side took 0 to 14 points, not 15"),
    (bid(7, points=7) | {"cards": {}}, "hand 1: a hand has either 'points' or 'cards', not both"),
])
def test_a_broken_hand_is_refused_in_one_line_naming_the_hand(hand, refusal):
    with pytest.raises((RecordError, RuleError)) as err:
        score_report(game_from_record(record(hand, bid(7, points=7))))
    assert str(err.value) == refusal


def test_settings_out_of_range_and_other_table_sizes_are_refused():
    with pytest.raises(RuleError, match="min_bid is 15 but must be a whole number from 1 to 14"):
        Game.new("pedro", PLAYERS, "West", {"min_bid": 15})
    with pytest.raises(RuleError, match="Pedro is played by 4 players"):
        Game.new("pedro", PLAYERS[:3], "North", {})


@pytest.mark.parametrize("rules, refusal", [
    ({"min_bid": 15}, "rules: setting min_bid is 15 but must be a whole number from 1 to 14"),
    ({"scoring": "diff"}, "rules: setting scoring is 'diff' but must be one of 'each', 'difference'"),
    ({"bogus": 1}, "rules: Pedro (Cinch) has no setting 'bogus'; its settings are min_bid, all_pass, scoring, target"),
])
def test_a_record_with_a_bad_setting_is_refused_naming_rules(rules, refusal):
    with pytest.raises(RuleError) as err:
        game_from_record(record(bid(7, points=7), **rules))
    assert str(err.value) == refusal


def test_a_record_seating_three_is_refused_for_its_players_not_its_rules():
    with pytest.raises(RuleError) as err:
        game_from_record({**record(bid(7, points=7), target=0), "players": PLAYERS[:3], "dealer": "North"})
    assert str(err.value) == "Pedro is played by 4 players (two sides), not 3"


def test_a_hand_in_progress_asks_for_the_points_and_a_misdeal_is_dealt_again():
    game = game_from_record(record({"misdeal": "East"}, bid(9, "South", trump="clubs")))
    assert game.table.prompt() == "North+South bid 9 · how many points did they take?"
    assert game.table.current.dealer == "West"
    assert game.table.current.explain() == ["South bid 9; trump Clubs", ""]


# -- over random legal games ------------------------------------------------------------------------------------
def candidates(game: Game, rnd: random.Random) -> list[Any]:
    hand, players = game.table.current, game.players
    out: list[Any] = [Passed(p) for p in players] * 3 + [BidMade(p, rnd.randint(1, 14)) for p in players]
    low = min(hand.auction.lowest_bid(), 14)
    out += [BidMade(p, rnd.randint(low, 14)) for p in players]
    out += [HandCounted(rnd.randint(0, 14)), TrumpNamed(rnd.choice(["hearts", "clubs"]))]
    took = rnd.randint(0, 14)
    out += [HandCounted(took, 14 - took), CardsWon(tuple(rnd.choice(players) for _ in range(6)))]
    return out + ([MisdealCalled(rnd.choice(players))] if not hand.started and rnd.random() < 0.1 else [])


@st.composite
def games(draw: st.DrawFn) -> Game:
    rnd, steps = random.Random(draw(st.integers(0, 10**6))), draw(st.integers(0, 40))
    rules = {"min_bid": draw(st.sampled_from([1, 7])), "all_pass": draw(st.sampled_from(["dealer_takes", "redeal"])),
             "scoring": draw(st.sampled_from(["each", "difference"])), "target": draw(st.integers(5, 30))}
    game = Game.new("pedro", PLAYERS, rnd.choice(PLAYERS), rules)
    return random_walk(game, rnd, steps, candidates)


RUNS = PROPERTY_RUNS
(test_replaying_the_same_entries_gives_the_same_scores, test_export_then_import_is_the_same_game,
 test_undo_is_the_game_before_the_last_entry) = the_three_properties(games())


@RUNS
@given(games())
def test_partners_score_alike_and_each_scored_hand_holds_fourteen_points(game: Game) -> None:
    for hand in game.table.hands:
        scores = hand.scores
        assert scores["North"] == scores["South"] and scores["East"] == scores["West"]
        if hand.bidder is not None:
            assert 0 <= hand.report()["bidder_points"] <= 14
