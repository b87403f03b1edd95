"""Auction Pitch (docs/rules.md section 7): every rule and setting, with the figures a table would check."""

from __future__ import annotations

import pytest

from scorekeeper.games.pitch import AllTricksTaken, PointNobody, PointTaken, SweepTaken
from scorekeeper.rules import (BidMade, Game, Passed, RuleError, TrumpNamed, game_from_record, game_to_record,
                               score_report)
from scorekeeper.rules.deal_events import MisdealCalled

from tests.conftest import load_example

from .helpers import calls, play

FOUR = ["A", "B", "C", "D"]


def new(players=FOUR, dealer="A", **settings) -> Game:
    return Game.new("pitch", players, dealer, settings)


def points(high, low, jack, game_point):
    out = [PointTaken("high", high), PointTaken("low", low)]
    out.append(PointNobody("jack") if jack is None else PointTaken("jack", jack))
    out.append(PointNobody("game") if game_point is None else PointTaken("game", game_point))
    return out


def refusal(game: Game, event) -> str:
    with pytest.raises(RuleError) as err:
        game.play(event)
    return str(err.value)


def test_the_rules_example_a_holds_at_3_takes_2_and_is_set_back_3_while_c_scores_low():
    game = play(new(), calls(("B", 2), ("C", 3), ("D", "pass"), ("A", 3)) + points("A", "C", None, "A"))
    hand = game.table.hands[0]
    assert (hand.bidder, hand.bid, hand.made) == ("A", 3, False)
    assert hand.scores == {"A": -3, "B": 0, "C": 1, "D": 0}
    assert hand.verdict() == "A set back: took 2 < bid 3 → −3"


def test_two_to_seven_players_each_for_himself():
    assert new(["A", "B"], "A").table.current.auction.to_call() == "B"
    assert len(new(list("ABCDEFG")).players) == 7
    with pytest.raises(RuleError, match="Auction Pitch is played by 2 to 7 players, not 8"):
        new(list("ABCDEFGH"))
    with pytest.raises(RuleError, match="Auction Pitch is played by 2 to 7 players, not 1"):
        new(["A"])


def test_fixed_partners_need_exactly_four_and_share_one_score():
    with pytest.raises(RuleError, match=r"fixed partners need exactly 4 players \(seats 1 and 3 against 2 and 4\), not 6"):
        new(list("ABCDEF"), partnership="fixed")
    game = play(new(partnership="fixed"), calls(("B", 2), ("C", "pass"), ("D", "pass"), ("A", "pass"))
                + points("D", "B", "A", "C"))
    hand = game.table.hands[0]
    assert hand.bidder_side == ("B", "D")
    assert hand.scores == {"A": 2, "B": 2, "C": 2, "D": 2}
    assert game.rules.score_groups(game)[0].name == "A+C"


def test_one_round_only_each_player_once_from_the_dealers_left_the_dealer_last():
    game = play(new(), calls(("B", 2), ("C", "pass"), ("D", 3)))
    assert game.table.to_act() == "A"
    assert refusal(game, BidMade("B", 4)) == "hand 1, call 4: it is A's turn to call, not B's"
    assert refusal(game, BidMade("C", 4)) == "hand 1, call 4: C has already passed and is out of this auction"
    game = game.play(Passed("A"))
    assert game.table.current.phase == "points"
    assert refusal(game, BidMade("B", 4)) == "hand 1, call 5: the auction is over: every player has called once"


def test_a_bid_beats_every_bid_before_it():
    game = play(new(), calls(("B", 3)))
    assert refusal(game, BidMade("C", 3)) == "hand 1, call 2: C bid 3 but the bid is already 3: the lowest raise is 4"
    assert refusal(game, BidMade("C", 2)) == "hand 1, call 2: C bid 2 but the lowest raise is 4"


def test_bids_are_2_3_or_4_and_1_only_by_the_old_rules():
    assert refusal(new(), BidMade("B", 1)) == "hand 1, call 1: B bid 1 but the lowest bid is 2"
    assert refusal(new(), BidMade("B", 5)) == "hand 1, call 1: B bid 5 but no bid may be above 4"
    assert new(min_bid=1).play(BidMade("B", 1)).table.current.auction.high_bid == 1


def test_the_dealer_may_equal_the_highest_bid_the_top_bid_included():
    game = play(new(), calls(("B", 4), ("C", "pass"), ("D", "pass"), ("A", 4)))
    assert (game.table.current.bidder, game.table.current.bid) == ("A", 4)


def test_without_dealer_match_the_dealer_must_bid_higher_like_everyone_else():
    game = play(new(dealer_match=False), calls(("B", 2), ("C", "pass"), ("D", "pass")))
    assert refusal(game, BidMade("A", 2)) == "hand 1, call 4: A bid 2 but the bid is already 2: the lowest raise is 3"


def test_the_dealer_may_take_his_partners_bid_and_a_player_may_outbid_his_partner():
    game = play(new(partnership="fixed"), calls(("B", 2), ("C", "pass"), ("D", 3), ("A", "pass")))
    assert game.table.current.bidder == "D"  # D outbid his partner B
    game = play(new(partnership="fixed", dealer="D"), calls(("A", "pass"), ("B", 2), ("C", "pass"), ("D", 2)))
    assert game.table.current.bidder == "D"  # the dealer held his partner's bid


def test_a_dealer_everyone_passed_must_bid_any_legal_bid():
    game = play(new(), calls(("B", "pass"), ("C", "pass"), ("D", "pass")))
    assert refusal(game, Passed("A")) == ("hand 1, call 4: A is the dealer and must bid when everyone else has "
                                          "passed (lowest bid 2)")
    assert game.play(BidMade("A", 3)).table.current.bid == 3


def test_with_all_pass_redeal_the_hand_is_thrown_in_and_the_deal_passes_left():
    game = play(new(all_pass="redeal"), calls(("B", "pass"), ("C", "pass"), ("D", "pass"), ("A", "pass")))
    hand = game.table.hands[0]
    assert hand.verdict() == "Everyone passed: the hand is thrown in"
    assert hand.report() == {"number": 1, "dealer": "A", "bidder": None, "bid": None,
                             "scores": {"A": 0, "B": 0, "C": 0, "D": 0}, "totals": {"A": 0, "B": 0, "C": 0, "D": 0}}
    assert game.table.current.dealer == "B"


def test_smudge_off_four_is_the_top_bid_five_scores_five_and_wins_ends_the_game():
    bid_5 = calls(("B", 5), ("C", "pass"), ("D", "pass"), ("A", "pass"))
    assert refusal(new(), bid_5[0]) == "hand 1, call 1: B bid 5 but no bid may be above 4"
    made = play(new(smudge="five"), bid_5 + [AllTricksTaken("B")] + points("B", "B", "B", "B"))
    assert made.table.hands[0].scores == {"A": 0, "B": 5, "C": 0, "D": 0}
    assert made.table.hands[0].verdict() == "B made the smudge: all four points and all six tricks → +5"
    won = play(new(smudge="wins"), bid_5 + [AllTricksTaken("B")] + points("B", "B", "B", "B"))
    assert won.table.winner == ("B",)
    assert won.table.result == "B made the smudge: the game is won at once"


def test_a_failed_smudge_is_set_back_five_and_the_others_score_what_they_took():
    bid_5 = calls(("B", 5), ("C", "pass"), ("D", "pass"), ("A", "pass"))
    four_points_not_every_trick = play(new(smudge="five"), bid_5 + points("B", "B", "B", "B"))
    assert four_points_not_every_trick.table.hands[0].scores == {"A": 0, "B": -5, "C": 0, "D": 0}
    lost_low = play(new(smudge="wins"), bid_5 + points("B", "C", "B", "B"))
    assert lost_low.table.hands[0].scores == {"A": 0, "B": -5, "C": 1, "D": 0}
    assert lost_low.table.winner is None


def test_a_bid_of_four_that_takes_every_trick_still_scores_four():
    game = play(new(smudge="five"), calls(("B", 4), ("C", "pass"), ("D", "pass"), ("A", "pass"))
                + [AllTricksTaken("B")] + points("B", "B", "B", "B"))
    assert game.table.hands[0].scores["B"] == 4


def test_made_scores_all_the_points_taken_even_more_than_the_bid():
    game = play(new(), calls(("B", 2), ("C", "pass"), ("D", "pass"), ("A", "pass")) + points("B", "B", "B", "D"))
    assert game.table.hands[0].scores == {"A": 0, "B": 3, "C": 0, "D": 1}
    assert game.table.hands[0].verdict() == "B made it: took 3 ≥ bid 2 → +3 points"


def test_one_player_may_take_both_high_and_low_and_scores_may_go_negative_without_limit():
    set_back = calls(("B", 4), ("C", "pass"), ("D", "pass"), ("A", "pass")) + points("C", "C", None, None)
    game = play(new(), set_back)
    assert game.table.hands[0].scores == {"A": 0, "B": -4, "C": 2, "D": 0}
    game = play(game, calls(("C", "pass"), ("D", "pass"), ("A", "pass"), ("B", 4)) + points("A", "A", None, None))
    assert game.table.totals == {"A": 2, "B": -8, "C": 2, "D": 0}


def test_the_points_go_in_order_high_low_jack_game_each_to_one_player():
    game = play(new(), calls(("B", 2), ("C", "pass"), ("D", "pass"), ("A", "pass")))
    assert refusal(game, PointTaken("low", "B")) == ("hand 1, point 1: high comes next (the points go High, Low, "
                                                     "Jack, Game), not low")
    assert refusal(game, PointNobody("high")) == "hand 1, point 1: high always goes to a player: a trump is always in play"
    game = game.play(PointTaken("high", "B"))
    assert refusal(game, PointNobody("low")) == "hand 1, point 2: low always goes to a player: a trump is always in play"
    assert refusal(game, PointTaken("low", "Zed")) == "hand 1, point 2: Zed is not at this table (A, B, C and D)"
    assert refusal(game, PointTaken("smudge", "B")) == ("hand 1, point 2: 'smudge' is not a point of Pitch: the points "
                                                        "are high, low, jack and game")


def test_all_tricks_puts_high_jack_and_game_on_the_bidders_side():
    game = play(new(smudge="five"), calls(("B", 5), ("C", "pass"), ("D", "pass"), ("A", "pass")) + [AllTricksTaken("B")])
    assert refusal(game, PointTaken("high", "C")) == "hand 1, point 1: B took all six tricks, so high is theirs, not C's"
    assert refusal(game, AllTricksTaken("C")) == "hand 1, all_tricks: all six tricks are the pitcher's side's: B pitched, not C"
    game = play(game, [PointTaken("high", "B"), PointTaken("low", "C"), PointNobody("jack")])
    assert refusal(game, PointTaken("game", "D")) == "hand 1, point 4: B took all six tricks, so game is theirs, not D's"


def test_a_sweep_fixes_high_and_game_for_the_pitcher_so_only_low_and_the_jack_are_entered():
    game = play(new(smudge="five"), calls(("B", 5), ("C", "pass"), ("D", "pass"), ("A", "pass")) + [SweepTaken("B")])
    hand = game.table.current
    assert (hand.points, hand.next_point()) == ({"high": "B"}, "low")
    assert refusal(game, PointTaken("high", "B")) == "hand 1, point 2: low comes next (the points go High, Low, Jack, Game), not high"
    game = play(game, [PointTaken("low", "C")])
    assert refusal(game, PointTaken("jack", "D")) == "hand 1, point 3: B took all six tricks, so jack is theirs, not D's"
    done = play(game, [PointNobody("jack")]).table.hands[0]
    assert (done.points, done.made, done.scores) == ({"high": "B", "low": "C", "jack": None, "game": "B"}, False,
                                                     {"A": 0, "B": -5, "C": 1, "D": 0})


def test_trump_is_optional_and_named_before_the_points():
    game = play(new(), calls(("B", 2), ("C", "pass"), ("D", "pass"), ("A", "pass")))
    assert refusal(game, TrumpNamed("stars")) == "hand 1, trump: B named trump 'stars'; it must be one of hearts, diamonds, clubs, spades"
    game = play(game, [PointTaken("high", "B")])
    assert refusal(game, TrumpNamed("hearts")) == "hand 1, trump: trump is named before the points are entered"


def test_a_misdeal_before_the_first_call_is_dealt_again_by_the_same_dealer():
    game = new().play(MisdealCalled("C"))
    assert game.table.current.dealer == "A"
    assert game.table.hands[0].verdict() == "Misdeal called by C: A deals again"
    late = new().play(BidMade("B", 2))
    assert refusal(late, MisdealCalled("C")) == "hand 1, misdeal: a misdeal is called before the first call; this auction has begun"


def test_the_bidder_goes_out_first_even_if_others_reached_the_target_in_the_same_hand():
    game = new(target=2)
    game = play(game, calls(("B", "pass"), ("C", 2), ("D", "pass"), ("A", "pass")) + points("D", "D", "C", "C"))
    assert game.table.winner == ("C",)
    assert game.table.result == "C made the bid and went out: 2 (target 2)"


def test_points_order_the_others_count_high_low_jack_game_and_the_first_to_the_target_wins():
    game = new(target=1)
    game = play(game, calls(("B", 4), ("C", "pass"), ("D", "pass"), ("A", "pass")) + points("B", "D", "C", "C"))
    assert game.table.winner == ("D",)  # Low comes before Jack and Game
    assert game.table.result == "D went out first with Low: 1 (target 1)"


def test_bidder_only_the_others_may_pass_the_target_and_play_on():
    game = new(target=1, going_out="bidder_only")
    game = play(game, calls(("B", 4), ("C", "pass"), ("D", "pass"), ("A", "pass")) + points("B", "D", "C", "C"))
    assert game.table.winner is None
    assert game.table.totals == {"A": 0, "B": -4, "C": 2, "D": 1}
    game = play(game, calls(("C", 2), ("D", "pass"), ("A", "pass"), ("B", "pass")) + points("C", "C", None, None))
    assert game.table.winner == ("C",)


def test_a_hand_after_the_game_is_won_is_refused():
    game = play(new(target=1), calls(("B", 2), ("C", "pass"), ("D", "pass"), ("A", "pass")) + points("B", "B", None, None))
    assert refusal(game, BidMade("C", 2)).startswith("the game is over: B made the bid and went out")


def test_settings_are_checked_with_a_message_naming_what_would_be_right():
    for given, message in [({"smudge": "maybe"}, "setting smudge is 'maybe' but must be one of 'off', 'five', 'wins'"),
                           ({"min_bid": 3}, "setting min_bid is 3 but must be a whole number from 1 to 2"),
                           ({"target": 0}, "setting target is 0 but must be a whole number from 1 to 1,000"),
                           ({"dealer_match": "yes"}, "setting dealer_match is 'yes' but must be true or false"),
                           ({"going_out": "first"}, "setting going_out is 'first' but must be one of 'points_order', 'bidder_only'"),
                           ({"all_pass": "x"}, "setting all_pass is 'x' but must be one of 'dealer_takes', 'redeal'"),
                           ({"partnership": "called"}, "setting partnership is 'called' but must be one of 'none', 'fixed'")]:
        with pytest.raises(RuleError) as err:
            new(**given)
        assert str(err.value) == message


RECORD = {"format": "scorekeeper-game/1", "game": "pitch", "players": FOUR, "dealer": "A",
          "hands": [{"auction": [["B", 2], ["C", 3], ["D", "pass"], ["A", 3]], "trump": "hearts",
                     "points": {"high": "A", "low": "C", "jack": None, "game": "A"}}]}


def test_the_record_of_the_spec_scores_as_the_spec_says_and_writes_back_the_same():
    game = game_from_record(RECORD)
    assert score_report(game) == {
        "hands": [{"number": 1, "dealer": "A", "bidder": "A", "bid": 3, "bidder_side": ["A"],
                   "points_won": {"A": 2, "B": 0, "C": 1, "D": 0}, "made": False,
                   "scores": {"A": -3, "B": 0, "C": 1, "D": 0}, "totals": {"A": -3, "B": 0, "C": 1, "D": 0}}],
        "totals": {"A": -3, "B": 0, "C": 1, "D": 0}, "winner": None}
    assert game_to_record(game) == RECORD


def test_keys_of_other_games_in_the_rules_are_ignored():
    record = {**RECORD, "rules": {"bag_limit": 10, "stick_the_dealer": True, "target": 3}}
    assert score_report(game_from_record(record))["totals"] == {"A": -3, "B": 0, "C": 1, "D": 0}
    assert game_from_record(record).settings["target"] == 3


@pytest.mark.parametrize("hand, message", [
    ({"auction": [["B", 2], ["C", 2]]}, "hand 1, call 2: C bid 2 but the bid is already 2: the lowest raise is 3"),
    ({"auction": [["B", 2], ["C", "pass"], ["D", "pass"], ["A", "pass"]],
      "points": {"high": "B", "jack": None}},
     "hand 1: 'points' names who took high, low, jack and game (all four, null for nobody; a hand in progress "
     "names the first ones entered, in that order); got keys high, jack"),
    ({"auction": [["B", 2], ["C", "pass"], ["D", "pass"], ["A", "pass"]],
      "points": {"high": None, "low": "B", "jack": None, "game": None}},
     "hand 1, point 1: high always goes to a player: a trump is always in play"),
    ({"auction": [["B", 2], ["C", "pass"], ["D", "pass"], ["A", "pass"]], "all_tricks": "yes",
      "points": {"high": "B", "low": "B", "jack": None, "game": None}},
     "hand 1: 'all_tricks' must be true or false; got \"yes\""),
    ({"auction": [["B", 2], ["C", "pass"], ["D", "pass"], ["A", "pass"]], "all_tricks": True,
      "points": {"high": "C", "low": "B", "jack": None, "game": None}},
     "hand 1, point 1: B took all six tricks, so high is theirs, not C's"),
    ({"auction": [["B", "pass"], ["C", "pass"], ["D", "pass"], ["A", "pass"]], "all_tricks": True,
      "points": {"high": "A", "low": "A", "jack": None, "game": None}},
     "hand 1, call 4: A is the dealer and must bid when everyone else has passed (lowest bid 2)"),
    ({"auction": [["B", "pass"], ["D", "pass"]], "all_tricks": True,
      "points": {"high": "A", "low": "A", "jack": None, "game": None}},
     "hand 1, call 2: it is C's turn to call, not D's"),
])
def test_a_broken_pitch_record_is_refused_with_one_line_naming_the_hand(hand, message):
    with pytest.raises(RuleError) as err:
        game_from_record({**RECORD, "hands": [hand]})
    assert str(err.value) == message


def test_a_hand_in_progress_is_not_scored_and_only_the_last_may_be():
    record = {**RECORD, "hands": [{"auction": [["B", 2], ["C", "pass"]]}]}
    assert score_report(game_from_record(record))["hands"] == []
    with pytest.raises(RuleError, match="hand 1: the hand is incomplete"):
        game_from_record({**RECORD, "hands": [{"auction": [["B", 2], ["C", "pass"], ["D", "pass"], ["A", "pass"]]},
                                              RECORD["hands"][0]]})


def test_the_dispute_view_says_each_point_and_what_the_others_scored():
    game = play(new(), calls(("B", 2), ("C", 3), ("D", "pass"), ("A", 3)) + points("A", "C", None, "A"))
    assert game.table.hands[0].explain() == [
        "A pitched 3", "A set back: took 2 < bid 3 → −3", "High: A", "Low: C", "Jack: nobody (not dealt)", "Game: A",
        "C +1 point"]
    named = play(new(), calls(("B", 2), ("C", "pass"), ("D", "pass"), ("A", "pass")) + [TrumpNamed("hearts")]
                 + points("B", "B", "B", None))
    assert named.table.hands[0].explain()[0] == "B pitched 2; trump Hearts"


def test_when_two_pass_the_target_the_dispute_view_counts_the_points_in_order():
    game = game_from_record(load_example("pitch-four-players-out-in-points-order"))
    last = game.table.hands[-1]
    assert last.explain()[-2:] == ["Going out, counted in order: High to Bob → 6 of 7",
                                   "Going out, counted in order: Low to Cy → 7 of 7"]
    assert game.table.hands[0].going_out() == []


HALF_ENTERED = {"auction": [["B", 2], ["C", 3], ["D", "pass"], ["A", "pass"]], "trump": "spades",
                "points": {"high": "C", "low": "B"}}


def test_a_half_entered_hand_keeps_its_points_through_export_and_import():
    game = new().with_events([*calls(("B", 2), ("C", 3), ("D", "pass"), ("A", "pass")), TrumpNamed("spades"),
                              PointTaken("high", "C"), PointTaken("low", "B")])
    record = game_to_record(game)
    assert record["hands"] == [HALF_ENTERED]
    imported = game_from_record(record)
    assert imported.events == game.events
    assert imported.table.current.points == {"high": "C", "low": "B"}
    assert imported.table.prompt() == game.table.prompt()
    assert score_report(imported)["hands"] == []  # in progress: not scored yet


def test_a_hand_with_only_some_points_is_refused_when_another_hand_follows():
    done = {"auction": [["B", 2], ["C", "pass"], ["D", "pass"], ["A", "pass"]],
            "points": {"high": "B", "low": "B", "jack": None, "game": None}}
    with pytest.raises(RuleError) as err:
        game_from_record({**RECORD, "hands": [HALF_ENTERED, done]})
    assert str(err.value).startswith("hand 1: the hand is incomplete")


def test_a_record_s_rules_may_carry_other_games_settings_which_change_nothing_but_a_key_of_no_game_is_refused():
    record = load_example("pitch-four-players-out-in-points-order")
    plain = score_report(game_from_record(record))
    record["rules"] = {**record.get("rules", {}), "edition": "inr", "stick_the_dealer": True, "jokers": False}
    assert score_report(game_from_record(record)) == plain  # Make-a-Million's, Euchre's and Bid Whist's settings: ignored
    record["rules"]["surpise"] = 1  # a misspelt key is no game's: refused, naming where to mend it
    with pytest.raises(RuleError) as refused:
        game_from_record(record)
    assert str(refused.value).startswith("rules: Auction Pitch has no setting 'surpise'; its settings are partnership")
