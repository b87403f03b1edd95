"""Twenty-eight (docs/rules.md section 8): every rule and setting, with the figures a table would check."""

from __future__ import annotations

import pytest

from scorekeeper.games.twenty_eight import CardPointsTrick, Doubled, PairShown, Redoubled
from scorekeeper.rules import (BidMade, Game, HandCounted, Passed, RuleError, TrumpNamed, game_from_record,
                               game_to_record, score_report)
from scorekeeper.rules.deal_events import MisdealCalled

from tests.conftest import load_example

from .helpers import calls, play

SEATS = ["A", "B", "C", "D"]  # clockwise; A and C against B and D


def new(dealer="D", **settings) -> Game:
    return Game.new("twenty-eight", SEATS, dealer, settings)


def refusal(game: Game, event) -> str:
    with pytest.raises(RuleError) as err:
        game.play(event)
    return str(err.value)


def won(game: Game, bidder: str, bid: int) -> Game:
    """``bidder`` opens at ``bid`` (he must be the first speaker) and the other three pass."""
    assert game.table.to_act() == bidder
    game = game.play(BidMade(bidder, bid))
    for _ in range(3):
        game = game.play(Passed(game.table.to_act()))
    return game


def test_the_rules_example_c_bids_16_b_shows_the_pair_target_20_and_19_fails():
    game = play(new(), calls(("C", 14), ("B", 15), ("A", "pass"), ("D", "pass"), ("C", 16), ("B", "pass"),
                             ("A", "pass"), ("D", "pass")))
    hand = game.table.current
    assert (hand.bidder, hand.bid, hand.bidder_side) == ("C", 16, ("C", "A"))
    game = play(game, [PairShown("B"), HandCounted(19)])
    hand = game.table.hands[0]
    assert (hand.target(), hand.made, hand.scores) == (20, False, {"A": -1, "B": 0, "C": -1, "D": 0})
    assert hand.verdict() == "A+C's bid failed: 19 < target 20 (bid 16, moved by the pair) → −1 game point"


def test_anticlockwise_the_dealers_right_speaks_first_and_deals_next():
    game = new()
    assert game.table.to_act() == "C"
    game = play(won(game, "C", 14), [HandCounted(14)])
    assert game.table.current.dealer == "C"
    assert game.table.to_act() == "B"


def test_clockwise_the_dealers_left_speaks_first_and_deals_next():
    game = new(direction="clockwise")
    assert game.table.to_act() == "A"
    game = play(won(game, "A", 14), [HandCounted(14)])
    assert (game.table.current.dealer, game.table.to_act()) == ("A", "B")


def test_the_first_speaker_must_bid_at_least_14_and_the_highest_bid_is_28():
    assert refusal(new(), Passed("C")) == ("hand 1, call 1: C speaks first and must bid (at least 14): the first "
                                           "speaker may not pass")
    assert refusal(new(), BidMade("C", 13)) == "hand 1, call 1: C bid 13 but the first bid is at least 14"
    assert refusal(new(), BidMade("C", 29)) == "hand 1, call 1: C bid 29 but no bid may be above 28"
    assert refusal(new(min_bid=16), BidMade("C", 15)) == "hand 1, call 1: C bid 15 but the first bid is at least 16"


def test_every_later_bid_is_higher_than_the_last():
    game = new().play(BidMade("C", 16))
    assert refusal(game, BidMade("B", 16)) == "hand 1, call 2: B bid 16 but the lowest raise is 17"


def test_over_a_partner_a_bid_is_at_least_20_however_the_opponent_between_passed():
    game = play(new(), calls(("C", 14), ("B", "pass")))
    assert refusal(game, BidMade("A", 15)) == ("hand 1, call 3: A bid 15 over his partner C's 14: over a partner a "
                                               "bid is at least 20")
    assert game.table.current.auction.lowest_bid() == 20
    assert game.play(BidMade("A", 20)).table.current.auction.high_bidder == "A"


def test_over_a_partners_bid_of_20_or_more_one_more_is_enough():
    game = play(new(), calls(("C", 14), ("B", "pass"), ("A", 21), ("D", "pass")))
    assert game.table.current.auction.lowest_bid() == 22
    assert game.play(BidMade("C", 22)).table.current.auction.high_bid == 22


def test_the_auction_goes_round_until_three_pass_in_a_row_after_the_last_bid():
    game = play(new(), calls(("C", 14), ("B", 15), ("A", "pass"), ("D", "pass")))
    assert game.table.to_act() == "C"  # one more pass would not end it: C may bid again
    game = play(game, calls(("C", 16), ("B", "pass"), ("A", "pass")))
    assert game.table.current.phase == "auction"
    game = game.play(Passed("D"))
    assert game.table.current.phase == "play"


def test_a_player_who_passed_may_bid_again_unless_a_pass_is_final():
    game = play(new(), calls(("C", 14), ("B", "pass"), ("A", "pass"), ("D", 15)))
    assert game.play(BidMade("C", 16)).table.current.auction.high_bid == 16
    assert game.play(Passed("C")).play(BidMade("B", 20)).table.current.auction.high_bidder == "B"
    final = play(new(pass_final=True), calls(("C", 14), ("B", "pass"), ("A", 20)))
    assert final.table.to_act() == "D"  # B is skipped for the rest of the auction
    final = play(final, calls(("D", "pass"), ("C", "pass")))
    assert final.table.current.phase == "play"  # three have passed
    assert final.table.current.bidder == "A"


def test_after_a_bid_of_28_the_three_passes_are_entered_too():
    game = new().play(BidMade("C", 28))
    assert game.table.current.phase == "auction"
    assert refusal(game, BidMade("B", 29)) == "hand 1, call 2: B bid 29 but no bid may be above 28"
    game = play(game, calls(("B", "pass"), ("A", "pass"), ("D", "pass")))
    assert game.table.current.bid == 28
    assert refusal(game, Passed("C")) == "hand 1, call 5: the auction is over: C won it at 28"


def test_the_pair_shown_by_the_bidding_side_drops_the_target_by_4_never_below_the_minimum():
    game = play(won(new(), "C", 18), [PairShown("A")])
    assert game.table.current.target() == 14
    game = play(won(new(), "C", 15), [PairShown("C")])
    assert game.table.current.target() == 14  # 15 − 4 = 11, raised to the minimum


def test_the_pair_shown_by_the_other_side_raises_it_by_4_never_above_28():
    assert play(won(new(), "C", 26), [PairShown("B")]).table.current.target() == 28


def test_one_pair_a_hand_and_none_when_the_pair_is_off():
    game = play(won(new(), "C", 16), [PairShown("B")])
    assert refusal(game, PairShown("D")) == "hand 1, pair: B already showed the pair; there is only one pair in a hand"
    assert refusal(won(new(pair=False), "C", 16), PairShown("B")) == ("hand 1, pair: the pair is not played in this "
                                                                      "game (setting pair: false)")


def test_a_pair_shown_by_a_side_that_won_no_trick_is_refused():
    game = play(won(new(), "C", 16), [PairShown("B")])
    tricks = [CardPointsTrick("C", 4)] * 7
    game = play(game, tricks)
    assert refusal(game, CardPointsTrick("A", 0)) == ("hand 1, trick 8: B showed the pair but that side won no trick; "
                                                      "the pair counts only after the side has won a trick")


def test_eight_tricks_hold_0_to_12_points_each_adding_up_to_28():
    game = won(new(), "C", 16)
    assert refusal(game, CardPointsTrick("C", 13)) == ("hand 1, trick 1: a trick holds from 0 to 12 card points (four "
                                                       "Jacks); got 13")
    assert refusal(play(game, [CardPointsTrick("C", 12)] * 2), CardPointsTrick("B", 5)) == (
        "hand 1, trick 3: the tricks so far hold 29 card points, but the pack holds only 28")
    game = play(game, [CardPointsTrick("C", 3)] * 7)
    assert refusal(game, CardPointsTrick("B", 6)) == ("hand 1, trick 8: the card points of the 8 tricks add up to 27, "
                                                      "but the pack holds 28 (J 3, 9 2, A 1, 10 1 in each suit)")
    done = game.play(CardPointsTrick("B", 7))
    assert done.table.hands[0].bidder_count == 21


def test_counts_give_the_bidding_sides_points_0_to_28_and_both_sides_make_28():
    game = won(new(), "C", 16)
    assert refusal(game, HandCounted(29)) == "hand 1, counts: the bidding side's points must be from 0 to 28; got 29"
    assert refusal(game, HandCounted(20, 9)) == "hand 1, counts: the two sides' points add up to 29, but the pack holds 28"
    assert game.play(HandCounted(20, 8)).table.hands[0].made is True


def test_made_is_plus_one_failed_minus_one_and_the_other_side_does_not_move():
    made = play(won(new(), "C", 16), [HandCounted(16)]).table.hands[0]
    assert made.scores == {"A": 1, "B": 0, "C": 1, "D": 0}
    assert made.verdict() == "A+C made it: 16 ≥ target 16 → +1 game point"


def test_double_from_makes_bids_at_or_above_it_win_or_lose_two():
    made = play(won(new(double_from=20), "C", 20), [HandCounted(20)]).table.hands[0]
    assert made.scores["C"] == 2
    failed = play(won(new(double_from=20), "C", 19), [HandCounted(10)]).table.hands[0]
    assert failed.scores["C"] == -1


def test_fail_extra_loses_that_many_more_the_kerala_table():
    kerala = {"double_from": 20, "fail_extra": 1}
    assert play(won(new(**kerala), "C", 16), [HandCounted(15)]).table.hands[0].scores["C"] == -2
    hand = play(won(new(**kerala), "C", 20), [HandCounted(19)]).table.hands[0]
    assert hand.scores["C"] == -3
    assert hand.verdict() == "A+C's bid failed: 19 < target 20 → −(2 + 1) = −3 game points"


def test_double_and_redouble_multiply_last():
    game = play(won(new(doubling=True, fail_extra=1), "C", 16), [Doubled("B"), Redoubled("A"), HandCounted(10)])
    hand = game.table.hands[0]
    assert (hand.multiplier(), hand.scores["C"]) == (4, -8)
    assert hand.verdict() == "A+C's bid failed: 10 < target 16 → −(1 + 1) × 4 = −8 game points"
    made = play(won(new(doubling=True), "C", 16), [Doubled("D"), HandCounted(16)]).table.hands[0]
    assert made.verdict() == "A+C made it: 16 ≥ target 16 → 1 × 2 = +2 game points"


def test_a_double_comes_from_an_opponent_a_redouble_from_the_bidding_side_after_a_double():
    game = won(new(doubling=True), "C", 16)
    assert refusal(game, Doubled("A")) == "hand 1, double: A is on the bidding side; only an opponent of C may double"
    assert refusal(game, Redoubled("A")) == "hand 1, redouble: a redouble comes only after a double"
    game = game.play(Doubled("B"))
    assert refusal(game, Redoubled("D")) == "hand 1, redouble: D is not on the bidding side; only C's side may redouble"
    assert refusal(won(new(), "C", 16), Doubled("B")) == ("hand 1, double: doubling is not played in this game "
                                                          "(setting doubling: false)")
    late = won(new(doubling=True), "C", 16).play(CardPointsTrick("C", 3))
    assert refusal(late, Doubled("B")) == "hand 1, double: a double comes after the auction and before the first trick"


def test_first_side_to_6_wins_and_a_side_at_minus_6_loses():
    game = new(target=1)
    game = play(won(game, "C", 14), [HandCounted(14)])
    assert game.table.winner == ("A", "C")
    assert game.table.result == "A+C reached +1 game point (target 1)"
    game = play(won(new(target=1), "C", 14), [HandCounted(0)])
    assert game.table.winner == ("B", "D")
    assert game.table.result == "A+C fell to −1 game point: B+D win"


def test_max_hands_the_side_ahead_wins_and_level_plays_on_misdeals_not_counted():
    game = new(max_hands=2).play(MisdealCalled("B"))
    game = play(won(game, "C", 14), [HandCounted(14)])
    assert game.table.winner is None
    game = play(won(game, "B", 14), [HandCounted(14)])
    assert game.table.winner is None  # 1 to 1 after two hands: one more hand
    game = play(won(game, "A", 14), [HandCounted(14)])
    assert game.table.winner == ("A", "C")
    assert game.table.result == "After 3 hands A+C lead 2 to 1"


def test_a_misdeal_before_the_first_call_is_dealt_again_by_the_same_dealer():
    game = new().play(MisdealCalled("B"))
    assert game.table.current.dealer == "D"
    assert game.table.hands[0].report() == {"number": 1, "dealer": "D", "bidder": None, "bid": None,
                                            "scores": {"A": 0, "B": 0, "C": 0, "D": 0},
                                            "totals": {"A": 0, "B": 0, "C": 0, "D": 0}}


def test_trump_is_optional_and_entered_before_the_first_trick():
    game = won(new(), "C", 16)
    assert game.play(TrumpNamed("spades")).table.current.trump == "spades"
    late = game.play(CardPointsTrick("C", 2))
    assert refusal(late, TrumpNamed("spades")) == "hand 1, trump: trump is entered before the first trick"


def test_settings_are_checked_with_a_message_naming_what_would_be_right():
    for given, message in [({"direction": "left"}, "setting direction is 'left' but must be one of 'anticlockwise', 'clockwise'"),
                           ({"double_from": 10}, "setting double_from is 10 but must be empty or a bid from 14 to 28"),
                           ({"fail_extra": -1}, "setting fail_extra is -1 but must be a whole number from 0 to 10"),
                           ({"max_hands": 0}, "setting max_hands is 0 but must be empty or a whole number from 1 to 1,000"),
                           ({"doubling": 1}, "setting doubling is 1 but must be true or false")]:
        with pytest.raises(RuleError) as err:
            new(**given)
        assert str(err.value) == message
    with pytest.raises(RuleError, match="Twenty-eight is played by 4 players"):
        Game.new("twenty-eight", ["A", "B", "C"], "A")


RECORD = {"format": "scorekeeper-game/1", "game": "twenty-eight", "players": SEATS, "dealer": "D",
          "hands": [{"auction": [["C", 14], ["B", 15], ["A", "pass"], ["D", "pass"], ["C", 16], ["B", "pass"],
                                 ["A", "pass"], ["D", "pass"]],
                     "trump": "spades", "pair": "B", "counts": {"bidder_side": 19}}]}


def test_the_record_of_the_spec_scores_as_the_spec_says_and_writes_back_the_same():
    game = game_from_record(RECORD)
    assert score_report(game) == {
        "hands": [{"number": 1, "dealer": "D", "bidder": "C", "bid": 16, "bidder_side": ["C", "A"], "target": 20,
                   "bidder_count": 19, "made": False, "multiplier": 1, "scores": {"A": -1, "B": 0, "C": -1, "D": 0},
                   "totals": {"A": -1, "B": 0, "C": -1, "D": 0}}],
        "totals": {"A": -1, "B": 0, "C": -1, "D": 0}, "winner": None}
    assert game_to_record(game) == RECORD


def test_a_record_whose_rules_hold_another_games_settings_scores_but_a_misspelt_setting_is_refused():
    """Spec, twenty-eight's rules: "keys of other games are ignored"; a key no game has is still a bad setting."""
    written_beside_others = game_from_record({**RECORD, "rules": {"edition": "usd", "partnership": "fixed", "target": 3}})
    assert score_report(written_beside_others)["totals"] == {"A": -1, "B": 0, "C": -1, "D": 0}
    assert written_beside_others.settings["target"] == 3 and "edition" not in written_beside_others.settings
    with pytest.raises(RuleError) as err:
        game_from_record({**RECORD, "rules": {"targett": 3}})
    assert str(err.value) == ("rules: Twenty-eight has no setting 'targett'; its settings are min_bid, direction, "
                              "pass_final, pair, double_from, fail_extra, doubling, target, max_hands")


@pytest.mark.parametrize("hand, message", [
    ({"auction": [["C", "pass"]]}, "hand 1, call 1: C speaks first and must bid (at least 14): the first speaker may not pass"),
    ({"auction": [["C", 14], ["B", "pass"], ["A", 15]]}, "hand 1, call 3: A bid 15 over his partner C's 14: over a partner a bid is at least 20"),
    ({"auction": [["C", 14], ["B", "pass"], ["A", "pass"], ["D", "pass"]], "double": "B"},
     "hand 1, double: doubling is not played in this game (setting doubling: false)"),
    ({"auction": [["C", 14], ["B", "pass"], ["A", "pass"], ["D", "pass"]], "counts": {"bidder_side": 20, "other_side": 9}},
     "hand 1, counts: the two sides' points add up to 29, but the pack holds 28"),
    ({"auction": [["C", 14], ["B", "pass"], ["A", "pass"], ["D", "pass"], ["C", "pass"]]},
     "hand 1, call 5: the auction is over: C won it at 14"),
])
def test_a_broken_twenty_eight_record_is_refused_with_one_line_naming_the_hand(hand, message):
    with pytest.raises(RuleError) as err:
        game_from_record({**RECORD, "hands": [hand]})
    assert str(err.value) == message


def test_a_record_s_rules_may_carry_other_games_settings_which_change_nothing_but_a_bad_value_names_rules():
    record = load_example("twenty-eight-pair-rebid-and-partner-20")
    plain = score_report(game_from_record(record))
    record["rules"] = {**record.get("rules", {}), "last_trick_point": True, "edition": "usd"}  # Twenty-nine's, Make-a-Million's
    assert score_report(game_from_record(record)) == plain
    record["rules"]["min_bid"] = 29
    with pytest.raises(RuleError) as refused:
        game_from_record(record)
    assert str(refused.value) == "rules: setting min_bid is 29 but must be a whole number from 1 to 28"
