"""Spades (docs/rules.md section 5): every rule and setting, with literal figures, the rule text's example first.

The table is Ann, Bo, Cy, Di clockwise, Di deals, so Ann bids first; Ann+Cy play Bo+Di.
"""

from __future__ import annotations

from typing import Any

import pytest

from scorekeeper.rules import Game, RuleError, score_report
from scorekeeper.games.exact_bid import TricksCounted
from scorekeeper.games.make_a_million import MisdealCalled
from scorekeeper.games.spades import BlindNilBid, TrickWon, TricksBid

PLAYERS = ["Ann", "Bo", "Cy", "Di"]


def new(**settings: Any) -> Game:
    return Game.new("spades", PLAYERS, "Di", settings)


def bids(game: Game, *values: int | str) -> Game:
    """The bids in turn from the dealer's left; "blind" is Blind Nil."""
    hand = game.table.current
    for player, value in zip(hand.order, values):
        game = game.play(BlindNilBid(player) if value == "blind" else TricksBid(player, value))
    return game


def counts(game: Game, ann: int, bo: int, cy: int, di: int) -> Game:
    return game.play(TricksCounted((("Ann", ann), ("Bo", bo), ("Cy", cy), ("Di", di))))


def hand(game: Game, bid: tuple[int | str, ...], took: tuple[int, int, int, int]) -> Game:
    """One hand: bids in turn from the dealer's left, then each player's tricks in seating order."""
    return counts(bids(game, *bid), *took)


def last(game: Game) -> dict[str, Any]:
    return score_report(game)["hands"][-1]


# -- the rule text's example -----------------------------------------------------------------------
def test_nil_and_two_taking_one_trick_each_loses_120_and_takes_one_bag():
    game = hand(new(), (0, 4, 2, 4), (1, 5, 1, 6))
    report = last(game)
    assert report["scores"] == {"Ann": -120, "Bo": 83, "Cy": -120, "Di": 83}
    assert report["bags"] == {"Ann": 1, "Bo": 3, "Cy": 1, "Di": 3}
    assert game.table.hands[0].verdict() == (
        "Ann+Cy contract 2, took 1: set, −20; Ann Nil failed: −100; Ann's trick: 1 bag, scoring nothing"
        " · Bo+Di contract 8, took 11: +80 + 3 bags")


def test_a_failed_nils_tricks_score_nothing_even_when_the_partner_makes_the_contract():
    game = hand(new(), (0, 4, 2, 4), (1, 4, 2, 6))  # Cy makes 2; Ann's trick is a bag worth nothing
    assert last(game)["scores"]["Ann"] == 20 - 100
    assert last(game)["bags"]["Ann"] == 1


def test_with_nil_tricks_count_a_failed_nils_tricks_count_toward_the_partners_contract():
    game = hand(new(nil_tricks="count"), (0, 4, 2, 4), (1, 5, 1, 6))  # Ann's trick + Cy's make 2
    assert last(game)["scores"]["Ann"] == 20 - 100
    assert last(game)["bags"]["Ann"] == 0
    game = hand(new(nil_tricks="count"), (0, 4, 2, 4), (2, 4, 1, 6))  # 3 of 2: one overtrick, one bag
    assert (last(game)["scores"]["Ann"], last(game)["bags"]["Ann"]) == (21 - 100, 1)


# -- contracts -------------------------------------------------------------------------------------
def test_a_contract_made_scores_ten_a_trick_and_one_a_trick_over_each_a_bag():
    game = hand(new(), (4, 3, 3, 2), (5, 3, 4, 1))  # Ann+Cy 7 took 9; Bo+Di 5 took 4
    assert last(game)["scores"] == {"Ann": 72, "Bo": -50, "Cy": 72, "Di": -50}
    assert last(game)["bags"] == {"Ann": 2, "Bo": 0, "Cy": 2, "Di": 0}
    assert game.table.hands[0].verdict() == "Ann+Cy contract 7, took 9: +70 + 2 bags · Bo+Di contract 5, took 4: set, −50"


def test_a_contract_made_exactly_takes_no_bag():
    game = hand(new(), (3, 3, 3, 4), (3, 3, 3, 4))
    assert last(game)["scores"] == {"Ann": 60, "Bo": 70, "Cy": 60, "Di": 70}
    assert last(game)["bags"] == {"Ann": 0, "Bo": 0, "Cy": 0, "Di": 0}


def test_a_set_side_takes_no_bag_for_its_tricks():
    game = hand(new(), (6, 1, 6, 1), (5, 1, 5, 2))  # Ann+Cy 12 took 10: set; Bo+Di 2 took 3
    assert last(game)["scores"] == {"Ann": -120, "Bo": 21, "Cy": -120, "Di": 21}
    assert last(game)["bags"]["Ann"] == 0


def test_a_nil_that_takes_no_trick_scores_100_for_the_side():
    game = hand(new(), (0, 4, 5, 4), (0, 4, 6, 3))
    assert last(game)["scores"]["Ann"] == 100 + 51
    assert "Ann Nil made: +100" in game.table.hands[0].verdict()


def test_a_side_that_bid_only_nils_scores_its_nils_and_every_trick_it_takes_is_a_bag():
    game = hand(new(), (0, 6, 0, 6), (0, 6, 2, 5))  # Ann made Nil, Cy failed with 2 tricks
    assert last(game)["scores"]["Ann"] == 100 - 100
    assert last(game)["bags"]["Ann"] == 2
    assert game.table.hands[0].verdict().startswith(
        "Ann+Cy bid only Nils: 2 bags, scoring nothing; Ann Nil made: +100; Cy Nil failed: −100")


def test_the_dispute_view_adds_up_each_sides_score_and_bags():
    game = hand(new(), (0, 4, 2, 4), (1, 5, 1, 6))
    assert game.table.hands[0].explain() == [
        game.table.hands[0].verdict(),
        "Bids (from Ann, left of the dealer Di): Ann Nil, Bo 4, Cy 2, Di 4",
        "Tricks taken: Ann 1, Bo 5, Cy 1, Di 6",
        "Ann+Cy contract 2, took 1: set, −20",
        "Ann Nil failed: −100",
        "Ann's trick: 1 bag, scoring nothing",
        "Ann+Cy this hand: −20 − 100 = −120",
        "Ann+Cy bags: 0 + 1 this hand → 1",
        "Bo+Di contract 8, took 11: +80 + 3 bags",
        "Bo+Di this hand: +80 + 3 = 83",
        "Bo+Di bags: 0 + 3 this hand → 3",
    ]


def test_the_contracts_are_shown_as_they_form():
    from scorekeeper.games.spades import contracts_line

    game = new()
    assert contracts_line(game.table.current) == "Ann+Cy – · Bo+Di –"
    game = game.play(TricksBid("Ann", 4))
    assert contracts_line(game.table.current) == "Ann+Cy 4 · Bo+Di –"
    game = game.play(TricksBid("Bo", 0)).play(TricksBid("Cy", 3))
    assert contracts_line(game.table.current) == "Ann+Cy 7 · Bo+Di 0, Nil: Bo"
    game = game.play(TricksBid("Di", 5))
    assert contracts_line(game.table.current) == "Ann+Cy 7 · Bo+Di 5, Nil: Bo"


# -- bags over the hands ---------------------------------------------------------------------------
def test_bags_reaching_ten_cost_100_and_start_again():
    game = hand(new(), (3, 2, 2, 2), (5, 2, 4, 2))  # Ann+Cy 5 took 9: 4 bags
    game = hand(game, (2, 2, 2, 2), (4, 3, 4, 2))  # 4 of 8 more: 8 bags (Bo+Di 1)
    game = hand(game, (4, 2, 3, 2), (4, 2, 5, 2))  # 7 took 9: +70 + 2 bags; bags 8 → 10: −100
    report = last(game)
    assert report["scores"]["Ann"] == 72 - 100
    assert report["bags"] == {"Ann": 0, "Bo": 1, "Cy": 0, "Di": 1}
    assert game.table.hands[-1].verdict() == (
        "Ann+Cy contract 7, took 9: +70 + 2 bags; bags 8 → 10: −100 · Bo+Di contract 4, took 4: +40")


def test_bags_beyond_the_limit_carry_on():
    game = hand(new(), (1, 1, 1, 1), (7, 0, 2, 4))  # Ann+Cy 2 took 9: 7 bags; Bo+Di 2 took 4: 2 bags
    game = hand(game, (1, 1, 1, 1), (3, 2, 2, 6))  # Ann+Cy 7 + 3 → 10: −100, 0 left; Bo+Di 2 + 6 = 8
    game = hand(game, (1, 1, 1, 1), (3, 3, 4, 3))  # Ann+Cy 0 + 5; Bo+Di 8 + 4 → 12: −100, 2 left
    assert [h["bags"]["Ann"] for h in score_report(game)["hands"]] == [7, 0, 5]
    assert [h["bags"]["Bo"] for h in score_report(game)["hands"]] == [2, 8, 2]
    assert [h["scores"]["Bo"] for h in score_report(game)["hands"]] == [22, 26, 24 - 100]
    assert game.table.hands[-1].verdict() == (
        "Ann+Cy contract 2, took 7: +20 + 5 bags · Bo+Di contract 2, took 6: +20 + 4 bags; bags 8 → 12: −100, "
        "2 carried on")


def test_a_hand_that_passes_the_limit_twice_costs_the_penalty_twice():
    game = hand(new(bag_limit=5, bag_penalty=50), (1, 1, 1, 1), (1, 0, 12, 0))  # Ann+Cy 2 took 13: 11 bags
    assert last(game)["scores"]["Ann"] == 31 - 100
    assert last(game)["bags"]["Ann"] == 1
    assert "bags 0 → 11: −100, 1 carried on" in game.table.hands[0].verdict()


def test_bag_limit_0_turns_bags_off_overtricks_still_score_one():
    game = hand(new(bag_limit=0), (1, 1, 1, 1), (7, 0, 6, 0))
    for _ in range(3):
        game = hand(game, (1, 1, 1, 1), (7, 0, 6, 0))
    assert last(game)["scores"]["Ann"] == 31
    assert last(game)["bags"] == {"Ann": 0, "Bo": 0, "Cy": 0, "Di": 0}
    assert score_report(game)["totals"]["Ann"] == 4 * 31
    assert game.table.hands[-1].explain()[-1] == (
        "Bags are off at this table (bag limit 0): overtricks score 1 each and nothing more")


def test_a_correction_recounts_the_bags_of_every_later_hand():
    game = hand(new(), (3, 2, 2, 2), (5, 2, 4, 2))
    game = hand(game, (2, 2, 2, 2), (4, 3, 4, 2))
    game = hand(game, (4, 2, 3, 2), (4, 2, 5, 2))  # the penalty hand
    assert last(game)["scores"]["Ann"] == -28
    first_tricks = game.table.hands[0].first_event + 4
    corrected = game.replace(first_tricks, TricksCounted((("Ann", 3), ("Bo", 2), ("Cy", 4), ("Di", 4))))
    assert [h["bags"]["Ann"] for h in score_report(corrected)["hands"]] == [2, 6, 8]
    assert last(corrected)["scores"]["Ann"] == 72


def test_a_misdeal_keeps_the_bags_and_the_dealer():
    game = hand(new(), (1, 1, 1, 1), (5, 1, 5, 2))
    game = game.play(MisdealCalled("Cy"))
    report = last(game)
    assert (report["misdeal"], report["scores"], report["bags"]["Ann"]) == ("Cy", {p: 0 for p in PLAYERS}, 8)
    assert game.table.current.dealer == "Ann"
    assert game.table.hands[-1].verdict() == "Misdeal called by Cy: Ann deals again"


def test_a_misdeal_is_called_before_the_first_bid():
    game = bids(new(), 3)
    with pytest.raises(RuleError) as err:
        game.play(MisdealCalled("Bo"))
    assert str(err.value) == "hand 1, misdeal: a misdeal is called before the first bid; 1 of this hand's bids are in"


# -- winning and losing ------------------------------------------------------------------------
def test_the_first_side_to_the_target_wins():
    game = hand(new(target=100), (6, 1, 6, 1), (6, 1, 6, 0))
    assert game.table.winner == ("Ann", "Cy")
    assert game.table.result == "Ann+Cy reached 120 (target 100)"
    assert game.table.current is None


def test_both_sides_past_the_target_in_one_hand_the_higher_wins():
    game = hand(new(target=60), (3, 3, 4, 3), (3, 3, 4, 3))  # 70 and 60
    assert game.table.winner == ("Ann", "Cy")
    assert game.table.result == "both sides passed 60: Ann+Cy 70, Bo+Di 60; the higher wins"


def test_an_exact_tie_past_the_target_plays_another_hand():
    game = hand(new(target=120), (3, 3, 3, 3), (3, 4, 3, 3))  # 60 and 61
    game = hand(game, (3, 3, 3, 3), (4, 3, 3, 3))  # 61 and 60: 121 each
    assert score_report(game)["totals"] == {"Ann": 121, "Bo": 121, "Cy": 121, "Di": 121}
    assert (game.table.winner, game.table.current.number) == (None, 3)
    game = hand(game, (3, 3, 3, 3), (4, 3, 3, 3))
    assert game.table.result == "both sides passed 120: Ann+Cy 182, Bo+Di 181; the higher wins"


def test_a_side_at_or_below_minus_200_loses():
    game = hand(new(), (7, 1, 6, 1), (3, 4, 3, 3))  # Ann+Cy 13 took 6: −130
    game = hand(game, (1, 4, 1, 3), (3, 4, 3, 3))  # Bo 1, Cy 4, Di 1, Ann 3: Ann+Cy 7 took 6: −70
    assert score_report(game)["totals"] == {"Ann": -200, "Bo": -50, "Cy": -200, "Di": -50}
    assert game.table.winner == ("Bo", "Di")
    assert game.table.result == "Bo+Di win: Ann+Cy dropped to −200, and a side at −200 or below loses"


def test_lose_at_null_never_loses():
    game = hand(new(lose_at=None), (7, 1, 6, 1), (3, 4, 3, 3))
    game = hand(game, (1, 4, 1, 3), (3, 4, 3, 3))
    assert score_report(game)["totals"]["Ann"] == -200
    assert game.table.winner is None


def test_both_sides_at_or_below_lose_at_the_higher_wins():
    game = hand(new(lose_at=-50), (6, 6, 6, 1), (4, 4, 3, 2))  # Ann+Cy 12 took 7: −120; Bo+Di 7 took 6: −70
    assert game.table.winner == ("Bo", "Di")
    assert game.table.result == "both sides fell to −50 or below: Bo+Di −70, Ann+Cy −120; the higher wins"


def test_both_sides_level_at_or_below_lose_at_play_on():
    game = hand(new(lose_at=-50), (5, 5, 3, 3), (3, 3, 3, 4))  # both 8, took 6 and 7: −80 each
    assert score_report(game)["totals"] == {"Ann": -80, "Bo": -80, "Cy": -80, "Di": -80}
    assert (game.table.winner, game.table.current.number) == (None, 2)


def test_reaching_the_target_is_checked_before_the_losing_score():
    game = hand(new(target=100, lose_at=-50), (7, 0, 6, 1), (7, 0, 5, 1))  # Ann+Cy 13 took 12: −130
    assert score_report(game)["totals"] == {"Ann": -130, "Bo": 110, "Cy": -130, "Di": 110}
    assert game.table.result == "Bo+Di reached 110 (target 100)"
