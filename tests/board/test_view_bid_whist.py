"""The board page of Bid Whist: the hand in play (the calls, the contract, trump), and the winning side."""

from __future__ import annotations

from scorekeeper.board.view import game_view
from scorekeeper.games.bid_whist import WhistBid
from scorekeeper.rules import Game, TrumpNamed
from scorekeeper.rules.bid_events import Passed

from .conftest import example_game


def test_the_hand_in_play_shows_the_calls_the_contract_and_trump():
    game = Game.new("bid-whist", ["North", "East", "South", "West"], "West")
    for event in (WhistBid("North", 3, "U"), WhistBid("East", 4, "D"), Passed("South"), Passed("West"),
                  TrumpNamed("clubs")):
        game = game.play(event)
    html = game_view("g1", game).html
    assert '<h2 id="play-h">Hand 1: how many books did East+West take? (4 downtown: 10 needed)</h2>' in html
    assert ("<dt>Calls</dt><dd>North 3 uptown, East 4 downtown, South pass, West pass</dd><dt>Contract</dt>"
            "<dd>East+West: 4 downtown</dd><dt>Trump</dt><dd>Clubs</dd>") in html


def test_a_won_game_of_bid_whist_names_the_winning_side():
    view = game_view("g1", example_game("bid-whist-downtown-over-bid-scoring-lose-at"))
    assert view.now == "Bob+Dan fell to −8 (a side at −7 loses): Ann+Cat win"
