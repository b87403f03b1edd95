"""Rules a real table ran into: the highest bid, impossible counts, both sides over, partners, the called card."""

from __future__ import annotations

import pytest

from scorekeeper.rules import (BidMade, Game, HandCounted, MoneyDiscarded, Passed, RuleError, TrumpNamed,
                               game_from_record, score_report)
from scorekeeper.rules import make_a_million

from .helpers import play

SEATS = ["Ann", "Bob", "Cy", "Dee"]


def million(**settings) -> Game:
    """Ann, Bob, Cy, Dee clockwise; Dee deals, so Ann calls first."""
    return Game.new("make-a-million", SEATS, "Dee", settings)


def cy_bids(game: Game, amount: int = 175000) -> Game:
    """Cy wins the auction at ``amount`` (whoever calls first) and names red."""
    while game.table.phase == "auction":
        who = game.table.to_act()
        game = game.play(BidMade(who, amount) if who == "Cy" else Passed(who))
    return game.play(TrumpNamed("red"))


def refusal(game: Game, event) -> str:
    with pytest.raises(RuleError) as err:
        game.play(event)
    return str(err.value)


# -- the highest possible bid ends the auction -----------------------------------------------
def test_a_bid_of_the_highest_amount_ends_the_auction_at_once():
    game = million().play(BidMade("Ann", 400000))
    assert game.table.phase == "declare"
    assert game.table.current.bidder == "Ann"
    assert game.table.to_act() == "Ann"


def test_a_bid_that_nobody_may_raise_ends_the_auction_too():
    game = million().play(BidMade("Ann", 395000))  # the lowest raise would be 405,000
    assert game.table.current.bidder == "Ann"


def test_a_twenty_nine_auction_of_a_single_call_of_29_is_scored():
    record = {"format": "scorekeeper-game/1", "game": "twenty-nine", "players": ["N", "E", "S", "W"], "dealer": "W",
              "hands": [{"auction": [["N", 29]], "trump": "spades", "counts": {"bidder_side": 29}}]}
    hand = score_report(game_from_record(record))["hands"][0]
    assert (hand["bidder"], hand["bid"], hand["made"], hand["scores"]) == ("N", 29, True,
                                                                            {"N": 1, "E": 0, "S": 1, "W": 0})


def test_an_older_record_with_passes_after_the_highest_bid_still_reads():
    game = play(million(), [BidMade("Ann", 400000), Passed("Bob"), Passed("Cy"), Passed("Dee"), TrumpNamed("red")])
    assert game.table.current.bidder == "Ann"
    assert game.table.phase == "play"


def test_a_pass_after_the_highest_bid_out_of_turn_or_after_trump_is_refused():
    game = million().play(BidMade("Ann", 400000))
    assert refusal(game, Passed("Cy")) == "hand 1, call 2: the auction is over: Ann won it at 400,000"
    named = game.play(TrumpNamed("red"))
    assert refusal(named, Passed("Bob")) == "hand 1, call 2: the auction is over: Ann won it at 400,000"


# -- totals-only counts the packs cannot produce ---------------------------------------------
def test_one_side_cannot_count_more_than_the_pack_and_a_bull_can_give():
    game = cy_bids(million())
    assert refusal(game, HandCounted(525000, 0)) == (
        "hand 1, counts: the bidder's side counted $525,000 but with one pack a side counts at most $520,000 "
        "(the Money in play and what the Bull can double)")


def test_the_two_counts_together_cannot_pass_that_bound_either():
    game = cy_bids(million())
    assert refusal(game, HandCounted(300000, 250000)) == (
        "hand 1, counts: the two counts add up to $550,000 but with one pack they come to at most $520,000 "
        "(the Money in play and what the Bull can double)")


def test_a_bear_takes_away_at_most_one_tricks_worth():
    game = cy_bids(million())
    assert refusal(game, HandCounted(150000, 125000)) == (
        "hand 1, counts: the two counts add up to $275,000 but with one pack they come to at least $280,000 "
        "(the Money in play: the Bear cancels at most one trick)")


def test_counts_at_the_bounds_are_accepted():
    assert cy_bids(million()).play(HandCounted(520000, 0)).table.hands[0].bidder_count == 520000
    assert cy_bids(million()).play(HandCounted(140000, 140000)).table.hands[0].other_count == 140000


def test_discarded_money_is_out_of_the_bounds():
    game = cy_bids(million()).play(MoneyDiscarded((40000,)))
    assert game.table.current.count_bounds() == (240000, 480000)


def test_two_packs_give_wider_bounds():
    game = cy_bids(Game.new("make-a-million", ["Ann", "Bob", "Cy", "Dee", "Eve", "Fay"], "Fay"), 350000)
    # six cards a trick: two Bulls in one trick quadruple 4 × $40,000; two Bears cancel ten cards
    assert game.table.current.count_bounds() == (420000, 1280000)


# -- both sides over the target in one hand --------------------------------------------------
def both_over(**settings) -> Game:
    """Hand 1: Ann+Cy and Bob+Dee count $200,000 each; hand 2: Cy makes $180,000, Bob+Dee count $220,000."""
    game = cy_bids(million(target=300000, **settings), 200000).play(HandCounted(200000, 200000))
    return cy_bids(game).play(HandCounted(180000, 220000))


def test_when_both_sides_pass_the_target_the_highest_score_wins_by_default():
    game = both_over()
    assert game.table.winner == ("Bob", "Dee")
    assert game.table.result == "Bob+Dee reached $420,000 (target $300,000)"


def test_with_both_over_bidder_the_side_that_won_the_bid_wins():
    game = both_over(both_over="bidder")
    assert game.table.winner == ("Ann", "Cy")
    assert game.table.result == ("Ann+Cy reached $380,000 (target $300,000): "
                                 "both sides passed the target and the side that won the bid wins")


def test_both_over_says_what_it_means_and_refuses_other_values():
    assert make_a_million.SETTING_HELP["both_over"] == (
        "Both sides over the target in one hand: the highest score wins, or the side that won the bid")
    assert million().settings["both_over"] == "highest"
    with pytest.raises(RuleError, match="setting both_over is 'first' but must be one of 'highest', 'bidder'"):
        million(both_over="first")
