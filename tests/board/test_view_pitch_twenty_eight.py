"""The board page of Auction Pitch and Twenty-eight: the hand in play, the race, the winner."""

from __future__ import annotations

from scorekeeper.board.view import game_view
from scorekeeper.games.pitch import PointNobody, PointTaken
from scorekeeper.games.twenty_eight import CardPointsTrick, PairShown
from scorekeeper.rules import BidMade, Game, Passed

from .conftest import example_game


def test_pitch_in_play_shows_the_bid_and_each_point_entered_so_far():
    game = Game.new("pitch", ["Ann", "Bob", "Cy", "Di"], "Di")
    for event in (BidMade("Ann", 2), Passed("Bob"), Passed("Cy"), BidMade("Di", 2), PointTaken("high", "Ann"),
                  PointTaken("low", "Cy"), PointNobody("jack")):
        game = game.play(event)
    html = game_view("g1", game).html
    assert "<dt>Bidder</dt><dd>Di</dd><dt>Bid</dt><dd>2</dd>" in html
    assert "<dt>High</dt><dd>Ann</dd><dt>Low</dt><dd>Cy</dd><dt>Jack</dt><dd>Not out</dd>" in html
    assert "<dt>Game</dt><dd>not entered yet</dd>" in html


def test_pitch_in_the_auction_shows_the_bid_to_beat_and_who_calls():
    game = Game.new("pitch", ["Ann", "Bob", "Cy", "Di"], "Di").play(BidMade("Ann", 3))
    html = game_view("g1", game).html
    assert "Bob" in html and "<h2 id=\"play-h\">" in html


def test_a_won_pitch_game_names_who_went_out_first():
    view = game_view("g1", example_game("pitch-four-players-out-in-points-order"))
    assert view.now == "Cy went out first with Low: 7 (target 7)"


def test_twenty_eight_shows_the_sixes_and_the_target_after_the_pair():
    html = game_view("g1", example_game("twenty-eight-kerala-double-redouble")).html
    assert "<h2 id=\"race-h\">The sixes</h2>" in html
    assert 'aria-label="red six: 6 of +6"' in html  # North+South at +8: all six red pips
    game = Game.new("twenty-eight", ["A", "B", "C", "D"], "D")
    for event in (BidMade("C", 16), Passed("B"), Passed("A"), Passed("D"), PairShown("B"), CardPointsTrick("C", 5)):
        game = game.play(event)
    html = game_view("g1", game).html
    assert "<dt>Pair</dt><dd>B</dd><dt>Target</dt><dd>20</dd><dt>Multiplier</dt><dd>×1</dd>" in html
    assert "<dt>Still needed</dt><dd>needs 15 more</dd>" in html
