"""Twenty-nine: auction 15..29, royals within limits, game points to ±6."""

from __future__ import annotations

import pytest

from scorekeeper.rules import BidMade, Game, HandCounted, Passed, RuleError, TrumpNamed, score_report
from scorekeeper.games.twenty_nine import PointsTrickTaken, RoyalsShown

from .helpers import calls, play

SEATS = ["North", "East", "South", "West"]


def new(**settings) -> Game:
    return Game.new("twenty-nine", SEATS, "West", settings)


def won(game: Game, bidder: str, bid: int) -> Game:
    while game.table.phase == "auction":
        who = game.table.to_act()
        game = game.play(BidMade(who, bid) if who == bidder else Passed(who))
    return game.play(TrumpNamed("spades"))


def test_the_auction_runs_one_point_at_a_time_from_15_to_29():
    game = play(new(), calls(("North", 15), ("East", 16)))
    assert game.table.current.auction.lowest_bid() == 17
    with pytest.raises(RuleError, match="South bid 30 but no bid may be above 29"):
        game.play(BidMade("South", 30))
    with pytest.raises(RuleError, match="North bid 14 but the opening bid is at least 15"):
        new().play(BidMade("North", 14))


def test_without_the_last_trick_point_the_most_is_28():
    game = new(last_trick_point=False)
    with pytest.raises(RuleError, match="above 28"):
        game.play(BidMade("North", 29))


def test_the_player_left_of_the_dealer_leads_the_first_trick():
    game = won(new(), "South", 17)
    assert game.table.to_act() == "North"


def test_royals_of_the_bidding_side_lower_the_target_by_4_but_not_below_the_minimum():
    game = won(new(), "North", 17).play(RoyalsShown("South"))
    assert game.table.current.target() == 15
    game = won(new(), "North", 20).play(RoyalsShown("South"))
    assert game.table.current.target() == 16


def test_royals_of_the_other_side_raise_the_target_but_not_above_the_pack():
    game = won(new(), "North", 27).play(RoyalsShown("East"))
    assert game.table.current.target() == 29


def test_only_one_pair_of_royals_is_declared_in_a_hand():
    game = won(new(), "North", 17).play(RoyalsShown("East"))
    with pytest.raises(RuleError, match="East already showed the royals"):
        game.play(RoyalsShown("South"))


def test_royals_count_only_after_the_side_has_won_a_trick():
    game = won(new(), "North", 17).play(RoyalsShown("East"))
    tricks = [PointsTrickTaken("North", 4)] * 7
    game = play(game, tricks)
    with pytest.raises(RuleError, match="East showed the royals but that side won no trick"):
        game.play(PointsTrickTaken("South", 0))


def test_the_eight_tricks_must_hold_28_card_points():
    game = play(won(new(), "North", 17), [PointsTrickTaken("North", 3)] * 7)
    with pytest.raises(RuleError, match="hand 1, trick 8: the card points of the 8 tricks add up to 23"):
        game.play(PointsTrickTaken("East", 2))


def test_the_last_trick_point_goes_to_the_side_that_takes_the_last_trick():
    game = play(won(new(), "North", 17), [PointsTrickTaken("North", 4)] * 4 + [PointsTrickTaken("East", 3)] * 4)
    hand = score_report(game)["hands"][0]
    assert (hand["bidder_count"], hand["made"]) == (16, False)
    game = play(won(new(), "North", 17), [PointsTrickTaken("North", 4)] * 4 + [PointsTrickTaken("East", 3)] * 3
                + [PointsTrickTaken("South", 3)])
    assert score_report(game)["hands"][0]["bidder_count"] == 20


def test_a_made_bid_wins_one_game_point_for_the_bidding_side_only():
    game = won(new(), "East", 16).play(HandCounted(18))
    assert score_report(game)["hands"][0]["scores"] == {"North": 0, "East": 1, "South": 0, "West": 1}


def test_with_double_from_21_a_failed_21_loses_two_game_points():
    game = won(new(double_from=21), "East", 21).play(HandCounted(20))
    assert score_report(game)["totals"] == {"North": 0, "East": -2, "South": 0, "West": -2}


def test_the_first_side_to_six_wins_and_a_side_at_minus_six_loses():
    game = new()
    for _ in range(6):
        game = won(game, "North", 15).play(HandCounted(20))
    assert game.table.winner == ("North", "South")
    game = new()
    for _ in range(6):
        game = won(game, "North", 15).play(HandCounted(10))
    assert game.table.winner == ("East", "West")
    assert "dropped to −6 game points" in game.table.result
