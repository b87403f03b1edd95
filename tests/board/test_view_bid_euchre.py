"""The board page of Bid Euchre: the one round of calls, then the bid (a moon said as a word), trump, the tricks
and who sits out the moon; the winner of a finished game."""

from __future__ import annotations

from scorekeeper.board.view import game_view
from scorekeeper.games.bid_euchre import TrickWon
from scorekeeper.rules import BidMade, Game, Passed, TrumpNamed

from .conftest import example_game


def test_the_hand_in_play_shows_the_calls_then_the_moon_trump_tricks_and_who_sits_out():
    game = Game.new("bid-euchre", ["Ann", "Bob", "Cat", "Dan"], "Dan")
    assert '<p class="prompt">Ann to call · no bid yet · lowest bid 3</p>' in game_view("g1", game).html
    for event in (Passed("Ann"), BidMade("Bob", 7), Passed("Cat"), Passed("Dan"), TrumpNamed("no_trump"),
                  TrickWon("Bob")):
        game = game.play(event)
    html = game_view("g1", game).html
    assert '<p class="prompt">Bob bid moon · how many tricks did Bob+Dan take?</p>' in html
    assert ("<dt>Bidder</dt><dd>Bob</dd><dt>Bid</dt><dd>moon</dd><dt>Trump</dt><dd>No trump</dd>"
            "<dt>Tricks</dt><dd>Bob</dd><dt>Sits out</dt><dd>Dan</dd>") in html


def test_a_won_game_of_bid_euchre_names_the_side_and_how_it_won():
    assert game_view("g1", example_game("bid-euchre-failed-moon-win-by-set")).now == (
        "Ann+Cat set the bidders and reached 15 (target 10)")
    assert game_view("g1", example_game("bid-euchre-stuck-dealer-moon")).now == (
        "East+West made the bid and reached 15 (target 15)")
