"""The exact-bid variation: bid + 5 for an exact hit, one card fewer each deal."""

from __future__ import annotations

import pytest

from scorekeeper.rules import Game, RuleError, TrumpNamed, score_report
from scorekeeper.games.exact_bid import BidsMade, TricksCounted


def new(players="ABC", **settings) -> Game:
    return Game.new("exact-bid", list(players), players[-1], settings)


def deal(game: Game, bids: dict, tricks: dict) -> Game:
    return game.play(BidsMade(tuple(bids.items()))).play(TricksCounted(tuple(tricks.items())))


def test_the_first_deal_has_thirteen_cards_or_what_the_pack_allows():
    assert new().settings["start_cards"] == 13
    assert new("ABCDEFGH").settings["start_cards"] == 6  # 54 // 8


def test_an_exact_bid_scores_bid_plus_five_else_the_tricks_taken():
    game = new(start_cards=3)
    game = deal(game, {"A": 1, "B": 0, "C": 1}, {"A": 1, "B": 2, "C": 0})
    assert score_report(game)["hands"][0]["scores"] == {"A": 6, "B": 2, "C": 0}


def test_each_deal_has_one_card_fewer_and_the_last_has_one():
    game = new(start_cards=3)
    sizes = []
    for _ in range(3):
        sizes.append(game.table.current.cards)
        n = game.table.current.cards
        game = deal(game, {"A": n, "B": 0, "C": 0}, {"A": n, "B": 0, "C": 0})
    assert sizes == [3, 2, 1]
    assert game.table.winner == ("A",)
    assert score_report(game)["totals"] == {"A": 3 + 5 + 2 + 5 + 1 + 5, "B": 15, "C": 15}


def test_tied_players_share_the_win():
    game = deal(new(start_cards=1), {"A": 0, "B": 0, "C": 0}, {"A": 1, "B": 0, "C": 0})
    assert game.table.winner == ("B", "C")


def test_the_tricks_must_add_up_to_the_cards_each_player_held():
    game = new(start_cards=3).play(BidsMade((("A", 1), ("B", 1), ("C", 1))))
    with pytest.raises(RuleError, match="the tricks add up to 2 but each player held 3"):
        game.play(TricksCounted((("A", 1), ("B", 1), ("C", 0))))


def test_every_player_bids_once():
    with pytest.raises(RuleError, match="missing: C"):
        new().play(BidsMade((("A", 1), ("B", 1))))


def test_trump_is_a_color_of_the_pack():
    with pytest.raises(RuleError, match="must be one of red, yellow, black, green"):
        new().play(TrumpNamed("hearts"))


def test_two_to_eight_players():
    with pytest.raises(RuleError, match="2 to 8 players, not 9"):
        new("ABCDEFGHI")
