"""Every worked example of docs/rules.md, with literal expected figures."""

from __future__ import annotations

import pytest

from scorekeeper.rules import BidMade, Game, HandCounted, RuleError, TrumpNamed, game_from_record, score_report
from scorekeeper.games.make_a_million import PartnersNamed, TrickTaken
from scorekeeper.games.make_a_million import trick_value
from tests.conftest import example_names, load_example, load_expected

from .helpers import calls, four, play


@pytest.mark.parametrize("name", example_names())
def test_each_example_record_scores_to_its_expected_file(name):
    assert score_report(game_from_record(load_example(name))) == load_expected(name)


def test_the_auction_example_makes_y_the_bidder_at_220000():
    game = play(four(), calls(("A", 175000), ("Z", 190000), ("B", "pass"), ("Y", 200000),
                              ("A", 210000), ("Z", "pass"), ("Y", 220000), ("A", "pass")))
    hand = game.table.current
    assert (hand.bidder, hand.bid) == ("Y", 220000)
    assert hand.phase == "declare"
    assert game.table.to_act() == "Y"


def test_b_who_has_passed_may_not_bid_again():
    game = play(four(), calls(("A", 175000), ("Z", 190000), ("B", "pass"), ("Y", 200000)))
    game = play(game, calls(("A", 210000), ("Z", "pass")))
    with pytest.raises(RuleError) as err:
        game.play(BidMade("B", 230000))
    assert str(err.value) == "hand 1, call 7: B has already passed and is out of this auction"


@pytest.mark.parametrize(
    "money, bull_bear, value",
    [
        ([40000, 30000], [], 70000),
        ([40000, 30000], ["bull"], 140000),
        ([40000, 30000], ["bear"], 0),
        ([40000, 30000], ["bull", "bear"], 0),  # whichever is played last
        ([40000, 30000], ["bear", "bull"], 140000),
        ([40000, 30000], ["bull", "bull"], 280000),  # two Bulls quadruple
        ([40000, 30000], ["bull", "bull", "bear"], 0),  # unless a Bear was played after both
        ([40000, 30000], ["bull", "bear", "bull"], 280000),  # reactivated: quadruples
        ([], ["bull"], 0),
    ],
)
def test_a_trick_is_worth_its_money_doubled_per_bull_unless_a_bear_came_last(money, bull_bear, value):
    assert trick_value(money, bull_bear) == value


def test_z_bidding_240000_and_counting_260000_with_a_bull_trick_scores_260000():
    game = play(four(), calls(("A", "pass"), ("Z", 240000), ("B", "pass"), ("Y", "pass")))
    game = game.play(TrumpNamed("red"))
    # 200,000 in plain tricks plus a Bull trick holding 30,000 (→ 60,000) = 260,000
    tricks = [TrickTaken("Z", (40000, 40000, 40000)), TrickTaken("Y", (40000, 30000, 10000)),
              TrickTaken("Z", (30000,), ("bull",)), TrickTaken("A", (30000, 30000)),
              TrickTaken("B", (15000, 15000, 15000, 15000)), TrickTaken("A", (10000, 10000, 10000)),
              TrickTaken("B", (5000, 5000, 5000, 5000)), TrickTaken("A", (), ("bear",))]
    tricks += [TrickTaken("B") for _ in range(13 - len(tricks))]
    game = play(game, tricks)
    hand = score_report(game)["hands"][0]
    assert (hand["bidder_count"], hand["made"]) == (260000, True)
    assert hand["scores"] == {"A": 170000, "Z": 260000, "B": 170000, "Y": 260000}


def test_had_they_counted_230000_they_would_score_minus_240000():
    game = play(four(), calls(("A", "pass"), ("Z", 240000), ("B", "pass"), ("Y", "pass")))
    game = play(game, [TrumpNamed("green"), HandCounted(230000, 170000)])
    hand = score_report(game)["hands"][0]
    assert hand["made"] is False
    assert hand["scores"] == {"A": 170000, "Z": -240000, "B": 170000, "Y": -240000}
    assert "count $230,000 < bid $240,000 → −$240,000" in game.table.hands[0].verdict()


def test_silent_partner_y_holding_the_called_red_40000_scores_with_a():
    game = Game.new("make-a-million", ["A", "X", "B", "Y", "C", "Z"], "Z", {"partnership": "silent"})
    game = play(game, calls(("A", 480000), ("X", "pass"), ("B", "pass"), ("Y", "pass"), ("C", "pass"), ("Z", "pass")))
    game = play(game, [TrumpNamed("red"), PartnersNamed(("Y",)), HandCounted(510000, 290000)])
    assert score_report(game)["totals"] == {"A": 510000, "X": 290000, "B": 290000, "Y": 510000,
                                            "C": 290000, "Z": 290000}


def test_black_40000_and_30000_with_bull_bear_bull_is_worth_280000():
    game = game_from_record(load_example("eight-players-bull-bear-bull"))
    first = game.table.hands[0].explain()
    assert any("× 4 = $280,000" in line for line in first)


def test_royals_shown_by_the_other_side_raise_north_s_target_from_15_to_19():
    hand = game_from_record(load_example("twenty-nine-royals-against")).table.hands[0]
    assert (hand.bid, hand.target(), hand.bidder_count, hand.made) == (15, 19, 18, False)
