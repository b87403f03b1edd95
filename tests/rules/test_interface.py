"""The one interface every game offers: sides, targets, trumps, takers, raises, what is needed, outcomes, winners."""

from __future__ import annotations

import pytest

from scorekeeper.rules import BidMade, Game, HandCounted, Passed, TrumpNamed, table_text
from scorekeeper.games.exact_bid import BidsMade, TricksCounted
from scorekeeper.games.make_a_million import MisdealCalled, TrickTaken
from scorekeeper.games.twenty_nine import PointsTrickTaken
from scorekeeper.games import exact_bid, make_a_million, twenty_nine
from scorekeeper.games.exact_bid import ExactResult
from scorekeeper.rules.interface import BidResult, Choice, DealResult, GameModule, Needed, Outcome, ScoreGroup, missing_members
from scorekeeper.words import outcome_word
from scorekeeper.rules.registry import games, rules_for

from .helpers import play

SEATS = ["Ann", "Bob", "Cy", "Dee"]
NORTH = ["North", "East", "South", "West"]


def million(**settings) -> Game:
    """Ann, Bob, Cy, Dee clockwise; Dee deals, so Ann calls first."""
    return Game.new("make-a-million", SEATS, "Dee", settings)


def cy_bids(game: Game, amount: int = 220000) -> Game:
    """Ann and Bob pass, Cy bids, Dee passes; Cy names red."""
    return play(game, [Passed("Ann"), Passed("Bob"), BidMade("Cy", amount), Passed("Dee"), TrumpNamed("red")])


def twenty_nine_game(**settings) -> Game:
    """North, East, South, West clockwise; West deals, so North calls first."""
    return Game.new("twenty-nine", NORTH, "West", settings)


def north_bids(game: Game, amount: int = 17) -> Game:
    return play(game, [BidMade("North", amount), Passed("East"), Passed("South"), Passed("West"),
                       TrumpNamed("spades")])


def exact_game(**settings) -> Game:
    return Game.new("exact-bid", ["A", "B", "C"], "C", settings)


# -- every module offers the whole interface -------------------------------------------------
@pytest.mark.parametrize("module", [make_a_million, twenty_nine, exact_bid])
def test_every_game_module_offers_the_whole_interface(module):
    assert missing_members(module) == []
    assert isinstance(module, GameModule)


def test_a_module_missing_part_of_the_interface_is_named_with_what_it_lacks():
    class Partial:
        KIND, TITLE = "x", "X"

    assert missing_members(Partial())[:3] == ["PLAYER_COUNTS", "SETTING_HELP", "resolve_settings"]


def test_the_registry_finds_each_game_by_its_kind():
    assert rules_for("twenty-nine") is twenty_nine
    assert million().rules is make_a_million
    listed = [(getattr(game, "LIST_ORDER", 1000), game.TITLE) for game in games().values()]
    assert listed == sorted(listed)  # by LIST_ORDER, then title, whatever else is installed
    ours = ("make-a-million", "exact-bid", "twenty-eight", "twenty-nine")  # the first four of ours, in their order
    assert [kind for kind in games() if kind in ours] == list(ours)


def test_each_game_says_which_table_sizes_it_allows():
    assert make_a_million.PLAYER_COUNTS == (3, 4, 6, 8)
    assert twenty_nine.PLAYER_COUNTS == (4,)
    assert exact_bid.PLAYER_COUNTS == (2, 3, 4, 5, 6, 7, 8)


# -- score groups and their names ----------------------------------------------------------
def test_a_fixed_four_player_game_names_its_sides_in_seating_order():
    assert make_a_million.score_groups(million()) == [ScoreGroup(("Ann", "Cy"), "Ann+Cy"),
                                                      ScoreGroup(("Bob", "Dee"), "Bob+Dee")]


def test_a_fixed_eight_player_game_has_two_sides_of_four():
    game = Game.new("make-a-million", list("ABCDWXYZ"), "Z")
    assert [g.name for g in game.rules.score_groups(game)] == ["A+C+W+Y", "B+D+X+Z"]


def test_in_a_called_partner_game_each_player_scores_alone():
    game = million(partnership="called")
    assert make_a_million.score_groups(game) == [ScoreGroup((p,), p) for p in SEATS]


def test_in_a_dummy_game_each_of_the_three_players_scores_alone():
    game = Game.new("make-a-million", ["Ann", "Bob", "Cy"], "Cy")
    assert [g.name for g in make_a_million.score_groups(game)] == ["Ann", "Bob", "Cy"]


def test_twenty_nine_names_its_two_sides_in_seating_order():
    assert twenty_nine.score_groups(twenty_nine_game()) == [ScoreGroup(("North", "South"), "North+South"),
                                                            ScoreGroup(("East", "West"), "East+West")]


def test_in_the_exact_bid_variation_everyone_scores_alone():
    assert [g.name for g in exact_bid.score_groups(exact_game())] == ["A", "B", "C"]


def test_a_side_has_the_same_name_whatever_order_its_players_come_in():
    game = million(partnership="called")
    assert make_a_million.group_name(game, ["Cy", "Ann"]) == "Ann+Cy"
    assert make_a_million.group_name(game, ("Ann", "Cy")) == "Ann+Cy"
    assert twenty_nine.group_name(twenty_nine_game(), ["West", "East"]) == "East+West"
    assert exact_bid.group_name(exact_game(), ["C", "A"]) == "A+C"


def test_the_dummy_is_named_after_the_seated_players():
    game = Game.new("make-a-million", ["Ann", "Bob", "Cy"], "Cy")
    assert make_a_million.group_name(game, ["dummy", "Bob"]) == "Bob+dummy"


# -- the bidder's side on every hand -------------------------------------------------------
def test_a_make_a_million_hand_lists_the_bidder_first_then_the_partner():
    hand = cy_bids(million()).table.current
    assert hand.bidder == "Cy"
    assert hand.bidder_side == ("Cy", "Ann")


def test_a_twenty_nine_hand_lists_the_bidder_first_then_the_partner_opposite():
    hand = play(twenty_nine_game(), [Passed("North"), Passed("East"), Passed("South"), BidMade("West", 16),
                                     TrumpNamed("hearts")]).table.current
    assert hand.bidder == "West"
    assert hand.bidder_side == ("West", "East")


def test_an_exact_bid_deal_has_no_bidder_and_no_bidder_side():
    deal = exact_game().table.current
    assert deal.bidder is None
    assert deal.bidder_side == ()


def test_a_hand_before_its_auction_ends_has_no_bidder_side():
    assert million().table.current.bidder_side == ()


# -- targets -------------------------------------------------------------------------------
def test_make_a_million_plays_to_its_target_setting():
    assert make_a_million.target(million().settings) == 1_000_000
    assert make_a_million.target(million(target=500_000).settings) == 500_000


def test_twenty_nine_plays_to_six_game_points():
    assert twenty_nine.target(twenty_nine_game().settings) == 6


def test_the_exact_bid_variation_has_no_target_score():
    assert exact_bid.target(exact_game().settings) is None


# -- trump choices -------------------------------------------------------------------------
def test_the_dollar_edition_offers_its_four_colors_and_no_trump():
    assert make_a_million.trump_choices(million().settings) == [
        Choice("red", "Red"), Choice("yellow", "Yellow"), Choice("black", "Black"), Choice("green", "Green"),
        Choice("none", "No trump")]


def test_a_table_without_no_trump_is_offered_only_the_rupee_colors():
    settings = million(edition="inr", no_trump=False).settings
    assert [c.key for c in make_a_million.trump_choices(settings)] == ["red", "blue", "green", "yellow"]


def test_twenty_nine_offers_the_four_suits():
    assert twenty_nine.trump_choices(twenty_nine_game().settings) == [
        Choice("hearts", "Hearts"), Choice("diamonds", "Diamonds"), Choice("clubs", "Clubs"),
        Choice("spades", "Spades")]


def test_the_exact_bid_variation_offers_the_colors_but_never_no_trump():
    assert [c.label for c in exact_bid.trump_choices(exact_game().settings)] == ["Red", "Yellow", "Black", "Green"]


# -- who may take a trick ------------------------------------------------------------------
def test_in_a_three_player_game_the_dummy_may_take_a_trick():
    game = Game.new("make-a-million", ["Ann", "Bob", "Cy"], "Cy")
    assert make_a_million.takers(game, game.table.current) == ("Ann", "Bob", "Cy", "dummy")


def test_at_a_four_player_table_only_the_players_take_tricks():
    game = cy_bids(million())
    assert make_a_million.takers(game, game.table.current) == ("Ann", "Bob", "Cy", "Dee")
    game = north_bids(twenty_nine_game())
    assert twenty_nine.takers(game, game.table.current) == ("North", "East", "South", "West")
    assert exact_bid.takers(exact_game(), exact_game().table.current) == ("A", "B", "C")


# -- quick raises --------------------------------------------------------------------------
def test_the_first_quick_raises_start_at_the_opening_bid():
    assert make_a_million.quick_raises(million().table.current) == [175000, 185000, 195000]


def test_quick_raises_stop_at_the_highest_bid_allowed():
    game = million().play(BidMade("Ann", 390000))
    assert make_a_million.quick_raises(game.table.current, count=4) == [400000]


def test_there_are_no_quick_raises_once_the_auction_is_over():
    assert make_a_million.quick_raises(cy_bids(million()).table.current) == []


def test_twenty_nine_raises_one_point_at_a_time():
    game = twenty_nine_game().play(BidMade("North", 18))
    assert twenty_nine.quick_raises(game.table.current) == [19, 20, 21]


def test_the_exact_bid_variation_has_no_auction_to_raise():
    assert exact_bid.quick_raises(exact_game().table.current) == []


# -- what the bidder's side still needs ----------------------------------------------------
def test_the_bidders_side_is_told_what_it_still_needs_in_dollars():
    game = cy_bids(million()).play(TrickTaken("Ann", (40000, 30000)))
    assert make_a_million.still_needed(game, game.table.current) == Needed(150000, True, "needs $150,000 more")


def test_a_reached_bid_needs_nothing_more():
    game = cy_bids(million()).play(TrickTaken("Cy", (40000, 40000, 40000, 40000), ()))
    game = play(game, [TrickTaken("Ann", (30000, 30000), ("bull",))])
    assert make_a_million.still_needed(game, game.table.current) == Needed(0, True, "bid of $220,000 reached")


def test_a_bid_that_the_money_left_cannot_reach_is_set_back_already():
    game = cy_bids(million())
    game = play(game, [TrickTaken("Cy", (40000, 30000)),
                       TrickTaken("Bob", (40000, 40000, 30000), ("bull",)),
                       TrickTaken("Bob", (40000, 30000, 15000, 15000))])
    # left: 30,000 + 2 × 15,000 + 4 × 10,000 + 4 × 5,000 = 120,000 and no Bull: 70,000 + 120,000 < 220,000
    assert make_a_million.still_needed(game, game.table.current) == Needed(150000, False, "cannot make it: set back")


def test_an_unplayed_bull_keeps_a_bid_within_reach():
    game = cy_bids(million())
    game = play(game, [TrickTaken("Cy", (40000, 30000)),
                       TrickTaken("Bob", (40000, 40000, 30000)),
                       TrickTaken("Bob", (40000, 30000, 15000, 15000))])
    # 70,000 + 120,000 left + a Bull doubling 30,000 + 15,000 + 15,000 = 250,000 ≥ 220,000
    assert make_a_million.still_needed(game, game.table.current).reachable is True


def test_nothing_is_needed_during_the_auction_or_when_everyone_passed():
    assert make_a_million.still_needed(million(), million().table.current) is None
    passed = play(million(), [Passed(p) for p in SEATS])
    assert make_a_million.still_needed(passed, passed.table.current) is None


def test_twenty_nine_counts_the_points_still_needed_for_the_target():
    game = north_bids(twenty_nine_game()).play(PointsTrickTaken("South", 4))
    assert twenty_nine.still_needed(game, game.table.current) == Needed(13, True, "needs 13 more")


def test_twenty_nine_is_set_back_once_the_points_left_are_too_few():
    game = play(north_bids(twenty_nine_game()), [PointsTrickTaken("East", 4)] * 3)
    assert twenty_nine.still_needed(game, game.table.current) == Needed(17, True, "needs 17 more")  # 16 + 1 left
    game = game.play(PointsTrickTaken("West", 1))
    assert twenty_nine.still_needed(game, game.table.current) == Needed(17, False, "cannot make it: set back")


def test_the_exact_bid_variation_never_needs_anything():
    assert exact_bid.still_needed(exact_game(), exact_game().table.current) is None


# -- outcomes ------------------------------------------------------------------------------
def finished(game: Game):
    return game.table.hands[-1]


def shown(outcome: Outcome) -> tuple[str, bool | None, str]:
    """An outcome as a screen shows it: its word (the presentation layer's), made, the arithmetic."""
    return outcome_word(outcome), outcome.made, outcome.arithmetic


def test_an_outcome_is_a_typed_fact_and_its_word_comes_from_the_presentation_layer():
    game = cy_bids(million()).play(HandCounted(260000, 140000))
    assert make_a_million.outcome(game, finished(game)).result is BidResult.MADE
    misdeal = million().play(MisdealCalled("Bob"))
    assert make_a_million.outcome(misdeal, finished(misdeal)).result is DealResult.MISDEAL
    assert [outcome_word(Outcome(result, None, "")) for result in (*BidResult, DealResult.MISDEAL, *ExactResult)] == [
        "MADE", "SET BACK", "THROWN IN", "MISDEAL", "EXACT", "NOBODY EXACT"]


def test_a_made_bid_is_made_with_its_arithmetic_naming_sides_in_seating_order():
    game = cy_bids(million()).play(HandCounted(260000, 140000))
    assert shown(make_a_million.outcome(game, finished(game))) == (
        "MADE", True, "Ann+Cy made it: count $260,000 ≥ bid $220,000 → +$260,000; Bob+Dee +$140,000")


def test_a_short_count_is_set_back_by_the_bid():
    game = cy_bids(million()).play(HandCounted(200000, 200000))
    assert shown(make_a_million.outcome(game, finished(game))) == (
        "SET BACK", False, "Ann+Cy set back: count $200,000 < bid $220,000 → −$220,000; Bob+Dee +$200,000")


def test_a_hand_everyone_passed_is_thrown_in():
    game = play(million(), [Passed(p) for p in SEATS])
    assert shown(make_a_million.outcome(game, finished(game))) == (
        "THROWN IN", None, "Everyone passed: the hand is thrown in")


def test_a_misdeal_is_its_own_outcome():
    game = million().play(MisdealCalled("Bob"))
    assert shown(make_a_million.outcome(game, finished(game))) == (
        "MISDEAL", None, "Misdeal called by Bob: Dee deals again")


def test_twenty_nine_uses_the_same_words_made_and_set_back():
    made = north_bids(twenty_nine_game()).play(HandCounted(20))
    assert shown(twenty_nine.outcome(made, finished(made))) == (
        "MADE", True, "North+South made it: 20 ≥ target 17 → +1 game point")
    short = north_bids(twenty_nine_game()).play(HandCounted(16))
    assert shown(twenty_nine.outcome(short, finished(short))) == (
        "SET BACK", False, "North+South set back: 16 < target 17 → −1 game point")


def test_a_twenty_nine_side_is_named_in_seating_order_when_the_second_seat_bids():
    game = play(twenty_nine_game(), [Passed("North"), Passed("East"), Passed("South"), BidMade("West", 16),
                                     TrumpNamed("hearts"), HandCounted(16)])
    assert twenty_nine.outcome(game, finished(game)).arithmetic == "East+West made it: 16 ≥ target 16 → +1 game point"


def test_an_exact_bid_deal_says_whether_anyone_was_exact():
    game = exact_game(start_cards=2).play(BidsMade((("A", 1), ("B", 0), ("C", 1))))
    game = game.play(TricksCounted((("A", 1), ("B", 1), ("C", 0))))
    assert shown(exact_bid.outcome(game, finished(game))) == ("EXACT", None, "Deal 1 (2 cards): exact: A")
    game = game.play(BidsMade((("A", 0), ("B", 0), ("C", 0)))).play(TricksCounted((("A", 1), ("B", 0), ("C", 0))))
    assert exact_bid.outcome(game, finished(game)).result is ExactResult.EXACT
    missed = exact_game(start_cards=2).play(BidsMade((("A", 2), ("B", 1), ("C", 1))))
    missed = missed.play(TricksCounted((("A", 0), ("B", 0), ("C", 2))))
    assert shown(exact_bid.outcome(missed, finished(missed))) == (
        "NOBODY EXACT", None, "Deal 1 (2 cards): exact: nobody")


# -- winner lines --------------------------------------------------------------------------
def test_the_winning_side_is_named_once_with_dollar_amounts():
    game = cy_bids(million(target=250000))
    assert make_a_million.winner_line(game) == ""
    game = game.play(HandCounted(260000, 140000))
    assert make_a_million.winner_line(game) == "Ann+Cy reached $260,000 (target $250,000)"


def test_a_rupee_game_names_its_winner_in_rupees_with_indian_grouping():
    game = cy_bids(million(target=250000, edition="inr", indian_grouping=True)).play(HandCounted(260000, 140000))
    assert make_a_million.winner_line(game) == "Ann+Cy reached ₹2,60,000 (target ₹2,50,000)"


def test_a_twenty_nine_winner_is_named_with_its_game_points():
    game = north_bids(twenty_nine_game(target=1)).play(HandCounted(20))
    assert twenty_nine.winner_line(game) == "North+South reached +1 game point (target 1)"


def test_the_exact_bid_winner_is_named_after_the_last_deal():
    game = exact_game(start_cards=1).play(BidsMade((("A", 1), ("B", 0), ("C", 0))))
    assert exact_bid.winner_line(game) == ""
    game = game.play(TricksCounted((("A", 1), ("B", 0), ("C", 0))))
    assert exact_bid.winner_line(game) == "A has the most points after the last deal: 6"


# -- the readable score table --------------------------------------------------------------
def test_the_score_table_names_each_side_once_in_seating_order_with_dollars():
    game = cy_bids(million(target=250000)).play(HandCounted(260000, 140000))
    text = table_text(game)
    assert text.splitlines()[0] == "Make-a-Million · 4 players · fixed partners · target $250,000"
    assert "Totals: Ann+Cy $260,000, Bob+Dee $140,000" in text
    assert text.endswith("Game won: Ann+Cy reached $260,000 (target $250,000)\n")


def test_the_twenty_nine_score_table_shows_one_column_a_side():
    game = play(twenty_nine_game(), [Passed("North"), Passed("East"), Passed("South"), BidMade("West", 16),
                                     TrumpNamed("hearts"), HandCounted(16)])
    text = table_text(game)
    assert text.splitlines()[0] == "Twenty-nine · 4 players · target 6"
    assert "Totals: North+South 0, East+West 1" in text
    assert text.endswith("No winner yet\n")
