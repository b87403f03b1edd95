"""Rules a real table ran into: the highest bid, impossible counts, both sides over, partners, the called card."""

from __future__ import annotations

import pytest

from scorekeeper.rules import BidMade, Game, HandCounted, Passed, RuleError, TrumpNamed, game_from_record, game_to_record, score_report
from scorekeeper.games.make_a_million import MoneyDiscarded, PartnersNamed, TrickTaken
from scorekeeper.games.twenty_nine import PointsTrickTaken
from scorekeeper.games import make_a_million, twenty_nine
from scorekeeper.games.make_a_million import CardCalled
from scorekeeper.rules.interface import Choice, Needed

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


# -- silent partners revealed one at a time ------------------------------------------------
def six_silent() -> Game:
    """Six players, silent partners: A bids $350,000 (everyone else passes) and names red."""
    game = Game.new("make-a-million", list("ABCDEF"), "F", {"partnership": "silent"})
    game = play(game, [BidMade("A", 350000), *[Passed(p) for p in "BCDEF"]])
    return game.play(TrumpNamed("red"))


def test_a_silent_partner_revealed_mid_hand_counts_at_once_and_another_can_follow():
    game = play(six_silent(), [TrickTaken("C", (40000,)), TrickTaken("E", (30000,))])
    assert game.table.current.running_counts() == (0, 70000)
    game = game.play(PartnersNamed(("C",)))
    assert game.table.current.running_counts() == (40000, 30000)
    game = game.play(PartnersNamed(("E",)))
    assert game.table.current.bidder_side == ("A", "C", "E")
    assert game.table.current.running_counts() == (70000, 0)


def test_a_silent_partner_cannot_be_named_twice_nor_beyond_the_cards_laid_face_up():
    game = six_silent().play(PartnersNamed(("C",)))
    assert refusal(game, PartnersNamed(("C",))) == "hand 1, partners: C is already named as a partner in this hand"
    assert refusal(game, PartnersNamed(())) == "hand 1, partners: no new partner named; C is already known"
    game = game.play(PartnersNamed(("E",)))
    assert refusal(game, PartnersNamed(("B",))) == (
        "hand 1, partners: the partners are already named for this hand; correct that event instead")


def test_a_hand_whose_partners_were_revealed_one_by_one_scores_and_its_record_scores_the_same():
    rest = [40000] * 7 + [30000] * 7 + [15000] * 8 + [10000] * 8 + [5000] * 8
    game = play(six_silent(), [TrickTaken("C", (40000,)), PartnersNamed(("C",)), TrickTaken("E", (30000,)),
                               PartnersNamed(("E",))])
    game = play(game, [TrickTaken("B", tuple(rest[i:i + 6])) for i in range(0, 38, 6)])
    game = play(game, [TrickTaken("B")] * 8)
    hand = score_report(game)["hands"][0]
    assert (hand["bidder_side"], hand["bidder_count"], hand["made"]) == (["A", "C", "E"], 70000, False)
    assert hand["scores"] == {"A": -350000, "B": 730000, "C": -350000, "D": 730000, "E": -350000, "F": 730000}
    record = game_to_record(game)
    assert record["hands"][0]["partners"] == ["C", "E"]
    assert score_report(game_from_record(record)) == score_report(game)


def test_an_unrevealed_called_partner_keeps_a_bid_within_reach_until_named():
    game = cy_bids(million(partnership="called"), 400000)
    game = play(game, [TrickTaken("Bob", (40000,) * 3, ("bull",)), TrickTaken("Ann", (30000,) * 3)])
    # Cy has nothing yet, but Bob may hold the called card: $240,000 + the $190,000 left is enough
    assert make_a_million.still_needed(game, game.table.current).reachable is True
    game = game.play(PartnersNamed(("Ann",)))
    # Ann's $90,000 + the $190,000 left (the Bull is gone) cannot reach $400,000
    assert make_a_million.still_needed(game, game.table.current) == Needed(310000, False, "cannot make it: set back")


# -- the called card ---------------------------------------------------------------------
def test_the_called_card_is_recorded_and_shown_in_the_dispute_view():
    game = cy_bids(million(partnership="called")).play(CardCalled("tiger"))
    assert game.table.current.called_card == "tiger"
    assert game_to_record(game)["hands"][0] == {
        "auction": [["Ann", "pass"], ["Bob", "pass"], ["Cy", 175000], ["Dee", "pass"]],
        "trump": "red", "called_card": "tiger"}
    game = play(game, [PartnersNamed(()), HandCounted(200000, 200000)])
    assert game.table.hands[0].explain()[0] == "Cy bid $175,000; trump red; called the Tiger; Cy against Ann+Bob+Dee"


def test_a_record_with_a_called_card_reads_back_to_the_same_game():
    game = cy_bids(million(partnership="called")).play(CardCalled("green 40000"))
    game = play(game, [PartnersNamed(("Ann",)), HandCounted(200000, 200000)])
    again = game_from_record(game_to_record(game))
    assert again == game
    assert again.table.hands[0].called_card == "green 40000"


def test_a_called_card_is_refused_where_it_has_no_place():
    assert refusal(cy_bids(million()), CardCalled("tiger")) == (
        "hand 1, called card: only a called-partner game calls a card; this game's partners are fixed")
    called = cy_bids(million(partnership="called"))
    assert refusal(called, CardCalled("purple 40000")) == (
        'hand 1, called card: "purple 40000" is not a card of the pack; a card is tiger, bull, bear or a color '
        'and rank such as "red 40000"')
    assert refusal(called.play(CardCalled("bull")), CardCalled("bear")) == (
        "hand 1, called card: the called card is already the Bull; correct that event instead")
    assert refusal(called.play(TrickTaken("Cy")), CardCalled("tiger")) == (
        "hand 1, called card: the card is called before the first trick")


def test_a_record_whose_called_card_is_not_text_is_refused():
    record = game_to_record(cy_bids(million(partnership="called")))
    record["hands"][0]["called_card"] = 5
    with pytest.raises(RuleError, match="hand 1: 'called_card' must be text; got 5"):
        game_from_record(record)


def test_the_cards_a_bidder_may_call_start_with_the_tiger():
    choices = make_a_million.called_card_choices(million(partnership="called").settings)
    assert len(choices) == 55
    assert choices[:5] == [Choice("tiger", "Tiger"), Choice("bull", "Bull"), Choice("bear", "Bear"),
                           Choice("red 40000", "red $40,000"), Choice("red 30000", "red $30,000")]
    assert choices[6] == Choice("red 11", "red 11")
    rupees = make_a_million.called_card_choices(million(partnership="called", edition="inr").settings)
    assert rupees[1] == Choice("bull", "Lion of India")


# -- the last trick fills itself -------------------------------------------------------------
def twelve_tricks() -> Game:
    """Twelve tricks leave a 15,000, a 5,000 and the Bear for the last."""
    game = cy_bids(million())
    return play(game, [TrickTaken("Cy", (40000, 40000, 40000)), TrickTaken("Cy", (40000, 30000, 30000)),
                       TrickTaken("Ann", (30000, 30000, 15000), ("bull",)),
                       TrickTaken("Bob", (15000, 15000, 10000)), TrickTaken("Bob", (10000, 10000, 10000)),
                       TrickTaken("Dee", (5000, 5000, 5000)), *[TrickTaken("Dee")] * 6])


def test_the_last_trick_must_hold_what_has_not_been_played():
    game = twelve_tricks()
    assert make_a_million.remaining_trick(game.table.current) == ([15000, 5000], ["bear"])


def test_there_is_no_remaining_trick_before_the_last_nor_after_it():
    assert make_a_million.remaining_trick(twelve_tricks().undo().table.current) is None
    done = twelve_tricks().play(TrickTaken("Dee", (15000, 5000), ("bear",)))
    assert make_a_million.remaining_trick(done.table.hands[0]) is None


def test_twenty_nine_gives_the_points_the_last_trick_must_hold():
    game = Game.new("twenty-nine", ["N", "E", "S", "W"], "W")
    game = play(game, [BidMade("N", 16), Passed("E"), Passed("S"), Passed("W"), TrumpNamed("clubs")])
    game = play(game, [PointsTrickTaken("N", 3)] * 6)
    assert twenty_nine.remaining_points(game.table.current) is None
    game = game.play(PointsTrickTaken("E", 2))
    assert twenty_nine.remaining_points(game.table.current) == 8
