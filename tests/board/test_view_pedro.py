"""The board page of Pedro: the one round of bids, then the bid, trump and who counts their points; the winner."""

from __future__ import annotations

from scorekeeper.board.view import game_view
from scorekeeper.rules import BidMade, Game, Passed, TrumpNamed

from .conftest import example_game


def test_the_hand_in_play_shows_the_auction_then_the_bid_and_trump():
    game = Game.new("pedro", ["Ann", "Bob", "Cat", "Dan"], "Dan").play(BidMade("Ann", 8))
    html = game_view("g1", game).html
    assert "Bob" in html and "8" in html
    for event in (Passed("Bob"), Passed("Cat"), Passed("Dan"), TrumpNamed("clubs")):
        game = game.play(event)
    html = game_view("g1", game).html
    assert ('<dt>Bidder</dt><dd>Ann</dd><dt>Bid</dt><dd>8</dd><dt>Trump</dt><dd>Clubs</dd>'
            '<dt>Points</dt><dd>Ann+Cat count their points</dd>') in html


def test_a_won_game_of_pedro_names_the_bidder_going_out_first():
    view = game_view("g1", example_game("pedro-each-side-bidder-goes-out"))
    assert view.now == "East+West made the bid and went out: 21 (target 21)"
