"""The skeleton the bidding hands share (rules/bidding.py, rules/record_parts.py, rules/auction.py): one misdeal,
one seat check, the counts checks, made or set back, the pair's shifted target and a card-point trick's
checks, read through the games that use them, with the sentences a table would see."""

from __future__ import annotations

import pytest

from scorekeeper.rules import BidMade, Game, HandCounted, Passed, RecordError, RuleError, TrumpNamed
from scorekeeper.rules import record_parts
from scorekeeper.rules.auction import Auction, BidRules
from scorekeeper.rules.deal_events import MisdealCalled
from scorekeeper.rules.partners_opposite import sides_or_each

SEATS = ["A", "B", "C", "D"]


def refusal(game: Game, event) -> str:
    with pytest.raises(RuleError) as err:
        game.play(event)
    return str(err.value)


def bid_won(kind: str, dealer: str, bid: int, trump: str | None = None) -> Game:
    """The first speaker bids ``bid`` and the others pass; then ``trump`` is named if given."""
    game = Game.new(kind, SEATS, dealer, {})
    game = game.play(BidMade(game.table.to_act(), bid))
    for _ in range(3):
        game = game.play(Passed(game.table.to_act()))
    return game.play(TrumpNamed(trump)) if trump else game


@pytest.mark.parametrize("kind", ["twenty-eight", "pitch", "rook"])
def test_one_misdeal_rule_for_every_bidding_game_that_has_one(kind):
    game = Game.new(kind, SEATS, "D", {})
    dealt_again = game.play(MisdealCalled("B"))
    assert dealt_again.table.hands[0].misdeal_by == "B" and dealt_again.table.hands[0].scores == dict.fromkeys(SEATS, 0)
    assert dealt_again.table.current.dealer == "D"  # the same dealer deals again
    assert refusal(game, MisdealCalled("Zed")) == "hand 1, misdeal: Zed is not at this table (A, B, C and D)"
    called = game.play(BidMade(game.table.to_act(), game.table.current.auction.lowest_bid()))
    assert refusal(called, MisdealCalled("B")) == (
        "hand 1, misdeal: a misdeal is called before the first call; this auction has begun")


def test_the_counts_come_after_trump_and_never_beside_tricks_in_twenty_nine():
    game = bid_won("twenty-nine", "D", 16)
    assert refusal(game, HandCounted(20)) == "hand 1, counts: A must name trump before the hand is counted"
    game = game.play(TrumpNamed("hearts"))
    from scorekeeper.games.twenty_nine import PointsTrickTaken
    one_trick = game.play(PointsTrickTaken("A", 5))
    assert refusal(one_trick, HandCounted(20)) == (
        "hand 1, counts: 1 tricks are already entered; enter the rest or undo them")


def test_made_and_set_back_score_the_bidding_side_only():
    made = bid_won("twenty-nine", "D", 16, "hearts").play(HandCounted(16))
    assert made.table.hands[0].scores == {"A": 1, "B": 0, "C": 1, "D": 0}
    assert made.table.hands[0].made is True and made.table.hands[0].bidder_count == 16
    set_back = bid_won("twenty-nine", "D", 16, "hearts").play(HandCounted(15))
    assert set_back.table.hands[0].scores == {"A": -1, "B": 0, "C": -1, "D": 0}


def test_a_pair_shown_moves_the_target_by_four_within_the_minimum_and_the_pack():
    from scorekeeper.games.twenty_eight import PairShown

    game = bid_won("twenty-eight", "D", 16)  # anticlockwise: C speaks first and bids for C and A
    assert game.table.current.bidder_side == ("C", "A")
    assert game.play(PairShown("A")).table.current.target() == 14  # 16 − 4 = 12, but never below 14
    assert game.play(PairShown("B")).table.current.target() == 20
    assert bid_won("twenty-eight", "D", 27).play(PairShown("D")).table.current.target() == 28  # never above 28


def test_a_card_point_trick_is_checked_the_same_way_in_both_card_point_games():
    from scorekeeper.games.twenty_eight import CardPointsTrick
    from scorekeeper.games.twenty_nine import PointsTrickTaken

    eight, nine = bid_won("twenty-eight", "D", 16), bid_won("twenty-nine", "D", 16, "hearts")
    for game, trick in ((eight, CardPointsTrick), (nine, PointsTrickTaken)):
        assert refusal(game, trick("Zed", 3)) == "hand 1, trick 1: the winner Zed is not at this table (A, B, C and D)"
        assert refusal(game, trick("A", 13)) == (
            "hand 1, trick 1: a trick holds from 0 to 12 card points (four Jacks); got 13")


def test_the_record_opening_of_a_bid_hand_and_its_misdeal_form():
    hand, events = record_parts.opening_events({"misdeal": "B"}, ("auction",))
    assert events == [MisdealCalled("B")]
    hand, events = record_parts.opening_events({"auction": [["A", 15], ["B", "pass"]], "trump": "hearts"}, ("auction", "trump"))
    assert events == [BidMade("A", 15), Passed("B"), TrumpNamed("hearts")]
    with pytest.raises(RecordError) as err:
        record_parts.opening_events({"trump": "hearts"}, ("auction", "trump"))
    assert str(err.value) == "a hand needs an 'auction' (or is {\"misdeal\": player})"
    with pytest.raises(RecordError) as err:
        record_parts.opening_events({"misdeal": "B"}, ("auction",), misdeal=False)
    assert "misdeal" in str(err.value)


def test_the_records_card_point_tricks_are_read_as_the_games_events():
    from scorekeeper.games.twenty_eight import CardPointsTrick

    assert record_parts.card_point_tricks({"tricks": [{"winner": "A", "points": 5}]}, CardPointsTrick) == [CardPointsTrick("A", 5)]
    with pytest.raises(RecordError) as err:
        record_parts.card_point_tricks({"tricks": [{"winner": "A"}]}, CardPointsTrick)
    assert str(err.value) == "trick 1: a trick is {\"winner\": player, \"points\": n}; got keys winner"
    with pytest.raises(RecordError) as err:
        record_parts.card_point_tricks({"tricks": [], "counts": {}}, CardPointsTrick)
    assert str(err.value) == "a hand has either 'tricks' or 'counts', not both"


def test_a_bid_in_whole_points_is_checked_up_to_the_cap_then_against_the_lowest():
    auction = Auction(SEATS, "D", BidRules(14, 1, 1, 28))
    assert auction.short_of_lowest("A", 20) is None
    assert auction.short_of_lowest("A", 13) == 14
    with pytest.raises(RuleError) as err:
        auction.short_of_lowest("A", 29)
    assert str(err.value) == "A bid 29 but no bid may be above 28"
    with pytest.raises(RuleError) as err:
        auction.short_of_lowest("A", 0)
    assert str(err.value) == "A bid 0: a bid is a positive whole number"


def test_sides_are_two_fixed_pairs_or_each_player_alone():
    game = Game.new("pitch", SEATS, "D", {})
    assert [(g.players, g.name) for g in sides_or_each(game, True)] == [(("A", "C"), "A+C"), (("B", "D"), "B+D")]
    assert [g.name for g in sides_or_each(game, False)] == ["A", "B", "C", "D"]
